import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { drawnCvFields } from './cv-texts';
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
  /** Editor paths of the fields that hold it (`basics.name`, `work.0.highlights.2`). */
  fields: string[];
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
  for (const field of fields) {
    for (const { text, reason } of ts.unsupported(field.text)) {
      const entry = found.get(text);
      if (!entry) {
        found.set(text, { text, codePoints: codePointsOf(text), reason, fields: [field.path] });
      } else if (!entry.fields.includes(field.path)) {
        entry.fields.push(field.path);
      }
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
