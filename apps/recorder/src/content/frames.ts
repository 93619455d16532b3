import type { RecordingBox } from '@support/shared';
import type { Viewport } from '../lib/manifest';

/**
 * Where this frame sits in the top frame's viewport. A frame cannot read its position when its
 * parent is on another origin, so each frame's content script tells its iframes where they are
 * (postMessage, answered by the child's content script) whenever it scrolls, resizes, or a child asks.
 */

const CHANNEL = '__supportRecorderFrame';
type OffsetMessage = { [CHANNEL]: 'offset'; x: number; y: number; topWidth: number; topHeight: number };
type NeedMessage = { [CHANNEL]: 'need-offset' };

const isTop = window.top === window;
let offset: { x: number; y: number } | null = isTop ? { x: 0, y: 0 } : null;
let topSize: { width: number; height: number } | null = null;

export function isTopFrame(): boolean {
  return isTop;
}

export function positioned(): boolean {
  return offset !== null;
}

export function topViewport(): Viewport {
  const size = isTop || !topSize ? { width: window.innerWidth, height: window.innerHeight } : topSize;
  return { ...size, devicePixelRatio: window.devicePixelRatio || 1 };
}

/** A box of this frame's viewport in the top viewport, or undefined when the frame cannot be placed. */
export function toTop(box: RecordingBox): RecordingBox | undefined {
  if (!offset) return undefined;
  return { x: box.x + offset.x, y: box.y + offset.y, width: box.width, height: box.height };
}

export function pointToTop(x: number, y: number): { x: number; y: number } | undefined {
  return offset ? { x: x + offset.x, y: y + offset.y } : undefined;
}

function contentOrigin(frame: HTMLIFrameElement | HTMLFrameElement) {
  const rect = frame.getBoundingClientRect();
  const style = getComputedStyle(frame);
  return {
    x: rect.left + frame.clientLeft + (Number.parseFloat(style.paddingLeft) || 0),
    y: rect.top + frame.clientTop + (Number.parseFloat(style.paddingTop) || 0),
  };
}

function tellChild(frame: HTMLIFrameElement | HTMLFrameElement) {
  if (!offset || !frame.contentWindow) return;
  const origin = contentOrigin(frame);
  const size = topViewport();
  const message: OffsetMessage = {
    [CHANNEL]: 'offset',
    x: offset.x + origin.x,
    y: offset.y + origin.y,
    topWidth: size.width,
    topHeight: size.height,
  };
  frame.contentWindow.postMessage(message, '*');
}

function childFrames(): (HTMLIFrameElement | HTMLFrameElement)[] {
  return Array.from(document.querySelectorAll<HTMLIFrameElement | HTMLFrameElement>('iframe, frame'));
}

export function tellChildren() {
  for (const frame of childFrames()) tellChild(frame);
}

/** The iframes' boxes in the top viewport (the top frame blurs them whole when a child cannot be placed). */
export function frameBoxes(): RecordingBox[] {
  return childFrames()
    .map((frame) => frame.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) => ({ x: rect.left, y: rect.top, width: rect.width, height: rect.height }));
}

function onMessage(event: MessageEvent) {
  const data = event.data as Partial<OffsetMessage | NeedMessage> | null;
  if (!data || typeof data !== 'object' || !(CHANNEL in data)) return;
  if (data[CHANNEL] === 'offset' && !isTop && event.source === window.parent) {
    const message = data as OffsetMessage;
    offset = { x: message.x, y: message.y };
    topSize = { width: message.topWidth, height: message.topHeight };
    tellChildren();
  } else if (data[CHANNEL] === 'need-offset') {
    const frame = childFrames().find((candidate) => candidate.contentWindow === event.source);
    if (frame) tellChild(frame);
  }
}

let timer: ReturnType<typeof setInterval> | undefined;
const onLayout = () => tellChildren();

/** While recording: keep children informed (positions change with scrolling and layout). */
export function trackFrames(active: boolean) {
  if (active && timer === undefined) {
    window.addEventListener('message', onMessage);
    window.addEventListener('scroll', onLayout, { capture: true, passive: true });
    window.addEventListener('resize', onLayout, { passive: true });
    timer = setInterval(onLayout, 1000);
    if (!isTop) window.parent.postMessage({ [CHANNEL]: 'need-offset' } satisfies NeedMessage, '*');
    tellChildren();
  } else if (!active && timer !== undefined) {
    window.removeEventListener('message', onMessage);
    window.removeEventListener('scroll', onLayout, { capture: true });
    window.removeEventListener('resize', onLayout);
    clearInterval(timer);
    timer = undefined;
  }
}
