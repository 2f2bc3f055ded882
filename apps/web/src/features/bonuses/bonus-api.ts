/** Bonus API of SPEC section 7 (Sailplay-style `POST /bonus/api/sailplay-http`). */
import type { TSailplayUserInfo } from '@food/contracts';
import { apiCall } from '@/lib/api/browser-client';

export const loadBonusInfo = (uuid: string, rn: number, history: boolean, signal?: AbortSignal) =>
  apiCall<TSailplayUserInfo>('/bonus/api/sailplay-http', {
    method: 'POST',
    body: {
      method: 'user.infoByUUID',
      args: { uuid, retailNetworkId: rn, ...(history ? { options: { history } } : {}) },
    },
    signal,
  });
