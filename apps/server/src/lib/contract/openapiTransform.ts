import type { SwaggerTransform } from '@fastify/swagger';
import type { FormBody } from '@support/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Each route's entry in the OpenAPI document: its zod schemas as JSON Schema, and for an endpoint
 * whose body is raw bytes (`rawBody`: a screenshot) or multipart (`formBody`: a recording, an
 * image file), that body with its media types and parts. Only the document changes: the route
 * itself reads the bytes and never validates them as a schema.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const documented = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const endpoint = input.route.config?.endpoint;
  if (endpoint?.rawBody) {
    const { types, description } = endpoint.rawBody;
    return {
      ...documented,
      schema: {
        ...documented.schema,
        consumes: [...types],
        body: { type: 'string', format: 'binary', description },
      },
    };
  }
  if (endpoint?.formBody) {
    return {
      ...documented,
      schema: {
        ...documented.schema,
        consumes: ['multipart/form-data'],
        body: formSchema(endpoint.formBody),
      },
    };
  }
  return documented;
};

const binary = (description: string) => ({ type: 'string', format: 'binary', description });

/** The multipart body as JSON Schema: a named part per field, file parts as binary strings. */
function formSchema(form: FormBody) {
  return {
    type: 'object',
    description: form.description,
    properties: Object.fromEntries(
      Object.entries(form.parts).map(([name, part]) => [
        name,
        part.file ? binary(part.description) : { type: 'string', description: part.description },
      ]),
    ),
    ...(form.otherFiles ? { additionalProperties: binary(form.otherFiles) } : {}),
  };
}
