import { BookA, ChartColumn, FileText, LifeBuoy, type LucideIcon, Rocket, Settings } from 'lucide-react';

export type NavItem = { to: string; labelKey: string; icon: LucideIcon; children?: NavItem[] };
export type NavGroup = { id: string; labelKey: string; items: NavItem[] };

/** Spec 01 §2 "Application shell": the sidebar's groups and routes, in this order. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'main',
    labelKey: 'groups.main',
    items: [
      { to: '/articles', labelKey: 'nav.articles', icon: FileText },
      { to: '/helpcenters', labelKey: 'nav.helpcenters', icon: LifeBuoy },
    ],
  },
  {
    id: 'quality',
    labelKey: 'groups.quality',
    items: [
      { to: '/glossary', labelKey: 'nav.glossary', icon: BookA },
      { to: '/analytics', labelKey: 'nav.analytics', icon: ChartColumn },
    ],
  },
  {
    id: 'support',
    labelKey: 'groups.support',
    items: [
      { to: '/get-started', labelKey: 'nav.getStarted', icon: Rocket },
      { to: '/settings', labelKey: 'nav.settings', icon: Settings },
    ],
  },
];
