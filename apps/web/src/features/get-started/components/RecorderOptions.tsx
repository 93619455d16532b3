import clsx from 'clsx';
import { ExternalLink, type LucideIcon, Monitor, Puzzle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/publicConfig';

type RecorderCardProps = {
  icon: LucideIcon;
  title: string;
  badge: string;
  text: string;
  action: string;
  href: string | undefined;
  stacked: boolean;
};

function RecorderCard({ icon: Icon, title, badge, text, action, href, stacked }: RecorderCardProps) {
  const { t } = useTranslation('getStarted');
  return (
    <div className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-inset ring-stone-200">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-stone-900">{title}</span>
          <span className="block text-xs text-stone-500">{badge}</span>
        </span>
      </div>
      <p className="mt-3 flex-1 text-sm text-stone-600">{text}</p>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={clsx(
            'mt-4 inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg bg-stone-900 px-3 py-1.5 text-center text-sm font-medium text-white transition-colors hover:bg-stone-700',
            stacked && 'self-start',
          )}
        >
          {action}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : (
        <span
          className={clsx(
            'mt-4 inline-flex h-9 items-center justify-center rounded-lg bg-stone-100 px-3 text-sm text-stone-500',
            stacked && 'self-start',
          )}
        >
          {t('recorders.unavailable')}
        </span>
      )}
    </div>
  );
}

/**
 * Web Recorder (Chrome extension) and Desktop Recorder (Windows); store links open in a new tab.
 * `stacked` puts the cards under each other, for narrow places such as the onboarding card.
 */
export function RecorderOptions({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation('getStarted');
  const config = usePublicConfig();
  return (
    <div className={clsx('grid gap-3', !stacked && 'sm:grid-cols-2')}>
      <RecorderCard
        icon={Puzzle}
        title={t('recorders.web.title')}
        badge={t('recorders.web.badge')}
        text={t('recorders.web.text')}
        action={t('recorders.web.action')}
        href={config.data?.chromeExtensionUrl || undefined}
        stacked={stacked}
      />
      <RecorderCard
        icon={Monitor}
        title={t('recorders.desktop.title')}
        badge={t('recorders.desktop.badge')}
        text={t('recorders.desktop.text')}
        action={t('recorders.desktop.action')}
        href={config.data?.desktopRecorderUrl || undefined}
        stacked={stacked}
      />
    </div>
  );
}
