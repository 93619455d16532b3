import type { UpdateWebhookEndpointRequest } from '@support/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createEndpoint,
  deleteEndpoint,
  fetchDeliveries,
  fetchEndpoints,
  resendDelivery,
  rollSecret,
  sendTestEvent,
  updateEndpoint,
} from './api';

/** Under ['organization']: the webhooks belong to the active organization and go on a switch. */
export const webhookKeys = {
  all: ['organization', 'webhooks'] as const,
  deliveries: (id: string) => ['organization', 'webhooks', id, 'deliveries'] as const,
};

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.all, queryFn: fetchEndpoints });
}

/** The log refreshes while a delivery is still pending, so a test event's outcome shows up by itself. */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => fetchDeliveries(id),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 3000 : false,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

export function useCreateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createEndpoint, onSuccess: invalidate });
}

export function useUpdateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateWebhookEndpointRequest }) =>
      updateEndpoint(id, change),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteEndpoint, onSuccess: invalidate });
}

export function useRollSecret() {
  return useMutation({ mutationFn: rollSecret });
}

/** Sending a test event or a resend adds a delivery to the endpoint's log. */
export function useSendTestEvent(id: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => sendTestEvent(id), onSuccess: invalidate });
}

export function useResendDelivery(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (deliveryId: string) => resendDelivery(id, deliveryId),
    onSuccess: invalidate,
  });
}
