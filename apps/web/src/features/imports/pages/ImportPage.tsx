import { IMPORT_KINDS, IMPORT_LIMITS, type ImportKind } from '@support/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PageSpinner, PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { useHelpCenters } from '../../help-centers/queries';
import { useMembership } from '../../settings/useMembership';
import { ImportReport } from '../components/ImportReport';
import { useImport, useImports, useStartImport } from '../queries';

const ACCEPT: Record<ImportKind, string> = {
  MARKDOWN: '.zip',
  HTML: '.zip',
  DOCX: '.docx,.zip',
  CONFLUENCE: '.zip',
};

/**
 * Settings → Import (issue 49, admins): an archive of Markdown, HTML, Word or a Confluence space
 * export goes to a background job; the page follows its progress and shows its report.
 */
export default function ImportPage() {
  const { t } = useTranslation('imports');
  const { organization, isPending, error, refetch } = useMembership();
  if (isPending) return <PageSpinner />;
  if (!organization) return <PageStatus error={error} onRetry={refetch} />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {organization.canUpdate ? <ImportForm /> : <Alert tone="info">{t('adminsOnly')}</Alert>}
    </>
  );
}

function ImportForm() {
  const { t } = useTranslation('imports');
  const helpCenters = useHelpCenters();
  const imports = useImports();
  const start = useStartImport();
  const [kind, setKind] = useState<ImportKind>('MARKDOWN');
  const [helpCenterId, setHelpCenterId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  const currentId = shownId ?? imports.data?.[0]?.id ?? null;
  const current = useImport(currentId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    start.mutate(
      { kind, helpCenterId: helpCenterId || null, file },
      { onSuccess: (started) => setShownId(started.id) },
    );
  };

  return (
    <>
      <Section title={t('form.title')}>
        <form className="space-y-4" onSubmit={submit}>
          <fieldset>
            <legend className="text-sm font-medium text-stone-900">{t('form.kind')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {IMPORT_KINDS.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-start gap-2 rounded-lg p-3 ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-stone-900"
                >
                  <input
                    type="radio"
                    name="kind"
                    className="mt-1"
                    checked={kind === option}
                    onChange={() => setKind(option)}
                  />
                  <span>
                    <span className="block text-sm font-medium text-stone-900">
                      {t(`kinds.${option}.name`)}
                    </span>
                    <span className="block text-xs text-stone-500">{t(`kinds.${option}.hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block">
            <span className="text-sm font-medium text-stone-900">{t('form.helpCenter')}</span>
            <select
              className="mt-1 block w-full rounded-lg border-stone-300 text-sm"
              value={helpCenterId}
              onChange={(event) => setHelpCenterId(event.target.value)}
            >
              <option value="">{t('form.noHelpCenter')}</option>
              {helpCenters.data?.map((center) => (
                <option key={center.id} value={center.id}>
                  {center.name}
                </option>
              ))}
            </select>
            <span className="mt-1 block text-xs text-stone-500">{t('form.helpCenterHint')}</span>
          </label>
          <label className="block">
            <span className="text-sm font-medium text-stone-900">{t('form.file')}</span>
            <input
              type="file"
              accept={ACCEPT[kind]}
              className="mt-1 block w-full text-sm"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setTooLarge(!!chosen && chosen.size > IMPORT_LIMITS.zipBytes);
              }}
            />
            <span className="mt-1 block text-xs text-stone-500">
              {t('form.fileHint', { megabytes: IMPORT_LIMITS.zipBytes / 1024 / 1024 })}
            </span>
          </label>
          {tooLarge && (
            <Alert>{t('form.tooLarge', { megabytes: IMPORT_LIMITS.zipBytes / 1024 / 1024 })}</Alert>
          )}
          {start.error && <Alert>{errorMessage(start.error, t('form.failed'))}</Alert>}
          <Button type="submit" loading={start.isPending} disabled={!file || tooLarge}>
            {t('form.start')}
          </Button>
        </form>
      </Section>
      {current.data && (
        <Section title={t('report.title')}>
          <ImportReport report={current.data} />
        </Section>
      )}
      {imports.data && imports.data.length > 1 && (
        <Section title={t('history.title')}>
          <ul className="-my-2 divide-y divide-stone-100">
            {imports.data.map((row) => (
              <li key={row.id} className="flex items-center gap-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{row.filename}</span>
                <span className="text-xs text-stone-500">{t(`status.${row.status}`)}</span>
                <Button variant="secondary" size="sm" onClick={() => setShownId(row.id)}>
                  {t('history.show')}
                </Button>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
