import type { Session } from '@support/shared';
import { Monitor } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { useSessions, useSignOutOtherSessions } from '../queries';

function SessionRow({ session, language }: { session: Session; language: string }) {
  const { t } = useTranslation('settings');
  const lastUsed = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(session.lastUsedAt),
  );
  return (
    <li className="flex items-center gap-3 py-3">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-900">
          {session.userAgent ?? t('account.sessions.unknownDevice')}
          {session.current && (
            <span className="ml-2 rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
              {t('account.sessions.current')}
            </span>
          )}
        </p>
        <p className="text-xs text-stone-500">{t('account.sessions.lastUsed', { date: lastUsed })}</p>
      </div>
    </li>
  );
}

/** Where the account is signed in, and a way to end every session but this one (a lost device). */
export function SessionsSection() {
  const { t, i18n } = useTranslation('settings');
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () => toast.success(t('account.sessions.signedOutOthers')),
      onError: (cause) => toast.error(errorMessage(cause, t('account.sessions.signOutOthersFailed'))),
    });

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
            <SessionRow key={session.id} session={session} language={i18n.language} />
          ))}
        </ul>
      )}
      {sessions.data && others === 0 && (
        <p className="text-sm text-stone-500">{t('account.sessions.noOthers')}</p>
      )}
    </Section>
  );
}
