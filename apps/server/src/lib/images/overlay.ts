import type { Box, Point } from './geometry';

/**
 * SVG drawn over a step's screenshot: the click pointer and the step editor's annotations (BOX,
 * HIGHLIGHT, NUMBER, MARKER). Coordinates are output pixels; `unit` scales strokes and the pointer
 * with the screenshot (1 for a 1280-pixel-wide image), so a retina screenshot gets a retina pointer.
 */

import { ANNOTATION_COLORS, POINTER_MARK } from '@support/shared';

const {
  accent: ACCENT,
  onAccent: ON_ACCENT,
  highlight: HIGHLIGHT,
  markerFill,
  markerStroke,
  ink: INK,
} = ANNOTATION_COLORS;

export { ACCENT };

const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

const n = (value: number) => Math.round(value * 100) / 100;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * An open ring around the point (the eye finds it on any background, with a light halo outside) and
 * the arrow cursor beside it at its lower right: nothing covers what was clicked.
 */
const {
  ringRadius: POINTER_RADIUS,
  cursorPath: CURSOR_PATH,
  cursorScale: CURSOR_SCALE,
  cursorOffset: CURSOR_OFFSET,
} = POINTER_MARK;

export function pointerSvg(at: Point, unit: number): string {
  const r = POINTER_RADIUS * unit;
  const tip = { x: at.x + CURSOR_OFFSET * unit, y: at.y + CURSOR_OFFSET * unit };
  return [
    `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(r)}" fill="none" stroke="${ACCENT}" stroke-width="${n(4 * unit)}"/>`,
    `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(r + 3.5 * unit)}" fill="none" stroke="${ON_ACCENT}" stroke-opacity="0.9" stroke-width="${n(2.5 * unit)}"/>`,
    `<path d="${CURSOR_PATH}" transform="translate(${n(tip.x)} ${n(tip.y)}) scale(${n(CURSOR_SCALE * unit)})" fill="${INK}" stroke="${ON_ACCENT}" stroke-width="1.3" stroke-linejoin="round"/>`,
  ].join('');
}

/** A drag: a ring where it started, a dashed arrow to where it was released, and the pointer there. */
export function dragSvg(from: Point, to: Point, unit: number): string {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  // The arrow stops at the pointer's ring, so its head stays visible.
  const reach = Math.max(0, Math.hypot(to.x - from.x, to.y - from.y) - POINTER_RADIUS * unit - 6 * unit);
  const tip = { x: from.x + reach * Math.cos(angle), y: from.y + reach * Math.sin(angle) };
  const head = 14 * unit;
  const wing = (side: number) => ({
    x: tip.x - head * Math.cos(angle + side * 0.45),
    y: tip.y - head * Math.sin(angle + side * 0.45),
  });
  const [a, b] = [wing(1), wing(-1)];
  return [
    `<circle cx="${n(from.x)}" cy="${n(from.y)}" r="${n(14 * unit)}" fill="${ACCENT}" fill-opacity="0.25" stroke="${ACCENT}" stroke-width="${n(3 * unit)}"/>`,
    `<line x1="${n(from.x)}" y1="${n(from.y)}" x2="${n(tip.x)}" y2="${n(tip.y)}" stroke="${ACCENT}" stroke-width="${n(3 * unit)}" stroke-dasharray="${n(8 * unit)} ${n(6 * unit)}"/>`,
    `<path d="M${n(a.x)} ${n(a.y)} L${n(tip.x)} ${n(tip.y)} L${n(b.x)} ${n(b.y)}" fill="none" stroke="${ACCENT}" stroke-width="${n(3 * unit)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    pointerSvg(to, unit),
  ].join('');
}

export function boxSvg(box: Box, unit: number): string {
  const stroke = 4 * unit;
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${n(6 * unit)}" fill="none" stroke="${ACCENT}" stroke-width="${n(stroke)}"/>`;
}

/** Spotlights: everything outside the highlighted boxes is dimmed, the boxes get a thin frame. */
export function highlightsSvg(boxes: Box[], size: { width: number; height: number }, unit: number): string {
  if (boxes.length === 0) return '';
  const holes = boxes
    .map(
      (box) =>
        `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${n(4 * unit)}" fill="#000"/>`,
    )
    .join('');
  const frames = boxes
    .map(
      (box) =>
        `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${n(4 * unit)}" fill="none" stroke="${HIGHLIGHT}" stroke-width="${n(2.5 * unit)}"/>`,
    )
    .join('');
  return [
    `<mask id="spotlight"><rect width="${size.width}" height="${size.height}" fill="#fff"/>${holes}</mask>`,
    `<rect width="${size.width}" height="${size.height}" fill="#000" fill-opacity="0.45" mask="url(#spotlight)"/>`,
    frames,
  ].join('');
}

/** A numbered circle filling the smaller side of its box, centred in it. */
export function numberSvg(box: Box, value: string, unit: number): string {
  const r = Math.max(6 * unit, Math.min(box.width, box.height) / 2);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const text = escapeXml(value.slice(0, 4));
  const size = r * (text.length > 2 ? 0.8 : 1.05);
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ACCENT}" stroke="${ON_ACCENT}" stroke-width="${n(2.5 * unit)}"/>`,
    `<text x="${n(cx)}" y="${n(cy)}" dy="0.36em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${n(size)}" fill="${ON_ACCENT}">${text}</text>`,
  ].join('');
}

/** A text label on a yellow note; long text is squeezed into the box rather than cut. */
export function markerSvg(box: Box, value: string, unit: number): string {
  const text = escapeXml(value.slice(0, 200));
  const fontSize = Math.max(10 * unit, Math.min(box.height * 0.6, 64 * unit));
  const padding = Math.min(box.width * 0.1, fontSize * 0.4);
  const room = Math.max(1, box.width - 2 * padding);
  // DejaVu Sans averages about 0.6 em per character.
  const squeeze =
    value.length * fontSize * 0.6 > room ? ` textLength="${n(room)}" lengthAdjust="spacingAndGlyphs"` : '';
  return [
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${n(6 * unit)}" fill="${markerFill}" stroke="${markerStroke}" stroke-width="${n(1.5 * unit)}"/>`,
    `<text x="${n(box.x + padding)}" y="${n(box.y + box.height / 2)}" dy="0.35em" font-family="${FONT}" font-size="${n(fontSize)}" fill="${INK}"${squeeze}>${text}</text>`,
  ].join('');
}

export function svgDocument(size: { width: number; height: number }, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${body}</svg>`,
  );
}
