import { takeBlockedConnections } from '@support/shared/testing/networkGuard';
import { afterEach, describe, expect, it } from 'vitest';

// What the guard refuses here on purpose is taken off its list, so its after-each check passes.
afterEach(() => {
  takeBlockedConnections();
});

describe('the network guard in the browser-like environment', () => {
  it('refuses fetch and XMLHttpRequest to another host, with a message that says why', async () => {
    await expect(fetch('https://api.example.com/v1/users')).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/Network guard: a request to https:\/\/api.example.com/) },
    });
    const request = new XMLHttpRequest();
    expect(() => request.open('GET', 'http://203.0.113.1/data')).toThrow(/Network guard/);
    expect(takeBlockedConnections()).toEqual([
      'a request to https://api.example.com',
      'a request to http://203.0.113.1',
    ]);
  });

  it("lets the page's own relative and loopback addresses through", () => {
    const request = new XMLHttpRequest();
    request.open('GET', '/v1/help-articles');
    request.open('GET', 'http://127.0.0.1:3000/v1/help-articles');
    expect(takeBlockedConnections()).toEqual([]);
  });
});
