import { initialJsScenario } from './initialJs';
import { sharedLibsScenario } from './sharedLibs';
import type { Scenario } from './types';
import { webhookLatencyScenario } from './webhookLatency';

/**
 * Every scenario of `pnpm bench`, run in this order. To add one (e.g. long lists, large flows, big
 * imports): create `src/scenarios/<name>.ts` exporting a `Scenario`, and list it here.
 */
export const SCENARIOS: readonly Scenario[] = [
  initialJsScenario,
  sharedLibsScenario,
  webhookLatencyScenario,
];

export type { Scenario, ScenarioContext } from './types';
