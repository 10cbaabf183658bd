/**
 * Whether a failed query broke the named unique index. Drivers wrap the PostgreSQL error (drizzle
 * puts the driver's error in `cause`), so the chain is searched for SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}
