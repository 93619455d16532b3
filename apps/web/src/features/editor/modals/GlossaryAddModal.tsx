import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { useCloseModal } from '../../settings/modalNavigation';
import type { SelectionState } from '../events';

/**
 * /glossary/add opened with Ctrl/Cmd+Shift+G: the selected text becomes the term. The glossary
 * itself is built later, so this dialog says so plainly and saves nothing yet.
 */
export default function GlossaryAddModal() {
  const { t } = useTranslation('editor');
  const close = useCloseModal();
  const location = useLocation();
  const formId = useId();
  const [term, setTerm] = useState(((location.state as SelectionState | null)?.selectedText ?? '').trim());
  const [definition, setDefinition] = useState('');
  return (
    <Modal
      title={t('glossary.title')}
      size="lg"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('close')}
          </Button>
          <Button type="submit" form={formId} disabled title={t('glossary.comingLater')}>
            {t('glossary.add')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => event.preventDefault()} className="space-y-4">
        <Alert tone="info">{t('glossary.comingLater')}</Alert>
        <TextField
          label={t('glossary.term')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          required
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-definition`} className="text-sm font-medium text-stone-700">
            {t('glossary.definition')}
          </label>
          <textarea
            id={`${formId}-definition`}
            rows={3}
            value={definition}
            onChange={(event) => setDefinition(event.target.value)}
            className="rounded-lg border border-stone-300 px-3 py-2 text-sm shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </div>
      </form>
    </Modal>
  );
}
