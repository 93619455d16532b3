import { z } from 'zod';
import { CHANGE_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, USER_TYPES } from '../constants';
import { ZInstanceAbilities } from './abilities';

export const ZUserProfile = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  hasPaidPlan: z.boolean(),
  subscriptionType: z.enum(['TRIAL', 'REGULAR']).nullable(),
  trialEndsAt: z.string().nullable(),
  activeOrganizationName: z.string().nullable(),
  activeOrganizationId: z.uuid().nullable(),
  language: z.string().nullable(),
  /** What the caller may do on this installation. */
  ...ZInstanceAbilities.shape,
});
export type UserProfile = z.infer<typeof ZUserProfile>;

export const ZUpdateProfileRequest = z.object({
  firstName: z.string().trim().min(1, { message: 'First name is required' }).max(100),
  lastName: z.string().trim().max(100).default(''),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(CHANGE_PASSWORD_MIN_LENGTH, {
      message: `Password must be at least ${CHANGE_PASSWORD_MIN_LENGTH} characters`,
    })
    .max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
