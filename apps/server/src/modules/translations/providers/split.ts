import { TranslationTooLongError } from './types';

/**
 * The texts translated in one call, or, when the service refuses the call as too long (a
 * LibreTranslate server's `--char-limit`, DeepL's 128 KiB), in halves until each call fits; a
 * single text still too long is refused (TOKEN_LIMIT_REACHED).
 */
export async function inHalvesWhenTooLong(
  texts: string[],
  once: (texts: string[]) => Promise<string[]>,
): Promise<string[]> {
  try {
    return await once(texts);
  } catch (error) {
    if (!(error instanceof TranslationTooLongError) || texts.length < 2) throw error;
    const half = Math.ceil(texts.length / 2);
    return [
      ...(await inHalvesWhenTooLong(texts.slice(0, half), once)),
      ...(await inHalvesWhenTooLong(texts.slice(half), once)),
    ];
  }
}

/** `items` in runs of at most `size` (DeepL takes 50 texts a request). */
export function chunks<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
