import { and, eq } from 'drizzle-orm';
import { bearer, type TestApp } from '../../../test/app';
import { addMember, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { auditLog, users } from '../../db/schema';

/** Test helpers of the admin operations' tests (not imported by the app). */

/** A super admin with an organization of their own, made as the installation's CLI would. */
export async function registerSuperAdmin(t: TestApp): Promise<RegisteredUser> {
  const user = await registerTrialAdmin(t.app);
  await t.app.ctx.db.update(users).set({ userType: 'SUPER_ADMIN' }).where(eq(users.id, user.userId));
  return user;
}

/** An organization ADMIN and a MEMBER of it: neither may see the area. */
export async function outsiders(t: TestApp) {
  const admin = await registerTrialAdmin(t.app);
  const member = await addMember(t.app, admin);
  return { admin, member };
}

export const call = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  query?: Record<string, string>,
) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    query,
    headers: token ? bearer(token) : {},
  });

/** The audit entries about one target, oldest first. */
export async function auditOf(t: TestApp, targetType: string, targetId: string) {
  const rows = await t.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Every route of the area is answered like an unknown one for anyone but a super admin. */
export async function expectHiddenFrom(t: TestApp, token: string | undefined, routes: [string, string][]) {
  const statuses = [];
  for (const [method, url] of routes) {
    const res = await call(t, method as 'GET' | 'POST', url, token);
    statuses.push({ url, status: res.statusCode, message: (res.json() as { message?: string }).message });
  }
  return statuses;
}
