export * from './organizations';
export * from './users';
export * from './plans';
export * from './articles';
