import { HELP_CENTER_PASSWORD_MAX_LENGTH } from '@support/shared';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ModalState } from '../../../app/modals';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/errors';
import { useCloseModal } from '../../settings/modalNavigation';
import { updateSettings } from '../api';
import { useSaveHelpCenter } from '../useSaveHelpCenter';

export type PasswordModalState = ModalState & { helpCenterId?: string; mode?: 'enable' | 'update' };

/**
 * /helpcenters/authentication/password (spec 02 §2 "Password protection modal"): sets the password
 * and turns protection on. Opened without a help center in its state it says so and only closes.
 */
export default function PasswordProtectionModal() {
  const { t } = useTranslation('helpCenters');
  const close = useCloseModal();
  const state = (useLocation().state ?? {}) as PasswordModalState;
  const mode = state.mode ?? 'enable';
  const formId = useId();
  const inputId = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveHelpCenter((value: string) =>
    updateSettings(state.helpCenterId!, { authenticationType: 'PASSWORD', password: value }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.helpCenterId) {
      setError(t('password.missingContext'));
      return;
    }
    if (!password.trim()) {
      setError(t('password.required'));
      return;
    }
    setError(null);
    save.mutate(password, {
      onSuccess: () => {
        toast.success(t(mode === 'enable' ? 'password.enabled' : 'password.updated'));
        close();
      },
      onError: (cause) => setError(errorMessage(cause, t('password.failed'))),
    });
  };

  return (
    <Modal
      title={t(mode === 'enable' ? 'password.enableTitle' : 'password.updateTitle')}
      onClose={save.isPending ? undefined : close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          {state.helpCenterId && (
            <Button type="submit" form={formId} loading={save.isPending}>
              {t(mode === 'enable' ? 'password.enableAction' : 'password.updateAction')}
            </Button>
          )}
        </>
      }
    >
      {state.helpCenterId ? (
        <form id={formId} onSubmit={onSubmit} noValidate className="space-y-3">
          {error && <Alert tone="error">{error}</Alert>}
          <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
            {t('password.label')}
          </label>
          <div className="relative">
            <input
              id={inputId}
              type={visible ? 'text' : 'password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              placeholder={t('password.placeholder')}
              maxLength={HELP_CENTER_PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              // biome-ignore lint/a11y/noAutofocus: the dialog opens for this one field
              autoFocus
              aria-describedby={`${inputId}-hint`}
              className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-11 pl-3 text-sm shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
            />
            <button
              type="button"
              onClick={() => setVisible(!visible)}
              aria-label={t(visible ? 'password.hide' : 'password.show')}
              aria-pressed={visible}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1.5 text-stone-500 hover:bg-stone-100"
            >
              {visible ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
          <p id={`${inputId}-hint`} className="text-xs text-stone-500">
            {t('password.hint')}
          </p>
        </form>
      ) : (
        <Alert tone="error">{t('password.missingContext')}</Alert>
      )}
    </Modal>
  );
}
