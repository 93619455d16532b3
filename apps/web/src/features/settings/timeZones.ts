/** The organization's time zone (analytics count days in it): the choices and the browser's suggestion. */

export const DEFAULT_TIME_ZONE = 'UTC';

/** The browser's IANA zone, UTC where it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * What the field starts with: the saved zone, or the browser's while no admin has ever saved one
 * (a new organization counts in UTC meanwhile), so that saving the form sets where the team is. A
 * zone once saved, UTC included, is never replaced by a suggestion.
 */
export function initialTimeZone(
  saved: { timeZone: string; timeZoneChosen: boolean },
  canEdit: boolean,
  browser = browserTimeZone(),
): string {
  return canEdit && !saved.timeZoneChosen ? browser : saved.timeZone;
}

export type ZoneGroup = { region: string; zones: Array<{ id: string; city: string }> };

/**
 * The runtime's IANA zones by region ('Europe': 'Berlin', …; 'America': 'Argentina – Buenos Aires'),
 * with `extra` zones (the saved one, the browser's) added where the list lacks them, UTC apart.
 */
export function timeZoneGroups(extra: readonly string[]): ZoneGroup[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...listed, ...extra].filter((zone) => zone !== DEFAULT_TIME_ZONE));
  const groups = new Map<string, ZoneGroup>();
  for (const id of [...all].sort()) {
    const [region = id, ...rest] = id.split('/');
    const city = rest.length ? rest.join(' – ').replaceAll('_', ' ') : region.replaceAll('_', ' ');
    const groupName = rest.length ? region : 'Other';
    let group = groups.get(groupName);
    if (!group) {
      group = { region: groupName, zones: [] };
      groups.set(groupName, group);
    }
    group.zones.push({ id, city });
  }
  return [...groups.values()];
}
