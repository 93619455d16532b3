import { createHash } from 'node:crypto';

/** What a translation was made from: equal hashes mean the source did not change since. */
export function sourceHash(source: { title: string; content: string }): string {
  return createHash('sha256')
    .update(JSON.stringify([source.title, source.content]))
    .digest('hex')
    .slice(0, 32);
}

/** Clears the machine version an edited translation was offered (it was accepted or replaced). */
export const NO_MACHINE_VERSION = {
  machineTitle: null,
  machineContent: null,
  machineSourceHash: null,
  machineTranslatedAt: null,
} as const;
