import { afterAsking, saveNarrate } from '../lib/narrationSetting';
import { $, applyTranslations, show, t } from '../popup/dom';

/**
 * The page that asks Chrome for the microphone (an MV3 popup or service worker cannot): it says why
 * the recorder wants it and where the audio goes, asks at once, and remembers the answer in the
 * popup's switch. The offscreen document records later under the same permission.
 */

async function serverName(): Promise<string> {
  const { auth } = await chrome.storage.local.get('auth');
  const server = (auth as { server?: string } | undefined)?.server;
  return server ? server.replace(/^https?:\/\//, '') : t('yourServer');
}

function state(name: 'asking' | 'granted' | 'denied' | 'no-microphone') {
  show('asking', name === 'asking');
  show('granted', name === 'granted');
  show('denied', name === 'denied');
  show('no-microphone', name === 'no-microphone');
  show('retry', name === 'denied' || name === 'no-microphone');
}

async function ask() {
  state('asking');
  let error: { name?: string } | null = null;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    // Only the permission was wanted here: the microphone goes off at once.
    for (const track of stream.getTracks()) track.stop();
  } catch (caught) {
    error = { name: (caught as { name?: string })?.name };
  }
  const setting = afterAsking(error);
  await saveNarrate(chrome.storage.local, setting);
  state(
    setting.on ? 'granted' : (setting.problem ?? 'denied') === 'no-microphone' ? 'no-microphone' : 'denied',
  );
  if (setting.on) $('close').focus();
}

async function main() {
  applyTranslations();
  $('where').textContent = t('micWhere', await serverName());
  $('retry').addEventListener('click', () => void ask());
  $('close').addEventListener('click', async () => {
    // The recorder opened this tab; an extension page may close its own tab.
    const tab = await chrome.tabs.getCurrent();
    if (tab?.id !== undefined) await chrome.tabs.remove(tab.id);
    else window.close();
  });
  await ask();
}

void main();
