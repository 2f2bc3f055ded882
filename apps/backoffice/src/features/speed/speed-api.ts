import type { TVitalsP75 } from '@food/contracts';
import { api, query } from '../../api/client';
import { speedQuery, type SpeedFilters } from './speed-rules';

export const readSpeed = (filters: SpeedFilters) =>
  api.get<TVitalsP75>(`/vitals${query(speedQuery(filters))}`);
