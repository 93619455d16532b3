import { Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingConnection } from '../api';

const PLATFORM_NAMES = { win32: 'Windows', darwin: 'macOS', linux: 'Linux' } as const;

/** What is asking to connect: the recorder's system, its computer and when it asked. */
export function ConnectionDetails({ connection }: { connection: PendingConnection }) {
  const { t, i18n } = useTranslation('desktopRecorder');
  const requested = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(connection.createdAt));
  return (
    <section
      aria-label={t('asking')}
      className="flex gap-3 rounded-lg bg-stone-50 p-3 text-sm ring-1 ring-stone-200"
    >
      <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t('asking')}</p>
        <p className="font-medium text-stone-900">
          {t('recorderOn', { platform: PLATFORM_NAMES[connection.platform] })}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-stone-600">
          {connection.device && (
            <>
              <dt>{t('device')}</dt>
              <dd className="truncate">{connection.device}</dd>
            </>
          )}
          <dt>{t('requested')}</dt>
          <dd>{requested}</dd>
        </dl>
      </div>
    </section>
  );
}
