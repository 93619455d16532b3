import {
  type Customization,
  FOOTER_LINKS_MAX,
  HEADER_LINKS_MAX,
  type HelpCenter,
  type SavedCustomization,
} from '@support/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { SitePreview } from '../../help-centers/components/SitePreview';
import { CustomCssField } from './CustomCssField';
import { bodyOf, cssTooLarge, type Draft, draftOf, isDirty, isSendable, linkErrors } from './draft';
import { useSaveCustomization } from './queries';
import { SiteLinksEditor } from './SiteLinksEditor';
import { useDraftPreview } from './useDraftPreview';

/** The links and the CSS of one help center, saved together, with the live preview beside them. */
export function CustomizationForm({ center, saved }: { center: HelpCenter; saved: Customization }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  // Messages show once a save was tried, then follow every change.
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string[]>([]);
  const save = useSaveCustomization(center.id);
  const sendable = isSendable(draft, t);
  const preview = useDraftPreview(center.id, bodyOf(draft), sendable);
  const headerErrors = tried ? linkErrors(draft.headerLinks, t) : {};
  const footerErrors = tried ? linkErrors(draft.footerLinks, t) : {};
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const onSave = () => {
    setTried(true);
    setFormError(null);
    if (!sendable) return;
    save.mutate(bodyOf(draft), {
      onSuccess: (answer: SavedCustomization) => {
        // What the server keeps: addresses completed, the CSS as sanitised.
        setDraft(draftOf(answer));
        setRemoved(answer.removed);
        setTried(false);
        toast.success(t('customization.saved'));
      },
      onError: (cause) => setFormError(errorMessage(cause, t('customization.failed'))),
    });
  };

  return (
    // Beside the form only where both fit; otherwise the preview comes first, over the whole width.
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <div className="2xl:sticky 2xl:top-6 2xl:order-2 2xl:self-start">
        <p className="mb-2 text-sm font-medium text-stone-700">{t('customization.previewTitle')}</p>
        {preview.html !== null ? (
          <SitePreview srcDoc={preview.html} name={center.name} />
        ) : (
          <div className="flex aspect-[16/10] items-center justify-center rounded-lg bg-stone-100 p-4 text-center text-xs text-stone-600 ring-1 ring-stone-200">
            {preview.failed
              ? errorMessage(preview.failed, t('customization.previewFailed'))
              : t('customization.previewLoading')}
          </div>
        )}
        {preview.html !== null && preview.failed !== null && (
          <p className="mt-2 text-xs text-red-600">
            {errorMessage(preview.failed, t('customization.previewFailed'))}
          </p>
        )}
        <p className="mt-2 text-xs text-stone-500">{t('customization.previewHint')}</p>
        {preview.removed.length > 0 && (
          <div className="mt-3">
            <RemovedParts parts={preview.removed} title={t('customization.css.removedPreview')} />
          </div>
        )}
      </div>
      <div className="space-y-6 2xl:order-1">
        <Section title={t('customization.header.title')} description={t('customization.header.description')}>
          <SiteLinksEditor
            name={t('customization.header.name')}
            rows={draft.headerLinks}
            max={HEADER_LINKS_MAX}
            errors={headerErrors}
            disabled={save.isPending}
            onChange={(headerLinks) => change({ headerLinks })}
          />
        </Section>
        <Section title={t('customization.footer.title')} description={t('customization.footer.description')}>
          <SiteLinksEditor
            name={t('customization.footer.name')}
            rows={draft.footerLinks}
            max={FOOTER_LINKS_MAX}
            errors={footerErrors}
            disabled={save.isPending}
            onChange={(footerLinks) => change({ footerLinks })}
          />
        </Section>
        <Section
          title={t('customization.css.title')}
          description={t('customization.css.description')}
          footer={
            <Button
              onClick={onSave}
              loading={save.isPending}
              disabled={!isDirty(draft, saved) || (tried && !sendable)}
            >
              {t('customization.save')}
            </Button>
          }
        >
          <div className="space-y-4">
            <CustomCssField
              value={draft.customCss}
              disabled={save.isPending}
              onChange={(customCss) => change({ customCss })}
            />
            {removed.length > 0 && (
              <RemovedParts parts={removed} title={t('customization.css.removedSaved')} />
            )}
            {tried && !sendable && !cssTooLarge(draft.customCss) && (
              <Alert tone="error">{t('customization.fixLinks')}</Alert>
            )}
            {formError && <Alert tone="error">{formError}</Alert>}
          </div>
        </Section>
      </div>
    </div>
  );
}

/** What the sanitiser took out of the CSS (anything that loads from elsewhere or could run). */
function RemovedParts({ parts, title }: { parts: string[]; title: string }) {
  return (
    <Alert tone="warning">
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono text-xs">
        {parts.map((part, index) => (
          // The same text can be removed twice; the order is what the answer gave.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, replaced whole
          <li key={index} className="break-all">
            {part}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
