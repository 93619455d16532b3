import {
  type DomainVerification,
  domainVerificationRecordName,
  type HelpCenter,
  type HelpCenterLink,
} from '@support/shared';
import type { Actor } from '../../core/actor';
import type { Storage } from '../../lib/storage';
import { canDeleteHelpCenter, canUpdateHelpCenter } from './policy';
import type { HelpCenterLinkRow, HelpCenterRow } from './queries';

/**
 * The public site's address: DOCS_URL plus the slug where a docs host is configured, otherwise this
 * server's trusted origin plus /docs/ and the slug (ISSUE "public help center" addresses).
 */
export function helpCenterUrl(
  site: { docsUrl: string | undefined; origin: string },
  slug: string,
  customDomain: string | null = null,
): string {
  // Its own domain serves it at the root; TLS is the reverse proxy's (docs/help-centers.md, "Custom domains").
  if (customDomain) return `https://${customDomain}`;
  return site.docsUrl ? `${site.docsUrl}/${slug}` : `${site.origin}/docs/${slug}`;
}

/** The record the team creates at its DNS host and where the check stands. */
function presentDomainVerification(row: HelpCenterRow): DomainVerification | null {
  if (!row.customDomain || !row.domainToken) return null;
  return {
    status: row.domainStatus ?? 'PENDING',
    recordName: domainVerificationRecordName(row.customDomain),
    recordValue: row.domainToken,
    checkedAt: row.domainCheckedAt?.toISOString() ?? null,
    verifiedAt: row.domainVerifiedAt?.toISOString() ?? null,
    failureReason: row.domainFailureReason,
    verifiedBy: row.domainVerifiedBy,
  };
}

export function presentLink(row: HelpCenterLinkRow): HelpCenterLink {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    url: row.url,
    icon: row.icon,
    order: row.sortOrder,
  };
}

export async function presentHelpCenter(
  row: HelpCenterRow,
  links: HelpCenterLinkRow[],
  context: { storage: Storage; docsUrl: string | undefined; origin: string; actor: Actor },
): Promise<HelpCenter> {
  const logo = row.logoKey ? await context.storage.signedUrl(row.logoKey) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    slug: row.slug,
    // A domain serves the site only once verified: until then the site's own address is its address.
    publicUrl: helpCenterUrl(context, row.slug, row.domainStatus === 'VERIFIED' ? row.customDomain : null),
    logo,
    settings: {
      logo,
      backToHomepageUrl: row.backToHomepageUrl,
      customDomain: row.customDomain,
      language: row.language,
      primaryColor: row.primaryColor,
      backgroundColor: row.backgroundColor,
      textColor: row.textColor,
      authenticationType: row.authenticationType,
      ssoEnabled: row.ssoEnabled,
      hasPassword: row.passwordHash !== null,
    },
    domainVerification: presentDomainVerification(row),
    theme: row.extractedTheme ?? null,
    links: links.map(presentLink),
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canUpdate: canUpdateHelpCenter(context.actor, row),
    canDelete: canDeleteHelpCenter(context.actor, row),
  };
}
