// Types of deploy/startTopology.mjs for the TypeScript callers (the e2e `scale` project, the bench).

/** One API instance of the topology. */
export interface TopologyInstance {
  /** 1..N */
  index: number;
  port: number;
  /** http://127.0.0.1:<port>: the instance itself, not through the proxy. */
  url: string;
  /** Starts it again after `stop` and resolves once it answers /health. */
  start(): Promise<void>;
  /** Ends it: SIGKILL is a crash, SIGTERM a graceful stop. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  pid(): number;
}

/** The running topology. */
export interface Topology {
  /** The proxy's origin (every instance behind it). */
  url: string;
  /** The proxy's origins: [url, then one pinned origin per instance when `pinned`]. */
  origins: string[];
  instances: TopologyInstance[];
  /** The run's secrets, the same on every instance. */
  secrets: {
    tokenSecret: string;
    whatsappAppSecret: string;
    whatsappVerifyToken: string;
    embeddingSecretKey: string;
  };
  databaseUrl: string;
  /** The temporary folder of nginx's configuration, logs and the instances' files (removed by `stop`). */
  prefix: string;
  stop(): Promise<void>;
}

/** Options of `startTopology` (see deploy/startTopology.mjs). */
export interface TopologyOptions {
  instances?: number;
  port?: number;
  pinned?: boolean;
  adminDatabaseUrl?: string;
  databaseName?: string;
  redisUrl?: string;
  demoData?: boolean;
  workers?: number;
  env?: Record<string, string>;
  nodeArgs?: (instance: number) => string[];
  log?: (line: string) => void;
}

/** Starts nginx in front of N API instances and the static servers; resolves once all answer. */
export function startTopology(options?: TopologyOptions): Promise<Topology>;
