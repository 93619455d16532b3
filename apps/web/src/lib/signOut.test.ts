import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/harness';
import { signOut } from './signOut';

const TOKEN = 'header.payload.signature';

afterEach(() => localStorage.clear());

describe('Log Out', () => {
  it('ends the session on the server with its token, then forgets the token', async () => {
    localStorage.setItem('token', TOKEN);
    const seen: Array<{ url?: string; authorization: unknown; stored: string | null }> = [];
    fakeApi((config) => {
      seen.push({
        url: config.url,
        authorization: config.headers.get('Authorization'),
        stored: localStorage.getItem('token'),
      });
      return config.url === '/auth/logout' ? { status: 200, data: { message: 'Signed out' } } : undefined;
    });
    await signOut();
    expect(seen).toEqual([{ url: '/auth/logout', authorization: `Bearer ${TOKEN}`, stored: TOKEN }]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('still signs out here when the server cannot be reached', async () => {
    localStorage.setItem('token', TOKEN);
    fakeApi(() => ({ status: 503, data: { message: 'Unavailable' } }));
    await signOut();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
