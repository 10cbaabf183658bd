import type { CurrentUser } from './authenticate';

export type Action = 'profile:read' | 'profile:update' | 'admin:access';

/** The permission matrix in one place; routes ask `can(user, action)` and tests read it as a table. */
export function can(user: CurrentUser | null, action: Action): boolean {
  switch (action) {
    case 'profile:read':
    case 'profile:update':
      return user !== null;
    case 'admin:access':
      return user?.isAdmin === true;
  }
}
