import type { helpCenters } from '../../db/schema';
import { unseal } from '../../lib/secretBox';

/** The provider of one help center, as its configuration names it. */
export type ProviderSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The configuration's version: a cached discovery of an older one is not used. */
  version: number;
};

/** The purpose the client secrets are sealed for (lib/secretBox.ts). */
export const SSO_SECRET_PURPOSE = 'help-center-sso-client-secret';

type Center = Pick<
  typeof helpCenters.$inferSelect,
  'ssoIssuer' | 'ssoClientId' | 'ssoClientSecretSealed' | 'ssoVersion'
>;

/** The provider a help center's readers sign in with; null when it is not (fully) set up. */
export function providerOf(center: Center, secret: string): ProviderSettings | null {
  if (!center.ssoIssuer || !center.ssoClientId || !center.ssoClientSecretSealed) return null;
  const clientSecret = unseal(secret, SSO_SECRET_PURPOSE, center.ssoClientSecretSealed);
  if (clientSecret === null) return null;
  return {
    issuer: center.ssoIssuer,
    clientId: center.ssoClientId,
    clientSecret,
    version: center.ssoVersion,
  };
}

/** Plain http only for a provider on a host the operator allows to be private (an intranet, the tests). */
export const mayUseHttp = (issuer: string, allowedPrivateHosts: readonly string[]): boolean =>
  new URL(issuer).protocol === 'https:' || allowedPrivateHosts.includes(new URL(issuer).hostname);
