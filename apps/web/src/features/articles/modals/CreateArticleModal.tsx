import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useCloseModal } from '../../settings/modalNavigation';
import { CreateArticleForm } from '../components/CreateArticleForm';

/** /articles/create over the list: the Write manual article dialog. */
export default function CreateArticleModal() {
  const { t } = useTranslation('articles');
  const close = useCloseModal();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <Modal
      title={t('create.title')}
      size="xl"
      onClose={pending ? undefined : close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <CreateArticleForm formId={formId} onPendingChange={setPending} />
    </Modal>
  );
}
