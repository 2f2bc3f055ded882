import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBrandsFile, VARIANTS } from './generate-server-error-pages.mjs';

const conf = fs.readFileSync(path.join(import.meta.dirname, '..', 'nginx', 'storefront.conf'), 'utf8');
const publicDir = path.join(import.meta.dirname, '..', 'public');

/** The `map $host $storefront_error_page` block's rules, as nginx reads them: first match wins. */
function errorPageOf(host: string): string {
  const block = /map \$host \$storefront_error_page \{([\s\S]*?)\n\}/.exec(conf)![1]!;
  const rules = block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => /^(\S+)\s+(\S+);$/.exec(l)!.slice(1) as [string, string]);
  for (const [pattern, target] of rules) {
    if (pattern === 'default') return target;
    // a regex in quotes (nginx needs them around { }); nginx's (?<name>) is JavaScript's too
    const match = new RegExp(pattern.replace(/^"(.*)"$/, '$1').slice(1)).exec(host);
    if (match) return target.replace(/\$(\w+)/g, (_, name: string) => match.groups![name]!);
  }
  throw new Error(`no rule for ${host}`);
}

describe('the nginx example (README, "Brands and hosts")', () => {
  it.each(VARIANTS)('answers %s’s hosts with its own error page, a file that exists', (variant) => {
    for (const host of [`${variant}.localhost`, `kyiv.${variant}.localhost`]) {
      const page = errorPageOf(host);
      expect(page).toBe(`/server-error/${variant}.html`);
      expect(fs.existsSync(path.join(publicDir, page)), page).toBe(true);
    }
  });

  it('answers the bare host, a brand domain and a stranger with existing pages', () => {
    for (const [host, page] of [
      ['localhost', '/server-error/sm-ua.html'],
      ['kyiv.localhost', '/server-error/sm-ua.html'],
      ['lviv.sushimoon.example', '/server-error/sm-ua.html'],
      ['203.0.113.7', '/server-error/sm-ua.html'],
    ]) {
      expect(errorPageOf(host!), host).toBe(page);
      expect(fs.existsSync(path.join(publicDir, page!))).toBe(true);
    }
  });

  it('serves the pages from the storefront’s public folder, internal only, for the proxy’s own errors', () => {
    expect(conf).toMatch(/error_page 502 503 504 \$storefront_error_page;/);
    expect(conf).toMatch(
      /location \^~ \/server-error\/ \{\s*# [^\n]*\n\s*root \/srv\/storefront\/apps\/web\/public;\s*internal;/,
    );
    // the storefront's own statuses (404, 500, 503 with its pages) are not replaced
    expect(conf).toMatch(/proxy_intercept_errors off;/);
  });
});

const NGINX = '/usr/sbin/nginx';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function get(
  port: number,
  host: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/menu', headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('the nginx example, run by Debian’s nginx with no storefront behind it', () => {
  it.runIf(fs.existsSync(NGINX))(
    'answers each brand’s hosts 502 with that brand’s page and contacts, noindex and not cached',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-example-'));
      const [port, deadPort] = [await freePort(), await freePort()];
      // the example as written, on free ports, its pages from this checkout
      const server = conf
        .replace('listen 80;', `listen 127.0.0.1:${port};`)
        .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${deadPort};`)
        .replace('root /srv/storefront/apps/web/public;', `root ${publicDir};`);
      expect(server).toContain(`listen 127.0.0.1:${port};`);
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((t) => `${t}_temp_path ${dir}/${t};`)
        .join(' ');
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        // as root, nginx's workers would run as nobody, who cannot read a checkout in a private
        // folder (a clean clone under mktemp -d is 0700): they run as the test's own user
        `${process.getuid?.() === 0 ? 'user root;' : ''} pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { include /etc/nginx/mime.types; access_log off; ${temp}\n${server}\n}\n`,
      );
      const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
      const nginx = spawn(NGINX, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      try {
        for (let i = 0; i < 100; i++) {
          if (
            await get(port, 'localhost').then(
              () => true,
              () => false,
            )
          )
            break;
          await new Promise((r) => setTimeout(r, 50));
        }
        const brands = readBrandsFile();
        for (const [host, variant] of [
          ['pc-ua.localhost', 'pc-ua'],
          ['lviv.ws-ua.localhost', 'ws-ua'],
          ['new-york.sm-us.localhost', 'sm-us'],
          ['kyiv.localhost', 'sm-ua'],
        ] as const) {
          const res = await get(port, host);
          expect(res.status, host).toBe(502);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.headers['x-robots-tag']).toBe('noindex');
          expect(res.body, host).toBe(
            fs.readFileSync(path.join(publicDir, 'server-error', `${variant}.html`), 'utf8'),
          );
          expect(res.body).toContain(`href="tel:${brands[variant]!.phone}"`);
        }
        // the pages are not reachable by their own address
        expect((await get(port, 'pc-ua.localhost').then(() => get(port, 'pc-ua.localhost'))).status).toBe(
          502,
        );
      } finally {
        nginx.kill('SIGTERM');
        await new Promise((r) => nginx.once('exit', r));
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    20_000,
  );
});
