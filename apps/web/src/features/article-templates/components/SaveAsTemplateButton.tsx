import type { Article } from '@support/shared';
import { LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useCreateTemplate } from '../queries';
import { TemplateNameDialog } from './TemplateNameDialog';

/**
 * "Save as template" in the article's header: the article's title and current text become a
 * template of the organization, offered in the new-article modal (issue 48 item 4).
 */
export function SaveAsTemplateButton({ article }: { article: Article }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const create = useCreateTemplate();
  const close = () => {
    create.reset();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <LayoutTemplate aria-hidden="true" className="size-4" />
        {t('templates.saveAs')}
      </Button>
      {open && (
        <TemplateNameDialog
          title={t('templates.saveTitle')}
          initialName={article.title}
          submitLabel={t('templates.save')}
          pending={create.isPending}
          error={create.error ? errorMessage(create.error, t('templates.saveFailed')) : null}
          onClose={close}
          onSubmit={(name) =>
            create.mutate(
              { name, articleId: article.id },
              {
                onSuccess: () => {
                  toast.success(t('templates.saved', { name }));
                  close();
                },
              },
            )
          }
        />
      )}
    </>
  );
}
