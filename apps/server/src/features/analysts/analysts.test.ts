import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startOpenAiStandIn, standInEnv } from '../../test/openai-stand-in';

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
    expect(en[0]).toMatchObject({ provider: 'Built-in', modelLabel: 'Built-in analyst' });
    expect(en[0].modelLabelNote).toBe(
      "No model is configured on this site: the built-in analyst writes in Boss's voice.",
    );
    expect(JSON.stringify(en)).not.toMatch(/GPT-4\.1|Claude 4\.0 Sonnet/);
    const zh = (
      await t.app.inject({
        method: 'GET',
        url: '/api/analysts',
        headers: { 'accept-language': 'zh' },
      })
    ).json();
    expect(zh[0].displayName).toBe('老板');
    expect(zh[0].modelLabelNote).toBe('本站未接入模型，由内置分析师以老板的口吻撰写。');
  });

  it('names the model and provider configured, whatever the persona would use by default', async () => {
    const standIn = await startOpenAiStandIn('happy');
    const configured = await createTestApp('pglite', { env: standInEnv(standIn, 'qwen2.5:14b') });
    try {
      const en = (await configured.app.inject({ method: 'GET', url: '/api/analysts' })).json();
      for (const persona of en) {
        expect(persona).toMatchObject({
          provider: 'OpenAI-compatible',
          modelLabel: 'qwen2.5:14b',
        });
        expect(persona.modelLabelNote).toMatch(
          /^Speaks through qwen2\.5:14b \(OpenAI-compatible\)/,
        );
      }
      expect(JSON.stringify(en)).not.toMatch(/GPT-4\.1|Claude 4\.0 Sonnet/);
      // No model call is made to say which model speaks.
      expect(standIn.requestTimes).toHaveLength(0);
    } finally {
      await configured.close();
      await standIn.close();
    }
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

  it('names the observed-use datasets, their licences and their agreement with our rate', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/methodology' })).json();
    const zh = (
      await t.app.inject({
        method: 'GET',
        url: '/api/methodology',
        headers: { 'accept-language': 'zh' },
      })
    ).json();
    expect(en.markdown).toContain('## 15. Observed AI use and the exposure trend');
    expect(en.markdown).toContain('CC BY 4.0');
    expect(en.markdown).toContain('MIT licence, Zenodo 10.5281/zenodo.17765750');
    expect(en.markdown).toContain("one AI provider's users");
    expect(en.markdown).toContain('covers 899 of our 1,016 occupations');
    expect(en.markdown).toContain('observed exposure and our rate agree at ρ = 0.55');
    expect(zh.markdown).toContain('## 15. 实际使用情况与暴露度趋势');
    expect(zh.markdown).toContain('实际使用暴露度与本站替代率的相关系数为 0.55');
    expect(zh.markdown).toContain('只反映一家 AI 公司的用户');
  });

  it('numbers every section, the ones written from the data too, in both languages', async () => {
    for (const language of ['en', 'zh']) {
      const { markdown } = (
        await t.app.inject({
          method: 'GET',
          url: '/api/methodology',
          headers: { 'accept-language': language },
        })
      ).json<{ markdown: string }>();
      const headings = [...markdown.matchAll(/^## (.*)$/gm)].map((match) => match[1]!);
      const numbers = headings.map((heading) => Number(/^(\d+)\. /.exec(heading)?.[1]));
      expect(numbers, language).toEqual(headings.map((_, index) => index + 1));
      // Two bare "O*NET" in one paragraph would set the words between them in italics.
      expect(markdown.match(/(?<!\\)O\*NET.{0,40}/g), language).toBeNull();
    }
  });
});
