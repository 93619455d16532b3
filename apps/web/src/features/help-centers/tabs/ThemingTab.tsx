import {
  contrastRatio,
  DEFAULT_HELP_CENTER_THEME,
  HELP_CENTER_LOGO_MAX_BYTES,
  type HelpCenter,
  WCAG_AA_TEXT,
} from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { updateSettings, uploadLogo } from '../api';
import { ColorField } from '../components/ColorField';
import { ThemeExtraction } from '../components/ThemeExtraction';
import { ThemePreview } from '../components/ThemePreview';
import { useCurrentHelpCenter } from '../pages/HelpCenterLayout';
import { helpCenterKeys } from '../queries';
import { useSaveHelpCenter } from '../useSaveHelpCenter';

type Colors = { primaryColor: string; backgroundColor: string; textColor: string };

/** The theming tab: colours with a live preview and a contrast check, the logo, extraction from a website. */
export default function ThemingTab() {
  const center = useCurrentHelpCenter();
  return <ThemingForm key={center.id} center={center} />;
}

function ThemingForm({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('helpCenters');
  // What the server lets the caller do with this help center (its policy, not the role).
  const canUpdate = center.canUpdate;
  const saved: Colors = {
    primaryColor: center.settings.primaryColor,
    backgroundColor: center.settings.backgroundColor,
    textColor: center.settings.textColor,
  };
  const [colors, setColors] = useState<Colors>(saved);
  const save = useSaveHelpCenter((next: Colors) => updateSettings(center.id, next));
  const dirty = (Object.keys(saved) as (keyof Colors)[]).some((key) => saved[key] !== colors[key]);
  const ratio = contrastRatio(colors.textColor, colors.backgroundColor);
  const set = (key: keyof Colors) => (value: string) => setColors({ ...colors, [key]: value });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="space-y-6">
        <Section
          title={t('theme.colorsTitle')}
          description={canUpdate ? t('theme.colorsDescription') : t('settings.adminsOnly')}
          footer={
            canUpdate && (
              <>
                <Button
                  variant="ghost"
                  onClick={() => setColors({ ...DEFAULT_HELP_CENTER_THEME })}
                  disabled={save.isPending}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('theme.defaults')}
                </Button>
                <Button
                  loading={save.isPending}
                  disabled={!dirty}
                  onClick={() =>
                    save.mutate(colors, {
                      onSuccess: () => toast.success(t('theme.saved')),
                      onError: (cause) => toast.error(errorMessage(cause, t('theme.failed'))),
                    })
                  }
                >
                  {t('actions.save')}
                </Button>
              </>
            )
          }
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <ColorField
              label={t('theme.primary')}
              value={colors.primaryColor}
              onChange={set('primaryColor')}
              disabled={!canUpdate}
            />
            <ColorField
              label={t('theme.background')}
              value={colors.backgroundColor}
              onChange={set('backgroundColor')}
              disabled={!canUpdate}
            />
            <ColorField
              label={t('theme.text')}
              value={colors.textColor}
              onChange={set('textColor')}
              disabled={!canUpdate}
            />
          </div>
          {ratio < WCAG_AA_TEXT && (
            <div className="mt-4">
              <Alert tone="warning">{t('theme.contrastWarning', { ratio: ratio.toFixed(1) })}</Alert>
            </div>
          )}
        </Section>
        <LogoSection center={center} disabled={!canUpdate} />
        <Section title={t('theme.extract.title')} description={t('theme.extract.description')}>
          <ThemeExtraction
            helpCenterId={center.id}
            disabled={!canUpdate}
            // The applied theme replaces the colours being edited, as the admin asked.
            onApplied={(applied) =>
              setColors({
                primaryColor: applied.settings.primaryColor,
                backgroundColor: applied.settings.backgroundColor,
                textColor: applied.settings.textColor,
              })
            }
          />
        </Section>
      </div>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <p className="mb-2 text-sm font-medium text-stone-700">{t('theme.previewTitle')}</p>
        <ThemePreview
          theme={{
            name: center.name,
            description: center.description,
            logo: center.logo,
            links: center.links,
            ...colors,
          }}
        />
      </div>
    </div>
  );
}

function LogoSection({ center, disabled }: { center: HelpCenter; disabled: boolean }) {
  const { t } = useTranslation('helpCenters');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    // The server checks the bytes; these checks only spare a pointless upload.
    if (!['image/png', 'image/jpeg'].includes(file.type)) {
      setError(t('theme.logoType'));
      return;
    }
    if (file.size > HELP_CENTER_LOGO_MAX_BYTES) {
      setError(t('theme.logoSize'));
      return;
    }
    setBusy(true);
    try {
      const logo = await uploadLogo(center.id, file);
      queryClient.setQueryData(helpCenterKeys.one(center.id), {
        ...center,
        logo,
        settings: { ...center.settings, logo },
      });
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.all });
      toast.success(t('theme.logoSaved'));
    } catch (cause) {
      setError(errorMessage(cause, t('theme.logoFailed')));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Section title={t('theme.logoTitle')} description={t('theme.logoHint')}>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 w-40 items-center justify-center rounded-lg bg-stone-100 ring-1 ring-stone-200">
          {center.logo ? (
            <img
              src={center.logo}
              alt={t('theme.logoAlt', { name: center.name })}
              className="max-h-14 max-w-36 object-contain"
            />
          ) : (
            <span className="text-xs text-stone-600">{t('theme.noLogo')}</span>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button variant="secondary" loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden="true" className="size-4" />
          {t('theme.uploadLogo')}
        </Button>
      </div>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </Section>
  );
}
