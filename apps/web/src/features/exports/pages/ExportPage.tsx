import { FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { useHelpCenters } from '../../help-centers/queries';
import { useMembership } from '../../settings/useMembership';
import { downloadOrganizationMarkdown, exportFilename } from '../api';
import { DownloadAction } from '../components/DownloadAction';
import { HelpCenterExports } from '../components/HelpCenterExports';

/** Settings → Export (issue 49): the organization's content as files, for its admins. */
export default function ExportPage() {
  const { t } = useTranslation('exports');
  const { organization, error, refetch } = useMembership();
  const centers = useHelpCenters();
  if (!organization) return <PageStatus error={error} onRetry={refetch} />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {!organization.canUpdate ? (
        <Section>
          <p className="text-sm text-stone-600">{t('adminsOnly')}</p>
        </Section>
      ) : (
        <div className="space-y-6">
          <Section title={t('organization.title')} description={t('organization.description')}>
            <DownloadAction
              variant="primary"
              label={t('markdown')}
              icon={FileArchive}
              filename={exportFilename(organization.slug, 'markdown')}
              fetch={downloadOrganizationMarkdown}
            />
          </Section>
          <Section title={t('helpCenters.title')} description={t('helpCenters.description')}>
            {centers.data?.length === 0 && <p className="text-sm text-stone-500">{t('helpCenters.none')}</p>}
            <ul className="divide-y divide-stone-100">
              {centers.data?.map((center) => (
                <li
                  key={center.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0 truncate text-sm font-medium text-stone-900">{center.name}</span>
                  <HelpCenterExports center={center} />
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
    </>
  );
}
