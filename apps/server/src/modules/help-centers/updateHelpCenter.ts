import type { ZUpdateHelpCenterSettingsRequest } from '@support/shared';
import { and, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db, Tx } from '../../db/client';
import { helpCenters } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { WorkGate } from '../../lib/workGate';
import { helpCenterChanged } from './changes';
import { domainColumnsFor } from './domainState';
import { adminOfHelpCenters, helpCenterOf } from './policy';
import { findHelpCenter } from './queries';

type Edit = { db: Db; changes: ChangeBus; actor: Actor; id: string; now: Date };
type Settings = z.output<typeof ZUpdateHelpCenterSettingsRequest>;

/** `PUT /help-centers/{id}` {name, description}: the slug stays as it is. */
export async function updateHelpCenter(input: Edit & { name: string; description: string | null }) {
  const organizationId = adminOfHelpCenters(input.actor);
  await input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
    await tx
      .update(helpCenters)
      .set({ name: input.name, description: input.description, updatedAt: input.now })
      .where(helpCenterOf(organizationId, center.id));
    await record(helpCenterChanged(center));
  });
}

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter a password to protect this help center';
export const SSO_NOT_CONFIGURED_MESSAGE =
  'Set up the OpenID provider first: readers could not sign in otherwise';

/**
 * `PUT /help-centers/{id}/settings`: any of the name, description, colours, back-to-homepage URL,
 * custom domain, language and protection, in one transaction. A password is kept only as an argon2id hash (hashed through the password gate, like
 * every sign-in) and never sent back. PASSWORD needs a password, given now or set before; NONE
 * keeps a set password for a later switch back. SSO needs its OpenID provider set up first
 * (`PUT /help-centers/{id}/sso`), or no reader could sign in.
 */
export async function updateHelpCenterSettings(
  input: Edit & {
    settings: Settings;
    passwordGate: WorkGate;
    clientKey: string;
    /** Whether a host is this install's own (routes.ts, isOwnHost): never a help center's domain. */
    reserved: (domain: string) => boolean;
  },
) {
  const organizationId = adminOfHelpCenters(input.actor);
  const { password, customDomain, ...settings } = input.settings;
  const current = await findHelpCenter(input.db, organizationId, input.id);
  const newPassword = password ? password : undefined;
  const type = settings.authenticationType ?? current.authenticationType;
  if (type === 'PASSWORD' && !newPassword && !current.passwordHash) {
    throw badRequest(PASSWORD_REQUIRED_MESSAGE, 'PASSWORD_REQUIRED');
  }
  if (type === 'SSO' && current.authenticationType !== 'SSO' && !current.ssoIssuer) {
    throw badRequest(SSO_NOT_CONFIGURED_MESSAGE, 'SSO_NOT_CONFIGURED');
  }
  const passwordHash = newPassword
    ? await input.passwordGate.run(input.clientKey, () => hashPassword(newPassword))
    : undefined;
  await input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
    // A password removed by another admin meanwhile leaves nothing to protect with.
    if (type === 'PASSWORD' && !passwordHash && !center.passwordHash) {
      throw badRequest(PASSWORD_REQUIRED_MESSAGE, 'PASSWORD_REQUIRED');
    }
    if (customDomain) await assertDomainFree(tx, customDomain, center.id, input.reserved);
    // The same domain saved again keeps its token and state; another one starts unverified.
    const domain =
      customDomain !== undefined && customDomain !== center.customDomain
        ? domainColumnsFor(customDomain)
        : {};
    await tx
      .update(helpCenters)
      .set({ ...settings, ...domain, ...(passwordHash ? { passwordHash } : {}), updatedAt: input.now })
      .where(helpCenterOf(organizationId, center.id));
    await record(helpCenterChanged(center));
  });
}

export const CUSTOM_DOMAIN_TAKEN_MESSAGE = 'This domain is already used by another help center';
export const CUSTOM_DOMAIN_RESERVED_MESSAGE =
  'This is an address of this server itself; choose a domain of your own';

/**
 * A domain serves one help center, and never this install's own address: a tenant who claimed it
 * would take the app's pages (sign-in, reset) from every user. `domain` comes normalised (lower
 * case, no trailing dot: ZCustomDomain); the stored one is compared in lower case too. Checked
 * under the help center's lock; the unique index stops two admins who choose it at the same moment.
 */
async function assertDomainFree(
  tx: Tx,
  domain: string,
  centerId: string,
  reserved: (domain: string) => boolean,
) {
  if (reserved(domain)) throw badRequest(CUSTOM_DOMAIN_RESERVED_MESSAGE, 'CUSTOM_DOMAIN_RESERVED');
  const [other] = await tx
    .select({ id: helpCenters.id })
    .from(helpCenters)
    .where(and(sql`lower(${helpCenters.customDomain}) = ${domain}`, ne(helpCenters.id, centerId)));
  if (other) throw conflict(CUSTOM_DOMAIN_TAKEN_MESSAGE, 'CUSTOM_DOMAIN_TAKEN');
}
