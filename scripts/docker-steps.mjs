// Runs the Dockerfile's steps without Docker (there is no Docker engine on the development and CI
// machines): each stage gets a folder that stands for its file system, COPY copies from the
// repository (filtered by .dockerignore) or from an earlier stage, RUN runs in the stage's WORKDIR
// with its ENV, then the last stage's CMD starts the app and its HEALTHCHECK must pass.
//
//   node scripts/docker-steps.mjs            run every step, start the app, check health, stop it
//   node scripts/docker-steps.mjs --plan     print the parsed stages as JSON and exit
//   node scripts/docker-steps.mjs --keep     keep the temporary folder (its path is printed)
//
// Differences from a real build, on purpose (decision 0052):
//  - `npm ci` is not run (minutes on two cores, and it downloads): the stage gets a node_modules
//    whose entries link to this repository's installed packages; with --omit=dev only the packages
//    that `npm ls --omit=dev` lists for the same workspaces, so a production dependency missing
//    from package.json fails the start as it would in the image. `npm cache clean` is skipped.
//  - USER is recorded, not switched to (chown is a no-op); the base image is not pulled: the
//    steps run on this machine's Node (the Dockerfile pins the same version).
//  - Absolute paths of the stage (WORKDIR, VOLUME and absolute ENV values) are mapped into the
//    stage's folder, in RUN commands and in the environment. HOST and PORT may be overridden
//    (--port, loopback) so a check does not listen on the network or clash with a running server.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Joins continuation lines, drops comments; returns [{ op, args, line }]. */
export function parseInstructions(text) {
  const result = [];
  let current = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i].replace(/\r$/, '');
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || (trimmed === '' && !current)) continue;
    const continues = /\\\s*$/.test(raw);
    const part = continues ? raw.replace(/\\\s*$/, '') : raw;
    if (current) current.text += ` ${part.trim()}`;
    else current = { text: part.trim(), line: i + 1 };
    if (!continues) {
      const match = /^(\S+)\s*(.*)$/.exec(current.text);
      result.push({ op: match[1].toUpperCase(), args: match[2].trim(), line: current.line });
      current = null;
    }
  }
  return result;
}

const substitute = (value, vars) => value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => vars[a ?? b] ?? '');

/** `K=V K2="V 2"` (or the old `K V`) into pairs. */
function parseKeyValues(args, vars) {
  if (!/^\w+=/.test(args)) {
    const [key, ...rest] = args.split(/\s+/);
    return [[key, substitute(rest.join(' '), vars)]];
  }
  const pairs = [];
  const re = /(\w+)=("([^"]*)"|'([^']*)'|(\S*))/g;
  let match;
  while ((match = re.exec(args))) pairs.push([match[1], substitute(match[3] ?? match[4] ?? match[5] ?? '', vars)]);
  return pairs;
}

/** Leading --flag=value words, then the rest. */
function splitFlags(args) {
  const flags = {};
  let rest = args;
  for (;;) {
    const match = /^--([\w-]+)(?:=(\S+))?\s*/.exec(rest);
    if (!match) return { flags, rest };
    flags[match[1]] = match[2] ?? true;
    rest = rest.slice(match[0].length);
  }
}

const execForm = (text) => (text.trim().startsWith('[') ? JSON.parse(text) : ['/bin/sh', '-c', text]);

/** The Dockerfile as stages of steps, with ARG defaults and ENV values substituted. */
export function parseDockerfile(text) {
  const globals = {};
  const stages = [];
  let stage = null;
  for (const { op, args, line } of parseInstructions(text)) {
    if (op === 'ARG') {
      const [key, value] = args.includes('=') ? [args.slice(0, args.indexOf('=')), args.slice(args.indexOf('=') + 1)] : [args, undefined];
      (stage ? stage.vars : globals)[key] = value ?? globals[key] ?? '';
      continue;
    }
    if (op === 'FROM') {
      const { flags, rest } = splitFlags(args);
      const [image, as, name] = substitute(rest, globals).split(/\s+/);
      stage = {
        name: as?.toUpperCase() === 'AS' ? name : String(stages.length),
        image,
        platform: flags.platform ?? null,
        vars: { ...globals },
        env: {},
        steps: [],
        user: 'root',
        volumes: [],
        expose: [],
        healthcheck: null,
        cmd: null,
      };
      stages.push(stage);
      continue;
    }
    if (!stage) throw new Error(`line ${line}: ${op} before FROM`);
    if (op === 'ENV') {
      for (const [key, value] of parseKeyValues(args, { ...stage.vars, ...stage.env })) {
        stage.env[key] = value;
        stage.steps.push({ op, line, key, value });
      }
    } else if (op === 'WORKDIR') {
      stage.steps.push({ op, line, dir: substitute(args, { ...stage.vars, ...stage.env }) });
    } else if (op === 'COPY' || op === 'ADD') {
      const { flags, rest } = splitFlags(args);
      const words = rest.trim().startsWith('[') ? JSON.parse(rest) : rest.split(/\s+/);
      stage.steps.push({ op, line, from: flags.from ?? null, chown: flags.chown ?? null, sources: words.slice(0, -1), dest: words.at(-1) });
    } else if (op === 'RUN') {
      stage.steps.push({ op, line, command: args });
    } else if (op === 'USER') {
      stage.user = args;
      stage.steps.push({ op, line, user: args });
    } else if (op === 'VOLUME') {
      stage.volumes.push(...(args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/)));
    } else if (op === 'EXPOSE') {
      stage.expose.push(...args.split(/\s+/));
    } else if (op === 'HEALTHCHECK') {
      const { flags, rest } = splitFlags(args);
      if (/^NONE$/i.test(rest)) stage.healthcheck = null;
      else stage.healthcheck = { ...flags, command: execForm(rest.replace(/^CMD\s+/i, '')) };
    } else if (op === 'CMD') {
      stage.cmd = execForm(args);
    } else if (op !== 'LABEL' && op !== 'STOPSIGNAL' && op !== 'ENTRYPOINT' && op !== 'SHELL') {
      throw new Error(`line ${line}: ${op} is not understood by docker-steps.mjs`);
    } else if (op === 'ENTRYPOINT' || op === 'SHELL') {
      throw new Error(`line ${line}: ${op} is not supported by docker-steps.mjs (extend it first)`);
    }
  }
  return stages;
}

/** .dockerignore patterns into a predicate on repository-relative paths (last match wins). */
export function dockerignore(text) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = path.posix.normalize((negate ? line.slice(1) : line).replace(/^\/+/, ''));
      let re = '';
      for (let i = 0; i < pattern.length; i += 1) {
        const c = pattern[i];
        if (c === '*' && pattern[i + 1] === '*') {
          const slash = pattern[i + 2] === '/';
          re += slash ? '(?:.*/)?' : '.*';
          i += slash ? 2 : 1;
        } else if (c === '*') re += '[^/]*';
        else if (c === '?') re += '[^/]';
        else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { negate, re: new RegExp(`^${re}(?:/.*)?$`) };
    });
  return (relative) => {
    let ignored = false;
    for (const rule of rules) if (rule.re.test(relative)) ignored = !rule.negate;
    return ignored;
  };
}

function copyFiltered(source, dest, relative, isIgnored) {
  const stat = lstatSync(source);
  if (relative && isIgnored(relative)) return;
  if (stat.isDirectory()) {
    mkdirSync(dest, { recursive: true });
    for (const entry of readdirSync(source))
      copyFiltered(path.join(source, entry), path.join(dest, entry), relative ? `${relative}/${entry}` : entry, isIgnored);
  } else {
    mkdirSync(path.dirname(dest), { recursive: true });
    cpSync(source, dest, { verbatimSymlinks: true });
  }
}

/** Installed package folders (`npm ls --parseable`) for the workspaces an `npm ci` names. */
function installedPackages(npmArgs) {
  const omitDev = npmArgs.includes('--omit=dev');
  const workspaceArgs = [];
  for (let i = 0; i < npmArgs.length; i += 1) {
    if (npmArgs[i] === '--workspace' || npmArgs[i] === '-w') workspaceArgs.push('--workspace', npmArgs[i + 1]);
    else if (npmArgs[i].startsWith('--workspace=')) workspaceArgs.push(npmArgs[i]);
    else if (npmArgs[i] === '--include-workspace-root') workspaceArgs.push(npmArgs[i]);
  }
  const result = spawnSync('npm', ['ls', '--all', '--parseable', ...(omitDev ? ['--omit=dev'] : []), ...workspaceArgs], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!result.stdout) throw new Error(`npm ls failed: ${result.stderr}`);
  return new Set(result.stdout.split('\n').filter(Boolean));
}

/**
 * Stands in for `npm ci`: every node_modules of this repository (root and workspaces) is rebuilt
 * in the stage with links to the installed packages that `npm ls` lists; workspace links stay
 * relative, so they point at the stage's own copies of the workspaces.
 */
function linkNodeModules(appDir, npmArgs, log) {
  const wanted = installedPackages(npmArgs);
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces ?? [];
  let linked = 0;
  for (const owner of ['', ...workspaces]) {
    const from = path.join(root, owner, 'node_modules');
    if (!existsSync(from)) continue;
    const to = path.join(appDir, owner, 'node_modules');
    rmSync(to, { recursive: true, force: true });
    const linkEntries = (fromDir, toDir) => {
      mkdirSync(toDir, { recursive: true });
      for (const entry of readdirSync(fromDir)) {
        const source = path.join(fromDir, entry);
        const target = path.join(toDir, entry);
        if (entry === '.package-lock.json' || entry === '.vite' || entry === '.cache') continue;
        const stat = lstatSync(source);
        if (stat.isSymbolicLink()) {
          const link = readlinkSync(source);
          // Workspace links (relative): kept as they are, so they reach the stage's own copies.
          if (wanted.has(source) || wanted.has(path.resolve(fromDir, link))) symlinkSync(link, target);
        } else if (entry === '.bin') {
          symlinkSync(source, target);
        } else if (entry.startsWith('@') && stat.isDirectory()) {
          linkEntries(source, target);
        } else if (wanted.has(source)) {
          symlinkSync(source, target);
          linked += 1;
        }
      }
    };
    linkEntries(from, to);
  }
  log(`  (npm ci replaced: ${linked} installed packages linked${npmArgs.includes('--omit=dev') ? ', production only' : ''})`);
}

function shellWords(command) {
  return command.split(/\s+/).filter(Boolean);
}

/** Absolute container paths of a stage that live in its folder. */
function stageRoots(stage) {
  const roots = new Set(stage.volumes);
  for (const step of stage.steps) {
    if (step.op === 'WORKDIR') roots.add(step.dir);
    if (step.op === 'ENV' && step.value.startsWith('/')) roots.add(step.value);
  }
  return [...roots].filter((dir) => dir.startsWith('/') && dir !== '/');
}

function mapPaths(text, roots, stageDir) {
  let out = text;
  for (const dir of roots) {
    const escaped = dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(^|[\\s=:'"])${escaped}(?=$|[\\s/'":])`, 'g'), `$1${stageDir}${dir}`);
  }
  return out;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Runs every stage, then the last stage's CMD, waits for its HEALTHCHECK, and returns a handle to
 * the running app: { url, stageDirs, output(), stop() }.
 */
export async function runDockerfile(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const dockerfile = readFileSync(path.join(root, options.dockerfile ?? 'Dockerfile'), 'utf8');
  const isIgnored = existsSync(path.join(root, '.dockerignore')) ? dockerignore(readFileSync(path.join(root, '.dockerignore'), 'utf8')) : () => false;
  const stages = parseDockerfile(dockerfile);
  const work = options.workDir ?? mkdtempSync(path.join(tmpdir(), 'docker-steps-'));
  // chown has nothing to do here (no user switch); a no-op stands in for it on PATH.
  const shims = path.join(work, '.shims');
  mkdirSync(shims, { recursive: true });
  writeFileSync(path.join(shims, 'chown'), '#!/bin/sh\nexit 0\n');
  chmodSync(path.join(shims, 'chown'), 0o755);
  const stageDirs = {};

  for (const stage of stages) {
    const stageDir = path.join(work, stage.name);
    stageDirs[stage.name] = stageDir;
    mkdirSync(stageDir, { recursive: true });
    const roots = stageRoots(stage);
    const inStage = (containerPath, cwd) => path.join(stageDir, path.posix.resolve(cwd, containerPath));
    let cwd = '/';
    const env = {};
    log(`▶ stage ${stage.name} (${stage.image})`);
    for (const step of stage.steps) {
      if (step.op === 'WORKDIR') {
        cwd = path.posix.resolve(cwd, step.dir);
        mkdirSync(inStage('.', cwd), { recursive: true });
      } else if (step.op === 'ENV') {
        env[step.key] = step.value;
      } else if (step.op === 'USER') {
        log(`  USER ${step.user} (recorded; the steps run as this machine's user)`);
      } else if (step.op === 'COPY' || step.op === 'ADD') {
        const destIsDir = step.dest.endsWith('/') || step.sources.length > 1;
        const dest = inStage(step.dest, cwd);
        for (const source of step.sources) {
          if (/[*?[]/.test(source)) throw new Error(`line ${step.line}: wildcards in COPY are not supported by docker-steps.mjs`);
          let from;
          if (step.from) {
            if (!stageDirs[step.from]) throw new Error(`line ${step.line}: unknown stage ${step.from}`);
            from = path.join(stageDirs[step.from], path.posix.resolve('/', source));
          } else {
            const relative = path.posix
              .normalize(source)
              .replace(/^\.\/?/, '')
              .replace(/\/$/, '');
            if (relative && isIgnored(relative)) throw new Error(`line ${step.line}: ${source} is excluded by .dockerignore`);
            from = path.join(root, relative);
          }
          if (!existsSync(from)) throw new Error(`line ${step.line}: COPY source ${source} does not exist`);
          const target = statSync(from).isDirectory() ? dest : destIsDir ? path.join(dest, path.basename(from)) : dest;
          if (step.from) cpSync(from, target, { recursive: true, verbatimSymlinks: true });
          else
            copyFiltered(
              from,
              target,
              path.posix
                .normalize(source)
                .replace(/^\.\/?/, '')
                .replace(/\/$/, ''),
              isIgnored,
            );
        }
        log(`  COPY ${step.from ? `--from=${step.from} ` : ''}${step.sources.join(' ')} ${step.dest}`);
      } else if (step.op === 'RUN') {
        for (const part of step.command.split(/\s*&&\s*/)) {
          const words = shellWords(part);
          if (words[0] === 'npm' && words[1] === 'ci') {
            linkNodeModules(inStage('.', cwd), words.slice(2), log);
            continue;
          }
          if (words[0] === 'npm' && words[1] === 'cache') {
            log(`  RUN ${part} (skipped: would touch this machine's npm cache)`);
            continue;
          }
          log(`  RUN ${part}`);
          const mapped = mapPaths(part, roots, stageDir);
          const started = Date.now();
          const result = spawnSync('/bin/sh', ['-c', mapped], {
            cwd: inStage('.', cwd),
            stdio: options.quiet ? 'pipe' : 'inherit',
            env: { ...process.env, ...mapEnv(env, roots, stageDir), PATH: `${shims}:${process.env.PATH}` },
            encoding: 'utf8',
          });
          if (result.status !== 0)
            throw new Error(`line ${step.line}: RUN ${part} failed (exit ${result.status})\n${result.stdout ?? ''}${result.stderr ?? ''}`);
          log(`    done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        }
      }
    }
    stage.finalCwd = cwd;
    stage.finalEnv = env;
  }

  const last = stages.at(-1);
  if (!last.cmd) throw new Error('the last stage has no CMD');
  const roots = stageRoots(last);
  const stageDir = stageDirs[last.name];
  const port = options.port ?? (await freePort());
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? tmpdir(),
    ...mapEnv(last.finalEnv, roots, stageDir),
    PORT: String(port),
    HOST: options.host ?? '127.0.0.1',
    ...options.env,
  };
  for (const volume of last.volumes) mkdirSync(path.join(stageDir, volume), { recursive: true });
  log(`▶ CMD ${last.cmd.join(' ')} (PORT=${port})`);
  let output = '';
  const child = spawn(last.cmd[0] === 'node' ? process.execPath : last.cmd[0], last.cmd.slice(1), {
    cwd: path.join(stageDir, last.finalCwd),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  void exited.then((value) => (exit = value));

  const handle = {
    url: `http://127.0.0.1:${port}`,
    work,
    stageDirs,
    stages,
    output: () => output,
    async stop() {
      if (!exit) child.kill('SIGTERM');
      const result = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 30_000))]);
      if (!result) child.kill('SIGKILL');
      if (!options.keep) rmSync(work, { recursive: true, force: true });
      return result;
    },
  };

  if (!last.healthcheck) return handle;
  const deadline = Date.now() + (options.healthTimeoutMs ?? 150_000);
  const check = last.healthcheck.command;
  for (;;) {
    if (exit) {
      await handle.stop();
      throw new Error(`the app exited (${exit.code ?? exit.signal}) before its HEALTHCHECK passed:\n${output}`);
    }
    const result = spawnSync(check[0] === 'node' ? process.execPath : check[0], check.slice(1), {
      env,
      cwd: path.join(stageDir, last.finalCwd),
      timeout: 10_000,
    });
    if (result.status === 0) break;
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`HEALTHCHECK did not pass in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  log(`▶ HEALTHCHECK passed: ${check.join(' ').slice(0, 80)}…`);
  return handle;
}

function mapEnv(env, roots, stageDir) {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value.startsWith('/') ? mapPaths(value, roots, stageDir) : value]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--plan')) {
    console.log(JSON.stringify(parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8')), null, 2));
  } else {
    const started = Date.now();
    const app = await runDockerfile({ keep: args.includes('--keep') });
    const page = await fetch(`${app.url}/`);
    console.log(`GET / → ${page.status}`);
    const stopped = await app.stop();
    console.log(`stopped: ${JSON.stringify(stopped)}${args.includes('--keep') ? ` (kept ${app.work})` : ''}`);
    console.log(`docker steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exit(page.ok ? 0 : 1);
  }
}
