import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../app/server/server-i18n';
import { chineseStyleProcessor } from './chinese-style-processor';

async function translator() {
  const instance = i18next.createInstance().use(chineseStyleProcessor);
  await instance.init({
    resources: {
      en: { translation: { rate: 'AI replacement rate {{rate}}%', joined: 'Joined {{date}}' } },
      zh: { translation: { rate: 'AI替代率{{rate}}%', joined: '{{date}} 加入' } },
    },
    lng: 'zh',
    interpolation: { escapeValue: false },
    postProcess: [chineseStyleProcessor.name],
  });
  // The test's own texts are not the app's typed keys.
  return {
    t: (key: string, options: object = {}) => String(instance.t(key as never, options as never)),
  };
}

describe('the interface’s Chinese texts', () => {
  it('follow the Chinese style rules once their figures are filled in', async () => {
    const t = await translator();
    expect(t.t('rate', { rate: 62 })).toBe('AI 替代率 62%');
    expect(t.t('joined', { date: '2026年12月' })).toBe('2026 年 12 月加入');
  });

  it('leave English as it is', async () => {
    const t = await translator();
    expect(t.t('rate', { rate: 62, lng: 'en' })).toBe('AI replacement rate 62%');
  });

  it('are tidied on the server too, where pages are rendered first', async () => {
    const zh = await translatorFor('zh');
    expect(zh.t('home.actions.rolesForMe.title')).toBe('哪些职业需要我');
    expect(zh.t('no.such.text', { defaultValue: '到2034年' })).toBe('到 2034 年');
  });
});
