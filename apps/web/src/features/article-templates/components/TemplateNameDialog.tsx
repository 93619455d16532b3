import { ARTICLE_TEMPLATE_NAME_MAX_LENGTH } from '@support/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';

/**
 * Asks for a template's name (saving an article as a template, renaming one). The name is trimmed
 * and must not be empty; the server bounds it as well (80 characters).
 */
export function TemplateNameDialog({
  title,
  initialName,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const formId = useId();
  const [name, setName] = useState(initialName.slice(0, ARTICLE_TEMPLATE_NAME_MAX_LENGTH));
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('templates.nameRequired'));
      return;
    }
    onSubmit(name.trim());
  };
  return (
    <Modal
      title={title}
      size="md"
      onClose={pending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('templates.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('templates.nameLabel')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError && event.target.value.trim()) setNameError(null);
          }}
          error={nameError}
          maxLength={ARTICLE_TEMPLATE_NAME_MAX_LENGTH}
          required
          autoFocus
        />
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
