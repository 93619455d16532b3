import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { registerUser } from '../../../test/factories';

/**
 * A flood of sign-ins with a new e-mail each time, all at once from one address: the password gate
 * lets that address run one check at a time and answers the rest at once with 429 and Retry-After,
 * so a sign-in from another address is not stuck behind the flood's argon2 runs.
 */
describe('sign-in under a flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production defaults of the gate (one check per client) and of the address budget (30 a
    // minute), on two slots and a short queue.
    t = await createTestApp({
      env: {
        PASSWORD_HASH_CONCURRENCY: '2',
        PASSWORD_HASH_QUEUE: '2',
        PASSWORD_HASH_PER_CLIENT: '1',
        RATE_LIMIT_LOGIN_PER_CLIENT_PER_MINUTE: '30',
      },
    });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });

  it('answers a flood from one address with fast 429s while another address signs in', async () => {
    const user = await registerUser(t.app, { remoteAddress: '198.51.100.1' });
    const flood = Array.from({ length: 30 }, () => signIn(uniqueEmail('flood'), 'guess-123', '203.0.113.7'));
    const real = await signIn(user.email, user.password, '198.51.100.2');
    const answers = await Promise.all(flood);

    expect(real.statusCode).toBe(200);
    const refused = answers.filter((res) => res.statusCode === 429);
    // At most one check of the flood at a time: nearly all of the 30 are refused without hashing.
    expect(refused.length).toBeGreaterThanOrEqual(25);
    expect(refused[0]?.headers['retry-after']).toBe('1');
    expect(refused[0]?.json().code).toBe('RATE_LIMITED');
  });

  it('spends the address budget with the refusals of a parallel flood, so it gets no further checks this minute', async () => {
    const address = '203.0.113.9';
    // The budget is a fixed minute window: start the burst just after a window opens, so the refusal
    // that follows has most of the minute left to wait (at 59.5 s into a window it would say 1 s).
    const minute = 60_000;
    t.clock.set(new Date(Math.floor(Date.now() / minute) * minute + minute + 1_000));
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => signIn(uniqueEmail('burst'), 'guess-123', address)),
    );
    const checked = burst.filter((res) => res.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(2);
    // The burst's refusals used up the minute: the next attempt, alone, is refused unchecked.
    const after = await signIn(uniqueEmail('after'), 'guess-123', address);
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(1);
    // Another address is not affected.
    const other = await signIn(uniqueEmail('other'), 'guess-123', '203.0.113.10');
    expect(other.statusCode).toBe(401);
  });
});
