import type { RecordingBox } from '@support/shared';
import { findSensitiveText } from '@support/shared';
import { isSensitiveField, SENSITIVE_MARKERS } from '../lib/sensitive';

/**
 * The boxes to blur on the visible part of this frame, in this frame's viewport (CSS pixels):
 * sensitive fields, elements the page marks private, field values and text nodes that look like
 * an e-mail address, a card number or an IBAN, and the organization's do-not-show terms.
 */

const MAX_BOXES = 400;
const PAD = 3;
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'INPUT', 'SELECT', 'OPTION']);

type Viewport = { width: number; height: number };

function visiblePart(rect: DOMRect | RecordingBox, view: Viewport): RecordingBox | null {
  const left = Math.max(0, rect.x - PAD);
  const top = Math.max(0, rect.y - PAD);
  const right = Math.min(view.width, rect.x + rect.width + PAD);
  const bottom = Math.min(view.height, rect.y + rect.height + PAD);
  if (right - left < 1 || bottom - top < 1) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function fieldValue(element: Element): string {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element.value;
  if ((element as HTMLElement).isContentEditable) return element.textContent ?? '';
  return '';
}

function addElement(boxes: RecordingBox[], element: Element, view: Viewport) {
  for (const rect of Array.from(element.getClientRects())) {
    const box = visiblePart(rect, view);
    if (box) boxes.push(box);
  }
}

function walkText(root: Node, terms: RegExp | null, boxes: RecordingBox[], view: Viewport) {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE && SKIP.has((node as Element).tagName)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const range = doc.createRange();
  for (let node = walker.nextNode(); node && boxes.length < MAX_BOXES; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const shadow = (node as Element).shadowRoot;
      if (shadow) walkText(shadow, terms, boxes, view);
      continue;
    }
    const text = node.textContent ?? '';
    if (text.trim().length < 3) continue;
    for (const match of findSensitiveText(text, terms)) {
      range.setStart(node, match.start);
      range.setEnd(node, match.end);
      for (const rect of Array.from(range.getClientRects())) {
        const box = visiblePart(rect, view);
        if (box) boxes.push(box);
      }
    }
  }
}

export function collectRedactionBoxes(doc: Document, terms: RegExp | null): RecordingBox[] {
  const view = { width: doc.documentElement.clientWidth || innerWidth, height: innerHeight };
  const boxes: RecordingBox[] = [];
  for (const field of Array.from(doc.querySelectorAll('input, textarea, select, [contenteditable]'))) {
    if (field instanceof HTMLInputElement && field.type === 'hidden') continue;
    const value = fieldValue(field);
    if (isSensitiveField(field) || (value && findSensitiveText(value, terms).length > 0)) {
      addElement(boxes, field, view);
    }
  }
  for (const marked of Array.from(doc.querySelectorAll(SENSITIVE_MARKERS))) addElement(boxes, marked, view);
  if (doc.body) walkText(doc.body, terms, boxes, view);
  return boxes.slice(0, MAX_BOXES);
}
