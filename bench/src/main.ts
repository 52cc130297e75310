// `pnpm bench`: serves the production builds (API, shell, every built remote, each on its own port),
// runs every scenario of src/scenarios in headless Chromium, prints the figures, and exits non-zero
// when a budget of budgets.json is exceeded: sizes and counts, and the few timings issue 18 sets goals
// for (flow-large, with wide margins). Other timings are printed, never asserted.
//
//   pnpm bench                                  all scenarios
//   pnpm bench -- --only initial-js,shared-libs  some of them
//   pnpm bench -- --list                        the scenario ids
//   pnpm bench -- --scale [--agents 200 ...]     the opt-in scale scenario alone (src/scale/options.ts)
//   pnpm bench -- --json out.json               also write the figures and tables as JSON
//   pnpm bench -- --chromium /path/to/chrome    another browser (default CHROMIUM_PATH or /usr/bin/chromium)
//   pnpm bench -- --dist agentDesk=/some/dist   serve another build of a remote or the shell (compare a
//                                               candidate, or a build with source maps)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { checkBudgets, readBudgets } from './budgets';
import { renderTable, type Table } from './measure/table';
import { runScale } from './scale/run';
import { SCENARIOS, type ScenarioContext } from './scenarios';
import { isRemoteName } from './stack/areas';
import { startStack } from './stack/stack';

const benchDir = path.resolve(import.meta.dirname, '..');

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const camel = (id: string) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

async function main(): Promise<number> {
  if (process.argv.includes('--list')) {
    for (const s of SCENARIOS) console.log(`${s.id.padEnd(18)} ${s.title}`);
    console.log(`${'scale'.padEnd(18)} Several instances behind nginx (opt-in: --scale; minutes)`);
    return 0;
  }
  const only = option('only')?.split(',').filter(Boolean);
  // The scale scenario starts its own topology and runs for minutes: only when asked (issue 21).
  if (process.argv.includes('--scale') || only?.includes('scale')) {
    if (only && only.some((id) => id !== 'scale')) {
      console.error('The scale scenario runs alone (--only scale or --scale).');
      return 2;
    }
    return runScale(process.argv.slice(2));
  }
  const unknown = only?.filter((id) => !SCENARIOS.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) {
    console.error(`Unknown scenario(s): ${unknown.join(', ')} (see --list).`);
    return 2;
  }
  const scenarios = SCENARIOS.filter((s) => (only ? only.includes(s.id) : !s.onlyWhenNamed));
  const executablePath = option('chromium') ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

  const started = new Date();
  console.log(
    `Atende bench, ${started.toISOString()}, ${os.cpus().length} cores, Node ${process.version}`,
  );
  const distOverrides = Object.fromEntries(
    (option('dist')?.split(',') ?? []).map((pair) => {
      const [name = '', dir = ''] = pair.split('=');
      if (!(isRemoteName(name) || name === 'shell') || !dir)
        throw new Error(`--dist expects <remote or shell>=<folder>, got "${pair}".`);
      return [name, path.resolve(dir)];
    }),
  );
  const stack = await startStack((line) => console.log(`  ${line}`), { distOverrides });
  const browser = await chromium
    .launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    .catch(async (error: unknown) => {
      await stack.stop();
      throw error;
    });
  console.log(`  chromium ${browser.version()} (${executablePath})`);

  const figures = new Map<string, number>();
  const tables: Table[] = [];
  const ran: string[] = [];
  const failed: string[] = [];
  try {
    for (const scenario of scenarios) {
      console.log(`\n== ${scenario.id}: ${scenario.title}`);
      const ctx: ScenarioContext = {
        stack,
        browser,
        async newPage(options) {
          const context = await browser.newContext({
            viewport: { width: 1280, height: 800 },
            locale: 'en-US',
            ...options,
          });
          // tsx (esbuild keepNames) wraps named functions in `__name(...)`; functions passed to
          // page.evaluate carry those calls into the page, so give the page that helper.
          await context.addInitScript(
            'globalThis.__name ??= (fn, name) => Object.defineProperty(fn, "name", { value: name, configurable: true });',
          );
          return { context, page: await context.newPage() };
        },
        metric(id, value) {
          figures.set(id, value);
        },
        table(table) {
          tables.push(table);
          console.log(`\n${renderTable(table)}`);
        },
        log(line) {
          console.log(`  ${line}`);
        },
      };
      const t0 = Date.now();
      try {
        await scenario.run(ctx);
        ran.push(scenario.id);
      } catch (error) {
        failed.push(scenario.id);
        console.error(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
      }
      console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }

  const budgets = readBudgets(path.join(benchDir, 'budgets.json'));
  const checks = checkBudgets(budgets, figures, (pattern) =>
    ran.some((id) => pattern.startsWith(`${camel(id)}.`)),
  );
  const rows: Array<Array<string | number>> = [];
  let over = 0;
  for (const check of checks) {
    if (check.figures.length === 0) {
      over += 1;
      rows.push([check.pattern, 'not measured', check.max, 'FAIL']);
    }
    for (const f of check.figures) {
      if (!f.ok) over += 1;
      rows.push([f.id, f.value, check.max, f.ok ? 'ok' : 'OVER BUDGET']);
    }
  }
  console.log(
    `\n${renderTable({
      title: 'Budgets (bench/budgets.json)',
      columns: ['figure', 'value', 'max', ''],
      rows,
      notes: rows.length === 0 ? ['(no budget applies to the scenarios run)'] : [],
    })}`,
  );

  const jsonFile = option('json');
  if (jsonFile) {
    fs.writeFileSync(
      path.resolve(jsonFile),
      JSON.stringify(
        {
          date: started.toISOString(),
          cores: os.cpus().length,
          figures: Object.fromEntries(figures),
          tables,
        },
        null,
        2,
      ),
    );
  }
  if (failed.length > 0) console.error(`\nScenario(s) failed: ${failed.join(', ')}`);
  if (over > 0) console.error(`\n${over} budget(s) exceeded or not measured.`);
  return failed.length > 0 || over > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
