import { describe, expect, it } from 'vitest';
import { translate } from './texts';

/** The auth screens' texts read the same catalogues as i18next, with the same results. */
describe('translate', () => {
  const catalogue = { login: { title: 'Welcome back' }, sent: 'We sent a link to {{email}}.' };

  it('reads dotted keys and fills {{values}}', () => {
    expect(translate(catalogue, 'login.title')).toBe('Welcome back');
    expect(translate(catalogue, 'sent', { email: 'ada@example.com' })).toBe(
      'We sent a link to ada@example.com.',
    );
  });

  it('gives a missing key back as is, or the default text', () => {
    expect(translate(catalogue, 'login.missing')).toBe('login.missing');
    expect(translate(catalogue, 'login')).toBe('login');
    expect(translate(undefined, 'unexpectedError.title', 'Unexpected Application Error')).toBe(
      'Unexpected Application Error',
    );
  });
});
