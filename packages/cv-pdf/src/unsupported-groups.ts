import type { CvField } from './cv-texts';
import type { UnsupportedCharacter } from './unsupported-characters';

// Apart from the check, and importing only its types, so a page can word the check's findings
// without loading the PDF renderer.

/** Characters found in the same fields, named together: "ש ל ו ם in the name". */
export interface UnsupportedGroup {
  characters: UnsupportedCharacter[];
  fields: CvField[];
}

/** Groups the check's findings by the fields they are in, in the order the CV shows them. */
export function groupByField(characters: UnsupportedCharacter[]): UnsupportedGroup[] {
  const groups = new Map<string, UnsupportedGroup>();
  for (const character of characters) {
    const key = character.fields.map((field) => field.path).join('|');
    const group = groups.get(key);
    if (group) group.characters.push(character);
    else groups.set(key, { characters: [character], fields: character.fields });
  }
  return [...groups.values()];
}
