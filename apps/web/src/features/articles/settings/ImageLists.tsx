import { type Article, type ExternalImage, externalImageMarkdown, stepImageMarkdown } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { useDeleteImage } from '../queries';
import { orderedSteps } from '../rules/images';
import { ImageTile } from './ImageTile';
import { ImageUpload } from './ImageUpload';

/** Spec 02 §2: each list at most 255 px high, scrolling inside. */
const LIST_CLASS = 'max-h-[255px] space-y-0.5 overflow-y-auto';

export function StepImageList({
  article,
  onInsert,
}: {
  article: Article;
  onInsert?: (markdown: string) => void;
}) {
  const steps = orderedSteps(article.activeArticleVersion?.steps ?? []);
  const { t } = useTranslation('articles');
  if (steps.length === 0) return <p className="text-sm text-stone-500">{t('settings.noSteps')}</p>;
  return (
    <ul className={LIST_CLASS} aria-label={t('settings.stepImages')}>
      {steps.map((step, position) => (
        <ImageTile
          key={step.id}
          src={step.imageProcessed ?? step.imageRaw}
          label={t('settings.stepLabel', { number: position + 1 })}
          markdown={stepImageMarkdown(position + 1)}
          onInsert={onInsert}
        />
      ))}
    </ul>
  );
}

export function ExternalImageList({
  articleId,
  images,
  onInsert,
}: {
  articleId: string;
  images: ExternalImage[];
  onInsert?: (markdown: string) => void;
}) {
  const { t } = useTranslation('articles');
  const remove = useDeleteImage(articleId);
  const [pendingDelete, setPendingDelete] = useState<ExternalImage | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      {images.length === 0 ? (
        <p className="text-sm text-stone-500">{t('settings.noImages')}</p>
      ) : (
        <ul className={LIST_CLASS} aria-label={t('settings.externalImages')}>
          {images.map((image) => (
            <ImageTile
              key={image.id}
              src={image.signedUrl}
              label={image.filename}
              markdown={externalImageMarkdown(image.id, image.filename)}
              onInsert={onInsert}
              onDelete={() => setPendingDelete(image)}
            />
          ))}
        </ul>
      )}
      <ImageUpload articleId={articleId} />
      {error && <Alert>{error}</Alert>}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('settings.deleteImageTitle')}
        confirmLabel={t('settings.deleteImage')}
        loading={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          setError(null);
          remove.mutate(pendingDelete.id, {
            onSettled: () => setPendingDelete(null),
            onError: (cause) => setError(errorMessage(cause, t('settings.deleteImageFailed'))),
          });
        }}
      >
        {t('settings.deleteImageText', { name: pendingDelete?.filename ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
