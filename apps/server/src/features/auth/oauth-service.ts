import { AUTH, type Language } from '@irreplaceable/contracts/constants';
import type { TOAuthCallbackResponse, TOAuthProvider } from '@irreplaceable/contracts/auth/oauth';
import { AppError } from '../../platform/errors/app-error';
import { OidcClient } from '../../platform/oidc/oidc-client';
import type { TSignIn, UsersService } from '../users/service';
import type { AuthRepository } from './repository';
import type { AuthService } from './service';

const PROVIDER_NAMES: Record<TOAuthProvider, string> = { google: 'Google' };

/** Only same-site paths may be used as the place to return to after sign-in. */
export function safeReturnUrl(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

export function createOAuthService(deps: {
  clients: Partial<Record<TOAuthProvider, OidcClient>>;
  allowedOrigins: string[];
  repository: AuthRepository;
  users: UsersService;
  auth: AuthService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  function clientFor(provider: TOAuthProvider): OidcClient {
    const client = deps.clients[provider];
    if (!client) throw new AppError('oauth_not_configured', { provider: PROVIDER_NAMES[provider] });
    return client;
  }

  return {
    async authorize(
      provider: TOAuthProvider,
      redirectUri: string,
      returnUrl: string | undefined,
    ): Promise<string> {
      const client = clientFor(provider);
      const redirect = new URL(redirectUri);
      const expectedPath = `/auth/oauth2/callback/${provider}`;
      if (!deps.allowedOrigins.includes(redirect.origin) || redirect.pathname !== expectedPath) {
        throw new AppError('invalid_input');
      }
      const state = OidcClient.randomState();
      const nonce = OidcClient.randomNonce();
      const codeVerifier = OidcClient.randomCodeVerifier();
      await deps.repository.deleteExpiredOauthStates(now());
      await deps.repository.insertOauthState({
        state,
        provider,
        nonce,
        codeVerifier,
        redirectUri: `${redirect.origin}${redirect.pathname}`,
        returnUrl: safeReturnUrl(returnUrl),
        expiresAt: new Date(now().getTime() + AUTH.oauthStateTtlMs),
      });
      try {
        return await client.authorizationUrl({
          redirectUri: `${redirect.origin}${redirect.pathname}`,
          state,
          nonce,
          codeVerifier,
        });
      } catch (cause) {
        throw new AppError(
          'oauth_failed',
          { provider: PROVIDER_NAMES[provider] },
          { status: 502, cause },
        );
      }
    },

    async callback(
      provider: TOAuthProvider,
      input: { code: string; state: string; iss?: string | undefined },
      language: Language,
    ): Promise<TOAuthCallbackResponse> {
      const client = clientFor(provider);
      const saved = await deps.repository.takeOauthState(input.state);
      if (!saved || saved.provider !== provider || saved.expiresAt.getTime() < now().getTime()) {
        throw new AppError('oauth_state_invalid');
      }
      const callbackUrl = new URL(saved.redirectUri);
      callbackUrl.searchParams.set('code', input.code);
      callbackUrl.searchParams.set('state', input.state);
      if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
      const name = PROVIDER_NAMES[provider];
      const identity = await client
        .exchange({
          callbackUrl,
          state: saved.state,
          nonce: saved.nonce,
          codeVerifier: saved.codeVerifier,
        })
        .catch((cause: unknown) => {
          throw new AppError('oauth_failed', { provider: name }, { cause });
        });
      const linked = await deps.repository.findIdentity(provider, identity.subject);
      const linkedUser = linked ? await deps.users.findById(linked.userId) : undefined;
      let signIn: TSignIn;
      if (linkedUser) {
        signIn = await deps.users.recordSignIn(linkedUser);
      } else {
        if (!identity.email || !identity.emailVerified) {
          throw new AppError('oauth_email_missing', { provider: name });
        }
        signIn = await deps.users.signInByEmail(identity.email, {
          language,
          username: identity.name,
          avatarUrl: identity.picture,
        });
        await deps.repository.linkIdentity({
          userId: signIn.user.id,
          provider,
          subject: identity.subject,
        });
      }
      const tokens = await deps.auth.issueSignInTokens(signIn);
      return { ...tokens, return_url: saved.returnUrl };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
