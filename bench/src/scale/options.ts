// The `scale` scenario's parameters (command line), so that it runs at the size a machine allows.

/** What one run of the scale scenario does. */
export interface ScaleOptions {
  /** API instances behind nginx [3]. */
  instances: number;
  /** SignalR clients (agents) connected through the proxy [200]. */
  agents: number;
  /** Webhook messages a second while the latency is measured [100]. */
  rate: number;
  /** Seconds of the latency phase [20]. */
  seconds: number;
  /** Target of the sustained inbound phase, messages a second [1000]. */
  inboundRate: number;
  /** Seconds of the sustained inbound phase [60]. */
  inboundSeconds: number;
  /** Webhook requests in flight at most during the inbound phase [64]. */
  concurrency: number;
  /** Hub connections dropped during the latency phase [100]. */
  disconnects: number;
  /** Kill one instance (SIGKILL) a third into the inbound phase and restart it at two thirds [true]. */
  kill: boolean;
  /** Write a CPU profile of instance 1 into this folder (node --cpu-prof). */
  cpuProfDir?: string;
}

function read(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function count(args: readonly string[], name: string, fallback: number): number {
  const value = read(args, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number.`);
  return n;
}

/** Reads `--instances 3 --agents 200 --rate 100 --seconds 20 --inbound-rate 1000 ...`. */
export function scaleOptions(args: readonly string[]): ScaleOptions {
  return {
    instances: Math.max(1, count(args, 'instances', 3)),
    agents: count(args, 'agents', 200),
    rate: Math.max(1, count(args, 'rate', 100)),
    seconds: count(args, 'seconds', 20),
    inboundRate: Math.max(1, count(args, 'inbound-rate', 1000)),
    inboundSeconds: count(args, 'inbound-seconds', 60),
    concurrency: Math.max(1, count(args, 'concurrency', 64)),
    disconnects: count(args, 'disconnects', 100),
    kill: !args.includes('--no-kill'),
    cpuProfDir: read(args, 'cpu-prof'),
  };
}
