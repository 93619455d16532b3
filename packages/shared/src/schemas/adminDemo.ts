import { z } from 'zod';

/** One article the demo made: the recorded task, the written guide, the German one. */
export const ZDemoArticle = z.object({
  id: z.uuid(),
  title: z.string(),
  language: z.string(),
  /** RECORDING: made from the committed screenshots by the generation pipeline (ready a few seconds later). */
  kind: z.enum(['RECORDING', 'WRITTEN']),
});
export type DemoArticle = z.infer<typeof ZDemoArticle>;

/** `POST /admin/organizations/{id}/demo`: what was made, so the web app can link to it. */
export const ZDemoContentResponse = z.object({
  message: z.string(),
  organizationId: z.uuid(),
  articles: z.array(ZDemoArticle),
  helpCenter: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  /** Views recorded over the last weeks, so the analytics have something to show. */
  views: z.number().int(),
});
export type DemoContentResponse = z.infer<typeof ZDemoContentResponse>;
