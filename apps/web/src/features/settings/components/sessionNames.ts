import type { Session } from '@support/shared';
import { useTranslation } from 'react-i18next';

const PLATFORM_NAMES = { win32: 'Windows', darwin: 'macOS', linux: 'Linux' } as const;
const BROWSER_ON = /^(.+) on (.+)$/;

/** What a session is called: the desktop recorder by its system, a browser by its summary. */
export function useSessionName() {
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

/** Dates and times of the sessions lists, in the reader's language. */
export const sessionDate = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
