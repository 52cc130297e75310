/**
 * Database schema (Drizzle, Postgres dialect: the same for PGlite and a real server).
 * Column names are snake_case; routes map rows to the field names the specifications use.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Customer organisations (tenants). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  /** IANA time zone of the customer's reports (null: the deployment's DEFAULT_TIME_ZONE; ADR 0027). */
  timeZone: text('time_zone'),
  /**
   * The zone the customer's report roll-ups per day were built in (null: not built yet); the
   * start-up and a settings change rebuild them when it differs from the effective zone (ADR 0027).
   */
  reportZone: text('report_zone'),
});

/** Stores of a customer. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  name: text('name').notNull(),
});

/** Roles: 1..7 are the fixed roles of the specs; custom roles have a father. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  fatherId: integer('father_id'),
});

/** The functionality catalogue (Painel, Attendence, Campaign, ...). */
export const functionalities = pgTable('functionalities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  abrev: text('abrev').notNull(),
  code: text('code').notNull(),
});

/** Default functionality levels of a role. */
export const roleFunctionalities = pgTable(
  'role_functionalities',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    functionalityId: integer('functionality_id')
      .notNull()
      .references(() => functionalities.id),
    level: smallint('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.functionalityId] })],
);

/** Operators and managers. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  login: text('login').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  celphone: text('celphone').notNull().default(''),
  /** scrypt hash: `scrypt$N$r$p$salt$hash` (base64 parts). */
  passwordHash: text('password_hash').notNull(),
  passExpired: boolean('pass_expired').notNull().default(false),
  /** Shift times (HH:mm:ss). */
  startAtt: time('start_att').notNull().default('08:00:00'),
  endAtt: time('end_att').notNull().default('18:00:00'),
  /** Access period (dates). */
  startAccess: date('start_access'),
  endAccess: date('end_access'),
  weekdays: text('weekdays').notNull().default('1,2,3,4,5'),
  sysAdm: boolean('sys_adm').notNull().default(false),
  attendenceAdm: boolean('attendence_adm').notNull().default(false),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  createdBy: integer('created_by'),
  /** Availability: paused agents receive no new items. */
  paused: boolean('paused').notNull().default(false),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  /** Bumped by a password change: tokens carrying an older value are refused (ADR 0007). */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens ended by a logout before their expiry; rows past `expiresAt` may be purged. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expiry').on(t.expiresAt)],
);

/** Which customers a user works for. */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] })],
);

/** A user's functionality levels (the per-user list of seed 000 section 6). */
export const userFunctionalities = pgTable(
  'user_functionalities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    functionalityId: integer('functionality_id')
      .notNull()
      .references(() => functionalities.id),
    level: smallint('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.functionalityId] })],
);

/** Channels (1 WhatsApp, ..., 6 e-mail). */
export const channels = pgTable('channels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Channels a customer uses. */
export const customerChannels = pgTable(
  'customer_channels',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.channelId] })],
);

/** Channels a user serves. */
export const userChannels = pgTable(
  'user_channels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId] })],
);

/** A messaging number owned by a customer: inbound messages to it open items for that customer. */
export const channelNumbers = pgTable('channel_numbers', {
  phoneNumberId: text('phone_number_id').primaryKey(),
  displayPhone: text('display_phone').notNull(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  channelId: integer('channel_id')
    .notNull()
    .references(() => channels.id),
  /** Group that receives new items from this number. */
  defaultGroupId: integer('default_group_id'),
  /** Outbound adapter for replies from this number: the simulator page or the WhatsApp Cloud API. */
  adapter: text('adapter', { enum: ['simulator', 'whatsapp'] })
    .notNull()
    .default('simulator'),
  /** The business number's Cloud API access token (WhatsApp adapter and inbound media). */
  accessToken: text('access_token'),
  /** Outbound throughput cap of the number, in messages per second. */
  messagesPerSecond: integer('messages_per_second').notNull().default(80),
});

/** Attendance groups. */
export const attendanceGroups = pgTable('attendance_groups', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  name: text('name').notNull(),
  channelId: integer('channel_id').notNull().default(1),
  enable: boolean('enable').notNull().default(true),
});

/** Group membership of operators. */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => attendanceGroups.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/** Reports available to a customer. */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  data: text('data').notNull().default(''),
  parameter: text('parameter').notNull().default(''),
});

/** Reports assigned to an operator. */
export const userReports = pgTable(
  'user_reports',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reportId] })],
);

/**
 * Rows of the payments report (seed 001 §3: store code, store name, store order number, order update
 * date, order value, customer identification, customer name, payment code, payment date, was paid),
 * read by List_Payments by order update date (docs/adr/0026).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeCode: text('store_code').notNull(),
    storeName: text('store_name').notNull(),
    storeOrderNumber: text('store_order_number').notNull(),
    orderUpdatedAt: timestamp('order_updated_at', { withTimezone: true }).notNull(),
    /** The order's value in cents (two decimals on the wire). */
    orderValueCents: integer('order_value_cents').notNull(),
    customerIdentification: text('customer_identification').notNull(),
    customerName: text('customer_name').notNull(),
    paymentCode: text('payment_code').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    wasPaid: boolean('was_paid').notNull().default(false),
  },
  (t) => [index('payments_customer_updated_idx').on(t.customerId, t.orderUpdatedAt)],
);

/** End clients, identified by phone within a customer. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    identify: text('identify').notNull(),
    name: text('name').notNull().default(''),
  },
  (t) => [uniqueIndex('clients_customer_identify').on(t.customerId, t.identify)],
);

/** Completion codes (status when closing). */
export const completionCodes = pgTable('completion_codes', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  description: text('description').notNull(),
});

/** Closing reasons. */
export const reasons = pgTable('reasons', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  description: text('description').notNull(),
});

/** Closing sub-reasons, under a reason. */
export const subReasons = pgTable('sub_reasons', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  reasonId: integer('reason_id')
    .notNull()
    .references(() => reasons.id),
  description: text('description').notNull(),
});

/** Chatbot flows. */
export const flows = pgTable('flows', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  name: text('name').notNull(),
  channelId: integer('channel_id').notNull().default(1),
  initialStepId: integer('initial_step_id').notNull().default(0),
  identifyInitialMessage: text('identify_initial_message').notNull().default(''),
  startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
  endAt: timestamp('end_at', { withTimezone: true }),
  exitString: text('exit_string').notNull().default('Salida'),
  exitMessage: text('exit_message')
    .notNull()
    .default('Hasta luego, muchas gracias por comunicarse con nosotros'),
  active: boolean('active').notNull().default(true),
  /** The stored version (issue 18, ADR 0023): 1 when created, +1 on every save, import or restore. */
  version: integer('version').notNull().default(1),
  /** Who saved the current version and when (null for a flow seeded before versions existed). */
  savedBy: integer('saved_by').references(() => users.id),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The earlier versions of a flow (ADR 0023): every save keeps the version it replaces, with its
 * author, time, step count, the flow's fields and its steps (one JSON text, as `flow_steps` rows hold
 * them), so the history can be listed, shown and restored as a new version.
 */
export const flowVersions = pgTable(
  'flow_versions',
  {
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id),
    version: integer('version').notNull(),
    savedBy: integer('saved_by').references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    stepCount: integer('step_count').notNull(),
    /** The flow's fields of that version (the wire names of seed 001 §3, without steps). */
    flow: jsonb('flow').notNull(),
    /** The steps of that version: a JSON array of seed 001 §3 steps. */
    steps: text('steps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.version] })],
);

/** Step types of the flow editor. */
export const stepTypes = pgTable('step_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Flow steps (steps and their transitions as JSON, as the editor saves them). */
export const flowSteps = pgTable(
  'flow_steps',
  {
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id),
    stepId: integer('step_id').notNull(),
    /** The step record with the field names of seed 001 section 3 (transitions included). */
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.stepId] })],
);

/** Campaigns. Active when now lies between start and end (seed 000 section 4). */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  name: text('name').notNull(),
  flowName: text('flow_name').notNull().default(''),
  channelId: integer('channel_id').notNull().default(1),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  resendHours: integer('resend_hours').notNull().default(0),
  message: text('message').notNull().default(''),
});

/** Message templates; `auto-asignacion` is the welcome text. */
export const messageTemplates = pgTable('message_templates', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  name: text('name').notNull(),
  template: text('template').notNull(),
  enable: boolean('enable').notNull().default(true),
});

/** Groups a template is offered to. */
export const templateGroups = pgTable(
  'template_groups',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => messageTemplates.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => attendanceGroups.id),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.groupId] })],
);

/** Stored files offered in the attachment picker. */
export const attFiles = pgTable('att_files', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  name: text('name').notNull(),
  /** The address a message carries. */
  reference: text('reference').notNull(),
  enable: boolean('enable').notNull().default(true),
});

/** Groups a file is offered to. */
export const fileGroups = pgTable(
  'file_groups',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => attFiles.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => attendanceGroups.id),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.groupId] })],
);

/** Attendance (service) life: waiting -> active -> closed; transfer sends it back to waiting. */
export const attendances = pgTable(
  'attendances',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    channelId: integer('channel_id').notNull().default(1),
    /** Messaging number the client wrote to (replies go out through it). */
    phoneNumberId: text('phone_number_id'),
    groupId: integer('group_id').references(() => attendanceGroups.id),
    status: text('status', { enum: ['waiting', 'active', 'closed'] }).notNull(),
    agentId: integer('agent_id').references(() => users.id),
    startQueue: timestamp('start_queue', { withTimezone: true }).notNull().defaultNow(),
    /** When the service was opened: never moved by a transfer (the reports' day, ADR 0027). */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first agent message (which takes it, ADR 0003): never moved by a later take. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    completionId: integer('completion_id'),
    reasonId: integer('reason_id'),
    subReasonId: integer('sub_reason_id'),
    observation: text('observation'),
    flowName: text('flow_name'),
  },
  (t) => [
    index('attendances_customer_status').on(t.customerId, t.status),
    index('attendances_client').on(t.clientId),
    index('attendances_customer_opened').on(t.customerId, t.openedAt),
    // The live dashboard's range is of queue starts (docs/adr/0018).
    index('attendances_customer_queue').on(t.customerId, t.startQueue),
    /** One open (waiting or active) item per client: concurrent inbound messages cannot open two. */
    uniqueIndex('attendances_open_client')
      .on(t.clientId)
      .where(sql`status <> 'closed'`),
  ],
);

/** Messages of an attendance. Directions: 0 agent, 1 client, 2 chatbot, 3 agent automatic (docs/adr/0003). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    attendanceId: integer('attendance_id')
      .notNull()
      .references(() => attendances.id),
    text: text('text').notNull(),
    direction: smallint('direction').notNull(),
    imageName: text('image_name').notNull().default(''),
    userId: integer('user_id'),
    externalId: text('external_id'),
    /** Delivery of an outgoing message to the channel (null for inbound ones). */
    delivery: text('delivery', { enum: ['pending', 'sent', 'failed'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_attendance').on(t.attendanceId, t.id),
    uniqueIndex('messages_external').on(t.externalId),
  ],
);

/**
 * One row of a bulk template send (seed 001 §2 "Bulk send", §7 "Bulk sending: POST Hsm_Send with
 * customer_id, client_identification, message, send_date, from, parameters, message_id,
 * campaign_id"): queued → sent → delivered, or failed with a reason (docs/adr/0020-hsm-bulk-send.md).
 * (customer, import, row) is the idempotency key: a row sent again is answered, never queued twice.
 */
export const hsmSends = pgTable(
  'hsm_sends',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Made by the console per imported file. */
    importId: uuid('import_id').notNull(),
    /** The row's line in the file. */
    row: integer('row').notNull(),
    /** The client's phone, digits only. */
    clientIdentification: text('client_identification').notNull(),
    /** The row's text as the file gives it. */
    message: text('message').notNull(),
    /** The template's values separated by '|' ({{1}}, {{2}}, ...). */
    parameters: text('parameters').notNull().default(''),
    /** When to send; the row is not sent before (its outbox row waits). */
    sendDate: timestamp('send_date', { withTimezone: true }).notNull(),
    /** The file's `from`: a sender label. */
    sender: text('sender').notNull().default(''),
    templateId: integer('template_id')
      .notNull()
      .references(() => messageTemplates.id),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    /** The template's text filled with the parameters (what the simulator shows). */
    text: text('text').notNull(),
    /** The business number it leaves from; null when the customer has none (failed, no_channel). */
    phoneNumberId: text('phone_number_id'),
    /** Same values as HSM_STATES of @atende/contract. */
    state: text('state', { enum: ['queued', 'sent', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    /** Same values as HSM_FAILURE_REASONS of @atende/contract; null unless failed. */
    reason: text('reason', {
      enum: [
        'channel_rejected',
        'no_channel',
        'invalid_number',
        'template_disabled',
        'undeliverable',
        'expired',
      ],
    }),
    /** The channel's id of the sent message (wamid...): status webhooks find the row by it. */
    externalId: text('external_id'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hsm_sends_import_row').on(t.customerId, t.importId, t.row),
    uniqueIndex('hsm_sends_external').on(t.externalId),
  ],
);

/**
 * Outbound messages waiting for the channel: written in the transaction that stores the reply (or
 * the bulk-send row), delivered after commit with retry and backoff; rows are claimed with FOR
 * UPDATE SKIP LOCKED. Each row carries exactly one of an agent message, a bulk-send row or a chatbot
 * message.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .references(() => messages.id)
      .unique(),
    hsmSendId: integer('hsm_send_id')
      .references(() => hsmSends.id)
      .unique(),
    /** A chatbot message (issue 19): bot answers leave through the outbox like agents' replies. */
    interactionMessageId: integer('interaction_message_id')
      .references((): AnyPgColumn => interactionMessages.id)
      .unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    phoneNumberId: text('phone_number_id').notNull(),
    recipient: text('recipient').notNull(),
    /** What the adapter sends: text, image, audio, video, document or template, with its fields. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim: another worker leaves the row alone until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The channel's id of the sent message (wamid...). */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due').on(t.status, t.nextAttemptAt),
    check(
      'outbox_one_subject',
      sql`num_nonnulls(${t.messageId}, ${t.hsmSendId}, ${t.interactionMessageId}) = 1`,
    ),
  ],
);

/**
 * Every administrative write (operators, roles, group membership, groups, campaigns and the next
 * console areas): who, when, for which customer, and the record before and after (docs/adr/0017).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The customer the record belongs to; null for records of no one customer (roles). */
    customerId: integer('customer_id').references(() => customers.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** What kind of record: `operator`, `role`, `groupMembership`, `group`, `campaign`, ... */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    /** The record as it was (null on create) and as it became (null on delete); no secrets. */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity').on(t.entity, t.entityId, t.id),
    index('audit_log_customer').on(t.customerId, t.createdAt),
  ],
);

/**
 * Chatbot sessions (seed 001 "interactions") of an end client with a flow, and their runtime state
 * (issue 19, docs/adr/0024-chatbot-step-semantics.md): which flow version runs, where it stands, the
 * variables, the guards' counters and why it ended.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    channelId: integer('channel_id').notNull().default(1),
    flowName: text('flow_name').notNull().default(''),
    /** Open while the bot talks; closed when the flow ended (or handed off); abandoned when the client left. */
    status: text('status', { enum: ['open', 'closed', 'abandoned'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** The flow and the version it runs (null for rows seeded before the runtime). */
    flowId: integer('flow_id').references(() => flows.id),
    flowVersion: integer('flow_version'),
    /** The business number the client wrote to: the bot answers through it. */
    phoneNumberId: text('phone_number_id'),
    /** The step the interaction stands at; `awaiting`: its question was sent, a reply is awaited. */
    currentStepId: integer('current_step_id'),
    awaiting: boolean('awaiting').notNull().default(false),
    /** The operation variables (step_Operational_Variable → value) and an integration's fields. */
    variables: jsonb('variables').notNull().default({}),
    /** Passes through each step since the client's last reply (step id → count): the loop guard. */
    passesWithoutReply: jsonb('passes_without_reply').notNull().default({}),
    /** Steps run in all (the step guard counts one run). */
    stepsRun: integer('steps_run').notNull().default(0),
    /** Why it ended: final, end, exit, handed_off, expired, step_limit, loop_limit, integration_failed, flow_gone, queued. */
    endedReason: text('ended_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The campaign a type-11 step tagged it with. */
    campaignId: integer('campaign_id').references(() => campaigns.id),
    /** Where a hand-off sent the client: the group and the attendance it opened. */
    handedGroupId: integer('handed_group_id').references(() => attendanceGroups.id),
    attendanceId: integer('attendance_id').references(() => attendances.id),
    /** When silence ends it abandoned (the sweeper); moved on by every client message. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * An integration step's call under way, made out of the client's lock (chatbot/pendingCall.ts):
     * its request, fence token, start, and the client messages queued meanwhile. Null otherwise.
     */
    pendingCall: jsonb('pending_call'),
    /** The step ids the interaction entered (a set): the editor's per-step visits and drop-off. */
    visitedSteps: jsonb('visited_steps').notNull().default([]),
  },
  (t) => [
    index('interactions_customer_started').on(t.customerId, t.startedAt),
    /** One open interaction per client: two first messages at once cannot start two. */
    uniqueIndex('interactions_open_client')
      .on(t.clientId)
      .where(sql`status = 'open'`),
    index('interactions_open_expiry')
      .on(t.expiresAt)
      .where(sql`status = 'open'`),
  ],
);

/**
 * Messages of a chatbot session. Directions as seed 001 §3 writes them: 0 client, 1 chatbot. A
 * client message keeps its channel id (a redelivery is processed once); a bot message its delivery.
 */
export const interactionMessages = pgTable(
  'interaction_messages',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => interactions.id),
    text: text('text').notNull(),
    direction: smallint('direction').notNull(),
    /** The channel's message id (wamid) of a client message. */
    externalId: text('external_id'),
    /** Delivery of a bot message to the channel (null for the client's). */
    delivery: text('delivery', { enum: ['pending', 'sent', 'failed'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interaction_messages_interaction').on(t.interactionId, t.id),
    uniqueIndex('interaction_messages_external').on(t.externalId),
  ],
);

/** The report aggregates and business hours (docs/adr/0027), in a file of their own. */
export * from './reportSchema';
