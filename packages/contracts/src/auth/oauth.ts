import { z } from 'zod';
import { ZSignInTokens } from './token-pair';

export const OAUTH_PROVIDERS = ['google'] as const;
export const ZOAuthProvider = z.enum(OAUTH_PROVIDERS);
export type TOAuthProvider = z.infer<typeof ZOAuthProvider>;

export const ZOAuthAuthorizeQuery = z.object({
  redirect_uri: z.url(),
  return_url: z.string().max(2000).optional(),
});
export type TOAuthAuthorizeQuery = z.infer<typeof ZOAuthAuthorizeQuery>;

export const ZOAuthAuthorizeResponse = z.object({
  authorization_url: z.string(),
});
export type TOAuthAuthorizeResponse = z.infer<typeof ZOAuthAuthorizeResponse>;

/** The return page posts what the provider put in its query string. */
export const ZOAuthCallbackRequest = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  iss: z.string().max(2000).optional(),
});
export type TOAuthCallbackRequest = z.infer<typeof ZOAuthCallbackRequest>;

export const ZOAuthCallbackResponse = ZSignInTokens.extend({
  return_url: z.string().nullable(),
});
export type TOAuthCallbackResponse = z.infer<typeof ZOAuthCallbackResponse>;
