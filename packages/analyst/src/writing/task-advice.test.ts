import { describe, expect, it } from 'vitest';
import { aiUseByTask, loadAiUse } from '../ai-use/ai-use';
import { analyzeJob } from '../analysis/analyze-job';
import { loadKnowledge } from '../knowledge/load-knowledge';

const advice = (code: string) => {
  const { content } = analyzeJob({ title: code, occupations: [{ code, score: 1 }] });
  return { en: content.en.human_advice, zh: content.zh.human_advice };
};

// The written advice names the job's own tasks from real AI use: the task people mostly delegate
// is where to stop spending hours, the one they do with AI where to learn the tools, the core task
// nobody brings to AI where a person stays needed.
describe('the advice from real AI use of the job’s tasks', () => {
  it('names the tasks of the page’s task list, with the figures its bars show', () => {
    const { en, zh } = advice('15-1251.00');
    const use = aiUseByTask('15-1251.00', 'en')!;
    const useZh = aiUseByTask('15-1251.00', 'zh')!;
    const write = use.tasks.findIndex((task) =>
      task.task.startsWith('Write, update, and maintain'),
    );
    const handed = Math.round(100 * use.tasks[write]!.automation);
    expect(en).toContain(
      `People mostly hand “${use.tasks[write]!.task.replace(/\.$/, '')}” over to AI (${handed}% of the conversations about it), so stop spending hours on it.`,
    );
    expect(en).toMatch(
      /is mostly done together with AI \(\d+% of its conversations\): that is where to learn the tools\./,
    );
    expect(en).toContain(
      `Nobody brings the core task “${use.unseen_tasks[0]!.task.replace(/\.$/, '')}”`,
    );
    // In Chinese, the reviewed translation of the same task, with the same figure.
    expect(useZh.tasks[write]!.task_zh_source).toBe('translation');
    expect(zh).toContain(
      `人们大多把“${useZh.tasks[write]!.task_zh}”直接交给 AI 代劳（相关对话中占 ${handed}%）`,
    );
    expect(zh).toMatch(/“[^”]+”这项核心任务尚未用到 AI/);
    expect(en).toMatch(/\(Anthropic Economic Index, November 2025\)/);
    expect(zh).toMatch(/（Anthropic 经济指数，2025 年 11 月）/);
  });

  it('advises on no task seen in under 0.01% of all use, which may rest on a few conversations', () => {
    // Registered nurses: every task seen in use is under 0.01%; only the core task nobody brings to
    // AI is named.
    const use = aiUseByTask('29-1141.00', 'en')!;
    expect(use.tasks.every((task) => task.share_of_use < 0.01)).toBe(true);
    const { en, zh } = advice('29-1141.00');
    expect(en).toContain(
      '(Anthropic Economic Index): Nobody brings the core task “Administer medications',
    );
    expect(en).not.toMatch(/stop spending hours|learn the tools/);
    expect(zh).not.toMatch(/代劳|协作完成/);
    expect(use.advice.map((item) => item.kind)).toEqual(['stay']);
  });

  it('leaves the advice of a job no sample covers as it was', () => {
    const data = loadAiUse();
    const uncovered = loadKnowledge().occupations.find((o) => !data.byCode.has(o.code))!;
    const { en, zh } = advice(uncovered.code);
    expect(en).not.toMatch(/Anthropic|real AI use/);
    expect(zh).not.toMatch(/Anthropic|真实的 AI 使用/);
  });

  it('never tells the reader to hand over what the same advice says to lean into', () => {
    for (const code of ['15-1251.00', '15-1252.00', '29-1141.00', '43-4051.00', '23-1011.00']) {
      const { zh } = advice(code);
      const lines = zh.split('\n');
      const keep = lines[0]!.match(/“[^”]+”/g) ?? [];
      const realUse = lines.find((line) => line.includes('Anthropic')) ?? '';
      const handed = realUse.match(/“[^”]+”(?=直接交给|多是与)/g) ?? [];
      for (const name of handed) expect(keep).not.toContain(name);
    }
  });
});
