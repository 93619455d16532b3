import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** A reader the provider signs in (its claims in the ID token). */
export type ProviderAccount = { sub: string; email: string; email_verified?: boolean; groups?: string[] };

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback for the reader sign-in tests:
 * discovery, keys, the authorization endpoint with PKCE and the token endpoint as a provider
 * serves them. Its interaction signs in `account` at once (no login form). With `forge` set, the
 * token endpoint answers with an ID token the test makes (signed with the provider's own key or
 * another), to prove each check the product must make.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let account: ProviderAccount = { sub: 'reader-1', email: 'reader@acme.test', email_verified: true };
  let forge: ((request: { nonce: string; issuer: string }) => Promise<string>) | null = null;
  let lastNonce = '';

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['groups'] },
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...account, sub }),
    }),
  });
  const handle = provider.callback();
  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname === '/auth') lastNonce = url.searchParams.get('nonce') ?? '';
      if (url.pathname.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: account.sub, clientId: options.clientId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (url.pathname === '/token' && forge) {
        req.resume();
        const idToken = await forge({ nonce: lastNonce, issuer });
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(
          JSON.stringify({
            access_token: 'forged-access',
            token_type: 'Bearer',
            expires_in: 60,
            id_token: idToken,
          }),
        );
        return;
      }
      handle(req, res);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });

  /** An ID token signed with the provider's key (or `key`), with the claims a right one has unless changed. */
  const sign = async (
    claims: Record<string, unknown>,
    key: CryptoKey | Parameters<SignJWT['sign']>[0] = privateKey,
  ) => new SignJWT({ ...account, ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(key);

  return {
    issuer,
    signAs: (next: ProviderAccount) => {
      account = next;
    },
    forgeWith: (make: typeof forge) => {
      forge = make;
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
