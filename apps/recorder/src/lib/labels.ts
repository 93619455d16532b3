/**
 * What a step says about the element acted on: its accessible name (a simplified version of the
 * W3C accessible-name computation), its role, tag and input type. DOM only, no chrome.* APIs.
 *
 * Not dom-accessibility-api (checked at 0.7.1): by the spec it puts the values of fields inside a
 * label into the name ("Card 4111 1111 1111 1111"), which would carry typed text into step texts;
 * it names no generic element (a clicked div or span) and ignores placeholders, so most of this
 * file would stay around it; and it would nearly double the content script injected into every frame.
 */

const MAX_LABEL = 120;

/** Elements a click is "on": the nearest of these around the clicked node names the step. */
const ACTIONABLE = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  ...[
    'button',
    'link',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'tab',
    'checkbox',
    'radio',
    'switch',
    'option',
    'treeitem',
    'combobox',
    'textbox',
    'gridcell',
  ].map((role) => `[role="${role}"]`),
].join(',');

export function actionableTarget(node: Element): Element {
  return node.closest(ACTIONABLE) ?? node;
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function truncate(text: string): string {
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1).trimEnd()}…` : text;
}

function isHidden(element: Element): boolean {
  if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return true;
  return element.ownerDocument.defaultView?.getComputedStyle(element).display === 'none';
}

/** visibility is inherited and a child may undo it, so it is checked where the text is. */
function isInvisibleText(node: Node): boolean {
  const parent = node.parentElement;
  const visibility = parent && node.ownerDocument?.defaultView?.getComputedStyle(parent).visibility;
  return visibility === 'hidden' || visibility === 'collapse';
}

/** Visible text of a subtree, with images' alt text and without hidden parts or form values. */
export function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return isInvisibleText(node) ? '' : (node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (isHidden(element)) return '';
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'template') return '';
  if (tag === 'img') return ` ${element.getAttribute('alt') ?? ''} `;
  if (tag === 'svg') return ` ${element.querySelector('title')?.textContent ?? ''} `;
  if (tag === 'input' || tag === 'select' || tag === 'textarea') return '';
  const label = clean(element.getAttribute('aria-label'));
  if (label && element !== node.ownerDocument?.body) return ` ${label} `;
  let text = '';
  for (const child of Array.from(element.childNodes)) text += textOf(child);
  // Block elements and line breaks separate words.
  return tag === 'br' || tag === 'div' || tag === 'p' || tag === 'li' ? ` ${text} ` : text;
}

function labelledBy(element: Element): string {
  const ids = clean(element.getAttribute('aria-labelledby'));
  if (!ids) return '';
  const doc = element.ownerDocument;
  return clean(
    ids
      .split(' ')
      .map((id) => {
        const ref = doc.getElementById(id);
        return ref ? textOf(ref) : '';
      })
      .join(' '),
  );
}

function fieldLabel(element: Element): string {
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) {
    return clean(
      Array.from(labels)
        .map((label) => textOf(label))
        .join(' '),
    );
  }
  const wrapping = element.closest('label');
  return wrapping ? clean(textOf(wrapping)) : '';
}

const BUTTON_INPUT_DEFAULTS: Record<string, string> = { submit: 'Submit', reset: 'Reset' };

/** The element's accessible name, or '' when it has none. */
export function accessibleName(element: Element): string {
  const byIds = labelledBy(element);
  if (byIds) return truncate(byIds);
  const ariaLabel = clean(element.getAttribute('aria-label'));
  if (ariaLabel) return truncate(ariaLabel);

  const tag = element.tagName.toLowerCase();
  if (tag === 'input') {
    const input = element as HTMLInputElement;
    const type = input.type;
    if (type === 'button' || type === 'submit' || type === 'reset') {
      return truncate(clean(input.value) || BUTTON_INPUT_DEFAULTS[type] || '');
    }
    if (type === 'image') return truncate(clean(input.alt) || clean(input.title));
  }
  if (tag === 'input' || tag === 'select' || tag === 'textarea') {
    const name =
      fieldLabel(element) ||
      clean(element.getAttribute('placeholder')) ||
      clean(element.getAttribute('title'));
    return truncate(name);
  }
  if (tag === 'img' || tag === 'area') {
    return truncate(clean(element.getAttribute('alt')) || clean(element.getAttribute('title')));
  }
  const text = clean(textOf(element));
  if (text) return truncate(text);
  return truncate(clean(element.getAttribute('title')) || clean(element.getAttribute('placeholder')));
}

const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
};

/** The explicit role, or the one the tag implies; undefined for generic elements. */
export function roleOf(element: Element): string | undefined {
  const explicit = clean(element.getAttribute('role')).split(' ')[0];
  if (explicit) return explicit;
  const tag = element.tagName.toLowerCase();
  switch (tag) {
    case 'a':
      return element.hasAttribute('href') ? 'link' : undefined;
    case 'button':
    case 'summary':
      return 'button';
    case 'input':
      return INPUT_ROLES[(element as HTMLInputElement).type] ?? 'textbox';
    case 'textarea':
      return 'textbox';
    case 'select': {
      const select = element as HTMLSelectElement;
      return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
    }
    case 'img':
      return 'img';
    case 'option':
      return 'option';
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return 'heading';
    case 'li':
      return 'listitem';
    default:
      return (element as HTMLElement).isContentEditable ? 'textbox' : undefined;
  }
}

export type ElementInfo = {
  label: string;
  role?: string;
  tag: string;
  inputType?: string;
};

export function describeElement(element: Element): ElementInfo {
  const tag = element.tagName.toLowerCase();
  const info: ElementInfo = { label: accessibleName(element), tag };
  const role = roleOf(element);
  if (role) info.role = role;
  if (tag === 'input') info.inputType = (element as HTMLInputElement).type;
  return info;
}
