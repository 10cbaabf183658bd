import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { drawnCvFields, type CvField } from './cv-texts';
import type { UnsupportedReason } from './text-runs';
import { loadTypesetter } from './typesetter';

export type { UnsupportedReason } from './text-runs';

/** A character the PDF cannot draw, and every field it was found in. */
export interface UnsupportedCharacter {
  /** The character as typed (or the cluster, when its parts need faces that cannot mix). */
  text: string;
  /** Its code points, `U+05E9`, so an invisible or look-alike character can still be found. */
  codePoints: string;
  reason: UnsupportedReason;
  /** The fields that hold it, in the order the CV shows them. */
  fields: CvField[];
}

export const codePointsOf = (text: string) =>
  [...text]
    .map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');

/**
 * The one check that decides whether a CV can be drawn: every character of every field the PDF
 * shows must be one a shipped face draws, in a script the renderer lays out correctly. The
 * browser runs it before its preview and download, the server before its export, and the
 * drawing itself refuses what it finds; so all three refuse the same CV or draw it.
 */
export async function findUnsupportedCharacters(cv: TCvDocument): Promise<UnsupportedCharacter[]> {
  const fields = drawnCvFields(cv);
  const ts = await loadTypesetter(...fields.map((field) => field.text));
  const found = new Map<string, UnsupportedCharacter>();
  for (const { text: fieldText, ...field } of fields) {
    for (const { text, reason } of ts.unsupported(fieldText)) {
      const entry = found.get(text);
      if (!entry)
        found.set(text, { text, codePoints: codePointsOf(text), reason, fields: [field] });
      else if (!entry.fields.some((known) => known.path === field.path)) entry.fields.push(field);
    }
  }
  return [...found.values()];
}

/** Thrown by the drawing when asked to draw what the check would refuse. */
export class UnsupportedCharactersError extends Error {
  constructor(readonly characters: string[]) {
    super(
      `The CV holds characters no shipped font draws: ${characters.map(codePointsOf).join(', ')}`,
    );
    this.name = 'UnsupportedCharactersError';
  }
}
