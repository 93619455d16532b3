import {
  ZArticle,
  ZExternalImage,
  ZExternalImageList,
  ZExternalImageParams,
  ZStorageUsage,
} from '../schemas/article';
import { ZGifRequestResponse, ZIdParam, ZOkResponse } from '../schemas/common';
import { ZChangeContentTypeRequest } from '../schemas/recording';
import { ZSmartEditRequest, ZSmartEditResponse } from '../schemas/smartEdit';
import { demoGifApi, externalImagesApi, generationApi, smartEditApi } from './articleMedia';
import { schemasOf } from './schemasOf';

const article = { params: ZIdParam, response: ZArticle };

export const generationSchemas = schemasOf(generationApi, {
  generate: article,
  restart: article,
  changeContentType: { ...article, body: ZChangeContentTypeRequest },
});

export const demoGifSchemas = schemasOf(demoGifApi, {
  generate: { params: ZIdParam, response: ZGifRequestResponse },
});

export const externalImagesSchemas = schemasOf(externalImagesApi, {
  upload: { params: ZIdParam, response: ZExternalImage },
  list: { params: ZIdParam, response: ZExternalImageList },
  delete: { params: ZExternalImageParams, response: ZOkResponse },
  storageUsage: { response: ZStorageUsage },
});

export const smartEditSchemas = schemasOf(smartEditApi, {
  edit: { params: ZIdParam, body: ZSmartEditRequest, response: ZSmartEditResponse },
});
