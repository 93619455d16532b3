import { ZArticle } from '@support/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { buttonOf, uploadRecording } from '../../../test/recordings';
import { actionZoom, NO_ZOOM } from './actionZoom';

/** Issue 51 item 2: a recorded step on a large window opens on what was clicked. */
const geometry = (overrides: Partial<Parameters<typeof actionZoom>[0]> = {}) => ({
  action: 'CLICK',
  viewport: { width: 1920 },
  contextWidth: 1920,
  contextHeight: 1080,
  positionX: 960,
  positionY: 270,
  endPositionX: null,
  endPositionY: null,
  ...overrides,
});

describe('actionZoom', () => {
  it('zooms a large window onto the point in the editor’s zoom steps, a small one not at all', () => {
    expect(actionZoom(geometry())).toEqual({ zoomLevel: 1.75, zoomAnchorX: 50, zoomAnchorY: 25 });
    expect(actionZoom(geometry({ viewport: { width: 2560 } })).zoomLevel).toBe(2.5);
    expect(actionZoom(geometry({ viewport: { width: 3840 } })).zoomLevel).toBe(2.5);
    expect(actionZoom(geometry({ viewport: { width: 1366 } }))).toEqual(NO_ZOOM);
    expect(actionZoom(geometry({ viewport: { width: 1280 } }))).toEqual(NO_ZOOM);
  });

  it('leaves a navigation or a step without a point whole, and a drag whose ends do not fit', () => {
    expect(actionZoom(geometry({ action: 'NAVIGATE' }))).toEqual(NO_ZOOM);
    expect(actionZoom(geometry({ positionX: null, positionY: null }))).toEqual(NO_ZOOM);
    expect(actionZoom(geometry({ action: 'DRAG', endPositionX: 1900, endPositionY: 1000 }))).toEqual(NO_ZOOM);
    // A short drag fits: anchored between its ends.
    expect(actionZoom(geometry({ action: 'DRAG', endPositionX: 1060, endPositionY: 370 }))).toEqual({
      zoomLevel: 1.75,
      zoomAnchorX: 52.6,
      zoomAnchorY: 29.63,
    });
  });
});

describe('a recording on a large window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stepsOf = async (token: string, articleId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${articleId}`,
      headers: bearer(token),
    });
    return ZArticle.parse(res.json()).activeArticleVersion!.steps;
  };
  const processed = async (url: string | null) => {
    const res = await t.app.inject({ method: 'GET', url: url! });
    expect(res.statusCode).toBe(200);
    return sharp(res.rawPayload).raw().toBuffer();
  };

  it('opens each step zoomed on what was clicked, unless the organization turned it off', async () => {
    const admin = await registerTrialAdmin(t.app);
    const viewport = { width: 1920, height: 1080 };
    const zoomed = await uploadRecording(t.app, admin.token, { steps: 3, viewport });
    expect(zoomed.res.statusCode).toBe(201);
    const [click, , typed] = await stepsOf(admin.token, zoomed.articleId!);
    const button = buttonOf(0);
    expect(click).toMatchObject({
      zoomLevel: 1.75,
      zoomAnchorX: Math.round(((button.x + button.width / 2) / 1920) * 10_000) / 100,
      zoomAnchorY: Math.round(((button.y + button.height / 2) / 1080) * 10_000) / 100,
    });
    // Typing points at the middle of its field: zoomed there too.
    expect(typed!.zoomLevel).toBe(1.75);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(admin.token),
      payload: { zoomToAction: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().settings.zoomToAction).toBe(false);
    const whole = await uploadRecording(t.app, admin.token, { steps: 3, viewport });
    const [wholeClick] = await stepsOf(admin.token, whole.articleId!);
    expect(wholeClick).toMatchObject({ zoomLevel: 1, zoomAnchorX: 50, zoomAnchorY: 50 });
    // The images were rendered as the rows say: the zoomed one is not the whole window.
    expect((await processed(click!.imageProcessed)).equals(await processed(wholeClick!.imageProcessed))).toBe(
      false,
    );
  });

  it('keeps a window of a laptop’s width whole', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { articleId } = await uploadRecording(t.app, admin.token, { steps: 1 });
    const [step] = await stepsOf(admin.token, articleId!);
    expect(step).toMatchObject({ zoomLevel: 1, zoomAnchorX: 50, zoomAnchorY: 50 });
  });
});
