import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TOKEN_SECRET } from './config';

// What a deployment runs, started bare: the entry point itself (through tsx, the source of
// dist/main.js) must refuse to start, with a message that says why, before it opens anything.

const apiDir = path.resolve(__dirname, '..');
const tsxCli = path.join(apiDir, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Starts src/main.ts with only `env` (plus PATH/HOME) and waits for it to end. */
function bareStart(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [tsxCli, 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATA_DIR: path.join(os.tmpdir(), `atende-bare-${process.pid}`),
      PORT: '0',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe('a bare start (node dist/main.js, any NODE_ENV)', () => {
  it('exits non-zero naming TOKEN_SECRET when it is unset', () => {
    const run = bareStart({ NODE_ENV: 'development' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/failed to start: refusing to start in production mode/);
    expect(run.stderr).toMatch(/TOKEN_SECRET is required/);
    expect(run.stderr).toMatch(/ATENDE_MODE=development/);
    expect(run.stdout).not.toMatch(/listening|demo logins/);
  });

  it('refuses the published development secret', () => {
    const run = bareStart({
      TOKEN_SECRET: DEFAULT_TOKEN_SECRET,
      CORS_ORIGINS: 'https://atende.example.com',
      WHATSAPP_ENABLED: 'false',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/published development secret/);
  });
});
