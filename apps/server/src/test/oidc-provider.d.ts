/**
 * The little of `oidc-provider` (v9, which ships no types) that the tests use to run a local
 * OpenID provider.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type AnyObject = Record<string, unknown>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AnyObject | Promise<AnyObject>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: AnyObject[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    features?: Record<string, { enabled?: boolean; [key: string]: unknown }>;
    interactions?: {
      url?: (ctx: unknown, interaction: Interaction) => string | Promise<string>;
      policy?: interactionPolicy.Prompt[];
    };
    [key: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: AnyObject };
    params: AnyObject & { client_id?: string };
    session?: { accountId?: string; [key: string]: unknown };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; [key: string]: unknown };
    consent?: { grantId?: string };
    [prompt: string]: unknown;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export namespace interactionPolicy {
    class Prompt {
      constructor(options: { name: string; requestable?: boolean }, ...checks: unknown[]);
      readonly name: string;
    }
    type Policy = Prompt[] & { add(prompt: Prompt, index?: number): void };
    function base(): Policy;
  }

  export default Provider;
}
