import { describe, expect, it } from 'vitest';
import { hasOtherOrganizations, isSwitchDisabled, organizationLetter, sortOrganizations } from './rules';

describe('isSwitchDisabled', () => {
  it('is disabled with no selection', () => {
    expect(isSwitchDisabled(null, 'a')).toBe(true);
  });

  it('is disabled when the selection is the current organization', () => {
    expect(isSwitchDisabled('a', 'a')).toBe(true);
  });

  it('is enabled for another organization', () => {
    expect(isSwitchDisabled('b', 'a')).toBe(false);
  });
});

describe('hasOtherOrganizations', () => {
  it('needs more than one organization', () => {
    expect(hasOtherOrganizations([])).toBe(false);
    expect(hasOtherOrganizations([{ id: 'a' }])).toBe(false);
    expect(hasOtherOrganizations([{ id: 'a' }, { id: 'b' }])).toBe(true);
  });
});

describe('organizationLetter', () => {
  it('is the first letter, uppercase', () => {
    expect(organizationLetter('  acme')).toBe('A');
    expect(organizationLetter('')).toBe('?');
  });
});

describe('sortOrganizations', () => {
  it('puts the current organization first and the rest by name', () => {
    const list = [
      { id: '1', name: 'Zeta' },
      { id: '2', name: 'Alpha' },
      { id: '3', name: 'Mid' },
    ];
    expect(sortOrganizations(list, '3').map((org) => org.name)).toEqual(['Mid', 'Alpha', 'Zeta']);
  });
});
