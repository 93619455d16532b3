import { beforeEach, describe, expect, it } from 'vitest';
import {
  justCreatedOrganization,
  normalizeWebsiteUrl,
  offersTrial,
  showsGermanFormality,
  stepAfterPreferences,
} from './flow';

describe('step after preferences', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes to the trial step when a trial is offered, else to the recorder', () => {
    expect(stepAfterPreferences(true)).toBe('/onboarding/trial-activation');
    expect(stepAfterPreferences(false)).toBe('/onboarding/install-recorder');
  });

  it('offers the trial for a just-created organization or one that never had a subscription', () => {
    const never = { subscription: null, hasEverHadSubscription: false };
    const before = { subscription: null, hasEverHadSubscription: true };
    expect(offersTrial(true, undefined)).toBe(true);
    expect(offersTrial(false, never)).toBe(true);
    expect(offersTrial(false, before)).toBe(false);
    expect(offersTrial(false, undefined)).toBe(false);
  });

  it('keeps the just-created flag for the session until cleared', () => {
    expect(justCreatedOrganization.isSet()).toBe(false);
    justCreatedOrganization.set();
    expect(justCreatedOrganization.isSet()).toBe(true);
    justCreatedOrganization.clear();
    expect(justCreatedOrganization.isSet()).toBe(false);
  });
});

describe('German formality choice', () => {
  it('shows for German with personal or unset addressing', () => {
    expect(showsGermanFormality('de', 'PERSONAL')).toBe(true);
    expect(showsGermanFormality('de', undefined)).toBe(true);
    expect(showsGermanFormality('de', null)).toBe(true);
  });

  it('hides for impersonal addressing or any other language', () => {
    expect(showsGermanFormality('de', 'IMPERSONAL')).toBe(false);
    expect(showsGermanFormality('en', 'PERSONAL')).toBe(false);
    expect(showsGermanFormality('fr', undefined)).toBe(false);
  });
});

describe('website URL', () => {
  it('prefixes https:// unless it starts with http', () => {
    expect(normalizeWebsiteUrl('acme.com')).toBe('https://acme.com');
    expect(normalizeWebsiteUrl('  www.acme.com ')).toBe('https://www.acme.com');
    expect(normalizeWebsiteUrl('http://acme.com')).toBe('http://acme.com');
    expect(normalizeWebsiteUrl('https://acme.com/help')).toBe('https://acme.com/help');
  });

  it('is left out when empty', () => {
    expect(normalizeWebsiteUrl('')).toBeUndefined();
    expect(normalizeWebsiteUrl('   ')).toBeUndefined();
  });
});
