import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/errors';

/**
 * The frame of the articles tab's group dialogs (new group, card, other languages): a form whose
 * submit runs `onSubmit`, closes when it resolves and keeps the dialog open with the server's
 * message when it fails; while it runs, nothing closes the dialog.
 */
export function GroupFormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  /** What to save; `false` when the form refused the input itself (it shows why). */
  onSubmit: () => Promise<unknown> | false;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('helpCenters');
  const formId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = onSubmit();
    if (saved === false) return;
    setSaving(true);
    try {
      await saved;
      onClose();
    } catch (cause) {
      setFailed(errorMessage(cause, t('articles.failed')));
      setSaving(false);
    }
  };

  return (
    <Modal
      size="md"
      title={title}
      onClose={saving ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {failed && <Alert tone="error">{failed}</Alert>}
        {children}
      </form>
    </Modal>
  );
}
