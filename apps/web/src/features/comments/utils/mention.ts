/** The text of a mention as it appears in a comment. */
export function mentionTag(username: string): string {
  return `@${username}`;
}

/**
 * Puts `@username` into a comment: in place of the earlier mention when there is one (a comment
 * mentions one person), otherwise at the start (spec 000 section 5).
 */
export function insertMention(text: string, previous: string | null, username: string): string {
  const tag = mentionTag(username);
  if (previous !== null) {
    const previousTag = mentionTag(previous);
    const index = text.indexOf(previousTag);
    if (index !== -1)
      return `${text.slice(0, index)}${tag}${text.slice(index + previousTag.length)}`;
  }
  const rest = text.trimStart();
  return rest === '' ? `${tag} ` : `${tag} ${rest}`;
}

/** Whether the text still mentions the user (it may have been deleted by hand). */
export function hasMention(text: string, username: string): boolean {
  return text.includes(mentionTag(username));
}
