import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secretBox';

describe('secretBox', () => {
  const secret = 'a-long-jwt-secret-a-long-jwt-secret-0123456789';
  it('opens what it sealed, for the same purpose only, and never shows the plain text', () => {
    const sealed = seal(secret, 'sso', 'client secret ✓');
    expect(sealed).not.toContain('client');
    expect(unseal(secret, 'sso', sealed)).toBe('client secret ✓');
    expect(unseal(secret, 'other', sealed)).toBeNull();
    expect(unseal(`${secret}x`, 'sso', sealed)).toBeNull();
    expect(seal(secret, 'sso', 'same')).not.toBe(seal(secret, 'sso', 'same'));
  });
  it('refuses an altered value', () => {
    const [v, iv, tag, body] = seal(secret, 'sso', 'value').split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(unseal(secret, 'sso', [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(unseal(secret, 'sso', 'garbage')).toBeNull();
  });
});
