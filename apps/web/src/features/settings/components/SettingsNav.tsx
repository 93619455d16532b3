import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { SETTINGS_NAV } from '../navigation';

const allItems = SETTINGS_NAV.flatMap((group) => group.items);

/** Grouped list beside the page on wide screens; a scrolling tab bar above it on narrow ones. */
export function SettingsNav() {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  const tabsRef = useRef<HTMLDivElement>(null);

  // Keep the current tab in view when the bar scrolls sideways on a phone.
  useEffect(() => {
    const active = tabsRef.current?.querySelector<HTMLElement>(`a[href="${pathname}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <>
      <nav aria-label={t('nav.label')} className="hidden w-56 shrink-0 lg:block">
        <div className="sticky top-6 space-y-6">
          {SETTINGS_NAV.map((group) => (
            <div key={group.id}>
              <p className="px-3 pb-1.5 text-[11px] font-semibold uppercase tracking-wider text-stone-500">
                {t(group.labelKey)}
              </p>
              <ul className="space-y-0.5">
                {group.items.map(({ path, labelKey, icon: Icon }) => (
                  <li key={path}>
                    <NavLink
                      to={`/settings/${path}`}
                      className={({ isActive }) =>
                        clsx(
                          'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                          isActive
                            ? 'bg-white text-stone-900 shadow-xs ring-1 ring-stone-200'
                            : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
                        )
                      }
                    >
                      {({ isActive }) => (
                        <>
                          <Icon
                            aria-hidden="true"
                            className={clsx('size-4', isActive ? 'text-brand-600' : 'text-stone-500')}
                          />
                          {t(labelKey)}
                        </>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <nav aria-label={t('nav.label')} className="-mx-4 border-b border-stone-200 sm:-mx-6 lg:hidden">
        <div ref={tabsRef} className="flex gap-1 overflow-x-auto px-4 sm:px-6 [scrollbar-width:none]">
          {allItems.map(({ path, labelKey }) => (
            <NavLink
              key={path}
              to={`/settings/${path}`}
              className={({ isActive }) =>
                clsx(
                  '-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                  isActive
                    ? 'border-brand-600 text-stone-900'
                    : 'border-transparent text-stone-500 hover:text-stone-800',
                )
              }
            >
              {t(labelKey)}
            </NavLink>
          ))}
        </div>
      </nav>
    </>
  );
}
