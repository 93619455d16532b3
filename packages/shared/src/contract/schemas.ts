// `@support/shared/contract-schemas`: the runtime schemas of every endpoint of the contract, for
// the server's routes and the web app's tests. The web app's own code never imports this entry:
// it would pull every schema, and zod with them, into the bundle (contract/endpoint.ts).
import { adminApi } from './admin';
import { adminSchemas } from './admin.schemas';
import { adminDemoApi } from './adminDemo';
import { adminDemoSchemas } from './adminDemo.schemas';
import { adminOperationsApi } from './adminOperations';
import { adminOperationsSchemas } from './adminOperations.schemas';
import { analyticsApi } from './analytics';
import { analyticsSchemas } from './analytics.schemas';
import { demoGifApi, externalImagesApi, generationApi, smartEditApi } from './articleMedia';
import {
  demoGifSchemas,
  externalImagesSchemas,
  generationSchemas,
  smartEditSchemas,
} from './articleMedia.schemas';
import { articlesApi } from './articles';
import { articlesSchemas } from './articles.schemas';
import { authApi } from './auth';
import { authSchemas } from './auth.schemas';
import { desktopRecorderApi } from './desktopRecorder';
import { desktopRecorderSchemas } from './desktopRecorder.schemas';
import type { Endpoint, EndpointSchemas } from './endpoint';
import { glossaryApi } from './glossary';
import { glossarySchemas } from './glossary.schemas';
import { healthApi } from './health';
import { healthSchemas } from './health.schemas';
import { helpCentersApi, publicGroupsApi } from './helpCenters';
import { helpCentersSchemas, publicGroupsSchemas } from './helpCenters.schemas';
import { invitationsApi } from './invitations';
import { invitationsSchemas } from './invitations.schemas';
import { narrationApi } from './narration';
import { narrationSchemas } from './narration.schemas';
import { organizationsApi } from './organizations';
import { organizationsSchemas } from './organizations.schemas';
import { paymentsApi, plansApi } from './plans';
import { paymentsSchemas, plansSchemas } from './plans.schemas';
import { profileApi } from './profile';
import { profileSchemas } from './profile.schemas';
import { recordingsApi } from './recordings';
import { recordingsSchemas } from './recordings.schemas';
import type { ContractApi, SchemasOf } from './schemasOf';
import { sessionsApi } from './sessions';
import { sessionsSchemas } from './sessions.schemas';
import { stepsApi } from './steps';
import { stepsSchemas } from './steps.schemas';
import { translationsApi } from './translations';
import { translationsSchemas } from './translations.schemas';

export * from './admin.schemas';
export * from './adminDemo.schemas';
export * from './adminOperations.schemas';
export * from './analytics.schemas';
export * from './articleMedia.schemas';
export * from './articles.schemas';
export * from './auth.schemas';
export * from './desktopRecorder.schemas';
export * from './glossary.schemas';
export * from './health.schemas';
export * from './helpCenters.schemas';
export * from './invitations.schemas';
export * from './narration.schemas';
export * from './organizations.schemas';
export * from './plans.schemas';
export * from './profile.schemas';
export * from './recordings.schemas';
export * from './schemasOf';
export * from './sessions.schemas';
export * from './steps.schemas';
export * from './translations.schemas';

const entry = <A extends ContractApi>(api: A, schemas: SchemasOf<A>) => ({ api, schemas });

/** Every API object of the contract with its schemas, under the name the contract exports it by. */
export const contractApis = {
  adminApi: entry(adminApi, adminSchemas),
  adminDemoApi: entry(adminDemoApi, adminDemoSchemas),
  adminOperationsApi: entry(adminOperationsApi, adminOperationsSchemas),
  analyticsApi: entry(analyticsApi, analyticsSchemas),
  articlesApi: entry(articlesApi, articlesSchemas),
  authApi: entry(authApi, authSchemas),
  demoGifApi: entry(demoGifApi, demoGifSchemas),
  desktopRecorderApi: entry(desktopRecorderApi, desktopRecorderSchemas),
  externalImagesApi: entry(externalImagesApi, externalImagesSchemas),
  generationApi: entry(generationApi, generationSchemas),
  glossaryApi: entry(glossaryApi, glossarySchemas),
  healthApi: entry(healthApi, healthSchemas),
  helpCentersApi: entry(helpCentersApi, helpCentersSchemas),
  invitationsApi: entry(invitationsApi, invitationsSchemas),
  narrationApi: entry(narrationApi, narrationSchemas),
  organizationsApi: entry(organizationsApi, organizationsSchemas),
  paymentsApi: entry(paymentsApi, paymentsSchemas),
  plansApi: entry(plansApi, plansSchemas),
  profileApi: entry(profileApi, profileSchemas),
  publicGroupsApi: entry(publicGroupsApi, publicGroupsSchemas),
  recordingsApi: entry(recordingsApi, recordingsSchemas),
  sessionsApi: entry(sessionsApi, sessionsSchemas),
  smartEditApi: entry(smartEditApi, smartEditSchemas),
  stepsApi: entry(stepsApi, stepsSchemas),
  translationsApi: entry(translationsApi, translationsSchemas),
};

/** One endpoint with its schemas, named as code names it (`stepsApi.saveAnnotations`). */
export type ContractEndpoint = { name: string; endpoint: Endpoint; schemas: EndpointSchemas };

/** Every endpoint of the contract with its schemas. */
export function contractEndpoints(): ContractEndpoint[] {
  return Object.entries(contractApis).flatMap(([apiName, { api, schemas }]) =>
    Object.entries(api).map(([name, endpoint]) => ({
      name: `${apiName}.${name}`,
      endpoint,
      schemas: (schemas as Record<string, EndpointSchemas>)[name] as EndpointSchemas,
    })),
  );
}
