import { z } from 'zod';

/** Every error body: `{ message, code? }` plus fields an error documents. */
export const ZErrorBody = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid e-mail address' }));

export const ZUuid = z.uuid();

export const ZIdParam = z.object({ id: z.uuid() });

export const ZOkResponse = z.object({ message: z.string() });
/** `POST /help-articles/{id}/generate-gif`: whether a render was queued (202) or the GIF is up to date (200). */
export const ZGifRequestResponse = z.object({ message: z.string(), queued: z.boolean() });
export type GifRequestResponse = z.infer<typeof ZGifRequestResponse>;
