import {
  BookA,
  Building2,
  ChartColumn,
  Cpu,
  FileText,
  History,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  Rocket,
  Settings,
  Users,
} from 'lucide-react';

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

/** The Admin group of spec 01 §2, shown to super admins only (the pages answer not-found to anyone else). */
export const ADMIN_GROUP: NavGroup = {
  id: 'admin',
  labelKey: 'groups.admin',
  items: [
    { to: '/admin/organizations', labelKey: 'nav.adminOrganizations', icon: Building2 },
    { to: '/admin/users', labelKey: 'nav.adminUsers', icon: Users },
    { to: '/admin/jobs', labelKey: 'nav.adminJobs', icon: ListChecks },
    { to: '/admin/system', labelKey: 'nav.adminSystem', icon: Cpu },
    { to: '/admin/audit', labelKey: 'nav.adminAudit', icon: History },
  ],
};
