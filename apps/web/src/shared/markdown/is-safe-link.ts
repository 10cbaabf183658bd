/** Script-like, file and data schemes are never followed from rendered markdown… */
const BLOCKED_SCHEME = /^(javascript|vbscript|file|data):/;
/** …except inline images in the four common raster formats (spec 001 section 5). */
const ALLOWED_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/;

/** Browsers skip whitespace and control characters inside a scheme ("java\tscript:"). */
function isIgnoredInScheme(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Whether a link or image target in markdown may be rendered. */
export function isSafeLink(url: string): boolean {
  const normalized = [...url]
    .filter((character) => !isIgnoredInScheme(character))
    .join('')
    .toLowerCase();
  if (!BLOCKED_SCHEME.test(normalized)) return true;
  return ALLOWED_DATA_IMAGE.test(normalized);
}
