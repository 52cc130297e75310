// A change to a package's public surface (its committed `api/*.api.md`, kept true by the package's
// lint) comes with a changeset naming that package. Two checks, both without network or history
// beyond what a fresh clone has:
//   1. Against the last release: `.changeset/api-surface.json` holds a fingerprint of each package's
//      reports as of `pnpm version-packages` (which refreshes it with --record). A package whose
//      reports differ from it needs a pending `.changeset/*.md` naming it. This one works on a clean
//      clone of main, where there is no branch to compare with.
//   2. Against the base branch, when there is one (API_BASE_REF, else `main` or `origin/main`, and
//      HEAD is not on it): every report changed since the merge base needs a changeset added or
//      edited since the merge base naming its package, so an older pending changeset does not
//      cover a new change.
// Usage: `node scripts/check-api-changesets.mjs` (run by `pnpm lint` and `pnpm test`, ~0.2 s), or
// `--record` after `changeset version`.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const recordFile = path.join(root, '.changeset', 'api-surface.json');

/** Packages with API reports: name, folder (relative to root), report files. */
function reportedPackages() {
  const dir = path.join(root, 'packages');
  return fs
    .readdirSync(dir)
    .map((folder) => path.join('packages', folder))
    .filter((folder) => fs.existsSync(path.join(root, folder, 'api')))
    .map((folder) => ({
      name: JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name,
      folder,
      reports: fs
        .readdirSync(path.join(root, folder, 'api'))
        .filter((file) => file.endsWith('.api.md'))
        .sort(),
    }));
}

/** One fingerprint for all of a package's reports (names and contents). */
function fingerprint({ folder, reports }) {
  const hash = crypto.createHash('sha256');
  for (const file of reports) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, folder, 'api', file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The package names a changeset's front matter lists. */
function packagesNamedIn(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return [...front.matchAll(/^\s*["']?([^"':]+)["']?\s*:/gm)].map((m) => m[1].trim());
}

/** Pending changesets: file -> package names. */
function pendingChangesets() {
  const dir = path.join(root, '.changeset');
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .map((file) => [file, packagesNamedIn(fs.readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

function git(...args) {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** The merge base with the base branch, or null when there is none to compare with. */
function mergeBase() {
  const candidates = [process.env.API_BASE_REF, 'main', 'origin/main'].filter(Boolean);
  try {
    const head = git('rev-parse', 'HEAD').trim();
    for (const ref of candidates) {
      try {
        const base = git('merge-base', 'HEAD', ref).trim();
        // On the base branch itself only an explicit API_BASE_REF compares (uncommitted changes).
        return base === head && ref !== process.env.API_BASE_REF ? null : base;
      } catch {
        // Not a ref here; try the next one.
      }
    }
  } catch {
    // Not a git checkout (an unpacked archive): only the first check applies.
  }
  return null;
}

const packages = reportedPackages();

if (process.argv.includes('--record')) {
  const record = Object.fromEntries(packages.map((p) => [p.name, fingerprint(p)]));
  fs.writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `recorded the API surface of ${packages.length} packages in .changeset/api-surface.json`,
  );
  process.exit(0);
}

const recorded = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : {};
const pending = pendingChangesets();
const named = new Set([...pending.values()].flat());
const failures = [];

// 1. Since the last release.
for (const p of packages) {
  if (recorded[p.name] !== fingerprint(p) && !named.has(p.name)) {
    failures.push(
      `${p.name}: api/*.api.md changed since the last release and no pending changeset names it`,
    );
  }
}

// 2. Since the base branch.
const base = mergeBase();
if (base) {
  const paths = ['.changeset', ...packages.map((p) => `${p.folder}/api`)];
  // Committed and uncommitted changes alike (the working tree against the merge base), new files too.
  const touched = new Set(
    [
      ...git('diff', '--name-only', base, '--', ...paths).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard', '--', ...paths).split('\n'),
    ].filter(Boolean),
  );
  const newlyNamed = new Set(
    [...touched]
      .filter((file) => file.startsWith('.changeset/') && pending.has(path.basename(file)))
      .flatMap((file) => pending.get(path.basename(file))),
  );
  for (const p of packages) {
    // A package that had no reports at the base gets its first ones: nothing to compare with.
    if (git('ls-tree', '--name-only', base, '--', `${p.folder}/api/`).trim() === '') continue;
    const changed = [...touched].filter((file) => file.startsWith(`${p.folder}/api/`));
    if (changed.length > 0 && !newlyNamed.has(p.name)) {
      failures.push(
        `${p.name}: ${changed.join(', ')} changed on this branch; add a changeset naming ${p.name}`,
      );
    }
  }
}

if (failures.length > 0) {
  console.error(
    `API surface changes without a changeset (run \`pnpm changeset\`, pick the package and the semver` +
      ` bump of its public entries):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `API changesets: ${packages.length} packages' reports covered${base ? ` (base ${base.slice(0, 8)})` : ''}`,
);
