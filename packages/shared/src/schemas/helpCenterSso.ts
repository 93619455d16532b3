import { z } from 'zod';

/** Reader sign-in with OpenID Connect on a help center (issue 50 item 2). */

export const SSO_ALLOWED_DOMAINS_MAX = 20;

const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: 'Please enter an e-mail domain such as example.com',
  });

/** What an admin sees of the configuration: never the client secret, only whether one is kept. */
export const ZHelpCenterSso = z.object({
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  claim: z.object({ name: z.string(), value: z.string() }).nullable(),
  /** The addresses to register at the provider as redirect URIs: one per address the site answers at. */
  callbackUrls: z.array(z.string()),
  /** Whether readers must sign in now (the help center's authentication type is SSO). */
  active: z.boolean(),
});
export type HelpCenterSso = z.infer<typeof ZHelpCenterSso>;

/**
 * `PUT /help-centers/{id}/sso`: the provider (its issuer is checked by discovery before anything
 * is kept), the client, and who may read; `activate` also switches the help center to SSO in the
 * same change. A client secret left out keeps the one kept before.
 */
export const ZUpdateHelpCenterSsoRequest = z.object({
  issuer: z
    .url({ protocol: /^https?$/, message: 'Please enter the issuer URL of your OpenID provider' })
    .max(500),
  clientId: z.string().trim().min(1, { message: 'Please enter the client ID' }).max(300),
  clientSecret: z.string().min(1).max(500).optional(),
  allowedDomains: z.array(ZDomain).max(SSO_ALLOWED_DOMAINS_MAX).default([]),
  claim: z
    .object({
      name: z.string().trim().min(1).max(100),
      value: z.string().trim().min(1).max(300),
    })
    .nullable()
    .default(null),
  activate: z.boolean().default(false),
});
export type UpdateHelpCenterSsoRequest = z.input<typeof ZUpdateHelpCenterSsoRequest>;
