import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
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
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            aria-label={t('secret.label')}
            className="min-w-0 flex-1 break-all rounded-md bg-stone-100 px-3 py-2 font-mono text-sm text-stone-900"
          >
            {secret}
          </code>
          <CopyButton text={secret} label={t('secret.copy')} />
        </div>
        <p className="text-sm text-stone-600">{t('secret.usage')}</p>
      </div>
    </Modal>
  );
}
