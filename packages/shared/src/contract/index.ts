// The /v1 API, one endpoint at a time (contract/endpoint.ts): one file per feature.
export * from './auth';
export * from './endpoint';
export * from './profile';
