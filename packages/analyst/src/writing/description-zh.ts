import type { JobFacts } from '../analysis/job-facts';
import { CATEGORY_NOTES } from './category-notes';
import { peopleZh, share, yuanStyleDollars } from './format';
import { FAMILY, educationZh, jobZoneText } from './labels';
import { EP_LABEL, oewsLabel, sharedBlsSibling } from './sources';

function identity(facts: JobFacts): string {
  const { occupation, title, category } = facts;
  const note = CATEGORY_NOTES[category.id].zh;
  const occupationZh = occupation.titleZh ?? occupation.title;
  return title.zh !== occupationZh
    ? `**${title.zh}**在美国职业数据中归入“${occupationZh}”（O*NET ${occupation.code}），我们把它放在“${category.zh}”类：${note.field}。`
    : `**${title.zh}**（O*NET ${occupation.code}）属于我们的“${category.zh}”类：${note.field}。`;
}

function taskMix(facts: JobFacts): string {
  const { activities, occupation } = facts;
  if (!activities) {
    if (occupation.category === 'military')
      return 'O*NET 没有为军事职业评估具体任务，因此这里无法进一步拆解工作内容。';
    return /All Other/.test(occupation.title)
      ? '作为“其他”类兜底代码，它收纳的是本组中归不进其他职业的岗位，O*NET 没有为它评估任务。'
      : 'O*NET 暂未为这一代码评估任务，因此无法进一步拆解工作内容。';
  }
  const shares = Object.entries(activities.familyShares).sort((a, b) => b[1] - a[1]);
  const [, topShare] = shares[0]!;
  const [secondFamily, secondShare] = shares[1]!;
  return topShare >= 0.5
    ? `从 O*NET 评估过的任务看，它的重心很明确：${share(topShare)}的任务权重属于${FAMILY[activities.dominant].zh}。`
    : `它的任务构成比较多元：占比最大的是${FAMILY[activities.dominant].zh}（${share(topShare)}），其次是${FAMILY[secondFamily as keyof typeof FAMILY].zh}（${share(secondShare)}）。`;
}

/** 入职学历与准备等级放在一起怎么读。 */
function entryTail(education: string, zone: number | null): string {
  switch (education) {
    case 'No formal educational credential':
      return zone !== null && zone >= 3
        ? '，经验和真本事起到了文凭在别处的作用'
        : '，看重的是在干活中练出来的本领';
    case 'High school diploma or equivalent':
      if (zone === null || zone <= 2) return '，大部分手艺是在工作中学会的';
      return zone === 3 ? '，再加上职业培训或多年经验' : '，不过要做到资深岗位，通常需要长期积累';
    case 'Some college, no degree':
    case 'Postsecondary nondegree award':
    case "Associate's degree":
      return '，进入技术性工作的正规路径相对较短';
    case "Bachelor's degree":
      return zone === 5 ? '，之后通常还要接受进一步的专门训练' : '，是进入专业性工作的标准本科路径';
    case "Master's degree":
      return '，要经过好几年的研究生学习';
    case 'Doctoral or professional degree':
      return '，是就业市场上最长的培养路径之一';
    default:
      return '';
  }
}

function preparation(facts: JobFacts): string {
  const { occupation, demand } = facts;
  const zone = occupation.jobZone;
  const education = demand?.projections.education ?? null;
  if (occupation.category === 'military')
    return '入行靠的是军队训练而不是普通学历教育，O*NET 也没有给它划定准备等级。';
  const level =
    zone === null
      ? 'O*NET 没有记录它的准备等级'
      : `入行${jobZoneText('zh', zone)}（O*NET 准备等级 ${zone}/5）`;
  if (!education) return `${level}。`;
  return `${level}；美国劳工统计局列出的典型入职要求是${educationZh(education)}${entryTail(education, zone)}。`;
}

const SIZE_PHRASE = {
  'very-large': (n: string) => `这是美国规模最大的职业之一，约有**${n}**个岗位`,
  large: (n: string) => `这是一个大职业，约有**${n}**个岗位`,
  mid: (n: string) => `全美约有**${n}**人从事这一职业`,
  small: (n: string) => `这是一个规模较小的职业，约有**${n}**个岗位`,
  niche: (n: string) => `这是一个小众职业，全美只有约**${n}**个岗位`,
} as const;

const WAGE_PHRASE = {
  top: '跻身全美收入最高的职业之列',
  high: '明显高于薪酬分布的中间水平',
  'upper-middle': '略高于薪酬分布的中间水平',
  'lower-middle': '略低于薪酬分布的中间水平',
  low: '处在薪酬分布的偏低位置',
} as const;

function marketSize(facts: JobFacts): string {
  const { wage, employment, demand, occupation } = facts;
  if (!employment) {
    return occupation.category === 'military'
      ? '美国劳工统计局不公布这一职业的民用就业和工资数据，因此本页没有劳动力市场数字。'
      : '在我们使用的统计版本中，美国劳工统计局没有公布它的就业和工资数据。';
  }
  const fromOews = wage?.stats.employment !== null && wage?.stats.employment !== undefined;
  const source = fromOews ? oewsLabel(facts, 'zh') : EP_LABEL.zh;
  const size = SIZE_PHRASE[employment.band](peopleZh(employment.count));
  const stats = wage?.stats;
  const parts: string[] = [];
  if (wage && stats?.medianAnnual !== null && stats?.medianAnnual !== undefined) {
    parts.push(
      `${size}，年薪中位数为**${yuanStyleDollars(stats.medianAnnual)}**（${source}），${WAGE_PHRASE[wage.band]}：占全美${share(wage.percentile)}就业岗位的那些职业，工资中位数都比它低。`,
    );
  } else if (wage && stats?.medianHourly !== null && stats?.medianHourly !== undefined) {
    parts.push(
      `${size}，时薪中位数为**${stats.medianHourly.toFixed(2)}美元**（${source}；该职业只公布时薪），折算成年薪后${WAGE_PHRASE[wage.band]}。`,
    );
  } else if (demand?.projections.medianWage2024) {
    parts.push(
      `${size}，2024年工资中位数为**${yuanStyleDollars(demand.projections.medianWage2024)}**（${EP_LABEL.zh}）。`,
    );
  } else {
    parts.push(`${size}（${source}），没有公布工资数据。`);
  }
  const sibling = sharedBlsSibling(facts);
  if (sibling && demand) {
    parts.push(
      `美国劳工统计局并不单独统计它：这些数字属于 BLS 职业 ${demand.projections.nem}，与“${sibling.titleZh}”等另外${facts.sharesBlsFiguresWith}个 O*NET 职业共用。`,
    );
  }
  return parts.join('');
}

export function describeZh(facts: JobFacts): string {
  return [identity(facts) + taskMix(facts), preparation(facts), marketSize(facts)].join('\n\n');
}
