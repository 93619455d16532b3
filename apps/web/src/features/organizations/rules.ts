import type { Organization } from '@support/shared';

/** Spec 01 §2/§5: switching needs a selection, different from the current organization. */
export function isSwitchDisabled(selectedId: string | null, currentId: string | null | undefined): boolean {
  return !selectedId || selectedId === currentId;
}

/** With one organization or none there is nothing to switch to. */
export function hasOtherOrganizations(organizations: readonly Pick<Organization, 'id'>[]): boolean {
  return organizations.length > 1;
}

/** The selector's avatar: the first letter of the name. */
export function organizationLetter(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

/** The current organization first, the others by name, so the list reads the same every time. */
export function sortOrganizations<T extends Pick<Organization, 'id' | 'name'>>(
  organizations: readonly T[],
  currentId: string | null | undefined,
): T[] {
  return [...organizations].sort((a, b) => {
    if (a.id === currentId) return -1;
    if (b.id === currentId) return 1;
    return a.name.localeCompare(b.name);
  });
}
