// Resource use of each API instance, read from /proc (Linux) and pg_stat_activity.
import fs from 'node:fs';
import pg from 'pg';

/** One reading of one process. */
interface Reading {
  /** CPU seconds used so far (user + system). */
  cpuSeconds: number;
  rssMb: number;
  sockets: number;
}

const TICKS = 100; // USER_HZ on Linux

function read(pid: number): Reading | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    let sockets = 0;
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets += 1;
      } catch {
        /* closed meanwhile */
      }
    }
    return { cpuSeconds, rssMb: rssKb / 1024, sockets };
  } catch {
    return null;
  }
}

/** Per instance over a phase: CPU % of one core, peak RSS, peak sockets, peak PostgreSQL connections. */
export interface Usage {
  instance: number;
  cpuPercent: number;
  rssMb: number;
  sockets: number;
  pgConnections: number;
}

/** Samples every `everyMs` until `stop()`; `pids()` gives the current pid of each instance. */
export function sampleResources(pids: () => number[], databaseUrl: string, everyMs = 1000) {
  const started = Date.now();
  /** Per instance: CPU seconds used since the start (a restarted process adds from zero), last reading. */
  const used = new Map<number, { total: number; last: number }>();
  const peak = new Map<number, { rss: number; sockets: number; pg: number }>();
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  const tick = async () => {
    const rows = await connected
      .then(() =>
        client.query<{ name: string; n: string }>(
          "SELECT application_name AS name, count(*) AS n FROM pg_stat_activity WHERE application_name LIKE 'atende-api-%' GROUP BY 1",
        ),
      )
      .then(
        (r) => r.rows,
        () => [],
      );
    pids().forEach((pid, i) => {
      const r = read(pid);
      if (!r) return;
      const u = used.get(i);
      if (!u) used.set(i, { total: 0, last: r.cpuSeconds });
      else {
        u.total += r.cpuSeconds >= u.last ? r.cpuSeconds - u.last : r.cpuSeconds;
        u.last = r.cpuSeconds;
      }
      const p = peak.get(i) ?? { rss: 0, sockets: 0, pg: 0 };
      const pgNow = Number(rows.find((row) => row.name === `atende-api-${i + 1}`)?.n ?? 0);
      peak.set(i, {
        rss: Math.max(p.rss, r.rssMb),
        sockets: Math.max(p.sockets, r.sockets),
        pg: Math.max(p.pg, pgNow),
      });
    });
  };
  const timer = setInterval(() => void tick(), everyMs);
  void tick();
  return {
    async stop(): Promise<Usage[]> {
      clearInterval(timer);
      await tick();
      await client.end().catch(() => undefined);
      return [...peak.entries()].map(([i, p]) => {
        const seconds = (Date.now() - started) / 1000;
        const cpu = used.get(i)?.total ?? 0;
        return {
          instance: i + 1,
          cpuPercent: seconds > 0 ? Math.round((cpu / seconds) * 1000) / 10 : 0,
          rssMb: Math.round(p.rss),
          sockets: p.sockets,
          pgConnections: p.pg,
        };
      });
    },
  };
}
