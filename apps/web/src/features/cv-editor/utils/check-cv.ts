import {
  ZCvDocument,
  missingCvParts,
  type TCvDocument,
  type TCvDocumentInput,
  type TCvRequired,
} from '@irreplaceable/contracts/cv/cv-document';

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank));

/**
 * The CV as it leaves the editor: lines left empty in a list (a blank bullet, a blank course) and
 * entries with nothing in them are dropped; everything else is kept as written.
 */
export function tidyCv(cv: TCvDocumentInput, keepBlankEntries = false): TCvDocumentInput {
  const tidyList = <T>(list: T[] | undefined) =>
    (list ?? []).filter((entry) => keepBlankEntries || !isBlank(entry));
  const tidyLines = (lines: string[] | undefined) =>
    lines === undefined ? undefined : lines.filter((line) => line.trim() !== '');
  const extras = cv.meta?.irreplaceable ?? {};
  return {
    ...cv,
    work: tidyList(cv.work).map((job) => ({ ...job, highlights: tidyLines(job.highlights) })),
    education: tidyList(cv.education).map((school) => ({
      ...school,
      courses: tidyLines(school.courses),
    })),
    skills: tidyList(cv.skills),
    languages: tidyList(cv.languages),
    projects: tidyList(cv.projects).map((project) => ({
      ...project,
      highlights: tidyLines(project.highlights),
    })),
    meta: {
      ...cv.meta,
      irreplaceable: { ...extras, achievements: tidyLines(extras.achievements) },
    },
  };
}

export type TCvCheck = {
  /** The CV ready to send, when every field is within its limits. */
  cv: TCvDocument | null;
  /**
   * The same CV with its blank entries kept, so a path found in it (`work.2.position`) points at
   * the entry on screen.
   */
  onScreen: TCvDocument | null;
  /** Field problems by path (`work.0.startDate`), as the contract's reason codes. */
  problems: Map<string, string>;
  /** Required parts still missing. */
  missing: TCvRequired[];
};

/** Checks the CV exactly as the server will: the same schema, limits and required parts. */
export function checkCv(draft: TCvDocumentInput): TCvCheck {
  // Blank entries stay while checking, so a problem's path points at the entry on screen.
  const parsed = ZCvDocument.safeParse(tidyCv(draft, true));
  if (!parsed.success) {
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!problems.has(path))
        problems.set(path, issue.code === 'too_big' ? 'too_long' : issue.message);
    }
    return { cv: null, onScreen: null, problems, missing: [] };
  }
  return {
    cv: ZCvDocument.parse(tidyCv(draft)),
    onScreen: parsed.data,
    problems: new Map(),
    missing: missingCvParts(parsed.data),
  };
}
