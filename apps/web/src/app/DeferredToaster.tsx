import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * Only signed-in pages toast, so the toaster (react-hot-toast) is not part of the first load of
 * /login. Once a part of the app that may toast has loaded, it mounts and stays mounted, so a toast
 * shown just before a redirect to /login still shows. Toasts raised before it mounts wait in
 * react-hot-toast's store and appear when it does.
 */
const AppToaster = lazy(() => import('./AppToaster').then((module) => ({ default: module.AppToaster })));

let shown = false;
const listeners = new Set<() => void>();

export function showToaster(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function DeferredToaster() {
  const visible = useSyncExternalStore(subscribe, () => shown);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
