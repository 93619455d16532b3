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
  const tight = new RenderPool({ size: 1, budgetMsPerMb: 50, maxMemoryMb: 256 });
  afterAll(() => Promise.all([pool.close(), tight.close()]));

  it('renders on its thread into a stored render with placeholders', async () => {
    const render = await pool.render('# Hi\n\n![Step 1](step1.png)\n\nRead **this**.');
    expect(render.html).toBe(
      '<h1>Hi</h1>\n<p><img src="/__ref/step/1" alt="Step 1" loading="lazy" decoding="async"></p>\n<p>Read <strong>this</strong>.</p>\n',
    );
    expect(render.excerpt).toBe('Read this.');
  });

  it('stops a render over its budget, replaces the thread, and keeps the event loop free meanwhile', async () => {
    // A megabyte of nested emphasis (the save-time check refuses it) takes about 600 ms to render,
    // twelve times this pool's budget.
    const { result, gapMs } = await maxLoopGap(
      tight.render('*_'.repeat(500_000)).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(result).toBeInstanceOf(RenderFailed);
    expect((result as RenderFailed).reason).toBe('timeout');
    // A blocked loop would show a pause as long as the render. Generous for a loaded machine.
    expect(gapMs).toBeLessThan(250);
    expect((await tight.render('after')).html).toBe('<p>after</p>\n');
  });

  it('answers renders queued behind a long one, in order', async () => {
    const renders = await Promise.all(['one', 'two', 'three'].map((text) => pool.render(text)));
    expect(renders.map((r) => r.html)).toEqual(['<p>one</p>\n', '<p>two</p>\n', '<p>three</p>\n']);
  });

  it('refuses work once closed', async () => {
    const closed = new RenderPool({ size: 1, budgetMsPerMb: 1_000, maxMemoryMb: 64 });
    await closed.close();
    await expect(closed.render('x')).rejects.toMatchObject({ reason: 'closed' });
  });
});
