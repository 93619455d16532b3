import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { RecorderInstall } from '../../recorder/components/RecorderInstall';
import { useCloseModal } from '../modalNavigation';

/** /install-recorder: the same install instructions as onboarding and /get-started. */
export default function InstallRecorderModal() {
  const { t } = useTranslation('settings');
  const close = useCloseModal();
  return (
    <Modal
      title={t('recorder.title')}
      onClose={close}
      size="3xl"
      footer={
        <Button variant="secondary" onClick={close}>
          {t('recorder.close')}
        </Button>
      }
    >
      <p className="mb-5 text-sm text-stone-600">{t('recorder.text')}</p>
      <RecorderInstall />
    </Modal>
  );
}
