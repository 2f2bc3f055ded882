/**
 * Writes this answer's CSP nonce into every `<script>` and `<link>` start tag of an HTML answer as
 * it streams (security-headers.mjs has the policy that asks for it). Scripts need it to run; a
 * `<link rel="preload" as="script">` needs it too, since under 'strict-dynamic' the preload's fetch
 * is checked against the nonce alone (Next preloads the chunks its runtime loads later). On other
 * links (styles, icons) it does nothing.
 *
 * In the HTML React writes, `<script` and `<link` are always tags: text and attribute values have
 * `<` escaped as `&lt;`, and the RSC payload inside the inline scripts has it as `\u003c`. So a
 * plain search finds every tag, the framework's, the inline pre-paint scripts and React's own. A
 * tag cut by a chunk boundary (`…<scr` | `ipt>`) is held back until the next chunk shows it whole.
 * Bytes are never decoded: the tags are ASCII, and never copied: a chunk goes out as slices of
 * itself around the attribute (copying a 170 KB page into new buffers cost ~100 µs, more than
 * finding its tags).
 */

const TAGS = [Buffer.from('<script'), Buffer.from('<link')];
/** After the tag's name, a start tag goes on with whitespace, `>` or `/`; anything else is another word. */
const ENDS_NAME = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x3e, 0x2f]);
const NOTHING = Buffer.alloc(0);

/** A nonce is base64: nothing in it needs escaping in an attribute. */
function isNonce(nonce) {
  return /^[A-Za-z0-9+/]{16,}={0,2}$/.test(nonce);
}

/** How many bytes at the end of `bytes` could be the start of a tag the next chunk completes. */
function unfinishedTagLength(bytes) {
  let longest = 0;
  for (const tag of TAGS) {
    for (let n = Math.min(tag.length, bytes.length); n > longest; n--) {
      if (bytes.subarray(bytes.length - n).equals(tag.subarray(0, n))) longest = n;
    }
  }
  return longest;
}

/** The next tag at or after `from`: its position and its name's length, or null. */
function nextTag(bytes, from) {
  let found = null;
  for (const tag of TAGS) {
    const at = bytes.indexOf(tag, from);
    if (at >= 0 && (found === null || at < found.at)) found = { at, length: tag.length };
  }
  return found;
}

/** A rewriter for one HTML answer, fed its bytes chunk by chunk. */
export function createScriptNonce(nonce) {
  if (!isNonce(nonce)) throw new Error('a CSP nonce is base64');
  const attribute = Buffer.from(` nonce="${nonce}"`);
  let held = NOTHING;

  /** `bytes` in slices, the attribute after each complete `<script`; the cut tail is held back. */
  function rewrite(bytes, final) {
    const parts = [];
    let from = 0;
    let tag = nextTag(bytes, 0);
    while (tag && tag.at + tag.length < bytes.length) {
      const end = tag.at + tag.length;
      if (ENDS_NAME.has(bytes[end])) {
        parts.push(bytes.subarray(from, end), attribute);
        from = end;
      }
      tag = nextTag(bytes, end);
    }
    const keep = final ? 0 : unfinishedTagLength(bytes.subarray(from));
    held = keep ? Buffer.from(bytes.subarray(bytes.length - keep)) : NOTHING;
    if (from < bytes.length - keep || parts.length === 0)
      parts.push(bytes.subarray(from, bytes.length - keep));
    return parts;
  }

  return {
    /** The bytes to send for this chunk, in order (a cut tag's start waits for the next one). */
    push(chunk) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      return rewrite(held.length ? Buffer.concat([held, bytes]) : bytes, false);
    },
    /** Whatever is still held back, at the end of the answer. */
    end() {
      return rewrite(held, true);
    },
  };
}
