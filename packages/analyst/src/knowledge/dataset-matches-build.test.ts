import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR } from './load-knowledge';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BUILD_SCRIPT = path.join(REPO_ROOT, 'scripts/knowledge/build.ts');
const SOURCE_DIR = path.resolve(
  process.env.KNOWLEDGE_SOURCE_DIR ?? path.join(REPO_ROOT, '../shared/data'),
);
const HAS_SOURCES = fs.existsSync(path.join(SOURCE_DIR, 'onet-29.3'));

if (!HAS_SOURCES) {
  console.warn(
    `Skipping the knowledge rebuild check: no source data at ${SOURCE_DIR} (set KNOWLEDGE_SOURCE_DIR).`,
  );
}

describe.skipIf(!HAS_SOURCES)('committed knowledge dataset (needs ../shared/data)', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('is byte for byte what scripts/knowledge/build.ts produces', () => {
    execFileSync(process.execPath, ['--import', 'tsx', BUILD_SCRIPT, '--out', outDir], {
      cwd: REPO_ROOT,
      env: { ...process.env, KNOWLEDGE_SOURCE_DIR: SOURCE_DIR },
      stdio: 'pipe',
    });
    const built = fs.readdirSync(outDir).sort();
    const committed = fs
      .readdirSync(KNOWLEDGE_DATA_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(committed, 'run npm run build:knowledge and commit packages/analyst/data').toEqual(
      built,
    );
    for (const name of built) {
      const same = fs
        .readFileSync(path.join(outDir, name))
        .equals(fs.readFileSync(path.join(KNOWLEDGE_DATA_DIR, name)));
      expect(same, `${name} differs from a fresh build: run npm run build:knowledge`).toBe(true);
    }
  }, 120_000);
});
