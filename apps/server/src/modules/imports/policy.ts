import { canAdministerOrganization } from '../../core/policy';

/** Importing writes many articles and groups at once: admins only (issue 49). */
export const canImport = canAdministerOrganization;
export const IMPORT_ADMINS_ONLY = 'Only admins can import articles';
