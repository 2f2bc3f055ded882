import type {
  TApiKey,
  TApiKeyCreated,
  TApiKeyList,
  TCreateApiKey,
  TCreateWebhook,
  TWebhook,
  TWebhookCreated,
  TWebhookDelivery,
  TWebhookDeliveryList,
  TWebhookList,
} from '@food/contracts';
import { api, query } from '../../api/client';

export type ApiKey = TApiKey;
export type Webhook = TWebhook;
export type WebhookDelivery = TWebhookDelivery;

const id = (value: string | number) => encodeURIComponent(String(value));

export const listApiKeys = () => api.get<TApiKeyList>('/api-keys');
export const createApiKey = (body: TCreateApiKey) => api.post<TApiKeyCreated>('/api-keys', body);
export const revokeApiKey = (keyId: string) => api.del<TApiKey>(`/api-keys/${id(keyId)}`);

export const listWebhooks = () => api.get<TWebhookList>('/webhooks');
export const createWebhook = (body: TCreateWebhook) => api.post<TWebhookCreated>('/webhooks', body);
export const deleteWebhook = (webhookId: string) => api.del(`/webhooks/${id(webhookId)}`);

const DELIVERIES_PAGE_SIZE = 20;
export const listDeliveries = (webhookId: string, page: number) =>
  api.get<TWebhookDeliveryList>(
    `/webhooks/${id(webhookId)}/deliveries${query({ page, size: DELIVERIES_PAGE_SIZE })}`,
  );
export const retryDelivery = (deliveryId: number) =>
  api.post<TWebhookDelivery>(`/webhook-deliveries/${id(deliveryId)}/retry`);
