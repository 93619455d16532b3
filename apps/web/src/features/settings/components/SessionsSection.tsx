import type { Session } from '@support/shared';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { useRevokeSession, useSessions, useSignOutOtherSessions } from '../queries';
import { sessionDate, useSessionName } from './sessionNames';

function SessionRow({
  session,
  language,
  onRevoke,
}: {
  session: Session;
  language: string;
  onRevoke: (session: Session) => void;
}) {
  const { t } = useTranslation('settings');
  const nameOf = useSessionName();
  const format = sessionDate(language);
  return (
    <li className="flex items-center gap-3 py-3">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-900">
          {nameOf(session)}
          {session.current && (
            <span className="ml-2 rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
              {t('account.sessions.current')}
            </span>
          )}
        </p>
        <p className="text-xs text-stone-500">
          {t('account.sessions.lastUsed', { date: format.format(new Date(session.lastUsedAt)) })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onRevoke(session)}
          aria-label={`${t('account.sessions.revoke')}: ${nameOf(session)}`}
        >
          {t('account.sessions.revoke')}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in in a browser: each can be revoked on its own (a lost laptop), or
 * every session but this one at once, connected recorders included. The recorders have a list
 * of their own (RecordersSection), with their last use and Disconnect.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('settings');
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const revoke = useRevokeSession();
  const nameOf = useSessionName();
  const [revoking, setRevoking] = useState<Session | null>(null);
  const browsers = sessions.data?.filter((session) => session.kind === 'BROWSER');
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  // Recorders signed in elsewhere end too: the person learns they must connect them again.
  const recordersElsewhere = sessions.data?.some(
    (session) => !session.current && session.kind === 'DESKTOP_RECORDER',
  );
  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          t(
            recordersElsewhere
              ? 'account.sessions.signedOutOthersRecorders'
              : 'account.sessions.signedOutOthers',
          ),
        ),
      onError: (cause) => toast.error(errorMessage(cause, t('account.sessions.signOutOthersFailed'))),
    });
  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(t('account.sessions.revoked'));
        setRevoking(null);
      },
      onError: (cause) => {
        toast.error(errorMessage(cause, t('account.sessions.revokeFailed')));
        setRevoking(null);
      },
    });
  };

  return (
    <Section
      title={t('account.sessions.title')}
      description={t('account.sessions.description')}
      footer={
        <Button
          variant="secondary"
          loading={signOutOthers.isPending}
          disabled={others === 0}
          onClick={onSignOutOthers}
        >
          {t('account.sessions.signOutOthers')}
        </Button>
      }
    >
      {sessions.isError && <Alert>{errorMessage(sessions.error, t('account.sessions.loadFailed'))}</Alert>}
      {browsers && (
        <ul className="divide-y divide-stone-100">
          {browsers.map((session) => (
            <SessionRow key={session.id} session={session} language={i18n.language} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      {browsers?.every((session) => session.current) && (
        <p className="text-sm text-stone-500">{t('account.sessions.noOthers')}</p>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('account.sessions.revokeTitle')}
        confirmLabel={t('account.sessions.revokeConfirm')}
        loading={revoke.isPending}
        onConfirm={onRevoke}
        onCancel={() => setRevoking(null)}
      >
        {revoking && t('account.sessions.revokeText', { name: nameOf(revoking) })}
      </ConfirmDialog>
    </Section>
  );
}
