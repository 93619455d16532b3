/**
 * The control UI's texts in English and German. The language follows spec 01's rule for the
 * product (en or de; anything else falls back to de): the `l` parameter of the control URL, then the
 * choice saved in the UI, then the system's language when it is en or de, else de.
 */

export type UiLanguage = 'en' | 'de';

export function resolveLanguage(value: string | null | undefined): UiLanguage {
  return value === 'en' ? 'en' : 'de';
}

/** The system's language (LANG/LC_ALL on Linux and macOS shells, Intl elsewhere). */
export function systemLanguage(env: NodeJS.ProcessEnv = process.env): UiLanguage {
  const raw =
    env.LC_ALL || env.LC_MESSAGES || env.LANG || Intl.DateTimeFormat().resolvedOptions().locale || '';
  return resolveLanguage(raw.slice(0, 2).toLowerCase());
}

const en = {
  title: 'Support Recorder',
  language: 'Sprache: Deutsch',
  server: 'Server address',
  save: 'Save',
  connectTitle: 'Connect the recorder to your account',
  connectIntro: 'A page opened in your browser at this address. Confirm this code there:',
  connectManual: 'Open this address in your browser and confirm this code there:',
  connectStart: 'Get a code',
  connectOpen: 'Open the browser again',
  connectWaiting: 'Waiting for confirmation…',
  connectExpired: 'The code expired. Get a new one.',
  connectNew: 'New code',
  orSignIn: 'Or sign in with e-mail and password',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  revoked:
    'The recorder was disconnected (its access was revoked). Connect it again; your recording is kept.',
  connectedAs: 'Connected to {org}',
  disconnect: 'Disconnect',
  readyTitle: 'Ready to record',
  readyIntro: 'Press Start, then do the task in any application. Every click and key becomes a step.',
  keepTyped: 'Keep typed text',
  keepTypedHint:
    'Off: steps say that text was typed, not what. Text matching your organization’s redaction rules is never kept.',
  keyboardLayout: 'Keyboard layout (for kept text)',
  keyboardDetected: '{name} (detected)',
  start: 'Start',
  countdown: 'Recording starts in {n}…',
  cancel: 'Cancel',
  recordingTitle: 'Recording',
  pausedTitle: 'Paused',
  steps: '{n} steps',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  stopShortcut: 'Stop from anywhere: {keys}',
  hiddenNote: 'This window is hidden in the screenshots.',
  reviewTitle: 'Review the steps',
  recovered: 'This recording was not uploaded yet. Resume the upload or discard it.',
  deleteStep: 'Delete step {n}',
  createArticle: 'Create article',
  resumeUpload: 'Resume upload',
  discard: 'Discard',
  discardConfirm: 'Discard this recording?',
  noSteps: 'Nothing was recorded.',
  maxSteps: 'The recording stopped at 200 steps, the most one article takes.',
  uploadingTitle: 'Creating the article…',
  uploadWaiting: 'The server cannot be reached. Retrying (try {n})… The recording stays on this computer.',
  uploadFailed: 'The upload was refused: {message}',
  back: 'Back',
  doneTitle: 'The article is being written',
  openArticle: 'Open article',
  another: 'Record another',
  withheld: 'text (not kept)',
  typePassword: 'Type your password',
  redactionNote:
    'Before anything is uploaded, the screenshots are read on this computer and what your organization withholds (e-mail addresses, do-not-show terms, passwords) is blurred.',
  redactionRunning: 'Checking the screenshots for text to blur… ({checked} of {total})',
  blurredSummary: '{places} blurred in {steps}',
  places: { one: '1 place', other: '{n} places' },
  inSteps: { one: '1 step', other: '{n} steps' },
  redactionNone: 'No text to blur was found in the screenshots.',
  redactionFailed: {
    one: '1 screenshot could not be read; it is blurred entirely.',
    other: '{n} screenshots could not be read; they are blurred entirely.',
  },
  viewStep: 'View step {n}',
  blurredSteps: 'Steps with blurred places',
  stepUnreadable: 'blurred entirely',
  noCredits: 'Your organization cannot create more articles on its plan.',
  stoppedTitle: 'The recorder has stopped',
  stoppedHow:
    'This window no longer works. Start the recorder again with its launcher (Support Recorder in the folder you unpacked it to); it opens a new window. A recording that was not uploaded is kept and offered again. You can close this window.',
  startFailedTitle: 'Support Recorder could not start',
  startFailed:
    'The recorder could not start: {error}\n\nThe log is in {log}. Unpack the whole download again and start it from there; if it still fails, send the log to your administrator.',
  nativeFailedTitle: 'Support Recorder cannot record',
  nativeFailed: {
    capture:
      'The screen capture module ({module}) could not be loaded, so no screenshot can be taken and nothing can be recorded.',
    input: 'The input module ({module}) could not be loaded, so clicks and keys cannot be recorded.',
  },
  nativeFailedWhat:
    'What to do: unpack the whole download again into a folder of your own and start the recorder from there (a virus scanner may have removed a file). It needs Windows 10 or 11, macOS 10.15 or newer, or Linux with X11. If it still fails, send the log ({log}) to your administrator. The error: {error}',
  actions: {
    CLICK: 'Click',
    DOUBLE_CLICK: 'Double-click',
    RIGHT_CLICK: 'Right-click',
    DRAG: 'Drag',
    TYPE: 'Type',
    KEY: 'Press',
  },
};

export type Messages = typeof en;

const de: Messages = {
  title: 'Support Recorder',
  language: 'Language: English',
  server: 'Serveradresse',
  save: 'Speichern',
  connectTitle: 'Recorder mit Ihrem Konto verbinden',
  connectIntro:
    'In Ihrem Browser hat sich eine Seite unter dieser Adresse geöffnet. Bestätigen Sie dort diesen Code:',
  connectManual: 'Öffnen Sie diese Adresse in Ihrem Browser und bestätigen Sie dort diesen Code:',
  connectStart: 'Code anfordern',
  connectOpen: 'Browser erneut öffnen',
  connectWaiting: 'Warte auf Bestätigung …',
  connectExpired: 'Der Code ist abgelaufen. Fordern Sie einen neuen an.',
  connectNew: 'Neuer Code',
  orSignIn: 'Oder mit E-Mail und Passwort anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  signIn: 'Anmelden',
  revoked:
    'Der Recorder wurde getrennt (sein Zugang wurde widerrufen). Verbinden Sie ihn erneut; Ihre Aufnahme bleibt erhalten.',
  connectedAs: 'Verbunden mit {org}',
  disconnect: 'Trennen',
  readyTitle: 'Bereit zur Aufnahme',
  readyIntro:
    'Drücken Sie Start und erledigen Sie die Aufgabe in einer beliebigen Anwendung. Jeder Klick und jede Taste wird ein Schritt.',
  keepTyped: 'Eingegebenen Text behalten',
  keepTypedHint:
    'Aus: Die Schritte sagen, dass Text eingegeben wurde, nicht welcher. Text, der die Schwärzungsregeln Ihrer Organisation trifft, wird nie behalten.',
  keyboardLayout: 'Tastaturlayout (für behaltenen Text)',
  keyboardDetected: '{name} (erkannt)',
  start: 'Start',
  countdown: 'Die Aufnahme beginnt in {n} …',
  cancel: 'Abbrechen',
  recordingTitle: 'Aufnahme läuft',
  pausedTitle: 'Pausiert',
  steps: '{n} Schritte',
  pause: 'Pause',
  resume: 'Fortsetzen',
  stop: 'Stopp',
  stopShortcut: 'Von überall beenden: {keys}',
  hiddenNote: 'Dieses Fenster ist in den Screenshots ausgeblendet.',
  reviewTitle: 'Schritte prüfen',
  recovered:
    'Diese Aufnahme wurde noch nicht hochgeladen. Setzen Sie das Hochladen fort oder verwerfen Sie sie.',
  deleteStep: 'Schritt {n} löschen',
  createArticle: 'Artikel erstellen',
  resumeUpload: 'Hochladen fortsetzen',
  discard: 'Verwerfen',
  discardConfirm: 'Diese Aufnahme verwerfen?',
  noSteps: 'Es wurde nichts aufgenommen.',
  maxSteps: 'Die Aufnahme wurde bei 200 Schritten beendet, mehr fasst ein Artikel nicht.',
  uploadingTitle: 'Der Artikel wird erstellt …',
  uploadWaiting:
    'Der Server ist nicht erreichbar. Neuer Versuch ({n}) … Die Aufnahme bleibt auf diesem Computer.',
  uploadFailed: 'Das Hochladen wurde abgelehnt: {message}',
  back: 'Zurück',
  doneTitle: 'Der Artikel wird geschrieben',
  openArticle: 'Artikel öffnen',
  another: 'Neue Aufnahme',
  withheld: 'von Text (nicht behalten)',
  typePassword: 'Geben Sie Ihr Passwort ein',
  redactionNote:
    'Bevor etwas hochgeladen wird, werden die Screenshots auf diesem Computer gelesen und was Ihre Organisation zurückhält (E-Mail-Adressen, nicht anzuzeigende Begriffe, Passwörter), wird unkenntlich gemacht.',
  redactionRunning:
    'Die Screenshots werden auf unkenntlich zu machenden Text geprüft … ({checked} von {total})',
  blurredSummary: '{places} in {steps} unkenntlich gemacht',
  places: { one: '1 Stelle', other: '{n} Stellen' },
  inSteps: { one: '1 Schritt', other: '{n} Schritten' },
  redactionNone: 'In den Screenshots wurde kein Text gefunden, der unkenntlich zu machen ist.',
  redactionFailed: {
    one: '1 Screenshot konnte nicht gelesen werden; er ist ganz unkenntlich gemacht.',
    other: '{n} Screenshots konnten nicht gelesen werden; sie sind ganz unkenntlich gemacht.',
  },
  viewStep: 'Schritt {n} ansehen',
  blurredSteps: 'Schritte mit unkenntlich gemachten Stellen',
  stepUnreadable: 'ganz unkenntlich gemacht',
  noCredits: 'Ihre Organisation kann mit ihrem Tarif keine weiteren Artikel erstellen.',
  stoppedTitle: 'Der Recorder wurde beendet',
  stoppedHow:
    'Dieses Fenster funktioniert nicht mehr. Starten Sie den Recorder erneut mit seinem Starter (Support Recorder im Ordner, in den Sie ihn entpackt haben); er öffnet ein neues Fenster. Eine nicht hochgeladene Aufnahme bleibt erhalten und wird wieder angeboten. Sie können dieses Fenster schließen.',
  startFailedTitle: 'Support Recorder konnte nicht starten',
  startFailed:
    'Der Recorder konnte nicht starten: {error}\n\nDas Protokoll liegt in {log}. Entpacken Sie den ganzen Download erneut und starten Sie ihn von dort; scheitert es weiter, senden Sie das Protokoll an Ihre Administration.',
  nativeFailedTitle: 'Support Recorder kann nicht aufnehmen',
  nativeFailed: {
    capture:
      'Das Modul für Bildschirmfotos ({module}) konnte nicht geladen werden: Es können keine Bildschirmfotos gemacht und nichts aufgenommen werden.',
    input:
      'Das Eingabemodul ({module}) konnte nicht geladen werden: Klicks und Tasten können nicht aufgenommen werden.',
  },
  nativeFailedWhat:
    'Was tun: Entpacken Sie den ganzen Download erneut in einen eigenen Ordner und starten Sie den Recorder von dort (ein Virenscanner hat vielleicht eine Datei entfernt). Er braucht Windows 10 oder 11, macOS 10.15 oder neuer oder Linux mit X11. Scheitert es weiter, senden Sie das Protokoll ({log}) an Ihre Administration. Der Fehler: {error}',
  actions: {
    CLICK: 'Klick',
    DOUBLE_CLICK: 'Doppelklick',
    RIGHT_CLICK: 'Rechtsklick',
    DRAG: 'Ziehen',
    TYPE: 'Eingabe',
    KEY: 'Taste',
  },
};

export const MESSAGES: Record<UiLanguage, Messages> = { en, de };
