import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { CreateArticleForm } from '../components/CreateArticleForm';

/** /articles/new: the same form as the create dialog, as a page of its own. */
export default function NewArticlePage() {
  const { t } = useTranslation('articles');
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-8 sm:py-10">
      <Link
        to="/articles"
        className="inline-flex items-center gap-1.5 text-sm text-stone-500 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-stone-900">{t('create.pageTitle')}</h1>
      <p className="mt-1 text-sm text-stone-500">{t('create.pageText')}</p>
      <div className="mt-6 rounded-xl bg-white p-5 shadow-xs ring-1 ring-stone-200 sm:p-6">
        <CreateArticleForm formId={formId} onPendingChange={setPending} />
        <div className="mt-6 flex justify-end gap-2 border-t border-stone-100 pt-4">
          <Link
            to="/articles"
            className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
          >
            {t('actions.cancel')}
          </Link>
          <Button type="submit" form={formId} loading={pending}>
            {t('create.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
}
