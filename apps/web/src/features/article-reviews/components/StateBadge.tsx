import type { PublicationState } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';

const TONES = {
  DRAFT: 'neutral',
  IN_REVIEW: 'sky',
  CHANGES_REQUESTED: 'warning',
  PUBLISHED: 'success',
  PUBLISHED_WITH_CHANGES: 'violet',
} as const satisfies Record<PublicationState, string>;

/** Where an article stands between writing and readers (issue 48): the list's and the page's badge. */
export function StateBadge({ state }: { state: PublicationState }) {
  const { t } = useTranslation('reviews');
  return (
    <Badge tone={TONES[state]} shape="pill">
      {t(`state.${state}`)}
    </Badge>
  );
}
