import { adminDemoApi } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { articleKeys } from '../../articles/queries';
import { adminKeys } from '../queries';

/** POST /admin/organizations/{id}/demo; the organization's page and any article list show the result. */
export function useLoadDemo(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminDemoApi.load, { params: { id: organizationId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
}
