import type { Article } from '@support/shared';
import { ChevronDown, Link2, Share2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { usePublish } from '../queries';
import { SharePopover } from './SharePopover';
import { usePopover } from './usePopover';

/**
 * Spec 02 §4 "Visibility": a private article offers Share, which asks before publishing; a
 * published one offers Copy Direct Link with its links, statistics and Unpublish Article.
 */
export function ShareControl({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const publish = usePublish(article.id);
  const [confirming, setConfirming] = useState(false);
  const popover = usePopover<HTMLDivElement>();

  if (!article.isPubliclyShared) {
    return (
      <>
        <Button onClick={() => setConfirming(true)}>
          <Share2 aria-hidden="true" className="size-4" />
          {t('share.share')}
        </Button>
        <ConfirmDialog
          open={confirming}
          tone="primary"
          title={t('share.publishTitle')}
          confirmLabel={t('share.publish')}
          loading={publish.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            publish.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('share.published'));
                popover.setOpen(true);
              },
              onError: (cause) => {
                console.error('publish failed', cause);
                setConfirming(false);
                toast.error(t('share.publishFailed'));
              },
            })
          }
        >
          {t('share.publishText')}
        </ConfirmDialog>
      </>
    );
  }

  return (
    <div ref={popover.ref} className="relative">
      <Button
        variant="secondary"
        aria-expanded={popover.open}
        aria-haspopup="dialog"
        onClick={() => popover.setOpen(!popover.open)}
      >
        <Link2 aria-hidden="true" className="size-4" />
        {t('share.copyLink')}
        <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
      </Button>
      {popover.open && <SharePopover article={article} onUnpublished={() => popover.setOpen(false)} />}
    </div>
  );
}
