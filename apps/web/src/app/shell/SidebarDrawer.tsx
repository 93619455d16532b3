import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from './Sidebar';

/**
 * The full sidebar, with its labels, over the page on a phone (the icon bar's Menu button opens
 * it): the icon bar alone names nothing. Closes on Escape, on the backdrop, and when a link is
 * followed (AppShell closes it on every navigation).
 */
export function SidebarDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex" role="dialog" aria-modal="true" aria-label={t('sidebar.menu')}>
      <div ref={panel} className="relative h-full shadow-xl">
        <Sidebar compact={false} />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('sidebar.closeMenu')}
          className="absolute top-3 right-2 rounded-lg p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="flex-1 bg-stone-900/40"
        onClick={onClose}
      />
    </div>
  );
}
