import { z } from 'zod';

/**
 * GET /site/contact (public): the address people may write to, from CONTACT_EMAIL. The about
 * page's thanks section shows it as a mailto link.
 */
export const ZSiteContactResponse = z.object({ email: z.email() });
export type TSiteContactResponse = z.infer<typeof ZSiteContactResponse>;
