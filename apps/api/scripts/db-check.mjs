// `pnpm --filter @atende/api db:check`: the committed migrations (drizzle/) match the schema
// (src/db/schema.ts). `drizzle-kit check` only checks that the migrations agree with each other, so
// this runs `drizzle-kit generate` against a temporary copy of drizzle/ and fails when it would write
// a migration (a schema change without its migration). The real drizzle/ folder is never touched.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--schema <file>` checks another schema file against drizzle/ (to see the check fail on purpose).
const schemaArg = process.argv.indexOf('--schema');
const schema =
  schemaArg > 0
    ? path.relative(apiDir, path.resolve(process.argv[schemaArg + 1]))
    : 'src/db/schema.ts';
const migrations = path.join(apiDir, 'drizzle');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-db-check-'));
const copy = path.join(tmp, 'drizzle');

/** Every file under `dir`, relative to it. */
function files(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : [],
    );
}

try {
  fs.cpSync(migrations, copy, { recursive: true });
  const before = files(copy).sort();
  // drizzle-kit prefixes `--out` with './', so it gets a path relative to the package.
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      `./${schema}`,
      '--out',
      path.relative(apiDir, copy),
    ],
    { cwd: apiDir, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;
  const added = files(copy)
    .sort()
    .filter((file) => !before.includes(file));
  if (result.status !== 0) {
    console.error(output);
    console.error(`db:check: drizzle-kit generate failed (exit ${result.status}).`);
    process.exit(1);
  }
  if (added.length > 0 || !output.includes('No schema changes')) {
    const sql = added.filter((file) => file.endsWith('.sql'));
    for (const file of sql) console.error(fs.readFileSync(path.join(copy, file), 'utf8'));
    console.error(
      `db:check: ${schema} has changes without a migration${
        sql.length ? ` (it would write ${sql.join(', ')})` : ''
      }. Run \`pnpm --filter @atende/api db:generate\` and commit drizzle/.`,
    );
    process.exit(1);
  }
  console.log(`db:check: the migrations in drizzle/ match ${schema}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
