import { cvSectionOrder, type TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { cleanCvText } from './cv-view';

/** A text the PDF draws, with the editor's path to the field it comes from (`work.0.highlights.2`). */
export interface CvFieldText {
  path: string;
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
  const add = (path: string, value: string | undefined) => {
    const text = cleanCvText(value);
    if (text) fields.push({ path, text });
  };
  const addAll = (path: string, values: string[] | undefined) =>
    (values ?? []).forEach((value, index) => add(`${path}.${index}`, value));
  const { basics } = cv;
  const extras = cv.meta.irreplaceable;
  add('basics.name', basics.name);
  add('basics.label', basics.label);
  add('basics.phone', basics.phone);
  add('basics.email', basics.email);
  add('basics.location.city', basics.location?.city);
  if (extras.country !== undefined) add('meta.irreplaceable.country', extras.country);
  else add('basics.location.countryCode', basics.location?.countryCode);
  const hidden = new Set(extras.hidden_sections ?? []);
  for (const section of cvSectionOrder(cv).filter((id) => !hidden.has(id))) {
    switch (section) {
      case 'summary':
        add('basics.summary', basics.summary);
        break;
      case 'work':
        cv.work.forEach((job, index) => {
          if (!filled(job.position) && !filled(job.name)) return;
          for (const key of ['position', 'name', 'location', 'summary'] as const) {
            add(`work.${index}.${key}`, job[key]);
          }
          addAll(`work.${index}.highlights`, job.highlights);
        });
        break;
      case 'education':
        cv.education.forEach((school, index) => {
          if (!filled(school.institution) && !filled(school.studyType)) return;
          for (const key of ['institution', 'studyType', 'area'] as const) {
            add(`education.${index}.${key}`, school[key]);
          }
          addAll(`education.${index}.courses`, school.courses);
        });
        break;
      case 'skills':
        cv.skills.forEach((skill, index) => {
          if (!filled(skill.name)) return;
          add(`skills.${index}.name`, skill.name);
          add(`skills.${index}.level`, skill.level);
        });
        break;
      case 'languages':
        cv.languages.forEach((entry, index) => {
          if (!filled(entry.language)) return;
          add(`languages.${index}.language`, entry.language);
          add(`languages.${index}.fluency`, entry.fluency);
        });
        break;
      case 'projects':
        cv.projects.forEach((project, index) => {
          if (!filled(project.name)) return;
          for (const key of ['name', 'url', 'description'] as const) {
            add(`projects.${index}.${key}`, project[key]);
          }
          addAll(`projects.${index}.highlights`, project.highlights);
        });
        break;
      case 'achievements':
        addAll('meta.irreplaceable.achievements', extras.achievements);
        break;
      case 'values':
        add('meta.irreplaceable.zodiac', extras.zodiac);
        add('meta.irreplaceable.goals', extras.goals);
        break;
    }
  }
  return fields;
}
