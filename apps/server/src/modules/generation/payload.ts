import { z } from 'zod';

/** What a generation job carries: the article and the version it writes (job.ts runs it). */
export const ZGenerationPayload = z.object({ articleId: z.uuid(), versionId: z.uuid() });
export type GenerationPayload = z.infer<typeof ZGenerationPayload>;
