import { describe, expect, it } from 'vitest';
import { profileBadge, trialBannerDays, userInitials } from './trial';

const now = new Date('2026-03-10T12:00:00Z');

describe('trial days left', () => {
  it('counts calendar days: a trial ending later today or tomorrow morning has 1 day left', () => {
    const noon = new Date(2026, 2, 10, 12, 0);
    expect(
      trialBannerDays(
        { subscriptionType: 'TRIAL', trialEndsAt: new Date(2026, 2, 10, 18, 0).toISOString() },
        noon,
      ),
    ).toBe(1);
    expect(
      trialBannerDays(
        { subscriptionType: 'TRIAL', trialEndsAt: new Date(2026, 2, 11, 8, 0).toISOString() },
        noon,
      ),
    ).toBe(1);
    expect(
      trialBannerDays(
        { subscriptionType: 'TRIAL', trialEndsAt: new Date(2026, 2, 20, 23, 0).toISOString() },
        noon,
      ),
    ).toBe(10);
  });

  it('is 0 once the trial has ended', () => {
    expect(trialBannerDays({ subscriptionType: 'TRIAL', trialEndsAt: '2026-02-01T00:00:00Z' }, now)).toBe(0);
  });

  it('shows the banner only for a trial with an end date', () => {
    expect(
      trialBannerDays(
        { subscriptionType: 'TRIAL', trialEndsAt: new Date(2026, 2, 13, 9, 0).toISOString() },
        new Date(2026, 2, 10, 12, 0),
      ),
    ).toBe(3);
    expect(
      trialBannerDays({ subscriptionType: 'REGULAR', trialEndsAt: '2026-03-13T00:00:00Z' }, now),
    ).toBeNull();
    expect(trialBannerDays({ subscriptionType: 'TRIAL', trialEndsAt: null }, now)).toBeNull();
    expect(trialBannerDays(undefined, now)).toBeNull();
  });
});

describe('profile badge', () => {
  it('is Admin for super admins, paid or not', () => {
    expect(profileBadge({ userType: 'SUPER_ADMIN', hasPaidPlan: true })).toBe('admin');
    expect(profileBadge({ userType: 'SUPER_ADMIN', hasPaidPlan: false })).toBe('admin');
  });

  it('is Pro only for paying regular users', () => {
    expect(profileBadge({ userType: 'REGULAR', hasPaidPlan: true })).toBe('pro');
    expect(profileBadge({ userType: 'REGULAR', hasPaidPlan: false })).toBeNull();
  });
});

describe('user initials', () => {
  it('takes the first letters of first and last name, else of the e-mail', () => {
    expect(userInitials({ firstName: 'ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe('AL');
    expect(userInitials({ firstName: 'Ada', lastName: '', email: 'a@x.io' })).toBe('A');
    expect(userInitials({ firstName: '', lastName: '', email: 'zoe@x.io' })).toBe('Z');
  });
});
