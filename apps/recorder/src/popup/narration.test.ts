// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Recording } from '../background/state';
import { newTrack } from '../lib/narration';

/** The popup's narration switch and row, on popup.html with English texts and a small chrome.* fake. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const messages = JSON.parse(
  readFileSync(path.join(root, 'static/_locales/en/messages.json'), 'utf8'),
) as Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

function getMessage(key: string, substitutions?: string | string[]) {
  const entry = messages[key];
  if (!entry) return '';
  const values = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
  return entry.message.replace(/\$(\w+)\$/g, (_, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content ?? '';
    return values[Number(content.slice(1)) - 1] ?? '';
  });
}

let items: Record<string, unknown>;
let opened: string[];
let permission: PermissionState;
let connections: number;

function installChrome() {
  items = {};
  opened = [];
  connections = 0;
  const listeners: ((changes: object, area: string) => void)[] = [];
  const local = {
    async get(keys: string[]) {
      return Object.fromEntries(keys.filter((key) => key in items).map((key) => [key, items[key]]));
    },
    async set(changes: Record<string, unknown>) {
      Object.assign(items, changes);
      for (const listener of listeners)
        listener(Object.fromEntries(Object.keys(changes).map((key) => [key, {}])), 'local');
    },
  };
  const port = { onMessage: { addListener() {} }, onDisconnect: { addListener() {} }, disconnect() {} };
  Object.assign(globalThis, {
    chrome: {
      storage: { local, onChanged: { addListener: (listener: never) => listeners.push(listener) } },
      i18n: { getMessage, getUILanguage: () => 'en' },
      runtime: {
        getURL: (file: string) => `chrome-extension://id/${file}`,
        connect: () => {
          connections++;
          return port;
        },
        lastError: undefined,
      },
      tabs: { create: async ({ url }: { url: string }) => opened.push(url) },
    },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state: permission }) },
  });
}

async function loadPopup() {
  document.body.innerHTML = readFileSync(path.join(root, 'static/popup.html'), 'utf8').replace(
    /^[\s\S]*<body>|<\/body>[\s\S]*$/g,
    '',
  );
  vi.resetModules();
  const narration = await import('./narration');
  await narration.bindNarration();
  return narration;
}

const input = () => document.getElementById('narrate') as HTMLInputElement;
const visible = (id: string) => !(document.getElementById(id) as HTMLElement).hidden;
const text = (id: string) => document.getElementById(id)?.textContent ?? '';

beforeEach(() => {
  permission = 'prompt';
  installChrome();
});

it('starts off, asks for the microphone on the permission page, and stays off until it is allowed', async () => {
  await loadPopup();
  expect(input().checked).toBe(false);
  input().click();
  await vi.waitFor(() => expect(opened).toEqual(['chrome-extension://id/mic-permission.html']));
  expect(input().checked).toBe(false);
  expect(items.narrate).toBe(false);

  // The page turned it on: the popup follows, and a popup opened later shows it on.
  permission = 'granted';
  await chrome.storage.local.set({ narrate: true, narrateProblem: null });
  await vi.waitFor(() => expect(input().checked).toBe(true));
  await loadPopup();
  expect(input().checked).toBe(true);

  input().click();
  await vi.waitFor(() => expect(items.narrate).toBe(false));
  expect(opened).toHaveLength(1);
});

it('turns on at once when Chrome already allows the microphone', async () => {
  permission = 'granted';
  const { narrateChosen } = await loadPopup();
  input().click();
  await vi.waitFor(() => expect(items.narrate).toBe(true));
  expect(opened).toEqual([]);
  expect(narrateChosen()).toBe(true);
});

it('says why narration is off after a refusal, or when the permission was taken back', async () => {
  items = { narrate: false, narrateProblem: 'denied' };
  await loadPopup();
  expect(visible('narrate-problem')).toBe(true);
  expect(text('narrate-problem')).toBe(messages.narrateDenied?.message);

  items = { narrate: true, narrateProblem: null };
  permission = 'denied';
  await loadPopup();
  expect(input().checked).toBe(false);
  expect(items).toMatchObject({ narrate: false, narrateProblem: 'revoked' });
  expect(text('narrate-problem')).toBe(messages.narrateRevoked?.message);
});

it('shows the narration while recording, listens to the level, and says when the audio stopped early', async () => {
  const { renderNarration } = await loadPopup();
  const track = { ...newTrack(), offsetMs: 200, mimeType: 'audio/webm;codecs=opus' };
  const recording = { status: 'recording', narration: track } as unknown as Recording;
  renderNarration(recording);
  expect(visible('narration')).toBe(true);
  expect(text('narration-text')).toBe('Narrating');
  expect(document.getElementById('level')?.getAttribute('aria-label')).toBe('Microphone level');
  expect(connections).toBe(1);
  renderNarration({ ...recording, status: 'paused' } as Recording);
  expect(text('narration-text')).toBe('Narration paused');
  expect(connections).toBe(1);

  renderNarration({
    ...recording,
    narration: { ...track, ended: { reason: 'time-limit', atMs: 1_798_000 } },
  } as Recording);
  expect(visible('narration')).toBe(false);
  expect(text('narration-ended')).toBe(messages.narrationTimeLimit?.message);

  // Switched off: nothing about narration at all.
  renderNarration({ status: 'recording' } as Recording);
  expect(visible('narration')).toBe(false);
  expect(visible('narration-ended')).toBe(false);
});
