/// <reference types="node" />

/**
 * A stand-in for the chrome.* APIs the service worker uses, kept small and honest: storage areas
 * keep JSON copies (as Chrome serializes them), so what a test reads is what a restarted worker
 * would load; a capture of a window is a fake screenshot (see fakeCanvas.ts) of the tab shown there.
 */

type Listener = (...args: never[]) => unknown;

class FakeEvent<L extends Listener> {
  readonly listeners: L[] = [];
  addListener(listener: L) {
    this.listeners.push(listener);
  }
  removeListener(listener: L) {
    const at = this.listeners.indexOf(listener);
    if (at !== -1) this.listeners.splice(at, 1);
  }
  hasListener(listener: L) {
    return this.listeners.includes(listener);
  }
}

const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

function storageArea() {
  const items = new Map<string, unknown>();
  return {
    items,
    async get(keys?: string | string[] | null) {
      const wanted = keys == null ? [...items.keys()] : typeof keys === 'string' ? [keys] : keys;
      return Object.fromEntries(
        wanted.filter((key) => items.has(key)).map((key) => [key, copy(items.get(key))]),
      );
    },
    async set(changes: Record<string, unknown>) {
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) items.delete(key);
        else items.set(key, copy(value));
      }
    },
    async setAccessLevel() {},
  };
}

export type FakeTab = { id: number; windowId: number; url: string; title: string; active: boolean };
export type FrameReport = { top: boolean; positioned: boolean; boxes: unknown[]; frameBoxes?: unknown[] };

export const EXTENSION_ID = 'fakeextensionid';
const ORIGIN = `chrome-extension://${EXTENSION_ID}/`;

/** A PNG data URL as captureVisibleTab answers, holding a fake picture (fakeCanvas.ts reads it). */
export function fakeScreenshot(picture: { width: number; height: number; shot: string }): string {
  const json = JSON.stringify({ ...picture, blurred: [] });
  return `data:image/png;base64,${Buffer.from(json).toString('base64')}`;
}

export function createFakeChrome() {
  const local = storageArea();
  const session = storageArea();
  const tabs = new Map<number, FakeTab>();
  const alarms = new Map<string, { name: string; scheduledTime: number }>();
  const badge = { text: '', color: '' };
  const captures: { windowId: number; shot: string }[] = [];
  const injections: { tabId: number; files?: string[]; collector: boolean }[] = [];
  /** What each frame's collector answers, per tab (the content scripts' boxes to blur). */
  const frameReports = new Map<number, FrameReport[]>();
  /** Set to make captures fail as Chrome does on its own pages or for a closed window. */
  const capture = { error: null as string | null, screen: { width: 2560, height: 1600 } };

  type MessageListener = (
    message: never,
    sender: never,
    sendResponse: (response: unknown) => void,
  ) => unknown;
  /**
   * The offscreen document: the test installs what runs in it (`onCreate` gets the document's own
   * chrome.runtime), and the worker's runtime.sendMessage reaches only its listeners.
   */
  const offscreen = {
    open: false,
    created: [] as { url: string; reasons: string[] }[],
    closed: 0,
    listeners: new FakeEvent<MessageListener>(),
    onCreate: null as null | ((runtime: { id: string; onMessage: FakeEvent<MessageListener> }) => void),
  };

  const events = {
    onMessage: new FakeEvent<MessageListener>(),
    onStartup: new FakeEvent<() => void>(),
    onInstalled: new FakeEvent<() => void>(),
    onAlarm: new FakeEvent<(alarm: { name: string; scheduledTime: number }) => void>(),
  };

  const api = {
    runtime: {
      id: EXTENSION_ID,
      getURL: (path: string) => `${ORIGIN}${path.replace(/^\//, '')}`,
      getManifest: () => ({ manifest_version: 3, name: 'Support Recorder', version: '1.4.2' }),
      onMessage: events.onMessage,
      onStartup: events.onStartup,
      onInstalled: events.onInstalled,
      /** From the worker: to the other extension pages (here the offscreen document), never to itself. */
      sendMessage(message: unknown) {
        const sender = { id: EXTENSION_ID, url: `${ORIGIN}background.js` };
        return deliver(offscreen.listeners.listeners, message, sender).then((answer) => {
          if (!answer.delivered)
            throw new Error('Could not establish connection. Receiving end does not exist.');
          return answer.response;
        });
      },
      async getContexts(filter: { contextTypes?: string[] }) {
        const wanted = !filter.contextTypes || filter.contextTypes.includes('OFFSCREEN_DOCUMENT');
        return offscreen.open && wanted
          ? [{ contextType: 'OFFSCREEN_DOCUMENT', documentUrl: `${ORIGIN}offscreen.html` }]
          : [];
      },
    },
    offscreen: {
      async createDocument(parameters: { url: string; reasons: string[] }) {
        if (offscreen.open) throw new Error('Only a single offscreen document may be created.');
        offscreen.open = true;
        offscreen.created.push({ url: parameters.url, reasons: parameters.reasons });
        offscreen.onCreate?.({ id: EXTENSION_ID, onMessage: offscreen.listeners });
      },
      async closeDocument() {
        if (!offscreen.open) throw new Error('No current offscreen document.');
        offscreen.open = false;
        offscreen.closed++;
        offscreen.listeners.listeners.splice(0);
      },
    },
    storage: { local, session },
    action: {
      async setBadgeText({ text }: { text: string }) {
        badge.text = text;
      },
      async setBadgeBackgroundColor({ color }: { color: string }) {
        badge.color = color;
      },
      async setBadgeTextColor() {},
    },
    alarms: {
      async create(name: string, info: { when: number }) {
        alarms.set(name, { name, scheduledTime: info.when });
      },
      async clear(name: string) {
        return alarms.delete(name);
      },
      onAlarm: events.onAlarm,
    },
    tabs: {
      async get(tabId: number) {
        const tab = tabs.get(tabId);
        if (!tab) throw new Error(`No tab with id: ${tabId}.`);
        return { ...tab };
      },
      async captureVisibleTab(windowId: number) {
        if (capture.error) throw new Error(capture.error);
        const shown = [...tabs.values()].find((tab) => tab.windowId === windowId && tab.active);
        if (!shown) throw new Error(`No window with id: ${windowId}.`);
        const shot = `${shown.url} #${captures.length + 1}`;
        captures.push({ windowId, shot });
        return fakeScreenshot({ ...capture.screen, shot });
      },
    },
    scripting: {
      async executeScript(injection: { target: { tabId: number }; files?: string[]; func?: unknown }) {
        const { tabId } = injection.target;
        if (!tabs.has(tabId)) throw new Error(`No tab with id: ${tabId}.`);
        injections.push({ tabId, files: injection.files, collector: injection.func !== undefined });
        if (!injection.func) return [];
        return (frameReports.get(tabId) ?? []).map((result, frameId) => ({ frameId, result }));
      },
    },
  };

  /** A message from the popup (an extension page), answered as the popup would read it. */
  function fromPopup(request: unknown): Promise<unknown> {
    const sender = { id: EXTENSION_ID, url: `${ORIGIN}popup.html` };
    return sendAs(request, sender);
  }

  /** A message as a page's content script sends it (fire and forget). */
  function fromTab(tab: FakeTab, message: unknown, frameId = 0) {
    const sender = { id: EXTENSION_ID, tab: { ...tab }, frameId, url: tab.url };
    void sendAs(message, sender);
  }

  function sendAs(message: unknown, sender: object): Promise<unknown> {
    return deliver(events.onMessage.listeners, message, sender).then((answer) => answer.response);
  }

  /** A message event as Chrome runs it: the first listener that answers (or keeps the channel) wins. */
  function deliver(
    listeners: MessageListener[],
    message: unknown,
    sender: object,
  ): Promise<{ delivered: boolean; response: unknown }> {
    return new Promise((resolve) => {
      let answered = false;
      for (const listener of listeners) {
        const keepsChannel = listener(message as never, sender as never, (response) => {
          answered = true;
          resolve({ delivered: true, response });
        });
        if (keepsChannel === true) return;
      }
      if (!answered) resolve({ delivered: false, response: undefined });
    });
  }

  /** A message the offscreen document sends the worker (fire and forget). */
  function fromOffscreen(message: unknown) {
    void sendAs(message, { id: EXTENSION_ID, url: `${ORIGIN}offscreen.html` });
  }

  function openTab(tab: Partial<FakeTab> & { id: number }): FakeTab {
    const full: FakeTab = {
      windowId: 1,
      url: `https://app.example.com/tab-${tab.id}`,
      title: `Tab ${tab.id}`,
      active: true,
      ...tab,
    };
    if (full.active)
      for (const other of tabs.values()) if (other.windowId === full.windowId) other.active = false;
    tabs.set(full.id, full);
    return full;
  }

  function fireAlarm(name: string) {
    const alarm = alarms.get(name);
    if (!alarm) throw new Error(`no alarm ${name}`);
    alarms.delete(name);
    for (const listener of events.onAlarm.listeners) listener(alarm);
  }

  return {
    api: api as unknown as typeof chrome,
    local: local.items,
    session: session.items,
    tabs,
    alarms,
    badge,
    captures,
    injections,
    frameReports,
    capture,
    events,
    fromPopup,
    fromTab,
    fromOffscreen,
    offscreen,
    openTab,
    fireAlarm,
    closeTab: (id: number) => tabs.delete(id),
  };
}

export type FakeChrome = ReturnType<typeof createFakeChrome>;
