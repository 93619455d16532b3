import { describe, expect, it } from 'vitest';
import {
  continueRedirect,
  registerRedirect,
  returnPath,
  validateRegisterForm,
  validateResetForm,
} from './rules';

describe('set-new-password rules', () => {
  const ok = { token: 'reset-token', password: 'long-enough', confirm: 'long-enough' };

  it('accepts a matching password of at least 8 characters with a token', () => {
    expect(validateResetForm(ok)).toEqual({});
    expect(validateResetForm({ ...ok, password: '12345678', confirm: '12345678' })).toEqual({});
  });

  it('requires the reset token from the link', () => {
    expect(validateResetForm({ ...ok, token: null }).form).toBe('reset.errors.invalidToken');
    expect(validateResetForm({ ...ok, token: '  ' }).form).toBe('reset.errors.invalidToken');
  });

  it('requires a password, of at least 8 characters', () => {
    expect(validateResetForm({ ...ok, password: '', confirm: '' }).password).toBe(
      'reset.errors.passwordRequired',
    );
    expect(validateResetForm({ ...ok, password: '1234567', confirm: '1234567' }).password).toBe(
      'errors.passwordTooShort',
    );
  });

  it('requires the confirmation to equal the password', () => {
    expect(validateResetForm({ ...ok, confirm: 'long-enougH' }).confirm).toBe('reset.errors.mismatch');
  });
});

describe('registration rules', () => {
  const base = { organizationName: '', email: 'a@example.com', password: 'long-enough' };

  it('needs an organization name only for a company', () => {
    expect(validateRegisterForm({ ...base, organizationType: 'COMPANY' }).organizationName).toBeDefined();
    expect(validateRegisterForm({ ...base, organizationType: 'PERSONAL' })).toEqual({});
    expect(validateRegisterForm(base)).toEqual({});
  });

  it('checks the 8-character minimum before calling the server', () => {
    expect(validateRegisterForm({ ...base, password: 'short' }).password).toBe('errors.passwordTooShort');
  });

  it('refuses a password of spaces only before calling the server', () => {
    expect(validateRegisterForm({ ...base, password: '          ' }).password).toBe('errors.passwordBlank');
    expect(validateResetForm({ token: 't', password: '        ', confirm: '        ' }).password).toBe(
      'errors.passwordBlank',
    );
  });
});

describe('where a signed-in visitor goes', () => {
  it('continues joining when the link carries an invite token', () => {
    expect(registerRedirect('a b')).toBe('/onboarding/company-join?inviteToken=a%20b');
    expect(continueRedirect('tok')).toBe('/onboarding/company-join?inviteToken=tok');
  });

  it('otherwise goes to onboarding after register and home after the combined screen', () => {
    expect(registerRedirect(null)).toBe('/onboarding/profile');
    expect(continueRedirect(null)).toBe('/');
  });
});

describe('return path after sign-in', () => {
  it('returns to a path of this app the visitor asked for', () => {
    expect(returnPath({ from: '/articles/42?tab=steps' }, null)).toBe('/articles/42?tab=steps');
    expect(returnPath(null, '/settings/account')).toBe('/settings/account');
  });

  it('goes home for other origins, protocol-relative and backslash tricks, and the sign-in screens', () => {
    for (const path of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/login?next=/x',
      '',
    ]) {
      expect(returnPath({ from: path }, null)).toBe('/');
      expect(returnPath(undefined, path)).toBe('/');
    }
  });
});
