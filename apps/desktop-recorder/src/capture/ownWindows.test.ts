import { describe, expect, it } from 'vitest';
import { NO_FRAME, ownWindowRects, parseFrameExtents } from './ownWindows';
import type { ListedWindow } from './windowList';

const window = (title: string, xid?: number): ListedWindow => ({
  title,
  application: 'Chromium',
  x: 800,
  y: 100,
  width: 440,
  height: 680,
  focused: false,
  xid,
});

describe('the own windows’ rectangles', () => {
  it('reads the frame a window manager drew around a window', () => {
    expect(parseFrameExtents('_NET_FRAME_EXTENTS(CARDINAL) = 1, 2, 24, 3\n')).toEqual({
      left: 1,
      right: 2,
      top: 24,
      bottom: 3,
    });
    expect(parseFrameExtents('_NET_FRAME_EXTENTS:  not found.\n')).toEqual(NO_FRAME);
  });

  it('covers only the recorder’s windows, each with its title bar and a margin', async () => {
    const rects = await ownWindowRects(
      [window('Support Recorder ● 3', 42), window('Order form', 43), window('Support Recorder')],
      async (xid) => (xid === 42 ? { left: 1, right: 1, top: 24, bottom: 1 } : NO_FRAME),
    );
    expect(rects).toEqual([
      { x: 797, y: 74, width: 446, height: 709 },
      { x: 798, y: 98, width: 444, height: 684 },
    ]);
  });
});
