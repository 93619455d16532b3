// Screenshot-like PNGs for the recording bench: a web app's chrome (top bar, sidebar, a table, a
// form with the clicked button) with text, plus a photo-like panel of noise, so that each image
// compresses like a real 1280×800 screenshot (about 100–300 KB) and no two are the same.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const WORDS =
  'account billing invoice customer order export settings team member report analytics search filter status pending paid shipped draft archive project task owner due priority label comment'.split(
    ' ',
  );

/** A small deterministic generator: the same run gives the same images. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const escapeXml = (text) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

function words(next, count) {
  return Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
}

/** The SVG of one screen; `focus` is where the step's click lands (a button drawn there). */
export function screenSvg(index, width, height, focus) {
  const next = random(index * 7919 + 17);
  const text = (x, y, value, size = 14, fill = '#1f2937', weight = 400) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  const parts = [
    `<rect width="${width}" height="${height}" fill="#f8fafc"/>`,
    `<rect width="${width}" height="56" fill="#0f172a"/>`,
    text(24, 36, `Example Shop — ${words(next, 2)}`, 18, '#ffffff', 700),
    `<rect x="${width - 320}" y="12" width="220" height="32" rx="6" fill="#1e293b"/>`,
    text(width - 308, 33, 'Search…', 13, '#94a3b8'),
    `<circle cx="${width - 48}" cy="28" r="16" fill="#f97316"/>`,
    `<rect y="56" width="232" height="${height - 56}" fill="#ffffff" stroke="#e2e8f0"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    const y = 96 + i * 36;
    if (i === index % 14)
      parts.push(`<rect x="12" y="${y - 22}" width="208" height="32" rx="6" fill="#ffedd5"/>`);
    parts.push(`<rect x="24" y="${y - 13}" width="14" height="14" rx="3" fill="#94a3b8"/>`);
    parts.push(text(48, y, words(next, 2), 14, i === index % 14 ? '#c2410c' : '#334155'));
  }
  parts.push(text(264, 104, `${words(next, 3)} (step ${index + 1})`, 24, '#0f172a', 700));
  parts.push(text(264, 132, words(next, 12), 14, '#64748b'));
  // A table of orders.
  parts.push(`<rect x="264" y="156" width="600" height="392" rx="8" fill="#ffffff" stroke="#e2e8f0"/>`);
  for (let row = 0; row < 11; row++) {
    const y = 188 + row * 34;
    if (row > 0) parts.push(`<line x1="264" x2="864" y1="${y - 22}" y2="${y - 22}" stroke="#f1f5f9"/>`);
    parts.push(
      text(
        280,
        y,
        row === 0 ? 'Order' : `#${10000 + Math.floor(next() * 89999)}`,
        13,
        '#0f172a',
        row === 0 ? 700 : 400,
      ),
    );
    parts.push(text(380, y, row === 0 ? 'Customer' : words(next, 2), 13));
    parts.push(text(560, y, row === 0 ? 'Status' : words(next, 1), 13, '#475569'));
    parts.push(text(700, y, row === 0 ? 'Total' : `€${(next() * 900).toFixed(2)}`, 13));
  }
  // A form with the button the step clicks.
  parts.push(`<rect x="888" y="156" width="368" height="392" rx="8" fill="#ffffff" stroke="#e2e8f0"/>`);
  for (let field = 0; field < 4; field++) {
    const y = 196 + field * 72;
    parts.push(text(908, y, words(next, 1), 13, '#334155', 700));
    parts.push(`<rect x="908" y="${y + 8}" width="328" height="36" rx="6" fill="#ffffff" stroke="#cbd5e1"/>`);
    parts.push(text(920, y + 32, words(next, 3), 13, '#64748b'));
  }
  parts.push(`<rect x="${focus.x - 60}" y="${focus.y - 18}" width="120" height="36" rx="6" fill="#ea580c"/>`);
  parts.push(text(focus.x - 30, focus.y + 5, 'Save', 14, '#ffffff', 700));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** A photo-like panel: smooth colour with grain, which is what makes real screenshots heavy. */
function photoPanel(index, width, height) {
  const next = random(index * 104729 + 3);
  const data = Buffer.alloc(width * height * 3);
  const base = [80 + next() * 120, 80 + next() * 120, 80 + next() * 120];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const shade = base[c] + (x * (c + 1)) / 12 - y / 3 + (next() - 0.5) * 3;
        data[offset + c] = Math.max(0, Math.min(255, shade));
      }
    }
  }
  return { input: data, raw: { width, height, channels: 3 } };
}

/**
 * Writes `count` PNG screenshots of width×height into `dir` as step-N.png; returns their paths,
 * sizes and where each step's click is (in CSS pixels, devicePixelRatio 1).
 */
export async function writeScreenshots(sharp, dir, { count, width = 1280, height = 800 }) {
  const shots = [];
  for (let index = 0; index < count; index++) {
    const focus = { x: 1060 + ((index * 37) % 120) - 60, y: 500 };
    const panel = { left: 264, top: 572, width: 240, height: height - 572 - 24 };
    const png = await sharp(Buffer.from(screenSvg(index, width, height, focus)))
      .composite([{ ...photoPanel(index, panel.width, panel.height), left: panel.left, top: panel.top }])
      .removeAlpha()
      .png()
      .toBuffer();
    const file = path.join(dir, `step-${index + 1}.png`);
    writeFileSync(file, png);
    shots.push({ file, bytes: png.length, focus });
  }
  return shots;
}
