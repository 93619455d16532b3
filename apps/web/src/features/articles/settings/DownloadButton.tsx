import { articleDownloadFilename } from '@support/shared';
import { AxiosError } from 'axios';
import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFeatureCheck } from '../../plans/queries';
import { downloadArticle } from '../api';

/** A blob request's error body is a Blob too: read the server's message out of it. */
async function downloadError(cause: unknown): Promise<string> {
  if (cause instanceof AxiosError) {
    const data = cause.response?.data;
    if (data instanceof Blob) {
      try {
        const body = JSON.parse(await data.text()) as { message?: unknown };
        if (typeof body.message === 'string') return body.message;
      } catch {
        // not JSON: fall through to the error's own text
      }
    }
  }
  return cause instanceof Error ? cause.message : String(cause);
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
      toast.error(`${t('settings.downloadFailed')}: ${await downloadError(cause)}`);
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
