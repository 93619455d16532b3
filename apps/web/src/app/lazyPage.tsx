import { type ComponentType, lazy } from 'react';

/** Each route is its own chunk: `lazyPage(() => import('./pages/X'))` with a default export. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}
