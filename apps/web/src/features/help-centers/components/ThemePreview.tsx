import type { HelpCenterLink } from '@support/shared';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LINK_ICON_COMPONENTS } from './linkIcons';

export type PreviewTheme = {
  name: string;
  description: string | null;
  logo: string | null;
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
  links: Pick<HelpCenterLink, 'id' | 'title' | 'subtitle' | 'icon'>[];
};

/**
 * A miniature of the public site drawn from the help center's own settings: the header in its
 * background and text colours with the logo, the search in the primary colour and the quick links.
 * It follows every change at once (the theming tab) and needs no request (the list's cards).
 */
export function ThemePreview({ theme, compact = false }: { theme: PreviewTheme; compact?: boolean }) {
  const { t } = useTranslation('helpCenters');
  const links = theme.links.slice(0, compact ? 3 : 6);
  return (
    <div
      className="overflow-hidden rounded-lg bg-white text-left ring-1 ring-stone-200"
      aria-label={t('preview.label', { name: theme.name })}
      role="img"
    >
      <div
        className="flex items-center justify-between gap-2 px-3 py-2"
        style={{ backgroundColor: theme.backgroundColor, color: theme.textColor }}
      >
        {theme.logo ? (
          <img src={theme.logo} alt="" className="h-5 max-w-28 object-contain" />
        ) : (
          <span className="truncate text-xs font-semibold">{theme.name}</span>
        )}
        <span className="shrink-0 text-[10px] opacity-80">{t('preview.backToHomepage')}</span>
      </div>
      <div
        className="px-3 pt-3 pb-2 text-center"
        style={{ backgroundColor: theme.backgroundColor, color: theme.textColor }}
      >
        <p className={compact ? 'truncate text-xs font-semibold' : 'text-sm font-semibold'}>
          {t('preview.headline')}
        </p>
        <div className="mx-auto mt-2 mb-1 flex max-w-56 items-center gap-1.5 rounded-md bg-white px-2 py-1 text-[10px] text-stone-500 ring-1 ring-stone-200">
          <Search aria-hidden="true" className="size-3" style={{ color: theme.primaryColor }} />
          {t('preview.search')}
        </div>
      </div>
      <div className="grid grid-cols-3 gap-1.5 p-2">
        {links.length > 0
          ? links.map((link) => {
              const Icon = LINK_ICON_COMPONENTS[link.icon];
              return (
                <div
                  key={link.id}
                  className="flex min-w-0 items-center gap-1 rounded border border-stone-200 p-1.5"
                >
                  <Icon
                    aria-hidden="true"
                    className="size-3 shrink-0"
                    style={{ color: theme.primaryColor }}
                  />
                  <span className="truncate text-[10px] text-stone-700">{link.title}</span>
                </div>
              );
            })
          : [0, 1, 2].map((slot) => (
              <div key={slot} className="h-6 rounded border border-dashed border-stone-200" />
            ))}
      </div>
    </div>
  );
}
