/** Types of client-address.mjs for its unit test. */
import type { IncomingMessage } from 'node:http';

export declare const TRUST_SETTING: string;
export type TrustFn = (address: string, hop: number) => boolean;
export declare function parseTrustedProxies(setting: string | undefined): TrustFn;
export declare function settleClientHeaders(
  req: Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string; encrypted?: boolean } },
  trust: TrustFn,
): { client: string | undefined; tls: boolean };
