import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, vi } from 'vitest';
import type { Recording, Stored, Upload } from '../background/state';
import type { PopupRequest, PopupResponse } from '../lib/popupProtocol';
import type { ContentMessage, RecorderState } from '../lib/protocol';
import { installFakeCanvas, readPicture } from './fakeCanvas';
import { createFakeChrome, type FakeChrome, type FakeTab } from './fakeChrome';
import type { ProductStandIn } from './productStandIn';

/**
 * The service worker as Chrome runs it, in a test: a browser (fake chrome.*, IndexedDB, canvas),
 * the worker's modules loaded fresh (a restart loads them again, with memory gone and storage
 * kept), and the messages the popup and the content scripts send.
 */

export type Browser = FakeChrome & {
  popup: (request: PopupRequest) => Promise<PopupResponse>;
  /** Sent as a content script sends it: each message its own task, in order. */
  page: (tab: FakeTab, message: ContentMessage, frameId?: number) => Promise<void>;
};

export function openBrowser(): Browser {
  const fake = createFakeChrome();
  installFakeCanvas();
  Object.assign(globalThis, { chrome: fake.api, indexedDB: new IDBFactory(), IDBKeyRange });
  return {
    ...fake,
    popup: (request) => fake.fromPopup(request) as Promise<PopupResponse>,
    page: (tab, message, frameId = 0) =>
      new Promise((resolve) =>
        setTimeout(() => {
          fake.fromTab(tab, message, frameId);
          resolve();
        }, 0),
      ),
  };
}

/** Loads the worker's modules afresh, as Chrome does when it starts the service worker again. */
export async function startWorker(browser: Browser): Promise<void> {
  Object.assign(globalThis, { chrome: browser.api });
  for (const event of Object.values(browser.events)) event.listeners.splice(0);
  vi.resetModules();
  await import('../background/index');
}

export function stored(browser: Browser): Stored {
  const read = <T>(key: string, fallback: T): T => (browser.local.get(key) as T | undefined) ?? fallback;
  return {
    auth: read('auth', { server: '', token: null, email: null }),
    organization: read('organization', null),
    recording: read<Recording | null>('recording', null),
    uploads: read<Upload[]>('uploads', []),
  };
}

/** What the content scripts read from chrome.storage.session. */
export const contentState = (browser: Browser) =>
  browser.session.get('recorder') as RecorderState | undefined;

/** How long a test waits for the worker (a busy machine runs captures and IndexedDB slowly). */
export const WAIT = { timeout: 8000 };

export async function waitForSteps(browser: Browser, count: number) {
  await vi.waitFor(() => expect(stored(browser).recording?.steps).toHaveLength(count), WAIT);
  return stored(browser).recording?.steps ?? [];
}

export async function waitForUpload(browser: Browser, status: Upload['status']) {
  await vi.waitFor(() => expect(stored(browser).uploads[0]?.status).toBe(status), WAIT);
  return stored(browser).uploads[0] as Upload;
}

/** A stored screenshot as a picture: which capture it shows and what is blurred in it. */
export async function storedPicture(recordingId: string, image: string) {
  const { getImage } = await import('../background/images');
  const blob = await getImage(recordingId, image);
  return blob ? readPicture(blob) : undefined;
}

/** A browser with the worker running, signed in to the stand-in, and one tab open (id 7). */
export async function signedInBrowser(product: ProductStandIn) {
  const browser = openBrowser();
  const tab = browser.openTab({ id: 7, url: 'https://crm.example.com/contacts', title: 'Contacts' });
  await startWorker(browser);
  const answer = await browser.popup({
    command: 'signIn',
    server: product.origin,
    email: 'anna@example.com',
    password: product.state.password,
  });
  expect(answer).toEqual({ ok: true });
  return { browser, tab };
}
