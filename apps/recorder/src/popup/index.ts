import type { Auth, Organization, Recording, Upload } from '../background/state';
import type { PopupRequest, PopupResponse } from '../lib/popupProtocol';
import { $, applyTranslations, show, t } from './dom';
import { bindNarration, narrateChosen, renderNarration } from './narration';
import { renderUploads } from './uploads';

/**
 * The popup: sign-in, the organization, narration, start/pause/stop/discard and the uploads. It draws
 * everything from chrome.storage (redrawn on every change) and sends commands to the worker.
 */

type View = {
  auth: Auth | null;
  organization: Organization | null;
  recording: Recording | null;
  uploads: Upload[];
};

let defaultServer = 'http://localhost:3000';
let confirmingDiscard = false;

async function command(request: PopupRequest): Promise<PopupResponse> {
  try {
    return (await chrome.runtime.sendMessage(request)) as PopupResponse;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : t('genericError') };
  }
}

async function read(): Promise<View> {
  const items = await chrome.storage.local.get(['auth', 'organization', 'recording', 'uploads']);
  return {
    auth: (items.auth as Auth | undefined) ?? null,
    organization: (items.organization as Organization | undefined) ?? null,
    recording: (items.recording as Recording | undefined) ?? null,
    uploads: (items.uploads as Upload[] | undefined) ?? [],
  };
}

function render(view: View) {
  const signedIn = !!view.auth?.token;
  show('signed-out', !signedIn);
  show('signed-in', signedIn);
  const server = view.auth?.server ?? defaultServer;
  $('server-name').textContent = server.replace(/^https?:\/\//, '');
  const serverInput = $<HTMLInputElement>('server');
  if (document.activeElement !== serverInput && !serverInput.value) serverInput.value = server;
  const emailInput = $<HTMLInputElement>('email');
  if (!emailInput.value && view.auth?.email) emailInput.value = view.auth.email;

  if (signedIn) {
    $('organization-name').textContent = view.organization?.organizationName || '—';
    $('account-email').textContent = view.auth?.email ?? '';
    show('no-credits', view.organization?.canCreateArticle === false);
    const recording = view.recording;
    show('idle', !recording);
    show('active', !!recording);
    if (recording) {
      const paused = recording.status === 'paused';
      $('status-card').classList.toggle('paused', paused);
      $('status-text').textContent = t(paused ? 'paused' : 'recording');
      $('step-count').textContent = String(recording.steps.length);
      $('step-word').textContent = t(recording.steps.length === 1 ? 'step' : 'steps');
      $('pause').textContent = t(paused ? 'resume' : 'pause');
      show('interrupted', !!recording.interrupted);
    } else {
      confirmingDiscard = false;
    }
    renderNarration(recording);
    show('discard', !!recording && !confirmingDiscard);
    show('discard-confirm', !!recording && confirmingDiscard);
  }
  renderUploads(
    view.uploads,
    (id) => command({ command: 'retry', uploadId: id }),
    (id) => command({ command: 'dismiss', uploadId: id }),
  );
}

async function refresh() {
  render(await read());
}

function showError(id: string, response: PopupResponse) {
  const element = $(id);
  element.textContent = response.ok ? '' : response.error || t('genericError');
  show(id, !response.ok);
}

function bind() {
  $('server-change').addEventListener('click', () => {
    show('server-summary', false);
    show('server-field', true);
    $<HTMLInputElement>('server').focus();
  });
  $<HTMLFormElement>('sign-in').addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = $<HTMLButtonElement>('sign-in-button');
    button.disabled = true;
    button.textContent = t('signingIn');
    const response = await command({
      command: 'signIn',
      server: $<HTMLInputElement>('server').value || defaultServer,
      email: $<HTMLInputElement>('email').value,
      password: $<HTMLInputElement>('password').value,
    });
    button.disabled = false;
    button.textContent = t('signIn');
    showError('sign-in-error', response);
    if (response.ok) $<HTMLInputElement>('password').value = '';
  });
  $('sign-out').addEventListener('click', () => command({ command: 'signOut' }));
  $('start').addEventListener('click', async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    const target = tab?.url?.startsWith(chrome.runtime.getURL('')) ? undefined : tab;
    show('info', false);
    const response = await command({
      command: 'start',
      tabId: target?.id,
      autoRedact: $<HTMLInputElement>('auto-blur').checked,
      narrate: narrateChosen(),
    });
    showError('start-error', response);
  });
  $('pause').addEventListener('click', async () => {
    const { recording } = await read();
    await command({ command: recording?.status === 'paused' ? 'resume' : 'pause' });
  });
  $('stop').addEventListener('click', async () => {
    $<HTMLButtonElement>('stop').disabled = true;
    const response = await command({ command: 'stop' });
    $<HTMLButtonElement>('stop').disabled = false;
    if (response.ok && response.recorded === false) {
      $('info').textContent = t('nothingRecorded');
      show('info', true);
    }
  });
  $('discard').addEventListener('click', () => {
    confirmingDiscard = true;
    void refresh().then(() => $('discard-no').focus());
  });
  $('discard-no').addEventListener('click', () => {
    confirmingDiscard = false;
    void refresh();
  });
  $('discard-yes').addEventListener('click', async () => {
    confirmingDiscard = false;
    await command({ command: 'discard' });
  });
  chrome.storage.onChanged.addListener((_changes, area) => {
    if (area === 'local') void refresh();
  });
}

async function main() {
  applyTranslations();
  try {
    const config = (await (await fetch(chrome.runtime.getURL('config.json'))).json()) as {
      defaultServer?: string;
    };
    if (config.defaultServer) defaultServer = config.defaultServer;
  } catch {
    // the build always writes config.json; keep the fallback
  }
  bind();
  await bindNarration();
  await refresh();
  void command({ command: 'refresh' });
}

void main();
