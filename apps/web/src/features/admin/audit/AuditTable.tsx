import type { AuditEntry } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';
import { formatDateTime } from '../format';
import { jobTypeName } from '../jobs/jobTypeName';
import { actionName } from './actionName';
import { ChangeValues } from './ChangeValues';

/** Where an audit target lives in the admin area, when it has a page of its own. */
function targetHref(target: AuditEntry['target']): string | undefined {
  if (!target.id) return undefined;
  if (target.type === 'organization') return `/admin/organizations/${target.id}`;
  return undefined;
}

/** Who did what to which target, when, and the values before → after. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const { t, i18n } = useTranslation('admin');
  const columns: Array<Column<AuditEntry>> = [
    {
      key: 'what',
      header: t('audit.columns.what'),
      rowHeader: true,
      cell: (entry) => actionName(t, entry.action),
    },
    {
      key: 'who',
      header: t('audit.columns.who'),
      cell: (entry) =>
        entry.actor.kind === 'cli'
          ? t('audit.commandLine')
          : entry.actor.kind === 'system'
            ? t('audit.system')
            : entry.actor.kind === 'api_key'
              ? t('audit.apiKey', { name: entry.actor.label })
              : entry.actor.label,
    },
    {
      key: 'target',
      header: t('audit.columns.target'),
      cell: (entry) => {
        const raw = entry.target.label ?? entry.target.id ?? '–';
        // A job is labelled by its kind ("generate-article"): named as the jobs page names it.
        const label = entry.target.type === 'job' && entry.target.label ? jobTypeName(t, raw) : raw;
        const href = targetHref(entry.target);
        return (
          <>
            <span className="block text-xs text-stone-500">
              {t(`audit.targets.${entry.target.type}`, { defaultValue: entry.target.type })}
            </span>
            {href ? (
              <Link to={href} className="text-brand-700 hover:underline">
                {label}
              </Link>
            ) : (
              <span className="[overflow-wrap:anywhere]">{label}</span>
            )}
          </>
        );
      },
    },
    {
      key: 'when',
      header: t('audit.columns.when'),
      className: 'lg:whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>,
    },
    {
      key: 'change',
      header: t('audit.columns.change'),
      cell: (entry) => <ChangeValues before={entry.before} after={entry.after} />,
    },
  ];
  return <ResponsiveTable caption={caption} columns={columns} rows={entries} rowKey={(entry) => entry.id} />;
}
