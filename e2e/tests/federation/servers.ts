import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root (this file is e2e/tests/federation/servers.ts). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** atende-serve, the static server every app is deployed with (as in playwright.config.ts). */
const atendeServe = path.join(repoRoot, 'packages', 'config', 'src', 'serve', 'cli.cjs');

/** A static server this journey started; `stop()` ends it. */
export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForUrl(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`atende-serve exited for ${url}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`atende-serve did not answer ${url}:\n${output()}`);
}

/**
 * Serves a production build with atende-serve on localhost:`port`; resolves once `readyPath` answers.
 * `configFile`: the deploy-time config.json (atende-serve reads it on every request).
 */
export async function serveBuild(options: {
  dir: string;
  port: number;
  readyPath: string;
  configFile?: string;
  /** Origins allowed to fetch the build cross-origin (a remote: the shells that load it). */
  cors?: readonly string[];
}): Promise<StaticServer> {
  const args = [atendeServe, '--dir', options.dir, '--port', String(options.port)];
  args.push('--host', 'localhost');
  if (options.configFile) args.push('--config', options.configFile);
  if (options.cors?.length) args.push('--cors', options.cors.join(','));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://localhost:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForUrl(`${url}${options.readyPath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Copies a remote's production build and gives the copy another `buildVersion` in its
 * mf-manifest.json: the same code deployed as a different version (what the shell's footer shows).
 */
export function relabelledCopy(distDir: string, targetDir: string, buildVersion: string): void {
  fs.cpSync(distDir, targetDir, { recursive: true });
  const manifestFile = path.join(targetDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = buildVersion;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}
