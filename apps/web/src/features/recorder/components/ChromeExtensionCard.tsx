import { Download, ExternalLink, Info, Puzzle } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EXTENSIONS_PAGE, useRecorderLinks } from '../links';
import { CopyableText } from './CopyableText';

/** Self-hosted: no store listing, so the zip is loaded unpacked in Developer mode. */
const ZIP_STEPS = ['unzip', 'open', 'developer', 'load', 'pin', 'signIn'] as const;
/** When the operator points CHROME_EXTENSION_URL at a store page instead. */
const STORE_STEPS = ['add', 'pin', 'signIn'] as const;

// Full width on a phone; under the title on a medium card; beside it on a wide one.
const buttonClass =
  '@md:ml-13 @md:self-start @2xl:ml-0 @2xl:self-auto inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-xs transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The Chrome extension: download (or store) button and the numbered install steps. */
export function ChromeExtensionCard() {
  const { t } = useTranslation('recorder');
  const links = useRecorderLinks();
  const titleId = useId();
  const steps = links.extensionIsZip ? ZIP_STEPS : STORE_STEPS;
  const strong = <strong className="font-semibold text-stone-800" />;

  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
      <div className="flex flex-col gap-4 p-4 @sm:p-5 @2xl:flex-row @2xl:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-100">
            <Puzzle aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold text-stone-900">
              {t('extension.title')}
            </h3>
            <p className="mt-0.5 text-sm text-stone-500">{t('extension.text')}</p>
          </div>
        </div>
        {links.extensionIsZip ? (
          <a href={links.extensionUrl} download className={buttonClass}>
            <Download aria-hidden="true" className="size-4" />
            {t('extension.download')}
          </a>
        ) : (
          <a href={links.extensionUrl} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            {t('extension.store')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>

      <div className="border-t border-stone-200 bg-stone-50/70 p-4 @sm:p-5">
        <ol aria-label={t('extension.stepsLabel')} className="flex flex-col gap-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white text-xs font-semibold text-stone-700 ring-1 ring-stone-300">
                {index + 1}
              </span>
              <div className="min-w-0 pt-0.5">
                <p className="text-sm font-medium text-stone-900">{t(`extension.steps.${step}.title`)}</p>
                <p className="mt-0.5 text-sm text-stone-600">
                  <Trans t={t} i18nKey={`extension.steps.${step}.text`} components={{ b: strong }} />
                </p>
                {step === 'open' && (
                  <div className="mt-2">
                    <CopyableText text={EXTENSIONS_PAGE} />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
        {links.extensionIsZip && (
          <p className="mt-5 flex gap-2 border-t border-stone-200 pt-4 text-xs text-stone-500">
            <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {t('extension.why')}
          </p>
        )}
      </div>
    </section>
  );
}
