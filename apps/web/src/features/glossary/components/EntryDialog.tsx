import type { GlossaryEntry, GlossaryEntryRequest } from '@support/shared';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import type { EntryDraft } from '../rules/form';
import { EntryFields } from './EntryFields';
import { useEntryForm } from './useEntryForm';

/** The dialog both /glossary/add and /glossary/edit show: the entry's fields, Cancel and save. */
export function EntryDialog({
  title,
  submitLabel,
  initial,
  save,
  onSaved,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: EntryDraft;
  save: (request: GlossaryEntryRequest) => Promise<GlossaryEntry>;
  onSaved: (entry: GlossaryEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('glossary');
  const formId = useId();
  const form = useEntryForm(initial, save, onSaved);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Modal
      title={title}
      size="2xl"
      onClose={form.saving ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {form.formError && <Alert>{form.formError}</Alert>}
        <EntryFields
          draft={form.draft}
          errors={form.errors}
          onChange={form.onChange}
          generate={form.generate}
          disabled={form.saving}
        />
      </form>
    </Modal>
  );
}
