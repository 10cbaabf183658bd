import type { z } from 'zod';
import { ZTokenPair } from './token-pair';

/**
 * POST /auth/admin-session (signed in as an administrator, no body). Opens the admin area's own
 * session for an admin who is signed in on the site already, so the admin area does not ask for
 * a second e-mailed code. The tokens are a new family, apart from the user session's: each
 * session refreshes and logs out on its own. A user who is not an admin gets 403 not_admin.
 */
export const ZAdminSessionResponse = ZTokenPair;
export type TAdminSessionResponse = z.infer<typeof ZAdminSessionResponse>;
