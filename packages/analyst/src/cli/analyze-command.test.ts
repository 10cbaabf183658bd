import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ZJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { runAnalyze } from './analyze-command';

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

describe('the analyze command', () => {
  it('prints a complete, valid analysis of a title', async () => {
    const out = capture();
    expect(await runAnalyze(['registered nurse'], out.stream)).toBe(0);
    const analysis = ZJobAnalysis.parse(JSON.parse(out.text()));
    expect(analysis.evidence.occupation.code).toBe('29-1141.00');
    expect(analysis.content.zh.description).toMatch(/\p{Script=Han}/u);
  });

  it('prints the matcher error for text that is not a job, and usage for no title', async () => {
    const out = capture();
    expect(await runAnalyze(['asdfgh qwerty'], out.stream)).toBe(1);
    expect(JSON.parse(out.text())).toMatchObject({ kind: 'error' });
    const usage = capture();
    expect(await runAnalyze([], usage.stream)).toBe(2);
  });
});
