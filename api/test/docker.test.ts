/**
 * The container files at the repository root. Always: the Dockerfile's and compose.yaml's
 * structure, and the image's own CMD and HEALTHCHECK run on this machine as the image would
 * run them. Only where `docker info` succeeds: the image is built and started, and must turn
 * healthy. Without an engine that part is not registered (not skipped) and says so.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** Dockerfile instructions with continuation lines joined and comments dropped. */
const instructions = read('Dockerfile')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const all = (keyword: string) => instructions.filter((line) => line.startsWith(`${keyword} `));
const last = (keyword: string) =>
  all(keyword)
    .at(-1)
    ?.slice(keyword.length + 1) ?? '';
const jsonArgs = (text: string) => JSON.parse(text.replace(/^CMD\s+/, '')) as string[];
const imageEnv = Object.fromEntries(
  [
    ...all('ENV')
      .join(' ')
      .matchAll(/(\w+)=(\S+)/g),
  ].map(([, key, value]) => [key, value]),
);

/** The stages, each with its FROM line's image and name and its own instructions. */
const stages = instructions.reduce<{ image: string; name?: string; lines: string[] }[]>((found, line) => {
  const from = line.match(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i);
  if (from) found.push({ image: from[1] as string, name: from[2], lines: [] });
  else found.at(-1)?.lines.push(line);
  return found;
}, []);
const finalStage = stages.at(-1) ?? { image: '', lines: [] };
const finalLast = (keyword: string) =>
  finalStage.lines
    .filter((line) => line.startsWith(`${keyword} `))
    .at(-1)
    ?.slice(keyword.length + 1) ?? '';

describe('Dockerfile', () => {
  it('builds and runs on Node 24 LTS bookworm-slim, every stage pinned by the same digest', () => {
    const images = stages.map((stage) => stage.image);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toMatch(/^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/);
    expect(new Set(images).size).toBe(1);
  });

  it('compiles better-sqlite3 and builds with the committed lock', () => {
    expect(instructions.join('\n')).toMatch(/apt-get install[^\n]*python3 make g\+\+/);
    // `npm ci` rejects npm 11's lock (docs/self-hosting.md); the committed lock is used as is.
    expect(instructions.some((line) => /npm install --no-audit/.test(line))).toBe(true);
    expect(instructions.some((line) => /\bnpm ci\b/.test(line))).toBe(false);
    expect(instructions).toContain('RUN npm run build');
  });

  it('ships no dev dependencies: the final stage takes node_modules pruned after the build, nothing more', () => {
    const copies = finalStage.lines.filter((line) => line.startsWith('COPY '));
    const fromBuild = copies.map((line) => line.match(/^COPY --from=(\S+)\s+(.+)\s+\S+$/));
    // Everything comes from an earlier stage, by name, and never the whole of /app.
    for (const [index, match] of fromBuild.entries()) expect(match, copies[index]).not.toBeNull();
    const sources = fromBuild.flatMap((match) => (match?.[2] ?? '').split(/\s+/));
    expect(sources).not.toContain('/app');
    expect(sources).not.toContain('/app/');
    for (const devOnly of ['/app/portal', '/app/sdk', '/app/portal/node_modules', '/app/sdk/node_modules'])
      expect(sources).not.toContain(devOnly);
    // node_modules comes from a stage whose last npm step, after the build, pruned dev deps.
    const modulesFrom = fromBuild.find((match) => match?.[2] === '/app/node_modules')?.[1];
    const source = stages.find((stage) => stage.name === modulesFrom);
    const npmSteps = source?.lines.filter((line) => /^RUN npm /.test(line)) ?? [];
    expect(npmSteps.at(-1)).toMatch(/^RUN npm prune --omit=dev\b/);
    expect(npmSteps.indexOf('RUN npm run build')).toBeLessThan(npmSteps.length - 1);
    // And the final stage installs nothing of its own.
    expect(finalStage.lines.some((line) => /^RUN .*\bnpm (install|ci|i)\b/.test(line))).toBe(false);
  });

  it('runs the API server built before the prune with plain Node, and keeps tsx for the ops commands', () => {
    // `npm run build` (a build-stage step) bundles the API into api/build (scripts/build-api.mjs).
    expect(JSON.parse(read('package.json')).scripts.build).toContain('scripts/build-api.mjs');
    expect(jsonArgs(last('CMD'))).toEqual([
      'node',
      '--max-semi-space-size=4',
      '--heap-growing-percent=50',
      'api/build/index.mjs',
    ]);
    // The same heap as `npm start`: the old generation is collected before it grows by half, so
    // the garbage that loads promote does not pile up to the peak RSS (issue 25).
    const startFlags = JSON.parse(read('package.json')).scripts.start.split(' ').slice(1, -1);
    expect(startFlags).toEqual(jsonArgs(last('CMD')).slice(1, -1));
    // Backup, restore and migrate-to-postgres still run their TypeScript through tsx in the image.
    expect(JSON.parse(read('api/package.json')).dependencies).toHaveProperty('tsx');
  });

  it('runs as a non-root user, data in a volume, port and health check declared in the final stage', () => {
    expect(finalLast('USER')).toMatch(/^(?!root$|0$)\w+$/);
    expect(imageEnv).toMatchObject({ DATA_DIR: '/data', HOST: '0.0.0.0', PORT: '3000' });
    expect(finalLast('VOLUME')).toBe('["/data"]');
    expect(finalLast('EXPOSE')).toBe('3000');
    expect(finalLast('HEALTHCHECK')).toContain('/api/health');
  });

  it('bakes in no secret', () => {
    for (const line of [...all('ENV'), ...all('ARG')]) {
      expect(line).not.toMatch(/SECRET|PASSWORD|TOKEN|STRIPE|SMTP|KEY/i);
    }
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '.env.*', 'data', '**/node_modules', '.git'])
      expect(ignored).toContain(entry);
  });

  it("starts with the image's CMD and passes its HEALTHCHECK (run here, without Docker)", async () => {
    // What the image's build stage makes: the API server's bundle, from today's sources.
    execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root });
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sayso-image-'));
    // The image's environment, on loopback and a free port on this shared machine.
    const env = { ...process.env, ...imageEnv, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };
    const [command, ...args] = jsonArgs(last('CMD'));
    const child = spawn(command as string, args, { cwd: root, env, detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const [checkCommand, ...checkArgs] = jsonArgs(last('HEALTHCHECK').replace(/^.*?CMD\s+/, 'CMD '));
      const healthy = () => spawnSync(checkCommand as string, checkArgs, { env }).status === 0;
      await waitFor(healthy, () => output);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
    expect(await exited, output).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('compose.yaml', () => {
  it('keeps data in a named volume, passes PUBLIC_URL and holds no secret value', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/^\s+- sayso-data:\/data$/m);
    expect(compose).toMatch(/PUBLIC_URL: \$\{PUBLIC_URL:-http:\/\/localhost:3000\}/);
    expect(compose).toMatch(/build: \./);
    expect(compose).not.toMatch(/^\s+\w*(SECRET|PASSWORD|KEY|SMTP_URL)\w*:\s*\S/m);
  });
});

const hasDocker = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
if (hasDocker) {
  describe('the image (Docker engine found)', () => {
    it('builds, starts and turns healthy', { timeout: 900_000 }, async () => {
      const tag = `sayso-test:${process.pid}`;
      execFileSync('docker', ['build', '-t', tag, root], { stdio: 'inherit' });
      const id = execFileSync('docker', ['run', '-d', '--rm', tag]).toString().trim();
      try {
        const status = () =>
          execFileSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', id]).toString().trim();
        await waitFor(
          () => status() === 'healthy',
          () => execFileSync('docker', ['logs', id]).toString(),
          120_000,
        );
      } finally {
        execFileSync('docker', ['stop', id]);
        execFileSync('docker', ['rmi', tag]);
      }
    });
  });
} else {
  console.info('Docker engine not available (`docker info` failed): the image was not built or started.');
}

/** Polls `ready` until it holds, or fails with the process output after `timeoutMs`. */
async function waitFor(ready: () => boolean, output: () => string, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
