import { isWebPageUrl, type Step } from '@support/shared';
import { ExternalLink, Keyboard, Link2, ListChecks, MousePointerClick, Move, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stepKind } from '../rules/describe';
import { useStepTitle } from './useStepTitle';

const ACTION_ICONS = {
  click: MousePointerClick,
  drag: Move,
  type: Keyboard,
  choose: ListChecks,
  key: Keyboard,
  navigate: Navigation,
  other: MousePointerClick,
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-stone-700">{children}</dd>
    </div>
  );
}

type Props = { step: Step; number: number; text: string | null };

/** What the step is: its words in the article, the action and element, the page it happened on. */
export function StepDetails({ step, number, text }: Props) {
  const { t } = useTranslation('steps');
  const title = useStepTitle();
  const kind = stepKind(step);
  const Icon = ACTION_ICONS[kind];

  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {number}
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold leading-snug text-stone-900">{title(step, number)}</h2>
          <p className="mt-1 inline-flex items-center gap-1 rounded-md bg-stone-100 px-1.5 py-0.5 text-xs font-medium text-stone-600">
            <Icon aria-hidden="true" className="size-3.5" />
            {t(`actions.${kind}`)}
          </p>
        </div>
      </div>
      <dl className="space-y-3">
        {text && (
          <Row label={t('details.text')}>
            <span className="leading-relaxed">{text}</span>
          </Row>
        )}
        {step.elementLabel && <Row label={t('details.element')}>{step.elementLabel}</Row>}
        {(kind === 'type' || kind === 'choose') && (
          <Row label={t(kind === 'choose' ? 'details.chosen' : 'details.typed')}>
            {step.typedValue ? (
              <code className="rounded bg-stone-100 px-1 py-0.5 text-xs">{step.typedValue}</code>
            ) : (
              <span className="text-stone-500">{t('details.withheld')}</span>
            )}
          </Row>
        )}
        {(step.pageTitle || step.pageUrl) && (
          <Row label={t('details.page')}>
            {step.pageTitle && <span className="block">{step.pageTitle}</span>}
            {step.pageUrl &&
              // Only a web address becomes a link; anything else (an older row, another recorder) is text.
              (isWebPageUrl(step.pageUrl) ? (
                <a
                  href={step.pageUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="mt-0.5 inline-flex max-w-full items-center gap-1 text-xs text-stone-500 hover:text-brand-700"
                >
                  <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{step.pageUrl}</span>
                  <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
                </a>
              ) : (
                <span className="mt-0.5 block truncate text-xs text-stone-500">{step.pageUrl}</span>
              ))}
          </Row>
        )}
      </dl>
    </div>
  );
}
