import type { z } from 'zod';
import type { FieldErrors } from './useForm';

/**
 * A form's field messages from a shared contract schema (the one the server checks the request
 * with), so the browser refuses what the server would, before sending. `messages` gives the
 * catalogue's text for a field; without one, the schema's own message. Only the type comes from
 * zod here: the schema itself (and zod with it) is loaded by the signed-in screen that passes it.
 */
export function schemaErrors<V extends object>(
  schema: z.ZodType,
  body: unknown,
  messages: FieldErrors<V> = {},
): FieldErrors<V> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors<V> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field === undefined || errors[field]) continue;
    errors[field] = messages[field] ?? issue.message;
  }
  return errors;
}
