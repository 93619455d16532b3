import { describe, expect, it } from 'vitest';
import { afterAsking, readNarrate, reconcile, saveNarrate, switchAction } from './narrationSetting';

function area() {
  const items: Record<string, unknown> = {};
  return {
    items,
    async get(keys: string[]) {
      return Object.fromEntries(keys.filter((key) => key in items).map((key) => [key, items[key]]));
    },
    async set(changes: Record<string, unknown>) {
      Object.assign(items, JSON.parse(JSON.stringify(changes)));
    },
  } as unknown as chrome.storage.StorageArea & { items: Record<string, unknown> };
}

describe('the narration switch', () => {
  it('is off until the person turns it on, and remembered', async () => {
    const local = area();
    expect(await readNarrate(local)).toEqual({ on: false, problem: null });
    await saveNarrate(local, { on: true, problem: null });
    // A popup opened later reads the same storage.
    expect(await readNarrate(local)).toEqual({ on: true, problem: null });
    await saveNarrate(local, { on: false, problem: null });
    expect(await readNarrate(local)).toEqual({ on: false, problem: null });
  });

  it('asks for the microphone on the permission page unless Chrome already allows it', () => {
    expect(switchAction(true, 'prompt')).toBe('ask');
    expect(switchAction(true, 'denied')).toBe('ask');
    expect(switchAction(true, 'unknown')).toBe('ask');
    expect(switchAction(true, 'granted')).toBe('save');
    expect(switchAction(false, 'prompt')).toBe('save');
  });

  it('turns on when the page was allowed, and off with the reason when not', () => {
    expect(afterAsking(null)).toEqual({ on: true, problem: null });
    expect(afterAsking({ name: 'NotAllowedError' })).toEqual({ on: false, problem: 'denied' });
    expect(afterAsking({ name: 'NotFoundError' })).toEqual({ on: false, problem: 'no-microphone' });
  });

  it('turns off, saying why, when Chrome no longer allows the microphone', async () => {
    const on = { on: true, problem: null };
    expect(reconcile(on, 'granted')).toBe(on);
    expect(reconcile(on, 'unknown')).toBe(on);
    expect(reconcile(on, 'denied')).toEqual({ on: false, problem: 'revoked' });
    expect(reconcile(on, 'prompt')).toEqual({ on: false, problem: 'revoked' });
    const local = area();
    await saveNarrate(local, reconcile(on, 'denied'));
    expect(await readNarrate(local)).toEqual({ on: false, problem: 'revoked' });
  });
});
