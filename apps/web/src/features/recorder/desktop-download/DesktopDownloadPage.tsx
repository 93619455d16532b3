import clsx from 'clsx';
import { Download, Monitor, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DesktopFile, formatSize, useDesktopFiles } from './files';
import { DESKTOP_PLATFORMS, type DesktopPlatform, desktopZipUrl, detectPlatform } from './platform';

/**
 * /download/desktop-recorder (DESKTOP_RECORDER_URL's default), public like the zips: the build for
 * the visitor's system as one big button, every system below it, and what the first start asks of
 * them (the recorder is not signed: SmartScreen, Gatekeeper). The links point at the server's own
 * downloads, which add this server's address to the zip.
 */
export default function DesktopDownloadPage() {
  const { t, i18n } = useTranslation(['desktopDownload', 'common']);
  const files = useDesktopFiles();
  const detected = detectPlatform(typeof navigator === 'undefined' ? undefined : navigator);
  const byPlatform = new Map((files.data ?? []).map((file) => [file.platform, file]));
  const built = (platform: DesktopPlatform) => !files.isSuccess || byPlatform.has(platform);
  const others = DESKTOP_PLATFORMS.filter((platform) => platform !== detected);
  const nothingBuilt = files.isSuccess && byPlatform.size === 0;

  return (
    <main className="min-h-dvh bg-stone-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link to="/" className="text-sm text-brand-700 hover:underline">
          ← {t('appName', { ns: 'common' })}
        </Link>
        <header className="mt-6 flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Monitor aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold text-stone-900">{t('title')}</h1>
            <p className="mt-2 text-stone-600">{t('lead')}</p>
          </div>
        </header>
        <p className="mt-4 text-sm text-stone-600">{t('noInstall')}</p>

        {nothingBuilt && (
          <p
            role="alert"
            className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {t('notBuiltHint')}
          </p>
        )}
        {files.isError && (
          <p role="alert" className="mt-6 rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
            {t('loadFailed')}
          </p>
        )}

        {detected ? (
          <PlatformCard
            platform={detected}
            file={byPlatform.get(detected)}
            available={built(detected)}
            featured
            language={i18n.language}
          />
        ) : (
          <p className="mt-8 text-stone-700">{t('unsupported')}</p>
        )}

        <h2 className="mt-10 text-sm font-semibold uppercase tracking-wide text-stone-500">
          {t('otherSystems')}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {(detected ? others : DESKTOP_PLATFORMS).map((platform) => (
            <PlatformCard
              key={platform}
              platform={platform}
              file={byPlatform.get(platform)}
              available={built(platform)}
              language={i18n.language}
            />
          ))}
        </div>

        <section className="mt-10 flex gap-3 rounded-xl bg-white p-4 text-sm text-stone-600 ring-1 ring-stone-200 sm:p-5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="flex flex-col gap-2">
            <p>{t('connect')}</p>
            <p>{t('privacy')}</p>
          </div>
        </section>
      </div>
    </main>
  );
}

/** A step's `commands` (between backticks in the catalogue) in a monospace font, the rest as text. */
function Commands({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, index) =>
    index % 2 === 1 ? (
      <code key={part} className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[13px] text-stone-800">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function PlatformCard({
  platform,
  file,
  available,
  featured = false,
  language,
}: {
  platform: DesktopPlatform;
  file: DesktopFile | undefined;
  available: boolean;
  featured?: boolean;
  language: string;
}) {
  const { t } = useTranslation('desktopDownload');
  const titleId = useId();
  const name = t(`platform.${platform}`);
  const steps = t(`steps.${platform}`, { returnObjects: true }) as string[];

  return (
    <section
      aria-labelledby={titleId}
      data-platform={platform}
      className={clsx(
        'rounded-xl bg-white ring-1',
        featured ? 'mt-8 p-5 shadow-sm ring-brand-200 sm:p-6' : 'p-4 ring-stone-200 sm:p-5',
      )}
    >
      <h2 id={titleId} className={clsx('font-semibold text-stone-900', featured ? 'text-lg' : 'text-base')}>
        {name}
      </h2>
      <p className="mt-0.5 text-sm text-stone-500">{t(`platformDetail.${platform}`)}</p>
      <div className={clsx('flex flex-wrap items-center gap-x-4 gap-y-2', featured ? 'mt-5' : 'mt-4')}>
        {available ? (
          <a
            href={file?.url ?? desktopZipUrl(platform)}
            download
            className={clsx(
              'inline-flex items-center gap-2 rounded-lg font-medium',
              featured
                ? 'h-12 bg-brand-600 px-5 text-base text-white hover:bg-brand-700'
                : 'h-9 px-3 text-sm text-stone-800 ring-1 ring-inset ring-stone-300 hover:bg-stone-50',
            )}
          >
            <Download aria-hidden="true" className={featured ? 'size-5' : 'size-4'} />
            {t('download', { platform: name })}
          </a>
        ) : (
          <span className="text-sm text-stone-500">{t('notBuilt')}</span>
        )}
        {file && (
          <span className="text-sm text-stone-500">
            {t('size', { size: formatSize(file.size, language) })}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-sm font-medium text-stone-800">{t('firstStart')}</h3>
      <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-stone-600">
        {steps.map((step) => (
          <li key={step}>
            <Commands text={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}
