import { PAYMENTS } from '../constants';

/**
 * Whether a path can be sent back to after paying: a path on this site, never an address of
 * another one. `//host` and `/\host` are read by browsers as another host, so both are refused, as
 * are backslashes and control characters anywhere.
 */
export function isSameSitePath(path: string): boolean {
  return (
    path.length <= PAYMENTS.sourcePathMaxLength &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    !/[\u0000-\u001f\u007f\s]/.test(path)
  );
}
