import { ZIdParam } from '../schemas/common';
import {
  ZCustomization,
  ZCustomizationPreview,
  ZSaveCustomizationRequest,
  ZSavedCustomization,
} from '../schemas/customization';
import { defineEndpoint } from './endpoint';

/**
 * A help center's header and footer links and custom CSS (Settings → Customization). Like its
 * theme, they change what every reader sees: ADMINs only, scoped to the caller's active organization.
 */
const ADMIN_CENTER = [
  'NO_ACTIVE_ORGANIZATION',
  'NO_SUBSCRIPTION',
  'TRIAL_EXPIRED',
  'SUBSCRIPTION_NOT_ACTIVE',
  'HELP_CENTER_NOT_FOUND',
  'ADMIN_ONLY',
] as const;
/** The CSS is refused when over 20 KB or beyond what the sanitiser can read. */
const CSS = ['CUSTOM_CSS_TOO_LARGE', 'INVALID_CUSTOM_CSS'] as const;

export const customizationApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/help-centers/:id/customization',
    summary: "The help center's header and footer links and custom CSS",
    tag: 'help-centers',
    auth: true,
    errors: ADMIN_CENTER,
    schemas: { params: ZIdParam, response: ZCustomization },
  }),
  /**
   * Replaces all three in one transaction. The CSS is kept as sanitised (no outside resource, no
   * way out of its style element); the answer says what was taken out.
   */
  save: defineEndpoint({
    method: 'PUT',
    path: '/help-centers/:id/customization',
    summary: "Save the help center's header and footer links and custom CSS",
    tag: 'help-centers',
    auth: true,
    errors: [...ADMIN_CENTER, ...CSS],
    schemas: { params: ZIdParam, body: ZSaveCustomizationRequest, response: ZSavedCustomization },
  }),
  /** The home page as it would be with this draft, sanitised as a save would; nothing is stored. */
  preview: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/customization/preview',
    summary: 'Preview a draft of the customization',
    tag: 'help-centers',
    auth: true,
    errors: [...ADMIN_CENTER, ...CSS],
    schemas: { params: ZIdParam, body: ZSaveCustomizationRequest, response: ZCustomizationPreview },
  }),
};
