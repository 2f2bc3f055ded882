import { describe, expect, it } from 'vitest';
import { createScriptsAfterPaint, LOADER } from './scripts-after-paint.mjs';

// the shapes Next 16 writes: scripts and a preload in the head, the bootstrap script in the body,
// then the RSC payload
const HEAD =
  '<!DOCTYPE html><html lang="uk"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/api/catalog/v1/images/roll.a?w=400" fetchPriority="high"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script>(function(){document.documentElement.dataset.theme="light"})()</script></head>';
const BODY =
  '<body><main><h1>Філадельфія</h1><img src="/api/catalog/v1/images/roll.a?w=400" fetchPriority="high"/></main>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>';
const PAYLOAD =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/a.js\\" async=\\"\\"></script>"])</script>' +
  '</body></html>';
const PAGE = HEAD + BODY + PAYLOAD;

/** The page rewritten as it would stream in chunks of `size` bytes (cutting UTF-8 letters too). */
function rewriteInChunks(html: string, size: number): string {
  const bytes = Buffer.from(html);
  const rewriter = createScriptsAfterPaint();
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...rewriter.push(bytes.subarray(i, i + size)));
  out.push(...rewriter.end());
  return Buffer.concat(out).toString();
}

/** The scripts queued by the calls, in order. */
function queued(html: string): string[] {
  return [...html.matchAll(/self\.__scriptsAfterPaint\(([^)]*)\)/g)].flatMap((m) => JSON.parse(`[${m[1]}]`));
}

describe('scripts after paint', () => {
  it('queues the framework scripts in document order instead of loading them', () => {
    const out = rewriteInChunks(PAGE, PAGE.length);
    expect(queued(out)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(out.slice(0, out.indexOf('(self.__next_f'))).not.toContain('async=""');
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('sends the loader once, before the first call', () => {
    const out = rewriteInChunks(PAGE, 64);
    expect(out.split(LOADER)).toHaveLength(2);
    expect(out.indexOf(LOADER)).toBeLessThan(out.indexOf('self.__scriptsAfterPaint('));
  });

  it('leaves everything else as it was: pictures, inline and nomodule scripts, the payload', () => {
    const out = rewriteInChunks(PAGE, PAGE.length);
    expect(out).toContain(
      '<link rel="preload" as="image" href="/api/catalog/v1/images/roll.a?w=400" fetchPriority="high"/>',
    );
    expect(out).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(out).toContain('<script>(function(){document.documentElement.dataset.theme="light"})()</script>');
    // the payload's own text about a script tag is data, not a tag
    expect(out.endsWith(PAYLOAD)).toBe(true);
  });

  it('gives the same page whatever the chunk boundaries, tags cut in two included', () => {
    const whole = rewriteInChunks(PAGE, PAGE.length);
    const withoutCalls = (html: string) =>
      html.replace(LOADER, '').replace(/<script>self\.__scriptsAfterPaint\([^)]*\)<\/script>/g, '');
    for (const size of [1, 2, 3, 5, 17, 40, 101, 333]) {
      const out = rewriteInChunks(PAGE, size);
      expect(queued(out), `chunks of ${size}`).toEqual(queued(whole));
      expect(withoutCalls(out), `chunks of ${size}`).toBe(withoutCalls(whole));
    }
  });

  it('rewrites a page seen before the same way, and never gives one page the head of another', () => {
    // same length, other script names: the remembered head must not be reused
    const other = PAGE.replaceAll('chunks/a.js', 'chunks/z.js');
    expect(other).toHaveLength(PAGE.length);
    const first = rewriteInChunks(PAGE, PAGE.length);
    expect(rewriteInChunks(PAGE, PAGE.length)).toBe(first);
    expect(queued(rewriteInChunks(other, other.length))[0]).toBe('/_next/static/chunks/z.js');
    expect(rewriteInChunks(PAGE, PAGE.length)).toBe(first);
  });

  it('passes through a page without framework scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><title>503</title></head><body><p>Зачекайте</p></body></html>';
    expect(rewriteInChunks(plain, 7)).toBe(plain);
  });

  it('leaves script tags of another shape alone (a future Next that adds attributes)', () => {
    const other = '<head><script src="/_next/static/chunks/a.js" async="" crossorigin=""></script></head>';
    expect(rewriteInChunks(other, other.length)).toBe(other);
  });

  it('holds nothing back at the end of an unfinished document', () => {
    const cut = '<html><head><script src="/_next/static/chunks/a.js" as';
    const rewriter = createScriptsAfterPaint();
    expect(Buffer.concat([...rewriter.push(cut), ...rewriter.end()]).toString()).toBe(cut);
  });
});

/**
 * Just enough of a browser for the loader: scripts appended to the head, a scheduler or a
 * MessageChannel whose tasks the test runs one by one, and no largest-contentful-paint entry
 * type, so the loader starts at once.
 */
function fakeBrowser(kind: 'scheduler' | 'messageChannel') {
  const inserted: string[] = [];
  const tasks: Array<() => void> = [];
  const priorities: string[] = [];
  let port1: { onmessage: (() => void) | null } = { onmessage: null };
  const window: Record<string, unknown> = {
    PerformanceObserver: { supportedEntryTypes: [] },
    addEventListener: () => {},
  };
  if (kind === 'scheduler')
    window.scheduler = {
      postTask: (fn: () => void, options: { priority: string }) => {
        priorities.push(options.priority);
        tasks.push(fn);
      },
    };
  window.MessageChannel = class {
    port1 = (port1 = { onmessage: null });
    port2 = { postMessage: () => tasks.push(() => port1.onmessage?.()) };
  };
  const document = {
    head: { appendChild: (e: { src: string }) => inserted.push(e.src) },
    createElement: () => ({ src: '', async: false }),
    querySelectorAll: () => [],
    visibilityState: 'visible',
  };
  const run = (code: string) => new Function('window', 'document', 'self', code)(window, document, window);
  return {
    run,
    inserted,
    priorities,
    /** runs the next task the loader asked for; false when there is none */
    step: () => {
      const task = tasks.shift();
      task?.();
      return task !== undefined;
    },
  };
}

describe('the loader', () => {
  it.each(['scheduler', 'messageChannel'] as const)(
    'inserts the queued scripts one a task, in order (%s)',
    (kind) => {
      const browser = fakeBrowser(kind);
      browser.run(`${LOADER}self.__scriptsAfterPaint("/a.js","/b.js","/c.js")`);
      // the first at once, each of the others in a task of its own
      expect(browser.inserted).toEqual(['/a.js']);
      expect(browser.step()).toBe(true);
      expect(browser.inserted).toEqual(['/a.js', '/b.js']);
      expect(browser.step()).toBe(true);
      expect(browser.inserted).toEqual(['/a.js', '/b.js', '/c.js']);
      expect(browser.step()).toBe(false);
      if (kind === 'scheduler') expect(browser.priorities).toEqual(['user-blocking', 'user-blocking']);
    },
  );

  it('inserts scripts queued after it started, each once, after those before them', () => {
    const browser = fakeBrowser('scheduler');
    browser.run(`${LOADER}self.__scriptsAfterPaint("/a.js","/b.js")`);
    // a later chunk of the page queues more while the first ones are still going in
    browser.run(`self.__scriptsAfterPaint("/c.js")`);
    while (browser.step());
    expect(browser.inserted).toEqual(['/a.js', '/b.js', '/c.js']);
    // and once everything is in, a new one goes in at once
    browser.run(`self.__scriptsAfterPaint("/d.js")`);
    expect(browser.inserted).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    expect(browser.step()).toBe(false);
  });
});
