import { z } from 'zod';

/**
 * A help center's own domain: a host name with at least two labels, letters, digits and dashes only
 * (an internationalized name in its xn-- form), no port, no path, no IP address. Lower case and
 * without the trailing dot of a fully qualified name, so that one domain is always written one way
 * (compared, stored and looked up by the Host of a request).
 */
export const ZCustomDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(253, { message: 'A domain can be at most 253 characters' })
      .regex(/^(?=.*[a-z])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
        message: 'Please enter a domain such as help.example.com, without https:// or a path',
      }),
  );

/**
 * A custom domain serves its help center only once its owner proved control of it (as Zendesk and
 * Document360 do): PENDING until a DNS check finds the token, VERIFIED while it does, FAILED when
 * a check did not (the reason is kept); a domain that is not VERIFIED serves nothing.
 */
export const DOMAIN_VERIFICATION_STATES = ['PENDING', 'VERIFIED', 'FAILED'] as const;
export type DomainVerificationState = (typeof DOMAIN_VERIFICATION_STATES)[number];

/** The label in front of the domain whose TXT record carries the token. */
export const DOMAIN_VERIFICATION_LABEL = '_support-verification';
export const domainVerificationRecordName = (domain: string) => `${DOMAIN_VERIFICATION_LABEL}.${domain}`;

export const ZDomainVerification = z.object({
  status: z.enum(DOMAIN_VERIFICATION_STATES),
  /** The TXT record to create: its name and its value (the token). */
  recordName: z.string(),
  recordValue: z.string(),
  /** The last check, by DNS or by an operator; null before the first. */
  checkedAt: z.iso.datetime().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  /** Why the last check failed (FAILED only). */
  failureReason: z.string().nullable(),
  /** How it was verified: its DNS record, or an operator of this install marked it verified. */
  verifiedBy: z.enum(['DNS', 'OPERATOR']).nullable(),
});
export type DomainVerification = z.infer<typeof ZDomainVerification>;
