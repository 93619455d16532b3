import type { Article } from '@support/shared';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { SaveAsTemplateButton } from '../../article-templates/components/SaveAsTemplateButton';
import { useProfile } from '../../profile/queries';
import { DeleteArticleDialog } from './DeleteArticleDialog';
import { ShareControl } from './ShareControl';

export function VisibilityBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('articles');
  return published ? (
    <span className="inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full bg-green-50 px-2.5 text-xs font-medium text-green-700 ring-1 ring-inset ring-green-200">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-green-500" />
      {t('detail.published')}
    </span>
  ) : (
    <span className="inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full bg-stone-100 px-2.5 text-xs font-medium text-stone-600 ring-1 ring-inset ring-stone-200">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-stone-400" />
      {t('detail.private')}
    </span>
  );
}

/**
 * Title, Published/Private badge, Save as template (issue 48 item 4), the share control, and the
 * SUPER_ADMIN Delete (spec 02 §2, §6).
 */
export function ArticleHeader({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const { data: profile } = useProfile();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const superAdmin = profile?.canAdministerInstance ?? false;

  return (
    <header>
      <Link
        to="/articles"
        className="inline-flex items-center gap-1.5 text-sm text-stone-500 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
          <h1 className="min-w-0 break-words text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl">
            {article.title}
          </h1>
          <VisibilityBadge published={article.isPubliclyShared} />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <SaveAsTemplateButton article={article} />
          <ShareControl article={article} />
          {superAdmin && (
            <Button variant="secondary" onClick={() => setConfirmDelete(true)} className="text-red-700">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('detail.delete')}
            </Button>
          )}
        </div>
      </div>
      <DeleteArticleDialog
        articleId={article.id}
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
      />
    </header>
  );
}
