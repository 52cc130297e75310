import { DEFAULT_MAX_UPLOAD_BYTES } from '@atende/contract';
import path from 'node:path';
import {
  bool,
  MODE_VARIABLE,
  normaliseBase,
  readAllowedHosts,
  language,
  poolSize,
  positive,
  readMode,
  readOrigins,
  readTrustedProxies,
} from './configEnv';
import * as reports from './reports/reportsConfig';

/**
 * How the API runs. `production` (the default: what a deployment runs) requires a private token secret
 * and the webhook signature secret, and leaves the demo data, the simulator and /docs off.
 * `development` (`ATENDE_MODE=development`: `npm start`, the dev script, the tests, e2e and the bench)
 * turns them on by default and accepts the published development secret.
 */
export type ApiMode = 'production' | 'development';

/** Runtime configuration, read from the environment once at start (report settings: ReportsConfig). */
export interface ApiConfig extends reports.ReportsConfig {
  /** `production` unless `ATENDE_MODE=development`; see `ApiMode`. */
  mode: ApiMode;
  /** NODE_ENV as given (informative only: it changes no default, `mode` does). */
  nodeEnv: string;
  host: string;
  port: number;
  /** Public origin used to build absolute file addresses, e.g. http://localhost:4000. */
  publicUrl: string;
  /** Folder for the embedded database and stored files. */
  dataDir: string;
  /** Real Postgres when set; embedded PGlite in `dataDir/db` otherwise. */
  databaseUrl?: string;
  /** `DATABASE_POOL_SIZE`: PostgreSQL connections of this instance at most [10] (docs/deployment.md). */
  databasePoolSize: number;
  /** Redis for cross-instance real-time fan-out when set. */
  redisUrl?: string;
  /** HS256 secret for bearer tokens (production: private, at least 32 bytes). */
  tokenSecret: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Allowed CORS origins; '*' allows any (development mode only). */
  corsOrigins: string[];
  /** Route bases: provider API, external integration host, file service. */
  apiBase: string;
  integrationBase: string;
  fileBase: string;
  /** The WhatsApp Cloud API channel: its webhook route exists only when on. */
  whatsappEnabled: boolean;
  /**
   * Verify token of the webhook GET handshake ('' refuses every handshake) and the app secret of the
   * `X-Hub-Signature-256` check (required in production while the channel is on).
   */
  whatsappVerifyToken: string;
  whatsappAppSecret?: string;
  /** WhatsApp Cloud API (Graph API) origin and version, for media downloads and outbound messages. */
  whatsappGraphUrl: string;
  whatsappGraphVersion: string;
  /** Largest accepted upload, in bytes (decoded). */
  maxUploadBytes: number;
  /** Serve the client simulator page and use it as the outbound channel (development mode only). */
  simulatorEnabled: boolean;
  /** Serve the OpenAPI UI and document at /docs. */
  docsEnabled: boolean;
  /** Seed demo data on first start of an empty database. */
  seedDemoData: boolean;
  /** Log level for the server logger ('silent' in tests). */
  logLevel: string;
  /** `TRUST_PROXY`: proxies whose X-Forwarded-For gives the client address (login throttling). */
  trustProxy?: string[];
  /**
   * Private hosts each customer's chatbot integration steps may reach (customer id -> host names or
   * addresses); empty: none (docs/adr/0025).
   */
  integrationAllowedHosts: ReadonlyMap<number, readonly string[]>;
  /** Chatbot (docs/adr/0024): silence after which an open interaction ends abandoned [4 h]. */
  chatbotSessionExpiryMs: number;
  /** How often the expiry sweeper looks for silent interactions and abandoned services [60 s]. */
  chatbotSweepMs: number;
  /** A waiting, unanswered service whose client is silent this long closes abandoned [24 h]. */
  queueAbandonAfterMs: number;
  /** Language of the bot's own texts (validation hints): pt, en or es [pt, as bulk sends]. */
  chatbotLanguage: 'pt' | 'en' | 'es';
}

/** The published development secret: used only in development mode, refused in production. */
export const DEFAULT_TOKEN_SECRET = 'atende-dev-secret-change-me';

/** Shortest token secret production accepts, in bytes (HS256 key of at least the hash size). */
export const MIN_TOKEN_SECRET_BYTES = 32;

/** The shell's and every remote's ports (3000-3004), on localhost and 127.0.0.1: development CORS. */
export const DEVELOPMENT_CORS_ORIGINS: readonly string[] = [3000, 3001, 3002, 3003, 3004].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
);

const DEVELOPMENT_VERIFY_TOKEN = 'atende-verify';

/**
 * What production mode refuses in a configuration (empty in development mode, or when it is safe).
 * `loadConfig` and `buildApp` both check it, so no code path serves with an unsafe production setup.
 */
export function productionProblems(config: ApiConfig): string[] {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  if (!config.tokenSecret) {
    problems.push(
      `TOKEN_SECRET is required: a private random value of at least ${MIN_TOKEN_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`).`,
    );
  } else if (config.tokenSecret === DEFAULT_TOKEN_SECRET) {
    problems.push('TOKEN_SECRET is the published development secret: set a private value.');
  } else if (Buffer.byteLength(config.tokenSecret, 'utf8') < MIN_TOKEN_SECRET_BYTES) {
    problems.push(`TOKEN_SECRET is shorter than ${MIN_TOKEN_SECRET_BYTES} bytes.`);
  }
  if (config.corsOrigins.includes('*')) {
    problems.push(
      'CORS_ORIGINS=* is refused (credentials are allowed): name the shell origins instead.',
    );
  }
  if (config.whatsappEnabled && !config.whatsappAppSecret) {
    problems.push(
      'WHATSAPP_APP_SECRET is required while the WhatsApp channel is on (X-Hub-Signature-256 check); set WHATSAPP_ENABLED=false to run without the channel.',
    );
  }
  problems.push(...reports.embeddingSecretProblems(config.embeddingSecretKey));
  if (config.simulatorEnabled) {
    problems.push(
      'SIMULATOR_ENABLED is refused: the simulator reads and writes any conversation without a token.',
    );
  }
  return problems;
}

/** Throws one error naming every problem of a production configuration. */
export function assertProductionSafe(config: ApiConfig, extra: string[] = []): void {
  const problems = [...extra, ...productionProblems(config)];
  if (problems.length === 0) return;
  throw new Error(
    [
      'refusing to start in production mode:',
      ...problems.map((p) => `  - ${p}`),
      `(For a local demo or the tests, opt into development mode: ${MODE_VARIABLE}=development.)`,
    ].join('\n'),
  );
}

/**
 * Reads the configuration from `env`. Production unless `ATENDE_MODE=development`; production
 * refuses to start without a private TOKEN_SECRET, CORS_ORIGINS and (while the WhatsApp channel is on)
 * WHATSAPP_APP_SECRET.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const mode = readMode(env);
  const dev = mode === 'development';
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  }
  const missing: string[] = [];
  if (!dev && env.CORS_ORIGINS === undefined) {
    missing.push(
      'CORS_ORIGINS is required: the shell origins allowed to call the API (comma separated; empty for none).',
    );
  }
  const config: ApiConfig = {
    mode,
    nodeEnv: env.NODE_ENV ?? (dev ? 'development' : 'production'),
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize(env),
    redisUrl: env.REDIS_URL || undefined,
    tokenSecret: env.TOKEN_SECRET || (dev ? DEFAULT_TOKEN_SECRET : ''),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    corsOrigins:
      env.CORS_ORIGINS !== undefined
        ? readOrigins(env.CORS_ORIGINS)
        : dev
          ? [...DEVELOPMENT_CORS_ORIGINS]
          : [],
    apiBase: normaliseBase(env.API_BASE ?? '/api'),
    integrationBase: normaliseBase(env.INTEGRATION_BASE ?? '/integration'),
    fileBase: normaliseBase(env.FILE_BASE ?? '/files'),
    whatsappEnabled: bool(env, 'WHATSAPP_ENABLED', true),
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN ?? (dev ? DEVELOPMENT_VERIFY_TOKEN : ''),
    whatsappAppSecret: env.WHATSAPP_APP_SECRET || undefined,
    whatsappGraphUrl: (env.WHATSAPP_GRAPH_URL || 'https://graph.facebook.com').replace(/\/+$/, ''),
    whatsappGraphVersion: env.WHATSAPP_GRAPH_VERSION || 'v21.0',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? DEFAULT_MAX_UPLOAD_BYTES),
    simulatorEnabled: bool(env, 'SIMULATOR_ENABLED', dev),
    docsEnabled: bool(env, 'DOCS_ENABLED', dev),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', dev),
    logLevel: env.LOG_LEVEL ?? 'warn',
    ...(env.TRUST_PROXY?.trim() ? { trustProxy: readTrustedProxies(env.TRUST_PROXY) } : {}),
    integrationAllowedHosts: readAllowedHosts(env.INTEGRATION_ALLOWED_HOSTS),
    chatbotSessionExpiryMs: positive(env, 'CHATBOT_SESSION_EXPIRY_MS', 4 * 3600 * 1000),
    chatbotSweepMs: positive(env, 'CHATBOT_SWEEP_MS', 60_000),
    queueAbandonAfterMs: positive(env, 'QUEUE_ABANDON_AFTER_MS', 24 * 3600 * 1000),
    chatbotLanguage: language(env.CHATBOT_LANGUAGE),
    ...reports.readReportsConfig(env, dev),
  };
  assertProductionSafe(config, missing);
  return config;
}
