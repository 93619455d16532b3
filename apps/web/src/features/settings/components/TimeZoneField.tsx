import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, timeZoneGroups } from '../timeZones';
import { SelectField } from './SelectField';

const REGIONS = new Set([
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
]);

/**
 * The organization's time zone: every IANA zone by region (a native select, so typing a city's
 * first letters finds it). `suggested` says the browser's zone was filled in for a zone never chosen.
 */
export function TimeZoneField({
  value,
  saved,
  onChange,
  disabled,
  suggested,
}: {
  value: string;
  saved: string;
  onChange: (zone: string) => void;
  disabled: boolean;
  suggested: boolean;
}) {
  const { t } = useTranslation('settings');
  const groups = useMemo(() => timeZoneGroups([value, saved]), [value, saved]);
  return (
    <SelectField
      label={t('general.timeZone')}
      hint={
        suggested
          ? `${t('general.timeZoneHint')} ${t('general.timeZoneSuggested')}`
          : t('general.timeZoneHint')
      }
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      className="sm:col-span-2 sm:max-w-sm"
    >
      <option value={DEFAULT_TIME_ZONE}>{t('general.timeZoneUtc')}</option>
      {groups.map((group) => {
        const region = t(`general.regions.${REGIONS.has(group.region) ? group.region : 'Other'}`);
        return (
          <optgroup key={group.region} label={region}>
            {/* The city first, so typing its first letters finds it; the region, as the closed field shows no group. */}
            {group.zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {`${zone.city} (${region})`}
              </option>
            ))}
          </optgroup>
        );
      })}
    </SelectField>
  );
}
