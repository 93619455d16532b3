import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZArticleTranslation,
  ZArticleTranslations,
  ZTranslationEdit,
  ZTranslationParams,
} from '../schemas/translation';
import { schemasOf } from './schemasOf';
import { translationsApi } from './translations';

export const translationsSchemas = schemasOf(translationsApi, {
  get: { params: ZIdParam, response: ZArticleTranslations },
  edit: { params: ZTranslationParams, body: ZTranslationEdit, response: ZArticleTranslation },
  retry: { params: ZTranslationParams, response: ZOkResponse },
});
