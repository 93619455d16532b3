import type { ArticleTranslation } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';

const TONES = { NOT_TRANSLATED: 'neutral', MACHINE: 'sky', EDITED: 'violet' } as const;

/**
 * Where a translation's text comes from (issue 47): "Not translated yet", "Machine translation" or
 * "Edited", and "Source changed" beside it when the source moved on since it was written.
 */
export function TranslationStateBadge({ translation }: { translation: ArticleTranslation | null }) {
  const { t } = useTranslation('translations');
  if (!translation) return null;
  const stale = translation.state !== 'NOT_TRANSLATED' && translation.staleSince;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge shape="pill" tone={TONES[translation.state]}>
        {t(`state.${translation.state}`)}
      </Badge>
      {stale && (
        <Badge shape="pill" tone="warning">
          {t('state.STALE')}
        </Badge>
      )}
    </span>
  );
}
