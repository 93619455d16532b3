/** Popup → service worker commands, and the answer to each. */
export type PopupRequest =
  | { command: 'signIn'; server: string; email: string; password: string }
  | { command: 'signOut' }
  | { command: 'refresh' }
  | { command: 'start'; tabId?: number; autoRedact: boolean; narrate?: boolean }
  | { command: 'pause' }
  | { command: 'resume' }
  | { command: 'stop' }
  | { command: 'discard' }
  | { command: 'retry'; uploadId: string }
  | { command: 'dismiss'; uploadId: string };

export type PopupResponse = { ok: true; recorded?: boolean } | { ok: false; error: string };
