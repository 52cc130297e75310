/**
 * How long each family of server data counts as fresh, chosen once here for every app (ADR 0013).
 * A screen that must show the server's latest on opening reloads explicitly (`fetchFresh`, or a
 * dialog whose queries are dropped when it closes); it never sets its own `staleTime`.
 */
export const STALE_TIME = {
  /**
   * The per-customer catalogues (groups, campaigns, reasons, sub-reasons, completion codes, flows,
   * the agent's templates and files): they change only through the console's saves, which invalidate
   * them.
   */
  catalog: Infinity,
  /** The desk's queues and conversations: loaded when the desk says so (hub events, reconnect, refresh). */
  attendance: Infinity,
  /** Data the hub keeps current in the cache (a bulk send's row states): read once, then pushed. */
  pushed: Infinity,
  /** The administration's lists and records (operators, roles, reports, audit, managed lists): read on each screen. */
  records: 0,
  /** Channels: rarely changed reference data named on every console screen. */
  reference: 60_000,
  /** The dashboard and the waiting bell: live, invalidated by the hub's `DashboardChanged`. */
  live: 0,
} as const;
