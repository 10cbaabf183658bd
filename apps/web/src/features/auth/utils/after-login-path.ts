import { peekReturnPath, safeInternalPath, takeReturnPath } from '../../../shared/auth/return-path';

/** Where a user goes after signing in: the remembered address, the page they came from, or /me. */
export function afterLoginPath(cameFrom: unknown): string {
  return takeReturnPath() ?? safeInternalPath(cameFrom) ?? '/me';
}

/** The admin area only returns to admin pages; anything else goes to the dashboard. */
export function afterAdminLoginPath(): string {
  const remembered = peekReturnPath();
  if (remembered?.startsWith('/admin')) {
    takeReturnPath();
    return remembered;
  }
  return '/admin/dashboard';
}

/** What the header's login link passes along as navigation state. */
export type TLoginLocationState = { from?: string } | null;
