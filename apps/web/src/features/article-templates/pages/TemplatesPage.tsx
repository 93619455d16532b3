import type { ArticleTemplate } from '@support/shared';
import { LayoutTemplate, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageSpinner, PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { TemplateNameDialog } from '../components/TemplateNameDialog';
import { useArticleTemplates, useDeleteTemplate, useRenameTemplate } from '../queries';

/**
 * Settings → Templates (issue 48 item 4): the organization's own templates, saved from articles
 * with "Save as template"; each can be renamed or deleted (after a confirmation).
 */
export default function TemplatesPage() {
  const { t } = useTranslation('settings');
  const { data: templates, error, refetch, isPending } = useArticleTemplates();
  const [renaming, setRenaming] = useState<ArticleTemplate | null>(null);
  const [deleting, setDeleting] = useState<ArticleTemplate | null>(null);
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();

  return (
    <>
      <PageHeader title={t('templates.title')} description={t('templates.description')} />
      {isPending ? (
        <PageSpinner />
      ) : !templates ? (
        <PageStatus error={error} onRetry={refetch} />
      ) : templates.length === 0 ? (
        <Section>
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <LayoutTemplate aria-hidden="true" className="size-8 text-stone-400" />
            <p className="text-sm font-medium text-stone-900">{t('templates.emptyTitle')}</p>
            <p className="max-w-md text-sm text-stone-500">{t('templates.emptyText')}</p>
          </div>
        </Section>
      ) : (
        <Section>
          <ul className="-my-3 divide-y divide-stone-100">
            {templates.map((template) => (
              <li key={template.id} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-stone-900">{template.name}</p>
                  <p className="truncate text-xs text-stone-500">
                    {t('templates.articleTitle', { title: template.title })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setRenaming(template)}
                  aria-label={t('templates.renameNamed', { name: template.name })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t('templates.rename')}</span>
                </Button>
                <Button
                  variant="secondary"
                  className="text-red-700"
                  onClick={() => setDeleting(template)}
                  aria-label={t('templates.deleteNamed', { name: template.name })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t('templates.delete')}</span>
                </Button>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {renaming && (
        <TemplateNameDialog
          title={t('templates.renameTitle')}
          initialName={renaming.name}
          submitLabel={t('templates.save')}
          pending={rename.isPending}
          error={rename.error ? errorMessage(rename.error, t('templates.renameFailed')) : null}
          onClose={() => {
            rename.reset();
            setRenaming(null);
          }}
          onSubmit={(name) =>
            rename.mutate(
              { id: renaming.id, name },
              {
                onSuccess: () => {
                  toast.success(t('templates.renamed'));
                  rename.reset();
                  setRenaming(null);
                },
              },
            )
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.deleteTitle')}
        confirmLabel={t('templates.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('templates.deleted')),
            onError: (cause) => toast.error(errorMessage(cause, t('templates.deleteFailed'))),
            onSettled: () => setDeleting(null),
          })
        }
      >
        {deleting && t('templates.deleteText', { name: deleting.name })}
      </ConfirmDialog>
    </>
  );
}
