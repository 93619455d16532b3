import type { HelpCenter } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { useHelpCenters } from '../../help-centers/queries';
import { SelectField } from '../components/SelectField';
import { CustomizationForm } from '../customization/CustomizationForm';
import { useCustomization } from '../customization/queries';

/**
 * Settings → Customization (issue 47): a help center's header and footer links and its own CSS,
 * with the home page as the server renders it beside them. With several help centers, one is chosen.
 */
export default function CustomizationPage() {
  const { t } = useTranslation('settings');
  const centers = useHelpCenters();
  const [chosenId, setChosenId] = useState<string | null>(null);

  const header = <PageHeader title={t('customization.title')} description={t('customization.description')} />;
  if (!centers.data)
    return (
      <>
        {header}
        <PageStatus error={centers.error} onRetry={() => void centers.refetch()} />
      </>
    );
  const list = centers.data;
  if (list.length === 0)
    return (
      <>
        {header}
        <Section title={t('customization.noCenterTitle')}>
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-stone-600">{t('customization.noCenterText')}</p>
            <ButtonLink to="/helpcenters" variant="secondary" size="sm">
              {t('customization.toHelpCenters')}
            </ButtonLink>
          </div>
        </Section>
      </>
    );
  const center = list.find((item) => item.id === chosenId) ?? list[0]!;
  return (
    <>
      {header}
      {list.length > 1 && (
        <div className="mb-6 max-w-sm">
          <SelectField
            label={t('customization.helpCenter')}
            value={center.id}
            onChange={(event) => setChosenId(event.target.value)}
          >
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {center.canUpdate ? (
        <CenterCustomization key={center.id} center={center} />
      ) : (
        <Alert tone="info">{t('customization.adminsOnly')}</Alert>
      )}
    </>
  );
}

function CenterCustomization({ center }: { center: HelpCenter }) {
  const customization = useCustomization(center.id);
  if (!customization.data)
    return <PageStatus error={customization.error} onRetry={() => void customization.refetch()} />;
  return <CustomizationForm center={center} saved={customization.data} />;
}
