import type { Recording } from '../background/state';
import { isLive } from '../lib/narration';
import {
  MIC_PERMISSION_PAGE,
  micPermission,
  type NarrateSetting,
  readNarrate,
  reconcile,
  saveNarrate,
  switchAction,
} from '../lib/narrationSetting';
import { LEVEL_PORT, type LevelMessage } from '../lib/offscreenProtocol';
import { $, show, t } from './dom';

/**
 * The popup's narration: the switch (remembered; turning it on asks for the microphone on the
 * permission page the first time), why it turned off, and while recording the state of the audio
 * with a level meter fed by the offscreen document as long as the popup is open.
 */

const PROBLEM_TEXT = {
  denied: 'narrateDenied',
  'no-microphone': 'narrateNoMicrophone',
  revoked: 'narrateRevoked',
} as const;

const ENDED_TEXT = {
  'time-limit': 'narrationTimeLimit',
  'size-limit': 'narrationSizeLimit',
  error: 'narrationError',
  interrupted: 'narrationInterrupted',
  denied: 'narrationDenied',
  'no-microphone': 'narrationNoMicrophone',
} as const;

let port: chrome.runtime.Port | null = null;

function renderSetting(setting: NarrateSetting) {
  $<HTMLInputElement>('narrate').checked = setting.on;
  const problem = $('narrate-problem');
  problem.textContent = setting.problem ? t(PROBLEM_TEXT[setting.problem]) : '';
  show('narrate-problem', !setting.on && setting.problem !== null);
}

async function refreshSetting() {
  renderSetting(await readNarrate(chrome.storage.local));
}

/** The switch's state, as it is when the person presses Start. */
export const narrateChosen = () => $<HTMLInputElement>('narrate').checked;

export async function bindNarration() {
  const input = $<HTMLInputElement>('narrate');
  $('level').setAttribute('aria-label', t('micLevel'));
  input.addEventListener('change', async () => {
    const on = input.checked;
    if (switchAction(on, await micPermission()) === 'save') {
      await saveNarrate(chrome.storage.local, { on, problem: null });
      return;
    }
    // Off until Chrome allows the microphone; the permission page turns it on then.
    input.checked = false;
    await saveNarrate(chrome.storage.local, { on: false, problem: null });
    await chrome.tabs.create({ url: chrome.runtime.getURL(MIC_PERMISSION_PAGE) });
  });
  const stored = await readNarrate(chrome.storage.local);
  const checked = reconcile(stored, await micPermission());
  if (checked !== stored) await saveNarrate(chrome.storage.local, checked);
  renderSetting(checked);
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && ('narrate' in changes || 'narrateProblem' in changes)) void refreshSetting();
  });
}

function setLevel(level: number) {
  $<HTMLMeterElement>('level').value = Math.min(1, Math.max(0, level));
}

function listenToLevel(live: boolean) {
  if (live && !port) {
    port = chrome.runtime.connect({ name: LEVEL_PORT });
    port.onMessage.addListener((message: LevelMessage) => setLevel(message.level));
    port.onDisconnect.addListener(() => {
      // No offscreen document (the audio ended or never started): nothing to read, and no error.
      void chrome.runtime.lastError;
      port = null;
      setLevel(0);
    });
  } else if (!live && port) {
    port.disconnect();
    port = null;
    setLevel(0);
  }
}

/** The narration row and its notices while a recording runs. */
export function renderNarration(recording: Recording | null) {
  const track = recording?.narration ?? null;
  const live = isLive(track);
  show('narration', live || (!!track && track.offsetMs === null && !track.ended));
  if (track && !track.ended) {
    const starting = track.offsetMs === null;
    $('narration-text').textContent = t(
      starting ? 'narrationStarting' : recording?.status === 'paused' ? 'narrationPaused' : 'narrating',
    );
    $('narration').classList.toggle('paused', starting || recording?.status === 'paused');
  }
  const ended = track?.ended ?? null;
  $('narration-ended').textContent = ended ? t(ENDED_TEXT[ended.reason], ended.message ?? '') : '';
  show('narration-ended', ended !== null);
  listenToLevel(live);
}
