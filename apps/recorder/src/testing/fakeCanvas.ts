/**
 * OffscreenCanvas and createImageBitmap for Node, enough for the worker's image code: a picture is
 * JSON (its size, which capture it shows, the areas blurred into it), so a test can read from a
 * stored or uploaded image what a person would see in it. Blurring is recognised the way
 * redact.ts draws it: an image drawn with a blur filter inside a clipped rectangle.
 */

export type Area = { x: number; y: number; w: number; h: number };
export type FakePicture = {
  width: number;
  height: number;
  /** Which capture the picture shows ("blank" for the placeholder). */
  shot: string;
  blurred: Area[];
  type?: string;
  quality?: number;
};

export async function readPicture(blob: Blob): Promise<FakePicture> {
  return JSON.parse(await blob.text()) as FakePicture;
}

class FakeBitmap {
  constructor(readonly picture: FakePicture) {}
  get width() {
    return this.picture.width;
  }
  get height() {
    return this.picture.height;
  }
  close() {}
}

class FakeContext {
  filter = 'none';
  fillStyle = '';
  imageSmoothingEnabled = true;
  private path: Area | null = null;
  private clipArea: Area | null = null;
  private saved: { filter: string; clipArea: Area | null }[] = [];

  constructor(private readonly canvas: FakeOffscreenCanvas) {}

  save() {
    this.saved.push({ filter: this.filter, clipArea: this.clipArea });
  }
  restore() {
    const state = this.saved.pop();
    if (state) ({ filter: this.filter, clipArea: this.clipArea } = state);
  }
  beginPath() {
    this.path = null;
  }
  rect(x: number, y: number, w: number, h: number) {
    this.path = { x, y, w, h };
  }
  clip() {
    this.clipArea = this.path;
  }
  fillRect(x: number, y: number, w: number, h: number) {
    const { picture } = this.canvas;
    if (x <= 0 && y <= 0 && w >= picture.width && h >= picture.height) {
      Object.assign(picture, { shot: 'blank', blurred: [] });
    }
  }
  drawImage(source: FakeBitmap | FakeOffscreenCanvas, ...at: number[]) {
    const { picture } = this.canvas;
    if (this.clipArea && /blur\(/.test(this.filter)) {
      picture.blurred.push({ ...this.clipArea });
    } else if (at.length === 2 && at[0] === 0 && at[1] === 0) {
      // The whole image drawn onto a canvas of its size (decoding before drawing over it).
      Object.assign(picture, { shot: source.picture.shot, blurred: [...source.picture.blurred] });
    }
  }
}

class FakeOffscreenCanvas {
  readonly picture: FakePicture;
  constructor(width: number, height: number) {
    this.picture = { width, height, shot: 'empty', blurred: [] };
  }
  get width() {
    return this.picture.width;
  }
  get height() {
    return this.picture.height;
  }
  getContext(kind: string) {
    return kind === '2d' ? new FakeContext(this) : null;
  }
  async convertToBlob(options: { type?: string; quality?: number } = {}) {
    const type = options.type ?? 'image/png';
    const picture: FakePicture = { ...this.picture, blurred: [...this.picture.blurred], type };
    if (options.quality !== undefined) picture.quality = options.quality;
    return new Blob([JSON.stringify(picture)], { type });
  }
}

export function installFakeCanvas() {
  Object.assign(globalThis, {
    OffscreenCanvas: FakeOffscreenCanvas,
    createImageBitmap: async (blob: Blob) => new FakeBitmap(await readPicture(blob)),
  });
}
