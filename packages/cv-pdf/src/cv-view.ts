import type { Language } from '@irreplaceable/contracts/constants';
import {
  cvSectionOrder,
  type TCvDocument,
  type TCvSection,
} from '@irreplaceable/contracts/cv/cv-document';
import { CV_WORDS, SECTION_HEADINGS, formatCvRange } from './cv-words';

/** One thing a section lists: a job, a degree, a project; or a paragraph; or bullet points. */
export interface CvItem {
  title?: string;
  subtitle?: string;
  when?: string;
  text?: string;
  bullets?: string[];
}

export interface CvViewSection {
  id: TCvSection;
  heading: string;
  items: CvItem[];
}

/** What a template draws: the CV's own words in order, with ours around them, in one language. */
export interface CvView {
  language: Language;
  name: string;
  title: string;
  contacts: string[];
  photo: string | undefined;
  sections: CvViewSection[];
}

/**
 * A field's text as the PDF draws it. NFC composes a letter and its accent into the one character
 * the fonts hold ("e" + U+0301 becomes "é"), so the check and the drawing see the same characters.
 */
export const cleanCvText = (value: string | undefined) => value?.normalize('NFC').trim() ?? '';
const clean = cleanCvText;
const present = (values: (string | undefined)[]) => values.map(clean).filter(Boolean);

function joinPairs(pairs: [string | undefined, string | undefined][], language: Language): string {
  return pairs
    .filter(([name]) => clean(name))
    .map(([name, level]) => {
      const detail = clean(level);
      if (!detail) return clean(name);
      // A level with brackets of its own ("流利（雅思 7.5）") follows a colon, not more brackets.
      if (/[()（）]/.test(detail))
        return `${clean(name)}${language === 'zh' ? '：' : ': '}${detail}`;
      return language === 'zh' ? `${clean(name)}（${detail}）` : `${clean(name)} (${detail})`;
    })
    .join(language === 'zh' ? '；' : ' · ');
}

function sectionItems(cv: TCvDocument, section: TCvSection, language: Language): CvItem[] {
  const extras = cv.meta.irreplaceable;
  switch (section) {
    case 'summary':
      return clean(cv.basics.summary) ? [{ text: clean(cv.basics.summary) }] : [];
    case 'work':
      return cv.work
        .filter((job) => clean(job.position) || clean(job.name))
        .map((job) => ({
          title: clean(job.position) || clean(job.name),
          subtitle: present([clean(job.position) ? job.name : undefined, job.location]).join(
            CV_WORDS.separator[language],
          ),
          when: formatCvRange(job.startDate, job.endDate, language),
          text: clean(job.summary),
          bullets: present(job.highlights ?? []),
        }));
    case 'education':
      return cv.education
        .filter((school) => clean(school.institution) || clean(school.studyType))
        .map((school) => {
          const courses = present(school.courses ?? []);
          return {
            title: clean(school.institution) || clean(school.studyType),
            subtitle: present([
              clean(school.institution) ? school.studyType : undefined,
              school.area,
            ]).join(CV_WORDS.separator[language]),
            when: formatCvRange(school.startDate, school.endDate, language),
            text: courses.length
              ? `${CV_WORDS.courses[language]}${language === 'zh' ? '：' : ': '}${courses.join(CV_WORDS.list[language])}`
              : '',
          };
        });
    case 'skills': {
      const text = joinPairs(
        cv.skills.map((skill) => [skill.name, skill.level]),
        language,
      );
      return text ? [{ text }] : [];
    }
    case 'languages': {
      const text = joinPairs(
        cv.languages.map((entry) => [entry.language, entry.fluency]),
        language,
      );
      return text ? [{ text }] : [];
    }
    case 'projects':
      return cv.projects
        .filter((project) => clean(project.name))
        .map((project) => ({
          title: clean(project.name),
          subtitle: clean(project.url),
          when: formatCvRange(project.startDate, project.endDate, language),
          text: clean(project.description),
          bullets: present(project.highlights ?? []),
        }));
    case 'achievements': {
      const bullets = present(extras.achievements ?? []);
      return bullets.length ? [{ bullets }] : [];
    }
    case 'values': {
      const colon = language === 'zh' ? '：' : ': ';
      const traits = [
        extras.mbti ? `${CV_WORDS.mbti[language]}${colon}${extras.mbti}` : '',
        clean(extras.zodiac) ? `${CV_WORDS.zodiac[language]}${colon}${clean(extras.zodiac)}` : '',
      ].filter(Boolean);
      const items: CvItem[] = [];
      if (traits.length) items.push({ text: traits.join(language === 'zh' ? '　' : ' · ') });
      if (clean(extras.goals)) {
        items.push({ text: `${CV_WORDS.goals[language]}${colon}${clean(extras.goals)}` });
      }
      return items;
    }
  }
}

/** A country given as an ISO code ("CN", as JSON Resume writes it) by its name: 中国, China. */
function countryName(value: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(value)) return value;
  try {
    return (
      new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : 'en'], { type: 'region' }).of(value) ??
      value
    );
  } catch {
    return value;
  }
}

/** Arranges a CV for drawing: sections in the person's order, hidden and empty ones left out. */
export function toCvView(cv: TCvDocument, language: Language): CvView {
  const hidden = new Set(cv.meta.irreplaceable.hidden_sections ?? []);
  const city = clean(cv.basics.location?.city);
  const country = countryName(
    clean(cv.meta.irreplaceable.country ?? cv.basics.location?.countryCode),
    language,
  );
  // Chinese names the larger place first and runs them together: 中国上海; English: Leeds, UK.
  const place =
    language === 'zh'
      ? `${country}${city}`
      : present([city, country]).join(CV_WORDS.separator[language]);
  return {
    language,
    name: clean(cv.basics.name),
    title: clean(cv.basics.label),
    contacts: present([cv.basics.phone, cv.basics.email, place]),
    photo: cv.basics.image || undefined,
    sections: cvSectionOrder(cv)
      .filter((id) => !hidden.has(id))
      .map((id) => ({
        id,
        heading: SECTION_HEADINGS[id][language],
        items: sectionItems(cv, id, language),
      }))
      .filter((section) => section.items.length > 0),
  };
}
