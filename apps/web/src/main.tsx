import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DeferredToaster } from './app/DeferredToaster';
import { FullPageSpinner } from './app/FullPageSpinner';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import { reloadOnStaleChunks } from './lib/staleBuild';
import { dropMalformedToken } from './lib/token';
import './index.css';

dropMalformedToken();
reloadOnStaleChunks();
initI18n();

// TanStack Query's provider sits in the route chunks that use it (lib/QueryProvider), not here,
// so the signed-out entry screens load without it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<FullPageSpinner />}>
      <RouterProvider router={router} />
    </Suspense>
    <DeferredToaster />
  </StrictMode>,
);
