#!/usr/bin/env node
// atende-release: builds the remote of the current folder into an immutable versioned folder and
// prints the one line of the shell's config.json that points at it (progress goes to stderr).
//   atende-release [--releases-dir releases] [--base http://localhost:3100] [--build-command "..."]
// Environment (the flags win): ATENDE_RELEASES_DIR, ATENDE_RELEASE_BASE.
// Run it as `pnpm --filter @atende/<remote> release`; see docs/runbooks/release-a-remote.md.
const path = require('node:path');
const { releaseRemote } = require('./release.cjs');

/**
 * @param {string[]} argv
 * @returns {Record<string, string>}
 */
function parseArgs(argv) {
  /** @type {Record<string, string>} */
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const next = argv[i + 1];
    if (!arg.startsWith('--') || next === undefined) throw new Error(`Unknown argument: ${arg}`);
    args[arg.slice(2)] = next;
    i += 1;
  }
  return args;
}

/** @param {string} file @returns {string} relative to the current folder when inside it */
function shortPath(file) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

try {
  const args = parseArgs(process.argv.slice(2));
  const release = releaseRemote({
    appDir: process.cwd(),
    releasesDir: args['releases-dir'] ?? process.env.ATENDE_RELEASES_DIR,
    baseUrl: args.base ?? process.env.ATENDE_RELEASE_BASE,
    buildCommand: args['build-command'],
  });
  process.stderr.write(
    [
      `Released into ${shortPath(release.folder)}`,
      'Point the shell at it: put this line in "remotes" of its config.json (rollback: the previous line):',
      '',
    ].join('\n'),
  );
  process.stdout.write(`${release.configLine}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
