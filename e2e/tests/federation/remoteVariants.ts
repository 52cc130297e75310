import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './servers';

// The skew matrix's builds (issue 10, issue 18): a remote of this tree built again under another
// version, and one built against a newer shared package than the shell provides.

/** The version in a workspace package's package.json (`apps/agent-desk`). */
export function versionOf(dir: string): string {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).version;
}

/** `1.2.3` -> `1.3.0`: the next minor, what a remote built against a newer package requires. */
function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

/** One build of a remote: its manifest version, and a shared requirement ('' for none). */
export interface RemoteVariant {
  version: string;
  require: string;
}

/**
 * The N-1 and N+1 builds of a remote at `appDir` (`apps/flow-designer`): N-1 carries an older
 * version and the same shared requirements; N+1 needs a newer @atende/api-client than the shell has.
 */
export function skewVariants(appDir: string): { previous: RemoteVariant; next: RemoteVariant } {
  const apiClientNow = versionOf('packages/api-client');
  return {
    previous: { version: '0.0.9-skew', require: '' },
    next: {
      version: `${nextMinor(versionOf(appDir))}-skew`,
      require: `^${nextMinor(apiClientNow)}`,
    },
  };
}

/** Builds the remote at `appDir` with another version (and requirement) into `outDir`, as a team would. */
export function buildRemoteVariant(appDir: string, outDir: string, variant: RemoteVariant): void {
  const dir = path.join(repoRoot, appDir);
  const webpack = path.join(dir, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production'], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      ATENDE_BUILD_VERSION: variant.version,
      ATENDE_OUTPUT_DIR: outDir,
      ...(variant.require
        ? { ATENDE_SHARED_REQUIRE: `@atende/api-client@${variant.require}` }
        : {}),
    },
  });
  if (result.status !== 0) {
    throw new Error(`building ${appDir} ${variant.version} failed:\n${result.stderr}`);
  }
}
