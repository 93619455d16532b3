import type { AdminArticleFile } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';
import { formatBytes } from '../format';

type Group = {
  id: string;
  kind: AdminArticleFile['kind'];
  version: number | null;
  files: AdminArticleFile[];
};

/** A 30-step article has 60 screenshots: the files are counted per version and kind, each listed on demand. */
function groupFiles(files: AdminArticleFile[]): Group[] {
  const groups = new Map<string, Group>();
  for (const file of files) {
    const id = `${file.version ?? '-'}:${file.kind}`;
    const group = groups.get(id) ?? { id, kind: file.kind, version: file.version, files: [] };
    group.files.push(file);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** The article's stored files by version and kind, with their sizes (missing ones said so). */
export function ArticleFiles({ files }: { files: AdminArticleFile[] }) {
  const { t, i18n } = useTranslation('admin');
  const size = (bytes: number | null) =>
    bytes === null ? (
      <span className="text-red-700">{t('article.files.missing')}</span>
    ) : (
      formatBytes(bytes, i18n.language)
    );
  const columns: Array<Column<Group>> = [
    {
      key: 'kind',
      header: t('article.files.kind'),
      rowHeader: true,
      cell: (group) => t(`article.fileKinds.${group.kind}`),
    },
    { key: 'version', header: t('article.files.version'), cell: (group) => group.version ?? '–' },
    {
      key: 'files',
      header: t('article.files.count'),
      cell: (group) => (
        <details>
          <summary className="cursor-pointer text-brand-700">
            {t('article.files.files', { count: group.files.length })}
          </summary>
          <ul className="mt-1 space-y-0.5">
            {group.files.map((file) => (
              <li key={file.key} className="flex justify-between gap-3 text-xs">
                <span className="break-all font-mono text-stone-600">{file.key}</span>
                <span className="whitespace-nowrap">{size(file.sizeBytes)}</span>
              </li>
            ))}
          </ul>
        </details>
      ),
    },
    {
      key: 'size',
      header: t('article.files.size'),
      className: 'lg:whitespace-nowrap',
      cell: (group) => {
        const missing = group.files.filter((file) => file.sizeBytes === null).length;
        const bytes = group.files.reduce((sum, file) => sum + (file.sizeBytes ?? 0), 0);
        return (
          <>
            {formatBytes(bytes, i18n.language)}
            {missing > 0 && (
              <span className="block text-xs text-red-700">
                {t('article.files.missingCount', { count: missing })}
              </span>
            )}
          </>
        );
      },
    },
  ];
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-stone-900">{t('article.files.title')}</h3>
      {files.length === 0 ? (
        <p className="text-sm text-stone-500">{t('article.files.empty')}</p>
      ) : (
        <ResponsiveTable
          caption={t('article.files.title')}
          columns={columns}
          rows={groupFiles(files)}
          rowKey={(group) => group.id}
        />
      )}
    </section>
  );
}
