// `@support/shared/contract-registry`: every endpoint of the contract in one list, for what goes
// through all of them (the web tests' checks of fake answers, the token scopes, the registry's own
// checks). The web app's own code never imports it: it calls each feature's endpoints, so a
// screen's chunk holds only its own (apps/web/src/build/stripContractSchemas.ts).
import { adminApi } from './admin';
import { adminDemoApi } from './adminDemo';
import { adminOperationsApi } from './adminOperations';
import { analyticsApi } from './analytics';
import { apiKeysApi } from './apiKeys';
import { articleCommentsApi } from './articleComments';
import { demoGifApi, externalImagesApi, generationApi, smartEditApi } from './articleMedia';
import { articleRevisionsApi } from './articleRevisions';
import { articlesApi } from './articles';
import { articleTemplatesApi } from './articleTemplates';
import { authApi } from './auth';
import { customizationApi } from './customization';
import { desktopRecorderApi } from './desktopRecorder';
import type { Endpoint } from './endpoint';
import { glossaryApi } from './glossary';
import { healthApi } from './health';
import { helpCenterSsoApi } from './helpCenterSso';
import { helpCentersApi, publicGroupsApi } from './helpCenters';
import { importsApi } from './imports';
import { invitationsApi } from './invitations';
import { narrationApi } from './narration';
import { organizationsApi } from './organizations';
import { paymentsApi, plansApi } from './plans';
import { profileApi } from './profile';
import { recordingsApi } from './recordings';
import { sessionsApi } from './sessions';
import { stepsApi } from './steps';
import { translationsApi } from './translations';
import { webhooksApi } from './webhooks';

/** Every API object of the contract, under the name the contract exports it by. */
export const contractApis: Record<string, Record<string, Endpoint>> = {
  adminApi,
  adminDemoApi,
  adminOperationsApi,
  analyticsApi,
  apiKeysApi,
  articleCommentsApi,
  articleRevisionsApi,
  articlesApi,
  articleTemplatesApi,
  webhooksApi,
  authApi,
  customizationApi,
  demoGifApi,
  desktopRecorderApi,
  externalImagesApi,
  generationApi,
  glossaryApi,
  healthApi,
  helpCenterSsoApi,
  helpCentersApi,
  importsApi,
  invitationsApi,
  narrationApi,
  organizationsApi,
  paymentsApi,
  plansApi,
  profileApi,
  publicGroupsApi,
  recordingsApi,
  sessionsApi,
  smartEditApi,
  stepsApi,
  translationsApi,
};

/** One endpoint, named as code names it (`stepsApi.saveAnnotations`). */
export type ContractEndpoint = { name: string; endpoint: Endpoint };

/** Every endpoint of the contract. */
export function contractEndpoints(): ContractEndpoint[] {
  return Object.entries(contractApis).flatMap(([apiName, api]) =>
    Object.entries(api).map(([name, endpoint]) => ({ name: `${apiName}.${name}`, endpoint })),
  );
}
