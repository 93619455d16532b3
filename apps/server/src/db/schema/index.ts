export * from './articles';
export * from './organizations';
export * from './plans';
export * from './users';
