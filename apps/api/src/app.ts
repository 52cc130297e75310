import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { receiveClientMessage } from './attendance/inbound';
import { attendanceRoutes } from './attendance/routes';
import { createSimulatorDirectory } from './attendance/simulatorDirectory';
import { isMember } from './auth/access';
import { authPlugin, verifyRawToken } from './auth/plugin';
import { catalogRoutes } from './catalog/routes';
import { createFileStoreMediaResolver } from './channel/file-media-resolver';
import { createSimulatorChannel } from './channel/simulator-channel';
import { registerSimulator } from './channel/simulator-routes';
import type { InboundSink } from './channel/types';
import { registerWhatsAppWebhook } from './channel/whatsapp-webhook';
import { createLocalFileStore } from './files/local-store';
import { registerFileRoutes } from './files/routes';
import type { FileStore } from './files/types';
import { registerHub } from './realtime/hub';
import type { ApiConfig } from './config';
import type { AppContext, OutgoingReply } from './context';
import type { Db } from './db/client';
import { registerErrorHandler } from './http/errorHandler';
import type { EventBus } from './realtime/types';
import { sessionRoutes } from './session/routes';

/** What the app is built from; everything else is created inside. */
export interface AppDependencies {
  config: ApiConfig;
  db: Db;
  bus: EventBus;
  /** Where files live; defaults to `<dataDir>/files`. */
  fileStore?: FileStore;
  /** Outbound channel for agent replies; defaults to the simulator when enabled. */
  outbound?: AppContext['outbound'];
}

/** Path of the real-time hub (the shell's `hubUrl` points here). */
export const HUB_PATH = '/hubs/attendance';

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
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandler(app);
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atende provider API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(authPlugin, {
    secret: config.tokenSecret,
    ttlSeconds: config.tokenTtlSeconds,
  });

  const fileStore = deps.fileStore ?? defaultFileStore(config);
  const simulator = config.simulatorEnabled ? createSimulatorChannel() : null;
  const outbound = deps.outbound ??
    simulator ?? {
      send: async (reply: OutgoingReply) => {
        app.log.warn(
          { to: reply.to },
          'no outbound channel configured: reply stored but not delivered',
        );
      },
    };
  const ctx: AppContext = { config, db: deps.db, bus: deps.bus, outbound };

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await sessionRoutes(app, ctx);
  await attendanceRoutes(app, ctx);
  await catalogRoutes(app, ctx);
  await registerFileRoutes(app, { store: fileStore, config });

  const sink: InboundSink = { receive: (msg) => receiveClientMessage(ctx, app.log, msg) };
  const mediaResolver = createFileStoreMediaResolver(fileStore);
  await registerWhatsAppWebhook(app, { config, sink, mediaResolver });
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
    verifyToken: async (token) => verifyRawToken(app, token),
    canActivate: async (user, customerId, userId) =>
      user.userId === userId && (await isMember(deps.db, userId, customerId)),
  });
  return app;
}
