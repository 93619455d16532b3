import {
  type Customization,
  type CustomizationPreview,
  customizationApi,
  type SaveCustomizationRequest,
  type SavedCustomization,
} from '@support/shared';
import { call } from '../../../lib/client';

/** A help center's header and footer links and custom CSS (ADMINs only). */
export function fetchCustomization(id: string): Promise<Customization> {
  return call(customizationApi.get, { params: { id } });
}

/** Saves all three at once; answers what is stored (the CSS as sanitised) and what was removed. */
export function saveCustomization(id: string, body: SaveCustomizationRequest): Promise<SavedCustomization> {
  return call(customizationApi.save, { params: { id }, body });
}

/** The home page as the server would serve it with this draft; nothing is stored. */
export function previewCustomization(
  id: string,
  body: SaveCustomizationRequest,
): Promise<CustomizationPreview> {
  return call(customizationApi.preview, { params: { id }, body });
}
