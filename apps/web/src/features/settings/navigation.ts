import {
  Building2,
  Code2,
  CreditCard,
  FileDown,
  FileInput,
  Gauge,
  KeyRound,
  Languages,
  LayoutTemplate,
  LifeBuoy,
  type LucideIcon,
  Network,
  Palette,
  UserRound,
  Users,
  Webhook,
} from 'lucide-react';

export type SettingsNavItem = { path: string; labelKey: string; icon: LucideIcon };
export type SettingsNavGroup = { id: string; labelKey: string; items: SettingsNavItem[] };

/** Spec 02 "Settings area": the nested pages, in the spec's order, grouped for scanning. */
export const SETTINGS_NAV: SettingsNavGroup[] = [
  {
    id: 'personal',
    labelKey: 'nav.groups.personal',
    items: [
      { path: 'personal-info', labelKey: 'nav.personalInfo', icon: UserRound },
      { path: 'account', labelKey: 'nav.account', icon: KeyRound },
    ],
  },
  {
    id: 'organization',
    labelKey: 'nav.groups.organization',
    items: [
      { path: 'general', labelKey: 'nav.general', icon: Building2 },
      { path: 'team', labelKey: 'nav.team', icon: Users },
      { path: 'customization', labelKey: 'nav.customization', icon: Palette },
      { path: 'translations', labelKey: 'nav.translations', icon: Languages },
      { path: 'templates', labelKey: 'nav.templates', icon: LayoutTemplate },
      { path: 'export', labelKey: 'nav.export', icon: FileDown },
      { path: 'import', labelKey: 'nav.import', icon: FileInput },
      { path: 'api-keys', labelKey: 'nav.apiKeys', icon: Code2 },
      { path: 'webhooks', labelKey: 'nav.webhooks', icon: Webhook },
    ],
  },
  {
    id: 'billing',
    labelKey: 'nav.groups.billing',
    items: [
      { path: 'plans', labelKey: 'nav.plans', icon: CreditCard },
      { path: 'usage', labelKey: 'nav.usage', icon: Gauge },
    ],
  },
  {
    id: 'more',
    labelKey: 'nav.groups.more',
    items: [
      { path: 'organizations', labelKey: 'nav.organizations', icon: Network },
      { path: 'help', labelKey: 'nav.help', icon: LifeBuoy },
    ],
  },
];
