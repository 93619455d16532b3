import * as client from 'openid-client';
import { guardedFetch } from './guardedFetch';
import { mayUseHttp, type ProviderSettings } from './providerOf';

export type OidcOptions = { allowedPrivateHosts: readonly string[] };

/** Discovery documents change rarely; an hour keeps a provider's key rotation in reach. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const DISCOVERY_CACHE_MAX = 500;

/**
 * OpenID Connect for readers, through openid-client (discovery, the authorization code flow with
 * PKCE, state and nonce, and the ID token's signature checked against the provider's published
 * keys, its issuer, audience and expiry). Discoveries are kept per configuration, bounded.
 */
export class OidcClients {
  private readonly kept = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  constructor(
    private readonly options: OidcOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** The provider's configuration (discovered now or kept); throws when discovery fails. */
  configuration(settings: ProviderSettings): Promise<client.Configuration> {
    const key = `${settings.issuer}\n${settings.clientId}\n${settings.version}`;
    const found = this.kept.get(key);
    if (found && this.now() - found.at < DISCOVERY_TTL_MS) return found.config;
    const config = this.discover(settings);
    if (this.kept.size >= DISCOVERY_CACHE_MAX) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, { at: this.now(), config });
    // A failed discovery is tried again on the next sign-in, not kept.
    config.catch(() => this.kept.delete(key));
    return config;
  }

  discover(settings: Omit<ProviderSettings, 'version'>): Promise<client.Configuration> {
    // Plain http only to a host the operator lets be private (an intranet provider, the tests).
    const insecure =
      settings.issuer.startsWith('http:') && mayUseHttp(settings.issuer, this.options.allowedPrivateHosts);
    return client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      client.ClientSecretBasic(settings.clientSecret),
      {
        [client.customFetch]: guardedFetch(this.options.allowedPrivateHosts),
        // The ID token's signature is checked against the provider's keys too, not only trusted
        // for having come over TLS from the token endpoint (which OpenID Connect would allow).
        execute: insecure
          ? [client.enableNonRepudiationChecks, client.allowInsecureRequests]
          : [client.enableNonRepudiationChecks],
        timeout: 10,
      },
    );
  }
}

/** What the reader's browser carries between the redirect to the provider and its return. */
export type SignInAttempt = { state: string; nonce: string; verifier: string; next: string };

export async function startSignIn(
  config: client.Configuration,
  redirectUri: string,
  next: string,
): Promise<{ url: string; attempt: SignInAttempt }> {
  const verifier = client.randomPKCECodeVerifier();
  const attempt = { state: client.randomState(), nonce: client.randomNonce(), verifier, next };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: attempt.state,
    nonce: attempt.nonce,
  });
  return { url: url.href, attempt };
}

/**
 * The reader's claims once the code is exchanged and every check passed (throws otherwise): the ID
 * token's, and where it leaves out what the reader rules read (many providers put the e-mail
 * address only in the user info), the user info's for the same subject.
 */
export async function finishSignIn(
  config: client.Configuration,
  callbackUrl: URL,
  attempt: SignInAttempt,
  needs: readonly string[],
): Promise<Record<string, unknown>> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: attempt.verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider sent no ID token');
  const missing = needs.some((name) => !(name in claims));
  if (!missing || !config.serverMetadata().userinfo_endpoint) return claims as Record<string, unknown>;
  const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  return { ...info, ...claims } as Record<string, unknown>;
}
