import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentType, RecordingAction, RecordingManifestInput } from '@support/shared';
import sharp from 'sharp';
import type { App } from '../src/app';
import { bearer } from './app';

/**
 * Recordings as the recorder uploads them (`POST /v1/recordings`): a manifest and one screenshot per
 * step, made with sharp. Server tests, the bench and the e2e helpers build their uploads here.
 */

export type Part = { name: string; body: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----recording${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body) : part.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Where step `i`'s button sits in CSS pixels of a 1280×800 viewport (its centre is the click). */
export function buttonOf(i: number): { x: number; y: number; width: number; height: number } {
  return { x: 80 + (i % 4) * 280, y: 180 + (Math.floor(i / 4) % 4) * 130, width: 180, height: 48 };
}

const screenshots = new Map<string, Promise<Buffer>>();

/**
 * A fake app's screen for step `index`: a header, a text panel and the step's button, at
 * `viewport × devicePixelRatio` pixels. The same arguments give the same bytes (cached).
 */
export function screenshot(
  options: {
    index?: number;
    width?: number;
    height?: number;
    devicePixelRatio?: number;
    format?: 'png' | 'jpeg';
  } = {},
): Promise<Buffer> {
  const { index = 0, width = 1280, height = 800, devicePixelRatio = 1, format = 'png' } = options;
  const key = JSON.stringify({ index, width, height, devicePixelRatio, format });
  let image = screenshots.get(key);
  if (!image) {
    const button = buttonOf(index);
    const lines = Array.from(
      { length: 12 },
      (_, line) =>
        `<text x="${width - 460}" y="${120 + line * 26}" font-family="DejaVu Sans" font-size="15" fill="#374151">Line ${line + 1} of screen ${index + 1}: settings and details</text>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#f3f4f6"/>
      <rect width="100%" height="64" fill="#1f2937"/>
      <text x="24" y="40" font-family="DejaVu Sans" font-size="22" fill="#ffffff">Demo App · Page ${index + 1}</text>
      ${lines}
      <rect x="${button.x}" y="${button.y}" width="${button.width}" height="${button.height}" rx="8" fill="#2563eb"/>
      <text x="${button.x + 24}" y="${button.y + 31}" font-family="DejaVu Sans" font-size="18" fill="#ffffff">Button ${index + 1}</text>
    </svg>`;
    const base = sharp(Buffer.from(svg), { density: 72 * devicePixelRatio }).resize(
      width * devicePixelRatio,
      height * devicePixelRatio,
    );
    image = (format === 'png' ? base.png() : base.jpeg({ quality: 85 })).toBuffer();
    screenshots.set(key, image);
  }
  return image;
}

export type RecordingOptions = {
  steps?: number;
  title?: string;
  contentType?: ContentType;
  devicePixelRatio?: number;
  format?: 'png' | 'jpeg';
  /** The window's size in CSS pixels (1280×800 unless given). */
  viewport?: { width: number; height: number };
  /** The action of step `i` (default: CLICK, with a TYPE into the e-mail field every third step). */
  actionOf?: (i: number) => RecordingAction;
};

/** The manifest and image parts of a recording of `steps` steps on the fake app. */
export async function recordingParts(options: RecordingOptions = {}) {
  const count = options.steps ?? 3;
  const dpr = options.devicePixelRatio ?? 1;
  const format = options.format ?? 'png';
  const viewport = options.viewport ?? { width: 1280, height: 800 };
  const actionOf = options.actionOf ?? ((i: number) => (i % 3 === 2 ? 'TYPE' : 'CLICK'));
  const steps: RecordingManifestInput['steps'] = [];
  const images: Part[] = [];
  for (let i = 0; i < count; i++) {
    const action = actionOf(i);
    const box = buttonOf(i);
    const name = `step-${i + 1}`;
    steps.push({
      action,
      image: name,
      timestamp: i * 1500,
      pageUrl: `https://demo.example.com/page-${i + 1}`,
      pageTitle: `Demo page ${i + 1}`,
      element:
        action === 'TYPE'
          ? { label: 'E-mail', role: 'textbox', tag: 'input', inputType: 'email', box }
          : { label: `Button ${i + 1}`, role: 'button', tag: 'button', box },
      point: action === 'TYPE' ? undefined : { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      value: action === 'TYPE' ? 'alice@example.com' : undefined,
      key: action === 'KEY' ? 'Enter' : undefined,
      viewport: { ...viewport, devicePixelRatio: dpr },
    });
    images.push({
      name,
      filename: `${name}.${format === 'png' ? 'png' : 'jpg'}`,
      contentType: `image/${format}`,
      body: await screenshot({ index: i, devicePixelRatio: dpr, format, ...viewport }),
    });
  }
  const manifest: RecordingManifestInput = {
    formatVersion: 1,
    recorder: { kind: 'chrome-extension', version: 'test' },
    title: options.title,
    contentType: options.contentType,
    steps,
  };
  return { manifest, images };
}

/** The multipart body of a recording, for app.inject or fetch. */
export async function recordingForm(options: RecordingOptions = {}) {
  const { manifest, images } = await recordingParts(options);
  const body = multipartBody([
    { name: 'manifest', body: JSON.stringify(manifest), contentType: 'application/json' },
    ...images,
  ]);
  return { ...body, manifest, images };
}

/**
 * Uploads a recording through the API. Returns the response and, when it was accepted, the new
 * article's id (processing; run `app.ctx.jobs.runUntilIdle()` to generate it).
 */
export async function uploadRecording(app: App, token: string, options: RecordingOptions = {}) {
  const form = await recordingForm(options);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
  const articleId = res.statusCode === 201 ? (res.json() as { articleId: string }).articleId : null;
  return { res, articleId, manifest: form.manifest, images: form.images };
}

/** Every stored file of the organization (local storage under DATA_DIR/files), as keys. */
export function storedFiles(app: App, organizationId: string): string[] {
  const root = path.join(app.ctx.config.dataDir, 'files');
  const folder = path.join(root, 'orgs', organizationId);
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((entry) => path.join(folder, entry))
    .filter((file) => statSync(file).isFile() && !file.endsWith('.meta.json'))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
