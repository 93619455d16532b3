import type { Db } from '../../db/client';
import { peek, spend } from '../../lib/rateLimit/bucket';
import { consume } from '../../lib/rateLimit/consume';
import { recordAudit } from '../admin/audit';

/**
 * Password tries per reader address: 10 a minute, sliding (a fixed window let 13 through around a
 * minute's end, up to 20). Counted in the database across servers.
 */
export const ATTEMPTS_PER_MINUTE = 10;
/**
 * Wrong passwords per help center and hour, from all addresses together: many addresses (a botnet,
 * IPv6) must not each get 10 a minute at one password. Beyond it every reader's try is answered
 * 429 until the budget refills (one try every 36 s), and an operator finds it in the audit log.
 * Readers already let in keep their cookie.
 */
export const WRONG_PER_HOUR = 100;

export type PasswordBudget = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const addressKey = (ip: string) => `hc-password:${ip}`;
const centerBudget = (helpCenterId: string) => ({
  key: `hc-password-wrong:${helpCenterId}`,
  limit: WRONG_PER_HOUR,
  windowSeconds: 3600,
});

/** Before a try is checked: the address's budget (spent by every try) and the help center's (not spent). */
export async function beforeTry(input: {
  db: Db;
  now: Date;
  ip: string;
  helpCenterId: string;
}): Promise<PasswordBudget> {
  const { db, now } = input;
  const address = await spend({
    db,
    now,
    key: addressKey(input.ip),
    limit: ATTEMPTS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!address.allowed) return address;
  const center = await peek({ db, now, ...centerBudget(input.helpCenterId) });
  return center.allowed ? { allowed: true } : center;
}

/**
 * A wrong password spends one of the help center's tries. The try that spends the last one writes
 * the audit entry, at most once an hour per help center: while an attack goes on the budget refills
 * one try at a time and is spent again, which is one lock-out, not hundreds.
 */
export async function wrongTry(input: {
  db: Db;
  now: Date;
  helpCenter: { id: string; name: string; organizationId: string };
}): Promise<void> {
  const { db, now, helpCenter } = input;
  const budget = centerBudget(helpCenter.id);
  await spend({ db, now, ...budget });
  const left = await peek({ db, now, ...budget });
  if (left.allowed) return;
  const first = await consume({
    db,
    now,
    key: `hc-password-locked:${helpCenter.id}`,
    limit: 1,
    windowSeconds: 3600,
  });
  if (!first.allowed) return;
  await recordAudit(db, {
    actor: { kind: 'system', label: 'Help center password limit' },
    action: 'help_center.password_locked',
    target: { type: 'help_center', id: helpCenter.id, label: helpCenter.name },
    after: {
      wrongTriesPerHour: WRONG_PER_HOUR,
      retryAfterSeconds: left.retryAfterSeconds,
      organizationId: helpCenter.organizationId,
    },
    at: now,
  });
}
