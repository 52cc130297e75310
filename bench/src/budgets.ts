import fs from 'node:fs';

/** One bound of budgets.json: the figure `id` (a trailing `*` matches any suffix) must stay ≤ max. */
export interface Budget {
  max: number;
  /** Why this number (what it was when set). */
  note?: string;
}

/** The outcome of one budget against the measured figures. */
export interface BudgetCheck {
  pattern: string;
  max: number;
  /** The figures it applied to, with their values. */
  figures: Array<{ id: string; value: number; ok: boolean }>;
}

/** Reads `{ "budgets": { "<figure id or prefix*>": { "max": n } } }`. */
export function readBudgets(file: string): Record<string, Budget> {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { budgets?: Record<string, Budget> };
  return parsed.budgets ?? {};
}

function matches(pattern: string, id: string): boolean {
  return pattern.endsWith('*') ? id.startsWith(pattern.slice(0, -1)) : pattern === id;
}

/**
 * Checks every budget; a budget that matches no measured figure fails too (the figure it guards was
 * not measured), unless `measuredScenarios` shows its scenario did not run.
 */
export function checkBudgets(
  budgets: Record<string, Budget>,
  figures: ReadonlyMap<string, number>,
  ranScenario: (figureId: string) => boolean,
): BudgetCheck[] {
  return Object.entries(budgets)
    .filter(([pattern]) => ranScenario(pattern))
    .map(([pattern, budget]) => ({
      pattern,
      max: budget.max,
      figures: [...figures]
        .filter(([id]) => matches(pattern, id))
        .map(([id, value]) => ({ id, value, ok: value <= budget.max })),
    }));
}
