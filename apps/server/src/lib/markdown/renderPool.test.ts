import { afterAll, describe, expect, it } from 'vitest';
import { RenderFailed, RenderPool } from './renderPool';

/** Largest pause of the event loop while `work` runs, seen by a 5 ms interval. */
async function maxLoopGap<T>(work: Promise<T>): Promise<{ result: T; gapMs: number }> {
  let last = performance.now();
  let gapMs = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    gapMs = Math.max(gapMs, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work, gapMs };
  } finally {
    clearInterval(probe);
  }
}

describe('RenderPool', () => {
  const pool = new RenderPool({ size: 1, budgetMsPerMb: 1_500, maxMemoryMb: 256 });
  afterAll(() => pool.close());

  it('renders on its thread into a stored render with placeholders', async () => {
    const render = await pool.render('# Hi\n\n![Step 1](step1.png)\n\nRead **this**.');
    expect(render.html).toBe(
      '<h1>Hi</h1>\n<p><img src="/__ref/step/1" alt="Step 1" loading="lazy" decoding="async"></p>\n<p>Read <strong>this</strong>.</p>',
    );
    expect(render.excerpt).toBe('Read this.');
  });

  it('stops a render over its budget, replaces the thread, and keeps the event loop free meanwhile', async () => {
    // Quadratic in micromark (the save-time check refuses it): seconds for 160 KB.
    const { result, gapMs } = await maxLoopGap(
      pool.render('[a]('.repeat(40_000)).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(result).toBeInstanceOf(RenderFailed);
    expect((result as RenderFailed).reason).toBe('timeout');
    // The budget is 1.5 s; a blocked loop would show a pause that long. Generous for a loaded machine.
    expect(gapMs).toBeLessThan(250);
    expect((await pool.render('after')).html).toBe('<p>after</p>');
  });

  it('answers renders queued behind a long one, in order', async () => {
    const renders = await Promise.all(['one', 'two', 'three'].map((text) => pool.render(text)));
    expect(renders.map((r) => r.html)).toEqual(['<p>one</p>', '<p>two</p>', '<p>three</p>']);
  });

  it('refuses work once closed', async () => {
    const closed = new RenderPool({ size: 1, budgetMsPerMb: 1_000, maxMemoryMb: 64 });
    await closed.close();
    await expect(closed.render('x')).rejects.toMatchObject({ reason: 'closed' });
  });
});
