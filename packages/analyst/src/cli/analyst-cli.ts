import { runAnalyze } from './analyze-command';
import { runMatch } from './match-command';

const USAGE = [
  'usage: npm run analyst -- <command>',
  '  match "<query>" [--lang zh]    classify a job title; prints one JSON line',
  '  match - [--lang zh]            one query per line from standard input',
  '  analyze "<title>" [--lang zh]  the built-in analyst\'s whole analysis as JSON',
].join('\n');

const [command, ...args] = process.argv.slice(2);
if (command === 'match') {
  process.exitCode = await runMatch(args, { stdin: process.stdin, stdout: process.stdout });
} else if (command === 'analyze') {
  process.exitCode = await runAnalyze(args, process.stdout);
} else {
  process.stdout.write(`${USAGE}\n`);
  process.exitCode = command ? 2 : 0;
}
