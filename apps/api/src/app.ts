import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { attendanceStep, isKnownClientMessage } from './attendance/inbound';
import { createSimulatorDirectory } from './attendance/simulatorDirectory';
import { chatbotStep } from './chatbot/runtime';
import { startExpirySweeper } from './chatbot/expiry';
import { createIntegrationCaller } from './chatbot/integration';
import type { IntegrationCaller } from './chatbot/types';
import { isMember } from './auth/access';
import { authPlugin, verifyRawToken } from './auth/plugin';
import { recheckAudience } from './auth/session';
import { applyHsmChannelStatus } from './hsm/delivery';
import { createChannelMediaResolver } from './channel/channel-media-resolver';
import { createSimulatorChannel } from './channel/simulator-channel';
import { registerSimulator } from './channel/simulator-routes';
import type { StatusSink } from './channel/types';
import { createWhatsAppAdapter } from './channel/whatsapp-cloud';
import { registerWhatsAppWebhook } from './channel/whatsapp-webhook';
import { createLocalFileStore } from './files/local-store';
import { filesPlugin } from './files/routes';
import { createInboundPipeline } from './inbound/pipeline';
import { sanitizeStep } from './inbound/sanitize';
import { deduplicateStep, resolveMediaStep } from './inbound/steps';
import type { FileStore } from './files/types';
import { registerHub } from './realtime/hub';
import { hubEventTable } from './hubEventTable';
import { assertProductionSafe, type ApiConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { DOMAINS } from './domains';
import { endKeptAliveOnClose } from './http/endKeptAliveOnClose';
import { registerErrorHandler } from './http/errorHandler';
import { registerValidators } from './http/validation';
import { createOutboxWorker, type ChannelAdapters, type OutboxTuning } from './outbox/worker';
import type { EventBus } from './realtime/types';
import { registerAccessControl } from './access/control';
import { publicRoute } from './access/declare';

/** What the app is built from; everything else is created inside. */
export interface AppDependencies {
  config: ApiConfig;
  db: Db;
  bus: EventBus;
  /** Where files live; defaults to `<dataDir>/files`. */
  fileStore?: FileStore;
  /** Outbound adapters by `channel_numbers.adapter`; default: the simulator (when enabled) and WhatsApp. */
  adapters?: ChannelAdapters;
  /** Outbox worker tuning (poll, batch, attempts, backoff, lease). */
  outbox?: Partial<OutboxTuning>;
  /** The chatbot's integration step caller (type 3); default: every call fails (docs/adr/0024). */
  integrationCaller?: IntegrationCaller;
}

/** Path of the real-time hub (the shell's `hubUrl` points here). */
export const HUB_PATH = '/hubs/attendance';

/**
 * Security headers of every answer (a JSON API: nothing may run, frame it or be embedded from it). The
 * simulator page and the /docs UI, the only HTML, set their own Content-Security-Policy.
 */
const API_HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
  // Stored files and media are shown by the shell from another origin; JSON answers are guarded by CORS.
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/** The Swagger UI page (development mode): its own scripts and styles, inline styles, data: images. */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** Creates the file store the app and the seed share. */
export function defaultFileStore(config: ApiConfig): FileStore {
  return createLocalFileStore({
    dir: path.join(config.dataDir, 'files'),
    publicUrl: config.publicUrl,
    fileBase: config.fileBase,
  });
}

/** Builds the provider API (not listening yet). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  // Whatever built the config, production never serves with an unsafe one (ADR 0008).
  assertProductionSafe(config);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Behind the proxies of deploy/: the client address is the one they forward (login throttling).
    ...(config.trustProxy?.length ? { trustProxy: config.trustProxy } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerValidators(app);
  registerErrorHandler(app);
  endKeptAliveOnClose(app);
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(helmet, API_HELMET_OPTIONS);
  // Answers that carry a token (User_Validate, the hub's negotiate...) must never be stored by a cache.
  const noStoreBases = [config.apiBase, config.integrationBase, HUB_PATH];
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (noStoreBases.some((b) => url === b || url.startsWith(`${b}/`) || url.startsWith(`${b}?`))) {
      reply.header('Cache-Control', 'no-store');
    }
  });
  // The OpenAPI document is always built (tests and tools read app.swagger()); /docs only when enabled.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atende provider API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  if (config.docsEnabled) {
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
  }
  await app.register(authPlugin, {
    secret: config.tokenSecret,
    ttlSeconds: config.tokenTtlSeconds,
    db: deps.db,
  });

  const fileStore = deps.fileStore ?? defaultFileStore(config);
  const simulator = config.simulatorEnabled ? createSimulatorChannel() : null;
  // Replies are queued in the outbox in their own transaction and delivered after commit (ADR 0009).
  const graph = { graphUrl: config.whatsappGraphUrl, version: config.whatsappGraphVersion };
  const outbox = createOutboxWorker({
    ...deps.outbox,
    db: deps.db,
    bus: deps.bus,
    log: app.log,
    adapters: deps.adapters ?? {
      ...(simulator ? { simulator } : {}),
      whatsapp: createWhatsAppAdapter(graph),
    },
  });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
  const ctx: AppContext = {
    config,
    db: deps.db,
    bus: deps.bus,
    outbound: outbox,
    files: fileStore,
  };

  registerAccessControl(app, ctx);
  app.get(
    '/health',
    { config: publicRoute('liveness probe: says nothing but ok'), schema: { hide: true } },
    async () => ({ status: 'ok' }),
  );
  // Each domain is one plugin typed by its schemas (ADR 0021), in the order of src/domains.ts.
  for (const domain of DOMAINS) await app.register(domain, { ctx });
  await app.register(filesPlugin, { store: fileStore, config });

  const integrationCaller =
    deps.integrationCaller ??
    createIntegrationCaller({ allowedHosts: config.integrationAllowedHosts });
  // Inbound messages run through these steps in order (ADR 0022); the chatbot answers before 'attendance'.
  const sink = createInboundPipeline([
    sanitizeStep,
    deduplicateStep((id) => isKnownClientMessage(ctx, id)),
    resolveMediaStep,
    attendanceStep(ctx, app.log),
  ]).useBefore('attendance', chatbotStep(ctx, app.log, { caller: integrationCaller }));
  // Silent interactions end abandoned with the leave message; calls cut by a restart fail (docs/adr/0024).
  const sweeper = startExpirySweeper(ctx, app.log, {
    caller: integrationCaller,
    language: config.chatbotLanguage,
  });
  app.addHook('onClose', async () => sweeper.stop());
  const mediaResolver = createChannelMediaResolver({
    db: deps.db,
    fileStore,
    graph,
    maxBytes: config.maxUploadBytes,
  });
  // Statuses of sent messages move bulk-sent rows to delivered or failed (ADR 0020).
  const statusSink: StatusSink = {
    update: async (status) => void (await applyHsmChannelStatus(deps.db, deps.bus, status)),
  };
  if (config.whatsappEnabled)
    await registerWhatsAppWebhook(app, { config, sink, mediaResolver, statusSink });
  if (simulator) {
    await registerSimulator(app, {
      config,
      adapter: simulator,
      sink,
      directory: createSimulatorDirectory(deps.db),
      fileStore,
    });
  }

  // registerHub closes its connections in its own preClose hook.
  await registerHub(app, {
    path: HUB_PATH,
    bus: deps.bus,
    verifyToken: (token) => verifyRawToken(app, deps.db, token),
    // Every delivery re-checks the session and membership: a logout, password change, end of the
    // access period or removal from the customer stops events at once, on every instance.
    recheck: (customerId, users) => recheckAudience(deps.db, customerId, users),
    canActivate: async (user, customerId, userId) =>
      user.userId === userId && (await isMember(deps.db, userId, customerId)),
    // NewAtt, DashboardChanged (ADR 0018), HsmStatusChanged (ADR 0020): one table (ADR 0022).
    events: hubEventTable(deps.db),
  });
  return app;
}
