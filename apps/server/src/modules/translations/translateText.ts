import { createHash } from 'node:crypto';
import type { SupportedLanguage } from '@support/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { translationSegments } from '../../db/schema';
import { relevantGlossaryEntries } from '../glossary';
import { cutForTranslation, markupProblem, protect, restore, type Segment } from './markup';
import {
  TranslationMalformedError,
  type TranslationProvider,
  type TranslationRequest,
  TranslationTooLongError,
} from './providers';

export type TextToTranslate = {
  db: Queryable;
  provider: TranslationProvider;
  organizationId: string;
  source: SupportedLanguage;
  target: SupportedLanguage;
  style: TranslationRequest['style'];
  title: string;
  content: string;
};

/**
 * An article's title and markdown in `target`. Pieces translated before with the same provider,
 * languages, style and glossary come from the cache; the others go to the provider in calls of at
 * most its size. An answer that breaks the markup is asked for once more, then refused
 * (TranslationMalformedError): a translation that lost an image is never saved.
 */
export async function translateText(input: TextToTranslate): Promise<{ title: string; content: string }> {
  const cut = cutForTranslation(input.content);
  const title = protect(input.title);
  const segments = [title, ...cut.segments];
  const glossary = await relevantGlossaryEntries({
    db: input.db,
    organizationId: input.organizationId,
    text: `${input.title}\n${input.content}`,
  });
  const request = { source: input.source, target: input.target, style: input.style, glossary };
  const context = JSON.stringify([input.provider.name, request]);
  const hashes = segments.map((segment) => hashOf(context, segment.text));
  const translated = await cached(input.db, input.organizationId, hashes);

  const missing = segments.map((_, index) => index).filter((index) => !translated.has(hashes[index]!));
  for (const batch of batches(missing, segments, input.provider.maxCharsPerCall)) {
    const texts = await translateBatch(
      input.provider,
      request,
      batch.map((index) => segments[index]!),
    );
    const fresh = batch.map((index, position) => ({ hash: hashes[index]!, translation: texts[position]! }));
    for (const { hash, translation } of fresh) translated.set(hash, translation);
    await input.db
      .insert(translationSegments)
      .values(fresh.map((row) => ({ organizationId: input.organizationId, ...row })))
      .onConflictDoNothing();
  }

  const answers = hashes.map((hash) => translated.get(hash)!);
  return {
    title: restore(answers[0]!, title.markers).trim() || input.title,
    content: cut.join(answers.slice(1)),
  };
}

async function translateBatch(
  provider: TranslationProvider,
  request: Omit<TranslationRequest, 'texts'>,
  segments: Segment[],
): Promise<string[]> {
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const texts = await provider.translate({ ...request, texts: segments.map((segment) => segment.text) });
    const found = segments.map((segment, index) => markupProblem(segment, texts[index] ?? '')).find(Boolean);
    if (!found) return texts;
    problem = found;
  }
  throw new TranslationMalformedError(`the translation broke the article's markup: ${problem}`);
}

/** Indices of the pieces to send, grouped so that no call exceeds `maxChars`. */
function batches(indices: number[], segments: Segment[], maxChars: number): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let size = 0;
  for (const index of indices) {
    const length = segments[index]!.text.length;
    if (length > maxChars)
      throw new TranslationTooLongError(
        `a piece of ${length} characters is longer than one call takes (${maxChars})`,
      );
    if (size + length > maxChars && current.length) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(index);
    size += length;
  }
  if (current.length) groups.push(current);
  return groups;
}

async function cached(db: Queryable, organizationId: string, hashes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(hashes)];
  const rows = unique.length
    ? await db
        .select({ hash: translationSegments.hash, translation: translationSegments.translation })
        .from(translationSegments)
        .where(
          and(
            eq(translationSegments.organizationId, organizationId),
            inArray(translationSegments.hash, unique),
          ),
        )
    : [];
  return new Map(rows.map((row) => [row.hash, row.translation]));
}

const hashOf = (context: string, text: string) =>
  createHash('sha256').update(context).update('\u0000').update(text).digest('hex');
