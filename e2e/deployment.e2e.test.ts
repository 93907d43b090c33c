// The container image without Docker (decision 0052): the Dockerfile is linted, its plan checked
// against the deployment rules, and its steps run by scripts/docker-steps.mjs in a temporary folder
// (build stage: the real web build; runtime stage: production packages only), then the app starts
// the way CMD does and the HEALTHCHECK must pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { dockerignore, parseDockerfile, runDockerfile } from '../scripts/docker-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const stages = parseDockerfile(dockerfile);
const runtime = stages.at(-1)!;

describe('Dockerfile', () => {
  it('passes the linter, which does catch a broken Dockerfile', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
    const broken = dockerfile.replace('WORKDIR /app', 'WORKDIR app').replace('EXPOSE 3000', 'EXPOSE 3000/tcpx');
    expect(validate(broken).length).toBeGreaterThanOrEqual(2);
  });

  it('builds in one stage and runs in a slim, pinned Node 20 with production packages only', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    for (const stage of stages) expect(stage.image).toMatch(/^node:20\.\d+\.\d+-[a-z]+-slim$/);
    const installs = (stage: (typeof stages)[number]) => stage.steps.filter((step) => step.op === 'RUN' && /npm ci/.test(String(step.command)));
    expect(installs(stages[0]!)[0]!.command).not.toMatch(/--omit=dev/);
    expect(installs(runtime)[0]!.command).toMatch(/--omit=dev/);
    expect(runtime.steps.some((step) => step.op === 'RUN' && /npm run build/.test(String(step.command)))).toBe(false);
    // No web sources in the image: `npm start` (scripts/ensure-build.mjs) serves the shipped build.
    const copied = runtime.steps.filter((step) => step.op === 'COPY').flatMap((step) => step.sources as string[]);
    expect(copied).toContain('/app/apps/web/build');
    expect(copied.filter((source) => /apps\/web\/app|^\.$/.test(source))).toEqual([]);
  });

  it('runs as a non-root user on 0.0.0.0:3000 with its data on a volume, CMD = npm start, health by node', () => {
    expect(runtime.user).not.toMatch(/^(root|0)?$/);
    expect(runtime.env).toMatchObject({ HOST: '0.0.0.0', PORT: '3000', DATA_DIR: '/data', NODE_ENV: 'production' });
    expect(runtime.volumes).toEqual(['/data']);
    expect(runtime.expose).toEqual(['3000']);
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(runtime.cmd!.join(' ')).toBe(pkg.scripts.start);
    expect(runtime.healthcheck!.command[0]).toBe('node');
    expect(runtime.healthcheck!.command.join(' ')).toContain('/api/health');
  });

  it('.dockerignore keeps node_modules, data, builds and secrets out of the context', () => {
    const ignored = dockerignore(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
    for (const file of [
      'node_modules/react/index.js',
      'apps/web/node_modules/x',
      'data/pglite/PG_VERSION',
      'apps/web/build/server/index.js',
      '.git/HEAD',
      '.env',
      '.env.production',
    ]) {
      expect(ignored(file), file).toBe(true);
    }
    for (const file of ['package.json', 'apps/server/src/main.ts', 'apps/web/app/root.tsx', '.env.example', 'scripts/start.mjs'])
      expect(ignored(file), file).toBe(false);
  });

  it('its steps build, start and pass the HEALTHCHECK; the page is served from the shipped build; SIGTERM stops it cleanly', async () => {
    const lines: string[] = [];
    const app = await runDockerfile({ quiet: true, log: (line) => lines.push(line) });
    try {
      const page = await fetch(`${app.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect((await fetch(`${app.url}/api/ready`)).status).toBe(200);
      expect(app.output()).not.toMatch(/Building the web client|rebuilding/);
      expect(lines.join('\n')).toMatch(/production only/);
    } finally {
      const stopped = await app.stop();
      expect(stopped).toEqual({ code: 0, signal: null });
    }
  }, 300_000);
});

describe('docker-compose.example.yml', () => {
  const compose = readFileSync(path.join(root, 'docker-compose.example.yml'), 'utf8');
  it('runs the app on PostgreSQL 15 once the database is healthy, secrets from the environment', () => {
    expect(compose).toMatch(/image: postgres:15/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\//);
    expect(compose).toMatch(/SESSION_SECRET: \$\{SESSION_SECRET:\?/);
    expect(compose).toMatch(/condition: service_healthy/);
    expect(compose.match(/healthcheck:/g)).toHaveLength(2);
    expect(compose).toMatch(/- app-data:\/data/);
    expect(compose).toMatch(/- db-data:\/var\/lib\/postgresql\/data/);
  });
});
