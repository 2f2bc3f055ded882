import { z } from 'zod';
import { ZRetailNetworkId } from './common';

export const ZIpLocationQuery = z.object({
  rn: ZRetailNetworkId,
  /** the address to locate; the caller's address (or X-Forwarded-For from a trusted proxy) when absent */
  ip: z.union([z.ipv4(), z.ipv6()], { error: 'ip must be an IPv4 or IPv6 address' }).optional(),
});

export const ZIpLocationResponse = z.object({
  ip: z.string(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  businessRegionSlug: z.string().nullable(),
});
export type TIpLocationResponse = z.infer<typeof ZIpLocationResponse>;
