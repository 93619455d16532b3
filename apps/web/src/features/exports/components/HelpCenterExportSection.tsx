import type { HelpCenter } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/Section';
import { HelpCenterExports } from './HelpCenterExports';

/** The help center's settings tab: its exports, shown to those who may export it (its admins). */
export function HelpCenterExportSection({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('exports');
  if (!center.canUpdate) return null;
  return (
    <Section title={t('helpCenter.title')} description={t('helpCenter.description')}>
      <HelpCenterExports center={center} />
    </Section>
  );
}
