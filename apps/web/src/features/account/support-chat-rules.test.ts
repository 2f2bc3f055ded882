import { describe, expect, it } from 'vitest';
import { chatScript } from './support-chat-rules';

const env = { USE_CHAT_SUPPORT_FEATURE: true, CHAT_KIND: 'JIVOSITE', CHAT_ID: 'aB3dE_f9' };

describe('the support chat widget', () => {
  it('loads the configured provider for a signed-in customer', () => {
    expect(chatScript(env, true, '')).toEqual({
      kind: 'JIVOSITE',
      src: 'https://code.jivosite.com/widget/aB3dE_f9',
    });
    expect(chatScript({ ...env, CHAT_KIND: 'TALKME' }, true, '?x=1')).toEqual({
      kind: 'TALKME',
      src: 'https://lcab.talk-me.ru/support/support.js?h=aB3dE_f9',
    });
  });

  it('stays off for guests, with the flag off, without an id or with third-party scripts off', () => {
    expect(chatScript(env, false, '')).toBeNull();
    expect(chatScript({ ...env, USE_CHAT_SUPPORT_FEATURE: false }, true, '')).toBeNull();
    expect(chatScript({ ...env, USE_CHAT_SUPPORT_FEATURE: 'true' }, true, '')).not.toBeNull();
    expect(chatScript({ ...env, CHAT_ID: '' }, true, '')).toBeNull();
    expect(chatScript({ USE_CHAT_SUPPORT_FEATURE: true, CHAT_KIND: 'TALKME' }, true, '')).toBeNull();
    expect(chatScript({ ...env, CHAT_ID: 'x"/><script>' }, true, '')).toBeNull();
    expect(chatScript({ ...env, CHAT_KIND: 'OTHER' }, true, '')).toBeNull();
    expect(chatScript(env, true, '?3_rd_party_off=true')).toBeNull();
  });
});
