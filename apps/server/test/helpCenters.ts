import type { HelpCenter } from '@support/shared';
import { bearer, type TestApp } from './app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from './factories';

/**
 * An organization on the Business plan with a published help center and one published article in a group:
 * its admin, the help center and a call to the API as that admin.
 */
export async function helpCenterWithArticle(t: TestApp, name = 'Acme Help', title = 'Set up billing') {
  const admin: RegisteredUser = await registerTrialAdmin(t.app);
  await buyPlan(t.app, admin.token, 'prod_business');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload });
  const center: HelpCenter = (await call('POST', '/help-centers', { name })).json();
  await call('POST', `/help-centers/${center.id}/publish`);
  const group = (
    await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
  ).json();
  const id = await createArticle(t.app, admin.token, { title, content: 'Billing needs an admin.' });
  await call('POST', `/help-articles/${id}/publish`);
  await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
  return { admin, center, call };
}
