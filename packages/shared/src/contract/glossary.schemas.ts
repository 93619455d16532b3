import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZGenerateDefinitionRequest,
  ZGenerateDefinitionResponse,
  ZGlossaryEntry,
  ZGlossaryEntryList,
  ZGlossaryEntryRequest,
} from '../schemas/glossary';
import { glossaryApi } from './glossary';
import { schemasOf } from './schemasOf';

export const glossarySchemas = schemasOf(glossaryApi, {
  list: { response: ZGlossaryEntryList },
  create: { body: ZGlossaryEntryRequest, response: ZGlossaryEntry },
  update: { params: ZIdParam, body: ZGlossaryEntryRequest, response: ZGlossaryEntry },
  delete: { params: ZIdParam, response: ZOkResponse },
  generateDefinition: { body: ZGenerateDefinitionRequest, response: ZGenerateDefinitionResponse },
});
