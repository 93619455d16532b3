import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppToaster } from './app/AppToaster';
import { FullPageSpinner } from './app/FullPageSpinner';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/queryClient';
import { reloadOnStaleChunks } from './lib/staleBuild';
import { dropMalformedToken } from './lib/token';
import './index.css';

dropMalformedToken();
reloadOnStaleChunks();
initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
);
