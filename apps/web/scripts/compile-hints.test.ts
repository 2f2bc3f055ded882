import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadScripts, markScripts } from './compile-hints.mjs';

let appDir: string;

/** A build folder as `next build` leaves it: a route manifest and the scripts it names. */
function build(routes: { route: string; firstLoadChunkPaths: string[] }[], files: Record<string, string>) {
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  fs.mkdirSync(path.join(appDir, '.next/diagnostics'), { recursive: true });
  fs.mkdirSync(path.join(appDir, '.next/static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(appDir, '.next/diagnostics/route-bundle-stats.json'), JSON.stringify(routes));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(appDir, name), text);
}

afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

describe('compile hints', () => {
  it('marks each first-load script of every route once, on its first line, and leaves the rest', () => {
    build(
      [
        { route: '/', firstLoadChunkPaths: ['.next/static/chunks/a.js', '.next/static/chunks/b.js'] },
        { route: '/menu', firstLoadChunkPaths: ['.next/static/chunks/b.js', '.next/static/chunks/c.css'] },
      ],
      {
        '.next/static/chunks/a.js': 'push(1)',
        '.next/static/chunks/b.js': 'push(2)',
        '.next/static/chunks/c.css': '.x{}',
        '.next/static/chunks/lazy.js': 'push(3)',
      },
    );
    const scripts = firstLoadScripts(appDir, '.next');
    expect(scripts.sort()).toEqual(['.next/static/chunks/a.js', '.next/static/chunks/b.js']);
    expect(markScripts(appDir, scripts)).toBe(2);
    const read = (f: string) => fs.readFileSync(path.join(appDir, '.next/static/chunks', f), 'utf8');
    expect(read('a.js')).toBe(`${COMPILE_HINT}push(1)`);
    expect(read('a.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(read('lazy.js')).toBe('push(3)');
    expect(read('c.css')).toBe('.x{}');
    // a second run (a build step repeated) marks nothing again
    expect(markScripts(appDir, scripts)).toBe(0);
    expect(read('b.js')).toBe(`${COMPILE_HINT}push(2)`);
  });

  it('fails when the build has no route manifest, rather than ship pages without hints', () => {
    build([], {});
    fs.rmSync(path.join(appDir, '.next/diagnostics'), { recursive: true });
    expect(() => firstLoadScripts(appDir, '.next')).toThrow(/route-bundle-stats\.json/);
  });
});
