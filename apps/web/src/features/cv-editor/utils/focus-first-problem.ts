const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Brings the form's first field that holds back the CV into view and puts the cursor in it: a
 * field marked invalid, or for a required section with nothing in it (marked `data-cv-missing`),
 * the first field or button after its message. Returns whether there was one.
 */
export function focusFirstProblem(root: HTMLElement): boolean {
  const marked = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-cv-missing]');
  if (!marked) return false;
  let target = marked;
  if (marked.hasAttribute('data-cv-missing')) {
    const after = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) =>
        (marked.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        element.getAttribute('aria-hidden') !== 'true',
    );
    target = after ?? marked;
  }
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
