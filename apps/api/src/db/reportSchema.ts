/**
 * The report aggregates (issue 20 "Scale", docs/adr/0027): counts and sums per customer and
 * 15-minute UTC bucket, kept current in the same transaction as the writes that change them.
 * Each is a function of the current rows (`apps/api/src/reports/data/aggregates.ts`).
 */
import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './schema';

/** Business hours of a customer, in its time zone: ISO weekday, minutes from local midnight. */
export const customerBusinessHours = pgTable(
  'customer_business_hours',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.weekday, t.startMinute] })],
);

const count = (name: string) => integer(name).notNull().default(0);
const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Services per customer × bucket of their opening × group × channel × current agent × waiting bin
 * (-1: not answered): started, answered with the waiting sum, closed with the handling sum, abandoned.
 */
export const reportServiceBuckets = pgTable(
  'report_service_buckets',
  {
    customerId: integer('customer_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    groupId: integer('group_id').notNull(),
    channelId: integer('channel_id').notNull(),
    agentId: integer('agent_id').notNull(),
    waitBin: smallint('wait_bin').notNull(),
    started: count('started'),
    answered: count('answered'),
    waitMs: sum('wait_ms'),
    closed: count('closed'),
    handled: count('handled'),
    handleMs: sum('handle_ms'),
    abandoned: count('abandoned'),
  },
  (t) => [
    primaryKey({
      columns: [t.customerId, t.bucket, t.groupId, t.channelId, t.agentId, t.waitBin],
    }),
  ],
);

/** Closed services per bucket of their opening × group × channel × agent × reason × sub-reason. */
export const reportReasonBuckets = pgTable(
  'report_reason_buckets',
  {
    customerId: integer('customer_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    groupId: integer('group_id').notNull(),
    channelId: integer('channel_id').notNull(),
    agentId: integer('agent_id').notNull(),
    reasonId: integer('reason_id').notNull(),
    subReasonId: integer('sub_reason_id').notNull(),
    closed: count('closed'),
  },
  (t) => [
    primaryKey({
      columns: [
        t.customerId,
        t.bucket,
        t.groupId,
        t.channelId,
        t.agentId,
        t.reasonId,
        t.subReasonId,
      ],
    }),
  ],
);

/** Chatbot interactions per bucket of their start × channel × flow: how they ended. */
export const reportBotBuckets = pgTable(
  'report_bot_buckets',
  {
    customerId: integer('customer_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    channelId: integer('channel_id').notNull(),
    flowName: text('flow_name').notNull(),
    started: count('started'),
    handedOff: count('handed_off'),
    completed: count('completed'),
    abandoned: count('abandoned'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.bucket, t.channelId, t.flowName] })],
);
