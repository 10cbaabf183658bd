import type { JobFacts } from '../analysis/job-facts';
import { CATEGORY_NOTES } from './category-notes';
import { peopleZh, share, workerShare, yuanStyleDollars } from './format';
import { KIND, jobZoneText, requiresZh } from './labels';
import { pagePlan } from './plan/page-plan';
import type { EntryPeers } from './plan/entry-peers';
import type { EntryRoute } from './plan/profile-plan';
import { EP_LABEL, oewsLabel, sharedBlsSibling } from './sources';

function identity(facts: JobFacts): string {
  const { occupation, title, category } = facts;
  const note = CATEGORY_NOTES[category.id].zh;
  const occupationZh = occupation.titleZh ?? occupation.title;
  return title.zh !== occupationZh
    ? `**${title.zh}**在美国职业数据中归入“${occupationZh}”（O*NET ${occupation.code}），我们把它归在“${category.zh}”类——${note.field}。`
    : `**${title.zh}**（O*NET ${occupation.code}）属于我们的“${category.zh}”类——${note.field}。`;
}

const NO_TASKS = {
  military: 'O*NET 没有为军事职业评估具体任务，因此这里无法进一步拆解工作内容。',
  'all-other':
    '这是一个兜底的“其他”类代码，收的是本组里归不进别的职业的岗位，O*NET 没有为它评估任务。',
  unrated: 'O*NET 暂未为这一代码评估任务，因此无法进一步拆解工作内容。',
} as const;

function taskMix(facts: JobFacts): string {
  const { work, profile } = pagePlan(facts);
  if (!work) return NO_TASKS[profile.noTasks ?? 'unrated'];
  const { shares, main, second } = work;
  return work.mostly
    ? `从 O*NET 评估过的任务看，重心很明确：${share(shares[main])}的任务权重落在${KIND[main].zh}上。`
    : `它的任务比较杂：占比最大的是${KIND[main].zh}（${share(shares[main])}），其次是${KIND[second].zh}（${share(shares[second])}）。`;
}

/** 学历要求与准备等级连起来读：整句是“这一行一般要求X，Y”。 */
const ENTRY_TAIL: Record<EntryRoute, string> = {
  'no-credential-experience': '，拼的是经验和真本事',
  'no-credential-on-the-job': '，本事靠在岗位上边干边学',
  'school-then-work': '，手艺大多进了岗位再学',
  'school-plus-training': '，另外还得有职业培训或几年经验',
  'school-plus-long-experience': '，不过要做到资深，通常得积累多年',
  'short-formal': '，读一两年正规课程就能进技术岗位',
  'degree-then-specialising': '，毕业后一般还要再接受专门训练',
  'degree-standard': '，这是进专业岗位最常见的一条路',
  graduate: '，也就是还得再读几年研究生',
  doctoral: '，培养周期在所有职业里最长',
};

function preparation(facts: JobFacts): string {
  const zone = facts.occupation.jobZone;
  const { profile } = pagePlan(facts);
  if (profile.noTasks === 'military')
    return '入行靠的是军队训练而不是普通学历教育，O*NET 也没有给它划定准备等级。';
  const level =
    zone === null
      ? 'O*NET 没有记录它的准备等级'
      : `入行${jobZoneText('zh', zone)}（O*NET 准备等级 ${zone}/5）`;
  if (!profile.entry) return `${level}。`;
  const tail = profile.entry.route ? ENTRY_TAIL[profile.entry.route] : '';
  return `${level}；按美国劳工统计局的统计，这一行一般${requiresZh(profile.entry.education)}${tail}${peerPay(profile.peers)}。`;
}

/** 同样学历门槛的职业里，它的工资排在哪儿。 */
function peerPay(peers: EntryPeers | null): string {
  const pay = peers?.payAbove;
  if (!pay) return '';
  const others = `入行门槛相同的${pay.of}个职业`;
  if (pay.share === 0) return `；在${others}里，它的工资中位数垫底`;
  if (share(pay.share) === '100%') return `；在${others}里，它的工资中位数最高`;
  return `；在${others}里，${share(pay.share)}的工资中位数比它低`;
}

const SIZE_PHRASE = {
  'very-large': (n: string) => `这是美国规模最大的职业之一，约有**${n}**个`,
  large: (n: string) => `这是一个从业人数众多的职业，约有**${n}**个`,
  mid: (n: string) => `全美约有**${n}**个`,
  small: (n: string) => `这是一个规模较小的职业，约有**${n}**个`,
  niche: (n: string) => `这是一个小众职业，全美只有约**${n}**个`,
} as const;

/** 每项调查统计的是什么，紧跟在数字后面说清楚。 */
const COUNTED = {
  oews: { noun: '受雇岗位', note: '，不含自雇者' },
  projections: { noun: '岗位', note: '，含自雇者' },
} as const;

const WAGE_PHRASE = {
  top: '在全美属于收入最高的一档',
  high: '明显高于全美中等水平',
  'upper-middle': '略高于全美中等水平',
  'lower-middle': '略低于全美中等水平',
  low: '在全美属于偏低的一档',
} as const;

function marketSize(facts: JobFacts): string {
  const { wage, demand } = facts;
  const { profile } = pagePlan(facts);
  if (!profile.jobs) {
    return profile.noTasks === 'military'
      ? '美国劳工统计局不公布这一职业的民用就业和工资数据，因此本页没有劳动力市场数字。'
      : '在我们使用的统计版本中，美国劳工统计局没有公布它的就业和工资数据。';
  }
  const label = profile.jobs.source === 'oews' ? oewsLabel(facts, 'zh') : EP_LABEL.zh;
  const counted = COUNTED[profile.jobs.source];
  const size = `${SIZE_PHRASE[profile.jobs.size](peopleZh(profile.jobs.count))}${counted.noun}`;
  const source = `${label}${counted.note}`;
  const stats = wage?.stats;
  const band = profile.wage.band;
  const parts: string[] = [];
  switch (profile.wage.form) {
    case 'annual':
      parts.push(
        `${size}（${source}），年薪中位数为**${yuanStyleDollars(stats!.medianAnnual!)}**，${WAGE_PHRASE[band!]}：全美有${workerShare(wage!.percentile, 'zh')}的从业者，所在职业的工资中位数比它低。`,
      );
      break;
    case 'hourly':
      parts.push(
        `${size}，时薪中位数为**${stats!.medianHourly!.toFixed(2)}美元**（${source}；这个职业只公布时薪），折成年薪${WAGE_PHRASE[band!]}。`,
      );
      break;
    case 'projections-wage':
      parts.push(
        `${size}（${source}），2024年工资中位数为**${yuanStyleDollars(demand!.projections.medianWage2024!)}**。`,
      );
      break;
    case 'none':
      parts.push(`${size}（${source}），没有公布工资数据。`);
  }
  const sibling = sharedBlsSibling(facts);
  if (sibling && demand) {
    parts.push(
      `美国劳工统计局没有单独统计它：这些数字属于 BLS 职业 ${demand.projections.nem}，由它和“${sibling.titleZh}”等另外${facts.sharesBlsFiguresWith}个 O*NET 职业共用。`,
    );
  }
  return parts.join('');
}

export function describeZh(facts: JobFacts): string {
  return [identity(facts) + taskMix(facts), preparation(facts), marketSize(facts)].join('\n\n');
}
