import { z } from 'zod';

/** Spec 02 §7 `POST /help-articles/{id}/smart-edit`: the selection and what to change in it. */

/** Generous for a selection; the model's context window is the real limit. */
export const SMART_EDIT_TEXT_MAX_LENGTH = 100_000;
export const SMART_EDIT_REQUEST_MAX_LENGTH = 2_000;

export const AI_NOT_CONFIGURED_MESSAGE = 'AI features are not configured on this server';
export const AI_UNAVAILABLE_MESSAGE =
  'The AI service is not available right now. Please try again in a moment.';
export const AI_ERROR_CODES = ['AI_NOT_CONFIGURED', 'AI_UNAVAILABLE'] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

export const ZSmartEditRequest = z.object({
  markdownText: z
    .string()
    .max(SMART_EDIT_TEXT_MAX_LENGTH, { message: 'The selected text is too long for Smart Edit' })
    .refine((text) => text.trim().length > 0, { message: 'Please select text before using Smart Edit' }),
  changeRequest: z
    .string()
    .trim()
    .min(1, { message: 'Please describe the change' })
    .max(SMART_EDIT_REQUEST_MAX_LENGTH, {
      message: `The instruction must be at most ${SMART_EDIT_REQUEST_MAX_LENGTH} characters`,
    }),
});
export type SmartEditRequest = z.input<typeof ZSmartEditRequest>;

/** An empty result is allowed: accepting it removes the selection (spec 02 §4). */
export const ZSmartEditResponse = z.object({ editedMarkdown: z.string() });
export type SmartEditResponse = z.infer<typeof ZSmartEditResponse>;
