/**
 * The product's logo, the same drawing as apps/web/public/logo.svg (a test keeps them equal):
 * the favicon, the manifest's icons and the public pages' icon are made from it.
 */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Support as a Service</title><rect width="64" height="64" rx="14" fill="#ea580c"/><path d="M18 22a6 6 0 0 1 6-6h16a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H30l-8 7v-7h-0a4 4 0 0 1-4-4z" fill="#fff"/><circle cx="26" cy="28" r="2.5" fill="#ea580c"/><circle cx="32" cy="28" r="2.5" fill="#ea580c"/><circle cx="38" cy="28" r="2.5" fill="#ea580c"/></svg>';

export const PRODUCT_NAME = 'Support as a Service';
export const THEME_COLOR = '#ea580c';
