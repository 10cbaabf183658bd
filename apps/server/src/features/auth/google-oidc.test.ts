import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider, { interactionPolicy } from 'oidc-provider';
import { OidcClient } from '../../platform/oidc/oidc-client';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/factories';

const CLIENT_ID = 'irreplaceable-test';
const CLIENT_SECRET = 'a-client-secret-only-this-test-knows';
const REDIRECT_URI = 'http://localhost:3000/auth/oauth2/callback/google';
const ACCOUNT = {
  sub: '1098765432101234567890',
  email: 'Ada.Lovelace@example.com',
  name: 'Ada Lovelace',
};

interface LocalProvider {
  issuer: string;
  /** Errors the provider hit while answering; empty when all went well. */
  errors: unknown[];
  close: () => Promise<void>;
}

/**
 * A real OpenID provider on 127.0.0.1 with one client and one account. Its interactions (login,
 * account choice, consent) are answered at once, as if the user clicked through them.
 */
async function startProvider(): Promise<LocalProvider> {
  // The issuer must carry the real port, so the port is taken before the provider is made.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  // Google honours prompt=select_account, which the app asks for; the default policy does not
  // know that prompt, so it is added as one more interaction the user answers.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, put the e-mail and name in the ID token itself, not only in userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) =>
      id === ACCOUNT.sub
        ? {
            accountId: id,
            claims: () => ({
              sub: ACCOUNT.sub,
              email: ACCOUNT.email,
              email_verified: true,
              name: ACCOUNT.name,
            }),
          }
        : undefined,
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
  });
  const errors: unknown[] = [];
  provider.on('server_error', (_ctx, error) => errors.push(error));

  async function interact(req: http.IncomingMessage, res: http.ServerResponse) {
    const interaction = await provider.interactionDetails(req, res);
    switch (interaction.prompt.name) {
      case 'select_account':
      case 'login':
        await provider.interactionFinished(
          req,
          res,
          { select_account: {}, login: { accountId: ACCOUNT.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      case 'consent': {
        const grant =
          (interaction.grantId && (await provider.Grant.find(interaction.grantId))) ||
          new provider.Grant({
            accountId: interaction.session?.accountId ?? ACCOUNT.sub,
            clientId: String(interaction.params.client_id),
          });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        // Merged with the account choice above, so that prompt is not asked for again.
        await provider.interactionFinished(req, res, { consent: { grantId } });
        return;
      }
      default:
        throw new Error(`Unexpected prompt ${interaction.prompt.name}`);
    }
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    const { pathname } = new URL(req.url ?? '/', issuer);
    if (req.method === 'GET' && /^\/interaction\/[^/]+$/.test(pathname)) {
      interact(req, res).catch((error: unknown) => {
        errors.push(error);
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    errors,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The cookies a browser would keep for the provider, honouring path and deletion. */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue || '/';
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) {
          expired = true;
        }
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(({ path }) => {
        const prefix = path.endsWith('/') ? path : `${path}/`;
        return url.pathname === path || url.pathname.startsWith(prefix);
      })
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

/** Follows the provider's redirects as a browser would, until one leads back to the app. */
async function browseToCallback(start: URL, jar: CookieJar): Promise<URL> {
  let url = start;
  for (let hop = 0; hop < 12; hop += 1) {
    if (`${url.origin}${url.pathname}` === REDIRECT_URI) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: jar.header(url) },
    });
    jar.store(response);
    const location = response.headers.get('location');
    const body = await response.text();
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`${url.href} answered ${response.status} without a redirect: ${body}`);
    }
    url = new URL(location, url);
  }
  throw new Error('The provider never redirected back to the app');
}

describe.each(databaseKinds)('sign-in with Google through a local OpenID provider (%s)', (kind) => {
  let op: LocalProvider;
  let t: TestApp;
  beforeAll(async () => {
    op = await startProvider();
    const google = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer: op.issuer };
    t = await createTestApp(kind, {
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: op.issuer,
      },
      oidcClients: { google: new OidcClient(google) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  const authorize = (redirectUri = REDIRECT_URI, returnUrl = '/me/profile') =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/authorize',
      query: { redirect_uri: redirectUri, return_url: returnUrl },
    });
  const callback = (payload: { code: string; state: string; iss?: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/oauth/google/callback', payload });

  /** The whole browser round trip: authorize, the provider's pages, and the callback. */
  async function signInWithGoogle(jar = new CookieJar()) {
    const authorized = await authorize();
    expect(authorized.statusCode).toBe(200);
    const authorizationUrl = new URL(authorized.json().authorization_url);
    const returned = await browseToCallback(authorizationUrl, jar);
    const params = returned.searchParams;
    if (params.has('error')) {
      throw new Error(
        `The provider refused: ${params.get('error')} ${params.get('error_description')}`,
      );
    }
    const payload = {
      code: params.get('code') ?? '',
      state: params.get('state') ?? '',
      iss: params.get('iss') ?? '',
    };
    return { authorizationUrl, payload, response: await callback(payload) };
  }

  it('signs a new user in with the e-mail the provider vouches for', async () => {
    const { authorizationUrl, payload, response } = await signInWithGoogle();

    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${op.issuer}/auth`);
    const query = authorizationUrl.searchParams;
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(payload.state).toBe(query.get('state'));
    expect(payload.iss).toBe(op.issuer);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      return_url: '/me/profile',
      is_first_sign_in: true,
      user: { email: ACCOUNT.email.toLowerCase(), username: ACCOUNT.name, is_admin: false },
    });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.user.id, email: ACCOUNT.email.toLowerCase() });

    const replayed = await callback(payload);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error_type).toBe('oauth_state_invalid');
    expect(op.errors).toEqual([]);
  });

  it('brings the same provider account back to the same user', async () => {
    const jar = new CookieJar();
    const first = await signInWithGoogle(jar);
    expect(first.response.statusCode).toBe(200);
    // Again in the same browser (the provider remembers the session), then in a fresh one.
    const again = await signInWithGoogle(jar);
    expect(again.response.statusCode).toBe(200);
    const fresh = await signInWithGoogle();
    expect(fresh.response.statusCode).toBe(200);
    const userId = first.response.json().user.id;
    expect(again.response.json().user.id).toBe(userId);
    expect(fresh.response.json().user.id).toBe(userId);
    expect(again.response.json().is_first_sign_in).toBe(false);
    expect(fresh.response.json().is_first_sign_in).toBe(false);
    expect(op.errors).toEqual([]);
  });

  it('refuses a code the provider did not issue', async () => {
    const authorized = await authorize();
    const state = new URL(authorized.json().authorization_url).searchParams.get('state') ?? '';
    const response = await callback({ code: 'not-a-real-code', state, iss: op.issuer });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_type).toBe('oauth_failed');
  });

  it('refuses to send the user back to another origin or path', async () => {
    const otherOrigin = await authorize('https://evil.example/auth/oauth2/callback/google');
    expect(otherOrigin.statusCode).toBe(400);
    expect(otherOrigin.json().error_type).toBe('invalid_input');
    const otherPath = await authorize('http://localhost:3000/somewhere-else');
    expect(otherPath.statusCode).toBe(400);
    expect(otherPath.json().error_type).toBe('invalid_input');
  });

  it('does not keep an off-site return URL', async () => {
    const authorized = await authorize(REDIRECT_URI, '//evil.example/phish');
    expect(authorized.statusCode).toBe(200);
    const jar = new CookieJar();
    const returned = await browseToCallback(new URL(authorized.json().authorization_url), jar);
    const response = await callback({
      code: returned.searchParams.get('code') ?? '',
      state: returned.searchParams.get('state') ?? '',
      iss: returned.searchParams.get('iss') ?? '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().return_url).toBeNull();
  });
});

describe('sign-in with Google when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('answers 503 oauth_not_configured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/authorize',
      query: { redirect_uri: REDIRECT_URI },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error_type: 'oauth_not_configured' });
    expect(response.json().detail).toContain('Google');
  });
});
