import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';

/** The signing secret, shown this once (after creating the webhook or rolling its secret). */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('secret.copied'));
    } catch {
      toast.error(t('secret.copyFailed'));
    }
  };
  return (
    <Modal
      title={t('secret.title')}
      size="lg"
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('secret.done')}</Button>}
    >
      <div className="space-y-4">
        <Alert tone="warning">{t('secret.once')}</Alert>
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-xs text-stone-900">
            {secret}
          </code>
          <Button variant="secondary" onClick={copy} aria-label={t('secret.copy')}>
            <Copy aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <p className="text-sm text-stone-600">{t('secret.howToVerify')}</p>
      </div>
    </Modal>
  );
}
