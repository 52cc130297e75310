import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A child process the bench started (API or static server), with its recent output for errors. */
export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it printed (stdout and stderr), shown when it fails. */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it exited. */
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `command args` with its output kept (not printed unless it fails). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): RunningProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    output: () => lines.join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx (or the process exits, or `timeoutMs` passes). */
export async function waitForHttp(
  url: string,
  proc: RunningProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${proc.name}: ${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
}
