/**
 * The report aggregates (issue 20 "Scale", docs/adr/0027): counts and sums per customer and
 * 15-minute UTC bucket, and per local day, kept current in the same transaction as the writes that
 * change them.
 * Each is a function of the current rows (`apps/api/src/reports/data/aggregates.ts`).
 */
import { WAIT_BIN_EDGES_SECONDS } from '@atende/contract';
import {
  bigint,
  boolean,
  date,
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

// Column groups shared by the 15-minute and the day roll-ups (fresh builders for each table).

/** Where a service was served: group, channel, agent. */
const serviceDimensions = () => ({
  groupId: integer('group_id').notNull(),
  channelId: integer('channel_id').notNull(),
  agentId: integer('agent_id').notNull(),
});

/** Services started, answered with the waiting sum, closed with the handling sum, abandoned. */
const serviceCounts = () => ({
  started: count('started'),
  answered: count('answered'),
  waitMs: sum('wait_ms'),
  closed: count('closed'),
  handled: count('handled'),
  handleMs: sum('handle_ms'),
  abandoned: count('abandoned'),
});

/** The closing reason and sub-reason of closed services. */
const reasonColumns = () => ({
  reasonId: integer('reason_id').notNull(),
  subReasonId: integer('sub_reason_id').notNull(),
  closed: count('closed'),
});

/** Chatbot interactions per channel and flow: how they ended. */
const botColumns = () => ({
  channelId: integer('channel_id').notNull(),
  flowName: text('flow_name').notNull(),
  started: count('started'),
  handedOff: count('handed_off'),
  completed: count('completed'),
  abandoned: count('abandoned'),
});

/**
 * Services per customer × bucket of their opening × group × channel × current agent × waiting bin
 * (-1: not answered): started, answered with the waiting sum, closed with the handling sum, abandoned.
 */
export const reportServiceBuckets = pgTable(
  'report_service_buckets',
  {
    customerId: integer('customer_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    ...serviceDimensions(),
    waitBin: smallint('wait_bin').notNull(),
    ...serviceCounts(),
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
    ...serviceDimensions(),
    ...reasonColumns(),
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
    ...botColumns(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.bucket, t.channelId, t.flowName] })],
);

/*
 * The report roll-ups per local day (issue 20 "Scale"): the 15-minute aggregates summed per
 * customer × calendar day in the customer's time zone × inside or outside its business hours ×
 * group × channel × agent. A year's report sums a few tens of thousands of rows instead of one per
 * service. They depend on the customer's zone and business hours, so the customer's row records the
 * zone they were built in (`customers.report_zone`) and a settings change rebuilds them.
 */

/** The SQL column of waiting bin `i`: services answered within it. */
export const binColumn = (i: number) => `b${i}`;
/** The SQL column of local hour `h`: services opened in it. */
export const hourColumn = (h: number) => `h${h}`;

/** One count column per waiting bin (the answered services of each) and per local hour (started). */
const binAndHourColumns = () => ({
  ...Object.fromEntries(WAIT_BIN_EDGES_SECONDS.map((_, i) => [binColumn(i), count(binColumn(i))])),
  ...Object.fromEntries(
    Array.from({ length: 24 }, (_, h) => [hourColumn(h), count(hourColumn(h))]),
  ),
});

/** Services per customer × local day × inside business hours × group × channel × agent. */
export const reportServiceDays = pgTable(
  'report_service_days',
  {
    customerId: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    inside: boolean('inside').notNull(),
    ...serviceDimensions(),
    ...serviceCounts(),
    ...binAndHourColumns(),
  },
  (t) => [
    primaryKey({
      columns: [t.customerId, t.day, t.inside, t.groupId, t.channelId, t.agentId],
    }),
  ],
);

/** Closed services per customer × local day × group × channel × agent × reason × sub-reason. */
export const reportReasonDays = pgTable(
  'report_reason_days',
  {
    customerId: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...serviceDimensions(),
    ...reasonColumns(),
  },
  (t) => [
    primaryKey({
      columns: [t.customerId, t.day, t.groupId, t.channelId, t.agentId, t.reasonId, t.subReasonId],
    }),
  ],
);

/** Chatbot interactions per customer × local day of their start × channel × flow: how they ended. */
export const reportBotDays = pgTable(
  'report_bot_days',
  {
    customerId: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...botColumns(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.channelId, t.flowName] })],
);
