import { STEP_ANALYSIS_ADMIN_ONLY, type Step } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Actor } from '../../core/actor';
import { authorize } from '../../core/policy';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { steps } from '../../db/schema/articles';
import { type AiClient, type AiCompletionInput, languageName, requireAi } from '../../lib/ai';
import type { Storage } from '../../lib/storage';
import { findStepInArticle, type StepRow } from '../steps/policy';
import { canAnalyzeSteps } from './policy';
import { presentedStep } from './presentedStep';

/** A screenshot is sent at most this wide: enough to read a form, far fewer tokens than 2× pixels. */
const VISION_WIDTH = 1280;
const SUMMARY_MAX_LENGTH = 2000;

/** What the AI reads about a step: its action and element, its page, what was said, maybe its screenshot. */
export async function stepAnalysisPrompt(input: {
  step: StepRow;
  language: string;
  storage: Storage;
  vision: boolean;
}): Promise<AiCompletionInput> {
  const { step } = input;
  const details = (step.details ?? {}) as {
    tag?: string;
    inputType?: string;
    key?: string;
    valueWithheld?: boolean;
  };
  const data = {
    action: step.action,
    element: step.elementLabel || undefined,
    role: step.elementRole ?? undefined,
    tag: details.tag,
    inputType: details.inputType,
    key: details.key,
    typed: details.valueWithheld ? '(withheld)' : (step.typedValue ?? undefined),
    pageTitle: step.pageTitle || undefined,
    pageUrl: step.pageUrl ?? undefined,
    said: step.transcription ?? undefined,
  };
  const system = [
    'You analyse one step of a screen recording of a task in a web application, for the team that writes help articles from it.',
    `Write two or three sentences in ${languageName(input.language)}: what the person does in this step, on which page, and what it achieves or why it matters for the task.`,
    'Use what the person said while recording ("said", a speech transcript) when it explains the step. Do not invent menu names or facts the data does not give.',
    input.vision
      ? 'The step’s screenshot is attached; the pointer or highlight marks where the action happened.'
      : '',
    'Answer with plain text only: no heading, no list, no Markdown.',
  ]
    .filter(Boolean)
    .join('\n');
  const images = input.vision ? await screenshotOf(input.storage, step) : [];
  return { system, user: `Step:\n${JSON.stringify(data)}`, maxTokens: 400, images };
}

async function screenshotOf(storage: Storage, step: StepRow): Promise<string[]> {
  const key = step.imageProcessedKey ?? step.imageRawKey;
  const stored = key ? await storage.get(key) : null;
  if (!stored) return [];
  const jpeg = await sharp(stored.body)
    .resize({ width: VISION_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  return [`data:image/jpeg;base64,${jpeg.toString('base64')}`];
}

/** The AI's analysis of one step, stored as its `summary`; throws AI_UNAVAILABLE when the AI fails. */
export async function writeStepSummary(input: {
  db: Db;
  ai: AiClient;
  storage: Storage;
  vision: boolean;
  step: StepRow;
  language: string;
}): Promise<string> {
  const answer = await input.ai.complete(await stepAnalysisPrompt(input));
  const summary = answer.replace(/\s+/g, ' ').trim().slice(0, SUMMARY_MAX_LENGTH);
  await input.db
    .update(steps)
    .set({ summary })
    .where(and(eq(steps.id, input.step.id), eq(steps.organizationId, input.step.organizationId)));
  return summary;
}

/**
 * `POST /help-articles/{id}/steps/{stepId}/analyze`: the step's analysis written again, answered
 * with the step. 404 outside the caller's organization (before any role check, so strangers learn
 * nothing), 403 ADMIN_ONLY for other members, 503 AI_NOT_CONFIGURED / AI_UNAVAILABLE.
 */
export async function analyzeStep(input: {
  db: Db;
  ai: AiClient | null;
  storage: Storage;
  vision: boolean;
  actor: Actor;
  articleId: string;
  stepId: string;
}): Promise<Step> {
  const { db, actor } = input;
  const organizationId = activeOrganizationOf(actor);
  const found = await findStepInArticle(db, {
    organizationId,
    articleId: input.articleId,
    stepId: input.stepId,
  });
  authorize(canAnalyzeSteps(actor), STEP_ANALYSIS_ADMIN_ONLY);
  const ai = requireAi(input.ai);
  const summary = await writeStepSummary({
    ...input,
    ai,
    step: found.step,
    language: found.version.language,
  });
  return presentedStep(db, input.storage, { ...found.step, summary });
}
