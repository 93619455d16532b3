export * from './articles';
export * from './organizations';
export * from './plans';
export * from './users';
export * from './jobs';
