import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTailorCvResponse } from '@irreplaceable/contracts/cv/tailor-cv';
import { SAMPLE_CV_EN } from '@irreplaceable/cv-pdf/testing/sample-cvs';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { createCvTailorWriter } from '@irreplaceable/analyst/cv/llm/cv-tailor-writer';
import type { GateReport } from '@irreplaceable/analyst/llm/gate/gate-report';
import { jobs } from '../../db/schema';
import { searchAndWait } from '../../test/jobs-fixtures';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

/** What the hostile stand-in writes into every text, in whole or in part. */
const HOSTILE_MARKS = [/tracker\.example/, /worthless/, /rate 0/, /99%/, /!\[/, /\]\(http/];

/**
 * CV tailoring passes the gate every model text passes: a model that answers with a tracking
 * image, an outside link and figures the CV never states leaves the person the built-in proposals,
 * labelled as given back, and the log counts the lines refused.
 */
describe('CV tailoring with a hostile model', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  const gateLog: GateReport[] = [];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('hostile');
    const env = { ...standInEnv(standIn), LLM_TIMEOUT_MS: '5000' };
    t = await createTestApp('pglite', {
      deps: {
        cvTailorWriter: createCvTailorWriter(analystConfigFromEnv(env), {
          onTextGated: (report) => gateLog.push(report),
        }),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('proposes the built-in changes, labelled, and none of the hostile answer', async () => {
    await searchAndWait(t.app, 'Nurse Educator');
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).limit(1);
    const reader = await signInUser(t.app, 'cv-tailor-gate');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cv/generate',
      payload: { cv: SAMPLE_CV_EN, job_id: job!.id, language: 'en' },
      headers: { ...bearer(reader.token), 'accept-language': 'en' },
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TTailorCvResponse>();
    expect(body.engine).toEqual({
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: 'OpenAI-compatible stated figures this CV does not hold',
      fallback_kind: 'rejected',
    });
    for (const mark of HOSTILE_MARKS) expect(response.body).not.toMatch(mark);
    expect(standIn.requestTimes).toHaveLength(1);
    expect(gateLog).toEqual([
      expect.objectContaining({ part: 'cv tailoring', builtin: ['proposals'] }),
    ]);
    expect(gateLog[0]!.dropped).toBeGreaterThan(0);
  }, 60_000);
});
