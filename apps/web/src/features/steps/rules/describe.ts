import type { Step } from '@support/shared';

/** How a step reads in the list and details: its kind of action and the words for it. */

export type ActionKind = 'click' | 'drag' | 'type' | 'key' | 'navigate' | 'other';

export function actionKind(action: string | null): ActionKind {
  const value = (action ?? '').toUpperCase();
  if (value.includes('DRAG')) return 'drag';
  if (value.includes('CLICK')) return 'click';
  if (value.includes('TYPE')) return 'type';
  if (value.includes('KEY')) return 'key';
  if (value.includes('NAVIGATE')) return 'navigate';
  return 'other';
}

/** What the list and details call a step: a choice in a `<select>` or listbox is no typing. */
export type StepKind = ActionKind | 'choose';

/**
 * The recorder reports a `<select>` as a combobox (a listbox when several rows show), and the
 * article's writer words a value set there as a choice ("Choose **X** in **Axis**"); the list
 * must say the same (issue 51 item 3).
 */
export function stepKind(step: Pick<Step, 'action' | 'elementRole'>): StepKind {
  const kind = actionKind(step.action);
  const role = step.elementRole?.toLowerCase();
  return kind === 'type' && (role === 'combobox' || role === 'listbox') ? 'choose' : kind;
}

/** Spec 02 §3: the pointer belongs to actions that contain CLICK or DRAG, at a known point. */
export function hasPointer(step: Pick<Step, 'action' | 'positionX' | 'positionY'>): boolean {
  const kind = actionKind(step.action);
  return (kind === 'click' || kind === 'drag') && step.positionX !== null && step.positionY !== null;
}

const STRIP = [
  [/!\[[^\]]*\]\([^)]*\)/g, ''],
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/, ''],
  [/(\*\*|__|`)/g, ''],
] as const;

function plain(line: string): string {
  return STRIP.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line).trim();
}

/**
 * The article's words for step `number` (spec 02 §5: the step's image is `![Step N](stepN.png)`):
 * the paragraph just above its image, back to a blank line, image or heading. Null when the article
 * does not show that step.
 */
export function stepTextFromContent(content: string, number: number): string | null {
  const lines = content.split('\n');
  const image = new RegExp(`!\\[Step\\s+${number}\\]|\\(step${number}\\.png\\)`, 'i');
  const at = lines.findIndex((line) => image.test(line));
  if (at < 0) return null;
  const collected: string[] = [];
  const sameLine = plain(lines[at] ?? '');
  if (sameLine) collected.push(sameLine);
  for (let index = at - 1; index >= 0; index--) {
    const line = lines[index] ?? '';
    if (/!\[/.test(line) || /^\s{0,3}#{1,6}\s/.test(line)) break;
    // The paragraph just above the image; a blank line before it ends the step (an intro above).
    if (!line.trim() && collected.length > 0) break;
    const text = plain(line);
    if (text) collected.unshift(text);
  }
  const text = collected.join(' ').trim();
  return text || null;
}
