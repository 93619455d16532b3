import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dropMalformedToken, getToken, storeToken } from './token';

describe('session token rules', () => {
  beforeEach(() => localStorage.clear());

  it('stores only tokens with three non-empty dot-separated parts', () => {
    expect(storeToken('a.b')).toBe(false);
    expect(storeToken('a..c')).toBe(false);
    expect(storeToken('a.b.c.d')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(storeToken('aaa.bbb.ccc')).toBe(true);
    expect(localStorage.getItem('token')).toBe('aaa.bbb.ccc');
  });

  it('never hands out a malformed stored token', () => {
    localStorage.setItem('token', 'not-a-jwt');
    expect(getToken()).toBeNull();
  });

  it('removes a malformed stored token at start with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('token', 'broken.token');
    dropMalformedToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps a well-formed stored token', () => {
    localStorage.setItem('token', 'x.y.z');
    dropMalformedToken();
    expect(localStorage.getItem('token')).toBe('x.y.z');
  });
});
