import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DeferredToaster } from './app/DeferredToaster';
import { FullPageSpinner } from './app/FullPageSpinner';
import { router } from './app/router';
import { preloadErrorTexts } from './lib/errors';
import { initLanguage } from './lib/language';
import { reloadOnStaleChunks } from './lib/staleBuild';
import { dropMalformedToken } from './lib/token';
import './index.css';

dropMalformedToken();
reloadOnStaleChunks();
initLanguage();
preloadErrorTexts();

// TanStack Query's provider and i18next start in the route chunks that use them (MainRoutes,
// ModalRoutes), not here, so the signed-out entry screens load without them (lib/texts).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<FullPageSpinner />}>
      <RouterProvider router={router} />
    </Suspense>
    <DeferredToaster />
  </StrictMode>,
);
