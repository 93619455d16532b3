import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZGenerateDefinitionRequest,
  ZGenerateDefinitionResponse,
  ZGlossaryEntry,
  ZGlossaryEntryList,
  ZGlossaryEntryRequest,
} from '../schemas/glossary';
import { defineEndpoint } from './endpoint';

/** Every call is scoped to the caller's active organization and needs an active subscription. */
const SCOPED = ['NO_ACTIVE_ORGANIZATION', ...SUBSCRIPTION_ERROR_CODES] as const;
/** Writing needs the GLOSSARY feature (403 with the feature check's fields otherwise). */
const WRITE = [...SCOPED, 'FEATURE_NOT_AVAILABLE'] as const;

/** Spec 02 §7 "Glossary". */
export const glossaryApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/glossary/entries',
    tag: 'glossary',
    auth: true,
    errors: SCOPED,
    schemas: { response: ZGlossaryEntryList },
  }),
  /**
   * Takes one unit of GLOSSARY (a total: deleting frees it); 403 LIMIT_REACHED beyond it, and 409
   * GLOSSARY_TERM_TAKEN (`field: "term"`) when the organization has the term already, case ignored.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/glossary/entries',
    tag: 'glossary',
    auth: true,
    status: 201,
    errors: [...WRITE, 'LIMIT_REACHED', 'GLOSSARY_TERM_TAKEN'],
    schemas: { body: ZGlossaryEntryRequest, response: ZGlossaryEntry },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/glossary/entries/:id',
    tag: 'glossary',
    auth: true,
    errors: [...WRITE, 'GLOSSARY_ENTRY_NOT_FOUND', 'GLOSSARY_TERM_TAKEN'],
    schemas: { params: ZIdParam, body: ZGlossaryEntryRequest, response: ZGlossaryEntry },
  }),
  /** Open on any plan: deleting is how an organization gets back under its limit. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/glossary/entries/:id',
    tag: 'glossary',
    auth: true,
    errors: [...SCOPED, 'GLOSSARY_ENTRY_NOT_FOUND'],
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
  /**
   * A definition written by the AI in the organization's language and tone, with the
   * organization's articles that use the term. 503 AI_NOT_CONFIGURED or AI_UNAVAILABLE.
   */
  generateDefinition: defineEndpoint({
    method: 'POST',
    path: '/glossary/generate-definition',
    tag: 'glossary',
    auth: true,
    errors: [...WRITE, 'AI_NOT_CONFIGURED', 'AI_UNAVAILABLE'],
    schemas: { body: ZGenerateDefinitionRequest, response: ZGenerateDefinitionResponse },
  }),
};
