import { describe, expect, it } from 'vitest';
import { analystWith, SOFTWARE_DEVELOPER, startServer } from './testing/analyst-harness';
import { geminiGenerateContent } from './testing/fake-providers';

describe('the gemini analyst through the Google Generative AI API', () => {
  it('asks for JSON with a response schema and uses the answer', async () => {
    const server = await startServer(geminiGenerateContent('gemini-model'));
    const analyst = analystWith({
      GOOGLE_GENERATIVE_AI_API_KEY: 'test-google-key',
      GOOGLE_BASE_URL: `${server.origin}/v1beta`,
      LLM_TIMEOUT_MS: '5000',
    });

    const analysis = await analyst.analyzeJob(SOFTWARE_DEVELOPER, { analyst: 'gemini' });

    const textRequest = server.requests[0]!;
    expect(textRequest.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(textRequest.headers['x-goog-api-key']).toBe('test-google-key');
    expect(textRequest.body).toMatchObject({
      generationConfig: { responseMimeType: 'application/json' },
    });
    expect(JSON.stringify(textRequest.body)).toContain('15-1252.00');
    expect(analysis.engine.label).toBe('gemini-2.5-flash (Google)');
    expect(analysis.content.en.human_advice).toBe('gemini-model wrote en.human_advice');
    expect(
      analysis.reviews.zh.find((review) => review.provider === 'gemini')?.generated_version,
    ).toBe('gemini-2.5-flash@2026-03-04');
  });
});
