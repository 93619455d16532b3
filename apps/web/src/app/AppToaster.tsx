import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/** Spec 02 §9: at most 20 toasts on screen; the oldest go first. */
export const MAX_VISIBLE_TOASTS = 20;

function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    for (const extra of toasts.filter((item) => item.visible).slice(MAX_VISIBLE_TOASTS))
      toast.dismiss(extra.id);
  }, [toasts]);
  return null;
}

/**
 * The one toaster (spec 02 §9): 4000 ms for blank, error and custom toasts, 2000 ms for success,
 * loading until replaced, removal after 1000 ms, 8 px apart.
 */
export function AppToaster() {
  return (
    <>
      <Toaster
        position="top-right"
        gutter={8}
        toastOptions={{
          duration: 4000,
          removeDelay: 1000,
          success: { duration: 2000 },
          error: { duration: 4000 },
          loading: { duration: Number.POSITIVE_INFINITY },
        }}
      />
      <ToastLimit />
    </>
  );
}
