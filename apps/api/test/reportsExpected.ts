// Every report's numbers computed in the test from the raw rows (docs/adr/0027 "figures agree"):
// the customer's day, weekday and hour come from Intl, the percentiles are the exact nearest-rank
// values, so the server's bin-read percentiles are checked against the bin that holds them.
import { WAIT_BIN_EDGES_SECONDS } from '@atende/contract';
import { FROM, inside, local, type RawInteraction, type RawService, TO } from './reportsKit';

/** The dimensions of a filter (0: all). */
export interface Dim {
  groupId?: number;
  channelId?: number;
  agentId?: number;
}

/** The services of the range and filter. */
export function servicesOf(services: RawService[], d: Dim) {
  return services.filter((s) => {
    const day = local(s.openedAt).day;
    return (
      day >= FROM &&
      day <= TO &&
      (!d.groupId || s.groupId === d.groupId) &&
      (!d.channelId || s.channelId === d.channelId) &&
      (!d.agentId || (s.agentId ?? 0) === d.agentId)
    );
  });
}

const isAbandoned = (s: RawService) => s.status === 'closed' && !s.answeredAt;

/** Services by day, every day of the range. */
export function expectedDays(services: RawService[]) {
  const days: string[] = [];
  for (let t = Date.parse(`${FROM}T00:00:00Z`); t <= Date.parse(`${TO}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days.map((day) => {
    const of = services.filter((s) => local(s.openedAt).day === day);
    const inCount = of.filter((s) => inside(s.openedAt)).length;
    return {
      day,
      started: of.length,
      started_inside: inCount,
      started_outside: of.length - inCount,
      answered: of.filter((s) => s.answeredAt).length,
      closed: of.filter((s) => s.status === 'closed').length,
      abandoned: of.filter(isAbandoned).length,
    };
  });
}

/** Services by weekday and hour (non-empty cells, sorted). */
export function expectedHeatmap(services: RawService[]) {
  const cells = new Map<string, { weekday: number; hour: number; started: number }>();
  for (const s of services) {
    const { weekday, hour } = local(s.openedAt);
    const key = `${weekday}:${String(hour).padStart(2, '0')}`;
    const cell = cells.get(key) ?? { weekday, hour, started: 0 };
    cell.started += 1;
    cells.set(key, cell);
  }
  return [...cells.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, c]) => c);
}

/** The exact nearest-rank quantile of waits (ms) in seconds, or null. */
export function exactQuantile(waitsMs: number[], q: number): number | null {
  if (!waitsMs.length) return null;
  const sorted = [...waitsMs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]! / 1000;
}

/** The waiting bin's edges [low, high) that hold `seconds`. */
export function binAround(seconds: number): [number, number] {
  let i = 0;
  while (i + 1 < WAIT_BIN_EDGES_SECONDS.length && WAIT_BIN_EDGES_SECONDS[i + 1]! <= seconds) i++;
  return [WAIT_BIN_EDGES_SECONDS[i]!, WAIT_BIN_EDGES_SECONDS[i + 1] ?? Infinity];
}

/** Waiting figures of a set of services: exact counts and average, exact quantiles. */
export function expectedWaiting(services: RawService[], threshold: number) {
  const waits = services
    .filter((s) => s.answeredAt)
    .map((s) => s.answeredAt!.getTime() - s.openedAt.getTime());
  const within = waits.filter((w) => w < threshold * 1000).length;
  return {
    answered: waits.length,
    average_sec: waits.length ? waits.reduce((a, b) => a + b, 0) / waits.length / 1000 : null,
    median: exactQuantile(waits, 0.5),
    p90: exactQuantile(waits, 0.9),
    within,
    service_level: waits.length ? within / waits.length : null,
  };
}

/** Per agent holding the services: answered, average first response, closed, average handling. */
export function expectedAgents(services: RawService[]) {
  const agents = new Map<number, RawService[]>();
  for (const s of services) agents.set(s.agentId ?? 0, [...(agents.get(s.agentId ?? 0) ?? []), s]);
  return new Map(
    [...agents.entries()].map(([id, rows]) => {
      const handled = rows.filter((s) => s.status === 'closed' && s.startedAt && s.endedAt);
      const handleMs = handled.reduce(
        (a, s) => a + s.endedAt!.getTime() - s.startedAt!.getTime(),
        0,
      );
      return [
        id,
        {
          ...expectedWaiting(rows, 30),
          closed: rows.filter((s) => s.status === 'closed').length,
          handling_avg_sec: handled.length ? handleMs / handled.length / 1000 : null,
        },
      ];
    }),
  );
}

/** Closed services per "reason:sub-reason" (0: none). */
export function expectedReasons(services: RawService[]) {
  const counts = new Map<string, number>();
  for (const s of services.filter((x) => x.status === 'closed')) {
    const key = `${s.reasonId ?? 0}:${s.subReasonId ?? 0}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The interactions of the range and channel, per flow and by day. */
export function expectedBot(interactions: RawInteraction[], channelId = 0) {
  const of = interactions.filter((i) => {
    const day = local(i.startedAt).day;
    return day >= FROM && day <= TO && (!channelId || i.channelId === channelId);
  });
  const flows = new Map<string, Record<string, number>>();
  for (const i of of) {
    const f = flows.get(i.flowName) ?? { started: 0, handed_off: 0, completed: 0, abandoned: 0 };
    f.started! += 1;
    if (i.endedReason === 'handed_off') f.handed_off! += 1;
    else if (i.status === 'closed') f.completed! += 1;
    if (i.status === 'abandoned') f.abandoned! += 1;
    flows.set(i.flowName, f);
  }
  const byDay = new Map<string, { started: number; abandoned: number }>();
  for (const i of of) {
    const day = local(i.startedAt).day;
    const d = byDay.get(day) ?? { started: 0, abandoned: 0 };
    d.started += 1;
    if (i.status === 'abandoned') d.abandoned += 1;
    byDay.set(day, d);
  }
  return { flows, byDay };
}

export { isAbandoned };
