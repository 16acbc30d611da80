import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKey,
  CreateApiKeyRequest,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
} from '@app/shared';
import { api } from '@/lib/api-client';

// Issue 14: the company page's integrations (/api/company/api-keys, /api/company/webhooks), for the owner.

const KEYS = ['company', 'api-keys'] as const;
const HOOKS = ['company', 'webhooks'] as const;
const id = (value: string) => encodeURIComponent(value);

/**
 * The company's keys. Listing needs no plan (decision 1204): on a plan without API integration the page still asks,
 * to show the keys kept from Enterprise for revoking.
 */
export function useApiKeys() {
  return useQuery({
    queryKey: KEYS,
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; keys: ApiKey[] }>('/api/company/api-keys', { signal })).keys,
    retry: false,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest) =>
      api.post<{ success: true; key: ApiKey; secret: string }>('/api/company/api-keys', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (keyId: string) => api.delete(`/api/company/api-keys/${id(keyId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

/** The company's endpoints; like the keys, listed on every plan (decision 1204). */
export function useWebhooks() {
  return useQuery({
    queryKey: HOOKS,
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; endpoints: WebhookEndpoint[] }>('/api/company/webhooks', { signal }))
        .endpoints,
    retry: false,
  });
}

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookRequest) =>
      api.post<{ success: true; endpoint: WebhookEndpoint; secret: string }>('/api/company/webhooks', body),
    onSuccess: () => client.invalidateQueries({ queryKey: HOOKS }),
  });
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ hookId, body }: { hookId: string; body: UpdateWebhookRequest }) =>
      api.patch(`/api/company/webhooks/${id(hookId)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: HOOKS }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (hookId: string) => api.delete(`/api/company/webhooks/${id(hookId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: HOOKS }),
  });
}

/** Shows the signing secret, or rotates it (the reply carries the new one). */
export function useWebhookSecret() {
  return useMutation({
    mutationFn: async ({ hookId, rotate }: { hookId: string; rotate: boolean }) =>
      (rotate
        ? await api.post<{ success: true; secret: string }>(
            `/api/company/webhooks/${id(hookId)}/secret/rotate`,
          )
        : await api.get<{ success: true; secret: string }>(`/api/company/webhooks/${id(hookId)}/secret`)
      ).secret,
  });
}

/** The delivery log, read again every few seconds while it is open (the worker sends within a second). */
export function useDeliveries(hookId: string) {
  return useQuery({
    queryKey: [...HOOKS, hookId, 'deliveries'],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ success: true; deliveries: WebhookDelivery[] }>(
          `/api/company/webhooks/${id(hookId)}/deliveries`,
          { signal },
        )
      ).deliveries,
    refetchInterval: 3_000,
  });
}

export function useRedeliver(hookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      api.post(`/api/company/webhooks/${id(hookId)}/deliveries/${id(deliveryId)}/redeliver`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...HOOKS, hookId, 'deliveries'] }),
  });
}

/** Sends `webhook.test` to one endpoint now (decision 1088); it appears in the delivery log like any event. */
export function useSendTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (hookId: string) => api.post(`/api/company/webhooks/${id(hookId)}/test`),
    onSuccess: (_reply, hookId) => client.invalidateQueries({ queryKey: [...HOOKS, hookId, 'deliveries'] }),
  });
}
