import type { SupportedLanguage } from '@support/shared';
import { Check } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../articles/rules/time';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { useAcceptMachineTranslation } from '../queries';

/**
 * An edited translation whose source changed: the translation service made a new version, which
 * waits beside the person's text until they accept it (after a confirmation: it replaces theirs).
 */
export function MachineVersionNotice({
  articleId,
  language,
  translatedAt,
}: {
  articleId: string;
  language: SupportedLanguage;
  translatedAt: string;
}) {
  const { t, i18n } = useTranslation('translations');
  const accept = useAcceptMachineTranslation(articleId);
  const [confirming, setConfirming] = useState(false);
  const name = LANGUAGE_NAMES[language];

  const onAccept = () =>
    accept.mutate(language, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('machine.accepted'));
      },
      onError: (cause) => {
        setConfirming(false);
        toast.error(errorMessage(cause, t('machine.failed')));
      },
    });

  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t('machine.text', { date: formatDateTime(translatedAt, i18n.language) })}</p>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={() => setConfirming(true)}>
        <Check aria-hidden="true" className="size-4" />
        {t('machine.accept')}
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={t('machine.confirmTitle')}
        confirmLabel={t('machine.accept')}
        loading={accept.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onAccept}
      >
        {t('machine.confirmText', { language: name })}
      </ConfirmDialog>
    </div>
  );
}
