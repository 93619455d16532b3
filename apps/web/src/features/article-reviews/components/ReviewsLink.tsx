import { ClipboardCheck } from 'lucide-react';
import { SidebarLink } from '../../../app/shell/SidebarLink';
import { useReviewQueue } from '../queries';

/**
 * The review queue's sidebar entry with its count (issue 48): only while requests wait for the
 * caller, so the spec's sidebar is unchanged for everyone else.
 */
export function ReviewsLink({ label, compact }: { label: string; compact: boolean }) {
  const queue = useReviewQueue();
  const total = queue.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <li>
      <SidebarLink to="/reviews" label={label} icon={ClipboardCheck} compact={compact} count={total} />
    </li>
  );
}
