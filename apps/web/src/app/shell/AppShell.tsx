import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../FullPageSpinner';
import { Sidebar } from './Sidebar';
import { SidebarDrawer } from './SidebarDrawer';
import { useSubscriptionBlockedRedirect } from './subscriptionBlocked';
import { useCompactSidebar } from './useCompactSidebar';

/**
 * The signed-in frame: the sidebar (an icon bar at 768 px or less, whose Menu button opens the
 * full sidebar over the page) and the page beside it.
 */
export default function AppShell() {
  const compact = useCompactSidebar();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A link followed in the menu closes it; so does a wider screen, where the sidebar has room.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is what closes the menu.
  useEffect(() => setMenuOpen(false), [pathname, compact]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useSubscriptionBlockedRedirect();
  return (
    <div className="flex min-h-screen bg-stone-50">
      <Sidebar compact={compact} onOpenMenu={compact ? () => setMenuOpen(true) : undefined} />
      {compact && menuOpen && <SidebarDrawer onClose={closeMenu} />}
      <main className="min-w-0 flex-1">
        {/* Pages load lazily; the sidebar stays while the next one arrives. */}
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
