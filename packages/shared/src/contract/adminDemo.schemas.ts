import { ZDemoContentResponse } from '../schemas/adminDemo';
import { ZIdParam } from '../schemas/common';
import { adminDemoApi } from './adminDemo';
import { schemasOf } from './schemasOf';

export const adminDemoSchemas = schemasOf(adminDemoApi, {
  load: { params: ZIdParam, response: ZDemoContentResponse },
});
