import readline from 'node:readline';
import { LANGUAGES, type Language } from '@irreplaceable/contracts/constants';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { classifyQuery } from '../matching/classify-query';
import { hasHan } from '../matching/text-normalize';

/**
 * `match "<query>" [--lang en|zh]` prints what the title matcher makes of one query as one JSON
 * line; `match -` reads one query per line from stdin and prints one JSON line per query, in order.
 * Without --lang each query's language is detected: any Chinese character means zh.
 */

export interface MatchIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
}

const USAGE =
  'usage: match "<query>" [--lang en|zh]   |   match - [--lang en|zh]  (one query per line on stdin)';

interface MatchArgs {
  query: string;
  language: Language | null;
}

function parseArgs(args: readonly string[]): MatchArgs | string {
  let query: string | null = null;
  let language: Language | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? args[++i] : arg.slice('--lang='.length);
      if (!(LANGUAGES as readonly string[]).includes(value ?? '')) {
        return `--lang must be one of ${LANGUAGES.join(', ')}`;
      }
      language = value as Language;
    } else if (query === null) {
      query = arg;
    } else {
      return `unexpected argument "${arg}"`;
    }
  }
  if (query === null) return 'a query (or - for stdin) is required';
  return { query, language };
}

function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

export async function runMatch(args: string[], io: MatchIo): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    await write(io.stdout, `${parsed}\n${USAGE}\n`);
    return 2;
  }
  const knowledge = loadKnowledge();
  const answer = (query: string) => {
    const language = parsed.language ?? (hasHan(query) ? 'zh' : 'en');
    return `${JSON.stringify(classifyQuery(query, language, knowledge))}\n`;
  };
  if (parsed.query !== '-') {
    await write(io.stdout, answer(parsed.query));
    return 0;
  }
  const lines = readline.createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) await write(io.stdout, answer(line));
  return 0;
}
