import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { CopyButton } from '../../help-centers/components/CopyButton';

/**
 * The new key's secret, shown this once: the server keeps only its hash, so closing the dialog
 * loses it for good (the text says so; a lost key is revoked and replaced).
 */
export function SecretDialog({
  name,
  secret,
  onClose,
}: {
  name: string;
  secret: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  return (
    <Modal
      title={t('secret.title', { name })}
      size="md"
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('secret.done')}</Button>}
    >
      <div className="space-y-4">
        <Alert tone="warning">{t('secret.once')}</Alert>
        <TextField
          label={t('secret.label')}
          value={secret}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <CopyButton text={secret} label={t('secret.copy')} />
        <p className="text-sm text-stone-600">{t('secret.usage')}</p>
      </div>
    </Modal>
  );
}
