import type { Article } from '@support/shared';
import { ShieldAlert } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../steps/components/Switch';
import { useKeepSharedLinkPublic } from '../queries';

type Protection = NonNullable<Article['sharedLinkProtection']>;

/**
 * Issue 43: while the article is in a password-protected help center its shared link answers 404,
 * unless an admin keeps it public here, which bypasses that help center's password for it.
 */
export function SharedLinkProtection({
  articleId,
  protection,
}: {
  articleId: string;
  protection: Protection;
}) {
  const { t } = useTranslation('articles');
  const keep = useKeepSharedLinkPublic(articleId);
  const name = protection.helpCenterName;
  return (
    <div className="border-b border-stone-100 bg-amber-50 px-4 py-2">
      <p className="flex items-start gap-2 pt-1 text-xs text-amber-900">
        <ShieldAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
        {protection.keptPublic
          ? t('share.protection.open', { name })
          : t('share.protection.closed', { name })}
      </p>
      <Switch
        label={t('share.protection.keepPublic')}
        hint={
          protection.canChange
            ? t('share.protection.bypasses', { name })
            : `${t('share.protection.bypasses', { name })} ${t('share.protection.adminsOnly')}`
        }
        checked={protection.keptPublic}
        disabled={!protection.canChange || keep.isPending}
        onChange={(keepPublic) =>
          keep.mutate(keepPublic, {
            onError: (cause) => {
              console.error('keeping the shared link public failed', cause);
              toast.error(t('share.protection.failed'));
            },
          })
        }
      />
    </div>
  );
}
