// The checked public face of a shared package, run from its folder by `lint` and by `api:update`
// (`--local`): `tsc -p tsconfig.api.json` writes the declarations of `src` to `.api-types/`, then API
// Extractor reports EVERY entry of the `exports` map ('.' -> api/index.api.md, './query' ->
// api/query.api.md). Without --local a report that differs from the committed one fails; with it,
// the report is rewritten. Either way an entry must not re-export another package's symbol, nor two
// entries one name. A new entry needs no change here: its report appears at the next `api:update`.
import { Extractor, ExtractorConfig, CompilerState } from '@microsoft/api-extractor';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const local = process.argv.includes('--local');
const packageDir = process.cwd();
const packageJsonPath = path.join(packageDir, 'package.json');
const pkg = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
const typesDir = path.join(packageDir, '.api-types');
const reportDir = path.join(packageDir, 'api');

/** '.' -> 'index', './query' -> 'query', './a/b' -> 'a-b'. */
function reportName(entry) {
  return entry === '.' ? 'index' : entry.replace(/^\.\//, '').replaceAll('/', '-');
}

/** './src/query/index.ts' -> '<package>/.api-types/query/index.d.ts' (tsc's rootDir is src). */
function declarationOf(source) {
  const relative = path.relative('src', path.normalize(source));
  if (relative.startsWith('..')) throw new Error(`${pkg.name}: entry ${source} is not under src/`);
  return path.join(typesDir, relative.replace(/\.(c|m)?[jt]sx?$/, '.d.ts'));
}

const entries = Object.entries(pkg.exports ?? {}).map(([entry, target]) => {
  const source = typeof target === 'string' ? target : (target.types ?? target.default);
  return { name: reportName(entry), entry, declaration: declarationOf(source) };
});
if (entries.length === 0) throw new Error(`${pkg.name}: no "exports" in package.json`);

// 1. Declarations (one tsc run for every entry), 2. one report per entry, sharing one program.
fs.rmSync(typesDir, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const built = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.api.json'], {
  cwd: packageDir,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const tsconfig = JSON.parse(fs.readFileSync(path.join(packageDir, 'tsconfig.json'), 'utf8'));
const { compilerOptions = {} } = tsconfig;
const overrideTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
    lib: compilerOptions.lib ?? ['ES2023'],
    ...(compilerOptions.jsx ? { jsx: compilerOptions.jsx } : {}),
  },
  files: entries.map((e) => e.declaration),
};
const silent = { logLevel: 'none' };
const configs = entries.map(({ name, declaration }) =>
  ExtractorConfig.prepare({
    configObjectFullPath: path.join(packageDir, 'api-extractor.json'),
    packageJsonFullPath: packageJsonPath,
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: declaration,
      newlineKind: 'lf',
      compiler: { overrideTsconfig, skipLibCheck: true },
      apiReport: {
        enabled: true,
        reportFileName: name,
        reportFolder: reportDir,
        reportTempFolder: path.join(typesDir, 'report'),
        // A type that a public signature names but the entry does not export (e.g. a schema behind
        // `Static<typeof Schema>`) is part of the surface: listed with a leading underscore.
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The sources are type-checked by the typecheck task; the report is about the surface.
        compilerMessageReporting: { default: silent },
        tsdocMessageReporting: { default: silent },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // Private workspace packages: no @public/@beta release tags.
          'ae-missing-release-tag': silent,
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
          // Doc comments are the eslint/review's business, not the report's.
          'ae-undocumented': silent,
          // The entries are always .d.ts files; a workspace dependency resolves to its TypeScript
          // sources, which API Extractor notes but need not read (its symbols stay imports).
          'ae-wrong-input-file-type': silent,
        },
      },
    },
  }),
);
const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: entries.map((e) => e.declaration),
});

/** The names a report exports, and those it passes on from another workspace package. */
function facesOf(report) {
  const imported = new Map();
  for (const [, names, from] of report.matchAll(
    /^import (?:type )?\{ (.+) \} from '(@atende\/[^']+)';$/gm,
  )) {
    for (const name of names.split(', ')) imported.set(name.split(' as ').at(-1), from);
  }
  const exported = new Set();
  for (const [, name] of report.matchAll(
    /^export (?:declare )?(?:abstract )?(?:function|const|let|type|interface|class|enum|namespace) (\w+)/gm,
  )) {
    exported.add(name);
  }
  const passedOn = [];
  for (const [, names] of report.matchAll(/^export \{ (.+) \}$/gm)) {
    for (const item of names.split(', ')) {
      const [local, name = local] = item.split(' as ');
      exported.add(name);
      if (imported.has(local)) passedOn.push(`${name} (from ${imported.get(local)})`);
    }
  }
  for (const [, from] of report.matchAll(/^export \* from "(@atende\/[^"]+)";$/gm)) {
    passedOn.push(`everything of ${from}`);
  }
  return { exported, passedOn };
}

/** What changed, for the log of a failing run (the first lines of a unified diff). */
function showDiff(committed, current) {
  const args = ['diff', '--no-index', '--no-color', committed, current];
  const { stdout } = spawnSync('git', args, { encoding: 'utf8' });
  if (stdout) console.error(stdout.split('\n').slice(0, 60).join('\n'));
}

fs.mkdirSync(reportDir, { recursive: true });
const changed = [];
const doubleDoors = [];
const seen = new Map();
let failed = false;
for (const [index, config] of configs.entries()) {
  const result = Extractor.invoke(config, {
    localBuild: local,
    compilerState,
    messageCallback: (message) => {
      // "Please copy the file" is said below in this repository's words, with the diff.
      if (message.messageId === 'console-api-report-not-copied') message.handled = true;
      if (message.logLevel === 'info' || message.logLevel === 'verbose') message.handled = true;
    },
  });
  if (result.apiReportChanged) {
    changed.push(`api/${entries[index].name}.api.md`);
    if (!local) showDiff(config.reportFilePath, config.reportTempFilePath);
  }
  if (!result.succeeded) failed = true;
  // One public door per symbol: an entry never passes on another package's export, and two entries
  // of this package never export the same name.
  const { entry } = entries[index];
  const { exported, passedOn } = facesOf(fs.readFileSync(config.reportTempFilePath, 'utf8'));
  for (const symbol of passedOn) doubleDoors.push(`${entry} re-exports ${symbol}`);
  for (const symbol of exported) {
    if (seen.has(symbol))
      doubleDoors.push(`${symbol} is exported by ${seen.get(symbol)} and ${entry}`);
    else seen.set(symbol, entry);
  }
}

if (doubleDoors.length > 0) {
  console.error(
    `${pkg.name}: a symbol has one public door; import it from the package that owns it instead of` +
      ` re-exporting it:\n  ${doubleDoors.join('\n  ')}`,
  );
  failed = true;
}

if (!local && changed.length > 0) {
  console.error(
    `${pkg.name}: the public surface changed and ${changed.join(', ')} was not updated.\n` +
      `  Run \`pnpm --filter ${pkg.name} api:update\`, review the diff, and commit it with a` +
      ` changeset naming ${pkg.name} (\`pnpm changeset\`).`,
  );
}
if (failed) process.exit(1);
if (!local) {
  console.log(`${pkg.name}: public surface matches api/*.api.md (${entries.length} entries)`);
} else if (changed.length === 0) {
  console.log(`${pkg.name}: API reports up to date (${entries.length})`);
} else {
  console.log(
    `${pkg.name}: updated ${changed.join(', ')}; commit with a changeset naming ${pkg.name}`,
  );
}
