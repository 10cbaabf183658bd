// The kinds of request the memory benchmark makes between two idle readings, each as a reader
// or a signed-in person would make it against the built server.
import fs from 'node:fs';
import path from 'node:path';
import {
  json,
  NEW_JOB_TITLES,
  openLiveChannel,
  postSearch,
  root,
  signIn,
} from './server-process.mjs';

const CV_TEXT = fs.readFileSync(
  path.join(root, 'packages/analyst/eval/cvs/en/en-08-backend-lead.md'),
  'utf8',
);
const POLL_MS = 20;

async function text(response) {
  if (!response.ok) throw new Error(`${response.status} ${response.url}`);
  return response.text();
}

/** Asks for a personal analysis at `url` every few milliseconds until it is completed. */
async function untilCompleted(url, headers) {
  for (;;) {
    const analysis = await json(await fetch(url, { headers }));
    if (analysis.status === 'failed') throw new Error(`analysis failed: ${analysis.error_type}`);
    if (analysis.status === 'completed') return analysis;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function publicReads(base) {
  const board = await json(await fetch(`${base}/api/jobs/?page=1&page_size=10`));
  const jobId = board.items[0].id;
  await json(await fetch(`${base}/api/jobs/${jobId}`));
  await text(await fetch(`${base}/jobs/${jobId}`));
  await text(await fetch(`${base}/jobs/${jobId}?lang=zh`));
  const news = await json(await fetch(`${base}/api/news/?page=1`));
  const articleId = news.items[0].id;
  await json(await fetch(`${base}/api/news/${articleId}`));
  await text(await fetch(`${base}/news/${articleId}`));
}

async function searchNewTitle(base, round) {
  const title = NEW_JOB_TITLES[round % NEW_JOB_TITLES.length];
  const connectionId = `bench_memory_${String(round).padStart(14, '0')}`;
  let onCompleted;
  const completed = new Promise((resolve) => (onCompleted = resolve));
  const finished = new Set();
  let taskId;
  const socket = await openLiveChannel(base, connectionId, (message) => {
    if (message.type !== 'task_completed') return;
    finished.add(message.data.task_id);
    if (message.data.task_id === taskId) onCompleted();
  });
  try {
    const { response, body } = await postSearch(base, title, connectionId);
    if (!response.ok) throw new Error(`search of "${title}": ${body.error_type}`);
    taskId = body.task_id;
    if (body.status === 'completed' || finished.has(taskId)) onCompleted();
    await completed;
  } finally {
    socket.close();
  }
}

async function cvAnalysis(base, round, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ cv_text: CV_TEXT, mode: 'free', language: 'en' });
  const { id } = await json(
    await fetch(`${base}/api/cv-analysis`, { method: 'POST', headers, body }),
  );
  await untilCompleted(`${base}/api/cv-analysis/${id}`, { authorization: headers.authorization });
}

async function industryAnalysis(base, round, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({
    industry_query: round % 2 ? '新能源汽车' : 'hospitals',
    current_job: round % 2 ? '软件工程师' : 'accountant',
    language: round % 2 ? 'zh' : 'en',
    mode: 'free',
  });
  const { id } = await json(
    await fetch(`${base}/api/industry-analysis`, { method: 'POST', headers, body }),
  );
  await untilCompleted(`${base}/api/industry-analysis/${id}`, {
    authorization: headers.authorization,
  });
}

/** Each kind: a label for the report and the requests, given the base URL, round and a token. */
export const REQUEST_KINDS = [
  { label: 'public reads', run: publicReads },
  { label: 'search of a new title', run: searchNewTitle },
  { label: 'CV analysis (pasted text)', run: cvAnalysis },
  { label: 'industry analysis', run: industryAnalysis },
];

/** A signed-in person for the round's personal analyses (signing in is not measured). */
export function signInFor(base, round) {
  return signIn(base, `bench-memory-${round}-${Date.now()}@example.com`);
}
