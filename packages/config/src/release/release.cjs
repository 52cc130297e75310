// Builds a remote into an immutable, versioned release folder and gives the config.json line that
// points the shell at it (ADR 0011, docs/runbooks/release-a-remote.md). Nothing else is built: the
// shell and the other remotes keep running what their config.json names.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** The default build: the app's own webpack config, written into the staging folder. */
const DEFAULT_BUILD_COMMAND = 'webpack --mode production --output-path {out}';

/**
 * @typedef {object} ReleaseOptions
 * @property {string} appDir the remote's folder (holding package.json and webpack.config.mjs)
 * @property {string} [releasesDir] where release folders go (`<releasesDir>/<app>/<version>-<sha>/`);
 *   default `<repository root>/releases`
 * @property {string} [baseUrl] the URL at which `releasesDir` is served (default http://localhost:3100)
 * @property {string} [buildCommand] shell command that builds into `{out}` (default: webpack)
 * @property {(line: string) => void} [log] progress lines (default: stderr)
 */

/**
 * @typedef {object} Release
 * @property {string} folder absolute path of the new release folder
 * @property {string} id `<version>-<sha>` (plus `-dirty` when built from uncommitted files)
 * @property {string} federationName the remote's name, its key in config.json `remotes`
 * @property {string} manifestUrl where the shell fetches its manifest
 * @property {string} configLine the line of config.json that points the shell at it
 */

/**
 * @param {string[]} args
 * @param {string} cwd
 * @returns {string | null} trimmed stdout, or null when git fails
 */
function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The commit a release is built from, and whether the app or the shared packages have uncommitted
 * changes (such a release is marked `-dirty`: it cannot be rebuilt from its commit).
 * @param {string} appDir
 * @returns {{ sha: string, dirty: boolean, root: string }}
 */
function sourceRevision(appDir) {
  const root = git(['rev-parse', '--show-toplevel'], appDir);
  const sha = git(['rev-parse', '--short=10', 'HEAD'], appDir);
  if (!root || !sha) throw new Error(`atende-release: ${appDir} is not in a git checkout.`);
  const watched = [appDir, path.join(root, 'packages')].filter((dir) => fs.existsSync(dir));
  const status = git(['status', '--porcelain', '--', ...watched], root);
  return { sha, dirty: status === null || status.length > 0, root };
}

/**
 * Builds the remote in `appDir` into `<releasesDir>/<app>/<version>-<sha>/`. Refuses when that folder
 * exists (a release is never overwritten: a new build needs a new commit or version). The build goes
 * to a staging folder beside it and is renamed into place only when complete, with its
 * mf-manifest.json and a release.json describing it.
 * @param {ReleaseOptions} options
 * @returns {Release}
 */
function releaseRemote(options) {
  const appDir = path.resolve(options.appDir);
  const log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  const pkg = readJson(path.join(appDir, 'package.json'));
  if (typeof pkg.version !== 'string' || !/^\d+\.\d+\.\d+/.test(pkg.version)) {
    throw new Error(`atende-release: ${pkg.name} has no semver version in package.json.`);
  }
  const app = path.basename(appDir);
  const { sha, dirty, root } = sourceRevision(appDir);
  const id = `${pkg.version}-${sha}${dirty ? '-dirty' : ''}`;
  const releasesDir = path.resolve(options.releasesDir ?? path.join(root, 'releases'));
  const appReleases = path.join(releasesDir, app);
  const folder = path.join(appReleases, id);
  const shown = path.relative(process.cwd(), folder) || folder;
  if (fs.existsSync(folder)) {
    throw new Error(
      `atende-release: ${shown} already exists; a release is never overwritten. ` +
        'Commit the change (or bump the version with a changeset) and release again.',
    );
  }
  if (dirty) {
    log(
      `atende-release: uncommitted changes in ${app} or packages/: the release is marked -dirty.`,
    );
  }

  fs.mkdirSync(appReleases, { recursive: true });
  const staging = fs.mkdtempSync(path.join(appReleases, `.staging-${id}-`));
  try {
    const command = (options.buildCommand ?? DEFAULT_BUILD_COMMAND).replaceAll(
      '{out}',
      JSON.stringify(staging),
    );
    log(`atende-release: building ${pkg.name} ${pkg.version} (${sha}): ${command}`);
    const build = spawnSync(command, {
      cwd: appDir,
      shell: true,
      // The build's output goes to stderr: stdout carries only the config.json line.
      stdio: ['ignore', 2, 2],
      env: { ...process.env, ATENDE_RELEASE_OUT: staging },
    });
    if (build.status !== 0) {
      throw new Error(`atende-release: the build failed (exit ${build.status ?? build.signal}).`);
    }
    const manifestFile = path.join(staging, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) {
      throw new Error(
        `atende-release: the build wrote no mf-manifest.json; only a remote can be released this way.`,
      );
    }
    const manifest = readJson(manifestFile);
    const federationName = manifest.name;
    if (typeof federationName !== 'string' || !federationName) {
      throw new Error('atende-release: mf-manifest.json has no name.');
    }
    const builtVersion = manifest.metaData?.buildInfo?.buildVersion;
    if (builtVersion !== undefined && builtVersion !== pkg.version) {
      throw new Error(
        `atende-release: the manifest says version ${builtVersion}, package.json ${pkg.version}.`,
      );
    }
    fs.writeFileSync(
      path.join(staging, 'release.json'),
      `${JSON.stringify(
        {
          package: pkg.name,
          app,
          federationName,
          version: pkg.version,
          commit: sha,
          dirty,
          builtAt: new Date().toISOString(),
        },
        null,
        2,
      )}\n`,
    );
    // rename() onto an existing, non-empty folder fails: a release that appeared meanwhile stays.
    fs.renameSync(staging, folder);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  const base = (options.baseUrl ?? 'http://localhost:3100').replace(/\/+$/, '');
  const manifestUrl = `${base}/${app}/${id}/mf-manifest.json`;
  const federationName = readJson(path.join(folder, 'release.json')).federationName;
  return {
    folder,
    id,
    federationName,
    manifestUrl,
    configLine: `${JSON.stringify(federationName)}: ${JSON.stringify(manifestUrl)}`,
  };
}

module.exports = { releaseRemote };
