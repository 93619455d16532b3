export * from './articles';
export * from './jobs';
export * from './organizations';
export * from './plans';
export * from './rateLimits';
export * from './renders';
export * from './uploads';
export * from './users';
