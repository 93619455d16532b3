import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { elapse, fakeTimers } from '../../../testing/time';
import { ARTICLE_ID, recordedArticle, STEP_IDS, sampleStep } from '../../articles/testing';
import { RENDER_POLL_MS } from '../hooks/useRenderRefresh';
import {
  annotationNames,
  dragOnCanvas,
  measureCanvas,
  renderStepEditor,
  stepPath,
  toolButton,
} from '../testing';

beforeAll(measureCanvas);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const twoSteps = () => [
  sampleStep(),
  sampleStep({
    id: STEP_IDS[1],
    index: 1,
    elementLabel: 'Email',
    action: 'TYPE',
    imageRaw: '/v1/files/raw-2.png',
  }),
];

/** Serves the article from `steps`; PUT (with the step) and DELETE (with the article) answer 200 and may change what GET gives next. */
function serve(
  initial = twoSteps(),
  on: { put?: (body: unknown) => void; remove?: (id: string) => void } = {},
) {
  let steps = initial;
  const calls = fakeApi((config) => {
    if (config.url === `/help-articles/${ARTICLE_ID}` && config.method === 'get')
      return { status: 200, data: recordedArticle(steps) };
    if (config.method === 'put') {
      on.put?.(JSON.parse(String(config.data)));
      // The server answers with the step as saved, its image still the one before.
      const stepId = String(config.url).split('/').at(-2);
      return { status: 200, data: steps.find((step) => step.id === stepId) };
    }
    if (config.method === 'delete') {
      const id = String(config.url).split('/').pop() ?? '';
      steps = steps.filter((step) => step.id !== id);
      on.remove?.(id);
      return { status: 200, data: recordedArticle(steps) };
    }
    return undefined;
  });
  return { calls, setSteps: (next: typeof steps) => (steps = next) };
}

async function openStep(stepId: string = STEP_IDS[0]) {
  const router = renderStepEditor(stepPath(stepId));
  await screen.findByRole('img', { name: /^Screenshot of step/ }, SLOW);
  return router;
}

/** The first screen of a run loads the catalogues; on two busy cores that can take a while. */
const SLOW = { timeout: 5000 };

const saveButton = () => screen.queryByRole('button', { name: 'Save Changes' });

describe('step editor routes', () => {
  it('goes from /steps to the first step, with the Steps tab active', async () => {
    serve();
    const router = renderStepEditor(stepPath());
    await screen.findByRole('img', { name: 'Screenshot of step 1' }, SLOW);
    expect(router.state.location.pathname).toBe(stepPath(STEP_IDS[0]));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Steps' }).getAttribute('aria-current')).toBe('page');
    const list = screen.getByRole('navigation', { name: 'Steps' });
    const current = within(list).getByRole('link', { current: 'step' });
    expect(current.textContent).toContain('Click “Save”');
  });

  it('shows the steps read-only with the note while the recording is processed', async () => {
    // A version without finishedAt is still processing.
    const article = recordedArticle([sampleStep()]);
    if (article.activeArticleVersion) article.activeArticleVersion.finishedAt = null;
    fakeApi((config) =>
      config.url === `/help-articles/${ARTICLE_ID}` ? { status: 200, data: article } : undefined,
    );
    renderStepEditor(stepPath());
    expect(await screen.findByText(/still being processed/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Step 1' })).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Annotation tools' })).toBeNull();
  });
});

describe('drawing annotations', () => {
  it('adds a BOX drawn by dragging and offers Save Changes; a tiny drag adds nothing', async () => {
    serve();
    await openStep();
    fireEvent.click(toolButton('Box'));
    dragOnCanvas([10, 10], [10.4, 30]);
    expect(annotationNames()).toEqual([]);
    expect(saveButton()).toBeNull();

    dragOnCanvas([10, 10], [40, 30]);
    expect(annotationNames()).toEqual(['Box']);
    expect(document.querySelectorAll('[data-annotation="BOX"]')).toHaveLength(1);
    expect(saveButton()).toBeTruthy();
  });

  it('toggles a tool off when it is clicked again; without a tool a drag draws nothing', async () => {
    serve();
    await openStep();
    const box = toolButton('Box');
    fireEvent.click(box);
    expect(box.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toolButton('Highlight'));
    expect(box.getAttribute('aria-pressed')).toBe('false');
    expect(toolButton('Highlight').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toolButton('Highlight'));
    expect(toolButton('Highlight').getAttribute('aria-pressed')).toBe('false');
    dragOnCanvas([10, 10], [40, 30]);
    expect(annotationNames()).toEqual([]);
  });

  it('numbers NUMBER annotations in order and renumbers the higher ones when one goes', async () => {
    serve();
    await openStep();
    fireEvent.click(toolButton('Number'));
    dragOnCanvas([10, 10], [10, 10]);
    dragOnCanvas([30, 10], [30, 10]);
    fireEvent.click(toolButton('Blur'));
    dragOnCanvas([50, 50], [70, 70]);
    fireEvent.click(toolButton('Number'));
    dragOnCanvas([50, 10], [50, 10]);
    expect(annotationNames()).toEqual(['Number 1', 'Number 2', 'Blur', 'Number 3']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Number 2' }));
    expect(annotationNames()).toEqual(['Number 1', 'Blur', 'Number 2']);
    const circles = [...document.querySelectorAll('[data-annotation="NUMBER"]')].map(
      (node) => node.textContent,
    );
    expect(circles).toEqual(['1', '2']);
  });

  it('asks for a marker text right after placing it', async () => {
    serve();
    await openStep();
    fireEvent.click(toolButton('Marker'));
    dragOnCanvas([20, 60], [50, 70]);
    const input = screen.getByRole('textbox', { name: 'Marker text' });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'Click here' } });
    // Backspace in the text field edits the text; it does not delete the marker.
    fireEvent.keyDown(input, { key: 'Backspace' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(annotationNames()).toEqual(['Marker “Click here”']);
  });

  it('deletes the selected annotation with Delete, deselects with Escape, nudges with arrows', async () => {
    const bodies: unknown[] = [];
    serve(twoSteps(), { put: (body) => bodies.push(body) });
    await openStep();
    fireEvent.click(toolButton('Box'));
    dragOnCanvas([10, 10], [20, 20]);
    fireEvent.click(toolButton('Highlight'));
    dragOnCanvas([50, 50], [60, 60]);
    const list = () => screen.getByRole('list', { name: 'Annotations' });
    expect(within(list()).getByRole('button', { name: 'Highlight', pressed: true })).toBeTruthy();

    fireEvent.keyDown(window, { key: 'Delete' });
    expect(annotationNames()).toEqual(['Box']);

    fireEvent.click(within(list()).getByRole('button', { name: 'Box', pressed: false }));
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(annotationNames()).toEqual(['Box']);

    fireEvent.click(saveButton() as HTMLElement);
    await waitFor(() => expect(bodies).toHaveLength(1));
    // (10 % + 5 %) of 1280 and (10 % + 0.5 %) of 800.
    expect(bodies[0]).toMatchObject({
      annotations: [{ type: 'BOX', x: 192, y: 84, width: 128, height: 80 }],
    });
  });
});

describe('step settings', () => {
  it('disables zoom out at 1× and zoom in at 4×, showing the level', async () => {
    serve();
    await openStep();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoomOut).toHaveProperty('disabled', true);
    fireEvent.click(zoomIn);
    expect(screen.getByText('1.25×')).toBeTruthy();
    expect(zoomOut).toHaveProperty('disabled', false);
    for (let click = 0; click < 20; click++)
      if (!(zoomIn as HTMLButtonElement).disabled) fireEvent.click(zoomIn);
    expect(screen.getByText('4×')).toBeTruthy();
    expect(zoomIn).toHaveProperty('disabled', true);
    expect(saveButton()).toBeTruthy();
  });

  it('sets the zoom anchor by clicking the image in anchor mode', async () => {
    const bodies: unknown[] = [];
    serve(twoSteps(), { put: (body) => bodies.push(body) });
    await openStep();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set on image' }));
    dragOnCanvas([25, 75], [25, 75]);
    expect(annotationNames()).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: 'Hide step number' }));
    fireEvent.click(saveButton() as HTMLElement);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      annotations: [],
      hideActionPointer: false,
      applyImageChangesToGif: false,
      hideStepNumber: true,
      zoomLevel: 1.25,
      zoomAnchorX: 25,
      zoomAnchorY: 75,
    });
  });
});

describe('saving', () => {
  it('sends integer pixels of the context size and stays busy until the refetched step arrives', async () => {
    const put = vi.fn();
    const { setSteps } = serve(twoSteps(), {
      put: (body) => {
        put(body);
        // What the server will answer on the refetch: the box, stored.
        setSteps([
          sampleStep({
            annotations: [
              {
                id: 'c0000000-0000-4000-8000-000000000001',
                type: 'BOX',
                positionX: 128,
                positionY: 80,
                width: 299,
                height: 240,
                value: null,
              },
            ],
          }),
          twoSteps()[1]!,
        ]);
      },
    });
    await openStep();
    // Hold the refetch after the save, to see the button wait for it.
    const reply = globalThis.fetch;
    let release = () => {};
    let refetching = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = async (input, init) => {
      if ((init?.method ?? 'GET') === 'GET' && put.mock.calls.length > 0) {
        refetching = true;
        await held;
      }
      return reply(input, init);
    };
    fireEvent.click(toolButton('Box'));
    dragOnCanvas([10, 10], [33.33, 40]);
    fireEvent.click(saveButton() as HTMLElement);
    await waitFor(() => expect(refetching).toBe(true));
    expect(saveButton()?.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(saveButton()).toBeNull());
    expect(put).toHaveBeenCalledWith(
      expect.objectContaining({ annotations: [{ type: 'BOX', x: 128, y: 80, width: 299, height: 240 }] }),
    );
    expect(annotationNames()).toEqual(['Box']);
  });

  it('asks for the article every second after a save until the step shows its re-rendered image', async () => {
    fakeTimers();
    const OLD = '/v1/files/step-1-aaaa.png?expires=1&signature=x';
    const NEW = '/v1/files/step-1-bbbb.png?expires=1&signature=y';
    let afterSave = 0;
    let saved = false;
    const { calls, setSteps } = serve([sampleStep({ imageProcessed: OLD }), twoSteps()[1]!], {
      put: () => {
        saved = true;
        setSteps([sampleStep({ imageProcessed: OLD, hideActionPointer: true }), twoSteps()[1]!]);
      },
    });
    const gets = () =>
      calls.filter((call) => call.method === 'GET' && call.url === `/help-articles/${ARTICLE_ID}`).length;
    await openStep();
    const thumbnail = () => screen.getByRole('navigation', { name: 'Steps' }).querySelector('img');
    expect(thumbnail()?.getAttribute('src')).toBe(OLD);
    fireEvent.click(screen.getByRole('switch', { name: 'Hide action pointer' }));
    fireEvent.click(saveButton() as HTMLElement);
    await waitFor(() => expect(saved).toBe(true));
    await waitFor(() => expect(saveButton()).toBeNull());
    const before = gets();
    // The render job is not done yet: a renewed signature alone is still the old image.
    setSteps([
      sampleStep({ imageProcessed: OLD.replace('expires=1', 'expires=2'), hideActionPointer: true }),
      twoSteps()[1]!,
    ]);
    await elapse(2 * RENDER_POLL_MS);
    expect(gets()).toBeGreaterThanOrEqual(before + 2);
    expect(thumbnail()?.getAttribute('src')).toContain('step-1-aaaa.png');
    setSteps([sampleStep({ imageProcessed: NEW, hideActionPointer: true }), twoSteps()[1]!]);
    await elapse(RENDER_POLL_MS);
    await waitFor(() => expect(thumbnail()?.getAttribute('src')).toBe(NEW));
    afterSave = gets();
    await elapse(3 * RENDER_POLL_MS);
    // Once it is there, nobody asks again.
    expect(gets()).toBe(afterSave);
  }, 20_000);

  it('asks once a second however many saves wait, and stops when all of them show', async () => {
    fakeTimers();
    const OLD = '/v1/files/step-1-aaaa.png?expires=1&signature=x';
    const NEW = '/v1/files/step-1-cccc.png?expires=1&signature=z';
    let saves = 0;
    const { calls, setSteps } = serve([sampleStep({ imageProcessed: OLD }), twoSteps()[1]!], {
      put: (body) => {
        saves++;
        const { hideActionPointer } = body as { hideActionPointer: boolean };
        setSteps([sampleStep({ imageProcessed: OLD, hideActionPointer }), twoSteps()[1]!]);
      },
    });
    const gets = () =>
      calls.filter((call) => call.method === 'GET' && call.url === `/help-articles/${ARTICLE_ID}`).length;
    await openStep();
    for (let save = 1; save <= 3; save++) {
      fireEvent.click(screen.getByRole('switch', { name: 'Hide action pointer' }));
      fireEvent.click(saveButton() as HTMLElement);
      await waitFor(() => expect(saves).toBe(save));
      await waitFor(() => expect(saveButton()).toBeNull());
    }
    const before = gets();
    await elapse(4 * RENDER_POLL_MS);
    // Three saves wait; one loop asks for the article, once a second (a loop per save: 12).
    expect(gets() - before).toBeLessThanOrEqual(5);
    expect(gets() - before).toBeGreaterThanOrEqual(3);
    setSteps([sampleStep({ imageProcessed: NEW, hideActionPointer: true }), twoSteps()[1]!]);
    await elapse(RENDER_POLL_MS);
    const thumbnail = () => screen.getByRole('navigation', { name: 'Steps' }).querySelector('img');
    await waitFor(() => expect(thumbnail()?.getAttribute('src')).toBe(NEW));
    const afterRender = gets();
    await elapse(3 * RENDER_POLL_MS);
    expect(gets()).toBe(afterRender);
  }, 20_000);

  it('logs and sends nothing for a step without context width and height', async () => {
    fakeTimers();
    const { calls } = serve([sampleStep({ contextWidth: null, contextHeight: null })]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openStep();
    fireEvent.click(toolButton('Box'));
    dragOnCanvas([10, 10], [40, 40]);
    fireEvent.click(saveButton() as HTMLElement);
    expect(logged).toHaveBeenCalledWith('missing context dimensions', expect.anything());
    // A second on the clock: no save goes out later either.
    await elapse(1000);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(saveButton()).toBeTruthy();
  });

  it('asks before leaving for another step with unsaved changes', async () => {
    serve();
    const router = await openStep();
    fireEvent.click(toolButton('Box'));
    dragOnCanvas([10, 10], [40, 40]);
    fireEvent.click(screen.getByRole('link', { name: 'Next step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(stepPath(STEP_IDS[0]));
    expect(annotationNames()).toEqual(['Box']);
    fireEvent.click(screen.getByRole('link', { name: 'Next step' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await screen.findByRole('img', { name: 'Screenshot of step 2' });
    expect(annotationNames()).toEqual([]);
  });
});

describe('deleting a step', () => {
  it('is offered only when the article has more than one step', async () => {
    serve([sampleStep()]);
    await openStep();
    expect(screen.queryByRole('button', { name: 'Delete Step' })).toBeNull();
  });

  it('asks, deletes, and goes to the first remaining step', async () => {
    const removed: string[] = [];
    serve(twoSteps(), { remove: (id) => removed.push(id) });
    const router = await openStep(STEP_IDS[0]);
    fireEvent.click(toolButton('Box'));
    dragOnCanvas([10, 10], [40, 40]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this step?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Step' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath(STEP_IDS[1])));
    expect(removed).toEqual([STEP_IDS[0]]);
    expect(await screen.findByRole('img', { name: 'Screenshot of step 1' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Step' })).toBeNull();
  });
});
