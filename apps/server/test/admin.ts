import { CLI_ACTOR } from '../src/modules/admin/audit';
import { setSuperAdmin } from '../src/modules/admin/superAdmins';
import { bearer, type TestApp } from './app';
import { type RegisteredUser, registerCompanyAdmin } from './factories';

/** A new user made super admin the way an operator does it (`npm run admin -- make-super-admin`). */
export async function registerSuperAdmin(t: TestApp): Promise<RegisteredUser> {
  const user = await registerCompanyAdmin(t.app);
  await setSuperAdmin({
    db: t.app.ctx.db,
    now: t.clock.now(),
    actor: CLI_ACTOR,
    user: { id: user.userId },
    superAdmin: true,
  });
  return user;
}

/** A call to the API as `token` (signed out without one). */
export const apiCall =
  (t: TestApp) => (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: token ? bearer(token) : {}, payload });
