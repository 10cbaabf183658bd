// Server time for each phase of the job-fit assessment with the built-in engine, and for a whole
// assessment driven through the API, against the built server (embedded mode, seeded demo jobs)
// on port 3510. One user takes BENCH_RUNS (default 20) free assessments of the seeded jobs, one
// after another, answering every call as the web app does; each call's wall time is recorded.
// Run `npm run build` first.
import { json, percentile, signIn, startServer } from './server-process.mjs';

const PORT = 3510;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const server = await startServer({ port: PORT });
try {
  const { base } = server;
  const token = await signIn(base, 'bench-assessment@example.com');
  const timings = new Map();
  const call = async (label, method, path, body) => {
    const started = performance.now();
    const answer = await json(
      await fetch(`${base}/api/cognitive-assessment${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          ...(body && { 'content-type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      }),
    );
    const list = timings.get(label) ?? [];
    list.push(performance.now() - started);
    timings.set(label, list);
    return answer;
  };
  const jobs = (await json(await fetch(`${base}/api/jobs/?page=1&page_size=50`))).items;
  const whole = [];
  for (let run = 0; run < RUNS; run += 1) {
    const job = jobs[run % jobs.length];
    const started = performance.now();
    const { assessment_id: id } = await call('start', 'POST', `/start/${job.id}`, {
      assessment_type: 'free',
      selected_llm_model: 'gpt',
    });
    const q1 = await call('phase1 question 1', 'GET', `/${id}/phase1/question1`);
    const a1 = q1.options[run % q1.options.length];
    const q2 = await call(
      'phase1 question 2',
      'GET',
      `/${id}/phase1/question2?question1_answer=${encodeURIComponent(a1)}`,
    );
    const a2 = q2.options[run % q2.options.length];
    const q3 = await call(
      'phase1 question 3',
      'GET',
      `/${id}/phase1/question3?question1_answer=${encodeURIComponent(a1)}&question2_answer=${encodeURIComponent(a2)}`,
    );
    const a3 = q3.options[run % q3.options.length];
    await call('phase1 submit', 'POST', `/${id}/phase1`, {
      question_1_answer: a1,
      question_2_answer: a2,
      question_3_answer: a3,
    });
    const { questions } = await call('phase2 questions', 'GET', `/${id}/phase2/questions`);
    for (const question of questions) {
      await call('phase2 submit', 'POST', `/${id}/phase2`, {
        question_id: question.id,
        selected_option:
          question.options[(run + question.question_order) % question.options.length].id,
      });
    }
    await call('phase3 summary', 'GET', `/${id}/phase3`);
    const challenges = await call('phase4 challenges', 'GET', `/${id}/phase4/challenges`);
    for (const challenge of challenges.mirror_challenges.challenges) {
      await call('phase4 submit', 'POST', `/${id}/phase4`, {
        challenge_number: challenge.challenge_number,
        user_reflection: challenge.choices[run % challenge.choices.length].id,
        additional_thoughts: '',
      });
    }
    await call('phase5 report', 'GET', `/${id}/phase5`);
    whole.push(performance.now() - started);
  }
  const format = (values) =>
    `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  (n=${values.length})`;
  console.log(`Job-fit assessment, built-in engine, ${RUNS} free assessments over HTTP`);
  for (const [label, values] of timings) console.log(`  ${label.padEnd(20)} ${format(values)}`);
  console.log(`  ${'whole assessment'.padEnd(20)} ${format(whole)} (17 calls each)`);
} finally {
  await server.stop();
}
