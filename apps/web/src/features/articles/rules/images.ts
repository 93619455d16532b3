import type { ExternalImage, Step } from '@support/shared';

/** Spec 02 §5 markdown conventions: which real URL an image reference in an article points at. */

export type ImageContext = {
  steps: ReadonlyArray<Pick<Step, 'index' | 'imageProcessed' | 'imageRaw'>>;
  externalImages: ReadonlyArray<Pick<ExternalImage, 'id' | 'signedUrl'>>;
  mediaOutput: Record<string, unknown> | null | undefined;
};

export type ImageReference =
  | { kind: 'step'; number: number }
  | { kind: 'external'; id: string }
  | { kind: 'gif' }
  | { kind: 'url'; src: string };

const STEP_ALT = /^Step\s+(\d+)$/i;
const STEP_SRC = /^step(\d+)\.png$/i;
const EXTERNAL_ALT = /^External:\s*([0-9a-f-]{36})$/i;

export function parseImageReference(src: string, alt: string): ImageReference {
  const stepMatch = STEP_ALT.exec(alt.trim()) ?? STEP_SRC.exec(src.trim());
  if (stepMatch) return { kind: 'step', number: Number(stepMatch[1]) };
  const external = EXTERNAL_ALT.exec(alt.trim());
  if (external?.[1]) return { kind: 'external', id: external[1].toLowerCase() };
  if (alt.trim() === 'Demo Gif' || src.trim() === 'output.gif') return { kind: 'gif' };
  return { kind: 'url', src };
}

/** Steps in their order; "Step N" is the N-th, whatever base the stored index counts from. */
export function orderedSteps<T extends Pick<Step, 'index'>>(steps: ReadonlyArray<T>): T[] {
  return [...steps].sort((a, b) => a.index - b.index);
}

/** The demo GIF's URL from the version's mediaOutput, under whichever name the server gives it. */
export function gifUrl(mediaOutput: Record<string, unknown> | null | undefined): string | null {
  if (!mediaOutput) return null;
  for (const key of ['gifUrl', 'gif', 'url', 'signedUrl']) {
    const value = mediaOutput[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** The URL to show, or null when the reference points at nothing (a deleted image, no GIF yet). */
export function resolveImageSrc(src: string, alt: string, context: ImageContext): string | null {
  const reference = parseImageReference(src, alt);
  switch (reference.kind) {
    case 'step': {
      const step = orderedSteps(context.steps)[reference.number - 1];
      return step ? (step.imageProcessed ?? step.imageRaw) : null;
    }
    case 'external':
      return (
        context.externalImages.find((image) => image.id.toLowerCase() === reference.id)?.signedUrl ?? null
      );
    case 'gif':
      return gifUrl(context.mediaOutput);
    case 'url':
      return reference.src || null;
  }
}

/** Only references to the article's own images may be dropped into the editor (spec 02 §4). */
export function isDroppableImageText(text: string): boolean {
  return text.startsWith('![Step') || text.startsWith('![External:');
}

export function validateImageFile(file: { type: string; size: number }, maxBytes: number) {
  if (!file.type.startsWith('image/')) return 'notImage' as const;
  if (file.size > maxBytes) return 'tooLarge' as const;
  return null;
}
