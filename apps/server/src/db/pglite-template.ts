import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverRoot } from '../server-paths';

/**
 * When PGlite creates a database itself, it runs initdb in a second PostgreSQL instance and copies
 * the result into the real one: about 800 MB of memory at once, more than 100 MB of which stays
 * with the process until it ends. `npm run build` (apps/server/build.mjs) creates that empty
 * database once, beside the bundle, named by the PGlite version that made it; a first start copies
 * its files, and PGlite then opens them as it opens any existing database. Without a copy made by
 * the installed PGlite version (a server run from its sources, an upgrade not yet built), PGlite
 * creates the database itself as before.
 */
function templateDir(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return path.join(serverRoot(), 'dist', `pglite-${version}-cluster`);
}

function isEmptyOrMissing(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/**
 * Puts the built empty database at `location` if nothing is there yet; answers whether it did.
 * The files are copied beside it and renamed into place, so a start cut short leaves no half copy.
 */
export function placeClusterTemplate(location: string, template = templateDir()): boolean {
  if (!isEmptyOrMissing(location)) return false;
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  const partial = `${location}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  fs.rmSync(location, { recursive: true, force: true });
  fs.renameSync(partial, location);
  return true;
}
