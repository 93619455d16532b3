import { endpointUrl, recordingsApi } from '@support/shared';
import {
  Braces,
  Download,
  ExternalLink,
  FileJson,
  FileText,
  ImageIcon,
  KeyRound,
  Monitor,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { DESKTOP_DOWNLOAD_PAGE, OPENAPI_URL, useRecorderLinks } from '../links';

function Part({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2.5 text-sm text-stone-600">
      <span className="mt-0.5 shrink-0 text-stone-500">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/**
 * Desktop recorders: the project's own (its download page, DESKTOP_RECORDER_URL's default) or the
 * app an operator configured, and for anyone building their own, what to send (the extension's
 * upload format, docs/recording-format.md) and where the API is described.
 */
export function DesktopRecorderCard() {
  const { t } = useTranslation(['recorder', 'desktopDownload']);
  const links = useRecorderLinks();
  const ours = links.desktopAppUrl === DESKTOP_DOWNLOAD_PAGE;
  const titleId = useId();
  const code = <code className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[13px] text-stone-800" />;

  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-4 ring-1 ring-stone-200 @sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-700">
          <Monitor aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-stone-900">
            {t('desktop.title')}
          </h3>
          <p className="mt-0.5 text-sm text-stone-500">
            {ours ? t('card.text', { ns: 'desktopDownload' }) : t('desktop.text')}
          </p>
        </div>
      </div>

      {ours && (
        <>
          <ButtonLink
            variant="primary"
            size="compact"
            className="mt-4 transition-colors"
            href={DESKTOP_DOWNLOAD_PAGE}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('card.download', { ns: 'desktopDownload' })}
          </ButtonLink>
          <p className="mt-4 text-sm text-stone-500">{t('card.custom', { ns: 'desktopDownload' })}</p>
        </>
      )}

      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-0.5 rounded-lg bg-stone-900 px-3 py-2.5 font-mono text-[13px] text-stone-100">
        <span>
          <span className="font-semibold text-emerald-400">{recordingsApi.upload.method}</span>{' '}
          {endpointUrl(recordingsApi.upload)}
        </span>
        <span className="text-stone-400">multipart/form-data</span>
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        <Part icon={<FileJson aria-hidden="true" className="size-4" />}>
          <Trans t={t} i18nKey="desktop.manifest" components={{ code }} />
        </Part>
        <Part icon={<ImageIcon aria-hidden="true" className="size-4" />}>{t('desktop.images')}</Part>
        <Part icon={<KeyRound aria-hidden="true" className="size-4" />}>
          <Trans t={t} i18nKey="desktop.auth" components={{ code }} />
        </Part>
      </ul>

      <div className="mt-4 flex flex-wrap gap-2">
        {links.desktopAppUrl && !ours && (
          <ButtonLink
            variant="secondary"
            size="compact"
            className="transition-colors"
            href={links.desktopAppUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Monitor aria-hidden="true" className="size-4 text-stone-500" />
            {t('desktop.app')}
            <ExternalLink aria-hidden="true" className="size-3.5 text-stone-500" />
          </ButtonLink>
        )}
        <ButtonLink
          variant="secondary"
          size="compact"
          className="transition-colors"
          href={links.formatUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FileText aria-hidden="true" className="size-4 text-stone-500" />
          {t('desktop.format')}
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          size="compact"
          className="transition-colors"
          href={OPENAPI_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Braces aria-hidden="true" className="size-4 text-stone-500" />
          {t('desktop.openapi')}
        </ButtonLink>
      </div>
    </section>
  );
}
