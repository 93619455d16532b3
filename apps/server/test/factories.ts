import type { OrganizationType } from '@support/shared';
import type { App } from '../src/app';
import { bearer, uniqueEmail } from './app';

/**
 * Test data made through the real API, so every factory exercises the same code a client does.
 * Each call makes its own user and organization: tests never share state.
 */

export type RegisteredUser = {
  token: string;
  email: string;
  password: string;
  userId: string;
  /** The organization registration created (or the invited one when inviteToken was given). */
  organizationId: string;
};

export async function registerUser(
  app: App,
  options: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    organizationType?: OrganizationType;
    organizationName?: string;
    inviteToken?: string;
    /** The client address the request comes from (per-client rate limits). */
    remoteAddress?: string;
  } = {},
): Promise<RegisteredUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const organizationType = options.organizationType ?? 'PERSONAL';
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    remoteAddress: options.remoteAddress,
    payload: {
      email,
      password,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      organizationType,
      organizationName:
        options.organizationName ?? (organizationType === 'COMPANY' ? `Company ${email}` : undefined),
      inviteToken: options.inviteToken,
    },
  });
  if (res.statusCode !== 200) throw new Error(`registerUser failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  const profile = await app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(token) });
  if (profile.statusCode !== 200) throw new Error(`profile failed: ${profile.statusCode} ${profile.body}`);
  const { id, activeOrganizationId } = profile.json() as { id: string; activeOrganizationId: string };
  return {
    token,
    email: email.trim().toLowerCase(),
    password,
    userId: id,
    organizationId: activeOrganizationId,
  };
}

/** Signs in through the API and returns the new session token. */
export async function login(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** An admin whose active organization is a COMPANY one of their own (registration's company choice). */
export function registerCompanyAdmin(
  app: App,
  options: Parameters<typeof registerUser>[1] = {},
): Promise<RegisteredUser> {
  return registerUser(app, { organizationType: 'COMPANY', ...options });
}

/** The raw token of the newest invitation mail to `email` (in-memory mailer of createTestApp()). */
export function invitationTokenFor(app: App, email: string): string {
  const sent = (app.ctx.mailer as unknown as { sent?: { to: string; link?: string }[] }).sent;
  if (!sent)
    throw new Error('invitationTokenFor needs the in-memory mailer (createTestApp without SMTP_URL)');
  const mail = sent.filter((message) => message.to === email).at(-1);
  const token = mail?.link ? new URL(mail.link).searchParams.get('inviteToken') : null;
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

/** Invites a new address into the admin's active organization; returns the address and its token. */
export async function inviteEmail(
  app: App,
  admin: { token: string },
  options: { email?: string; role?: 'ADMIN' | 'MEMBER' } = {},
): Promise<{ email: string; invitationId: string; inviteToken: string }> {
  const email = options.email ?? uniqueEmail('invitee');
  const res = await app.inject({
    method: 'POST',
    url: '/v1/organization/users/invite',
    headers: bearer(admin.token),
    payload: { email, role: options.role ?? 'MEMBER' },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return {
    email,
    invitationId: (res.json() as { id: string }).id,
    inviteToken: invitationTokenFor(app, email),
  };
}

/** A new user who joined the admin's active organization through an invitation (now their active one). */
export async function addMember(
  app: App,
  admin: { token: string },
  options: { role?: 'ADMIN' | 'MEMBER'; firstName?: string; lastName?: string } = {},
): Promise<RegisteredUser> {
  const { email, inviteToken } = await inviteEmail(app, admin, { role: options.role });
  return registerUser(app, { email, inviteToken, firstName: options.firstName, lastName: options.lastName });
}

/** Starts the organization's 30-day trial (the onboarding trial step) for the admin's active organization. */
export async function startTrial(app: App, token: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/plan/subscribe',
    headers: bearer(token),
    payload: { planId: 'extended-trial' },
  });
  if (res.statusCode !== 200) throw new Error(`startTrial failed: ${res.statusCode} ${res.body}`);
}

/** A company admin whose organization runs the trial: what most team and product tests need. */
export async function registerTrialAdmin(
  app: App,
  options: Parameters<typeof registerUser>[1] = {},
): Promise<RegisteredUser> {
  const admin = await registerCompanyAdmin(app, options);
  await startTrial(app, admin.token);
  return admin;
}

/** Buys a paid plan through the built-in checkout (no Stripe configured), by the plan's product id. */
export async function buyPlan(app: App, token: string, productId: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/payment/create-checkout-session',
    headers: bearer(token),
    payload: { productId },
  });
  if (res.statusCode !== 200) throw new Error(`buyPlan failed: ${res.statusCode} ${res.body}`);
}

/** A manual article in the caller's active organization (through the API); returns its id. */
export async function createArticle(
  app: App,
  token: string,
  options: { title?: string; content?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/help-articles/create-manual-article',
    headers: bearer(token),
    payload: { title: options.title ?? 'How to test', content: options.content ?? 'Some *markdown*.' },
  });
  if (res.statusCode !== 201) throw new Error(`createArticle failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** A 1×1 PNG, the smallest real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads an external image to an article; returns the response for the test to inspect. */
export function uploadImage(
  app: App,
  token: string,
  articleId: string,
  filename: string,
  bytes: Buffer,
  type?: string,
) {
  const { payload, headers } = multipartFile('image', filename, bytes, type);
  return app.inject({
    method: 'POST',
    url: `/v1/help-articles/${articleId}/external-images`,
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

/** Recordings (`POST /v1/recordings`) with sharp-made screenshots: see test/recordings.ts. */
export { recordingForm, screenshot, uploadRecording } from './recordings';
