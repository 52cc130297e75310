import type { ColdLoad } from './coldLoad';
import { roundMs } from './frames';
import type { ScenarioContext } from '../scenarios/types';

/**
 * Logs one cold load's requests until its first row (start and end, ms after navigation start,
 * origin and path) and its long tasks: where the time of a load went (`BENCH_WATERFALL=1`).
 */
export function logWaterfall(ctx: ScenarioContext, load: ColdLoad): void {
  const lines = load.requests.map((entry) => {
    const url = new URL(entry.url);
    return `  ${roundMs(entry.startTime)} → ${roundMs(entry.responseEnd)}  ${url.port} ${url.pathname}${url.search.slice(0, 60)}`;
  });
  const tasks = load.longTasks.map(
    (task) => `${roundMs(task.startTime)} (+${roundMs(task.duration)})`,
  );
  ctx.log(
    `first row at ${roundMs(load.firstRowMs)} ms; requests:\n${lines.join('\n')}\n  long tasks: ${tasks.join(', ') || 'none'}`,
  );
}
