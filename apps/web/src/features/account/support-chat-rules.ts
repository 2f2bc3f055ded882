/**
 * Online chat for signed-in customers (SPEC sections 2, 3 and 6): the TALKME or JIVOSITE widget,
 * loaded only when USE_CHAT_SUPPORT_FEATURE is on, CHAT_KIND names a provider and the brand env
 * has the widget id in CHAT_ID (decision: one key for either provider). SPEC section 9: the
 * query `3_rd_party_off=true` switches third-party scripts off.
 */
import { isOn, type Env } from '../shell/visibility';

type ChatKind = 'TALKME' | 'JIVOSITE';

export interface ChatScript {
  kind: ChatKind;
  src: string;
}

const thirdPartyOff = (search: string) => new URLSearchParams(search).get('3_rd_party_off') === 'true';

export function chatScript(env: Env, isSignedIn: boolean, search: string): ChatScript | null {
  if (!isSignedIn || !isOn(env, 'USE_CHAT_SUPPORT_FEATURE') || thirdPartyOff(search)) return null;
  const kind = env.CHAT_KIND;
  const id = typeof env.CHAT_ID === 'string' ? env.CHAT_ID.trim() : '';
  // a widget id is a short token: anything else would be pasted into a script address
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  if (kind === 'JIVOSITE') return { kind, src: `https://code.jivosite.com/widget/${id}` };
  if (kind === 'TALKME') return { kind, src: `https://lcab.talk-me.ru/support/support.js?h=${id}` };
  return null;
}
