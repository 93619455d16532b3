import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

type Props = { to: string; label: string; icon: LucideIcon; compact: boolean; end?: boolean };

/** One sidebar entry; in the icon bar the label moves into a tooltip and the accessible name. */
export function SidebarLink({ to, label, icon: Icon, compact, end }: Props) {
  return (
    <NavLink
      to={to}
      end={end}
      title={compact ? label : undefined}
      aria-label={compact ? label : undefined}
      className={({ isActive }) =>
        clsx(
          'group flex items-center gap-3 rounded-lg text-sm font-medium transition-colors',
          compact ? 'mx-auto size-10 justify-center' : 'h-9 px-2.5 short:h-8',
          isActive
            ? 'bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100'
            : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon
            aria-hidden="true"
            className={clsx(
              'size-[18px] shrink-0',
              isActive ? 'text-brand-600' : 'text-stone-500 group-hover:text-stone-600',
            )}
          />
          {!compact && <span className="truncate">{label}</span>}
        </>
      )}
    </NavLink>
  );
}
