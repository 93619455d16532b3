import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

type Props = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a change that is hard to undo (role change, removal, revoking). While the action
 * runs, the dialog cannot be dismissed, so a second click cannot fire it twice.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  loading = false,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  if (!open) return null;
  const close = loading ? undefined : onCancel;
  return (
    <Modal
      title={title}
      size="md"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {t('actions.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm leading-6 text-stone-600">{children}</div>
    </Modal>
  );
}
