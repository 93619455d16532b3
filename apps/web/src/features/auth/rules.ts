import { newPasswordProblem } from '@support/shared';

/** Pure client rules of the auth screens; the values are keys of the `auth` catalogue. */

export function companyJoinPath(inviteToken: string): string {
  return `/onboarding/company-join?inviteToken=${encodeURIComponent(inviteToken)}`;
}

export function withInviteToken(path: string, inviteToken: string | null): string {
  return inviteToken ? `${path}?inviteToken=${encodeURIComponent(inviteToken)}` : path;
}

/** Register: a signed-in visitor continues joining with the invitation, else with onboarding. */
export function registerRedirect(inviteToken: string | null): string {
  return inviteToken ? companyJoinPath(inviteToken) : '/onboarding/profile';
}

/** Combined login-or-register: a signed-in visitor continues joining with the invitation, else goes home. */
export function continueRedirect(inviteToken: string | null): string {
  return inviteToken ? companyJoinPath(inviteToken) : '/';
}

/** The catalogue key for what is wrong with a new password (the shared rule; common ones the server refuses). */
function passwordProblemKey(password: string): string {
  return newPasswordProblem(password) === 'BLANK' ? 'errors.passwordBlank' : 'errors.passwordTooShort';
}

export type ResetFormInput = { token: string | null; password: string; confirm: string };
export type ResetFormErrors = { form?: string; password?: string; confirm?: string };

/** Spec 01 §5 (the 8-character reading, as the server enforces it). */
export function validateResetForm({ token, password, confirm }: ResetFormInput): ResetFormErrors {
  const errors: ResetFormErrors = {};
  if (!token?.trim()) errors.form = 'reset.errors.invalidToken';
  if (!password) errors.password = 'reset.errors.passwordRequired';
  else if (newPasswordProblem(password)) errors.password = passwordProblemKey(password);
  if (password && confirm !== password) errors.confirm = 'reset.errors.mismatch';
  return errors;
}

export type CredentialsInput = { email: string; password: string };
export type CredentialsErrors = { email?: string; password?: string };

/** Sign-in and login-or-register: both are needed (the password's rules are the server's to apply). */
export function validateCredentials({ email, password }: CredentialsInput): CredentialsErrors {
  return {
    email: email.trim() ? undefined : 'errors.emailRequired',
    password: password ? undefined : 'errors.passwordRequired',
  };
}

export type RegisterFormInput = {
  /** Undefined when the screen does not offer the Company/Personal choice (simple and invite variants). */
  organizationType?: 'COMPANY' | 'PERSONAL';
  organizationName: string;
  email: string;
  password: string;
};
export type RegisterFormErrors = { organizationName?: string; email?: string; password?: string };

export function validateRegisterForm(input: RegisterFormInput): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  if (input.organizationType === 'COMPANY' && !input.organizationName.trim()) {
    errors.organizationName = 'register.errors.organizationNameRequired';
  }
  if (!input.email.trim()) errors.email = 'errors.emailRequired';
  if (newPasswordProblem(input.password)) errors.password = passwordProblemKey(input.password);
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * Where a sign-in returns to: the address a signed-out visitor asked for (RequireAuth's
 * `state.from`, or `?next=` after a session ended), when it is a path of this app. Anything else
 * (another origin, `//host`, `/\host`, a scheme, the sign-in screens themselves) goes home, so a
 * crafted link cannot send someone elsewhere after they sign in.
 */
export function returnPath(state: unknown, next: string | null): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  const candidate = typeof from === 'string' ? from : next;
  if (!candidate?.startsWith('/') || candidate.startsWith('//')) return '/';
  if (candidate.includes('\\') || [...candidate].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  if (/^\/(login|register|continue|request-reset|reset-password)(\/|\?|$)/.test(candidate)) return '/';
  return candidate;
}
