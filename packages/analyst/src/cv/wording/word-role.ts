import type { Language } from '@irreplaceable/contracts/constants';
import type { KnowledgeBase } from '../../knowledge/load-knowledge';
import { decimal, listEn, listZh, signedPct } from '../../writing/format';
import type { CvRecord, CvRoleRecord } from '../cv-record';

/** Names the wording needs, in the reader's language. */
export interface RoleNames {
  occupation: (code: string) => string;
  element: (id: string) => string;
  technology: (ref: string) => string;
  /** A technology as a gap: in Chinese its kind first, with the (mostly U.S.) product as an example. */
  technologyGap: (ref: string) => string;
}

function heldTitle(
  record: CvRecord,
  role: CvRoleRecord,
): { title: string; years: number | null } | null {
  const titles = record.profile.roles.filter((r) => r.kind === 'held' && r.code === role.code);
  const first = titles[0] ?? record.profile.roles.find((r) => r.code === role.code);
  if (!first) return null;
  const months = titles.reduce((sum, r) => sum + (r.months ?? 0), 0);
  return { title: first.title, years: months > 0 ? months / 12 : null };
}

function yearsText(years: number, language: Language): string {
  const rounded = years < 1 ? 1 : Math.round(years);
  if (language === 'zh') return years < 1 ? '不到一年' : `${rounded} 年`;
  if (years < 1) return 'under a year';
  return `${rounded} year${rounded === 1 ? '' : 's'}`;
}

/**
 * Why a role is on the list, in two or three sentences of ours built from the figures: what in
 * the CV points to it, what it uses that the CV names, its exposure and outlook beside the
 * person's current occupation, and the main gap.
 */
export function roleWhy(
  record: CvRecord,
  role: CvRoleRecord,
  names: RoleNames,
  language: Language,
): string {
  const en = language === 'en';
  const parts: string[] = [];
  const held = heldTitle(record, role);
  const licence = record.profile.licences?.find((l) => l.codes.includes(role.code));
  const current = record.roles.find((r) => r.isCurrent);
  if (role.isCurrent && held) {
    parts.push(
      en
        ? `This is the occupation behind your current title, "${held.title}".`
        : `这是你当前职位“${held.title}”所对应的职业。`,
    );
  } else if (held && role.components.title >= 0.5) {
    parts.push(
      held.years
        ? en
          ? `You have ${yearsText(held.years, language)} as "${held.title}".`
          : `你有 ${yearsText(held.years, language)}“${held.title}”的经历。`
        : en
          ? `Your CV names you "${held.title}".`
          : `你的简历写明了“${held.title}”。`,
    );
  } else if (licence) {
    parts.push(
      en
        ? `Your CV shows a licence or qualification for it: "${licence.text}".`
        : `你的简历写有这一职业的执业资格或证书：“${licence.text}”。`,
    );
  } else if (role.relatedTo) {
    parts.push(
      en
        ? `O*NET lists it among the occupations closest to ${names.occupation(role.relatedTo)}, which you have done.`
        : `O*NET 把它列为与你做过的“${names.occupation(role.relatedTo)}”最相近的职业之一。`,
    );
  }
  const technologies = role.evidence
    .filter((e) => e.kind === 'technology')
    .map((e) => names.technology(e.ref));
  const skills = role.evidence.filter((e) => e.kind === 'element').map((e) => names.element(e.ref));
  if (technologies.length > 0 || skills.length > 0) {
    const shown = en
      ? [...technologies, ...skills.map((s) => s.toLowerCase())]
      : [...technologies, ...skills];
    parts.push(
      en
        ? `It draws on ${listEn(shown.slice(0, 3))}, which your CV shows.`
        : `它用到${listZh(shown.slice(0, 3))}，这些在你的简历里都有体现。`,
    );
  }
  if (role.rate !== null && !role.isCurrent && current?.rate !== null && current) {
    const diff = role.rate - (current.rate ?? 0);
    if (Math.abs(diff) >= 3) {
      parts.push(
        en
          ? `Its AI replacement rate is ${role.rate}%, ${Math.abs(diff)} points ${diff < 0 ? 'below' : 'above'} your current occupation's.`
          : `它的 AI 替代率是 ${role.rate}%，比你当前的职业${diff < 0 ? '低' : '高'} ${Math.abs(diff)} 个百分点。`,
      );
    }
  }
  const change = role.outlook.changePct;
  if (change !== null) {
    const faster = change > record.allChangePct;
    parts.push(
      en
        ? `U.S. employment in it is projected to change ${signedPct(change)} by 2034${faster ? `, faster than the ${signedPct(record.allChangePct)} of all jobs` : change < 0 ? ', a decline' : ', slower than all jobs'}.`
        : `预计到 2034 年美国该职业就业人数变化 ${signedPct(change)}${faster ? `，快于全部职业的 ${signedPct(record.allChangePct)}` : change < 0 ? '，呈下降趋势' : '，慢于全部职业'}。`,
    );
  }
  if (role.components.zone < 1) {
    parts.push(
      en
        ? 'It usually asks for more formal preparation than your CV shows yet.'
        : '它通常要求的正式学历或培训比你简历目前体现的更多。',
    );
  }
  const gap = role.gaps[0];
  if (gap) {
    const name = gap.kind === 'element' ? names.element(gap.ref) : names.technology(gap.ref);
    parts.push(en ? `The first gap to close: ${name}.` : `最需要补上的一项：${name}。`);
  }
  return parts.join(en ? ' ' : '');
}

/** One paragraph about the person: what they do, for how long, and what their CV shows. */
const softwareEn = (count: number) =>
  count === 0 ? 'names no software' : `names ${count} piece${count === 1 ? '' : 's'} of software`;
const skillsEn = (count: number) =>
  count === 0
    ? 'shows none of the skills and knowledge areas O*NET rates'
    : `shows ${count} of the skills and knowledge areas O*NET rates`;
const softwareZh = (count: number) => (count === 0 ? '没有提到软件' : `提到 ${count} 种软件`);
const skillsZh = (count: number) =>
  count === 0 ? '没有体现 O*NET 评定的技能和知识' : `体现了 O*NET 评定的 ${count} 项技能和知识`;

export function profileSummary(
  record: CvRecord,
  names: RoleNames,
  knowledge: KnowledgeBase,
  language: Language,
): string {
  const en = language === 'en';
  const profile = record.profile;
  const current = record.roles.find((r) => r.isCurrent);
  const title = profile.roles.find((r) => r.code === record.currentCode)?.title;
  const parts: string[] = [];
  if (current && title) {
    parts.push(
      en
        ? `We read your current job as “${title}” (${names.occupation(current.code)} in O*NET's terms).`
        : `我们判断你目前的职位是“${title}”（O*NET 中的“${names.occupation(current.code)}”）。`,
    );
  } else if (profile.roles.length === 0 && (profile.licences ?? []).length === 0) {
    // Read from skills alone: say how much less sure that reading is.
    parts.push(
      en
        ? 'Your CV names no job titles, so the roles below are read from your skills and software alone. That reading is less certain than one from jobs held: take the list as a first guide, and add your job titles to sharpen it.'
        : '你的简历没有写职位名称，下面的职业只依据你的技能和使用的软件推断，可信度低于依据工作经历的判断：请把它当作初步参考，补上职位名称可以让结果更准确。',
    );
  } else {
    parts.push(
      en
        ? 'Your CV names no job we could place, so the roles below come from your skills and software.'
        : '你的简历里没有我们能对上号的职位，下面的职业主要依据你的技能和使用的软件。',
    );
  }
  if (profile.months !== null && profile.months >= 6) {
    const years = decimal(profile.months / 12, 0);
    const unit = years === '1' ? 'year' : 'years';
    parts.push(
      en
        ? profile.experienceSource === 'dates'
          ? `Your dated jobs add up to about ${years} ${unit} of work.`
          : `You state about ${years} ${unit} of experience.`
        : profile.experienceSource === 'dates'
          ? `按简历上的起止时间计算，你约有 ${years} 年工作经历。`
          : `你写明约有 ${years} 年经验。`,
    );
  }
  const technologies = profile.technologies.length;
  const skills = profile.elements.length;
  if (technologies + skills > 0) {
    parts.push(
      en
        ? `Your CV ${softwareEn(technologies)} and ${skillsEn(skills)}.`
        : `简历${softwareZh(technologies)}，${skillsZh(skills)}。`,
    );
  }
  const needs = record.roles.filter((r) => r.needsMe).length;
  parts.push(
    needs > 0
      ? en
        ? needs === 1
          ? '1 of the roles below fits you well, is less exposed to AI than your current work and is growing: we mark it "needs you".'
          : `${needs} of the roles below fit you well, are less exposed to AI than your current work and are growing: we mark them "needs you".`
        : `下面有 ${needs} 个职业与你很契合、受 AI 冲击比你现在的工作小，而且在增长，我们把它们标为“需要你”。`
      : en
        ? 'None of the roles below is both less exposed to AI than your current work and growing faster than average; the list still shows where your experience carries over.'
        : '下面的职业里，没有一个同时比你现在的工作受 AI 冲击更小、又增长得比平均更快；但这份列表仍能看出你的经历能迁移到哪里。',
  );
  void knowledge;
  return parts.join(en ? ' ' : '');
}
