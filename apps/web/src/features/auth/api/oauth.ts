import type {
  TOAuthAuthorizeResponse,
  TOAuthCallbackRequest,
  TOAuthCallbackResponse,
  TOAuthProvider,
} from '@irreplaceable/contracts/auth/oauth';
import { api } from '../../../shared/api/client';

/** Where the provider sends the browser back to; it must match what the server registered. */
export function oauthRedirectUri(provider: TOAuthProvider): string {
  return `${window.location.origin}/auth/oauth2/callback/${provider}`;
}

export function getAuthorizationUrl(
  provider: TOAuthProvider,
  returnUrl: string | null,
): Promise<Partial<TOAuthAuthorizeResponse>> {
  return api.get<Partial<TOAuthAuthorizeResponse>>(`/auth/oauth/${provider}/authorize`, {
    query: { redirect_uri: oauthRedirectUri(provider), return_url: returnUrl },
    authenticated: false,
  });
}

export function completeOAuth(
  provider: TOAuthProvider,
  body: TOAuthCallbackRequest,
): Promise<Partial<TOAuthCallbackResponse>> {
  return api.post<Partial<TOAuthCallbackResponse>>(`/auth/oauth/${provider}/callback`, body, {
    authenticated: false,
  });
}
