// Answer time of POST /api/v2/search-job for a title that already has a page (full_match), with
// 10,000 job pages stored, on PGlite and, when DATABASE_URL_BENCH is set, on PostgreSQL.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile, root, startServer } from './server-process.mjs';

const COUNT = Number(process.env.BENCH_JOBS ?? 10_000);
const queriesFile = path.join(os.tmpdir(), `irreplaceable-fullmatch-${process.pid}.json`);
const seed = (target) => {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/seed-many-jobs.ts', target, String(COUNT), queriesFile],
    { cwd: root, stdio: 'inherit' },
  );
  return JSON.parse(fs.readFileSync(queriesFile, 'utf8'));
};

async function measure(label, server, queries) {
  const times = [];
  for (let i = 0; i < 220; i += 1) {
    const startedAt = performance.now();
    const response = await fetch(`${server.base}/api/v2/search-job`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: queries[(i * 37) % queries.length],
        language: 'en',
        connection_id: 'bench',
      }),
    });
    const body = await response.json();
    if (body.search_result?.search_type !== 'full_match')
      throw new Error(`not a full match: ${JSON.stringify(body).slice(0, 200)}`);
    if (i >= 20) times.push(performance.now() - startedAt);
  }
  console.log(
    `${label}: full_match with ${queries.length} jobs: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-fullmatch-'));
const embeddedQueries = seed(dataDir);
const embedded = await startServer({ port: 3195, dataDir, env: { SEED_DEMO_CONTENT: 'false' } });
try {
  await measure('PGlite', embedded, embeddedQueries);
} finally {
  await embedded.stop();
}

const adminUrl = process.env.DATABASE_URL_BENCH;
if (adminUrl) {
  const name = `irreplaceable_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const queries = seed(url.href);
    const server = await startServer({
      port: 3196,
      env: { DATABASE_URL: url.href, SEED_DEMO_CONTENT: 'false' },
    });
    try {
      await measure('PostgreSQL', server, queries);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
