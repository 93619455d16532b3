// The /v1 API, one endpoint at a time (contract/endpoint.ts): one file per feature.
export * from './analytics';
export * from './articleMedia';
export * from './articles';
export * from './auth';
export * from './endpoint';
export * from './glossary';
export * from './health';
export * from './helpCenters';
export * from './invitations';
export * from './narration';
export * from './organizations';
export * from './plans';
export * from './profile';
export * from './recordings';
export * from './sessions';
export * from './steps';
export * from './translations';
