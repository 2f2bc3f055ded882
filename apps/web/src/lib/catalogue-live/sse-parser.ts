/**
 * A minimal reader of a server-sent event stream (the WHATWG format the API's lib/sse.ts writes):
 * fed text chunks as they arrive, it answers the complete events; comments (`: ping`) count as
 * signs of life only.
 */
export interface SseEvent {
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';

  /** The events completed by this chunk. */
  feed(chunk: string): SseEvent[] {
    let text = this.buffer + chunk;
    // a CR at the end may be the first half of a CRLF split between chunks
    const hold = text.endsWith('\r') ? '\r' : '';
    if (hold) text = text.slice(0, -1);
    const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
    this.buffer = blocks.pop()! + hold;
    return blocks.map(parseBlock).filter((e): e is SseEvent => e !== null);
  }
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}
