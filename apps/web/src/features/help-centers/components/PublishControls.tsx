import type { HelpCenter } from '@support/shared';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { previewUrl, setPublished } from '../api';
import { useSaveHelpCenter } from '../useSaveHelpCenter';

/** Whether readers see the help center: the badge of the header and of the list's cards. */
export function PublishedBadge({ published, onlineLabel }: { published: boolean; onlineLabel?: string }) {
  const { t } = useTranslation('helpCenters');
  return published ? (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200 ring-inset">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-green-600" />
      {onlineLabel ?? t('detail.published')}
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      {t('detail.notPublished')}
    </span>
  );
}

/**
 * Publish or Unpublish (an admin's, one request) and Preview (every member's): the preview opens
 * in a new tab the server's short-lived preview link, which shows the site as readers will see it,
 * published or not, without its reader password.
 */
export function PublishControls({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('helpCenters');
  const publish = useSaveHelpCenter((published: boolean) => setPublished(center.id, published));
  const [opening, setOpening] = useState(false);

  const togglePublished = () => {
    const published = !center.published;
    publish.mutate(published, {
      onSuccess: () => toast.success(t(published ? 'detail.publishedNow' : 'detail.unpublishedNow')),
      onError: (cause) => toast.error(errorMessage(cause, t('detail.publishFailed'))),
    });
  };

  const openPreview = async () => {
    // Opened now, while the click counts, so no pop-up blocker stops it; pointed at the link once it is made.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const url = await previewUrl(center.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (cause) {
      tab?.close();
      toast.error(errorMessage(cause, t('detail.previewFailed')));
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void openPreview()} loading={opening}>
        <Eye aria-hidden="true" className="size-4" />
        {t('detail.preview')}
      </Button>
      {center.canUpdate && (
        <Button
          variant={center.published ? 'secondary' : 'primary'}
          size="sm"
          onClick={togglePublished}
          loading={publish.isPending}
        >
          {t(center.published ? 'detail.unpublish' : 'detail.publish')}
        </Button>
      )}
    </>
  );
}
