import { QueryClient } from '@tanstack/react-query';
import { onLogout } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// Nothing cached about the signed-out user may outlive the session.
onLogout(() => queryClient.clear());
