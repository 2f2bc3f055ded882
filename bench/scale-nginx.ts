import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { run, type RunningProcess } from '../apps/api/test/process.js';

/** Debian's nginx (`apt-get install -y nginx-light`); the bench installs nothing itself. */
export function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      "The scale bench runs Debian's nginx in front of the instances, and nginx is not installed here: " +
        'apt-get install -y nginx-light (or nginx), then run it again.',
    );
  }
}

export interface ScalePorts {
  /** the public front: pages to the storefronts, /admin and /ops to the APIs (deploy/nginx.conf) */
  front: number;
  /** the APIs' own front: every API instance (the storefronts' API_INTERNAL_URL) */
  api: number;
  /** the first API instance alone, for the one-instance figures */
  apiOne: number;
  webs: number[];
  apis: number[];
}

/**
 * deploy/nginx.conf's routing for processes on this machine, in a folder of its own (prefix, pid,
 * logs, temporary files). A failed upstream is left alone for 10 s (max_fails=1); GET and HEAD go
 * to the next one on an error or timeout (nginx's default `proxy_next_upstream`), never a POST.
 */
function nginxConfig(dir: string, ports: ScalePorts): string {
  const servers = (list: number[]) =>
    list.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n    ');
  const proxied = `
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;`;
  const stream = (upstream: string) => `
    location ~ /stream$ {
      proxy_pass http://${upstream};
      proxy_buffering off;
      proxy_read_timeout 1h;
    }`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${path.join(dir, 'body')};
  proxy_temp_path ${path.join(dir, 'proxy')};
  fastcgi_temp_path ${path.join(dir, 'fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'uwsgi')};
  scgi_temp_path ${path.join(dir, 'scgi')};
  upstream storefront {
    ${servers(ports.webs)}
    keepalive 64;
  }
  upstream api {
    ${servers(ports.apis)}
    keepalive 64;
  }
  upstream api_one {
    ${servers(ports.apis.slice(0, 1))}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${ports.front};
    ${proxied}
    location ^~ /admin/ { proxy_pass http://api; proxy_buffering off; proxy_read_timeout 1h; }
    location ^~ /ops/ { proxy_pass http://api; }
    ${stream('storefront')}
    location / { proxy_pass http://storefront; }
  }
  server {
    listen 127.0.0.1:${ports.api};
    ${proxied}
    ${stream('api')}
    location / { proxy_pass http://api; }
  }
  server {
    listen 127.0.0.1:${ports.apiOne};
    ${proxied}
    location / { proxy_pass http://api_one; }
  }
}
`;
}

/** Whether something already listens on the port (an nginx left over would answer for ours). */
const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * nginx as a child (not a daemon), with its prefix, pid, logs and temporary files in `dir`;
 * `onStarted` gets the process at once, so a caller can stop it whatever happens next.
 */
export async function startNginx(
  dir: string,
  ports: ScalePorts,
  onStarted: (proc: RunningProcess) => void,
): Promise<RunningProcess> {
  const binary = findNginx();
  for (const port of [ports.front, ports.api, ports.apiOne])
    if (await isListening(port)) throw new Error(`port ${port} is taken: the scale bench's nginx needs it`);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, ports));
  const proc = run(
    binary,
    ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {},
  );
  onStarted(proc);
  // up once it has written its pid file and listens
  const pidFile = path.join(dir, 'nginx.pid');
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`nginx exited:\n${proc.output()}`);
    if (fs.existsSync(pidFile) && (await isListening(ports.api))) return proc;
    if (Date.now() > deadline) throw new Error(`nginx did not listen:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
