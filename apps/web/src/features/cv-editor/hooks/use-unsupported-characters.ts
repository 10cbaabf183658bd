import { useEffect, useState } from 'react';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { UnsupportedCharacter } from '@irreplaceable/cv-pdf/unsupported-characters';

/**
 * The characters of the CV the PDF cannot draw, found by the check the server's export runs
 * (packages/cv-pdf): the preview and the download refuse the same CV the server would. It loads
 * the PDF fonts, so it runs after the page has drawn.
 */
export async function findUnsupportedCharacters(cv: TCvDocument): Promise<UnsupportedCharacter[]> {
  const check = await import('@irreplaceable/cv-pdf/unsupported-characters');
  return check.findUnsupportedCharacters(cv);
}

/** What the PDF cannot draw of `cv`: null while it is being checked or while the CV is invalid. */
export function useUnsupportedCharacters(cv: TCvDocument | null): UnsupportedCharacter[] | null {
  const [found, setFound] = useState<{ cv: TCvDocument; characters: UnsupportedCharacter[] }>();
  useEffect(() => {
    if (!cv) return;
    let cancelled = false;
    findUnsupportedCharacters(cv).then(
      (characters) => !cancelled && setFound({ cv, characters }),
      (error: unknown) => {
        // The fonts did not load: the preview tries, and says it could not draw.
        console.error('CV character check', error);
        if (!cancelled) setFound({ cv, characters: [] });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [cv]);
  return cv && found?.cv === cv ? found.characters : null;
}
