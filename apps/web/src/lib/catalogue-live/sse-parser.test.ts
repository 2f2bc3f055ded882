import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('answers events split across chunks, skipping comments and the retry line', () => {
    const p = new SseParser();
    expect(p.feed('retry: 3000\n: listening\n\nevent: change\ndata: {"id":1')).toEqual([]);
    expect(p.feed(',"area":"menu"}\n\n: ping\n\nevent: change\r\ndata: {"id":2}\r\n\r\n')).toEqual([
      { event: 'change', data: '{"id":1,"area":"menu"}' },
      { event: 'change', data: '{"id":2}' },
    ]);
  });

  it('joins multi-line data and defaults the event name', () => {
    const p = new SseParser();
    expect(p.feed('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
