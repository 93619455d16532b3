import type { UiLanguage } from '@support/shared';
import { useSyncExternalStore } from 'react';
import { currentLanguage, setLanguage, subscribeLanguage } from './language';

/**
 * Translation for the signed-out screens without i18next (15 KB gzip, most of what /login could
 * still shed: docs/architecture.md's first-load budget). Same catalogues as lib/i18n, which loads them
 * through loadCatalogue too; the auth texts need nothing past `{{name}}` interpolation.
 */

export type Catalogue = { [key: string]: string | Catalogue };

/** One chunk per language and namespace (locales/{lng}/{namespace}.json). */
const catalogues = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json');

const requests = new Map<string, Promise<Catalogue>>();
const loaded = new Map<string, Catalogue>();
/** Catalogues that failed to load: their screens show the keys (as i18next does) instead of waiting forever. */
const failed = new Set<string>();
const loadListeners = new Set<() => void>();
let loadCount = 0;

export function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const id = `${language}/${namespace}`;
  let request = requests.get(id);
  if (!request) {
    const load = catalogues[`../locales/${id}.json`];
    request = load
      ? load().then((module) => {
          loaded.set(id, module.default);
          loadCount++;
          for (const listener of loadListeners) listener();
          return module.default;
        })
      : Promise.reject(new Error(`missing catalogue ${id}`));
    request.catch(() => {
      // i18next's backend asks again (it retries); the auth screens show keys meanwhile.
      requests.delete(id);
      failed.add(id);
      loadCount++;
      for (const listener of loadListeners) listener();
    });
    requests.set(id, request);
  }
  return request;
}

export type TextValues = Record<string, string | number>;
/** i18next's t: a key with dots, `{{name}}` values or a default text; a missing key comes back as is. */
export type Translate = (key: string, valuesOrDefault?: TextValues | string) => string;

export function translate(
  catalogue: Catalogue | undefined,
  key: string,
  valuesOrDefault?: TextValues | string,
): string {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return typeof valuesOrDefault === 'string' ? valuesOrDefault : key;
  if (typeof valuesOrDefault !== 'object') return node;
  return node.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) =>
    name in valuesOrDefault ? String(valuesOrDefault[name]) : placeholder,
  );
}

/**
 * A text of a catalogue already loaded, or undefined (not loaded yet, or no such key): for code
 * outside React that must answer at once (lib/errors' messages of failed requests).
 */
export function loadedText(
  language: string,
  namespace: string,
  key: string,
  values?: TextValues,
): string | undefined {
  const catalogue = loaded.get(`${language}/${namespace}`);
  if (!catalogue || translate(catalogue, key, '') === '') return undefined;
  const text = translate(catalogue, key, values);
  // A value the text names but the caller lacks: no text rather than a visible {{placeholder}}.
  return text.includes('{{') ? undefined : text;
}

const namespacesInUse = new Set<string>();

/**
 * useTranslation(namespace) of react-i18next for these screens: suspends until the catalogue of
 * the current language is there, and follows language changes. With `suspend: false` (the error
 * page) the texts are the defaults given to t until the catalogue arrives.
 */
export function useTexts(namespace: string, { suspend = true } = {}): { t: Translate; language: UiLanguage } {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  useSyncExternalStore(subscribeLoads, () => loadCount);
  namespacesInUse.add(namespace);
  const id = `${language}/${namespace}`;
  const catalogue = loaded.get(id);
  if (!catalogue) {
    const request = loadCatalogue(language, namespace);
    // Suspending by throwing the promise, as react-i18next does: use() would have to be called on
    // every render, and a catalogue loaded ahead (switchLanguage) would still suspend once.
    if (suspend && !failed.has(id)) throw request;
    request.catch(() => undefined);
  }
  return { t: (key, valuesOrDefault) => translate(catalogue, key, valuesOrDefault), language };
}

function subscribeLoads(listener: () => void) {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/**
 * Switches the language once the catalogues on screen are there in it, so the screen changes
 * texts in one step (as i18next does) instead of falling back to a spinner.
 */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  await Promise.all(
    [...namespacesInUse].map((namespace) => loadCatalogue(language, namespace).catch(() => undefined)),
  );
  setLanguage(language);
}
