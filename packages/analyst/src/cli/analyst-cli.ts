import { runAnalyze } from './analyze-command';
import { runMatch } from './match-command';

const USAGE = [
  'usage: npm run analyst -- <command>',
  '  match "<query>" [--lang zh]    classify a job title; prints one JSON line',
  '  match - [--lang zh]            one query per line from standard input',
  '  analyze "<title>" [--lang zh]  the built-in analyst\'s whole analysis as JSON',
].join('\n');

const [command, ...args] = process.argv.slice(2);
let code: number;
switch (command) {
  case 'match':
    code = await runMatch(args, { stdin: process.stdin, stdout: process.stdout });
    break;
  case 'analyze':
    code = await runAnalyze(args, process.stdout);
    break;
  default:
    process.stdout.write(`${USAGE}\n`);
    code = command ? 2 : 0;
}
process.exitCode = code;
