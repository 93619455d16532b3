import { authApi, type EndpointInput } from '@support/shared';
import { call } from '../../lib/client';

/**
 * Spec 01 §7: the auth screens' calls, through the shared contract and the small fetch client
 * (the screens load without zod: the build leaves the schemas out). Each answers the session
 * token, or nothing.
 */
type Body<E extends keyof typeof authApi> = EndpointInput<(typeof authApi)[E]>['body'];

export const login = (body: Body<'login'>) => call(authApi.login, { body });
export const register = (body: Body<'register'>) => call(authApi.register, { body });
export const loginOrRegister = (body: Body<'loginOrRegister'>) => call(authApi.loginOrRegister, { body });

export async function requestPasswordReset(body: Body<'requestPasswordReset'>): Promise<void> {
  await call(authApi.requestPasswordReset, { body });
}

export async function resetPassword(body: Body<'resetPassword'>): Promise<void> {
  await call(authApi.resetPassword, { body });
}
