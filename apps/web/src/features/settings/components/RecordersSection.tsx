import type { Session } from '@support/shared';
import { Video } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { useRevokeSession, useSessions } from '../queries';
import { sessionDate, useSessionName } from './sessionNames';

function RecorderRow({
  session,
  onDisconnect,
}: {
  session: Session;
  onDisconnect: (session: Session) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const nameOf = useSessionName();
  const format = sessionDate(i18n.language);
  const date = (iso: string) => format.format(new Date(iso));
  return (
    <li className="flex items-center gap-3 py-3">
      <Video aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-900">{nameOf(session)}</p>
        {/* The computer's name, so two recorders on one system are told apart. */}
        {session.userAgent && <p className="truncate text-xs text-stone-600">{session.userAgent}</p>}
        <p className="text-xs text-stone-500">
          {`${t('account.sessions.connectedOn', { date: date(session.createdAt) })} · `}
          {t('account.sessions.lastUsed', { date: date(session.lastUsedAt) })}
        </p>
        <p className="text-xs text-stone-500">
          {t('account.recorders.endsIfUnused', { date: date(session.endsAt) })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onDisconnect(session)}
        aria-label={`${t('account.recorders.disconnect')}: ${nameOf(session)}`}
      >
        {t('account.recorders.disconnect')}
      </Button>
    </li>
  );
}

/**
 * The desktop recorders connected to the account. Their tokens only record and upload, and stop
 * working after a long time unused; Disconnect ends one at once (a lost laptop, a recorder given
 * away), the next call it makes answers 401.
 */
export function RecordersSection() {
  const { t } = useTranslation('settings');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const nameOf = useSessionName();
  const [disconnecting, setDisconnecting] = useState<Session | null>(null);
  const recorders = sessions.data?.filter((session) => session.kind === 'DESKTOP_RECORDER');

  const onConfirm = () => {
    if (!disconnecting) return;
    revoke.mutate(disconnecting.id, {
      onSuccess: () => toast.success(t('account.recorders.disconnected')),
      onError: (cause) => toast.error(errorMessage(cause, t('account.recorders.disconnectFailed'))),
      onSettled: () => setDisconnecting(null),
    });
  };

  return (
    <Section title={t('account.recorders.title')} description={t('account.recorders.description')}>
      {sessions.isError && <Alert>{errorMessage(sessions.error, t('account.sessions.loadFailed'))}</Alert>}
      {recorders && recorders.length > 0 && (
        <ul className="divide-y divide-stone-100">
          {recorders.map((session) => (
            <RecorderRow key={session.id} session={session} onDisconnect={setDisconnecting} />
          ))}
        </ul>
      )}
      {recorders?.length === 0 && <p className="text-sm text-stone-500">{t('account.recorders.none')}</p>}
      <ConfirmDialog
        open={disconnecting !== null}
        title={t('account.recorders.disconnectTitle')}
        confirmLabel={t('account.recorders.disconnect')}
        loading={revoke.isPending}
        onConfirm={onConfirm}
        onCancel={() => setDisconnecting(null)}
      >
        {disconnecting && t('account.recorders.disconnectText', { name: nameOf(disconnecting) })}
      </ConfirmDialog>
    </Section>
  );
}
