import {
  cvSectionOrder,
  type TCvDocument,
  type TCvSection,
} from '@irreplaceable/contracts/cv/cv-document';
import { cleanCvText } from './cv-view';

/** What a field is, in the editor's words; each side words it in its own language. */
export type CvFieldName =
  | 'name'
  | 'label'
  | 'phone'
  | 'email'
  | 'city'
  | 'country'
  | 'summary'
  | 'position'
  | 'employer'
  | 'location'
  | 'workSummary'
  | 'highlight'
  | 'institution'
  | 'degree'
  | 'major'
  | 'course'
  | 'skill'
  | 'proficiency'
  | 'language'
  | 'level'
  | 'project'
  | 'description'
  | 'url'
  | 'achievement'
  | 'zodiac'
  | 'goals';

/** Where a text the PDF draws comes from. */
export interface CvField {
  /** The editor's path to the field (`work.0.highlights.2`). */
  path: string;
  section: 'basics' | TCvSection;
  name: CvFieldName;
  /** Which job, degree, skill... of its section, from 0. */
  entry?: number;
  /** Which line of a list (a highlight, a course, an achievement), from 0. */
  line?: number;
}

export interface CvFieldText extends CvField {
  text: string;
}

const filled = (value: string | undefined) => cleanCvText(value) !== '';

/**
 * Every text of the person's that the PDF draws, field by field, in the order the CV shows them:
 * the fields `toCvView` reads, with its rules for what it leaves out (hidden sections, entries
 * without a title). Keys a JSON Resume file brought that the CV never shows are not here.
 */
export function drawnCvFields(cv: TCvDocument): CvFieldText[] {
  const fields: CvFieldText[] = [];
  const add = (field: CvField, value: string | undefined) => {
    const text = cleanCvText(value);
    if (text) fields.push({ ...field, text });
  };
  const addLines = (field: Omit<CvField, 'line'>, values: string[] | undefined) =>
    (values ?? []).forEach((value, line) =>
      add({ ...field, path: `${field.path}.${line}`, line }, value),
    );
  const { basics } = cv;
  const extras = cv.meta.irreplaceable;
  const basic = (path: string, name: CvFieldName, value: string | undefined) =>
    add({ path, section: 'basics', name }, value);
  basic('basics.name', 'name', basics.name);
  basic('basics.label', 'label', basics.label);
  basic('basics.phone', 'phone', basics.phone);
  basic('basics.email', 'email', basics.email);
  basic('basics.location.city', 'city', basics.location?.city);
  if (extras.country !== undefined) basic('meta.irreplaceable.country', 'country', extras.country);
  else basic('basics.location.countryCode', 'country', basics.location?.countryCode);
  const hidden = new Set(extras.hidden_sections ?? []);
  for (const section of cvSectionOrder(cv).filter((id) => !hidden.has(id))) {
    const inEntry =
      (entry: number) => (key: string, name: CvFieldName, value: string | undefined) =>
        add({ path: `${section}.${entry}.${key}`, section, name, entry }, value);
    switch (section) {
      case 'summary':
        add({ path: 'basics.summary', section, name: 'summary' }, basics.summary);
        break;
      case 'work':
        cv.work.forEach((job, entry) => {
          if (!filled(job.position) && !filled(job.name)) return;
          const field = inEntry(entry);
          field('position', 'position', job.position);
          field('name', 'employer', job.name);
          field('location', 'location', job.location);
          field('summary', 'workSummary', job.summary);
          addLines(
            { path: `work.${entry}.highlights`, section, name: 'highlight', entry },
            job.highlights,
          );
        });
        break;
      case 'education':
        cv.education.forEach((school, entry) => {
          if (!filled(school.institution) && !filled(school.studyType)) return;
          const field = inEntry(entry);
          field('institution', 'institution', school.institution);
          field('studyType', 'degree', school.studyType);
          field('area', 'major', school.area);
          addLines(
            { path: `education.${entry}.courses`, section, name: 'course', entry },
            school.courses,
          );
        });
        break;
      case 'skills':
        cv.skills.forEach((skill, entry) => {
          if (!filled(skill.name)) return;
          inEntry(entry)('name', 'skill', skill.name);
          inEntry(entry)('level', 'proficiency', skill.level);
        });
        break;
      case 'languages':
        cv.languages.forEach((language, entry) => {
          if (!filled(language.language)) return;
          inEntry(entry)('language', 'language', language.language);
          inEntry(entry)('fluency', 'level', language.fluency);
        });
        break;
      case 'projects':
        cv.projects.forEach((project, entry) => {
          if (!filled(project.name)) return;
          const field = inEntry(entry);
          field('name', 'project', project.name);
          field('url', 'url', project.url);
          field('description', 'description', project.description);
          addLines(
            { path: `projects.${entry}.highlights`, section, name: 'highlight', entry },
            project.highlights,
          );
        });
        break;
      case 'achievements':
        addLines(
          { path: 'meta.irreplaceable.achievements', section, name: 'achievement' },
          extras.achievements,
        );
        break;
      case 'values':
        add({ path: 'meta.irreplaceable.zodiac', section, name: 'zodiac' }, extras.zodiac);
        add({ path: 'meta.irreplaceable.goals', section, name: 'goals' }, extras.goals);
        break;
    }
  }
  return fields;
}
