import { EXTERNAL_IMAGE_MAX_BYTES, EXTERNAL_IMAGE_TYPES, type ExternalImage } from '@support/shared';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useUploadImage } from '../queries';
import { validateImageFile } from '../rules/images';

/**
 * Spec 02 §5: an image under 10 MB, checked here first ("Please select an image file", "Image size
 * must be less than 10MB"); the server checks the bytes again and its message wins.
 */
export function ImageUpload({
  articleId,
  onUploaded,
  variant = 'secondary',
}: {
  articleId: string;
  onUploaded?: (image: ExternalImage) => void;
  variant?: 'secondary' | 'ghost';
}) {
  const { t } = useTranslation('articles');
  const upload = useUploadImage(articleId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = validateImageFile(file, EXTERNAL_IMAGE_MAX_BYTES);
    if (problem) {
      setError(t(problem === 'notImage' ? 'settings.notImage' : 'settings.tooLarge'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => onUploaded?.(image),
      onError: (cause) => setError(errorMessage(cause, t('settings.uploadFailed'))),
    });
  };

  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        accept={EXTERNAL_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('settings.upload')}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        size="sm"
        variant={variant}
        fullWidth
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t('settings.upload')}
      </Button>
      <p className="text-center text-xs text-stone-500">{t('settings.uploadHint')}</p>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
