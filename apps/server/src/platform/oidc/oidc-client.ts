import * as client from 'openid-client';

export interface OidcProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** One OpenID Connect relying party: discovery once, then authorization URLs and code exchange. */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcProviderConfig) {}

  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      // Plain HTTP only for an issuer on this machine, which is how the tests run a provider.
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      this.configuration = client
        .discovery(
          issuer,
          this.settings.clientId,
          undefined,
          client.ClientSecretPost(this.settings.clientSecret),
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  async authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<string> {
    const config = await this.discover();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: input.redirectUri,
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return url.href;
  }

  async exchange(input: {
    callbackUrl: URL;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<OidcIdentity> {
    const config = await this.discover();
    const tokens = await client.authorizationCodeGrant(config, input.callbackUrl, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      expectedNonce: input.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
      picture: typeof claims.picture === 'string' ? claims.picture : undefined,
    };
  }

  static randomState = client.randomState;
  static randomNonce = client.randomNonce;
  static randomCodeVerifier = client.randomPKCECodeVerifier;
}
