/**
 * The reports bench's bulk load (issue 20 "Scale"; docs/adr/0027): a customer "Bench Reports" with
 * `services` services over the year before `end` and `messagesPer` messages each, written by SQL
 * `generate_series` on PostgreSQL (minutes, not hours), with the API stopped; the API computes the
 * report aggregates of a customer without any when it starts (its backfill).
 */
/** What the load needs of a database connection: `pg`'s Client and PGlite both answer it. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** How much the bench loads. */
export interface ReportsLoad {
  services: number;
  messagesPer: number;
  interactions: number;
}

const GROUPS = 5;
const AGENTS = 20;

/** Loads the customer and its rows; answers its id. `admin` must be a demo user that reads reports. */
export async function loadReportsCustomer(pg: SqlRunner, load: ReportsLoad, admin: string) {
  const { rows } = await pg.query<{ id: number }>(
    `insert into customers (name, time_zone) values ('Bench Reports', 'America/Sao_Paulo') returning id`,
  );
  const customer = rows[0]!.id;
  await pg.query(
    `insert into user_customers (user_id, customer_id) select id, $1 from users where login = $2`,
    [customer, admin],
  );
  await pg.query(
    `insert into customer_business_hours (customer_id, weekday, start_minute, end_minute)
     select $1, d, 480, 1080 from generate_series(1, 5) d`,
    [customer],
  );
  await pg.query(
    `insert into attendance_groups (customer_id, name) select $1, 'Group ' || g from generate_series(1, ${GROUPS}) g`,
    [customer],
  );
  await pg.query(
    `insert into reasons (customer_id, description) select $1, 'Reason ' || r from generate_series(1, 6) r`,
    [customer],
  );
  const clients = Math.max(1000, Math.ceil(load.services / 10));
  await pg.query(
    `insert into clients (customer_id, identify, name)
     select $1, (5500000000000 + c)::text, 'Client ' || c from generate_series(1, ${clients}) c`,
    [customer],
  );
  // Services spread evenly over a year; every 20th closed unanswered, a few waiting (own clients).
  await pg.query(
    `with g as (select array_agg(id order by id) ids from attendance_groups where customer_id = $1),
          u as (select array_agg(id order by id) ids from (select id from users order by id limit ${AGENTS}) x),
          r as (select array_agg(id order by id) ids from reasons where customer_id = $1),
          c as (select min(id) first from clients where customer_id = $1)
     insert into attendances (customer_id, client_id, channel_id, group_id, status, agent_id,
       start_queue, opened_at, answered_at, started_at, ended_at, reason_id)
     select $1, c.first + (i % ${clients}), 1 + i % 2, g.ids[1 + i % ${GROUPS}],
       case when i % 997 = 0 and i < ${clients} then 'waiting' else 'closed' end,
       case when i % 20 = 0 or (i % 997 = 0 and i < ${clients}) then null
         else u.ids[1 + i % cardinality(u.ids)] end,
       t, t,
       case when i % 20 = 0 or (i % 997 = 0 and i < ${clients}) then null
         else t + ((i::bigint * 7919) % 900) * interval '1 second' end,
       case when i % 20 = 0 or (i % 997 = 0 and i < ${clients}) then null
         else t + ((i::bigint * 7919) % 900) * interval '1 second' end,
       case when i % 997 = 0 and i < ${clients} then null
         else t + ((i::bigint * 7919) % 900 + 60 + (i::bigint * 104729) % 3600) * interval '1 second' end,
       case when i % 997 = 0 and i < ${clients} then null else r.ids[1 + i % 6] end
     from g, u, r, c, generate_series(1, ${load.services}) i,
       lateral (select $2::timestamptz - (${load.services} - i) * (interval '365 days' / ${load.services}) t) s`,
    [customer, new Date().toISOString()],
  );
  await pg.query(
    `insert into messages (attendance_id, text, direction, created_at)
     select a.id, 'Message ' || m, case when m % 2 = 0 then 0 else 1 end,
       a.opened_at + m * interval '30 seconds'
     from attendances a, generate_series(1, ${load.messagesPer}) m where a.customer_id = $1`,
    [customer],
  );
  await pg.query(
    `insert into interactions (customer_id, client_id, channel_id, flow_name, status, started_at,
       last_interaction_at, ended_reason)
     select $1, c.first + (i % ${clients}), 1 + i % 2, 'Flow ' || (i % 4),
       case when i % 3 = 0 then 'abandoned' else 'closed' end, t, t,
       case when i % 3 = 0 then 'expired' when i % 3 = 1 then 'handed_off' else 'final' end
     from (select min(id) first from clients where customer_id = $1) c,
       generate_series(1, ${load.interactions}) i,
       lateral (select $2::timestamptz - (${load.interactions} - i) * (interval '365 days' / ${load.interactions}) t) s`,
    [customer, new Date().toISOString()],
  );
  await pg.query('analyze');
  return customer;
}
