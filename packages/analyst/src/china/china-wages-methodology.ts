import type { Language } from '@irreplaceable/contracts/constants';
import type { ChinaWageExclusionReason } from '../knowledge/china-wage-types';
import type { ChinaWagesBase } from './china-wages';

const group = (value: number) => value.toLocaleString('en-US');

const REASONS: Record<ChinaWageExclusionReason, { en: string; zh: string }> = {
  'release-fault': { en: 'their whole release is left out', zh: '整份发布不用' },
  'no-median': { en: 'no median', zh: '没有中位数' },
  'below-floor': {
    en: 'a median under a third of the national private-sector average month of its year',
    zh: '中位数低于当年全国私营单位月平均工资的三分之一',
  },
  'percentiles-out-of-order': {
    en: 'percentiles out of order (P25 > P50 or P50 > P75)',
    zh: '分位数顺序颠倒（P25 > P50 或 P50 > P75）',
  },
  duplicate: { en: 'a second, identical copy of a row', zh: '与另一行完全相同的重复行' },
};

/**
 * The methodology page's section on China wage levels, written from china-wages.json so that its
 * counts are always the committed data's. Appended to METHODOLOGY.md in the reader's language.
 */
export function chinaWagesMethodology(base: ChinaWagesBase, language: Language): string {
  const { coverage, releases, exclusions, national } = base.file;
  const reasons = [...new Set(exclusions.map((e) => e.reason))].map((reason) => ({
    reason,
    count: exclusions.filter((e) => e.reason === reason).length,
  }));
  const latest = national.filter((n) => n.nonPrivate !== null && n.private !== null).at(-1);
  const used = releases.filter((r) => r.rowsUsed > 0);
  const faulty = releases.filter((r) => r.fault !== null);
  const zh = language === 'zh';
  const rows = releases.map((r) =>
    zh
      ? `| ${r.publisher}《${r.title}》 | ${r.region} | ${r.year} | ${r.rowsRead} | ${r.rowsUsed} |`
      : `| ${r.publisher}《${r.title}》 | ${r.regionEn} (${r.region}) | ${r.year} | ${r.rowsRead} | ${r.rowsUsed} |`,
  );
  const faultNotes = faulty
    .map((r) =>
      zh
        ? `${r.region}${r.year}年：${r.fault?.zh ?? ''}`
        : `${r.regionEn} ${r.year}: ${r.fault?.en ?? ''}`,
    )
    .join(zh ? '；' : '; ');
  const reasonLines = reasons.map(({ reason, count }) => {
    const note = reason === 'release-fault' && faultNotes !== '' ? faultNotes : null;
    return zh
      ? `- ${count} 行：${REASONS[reason].zh}${note ? `（${note}）` : ''}`
      : `- ${count} ${count === 1 ? 'row' : 'rows'}: ${REASONS[reason].en}${note ? ` (${note})` : ''}`;
  });
  const nationalLine = latest
    ? zh
      ? `国家统计局${latest.year}年城镇单位就业人员年平均工资：非私营单位 ${group(latest.nonPrivate ?? 0)} 元，私营单位 ${group(latest.private ?? 0)} 元。页面另给出除以 12 的月额，并注明是换算值。`
      : `NBS average annual wage of urban employees, ${latest.year}: non-private units ${group(latest.nonPrivate ?? 0)} yuan, private units ${group(latest.private ?? 0)} yuan. Pages also show each divided by 12, labelled as such.`
    : '';
  return zh
    ? [
        '## 中国工资水平',
        '',
        `职位页、“需要你的职业”和“进入一个行业”在有官方发布覆盖时给出中国的工资价位（P25、中位数、P75，元/月）。目前有 **${coverage.occupationsCovered} 个职业**至少有一条数据，来自 ${used.length} 份发布中 ${coverage.rowsUsed} 行可用数据里的 ${coverage.rowsLinked} 行。各地发布只列出部分职业，不是完整的工资表。`,
        '',
        '| 发布 | 地区 | 年份 | 读入行数 | 采用行数 |',
        '|---|---|---|---|---|',
        ...rows,
        '',
        `**剔除的行：${coverage.rowsRead} 行中剔除 ${coverage.rowsExcluded} 行**，原因都记录在数据里，剔除行的数值不进入任何页面：`,
        '',
        ...reasonLines,
        '',
        `**职业对应。** 每行的职业名称按《职业分类大典（2022年版）》名称精确对应（只去掉 S/L 标记、脚注星号和顿号），从不按相似度猜测；再经过我们逐条审核的对照表连到本站的职业：同一种工作；本职业中的一个细分专业（按大典名称显示）；或包含本职业的更宽职业组（页面注明）。大类、中类和“其他……”不对应任何职业。${coverage.rowsUsed - coverage.rowsLinked} 行可用数据没有对应到本站职业。`,
        '',
        `**全国平均。** ${nationalLine}`,
        '',
        '来源：各地人力资源和社会保障部门的工资价位发布，经开源数据集 careerAI（lbszyq/careerAI，MIT 许可）整理为月额；国家统计局。省级发布在原数据中以省会城市标注，我们按省份显示。',
        '',
      ].join('\n')
    : [
        '## Wage levels in China',
        '',
        `Job pages, "roles that need you" and "entering an industry" show official wage levels in China (P25, median, P75, yuan a month) where a release covers the occupation. **${coverage.occupationsCovered} occupations** have at least one level, from ${coverage.rowsLinked} of the ${coverage.rowsUsed} usable rows in ${used.length} releases. Each release lists a selection of occupations, not a full table.`,
        '',
        '| Release | Region | Year | Rows read | Rows used |',
        '|---|---|---|---|---|',
        ...rows,
        '',
        `**Rows left out: ${coverage.rowsExcluded} of ${coverage.rowsRead}**, each with its reason in the data; none of their figures reaches a page:`,
        '',
        ...reasonLines,
        '',
        `**Matching.** Each row's occupation name is matched exactly to a name in China's occupational classification (职业分类大典, 2022), after removing only the S/L flags, footnote stars and enumeration commas; nothing is matched by similarity. Our reviewed table then links the classification's codes to our occupations: the same work; a specialty within the occupation (shown under its Chinese name); or a broader group that includes it (labelled as such). Major and mid-level groups and "other …" groups are never linked. ${coverage.rowsUsed - coverage.rowsLinked} usable rows reach none of our occupations.`,
        '',
        `**National average.** ${nationalLine}`,
        '',
        'Sources: wage-level releases of provincial and city human-resources bureaus, converted to monthly figures by the open careerAI dataset (lbszyq/careerAI, MIT licence); National Bureau of Statistics of China. Provincial releases are labelled with the capital city in that data; we show the province.',
        '',
      ].join('\n');
}
