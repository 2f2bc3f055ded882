import type {
  TInvitation,
  TInviteBody,
  TStaffLink,
  TStaffList,
  TStaffListItem,
  TUpdateStaffBody,
} from '@food/contracts';
import { api } from '../../api/client';

export type StaffItem = TStaffListItem;
export type StaffLink = TStaffLink;

const path = (id: string) => `/staff/${encodeURIComponent(id)}`;

export const listStaff = () => api.get<TStaffList>('/staff');

export const inviteStaff = (body: TInviteBody) => api.post<TInvitation>('/staff/invitations', body);

export const updateStaff = (id: string, body: TUpdateStaffBody) =>
  api.patch<{ member: StaffItem }>(path(id), body);

export const setStaffActive = (id: string, isActive: boolean) =>
  api.post<{ member: StaffItem }>(`${path(id)}/${isActive ? 'activate' : 'deactivate'}`);

/** a reset link, or for a member who never accepted theirs, a new invitation link */
export const newPasswordLink = (id: string) => api.post<StaffLink>(`${path(id)}/password-reset`);
