import { useTranslation } from 'react-i18next';
import { cvSectionOrder, type TCvSection } from '@irreplaceable/contracts/cv/cv-document';
import { useLocalCv, type TCvDraft } from '../../state/local-cv-store';

/** The message of a field's error by its path in the CV ("work.0.position"), if it has one. */
export type TErrorFor = (path: string) => string | undefined;

/** What each section of the form is given: the errors, and its place in the CV's order. */
export type TSectionProps = { errorFor: TErrorFor; position: number };

type TListKey = 'work' | 'education' | 'skills' | 'languages' | 'projects';

function move<T>(list: T[], index: number, step: -1 | 1): void {
  const target = index + step;
  if (target < 0 || target >= list.length) return;
  [list[index], list[target]] = [list[target]!, list[index]!];
}

/** A list of lines as the text of one box, a line each. */
export const lines = (value: string | undefined[] | string[] | undefined) =>
  Array.isArray(value) ? value.join('\n') : (value ?? '');

/**
 * What every section of the form edits with: the CV, the props of a text field bound to a path,
 * of a list of entries, and of a section's frame (its place in the order, and hiding it).
 */
export function useCvFormTools(errorFor: TErrorFor) {
  const { t } = useTranslation('cvEditor');
  const cv = useLocalCv((state) => state.cv);
  const edit = useLocalCv((state) => state.edit);
  const extras = cv.meta.irreplaceable;
  const order = cvSectionOrder({ meta: { irreplaceable: extras } } as never);
  const hidden = new Set(extras.hidden_sections ?? []);

  const text = (path: string, change: (draft: TCvDraft, value: string) => void) => ({
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      edit((draft) => change(draft, value), path);
    },
    error: errorFor(path),
  });

  const list = (key: TListKey) => ({
    onAdd: () => edit((draft) => void draft[key].push({})),
    onMove: (index: number, step: -1 | 1) => edit((draft) => move(draft[key], index, step)),
    onRemove: (index: number) => edit((draft) => void draft[key].splice(index, 1)),
    addLabel: t(`entry.add.${key}`),
  });

  const frame = (section: TCvSection, position: number) => ({
    isFirst: position === 0,
    isLast: position === order.length - 1,
    hidden: hidden.has(section),
    onMove: (step: -1 | 1) =>
      edit((draft) => {
        const next = [...order];
        move(next, position, step);
        draft.meta.irreplaceable.section_order = next;
      }),
    onHidden: (isHidden: boolean) =>
      edit((draft) => {
        const set = new Set(draft.meta.irreplaceable.hidden_sections ?? []);
        if (isHidden) set.add(section);
        else set.delete(section);
        draft.meta.irreplaceable.hidden_sections = [...set];
      }),
  });

  return { t, cv, edit, extras, text, list, frame };
}
