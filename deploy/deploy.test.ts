/**
 * What can be checked of the container images and the compose file without a container runtime
 * (issue 22 item 3): every file they copy or mount exists and is not ignored, the commands their
 * build stages run exist (the API's build is run here; the storefront's `npm run build -w
 * @food/web` is what `npm start` and CI run before every end-to-end test), the images run as an
 * unprivileged user, and the proxy names the compose file's services and an error page per brand
 * variant. `docker compose -f deploy/compose.yaml config` checks the same file where Docker runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { VARIANTS } from '../apps/web/scripts/generate-server-error-pages.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Instruction {
  stage: number;
  op: string;
  args: string;
}

/** A Dockerfile's instructions (continuation lines joined, comments dropped), with their stage. */
function instructionsOf(file: string): Instruction[] {
  const lines = read(file)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  let stage = -1;
  return lines.map((line) => {
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line)!;
    if (op === 'FROM') stage++;
    return { stage, op: op!, args: args!.trim() };
  });
}

/** .dockerignore's patterns as tests of a repository path (the simple forms it uses). */
const ignored = (() => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return (file: string) =>
    patterns.some((p) => {
      const name = p.replace(/^\*\*\//, '');
      const parts = file.split('/');
      if (p.startsWith('**/'))
        return parts.some((part) => new RegExp(`^${name.replace('*', '.*')}$`).test(part));
      return file === p || file.startsWith(`${p}/`);
    });
})();

const workspaceScripts = (workspace: string): Record<string, string> => {
  const dir = { '@food/api': 'apps/api', '@food/web': 'apps/web', '@food/backoffice': 'apps/backoffice' }[
    workspace
  ];
  expect(dir, `a workspace named ${workspace}`).toBeDefined();
  return JSON.parse(read(`${dir}/package.json`)).scripts;
};

describe.each(['deploy/api.Dockerfile', 'deploy/web.Dockerfile'])('%s', (file) => {
  const steps = instructionsOf(file);
  const last = Math.max(...steps.map((s) => s.stage));

  it('builds in stages and runs as the unprivileged node user', () => {
    expect(last).toBeGreaterThanOrEqual(2);
    const runtime = steps.filter((s) => s.stage === last);
    const user = runtime.findIndex((s) => s.op === 'USER');
    expect(runtime[user]?.args).toBe('node');
    expect(user).toBeLessThan(runtime.findIndex((s) => s.op === 'CMD'));
    // the runtime stage installs no development dependencies
    for (const s of steps.filter((x) => x.op === 'RUN' && x.args.startsWith('npm ci'))) {
      if (s.stage !== 0) expect(s.args).toContain('--omit=dev');
    }
  });

  it('copies only files the repository has and the build context keeps', () => {
    for (const s of steps.filter((x) => x.op === 'COPY' && !x.args.startsWith('--from'))) {
      const sources = s.args.split(/\s+/).slice(0, -1);
      for (const source of sources) {
        expect(fs.existsSync(path.join(ROOT, source)), `${file}: COPY ${source}`).toBe(true);
        expect(ignored(source), `${file}: COPY ${source} is in .dockerignore`).toBe(false);
      }
    }
  });

  it('runs build scripts that exist', () => {
    const runs = steps.filter((s) => s.op === 'RUN' && s.args.startsWith('npm run '));
    expect(runs.length).toBeGreaterThan(0);
    for (const s of runs) {
      const [, script, workspace] = /^npm run (\S+) -w (\S+)$/.exec(s.args)!;
      expect(workspaceScripts(workspace!)[script!], `${file}: ${s.args}`).toBeDefined();
    }
  });
});

describe('the API image', () => {
  it('runs the JavaScript the build makes: no tsx, the workspace packages inside', () => {
    execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
    const cmd = instructionsOf('deploy/api.Dockerfile').findLast((s) => s.op === 'CMD')!;
    const entry = (JSON.parse(cmd.args) as string[]).find((a) => a.endsWith('.mjs'))!;
    expect(entry).toBe('apps/api/dist/server.mjs');
    const bundle = read(entry);
    expect(bundle).not.toMatch(/from ["']@food\//);
    expect(bundle).not.toMatch(/from ["'][^"']+\.ts["']/);
    // the migrations it applies at start are copied beside it
    expect(read('deploy/api.Dockerfile')).toContain('COPY apps/api/drizzle apps/api/drizzle');
  });
});

describe('the compose file and its proxy', () => {
  const compose = parse(read('deploy/compose.yaml')) as {
    services: Record<
      string,
      {
        build?: { context: string; dockerfile: string };
        volumes?: string[];
        expose?: string[];
        environment?: Record<string, string>;
      }
    >;
  };
  const nginx = read('deploy/nginx.conf');

  it('builds each image from the repository with its Dockerfile', () => {
    for (const name of ['api', 'web']) {
      const build = compose.services[name]!.build!;
      expect(path.resolve(ROOT, 'deploy', build.context)).toBe(ROOT);
      expect(fs.existsSync(path.join(ROOT, build.dockerfile))).toBe(true);
    }
  });

  it('mounts files that exist', () => {
    for (const volume of compose.services.proxy!.volumes!) {
      const source = volume.split(':')[0]!;
      expect(fs.existsSync(path.resolve(ROOT, 'deploy', source)), source).toBe(true);
    }
  });

  it('gives every API instance the same ops token and one database', () => {
    const env = compose.services.api!.environment!;
    expect(env.OPS_TOKEN).toMatch(/^\$\{OPS_TOKEN:\?/);
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
  });

  it('sends requests to the services at the ports they expose', () => {
    const upstreams = [...nginx.matchAll(/^\s*server (\w+):(\d+);/gm)].map(([, host, port]) => ({
      host,
      port,
    }));
    expect(upstreams.map((u) => u.host).sort()).toEqual(['api', 'web']);
    for (const { host, port } of upstreams) expect(compose.services[host!]!.expose).toContain(port);
  });

  it('has an error page for every brand variant when no storefront answers', () => {
    // quoted: nginx reads a regex with { } only in quotes
    const rule = /"~\^\S+\.localhost\$"\s+\/server-error\/\$variant\.html;/.exec(nginx)![0];
    const pattern = new RegExp(rule.split(/\s+/)[0]!.slice(2, -1));
    for (const variant of VARIANTS) {
      expect(pattern.exec(`kyiv.${variant}.localhost`)?.groups?.variant).toBe(variant);
      expect(fs.existsSync(path.join(ROOT, 'apps/web/public/server-error', `${variant}.html`))).toBe(true);
    }
  });
});
