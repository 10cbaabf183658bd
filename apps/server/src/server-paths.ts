import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package root, found from this module both in `src/` and in the `dist/` bundle. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Server package root not found');
    dir = parent;
  }
  return dir;
}

export function serverVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
