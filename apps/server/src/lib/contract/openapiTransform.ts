import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Each route's entry in the OpenAPI document: its zod schemas as JSON Schema, and for an endpoint
 * whose body is raw bytes (`rawBody`: a screenshot), that body with its media types. Only the
 * document changes: the route itself reads the bytes and never validates them as a schema.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const documented = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const rawBody = input.route.config?.endpoint?.rawBody;
  if (!rawBody) return documented;
  return {
    ...documented,
    schema: {
      ...documented.schema,
      consumes: [...rawBody.types],
      body: { type: 'string', format: 'binary', description: rawBody.description },
    },
  };
};
