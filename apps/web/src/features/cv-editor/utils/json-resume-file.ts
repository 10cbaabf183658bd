import { ZCvDocument, type TCvDocument } from '@irreplaceable/contracts/cv/cv-document';

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
/** A CV with a photo stays well under this; anything larger is not a CV file. */
export const JSON_FILE_MAX_BYTES = 3 * 1024 * 1024;

/** The CV as a JSON Resume file: any JSON Resume tool reads it; our fields ride under meta. */
export function toJsonResume(cv: TCvDocument): Blob {
  const document = { $schema: JSON_RESUME_SCHEMA, ...cv };
  return new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
}

export type TJsonImport =
  | { ok: true; cv: TCvDocument }
  | { ok: false; reason: 'empty' | 'too_large' | 'not_json' | 'not_resume' }
  /** `field` is the first field that does not fit, as a path: `basics.label`, `work.0.startDate`. */
  | { ok: false; reason: 'invalid'; field: string };

/** Reads a JSON Resume file; what is not valid is refused with the first problem's place. */
export async function readJsonResume(file: File): Promise<TJsonImport> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > JSON_FILE_MAX_BYTES) return { ok: false, reason: 'too_large' };
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, reason: 'not_resume' };
  }
  const parsed = ZCvDocument.safeParse(data);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    return field ? { ok: false, reason: 'invalid', field } : { ok: false, reason: 'not_resume' };
  }
  return { ok: true, cv: parsed.data };
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
