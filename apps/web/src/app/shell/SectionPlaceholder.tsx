import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../pages/PlaceholderPage';

/** Stand-in for a main section whose page later work builds, titled in the interface language. */
export function SectionPlaceholder({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t(labelKey)} />;
}
