import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import {
  apiBase,
  chatBase,
  chatImageBase,
  demoGatewayBase,
  staticJsonBase,
  uploadBase,
} from '@lottery/contracts';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createChangeFeed, type ChangeFeed } from './db/change-feed';
import { DomainEvents } from './domain-events';
import { registerSecurityHeaders } from './http/security-headers';
import { registerErrorHandler } from './http/error-handler';
import { redactSecretsInUrl, serializeError } from './http/redact';
import { registerSpa } from './http/spa';
import { serializerCompiler, validatorCompiler } from './http/zod-compilers';
import { createMemoryBus, createRedisBus, type Bus } from './realtime/bus';
import { websocketErrorHandler } from './realtime/socket-errors';
import { createServices, type Services } from './services';
import { companyRoutes } from './modules/settings/company.routes';
import { operatorRoutes } from './modules/settings/operator.routes';
import { publishRoutes } from './modules/publish/publish.routes';
import { drawSocketRoutes } from './modules/draws/draw-socket';
import { accountRoutes } from './modules/account/account.routes';
import { registerAuth } from './modules/auth/auth';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import type { CaptchaOptions } from './modules/captcha/captcha.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { contentRoutes, imageRoutes } from './modules/content/content.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { drawsRoutes } from './modules/draws/draws.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { demoCasinoRoutes } from './modules/games/providers/demo/demo-routes';
import { bettingRoutes } from './modules/betting/betting.routes';
import { rechargeRoutes } from './modules/recharge/recharge.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { agentRoutes } from './modules/agent/agent.routes';
import { bettingBonusRoutes } from './modules/betting-bonus/betting-bonus.routes';
import { rechargeOperatorRoutes } from './modules/recharge/recharge-operator.routes';
import { demoGatewayRoutes } from './modules/recharge/providers/demo-gateway.routes';
import { withdrawRoutes } from './modules/withdraw/withdraw.routes';
import { chatApiRoutes, chatRoutes } from './modules/chat/chat.routes';
import { chatSocketRoutes } from './modules/chat/chat-hub';
import { chatImageRoutes, chatImageUploadRoutes } from './modules/chat-images/chat-images.routes';
import { redPacketsRoutes } from './modules/red-packets/red-packets.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { demoCasinoBase } from './modules/games/providers/demo/demo-provider';
import { createDrawEngine, type DrawEngine, type Timers } from './modules/draws/draw-engine';
import { createEngineLock } from './modules/draws/draw-lock';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    changes: ChangeFeed;
    bus: Bus;
    services: Services;
    drawEngine: DrawEngine;
  }
}

export interface AppOverrides {
  /** A database the caller owns (and closes); otherwise one is opened from the config. */
  database?: Database;
  bus?: Bus;
  now?: () => Date;
  /** The draw engine's timers (tests advance a manual clock). */
  timers?: Timers;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The captchas' randomness, and a listener told each answer (tests solve captchas with it). */
  captcha?: CaptchaOptions;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Hourly: files that depend on the date (the lunar year) are rebuilt when it turns. */
const clockRefreshMs = 3_600_000;

export const buildApp = async (
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
      redact: [
        'req.headers.authorization',
        'req.headers.token',
        'req.headers.cookie',
        'req.headers["x-operator-token"]',
        'req.headers["x-admin-token"]',
      ],
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactSecretsInUrl(request.url),
          remoteAddress: request.ip,
        }),
        // Every logged error: code and query shape, never a query's values (http/redact.ts).
        err: serializeError,
      },
    },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = overrides.database ?? (await openDatabase(config));
  const bus =
    overrides.bus ??
    (config.REDIS_URL
      ? await createRedisBus({
          url: config.REDIS_URL,
          onError: (error) => app.log.error({ err: error }, 'redis'),
        })
      : createMemoryBus());
  app.addHook('onClose', async () => {
    if (!overrides.bus) await bus.close();
    if (!overrides.database) await database.close();
  });
  await database.migrate();
  const changes = createChangeFeed({ database, log: app.log });
  await changes.start();
  database.settleChangesWith(changes.sync);
  // Before the database closes; calls still under way then read the database.
  app.addHook('preClose', () => changes.close());

  const events = new DomainEvents();
  const now = overrides.now ?? (() => new Date());
  const services = createServices(
    {
      config,
      db: database.db,
      changes,
      bus,
      events,
      log: app.log,
      now,
    },
    { captcha: overrides.captcha },
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('changes', changes);
  app.decorate('bus', bus);
  app.decorate('services', services);

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  // Several processes share their counts through Redis; one process counts in memory.
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  app.addHook('onClose', async () => {
    await rateLimitRedis?.quit();
  });
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
  });
  registerAuth(app);

  // Responses finished while closing end their keep-alive connection, so close need not wait for it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if (request.url.startsWith(apiBase) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  await app.register(
    async (api) => {
      // The captchas' and the registering device's are the only cookies, and both belong to the API.
      await api.register(cookie);
      await api.register(companyRoutes);
      await api.register(operatorRoutes);
      await api.register(accountRoutes);
      await api.register(captchaRoutes);
      await api.register(notificationsRoutes);
      await api.register(contentRoutes);
      await api.register(templatesRoutes);
      await api.register(drawsRoutes);
      await api.register(analyticsRoutes);
      await api.register(galleryRoutes);
      await api.register(libraryRoutes);
      await api.register(promotionsRoutes);
      await api.register(gamesRoutes);
      await api.register(bettingRoutes);
      await api.register(rechargeRoutes);
      await api.register(rechargeOperatorRoutes);
      await api.register(withdrawRoutes);
      await api.register(reportsRoutes);
      await api.register(bettingBonusRoutes);
      await api.register(chatApiRoutes);
      await api.register(redPacketsRoutes);
      await api.register(agentRoutes);
      await api.register(adminRoutes);
    },
    { prefix: apiBase },
  );
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    errorHandler: websocketErrorHandler,
  });
  await app.register(drawSocketRoutes, { now });
  await app.register(
    async (chat) => {
      await chat.register(chatRoutes);
      await chat.register(chatImageUploadRoutes);
      await chat.register(chatSocketRoutes);
    },
    { prefix: chatBase },
  );
  await app.register(chatImageRoutes, { prefix: chatImageBase });
  await app.register(publishRoutes, { prefix: staticJsonBase });
  await app.register(imageRoutes, { prefix: `${uploadBase}/images` });
  await app.register(demoCasinoRoutes, { prefix: demoCasinoBase });
  await app.register(demoGatewayRoutes, { prefix: demoGatewayBase });
  await registerSpa(app, config.WEB_DIST ?? defaultWebDist);

  await services.settings.start();
  services.draws.start();
  services.gallery.start();
  await services.templates.start();
  await services.secrets.ensureKey();
  await services.publish.start();
  const clock = setInterval(() => {
    services.publish
      .refresh('clock')
      .catch((error: unknown) => app.log.error({ err: error }, 'clock refresh'));
    services.captcha
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'captcha sweep'));
    services.secrets.sweep().catch((error: unknown) => app.log.error({ err: error }, 'seal sweep'));
  }, clockRefreshMs);
  clock.unref();
  app.addHook('onClose', async () => clearInterval(clock));

  const drawEngine = createDrawEngine({
    draws: services.draws,
    lock: createEngineLock(database),
    events,
    log: app.log,
    now,
    ...(overrides.timers ? { timers: overrides.timers } : {}),
  });
  app.decorate('drawEngine', drawEngine);
  // Before the database closes: the pass under way ends and the lock frees for another process.
  app.addHook('preClose', () => drawEngine.stop());
  // Settles each turn when its result is final, and sweeps for turns a stop left unsettled.
  services.settlement.start(overrides.timers);
  app.addHook('preClose', () => services.settlement.stop());
  // Pending recharge orders past their time → expired, now and every minute.
  services.recharge.expiry.start(overrides.timers);
  app.addHook('preClose', () => services.recharge.expiry.stop());
  // Red packets past 24 h → the rest refunded to the sender, now and every minute.
  services.redPackets.expiry.start(overrides.timers);
  app.addHook('preClose', () => services.redPackets.expiry.stop());
  // The team reports' day sums of closed days, built every ten minutes.
  services.agent.teamDays.start(overrides.timers);
  app.addHook('preClose', () => services.agent.teamDays.stop());
  if (config.DRAW_ENGINE === 'on') await drawEngine.start();

  return app;
};
