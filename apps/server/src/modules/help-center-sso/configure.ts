import type { HelpCenterSso, UpdateHelpCenterSsoRequest } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { helpCenters } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { seal } from '../../lib/secretBox';
import { helpCenterChanged } from '../help-centers/changes';
import { adminOfHelpCenters, helpCenterOf } from '../help-centers/policy';
import { findHelpCenter, type HelpCenterRow } from '../help-centers/queries';
import type { OidcClients } from './oidc';
import { mayUseHttp, providerOf, SSO_SECRET_PURPOSE } from './providerOf';

type Call = { ctx: AppContext; request: FastifyRequest; actor: Actor; id: string };

/** The addresses readers come back to from the provider: one for every address the site answers at. */
function callbackUrls(ctx: AppContext, request: FastifyRequest, row: HelpCenterRow): string[] {
  const urls = [`${ctx.origin.of(request)}/docs/${row.slug}/sso/callback`];
  const docsUrl = ctx.config.publicSite.docsUrl;
  if (docsUrl) urls.push(`${docsUrl}/${row.slug}/sso/callback`);
  if (row.customDomain && row.domainStatus === 'VERIFIED')
    urls.push(`https://${row.customDomain}/sso/callback`);
  return [...new Set(urls)];
}

function present(ctx: AppContext, request: FastifyRequest, row: HelpCenterRow): HelpCenterSso {
  return {
    issuer: row.ssoIssuer,
    clientId: row.ssoClientId,
    hasClientSecret: row.ssoClientSecretSealed !== null,
    allowedDomains: row.ssoAllowedDomains,
    claim:
      row.ssoClaimName && row.ssoClaimValue !== null
        ? { name: row.ssoClaimName, value: row.ssoClaimValue }
        : null,
    callbackUrls: callbackUrls(ctx, request, row),
    active: row.authenticationType === 'SSO',
  };
}

/** `GET /help-centers/{id}/sso` (admins). */
export async function readSso(call: Call): Promise<HelpCenterSso> {
  const organizationId = adminOfHelpCenters(call.actor);
  return present(call.ctx, call.request, await findHelpCenter(call.ctx.db, organizationId, call.id));
}

/**
 * `PUT /help-centers/{id}/sso` (admins): the provider is discovered first (through the SSRF guard),
 * so a mistyped issuer is refused before readers meet it; then the configuration (the secret
 * sealed), and with `activate` the switch to SSO, in one transaction. Readers signed in before
 * sign in again (the configuration's time is in their cookie's signature).
 */
export async function updateSso(
  call: Call & { body: UpdateHelpCenterSsoRequest; clients: OidcClients },
): Promise<HelpCenterSso> {
  const { ctx, body } = call;
  const organizationId = adminOfHelpCenters(call.actor);
  const current = await findHelpCenter(ctx.db, organizationId, call.id);
  const secret = ctx.config.jwtSecret;
  const clientSecret = body.clientSecret ?? providerOf(current, secret)?.clientSecret;
  if (!clientSecret) {
    throw badRequest(
      'Please enter the client secret your OpenID provider gave you',
      'SSO_CLIENT_SECRET_REQUIRED',
    );
  }
  const issuer = body.issuer.replace(/\/+$/, '');
  const allowed = ctx.config.fetchAllowedPrivateHosts;
  if (!mayUseHttp(issuer, allowed)) {
    throw badRequest('The issuer URL must start with https://', 'SSO_DISCOVERY_FAILED');
  }
  try {
    await call.clients.discover({ issuer, clientId: body.clientId, clientSecret });
  } catch (error) {
    call.request.log.info({ err: error }, 'OpenID discovery of a new issuer failed');
    throw badRequest(
      'The OpenID provider could not be reached at this issuer URL, or it is not an OpenID provider',
      'SSO_DISCOVERY_FAILED',
    );
  }
  const now = ctx.clock.now();
  let saved: HelpCenterRow | undefined;
  await ctx.changes.transaction(ctx.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, call.id, { lock: true });
    [saved] = await tx
      .update(helpCenters)
      .set({
        ssoIssuer: issuer,
        ssoClientId: body.clientId,
        ssoClientSecretSealed: body.clientSecret
          ? seal(secret, SSO_SECRET_PURPOSE, body.clientSecret)
          : center.ssoClientSecretSealed,
        ssoAllowedDomains: [...new Set(body.allowedDomains ?? [])],
        ssoClaimName: body.claim?.name ?? null,
        ssoClaimValue: body.claim?.value ?? null,
        ssoUpdatedAt: now,
        ssoVersion: center.ssoVersion + 1,
        ...(body.activate ? { authenticationType: 'SSO' as const, ssoEnabled: true } : {}),
        updatedAt: now,
      })
      .where(helpCenterOf(organizationId, center.id))
      .returning();
    await record(helpCenterChanged(center));
  });
  return present(ctx, call.request, saved as HelpCenterRow);
}
