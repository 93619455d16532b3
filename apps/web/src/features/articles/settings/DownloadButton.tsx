import { articleDownloadFilename } from '@support/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { saveBlob } from '../../../lib/saveBlob';
import { useFeatureCheck } from '../../plans/queries';
import { downloadArticle } from '../api';

/** Spec 02 §5: Download Markdown shows only with the DOWNLOADABLE_ARTICLES feature. */
export function DownloadButton({ articleId, title }: { articleId: string; title: string }) {
  const { t } = useTranslation('articles');
  const feature = useFeatureCheck('DOWNLOADABLE_ARTICLES');
  const [busy, setBusy] = useState(false);
  if (!feature.data?.hasAccess) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadArticle(articleId), articleDownloadFilename(title));
    } catch (cause) {
      toast.error(
        `${t('settings.downloadFailed')}: ${errorMessage(cause, cause instanceof Error ? cause.message : String(cause))}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="sm" variant="secondary" fullWidth loading={busy} onClick={() => void onClick()}>
      <Download aria-hidden="true" className="size-4" />
      {t('settings.download')}
    </Button>
  );
}
