// Proves that turbo's task hashes include the workspace packages a task depends on (the `transit`
// task of turbo.json): the agent desk's test, lint and typecheck hashes must change when a source
// file of @atende/api-client changes, and must not change when an unrelated app changes.
// Dry runs only (nothing is executed); takes a couple of seconds. Run by scripts/test-all.mjs.
//
// The probes are new, untracked files (turbo hashes those too), removed straight away, so nothing
// anyone is editing is touched.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = '@atende/agent-desk';
const tasks = ['test', 'lint', 'typecheck'];

function hashes() {
  const result = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', ...tasks, `--filter=${target}`, '--dry=json'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    console.error(result.stderr);
    throw new Error(`turbo --dry=json failed (exit ${result.status})`);
  }
  const dry = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
  return Object.fromEntries(
    tasks.map((task) => {
      const entry = dry.tasks.find((t) => t.taskId === `${target}#${task}`);
      if (!entry) throw new Error(`${target}#${task} is not in the dry run`);
      return [task, entry.hash];
    }),
  );
}

/** Hashes with a probe file present in `dir`, then the probe removed. */
function hashesWith(dir) {
  const probe = path.join(root, dir, `.turbo-hash-probe-${process.pid}.ts`);
  fs.writeFileSync(probe, `export const probe = ${Date.now()};\n`);
  try {
    return hashes();
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

const failures = [];
const before = hashes();
const dependencyChanged = hashesWith('packages/api-client/src');
const unrelatedChanged = hashesWith('apps/api/src');
const after = hashes();

for (const task of tasks) {
  if (dependencyChanged[task] === before[task]) {
    failures.push(`${target}#${task}: hash ignores a change in packages/api-client/src`);
  }
  if (unrelatedChanged[task] !== before[task]) {
    failures.push(`${target}#${task}: hash changes with apps/api/src, which it does not depend on`);
  }
  if (after[task] !== before[task]) {
    // Someone changed a file meanwhile (shared working tree): the comparison proves nothing.
    failures.push(`${target}#${task}: the tree changed during the check; run it again`);
  }
}

if (failures.length > 0) {
  console.error(`turbo hash check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `turbo hash check: ${target} ${tasks.join('/')} follow packages/api-client, ignore apps/api`,
);
