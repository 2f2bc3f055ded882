/**
 * Starts the framework's scripts once the page's largest picture has been painted.
 *
 * Next's App Router puts every script of a page in `<script async>` tags and preloads (vercel/next.js
 * #66958). On a phone they download beside the dish pictures, and each runs the moment it arrives,
 * often before the first paint: on this project's menu page the first paint came ~40 ms later
 * with them, and Lighthouse's LCP estimate counted all 150 KB of them (2.2-2.6 s instead of 1.3).
 * The page is rendered on the server and readable without them; they only make it interactive.
 *
 * So the server rewrites each page's HTML as it streams: those tags become calls that queue the
 * script, and a small inline loader inserts the queued scripts when
 * - the largest-contentful-paint entry is a priority picture (the menu's first dish, the home
 *   banner; not the logo, which paints first while cold dish pictures are still resized), or
 *   any paint when no priority picture (`fetchpriority="high"`) can paint: there are none, or they
 *   failed. A picture that has loaded may still be a frame away from its paint, so that alone
 *   does not count;
 * - the visitor presses a key or touches the screen first;
 * - the load event has passed, the tab is hidden (nothing paints) or a priority picture failed;
 * - 500 ms after the load event, should the paint's entry never come, and 3 s after the page
 *   began at the latest (pictures still loading on a slow network);
 * - at once, in a browser without the largest-contentful-paint entry type.
 * Scripts inserted by script run as they arrive, like `async` ones, which the framework's chunk
 * loader already handles. They are inserted one a task: starting a script's request costs the
 * main thread ~1 ms on a fast desktop, and eleven in one go made a 60-180 ms task on a 4x slower
 * phone's CPU, in which a tap waited. The next one is a user-blocking task where the browser has
 * `scheduler.postTask` (it goes before the page's loading work, after input), else a
 * MessageChannel message. Tags of any other shape are left as they are.
 */

const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;
/** The first inline chunk of the RSC payload: every framework script tag comes before it. */
const PAYLOAD_START = '<script>(self.__next_f=self.__next_f||[]).push(';

/** Milliseconds after the load event to wait for the paint's entry before starting anyway. */
const LOAD_GRACE_MS = 500;
/** The longest the scripts wait, from the loader's start, for pictures that are slow to come. */
const MAX_WAIT_MS = 3000;

/** The inline loader, ES5 so that any browser that runs the page can run it. */
export const LOADER = `(function(){var w=window,d=document,q=[],go=false,busy=false,P=w.PerformanceObserver,
t=(P&&P.supportedEntryTypes)||[],S=w.scheduler,C=w.MessageChannel&&new w.MessageChannel();
function add(s){var e=d.createElement('script');e.src=s;e.async=true;d.head.appendChild(e)}
function later(){S&&S.postTask?S.postTask(next,{priority:'user-blocking'}):C?C.port2.postMessage(0):setTimeout(next,0)}
function next(){busy=false;if(!q.length)return;add(q.shift());if(q.length){busy=true;later()}}
if(C)C.port1.onmessage=next;
function start(){if(go)return;go=true;if(!busy)next()}
function pics(){return d.querySelectorAll('img[fetchpriority="high"]')}
function none(){var ps=pics();for(var i=0;i<ps.length;i++)if(!ps[i].complete||ps[i].naturalWidth)return false;return true}
w.__scriptsAfterPaint=function(){for(var i=0;i<arguments.length;i++)q.push(arguments[i]);if(go&&!busy)next()};
if(t.indexOf('largest-contentful-paint')<0)return start();setTimeout(start,${MAX_WAIT_MS});
new P(function(l){var es=l.getEntries();for(var i=0;i<es.length;i++){var el=es[i].element;
if(el&&el.tagName==='IMG'&&el.getAttribute('fetchpriority')==='high'||none())return start()}}).observe({type:'largest-contentful-paint',buffered:true});
['pointerdown','touchstart','keydown'].forEach(function(n){w.addEventListener(n,start,{capture:true,passive:true,once:true})});
w.addEventListener('load',function(){var ps=pics(),ok=d.visibilityState==='visible';
for(var i=0;i<ps.length;i++)if(!ps[i].naturalWidth)ok=false;ok?setTimeout(start,${LOAD_GRACE_MS}):start()})})();`.replace(
  /\n/g,
  '',
);

/** The loader (once) and a call that queues these scripts. */
function queueCall(srcs, withLoader) {
  return `<script>${withLoader ? LOADER : ''}self.__scriptsAfterPaint(${srcs.map((s) => JSON.stringify(s)).join(',')})</script>`;
}

/** Where an unfinished tag starts at the end of `text`, or -1: it waits for the next chunk. */
function unfinishedTagStart(text) {
  let start = -1;
  const open = text.lastIndexOf('<');
  if (open >= 0 && !text.includes('>', open)) start = open;
  const script = text.lastIndexOf('<script src="/_next/static/');
  if (script >= 0 && !text.includes('</script>', script))
    start = start < 0 ? script : Math.min(start, script);
  return start;
}

const PAYLOAD_START_BYTES = Buffer.from(PAYLOAD_START);
const NOTHING = Buffer.alloc(0);

/**
 * Rewritten page heads by length: a cached page's bytes before its payload are the same on every
 * request, and comparing them (~1 µs) costs far less than rewriting them again (~90 µs).
 */
const rewrittenHeads = new Map();
const REWRITTEN_HEADS_KEPT = 200;

/**
 * A rewriter for one HTML response, fed its bytes chunk by chunk. The bytes before the RSC payload
 * are read as latin1, one character per byte: the tags are ASCII, and every other byte (UTF-8
 * text included) goes back out as it came, without the cost of decoding it. A tag cut in two by a
 * chunk boundary is held back until the next chunk completes it; once the payload starts, the rest
 * passes through untouched.
 */
export function createScriptsAfterPaint() {
  let held = NOTHING;
  let loaderSent = false;
  let done = false;
  let first = true;

  /**
   * The framework's tags of one run become one call, where the first of them stood. `text` is
   * `bytes` already read as latin1, when the caller has it.
   */
  function rewrite(bytes, text = bytes.toString('latin1')) {
    if (bytes.length === 0) return bytes;
    const html = text.replace(PRELOAD_TAG, '');
    const tags = [...html.matchAll(SCRIPT_TAG)];
    if (tags.length === 0) return html.length === bytes.length ? bytes : Buffer.from(html, 'latin1');
    let out =
      html.slice(0, tags[0].index) +
      queueCall(
        tags.map((t) => t[1]),
        !loaderSent,
      );
    loaderSent = true;
    let at = tags[0].index;
    for (const tag of tags) {
      out += html.slice(at, tag.index);
      at = tag.index + tag[0].length;
    }
    return Buffer.from(out + html.slice(at), 'latin1');
  }

  /** A whole head in one chunk: from the cache when the same bytes were rewritten before. */
  function rewriteHead(head) {
    const known = rewrittenHeads.get(head.length);
    if (known?.input.equals(head)) return known.output;
    const output = rewrite(head);
    if (rewrittenHeads.size >= REWRITTEN_HEADS_KEPT)
      rewrittenHeads.delete(rewrittenHeads.keys().next().value);
    rewrittenHeads.set(head.length, { input: Buffer.from(head), output });
    return output;
  }

  return {
    /** The bytes to send for this chunk, in order (fewer when a cut tag waits for the next one). */
    push(chunk) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (done) return [bytes];
      const text = held.length ? Buffer.concat([held, bytes]) : bytes;
      held = NOTHING;
      const payload = text.indexOf(PAYLOAD_START_BYTES);
      const wholeHead = first;
      first = false;
      if (payload >= 0) {
        done = true;
        const head = text.subarray(0, payload);
        return [wholeHead ? rewriteHead(head) : rewrite(head), text.subarray(payload)];
      }
      // latin1: one character per byte, so string offsets are byte offsets
      const latin1 = text.toString('latin1');
      const cut = unfinishedTagStart(latin1);
      if (cut < 0) return [rewrite(text, latin1)];
      held = Buffer.from(text.subarray(cut));
      return [rewrite(text.subarray(0, cut), latin1.slice(0, cut))];
    },
    /** Whatever is still held back, at the end of the response. */
    end() {
      const rest = rewrite(held);
      held = NOTHING;
      return [rest];
    },
  };
}
