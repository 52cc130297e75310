// The `scale` scenario's parameters (command line), so that it runs at the size a machine allows.

/** The scale scenario's phases. */
export type ScalePhase = 'latency' | 'inbound' | 'bot';

const PHASES: readonly ScalePhase[] = ['latency', 'inbound', 'bot'];

/** What one run of the scale scenario does. */
export interface ScaleOptions {
  /** API instances behind nginx [3]. */
  instances: number;
  /** SignalR clients (agents) connected through the proxy [200]. */
  agents: number;
  /** Of the agents, how many are real browsers (the desk in Chromium through the proxy) [2]. */
  browsers: number;
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
  /** Chatbot conversations run at once (at most `concurrency` in flight) in the bot phase [1000]. */
  botConversations: number;
  /** The phases to run, in this order: latency, inbound, bot [all three]. */
  phases: ReadonlySet<ScalePhase>;
  /** `DATABASE_POOL_SIZE` of every instance [the API's default, 10]. */
  poolSize?: number;
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

/** `--phases latency,bot`: the phases named, every phase when absent. */
function phasesOf(value: string | undefined): ReadonlySet<ScalePhase> {
  if (value === undefined) return new Set(PHASES);
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !PHASES.includes(name as ScalePhase));
  if (unknown.length > 0)
    throw new Error(`--phases takes ${PHASES.join(', ')}; unknown: ${unknown.join(', ')}.`);
  return new Set(names as ScalePhase[]);
}

/** Reads `--instances 3 --agents 200 --browsers 2 --rate 100 --seconds 20 --inbound-rate 1000 --bot-conversations 1000 --phases latency,inbound,bot ...`. */
export function scaleOptions(args: readonly string[]): ScaleOptions {
  return {
    instances: Math.max(1, count(args, 'instances', 3)),
    agents: count(args, 'agents', 200),
    browsers: count(args, 'browsers', 2),
    rate: Math.max(1, count(args, 'rate', 100)),
    seconds: count(args, 'seconds', 20),
    inboundRate: Math.max(1, count(args, 'inbound-rate', 1000)),
    inboundSeconds: count(args, 'inbound-seconds', 60),
    concurrency: Math.max(1, count(args, 'concurrency', 64)),
    disconnects: count(args, 'disconnects', 100),
    kill: !args.includes('--no-kill'),
    botConversations: count(args, 'bot-conversations', 1000),
    phases: phasesOf(read(args, 'phases')),
    cpuProfDir: read(args, 'cpu-prof'),
    ...(read(args, 'pool-size') !== undefined ? { poolSize: count(args, 'pool-size', 10) } : {}),
  };
}
