export * from './articles';
export * from './jobs';
export * from './organizations';
export * from './plans';
export * from './renders';
export * from './users';
