import type { RecordingBox } from '@support/shared';
import { CONTENT_GLOBAL, type FrameBoxes } from '../lib/protocol';

const COLLECT_TIMEOUT_MS = 600;

/**
 * The boxes to blur from every frame of the tab, as the frames are right after the capture
 * (asked through the content scripts' collector). A frame with something to blur whose position
 * is unknown cannot be placed: then every iframe of the page is blurred whole instead.
 */
export async function collectFrameBoxes(tabId: number): Promise<RecordingBox[]> {
  let results: chrome.scripting.InjectionResult<FrameBoxes | null>[];
  try {
    const collecting = chrome.scripting.executeScript({
      target: { tabId, allFrames: true },
      func: (name: string) => {
        const api = (globalThis as unknown as Record<string, { collect?: () => unknown } | undefined>)[name];
        return (api?.collect?.() ?? null) as never;
      },
      args: [CONTENT_GLOBAL],
    }) as Promise<chrome.scripting.InjectionResult<FrameBoxes | null>[]>;
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), COLLECT_TIMEOUT_MS),
    );
    results = await Promise.race([collecting, timeout]);
  } catch {
    return [];
  }
  const frames = results.map((result) => result.result).filter((frame): frame is FrameBoxes => !!frame);
  const boxes = frames.filter((frame) => frame.positioned).flatMap((frame) => frame.boxes);
  if (frames.some((frame) => !frame.positioned && frame.boxes.length > 0)) {
    boxes.push(...(frames.find((frame) => frame.top)?.frameBoxes ?? []));
  }
  return boxes;
}

/** The same box reported twice (by the step and by the collector) is blurred and counted once. */
export function uniqueBoxes(boxes: RecordingBox[]): RecordingBox[] {
  const seen = new Map<string, RecordingBox>();
  for (const box of boxes) {
    const key = [box.x, box.y, box.width, box.height].map((n) => Math.round(n / 2)).join(',');
    if (!seen.has(key)) seen.set(key, box);
  }
  return [...seen.values()];
}
