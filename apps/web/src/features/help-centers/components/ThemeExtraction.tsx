import type { ExtractedTheme, HelpCenter } from '@support/shared';
import { Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage, errorStatus } from '../../../lib/errors';
import { extractTheme, saveExtractedTheme } from '../api';
import { useSaveHelpCenter } from '../useSaveHelpCenter';
import { withScheme } from './LinkForm';

type Phase =
  | { kind: 'idle' }
  | { kind: 'analyzing' }
  | { kind: 'complete'; theme: ExtractedTheme }
  | { kind: 'error'; message: string };

/**
 * Spec 02 §4 "Help center theme extraction": idle, analyzing, complete, error. The server reads the
 * website; applying saves its colours and logo and goes back to idle.
 */
export function ThemeExtraction({
  helpCenterId,
  disabled,
  onApplied,
}: {
  helpCenterId: string;
  disabled: boolean;
  onApplied: (center: HelpCenter) => void;
}) {
  const { t } = useTranslation('helpCenters');
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const apply = useSaveHelpCenter(() => saveExtractedTheme(helpCenterId));

  const analyze = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!url.trim()) return;
    setPhase({ kind: 'analyzing' });
    try {
      setPhase({ kind: 'complete', theme: await extractTheme(helpCenterId, withScheme(url)) });
    } catch (cause) {
      // The server's reason (no colours, an address it will not fetch) or the spec's fallback.
      const message = errorStatus(cause) === 400 ? errorMessage(cause, '') : '';
      setPhase({ kind: 'error', message: message || t('theme.extract.unexpected') });
    }
  };

  return (
    <div className="space-y-3">
      <form onSubmit={analyze} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={t('theme.extract.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="www.example.com"
          inputMode="url"
          disabled={disabled || phase.kind === 'analyzing'}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={phase.kind === 'analyzing'}
          disabled={disabled || !url.trim()}
        >
          <Wand2 aria-hidden="true" className="size-4" />
          {phase.kind === 'analyzing' ? t('theme.extract.analyzing') : t('theme.extract.analyze')}
        </Button>
      </form>
      {phase.kind === 'error' && (
        <div role="alert" className="rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
          <p className="text-sm font-semibold text-red-800">{t('theme.extract.failedTitle')}</p>
          <p className="mt-1 text-sm text-red-700">{phase.message}</p>
          <p className="mt-1 text-sm text-red-700">{t('theme.extract.fallback')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void analyze()}>
            {t('theme.extract.tryAgain')}
          </Button>
        </div>
      )}
      {phase.kind === 'complete' && (
        <div className="rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
          <p className="text-sm font-semibold text-stone-900">{t('theme.extract.found')}</p>
          <ul className="mt-2 flex flex-wrap gap-3 text-xs text-stone-700">
            {(['primaryColor', 'backgroundColor', 'onBackgroundColor'] as const).map((key) =>
              phase.theme[key] ? (
                <li key={key} className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="size-4 rounded ring-1 ring-stone-300"
                    style={{ backgroundColor: phase.theme[key]! }}
                  />
                  {t(`theme.extract.${key}`)} <span className="font-mono uppercase">{phase.theme[key]}</span>
                </li>
              ) : null,
            )}
          </ul>
          {phase.theme.logoUrl && (
            // Named, not shown: the app loads images only from this server (its content security policy).
            <p className="mt-2 truncate text-xs text-stone-600">
              {t('theme.extract.logoFound')} <span className="font-mono">{phase.theme.logoUrl}</span>
            </p>
          )}
          {apply.isError && <Alert tone="error">{t('theme.extract.applyFailed')}</Alert>}
          <div className="mt-3 flex gap-2">
            <Button
              size="sm"
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(undefined, {
                  onSuccess: (center) => {
                    setPhase({ kind: 'idle' });
                    onApplied(center);
                  },
                })
              }
            >
              {t('theme.extract.apply')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setPhase({ kind: 'idle' })}
              disabled={apply.isPending}
            >
              {t('actions.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
