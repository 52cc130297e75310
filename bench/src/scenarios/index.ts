import { adminConsoleScenario } from './adminConsole';
import { botTurnScenario } from './botTurn';
import { coldAgentScenario } from './coldAgent';
import { flowEditorScenario } from './flowEditor';
import { flowLargeScenario } from './flowLarge';
import { flowListScenario } from './flowList';
import { reportListScenario } from './reportList';
import { hsmImportScenario } from './hsmImport';
import { initialJsScenario } from './initialJs';
import { longConversationScenario } from './longConversation';
import { longQueueScenario } from './longQueue';
import { reportsDataPgliteScenario, reportsDataScenario } from './reportsData';
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
  botTurnScenario,
  coldAgentScenario,
  adminConsoleScenario,
  flowListScenario,
  reportListScenario,
  flowEditorScenario,
  flowLargeScenario,
  hsmImportScenario,
  // Seed thousands of items, so they run last (the earlier ones measure an ordinary queue).
  longConversationScenario,
  longQueueScenario,
  // Load a million services: run only when named (--only reports-data with BENCH_PG_URL, or
  // --only reports-data-pglite).
  reportsDataScenario,
  reportsDataPgliteScenario,
];

export type { Scenario, ScenarioContext } from './types';
