import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The script a child process runs, and the flags it needs to run it. */
export interface ChildEntry {
  path: string;
  execArgv: string[];
  /** Variables the child needs beyond the server's own. */
  env?: Record<string, string>;
}

/** tsx's loader as a file URL, for a child that runs TypeScript source (development and tests). */
function tsxLoader(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, string>;
  };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports['.']!)).href;
}

/**
 * The child's script: built beside the server's bundle (`dist/work/child.js`), or, when the
 * server runs from source, the TypeScript source run through tsx.
 */
export function childEntry(built: URL, source: URL): ChildEntry {
  if (import.meta.url.endsWith('.ts') || !fs.existsSync(fileURLToPath(built))) {
    return { path: fileURLToPath(source), execArgv: [`--import=${tsxLoader()}`] };
  }
  return { path: fileURLToPath(built), execArgv: [] };
}
