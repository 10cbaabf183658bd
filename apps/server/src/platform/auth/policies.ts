import type { CurrentUser } from './authenticate';

export type Action = 'profile:read' | 'profile:update' | 'admin:access' | 'job:force-rewrite';

/** The permission matrix in one place; routes ask `can(user, action)` and tests read it as a table. */
export function can(user: CurrentUser | null, action: Action): boolean {
  switch (action) {
    case 'profile:read':
    case 'profile:update':
      return user !== null;
    // Rewriting a page that is not due costs model calls on every try: only admins may force it.
    // The rewrite of a page past its 90 days stays open to every reader (once per page).
    case 'admin:access':
    case 'job:force-rewrite':
      return user?.isAdmin === true;
  }
}
