export * from './constants';
export * from './language';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/health';
export * from './schemas/organization';
export * from './schemas/profile';
export * from './token';
