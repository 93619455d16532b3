import { beforeEach, describe, expect, it } from 'vitest';
import {
  justCreatedOrganization,
  normalizeWebsiteUrl,
  showsGermanFormality,
  stepAfterPreferences,
} from './flow';

describe('step after preferences', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers the trial only right after creating an organization', () => {
    expect(stepAfterPreferences(true)).toBe('/onboarding/trial-activation');
    expect(stepAfterPreferences(false)).toBe('/onboarding/install-recorder');
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
