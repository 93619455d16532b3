import { ZDemoContentResponse } from '../schemas/adminDemo';
import { ZIdParam } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** Demo content for a newcomer to look at (issue 18), from the super-admin area. Super admins only (404 otherwise). */
export const adminDemoApi = {
  /**
   * Fills an organization without articles with a recorded task, a written guide, one in German, a
   * help center with groups and links, and views over the last weeks, all through the product's own
   * code. 409 DEMO_NOT_EMPTY when it has articles, 409 DEMO_NO_ROOM when its plan cannot take them.
   */
  load: defineEndpoint({
    method: 'POST',
    path: '/admin/organizations/:id/demo',
    tag: 'admin',
    auth: true,
    status: 201,
    errors: ['ORGANIZATION_NOT_FOUND', 'DEMO_NOT_EMPTY', 'DEMO_NO_ROOM'],
    schemas: { params: ZIdParam, response: ZDemoContentResponse },
  }),
};
