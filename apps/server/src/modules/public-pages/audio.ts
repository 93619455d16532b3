import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { articles, articleVersions, organizations } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { sendStoredFile } from '../images/files';
import { SECURITY_HEADERS } from './headers';
import { html, type SafeHtml } from './html';
import type { ImageOwner } from './sharedImages';

/** A shared article's narration, when its organization offers narrations on public pages (shareAudio). */
export type SharedAudio = {
  key: string;
  /** Where each step's part starts in the audio, in milliseconds, by the step's number. */
  steps: { number: number; startMs: number }[];
};

const LABELS: Record<string, { listen: string; step: (n: number) => string }> = {
  en: { listen: 'Listen to the narration', step: (n) => `Step ${n}` },
  de: { listen: 'Die Erklärung anhören', step: (n) => `Schritt ${n}` },
  fr: { listen: 'Écouter la narration', step: (n) => `Étape ${n}` },
  it: { listen: 'Ascolta la narrazione', step: (n) => `Passo ${n}` },
  nl: { listen: 'Luister naar de toelichting', step: (n) => `Stap ${n}` },
  tr: { listen: 'Anlatımı dinleyin', step: (n) => `Adım ${n}` },
};

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The public address of a shared article's narration; it changes when the audio does. */
export const sharedAudioPath = (sharingId: string, key: string, base?: string) =>
  `${base ?? `/shared/${encodeURIComponent(sharingId)}/audio`}?v=${createHash('sha256').update(key).digest('base64url').slice(0, 10)}`;

/**
 * The narration at the top of a public article page: a native player that loads nothing until it
 * is played, and each step's start as a media-fragment link (`#t=`), which plays from there without
 * any script (public pages run none). Empty when the organization does not share narrations.
 */
export function audioSection(
  article: {
    sharingId: string;
    language: string;
    audio?: SharedAudio | null;
  },
  /** Where the narration is served (a protected help center serves it behind its password). */
  audioPath?: string,
): SafeHtml | '' {
  if (!article.audio) return '';
  const labels = LABELS[article.language.slice(0, 2)] ?? LABELS.en!;
  const src = sharedAudioPath(article.sharingId, article.audio.key, audioPath);
  return html`<section class="narration" aria-label="${labels.listen}">
<audio controls preload="none" src="${src}"></audio>
<ol class="narration-steps">${article.audio.steps.map(
    (step) =>
      html`<li><a href="${src}#t=${String(step.startMs / 1000)}">${labels.step(step.number)} · ${clock(step.startMs)}</a></li>`,
  )}</ol>
</section>
`;
}

/**
 * The storage key of a shared article's narration: only while `owner` names a shared article
 * (sharedImages.ts: by its open link, or a help center's own article), its active version has one,
 * and its organization offers narrations (checked on every request, so switching shareAudio off
 * stops the audio at once, whatever a cache kept).
 */
export async function sharedAudioKey(db: Db, owner: ImageOwner): Promise<string | null> {
  const [row] = await db
    .select({ media: articleVersions.mediaOutput, hasAudio: articleVersions.hasAudio })
    .from(articles)
    .innerJoin(organizations, eq(organizations.id, articles.organizationId))
    .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(and(owner, eq(articles.isPubliclyShared, true), eq(organizations.shareAudio, true)));
  const key = row?.hasAudio ? row.media?.audioKey : null;
  return typeof key === 'string' ? key : null;
}

/**
 * Sends a shared article's narration, in byte ranges as players ask, for the shared page and for a
 * help center's pages alike; false when there is none to send (the caller answers its 404).
 */
export async function sendSharedAudio(
  deps: { db: Db; storage: Storage },
  request: FastifyRequest,
  reply: FastifyReply,
  input: { owner: ImageOwner; cacheControl: string },
): Promise<boolean> {
  const key = await sharedAudioKey(deps.db, input.owner);
  if (!key) return false;
  reply.headers(SECURITY_HEADERS);
  reply.headers({ 'cache-control': input.cacheControl });
  return sendStoredFile(reply, {
    storage: deps.storage,
    key,
    range: request.headers.range,
    typeOf: (type) => (/^audio\/[\w.+-]+$/.test(type) ? type : 'application/octet-stream'),
  });
}
