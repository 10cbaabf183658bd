import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeClusterTemplate } from './pglite-template';

describe('the empty database a first start copies', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-template-'));
  const template = path.join(root, 'template');

  beforeAll(async () => {
    const made = await PGlite.create(template);
    await made.close();
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('becomes a database PGlite opens and writes to', async () => {
    const location = path.join(root, 'first', 'pglite');
    fs.mkdirSync(path.dirname(location));
    expect(placeClusterTemplate(location, template)).toBe(true);
    expect(fs.existsSync(`${location}.partial`)).toBe(false);
    const database = await PGlite.create(location);
    await database.exec('create table notes (body text); insert into notes values ($$kept$$)');
    await database.close();
    const reopened = await PGlite.create(location);
    const { rows } = await reopened.query<{ body: string }>('select body from notes');
    await reopened.close();
    expect(rows).toEqual([{ body: 'kept' }]);
  }, 60_000);

  it('fills an empty folder but never one that holds anything', () => {
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    expect(placeClusterTemplate(empty, template)).toBe(true);
    expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);

    const used = path.join(root, 'used');
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, 'PG_VERSION'), '17\n');
    expect(placeClusterTemplate(used, template)).toBe(false);
    expect(fs.readdirSync(used)).toEqual(['PG_VERSION']);
  });

  it('leaves the folder to PGlite when no template was built', () => {
    const location = path.join(root, 'unbuilt');
    expect(placeClusterTemplate(location, path.join(root, 'missing'))).toBe(false);
    expect(fs.existsSync(location)).toBe(false);
  });
});
