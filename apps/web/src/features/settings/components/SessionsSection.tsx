import type { Session } from '@support/shared';
import { Monitor, Video } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { useRevokeSession, useSessions, useSignOutOtherSessions } from '../queries';

const PLATFORM_NAMES = { win32: 'Windows', darwin: 'macOS', linux: 'Linux' } as const;
const BROWSER_ON = /^(.+) on (.+)$/;

/** What a session is called: the desktop recorder by its system, a browser by its summary. */
function useSessionName() {
  const { t } = useTranslation('settings');
  return (session: Session) => {
    if (session.kind === 'DESKTOP_RECORDER')
      return session.platform
        ? t('account.sessions.recorder', { platform: PLATFORM_NAMES[session.platform] })
        : (session.label ?? t('account.sessions.unknownDevice'));
    // The server names a browser session "Chrome on Linux" (proper names joined in English).
    const browserOn = session.userAgent ? BROWSER_ON.exec(session.userAgent) : null;
    if (browserOn) return t('account.sessions.browserOn', { browser: browserOn[1], system: browserOn[2] });
    return session.userAgent ?? t('account.sessions.unknownDevice');
  };
}

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
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const recorder = session.kind === 'DESKTOP_RECORDER';
  const Icon = recorder ? Video : Monitor;
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-900">
          {nameOf(session)}
          {session.current && (
            <span className="ml-2 rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
              {t('account.sessions.current')}
            </span>
          )}
        </p>
        {/* The recorder's device name (the computer), so two recorders on one system are told apart. */}
        {recorder && session.userAgent && (
          <p className="truncate text-xs text-stone-600">{session.userAgent}</p>
        )}
        <p className="text-xs text-stone-500">
          {recorder &&
            `${t('account.sessions.connectedOn', { date: format.format(new Date(session.createdAt)) })} · `}
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
 * Where the account is signed in, desktop recorders included: each can be revoked on its own (a
 * lost laptop, a recorder no longer used), or every session but this one at once.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('settings');
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const revoke = useRevokeSession();
  const nameOf = useSessionName();
  const [revoking, setRevoking] = useState<Session | null>(null);
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
      {sessions.data && (
        <ul className="divide-y divide-stone-100">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} language={i18n.language} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      {sessions.data && others === 0 && (
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
