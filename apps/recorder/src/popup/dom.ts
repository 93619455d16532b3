/** Small DOM helpers of the popup, and its texts through chrome.i18n (English and German). */

export function $<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from popup.html`);
  return element as T;
}

export function show(id: string, visible: boolean) {
  $(id).hidden = !visible;
}

export function t(key: string, substitutions?: string | string[]): string {
  return chrome.i18n.getMessage(key, substitutions) || key;
}

/** Fills every `data-i18n` element with its message and sets the page's language. */
export function applyTranslations() {
  document.documentElement.lang = chrome.i18n.getUILanguage().slice(0, 2) || 'en';
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-i18n]'))) {
    element.textContent = t(element.dataset.i18n ?? '');
  }
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}
