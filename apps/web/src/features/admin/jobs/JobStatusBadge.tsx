import type { AdminJobStatus } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';

const TONES = { queued: 'sky', running: 'brand', done: 'success', failed: 'danger' } as const;

export function JobStatusBadge({ status }: { status: AdminJobStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge shape="pill" tone={TONES[status]}>
      {t(`jobs.statuses.${status}`)}
    </Badge>
  );
}
