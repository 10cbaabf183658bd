/**
 * A random id made of letters, digits, underscore and hyphen only, so it passes the connection
 * id rule (spec 000 section 5). crypto.randomUUID needs a secure context; getRandomValues does not.
 */
export function randomId(prefix: string): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${Date.now().toString(36)}_${random}`;
}
