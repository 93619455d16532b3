import type { ApiKeyScope } from '@support/shared';

/** A scope's text key: i18next reads `:` as its namespace separator, so "articles:read" is "articles_read". */
export const scopeKey = (scope: ApiKeyScope): string => scope.replace(':', '_');
