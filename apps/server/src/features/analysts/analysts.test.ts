import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('analysts and methodology', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the four analysts in the request language, honest about their models', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/analysts' })).json();
    expect(en.map((p: { id: string }) => p.id)).toEqual(['gpt', 'claude', 'gemini', 'deepseek']);
    expect(en[0]).toMatchObject({ displayName: 'Boss', avatar: '/analysts/gpt-1.svg' });
    expect(en[0].modelLabelNote).toMatch(/built-in/i);
    const zh = (
      await t.app.inject({
        method: 'GET',
        url: '/api/analysts',
        headers: { 'accept-language': 'zh' },
      })
    ).json();
    expect(zh[0].displayName).toBe('老板');
  });

  it('serves the methodology in both languages, with the O*NET attribution', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/methodology' })).json();
    expect(en.markdown).toContain('USDOL/ETA');
    const zh = (
      await t.app.inject({
        method: 'GET',
        url: '/api/methodology',
        headers: { 'accept-language': 'zh' },
      })
    ).json();
    expect(zh.markdown).toMatch(/\p{Script=Han}/u);
  });
});
