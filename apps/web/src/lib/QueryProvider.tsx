import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from './queryClient';

/**
 * The app's query client around the parts that use queries: the signed-out screens load without
 * TanStack Query (first-load budget). An outer provider (a test's own client) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
