/** Customer API calls of the account area (SPEC section 7), same-origin through /api. */
import type {
  TCity,
  TNotificationPreferences,
  TNotificationPreferencesPatch,
  TProfilePatch,
  TUser,
  TUserAddressInput,
} from '@food/contracts';
import { apiCall } from '@/lib/api/browser-client';

export const fetchUser = (userId: string, signal?: AbortSignal) =>
  apiCall<TUser>(`/customer/v1/get/${userId}?noCache=${Date.now()}`, { signal });

export const patchProfile = (userId: string, patch: TProfilePatch) =>
  apiCall<TUser>(`/customer/v1/patch/${userId}`, { method: 'PATCH', body: patch });

/** SPEC section 5: `content` is the base64 without the data-URL prefix. */
export const updateAvatar = (userId: string, content: string) =>
  apiCall<TUser>(`/customer/v1/updateAvatar/${userId}`, { method: 'PUT', body: { content } });

export const removeAvatar = (userId: string) =>
  apiCall<TUser>(`/customer/v1/removeAvatar/${userId}`, { method: 'DELETE' });

export const addAddress = (userId: string, address: TUserAddressInput) =>
  apiCall<{ id: string }>(`/customer/v1/addAddress/${userId}`, { method: 'POST', body: address });

export const updateAddress = (userId: string, addressId: string, address: TUserAddressInput) =>
  apiCall<TUser>(`/customer/v1/updateAddress/${userId}/${addressId}`, { method: 'PUT', body: address });

export const removeAddress = (userId: string, addressId: string) =>
  apiCall<TUser>(`/customer/v1/removeAddress/${userId}/${addressId}`, { method: 'DELETE' });

export const fetchCities = (rn: number) => apiCall<TCity[]>(`/catalog/v1/cities/?rn=${rn}`);

/** Issue 21 item 7: the order status channels the customer chose (defaults until they choose). */
export const fetchNotificationPreferences = (userId: string, signal?: AbortSignal) =>
  apiCall<TNotificationPreferences>(`/customer/v1/notificationPreferences/${userId}`, { signal });

export const patchNotificationPreferences = (userId: string, patch: TNotificationPreferencesPatch) =>
  apiCall<TNotificationPreferences>(`/customer/v1/notificationPreferences/${userId}`, {
    method: 'PATCH',
    body: patch,
  });
