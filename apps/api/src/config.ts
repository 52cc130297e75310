import path from 'node:path';

/** Runtime configuration, read from the environment once at start. */
export interface ApiConfig {
  /** 'production' refuses to start with the default token secret. */
  nodeEnv: string;
  host: string;
  port: number;
  /** Public origin used to build absolute file addresses, e.g. http://localhost:4000. */
  publicUrl: string;
  /** Folder for the embedded database and stored files. */
  dataDir: string;
  /** Real Postgres when set; embedded PGlite in `dataDir/db` otherwise. */
  databaseUrl?: string;
  /** Redis for cross-instance real-time fan-out when set. */
  redisUrl?: string;
  /** HS256 secret for bearer tokens. */
  tokenSecret: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Allowed CORS origins; '*' allows any. */
  corsOrigins: string[];
  /** Route bases: provider API, external integration host, file service. */
  apiBase: string;
  integrationBase: string;
  fileBase: string;
  /** WhatsApp Cloud API webhook: verify token for the GET handshake and app secret for signatures. */
  whatsappVerifyToken: string;
  whatsappAppSecret?: string;
  /** WhatsApp Cloud API (Graph API) origin and version, for media downloads and outbound messages. */
  whatsappGraphUrl: string;
  whatsappGraphVersion: string;
  /** Largest accepted upload, in bytes (decoded). */
  maxUploadBytes: number;
  /** Serve the client simulator page and use it as the outbound channel. */
  simulatorEnabled: boolean;
  /** Seed demo data on first start of an empty database. */
  seedDemoData: boolean;
  /** Log level for the server logger ('silent' in tests). */
  logLevel: string;
}

/** The secret used when none is configured; refused in production. */
export const DEFAULT_TOKEN_SECRET = 'atende-dev-secret-change-me';

function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads the configuration from `env`, with safe defaults for the embedded mode. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 4000);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const tokenSecret = env.TOKEN_SECRET ?? DEFAULT_TOKEN_SECRET;
  if (nodeEnv === 'production' && tokenSecret === DEFAULT_TOKEN_SECRET) {
    throw new Error('TOKEN_SECRET must be set to a private value when NODE_ENV=production.');
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  }
  return {
    nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    tokenSecret,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiBase: normaliseBase(env.API_BASE ?? '/api'),
    integrationBase: normaliseBase(env.INTEGRATION_BASE ?? '/integration'),
    fileBase: normaliseBase(env.FILE_BASE ?? '/files'),
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN ?? 'atende-verify',
    whatsappAppSecret: env.WHATSAPP_APP_SECRET || undefined,
    whatsappGraphUrl: (env.WHATSAPP_GRAPH_URL || 'https://graph.facebook.com').replace(/\/+$/, ''),
    whatsappGraphVersion: env.WHATSAPP_GRAPH_VERSION || 'v21.0',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 10 * 1024 * 1024),
    simulatorEnabled: bool(env.SIMULATOR_ENABLED, nodeEnv !== 'production'),
    seedDemoData: bool(env.SEED_DEMO_DATA, true),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
