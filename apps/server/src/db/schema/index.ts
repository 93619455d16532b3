export * from './organizations';
export * from './users';
