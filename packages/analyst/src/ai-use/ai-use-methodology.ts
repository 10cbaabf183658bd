import type { Language } from '@irreplaceable/contracts/constants';
import { STUDIES } from '../scoring/studies';
import type { AiUseData } from './ai-use';

const group = (value: number) => value.toLocaleString('en-US');

function measureName(measure: string, language: Language): string {
  if (measure === 'rate') return language === 'zh' ? '本站的 AI 替代率' : 'our AI replacement rate';
  return STUDIES.find((study) => study.id === measure)?.name[language] ?? measure;
}

/**
 * The methodology page's section on observed AI use and the exposure trend, written from
 * ai-use.json so that its counts and agreement figures are always the committed data's.
 */
export function aiUseMethodology(data: AiUseData, language: Language): string {
  const c = data.file.counts;
  const n = (key: string) => group(c[key] ?? 0);
  const agreement = data.file.agreement;
  const rate = agreement.find((a) => a.measure === 'rate');
  const rows = agreement.map(
    (a) => `| ${measureName(a.measure, language)} | ${a.rho.toFixed(2)} | ${group(a.n)} |`,
  );
  if (language === 'zh') {
    return [
      '## 实际使用情况与暴露度趋势',
      '',
      '替代率来自“理论上 AI 能做什么”的研究。职业页另外给出三组“实际发生了什么”的数据，仅供参照，不计入替代率（权重为 0，公式版本不变）。',
      '',
      `- **实际使用暴露度**（Anthropic 经济指数，2026，CC BY 4.0）：${n('observed.codes')} 个 SOC 2018 职业在真实 Claude 使用中被自动化或辅助的工作占比，0–1。按 O\\*NET-SOC 代码前 7 位对应，覆盖本站 ${n('occupations')} 个职业中的 ${n('occupations.observed')} 个，其中 ${n('occupations.observedZero')} 个为 0（“尚未在使用中出现”）；不在文件中的职业没有数值，这与 0 不同。`,
      `- **任务层面的 AI 使用**（Anthropic 经济指数，CC BY 4.0）：以 2025 年 11 月样本为主（Yale Budget Lab 整理，Claude.ai 与 API 合并），缺失的任务用 2025 年 3 月发布的数据。按小写的 O\\*NET 任务描述对应：11 月的 ${n('tasks.november')} 项任务中有 ${n('tasks.novemberMatched')} 项对得上 O\\*NET 29.3，3 月的 ${n('tasks.march')} 项中有 ${n('tasks.marchMatched')} 项。其余大多是 O\\*NET 20.1 的旧措辞，29.3 已改写：这些描述按 20.1 中使用它的任务编号（改写后编号不变）对应到 29.3 的任务，11 月有 ${n('tasks.novemberRecovered')} 项、3 月有 ${n('tasks.marchRecovered')} 项，使 ${n('tasks.onetRecovered')} 项任务有了数据。“交给 AI 代劳”＝指令式＋反馈循环，“与 AI 协作”＝任务迭代＋验证＋学习，均除以（1 − 无法归类的占比），两者相加为 1；完全无法归类的任务不显示。${n('occupations.withTasks')} 个职业有可显示的任务，每个职业最多显示 10 项。“尚未用到 AI”指两个样本都没有出现的核心任务；新增或彻底改写的任务也可能因此被算作未出现。`,
      `- **暴露度趋势**（DAIOE，指数由 Engberg 等提出，数据集由 Oluoch 整理发布，MIT 许可，Zenodo 10.5281/zenodo.17765750）：2010–2023 年每年的 AI 职业暴露度（全部应用）及其在所有职业中的百分位。按美国劳工统计局 SOC 2010 → 2018 对照表对应，覆盖 ${n('occupations.trend')} 个职业；${n('trend.mean')} 个 SOC 2018 职业由多个 2010 职业合并而来，取平均值；${n('trend.split')} 个由一个 2010 职业拆分而来，沿用其数据。指数本身逐年上升、没有上限，所以页面比较的是百分位的变化。`,
      '',
      '**这些数据不能说明什么**：实际使用数据只反映一家 AI 公司的用户在某几周里的对话，不代表整个劳动力市场，也不等于岗位会被取代；DAIOE 衡量的是 AI 能力的进步与职业所需能力的重合，而不是实际采用。',
      '',
      `**与其他研究的一致程度**（Spearman 等级相关，按两者都覆盖的职业计算）：实际使用暴露度与本站替代率的相关系数为 ${rate ? rate.rho.toFixed(2) : '—'}。`,
      '',
      '| 指标 | ρ | 职业数 |',
      '| --- | --- | --- |',
      ...rows,
    ].join('\n');
  }
  return [
    '## Observed AI use and the exposure trend',
    '',
    'The rate comes from studies of what AI could do in theory. Job pages also show three measures of what is really happening, for reference only: they carry no weight in the rate (weight 0; the formula version is unchanged).',
    '',
    `- **Observed exposure** (Anthropic Economic Index, 2026, CC BY 4.0): for ${n('observed.codes')} SOC 2018 occupations, the share of their work seen automated or augmented in real Claude use, 0–1. Joined on the first 7 characters of the O\\*NET-SOC code, it covers ${n('occupations.observed')} of our ${n('occupations')} occupations, ${n('occupations.observedZero')} of them at 0 ("not seen in use"); an occupation outside the file has no value, which is not the same as 0.`,
    `- **AI use task by task** (Anthropic Economic Index, CC BY 4.0): the November 2025 sample (Claude.ai and API pooled, derived by Yale Budget Lab), and the March 2025 release where a task is missing from it. Joined on the lower-cased O\\*NET task statement: ${n('tasks.novemberMatched')} of ${n('tasks.november')} November tasks and ${n('tasks.marchMatched')} of ${n('tasks.march')} March tasks match O\\*NET 29.3. Most of the others are O\\*NET 20.1 wordings that 29.3 has reworded: they reach the 29.3 task through the Task ID that had them in 20.1 (Task IDs outlive rewording), ${n('tasks.novemberRecovered')} November and ${n('tasks.marchRecovered')} March statements, giving ${n('tasks.onetRecovered')} tasks figures. "Handed to AI" (automation) is directive + feedback loop, "done with AI" (augmentation) is task iteration + validation + learning, each divided by (1 − the share that could not be classified), so the two add up to 1; tasks that could not be classified at all are not shown. ${n('occupations.withTasks')} occupations have tasks to show, at most 10 each. "Not used with AI yet" means a core task neither sample shows; a task added or rewritten since can land there too.`,
    `- **Exposure trend** (DAIOE, the index of Engberg et al., in the data set published by Oluoch, MIT licence, Zenodo 10.5281/zenodo.17765750): the yearly AI occupational exposure (all applications), 2010–2023, and its percentile among all occupations. Carried through the BLS SOC 2010 → 2018 crosswalk to ${n('occupations.trend')} occupations; ${n('trend.mean')} SOC 2018 codes merge several 2010 codes and take their mean, ${n('trend.split')} were split from one 2010 code and take its figures. The index rises for every job without bound, so the pages compare percentiles, not raw values.`,
    '',
    "**What they do not show**: observed use reflects one AI provider's users over a few weeks, not the labour market, and use is not replacement; DAIOE measures how AI's advancing abilities overlap with the abilities a job needs, not adoption.",
    '',
    `**Agreement with the other studies** (Spearman's rank correlation over the occupations both cover): observed exposure and our rate agree at ρ = ${rate ? rate.rho.toFixed(2) : '—'}.`,
    '',
    '| Measure | ρ | Occupations |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
