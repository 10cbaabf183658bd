// Time to export a two-page Chinese CV as a PDF (POST /api/cv/pdf) against the built server
// (embedded mode) on port 3530: BENCH_RUNS (default 20) exports of the sample Chinese CV with its
// photo, in each template, one after another; the clock runs from the request to the last byte.
// The first export of a fresh server is timed on its own: it may find the fonts still loading.
// Run `npm run build` first; `npm run bench:cv-pdf`.
import { SAMPLE_CV_ZH, SAMPLE_PHOTO_JPEG } from '@irreplaceable/cv-pdf/testing/sample-cvs';
// @ts-expect-error: a plain ES module of the bench scripts, without types.
import { signIn, startServer } from './server-process.mjs';

const PORT = 3530;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TEMPLATES = ['classic', 'modern', 'compact'] as const;
const cv = { ...SAMPLE_CV_ZH, basics: { ...SAMPLE_CV_ZH.basics, image: SAMPLE_PHOTO_JPEG } };

const server = await startServer({ port: PORT, env: { OTP_PER_ADDRESS_PER_HOUR: '10000' } });
try {
  // One person per template: each stays within the per-person limit of 20 exports a minute.
  const exportPdf = async (template: (typeof TEMPLATES)[number] | 'first', token: string) => {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/cv/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        cv,
        template: template === 'first' ? 'classic' : template,
        language: 'zh',
        paper: 'a4',
      }),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    return { ms, size: bytes.length, pages };
  };

  const first = await exportPdf(
    'first',
    await signIn(server.base, 'bench-cv-pdf-first@example.com'),
  );
  console.log(
    `first export after start: ${first.ms.toFixed(0)} ms, ${first.pages} pages, ${(first.size / 1024).toFixed(0)} KB`,
  );
  for (const template of TEMPLATES) {
    const token: string = await signIn(server.base, `bench-cv-pdf-${template}@example.com`);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await exportPdf(template, token));
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    const median =
      (times[Math.floor((times.length - 1) / 2)]! + times[Math.ceil((times.length - 1) / 2)]!) / 2;
    const largest = Math.max(...runs.map((run) => run.size));
    console.log(
      `${template.padEnd(8)} ${RUNS} exports: median ${median.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms, ` +
        `${runs[0]!.pages} pages, largest ${(largest / 1024).toFixed(0)} KB`,
    );
  }
} finally {
  await server.stop();
}
