import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { backgroundTasks } from './lib/background-tasks.js';
import { systemClock, type Clock } from './lib/clock.js';
import { eventHub, type EventHub } from './lib/events.js';
import { createMailTransport } from './lib/mailer.js';
import { mailQueue, type MailQueue } from './modules/mail/mail.queue.js';
import { createRateLimiter } from './lib/rate-limiter.js';
import { createAuth } from './modules/auth/auth.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { billingService } from './modules/billing/billing.service.js';
import { courseTemplatesRoutes } from './modules/course-templates/course-templates.routes.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { courseService } from './modules/courses/course.service.js';
import { slideService } from './modules/courses/slide.service.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { groupService } from './modules/groups/group.service.js';
import { invitationSender } from './modules/invitations/invitation.sender.js';
import { invitationService } from './modules/invitations/invitation.service.js';
import { invitationsRoutes } from './modules/invitations/invitations.routes.js';
import { groupMembership } from './modules/groups/group-membership.js';
import { learnerNotices } from './modules/assignments/learner-notices.js';
import { assignmentEvents } from './modules/assignments/assignment.events.js';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.js';
import { assignmentService } from './modules/assignments/assignment.service.js';
import { learningService } from './modules/assignments/learning.service.js';
import { certificateService } from './modules/certificates/certificate.service.js';
import { certificatesRoutes } from './modules/certificates/certificates.routes.js';
import { reminderJob, type ReminderJob } from './modules/assignments/reminder.job.js';
import { verificationSweep, type VerificationSweep } from './modules/auth/verification-sweep.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { scormExport } from './modules/exports/scorm-export.js';
import { importService } from './modules/imports/import.service.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { joinLinkService } from './modules/join-links/join-link.service.js';
import { joinLinksRoutes } from './modules/join-links/join-links.routes.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { ssoService } from './modules/sso/sso.service.js';
import { ssoEvents } from './modules/sso/sso.events.js';
import { meRoutes } from './modules/me/me.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { reportsService } from './modules/reports/reports.service.js';
import { planPolicy } from './modules/subscription/subscription.policy.js';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js';
import { subscriptionService } from './modules/subscription/subscription.service.js';
import { meService } from './modules/me/me.service.js';
import { uploadService } from './modules/uploads/upload.service.js';
import { diskStorage } from './modules/uploads/upload.storage.js';
import { s3Storage } from './modules/uploads/upload.s3-storage.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { cachedReadsPlugin } from './plugins/cached-reads.js';
import { sessionPlugin } from './plugins/session.js';
import { webPlugin } from './plugins/web.js';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** Stripe's network, replaced in tests (the payment provider is a true boundary). */
  stripeHttpClient?: Stripe.HttpClient;
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    reminders: ReminderJob;
    verificationSweep: VerificationSweep;
    mail: MailQueue;
    events: EventHub;
  }
}

/** Builds the whole app (API, auth, web) without listening, so tests can `inject`. */
export async function buildApp({
  config,
  clock = systemClock,
  logger,
  stripeHttpClient,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // While shutting down, answer what is in flight and close each connection behind it,
  // so keep-alive clients do not hold the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  const db = openDatabase({
    ...config,
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'an idle database connection failed'),
  });
  await migrateToLatest(db.kysely);
  app.decorate('db', db);
  // Nothing is answered before every write committed so far is on disk (SQLite's group commit,
  // db/group-commit.ts): not a request's own writes (a GET may write too: a sign-in link's
  // callback), nor another's that it may have read. With nothing waiting, this costs nothing.
  app.addHook('onSend', async () => {
    await db.durable();
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  // ioredis reconnects by itself; log its failures (readiness reports them) instead of
  // letting them surface as unhandled 'error' events.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis is unreachable'));
  // Without an offline queue a command sent before the connection is up fails (a 500 on the
  // first sign-in): serve once Redis is connected, or known unreachable, or after 5 s.
  if (redis && redis.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      redis.once('ready', done);
      redis.once('error', done);
      setTimeout(done, 5000).unref();
    });
  }
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const mail = mailQueue({
    db: db.kysely,
    dialect: db.dialect,
    durable: db.durable,
    clock,
    transport,
    log: app.log,
    settings: config.mail,
    domain: new URL(config.publicUrl).hostname,
  });
  app.decorate('mail', mail);
  const mailer = mail.mailer;
  app.addHook('onReady', async () => mail.start());
  app.addHook('preClose', async () => mail.stop());
  const background = backgroundTasks(app.log);
  // Modules announce what happened; the listeners each module registers below run in
  // the announcer's transaction.
  const events = eventHub();
  app.decorate('events', events);
  const auth = createAuth({ config, db, mailer, clock, log: app.log, background, events });

  app.addHook('onClose', async () => {
    await background.settle();
    await mail.stop();
    transport.close();
    redis?.disconnect();
    await db.close();
  });

  // Security headers from a middleware built once (@fastify/helmet rebuilt it, parsing the
  // policy again, on every request: about a tenth of a GET /api/v1/me).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
        ],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, () => done()),
  );
  // JSON and CSV of 1 KB or more leave compressed (brotli or gzip, as the client accepts);
  // static files are compressed at build time (plugins/web.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fileSize: UPLOAD_KINDS.video.maxBytes + 1 },
  });
  await app.register(originCheckPlugin, { trusted: config.trustedOrigins });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Slidewise API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'slidewise.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(sessionPlugin, { auth, db: db.kysely });
  await app.register(cachedReadsPlugin, { cache: db.kysely.cache });
  await app.register(authRoutes, {
    auth,
    config,
    limiters: {
      perIp: createRateLimiter({
        name: 'auth-ip',
        points: config.authRateLimit.perIp,
        windowSeconds: config.authRateLimit.windowSeconds,
        redis,
      }),
      perAccount: createRateLimiter({
        name: 'auth-account',
        points: config.authRateLimit.perAccount,
        windowSeconds: config.authRateLimit.windowSeconds,
        redis,
      }),
    },
  });
  const subscriptions = subscriptionService(db.kysely, clock);
  await app.register(subscriptionRoutes, { config, clock, subscriptions });
  const stripe = config.stripe
    ? new Stripe(config.stripe.secretKey, stripeHttpClient ? { httpClient: stripeHttpClient } : {})
    : undefined;
  await app.register(billingRoutes, {
    billing: billingService({ db: db.kysely, config, clock, stripe, log: app.log }),
  });

  const plans = planPolicy(clock);
  const invites = invitationSender({ db: db.kysely, clock });
  const notices = learnerNotices({ db: db.kysely, mailer, publicUrl: config.publicUrl });
  const membership = groupMembership({ db: db.kysely, clock, events });
  const assignments = assignmentService({
    db: db.kysely,
    clock,
    plans,
    invites,
    notices,
    groups: membership,
    mail,
  });
  assignmentEvents({ db: db.kysely, clock, events, invites, notices, service: assignments });
  const courses = courseService({ db: db.kysely, clock, plans, events });
  await app.register(coursesRoutes, {
    courses,
    slides: slideService({ db: db.kysely, clock }),
  });
  await app.register(courseTemplatesRoutes);

  ssoEvents({ db: db.kysely, events, membership });
  await app.register(groupsRoutes, {
    groups: groupService({ db: db.kysely, clock, plans, membership, mail }),
  });
  await app.register(invitationsRoutes, {
    invitations: invitationService({
      db: db.kysely,
      clock,
      auth,
      events,
      passwordPolicy: config.passwordPolicy,
    }),
  });

  await app.register(joinLinksRoutes, {
    joinLinks: joinLinkService({
      db: db.kysely,
      clock,
      auth,
      plans,
      membership,
      publicUrl: config.publicUrl,
      passwordPolicy: config.passwordPolicy,
    }),
  });

  await app.register(ssoRoutes, {
    sso: ssoService({
      db: db.kysely,
      clock,
      plans,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      trustedOrigins: config.trustedOrigins,
    }),
  });

  await app.register(assignmentsRoutes, {
    assignments,
    learning: learningService({ db: db.kysely, dialect: db.dialect, clock }),
  });

  await app.register(certificatesRoutes, {
    certificates: certificateService({
      db: db.kysely,
      clock,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
    }),
  });

  await app.register(reportsRoutes, { reports: reportsService({ db: db.kysely, clock }) });

  const reminders = reminderJob({
    db: db.kysely,
    clock,
    mail,
    publicUrl: config.publicUrl,
    log: app.log,
    settings: config.reminders,
  });
  app.decorate('reminders', reminders);
  const sweep = verificationSweep({ db: db.kysely, log: app.log });
  app.decorate('verificationSweep', sweep);
  app.addHook('onReady', async () => sweep.start());
  app.addHook('preClose', async () => sweep.stop());
  if (config.reminders.enabled) {
    app.addHook('onReady', async () => reminders.start());
    app.addHook('preClose', async () => reminders.stop());
  }

  const storage = config.s3 ? s3Storage(config.s3, config.dataDir) : diskStorage(config.dataDir);
  await app.register(healthRoutes, { db, redis, storage, mail });
  const uploads = uploadService(db.kysely, storage, clock);
  await app.register(uploadsRoutes, { storage, uploads });
  const imports = importService({ db: db.kysely, clock, courses, uploads, log: app.log });
  app.addHook('preClose', async () => imports.settle());
  await app.register(importsRoutes, { imports });
  await app.register(exportsRoutes, { scorm: scormExport({ db: db.kysely, storage }) });
  await app.register(meRoutes, {
    me: meService({ db: db.kysely, clock, storage, uploadService: uploads }),
  });
  await app.register(webPlugin, { root: config.webDist });

  return app;
}
