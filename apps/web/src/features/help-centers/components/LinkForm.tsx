import type { LinkIcon } from '@support/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { IconPicker } from './IconPicker';

export type LinkDraft = { title: string; subtitle: string; url: string; icon: LinkIcon };

/** Spec 02 §5: a URL without http:// or https:// gets https:// in front. */
export const withScheme = (url: string) =>
  /^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;

/** Adds or edits one quick link: title and URL required, subtitle optional, one of the twenty icons. */
export function LinkForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial?: LinkDraft;
  busy: boolean;
  onSave: (link: LinkDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('helpCenters');
  const [draft, setDraft] = useState<LinkDraft>(
    initial ?? { title: '', subtitle: '', url: '', icon: 'link' },
  );
  const [errors, setErrors] = useState<{ title?: string; url?: string }>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: draft.title.trim() ? undefined : t('links.titleRequired'),
      url: draft.url.trim() ? undefined : t('links.urlRequired'),
    };
    setErrors(next);
    if (next.title || next.url) return;
    onSave({
      ...draft,
      title: draft.title.trim(),
      subtitle: draft.subtitle.trim(),
      url: withScheme(draft.url),
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('links.title')}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          error={errors.title}
          maxLength={120}
          autoFocus
        />
        <TextField
          label={t('links.url')}
          value={draft.url}
          onChange={(event) => setDraft({ ...draft, url: event.target.value })}
          error={errors.url}
          placeholder="https://status.example.com"
          inputMode="url"
        />
        <TextField
          className="sm:col-span-2"
          label={t('links.subtitle')}
          value={draft.subtitle}
          onChange={(event) => setDraft({ ...draft, subtitle: event.target.value })}
          maxLength={200}
        />
      </div>
      <IconPicker value={draft.icon} onChange={(icon) => setDraft({ ...draft, icon })} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {initial ? t('links.saveLink') : t('links.add')}
        </Button>
      </div>
    </form>
  );
}
