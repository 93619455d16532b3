import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../FullPageSpinner';
import { Sidebar } from './Sidebar';
import { useSubscriptionBlockedRedirect } from './subscriptionBlocked';
import { useCompactSidebar } from './useCompactSidebar';

/** The signed-in frame: the sidebar (an icon bar at 768 px or less) and the page beside it. */
export default function AppShell() {
  const compact = useCompactSidebar();
  useSubscriptionBlockedRedirect();
  return (
    <div className="flex min-h-screen bg-stone-50">
      <Sidebar compact={compact} />
      <main className="min-w-0 flex-1">
        {/* Pages load lazily; the sidebar stays while the next one arrives. */}
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
