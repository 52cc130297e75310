import { blankFlowStep, flowReply } from '@atende/contract';
import { seedReports } from './reportsSeed';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import * as t from '../schema';
import { seedPayments } from './payments';
import { DEMO_PASSWORD, DEMO_USERS, FUNCTIONALITIES, ROLE_LEVELS, ROLES } from './demoUsers';
import { WELCOME_FLOW_KEYWORD, WELCOME_FLOW_NAME, welcomeSteps } from './welcomeFlow';

/** Ids of the seeded rows that tests and the start banner refer to. */
export interface SeedSummary {
  customers: Record<'acme' | 'borealis', number>;
  users: Record<string, number>;
  groups: Record<string, number>;
  phoneNumbers: Record<'acme' | 'borealis', string>;
}

/** Files the seed asks the file store to keep, so that the attachment picker has real content. */
export interface SeedFileSink {
  save(file: { data: Buffer; fileName: string; mimeType: string }): Promise<{ url: string }>;
}

/** True when the database holds no customers yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.customers);
  return (row?.n ?? 0) === 0;
}

/** A 1x1 PNG (a real image, used as a seeded file). */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal one-page PDF. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const day = 24 * 3600 * 1000;

/**
 * Seeds the demo data of DESIGN section 3 into an empty database: two customers, users for the
 * seven roles, groups, campaigns (active and past), templates with auto-asignacion, files,
 * reasons and sub-reasons, completion codes, channels, step types, flows with steps, reports,
 * one waiting item and past attendances with messages.
 */
export async function seedDemoData(
  db: Db,
  options: { files?: SeedFileSink; now?: Date } = {},
): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const [acme, borealis] = await db
    .insert(t.customers)
    .values([
      { name: 'Acme Telecom', logoUrl: '' },
      { name: 'Borealis Bank', logoUrl: '' },
    ])
    .returning();
  const customerIds = { acme: acme!.id, borealis: borealis!.id };

  await db.insert(t.stores).values([
    { customerId: acme!.id, name: 'Acme Downtown' },
    { customerId: acme!.id, name: 'Acme Airport' },
    { customerId: borealis!.id, name: 'Borealis Central' },
  ]);

  const functionalityId = await seedRolesAndLevels(db);

  await db.insert(t.channels).values([
    { id: 1, name: 'WhatsApp' },
    { id: 2, name: 'Webchat' },
    { id: 3, name: 'Facebook' },
    { id: 4, name: 'Instagram' },
    { id: 5, name: 'Telegram' },
    { id: 6, name: 'Email' },
  ]);
  await db.insert(t.customerChannels).values([
    { customerId: acme!.id, channelId: 1 },
    { customerId: acme!.id, channelId: 2 },
    { customerId: acme!.id, channelId: 6 },
    { customerId: borealis!.id, channelId: 1 },
  ]);

  const groupRows = await db
    .insert(t.attendanceGroups)
    .values([
      { customerId: acme!.id, name: 'Support', channelId: 1 },
      { customerId: acme!.id, name: 'Sales', channelId: 1 },
      { customerId: acme!.id, name: 'Billing', channelId: 1 },
      { customerId: acme!.id, name: 'Legacy desk', channelId: 1, enable: false },
      { customerId: borealis!.id, name: 'Service desk', channelId: 1 },
    ])
    .returning();
  const groups: Record<string, number> = {};
  for (const g of groupRows)
    groups[`${g.customerId === acme!.id ? 'acme' : 'borealis'}:${g.name}`] = g.id;

  const phoneNumbers = { acme: '100000000000001', borealis: '100000000000002' };
  await db.insert(t.channelNumbers).values([
    {
      phoneNumberId: phoneNumbers.acme,
      displayPhone: '+55 11 4000-0001',
      customerId: acme!.id,
      channelId: 1,
      defaultGroupId: groups['acme:Support']!,
    },
    {
      phoneNumberId: phoneNumbers.borealis,
      displayPhone: '+34 91 400 0002',
      customerId: borealis!.id,
      channelId: 1,
      defaultGroupId: groups['borealis:Service desk']!,
    },
  ]);

  const reportRows = await db
    .insert(t.reports)
    .values([
      {
        customerId: acme!.id,
        code: 'dashboard:1',
        name: 'Attendance summary',
        data: 'dashboard',
        parameter: '1',
      },
      {
        customerId: acme!.id,
        code: 'question:2',
        name: 'Agent performance',
        data: 'question',
        parameter: '2',
      },
      {
        customerId: borealis!.id,
        code: 'dashboard:1',
        name: 'Attendance summary',
        data: 'dashboard',
        parameter: '1',
      },
    ])
    .returning();

  // One argon2id hash per user: each gets its own salt, so equal passwords never share a hash.
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const userIds: Record<string, number> = {};
  for (const [index, demo] of DEMO_USERS.entries()) {
    const passwordHash = passwordHashes[index]!;
    const [user] = await db
      .insert(t.users)
      .values({
        login: demo.login,
        name: demo.name,
        email: `${demo.login}@atende.example`,
        celphone: '',
        passwordHash,
        passExpired: 'passExpired' in demo ? demo.passExpired : false,
        startAtt: '08:00:00',
        endAtt: '18:00:00',
        startAccess: new Date(now.getTime() - 365 * day).toISOString().slice(0, 10),
        endAccess: new Date(now.getTime() + 5 * 365 * day).toISOString().slice(0, 10),
        sysAdm: demo.role === 1,
        attendenceAdm: demo.role <= 3,
        roleId: demo.role,
      })
      .returning();
    userIds[demo.login] = user!.id;
    await db
      .insert(t.userCustomers)
      .values(demo.customers.map((c) => ({ userId: user!.id, customerId: customerIds[c] })));
    const levels = Object.entries(ROLE_LEVELS[demo.role]!).filter(([, level]) => level > 0);
    if (levels.length)
      await db.insert(t.userFunctionalities).values(
        levels.map(([name, level]) => ({
          userId: user!.id,
          functionalityId: functionalityId[name]!,
          level,
        })),
      );
    if (demo.groups.length)
      await db
        .insert(t.userGroups)
        .values(demo.groups.map((g) => ({ userId: user!.id, groupId: groups[g]! })));
    await db.insert(t.userChannels).values([{ userId: user!.id, channelId: 1 }]);
    if (demo.role <= 4)
      await db
        .insert(t.userReports)
        .values(
          reportRows
            .filter((r) => demo.customers.some((c) => customerIds[c] === r.customerId))
            .map((r) => ({ userId: user!.id, reportId: r.id })),
        );
  }

  for (const customerId of [acme!.id, borealis!.id]) {
    await db.insert(t.completionCodes).values([
      { customerId, description: 'Resolved' },
      { customerId, description: 'Not resolved' },
      { customerId, description: 'Follow-up needed' },
    ]);
    const [tech, billing, sales] = await db
      .insert(t.reasons)
      .values([
        { customerId, description: 'Technical issue' },
        { customerId, description: 'Billing' },
        { customerId, description: 'Sales' },
      ])
      .returning();
    await db.insert(t.subReasons).values([
      { customerId, reasonId: tech!.id, description: 'No signal' },
      { customerId, reasonId: tech!.id, description: 'Slow connection' },
      { customerId, reasonId: billing!.id, description: 'Wrong charge' },
      { customerId, reasonId: billing!.id, description: 'Payment' },
      { customerId, reasonId: sales!.id, description: 'New plan' },
    ]);
    await db.insert(t.messageTemplates).values([
      {
        customerId,
        name: 'auto-asignacion',
        template: 'Hola, soy {{Agent_Name}}. ¿En qué puedo ayudarte?',
      },
      {
        customerId,
        name: 'Greeting',
        template: "Hello, I'm {{Agent_Name}}. How can I help you today?",
      },
      { customerId, name: 'Closing', template: 'Thank you for contacting us. Have a great day!' },
      { customerId, name: 'Old promo', template: 'This promotion has ended.', enable: false },
    ]);
  }
  await seedFlowsCampaignsAndFiles(db, { customerIds, groups, now, files: options.files });
  await seedConversations(db, { customerIds, userIds, groups, phoneNumbers, now });
  await seedDashboardActivity(db, { customerIds, userIds, groups, phoneNumbers, now });
  await seedPayments(db, { customerIds, now });
  await seedReports(db, customerIds);
  return { customers: customerIds, users: userIds, groups, phoneNumbers };
}

/** The seven roles, the functionality catalogue and each role's levels; answers the ids by name. */
async function seedRolesAndLevels(db: Db): Promise<Record<string, number>> {
  await db.insert(t.roles).values(ROLES.map(([id, name]) => ({ id, name })));
  await db.execute(sql`select setval(pg_get_serial_sequence('roles', 'id'), 7)`);
  const functionalityRows = await db
    .insert(t.functionalities)
    .values(FUNCTIONALITIES.map(([name, abrev, code]) => ({ name, abrev, code })))
    .returning();
  const functionalityId = Object.fromEntries(functionalityRows.map((f) => [f.name, f.id]));
  await db.insert(t.roleFunctionalities).values(
    Object.entries(ROLE_LEVELS).flatMap(([roleId, levels]) =>
      Object.entries(levels)
        .filter(([, level]) => level > 0)
        .map(([name, level]) => ({
          roleId: Number(roleId),
          functionalityId: functionalityId[name]!,
          level,
        })),
    ),
  );
  return functionalityId;
}

/** The bulk-send template, step types, flows with their steps, campaigns (active and past) and files. */
async function seedFlowsCampaignsAndFiles(
  db: Db,
  s: {
    customerIds: { acme: number; borealis: number };
    groups: Record<string, number>;
    now: Date;
    files?: SeedFileSink;
  },
): Promise<void> {
  const { customerIds, groups, now, files } = s;
  // A template for bulk sends (seed 001 §7 "Bulk sending", docs/adr/0020): its {{1}}, {{2}} are
  // filled from a row's parameters. Offered only to Billing, so the agents' picker does not show it.
  const [orderUpdate] = await db
    .insert(t.messageTemplates)
    .values({
      customerId: customerIds.acme,
      name: 'order_update',
      template: 'Olá {{1}}, seu pedido {{2}} saiu para entrega.',
    })
    .returning();
  await db
    .insert(t.templateGroups)
    .values({ templateId: orderUpdate!.id, groupId: groups['acme:Billing']! });

  await db.insert(t.stepTypes).values([
    { id: 1, name: 'Message' },
    { id: 2, name: 'Question' },
    { id: 3, name: 'Integration' },
    { id: 4, name: 'Options' },
    { id: 5, name: 'End' },
    { id: 6, name: 'Group transfer' },
    { id: 9, name: 'Wait' },
    { id: 10, name: 'Variable' },
    { id: 11, name: 'Campaign' },
    { id: 12, name: 'Agent' },
    { id: 15, name: 'Media' },
  ]);

  const flowRows = await db
    .insert(t.flows)
    .values([
      {
        customerId: customerIds.acme,
        name: 'Sales bot',
        identifyInitialMessage: 'sales',
        startAt: new Date(now.getTime() - 30 * day),
      },
      {
        customerId: customerIds.acme,
        name: 'Satisfaction survey',
        identifyInitialMessage: 'survey',
        startAt: new Date(now.getTime() - 30 * day),
      },
      {
        customerId: customerIds.acme,
        name: 'Retired flow',
        identifyInitialMessage: 'old',
        active: false,
        startAt: new Date(now.getTime() - 300 * day),
      },
      {
        customerId: customerIds.borealis,
        name: 'Card support bot',
        identifyInitialMessage: 'card',
        startAt: new Date(now.getTime() - 30 * day),
      },
    ])
    .returning();
  for (const flow of flowRows) {
    const support =
      flow.customerId === customerIds.acme
        ? groups['acme:Support']!
        : groups['borealis:Service desk']!;
    await insertSteps(db, flow.id, demoSteps(support));
  }
  // The demo bot (issue 19): "menu" to Acme's number starts it; it runs as seeded (docs/adr/0024).
  const [welcome] = await db
    .insert(t.flows)
    .values({
      customerId: customerIds.acme,
      name: WELCOME_FLOW_NAME,
      identifyInitialMessage: WELCOME_FLOW_KEYWORD,
      startAt: new Date(now.getTime() - 30 * day),
    })
    .returning();
  await insertSteps(db, welcome!.id, welcomeSteps(groups['acme:Support']!));

  await db.insert(t.campaigns).values([
    {
      customerId: customerIds.acme,
      name: 'Black Friday',
      flowName: 'Sales bot',
      startAt: new Date(now.getTime() - 10 * day),
      endAt: new Date(now.getTime() + 30 * day),
      resendHours: 24,
      message: 'Black Friday offers!',
    },
    {
      customerId: customerIds.acme,
      name: 'Satisfaction survey',
      flowName: 'Satisfaction survey',
      startAt: new Date(now.getTime() - 5 * day),
      endAt: new Date(now.getTime() + 60 * day),
      resendHours: 48,
      message: 'How did we do?',
    },
    {
      customerId: customerIds.acme,
      name: 'Winter 2025',
      flowName: 'Retired flow',
      startAt: new Date(now.getTime() - 400 * day),
      endAt: new Date(now.getTime() - 300 * day),
      message: 'Winter sale',
    },
    {
      customerId: customerIds.borealis,
      name: 'Card upgrade',
      flowName: 'Card support bot',
      startAt: new Date(now.getTime() - 400 * day),
      endAt: new Date(now.getTime() - 200 * day),
      message: 'Upgrade your card',
    },
  ]);

  if (files) {
    const image = await files.save({
      data: PIXEL_PNG,
      fileName: 'acme-logo.png',
      mimeType: 'image/png',
    });
    const pdf = await files.save({
      data: SMALL_PDF,
      fileName: 'price-list.pdf',
      mimeType: 'application/pdf',
    });
    const fileRows = await db
      .insert(t.attFiles)
      .values([
        { customerId: customerIds.acme, name: 'Acme logo', reference: image.url },
        { customerId: customerIds.acme, name: 'Price list', reference: pdf.url },
        { customerId: customerIds.borealis, name: 'Card terms', reference: pdf.url },
      ])
      .returning();
    await db
      .insert(t.fileGroups)
      .values([{ fileId: fileRows[0]!.id, groupId: groups['acme:Support']! }]);
  }
}

async function insertSteps(db: Db, flowId: number, steps: ReadonlyArray<{ step_Id: number }>) {
  await db
    .insert(t.flowSteps)
    .values(steps.map((s) => ({ flowId, stepId: s.step_Id, data: JSON.stringify(s) })));
}

function demoSteps(groupId: number) {
  return [
    {
      ...blankFlowStep(0, 1, 'Start', { x: 100, y: 100 }),
      step_Message: 'Welcome! Type 1 for sales or 2 for support.',
      transitions: [flowReply('1', 1), flowReply('2', 2)],
    },
    {
      ...blankFlowStep(1, 1, 'Sales', { x: 480, y: 100 }),
      step_Message: 'Our plans start at 9.90.',
      transitions: [flowReply('ok')],
    },
    {
      ...blankFlowStep(2, 6, 'Support', { x: 480, y: 300 }),
      step_Message: 'Connecting you to an agent.',
      step_Integration_Parameter: String(groupId),
      transitions: [flowReply('agent')],
    },
  ];
}

async function seedConversations(
  db: Db,
  s: {
    customerIds: SeedSummary['customers'];
    userIds: Record<string, number>;
    groups: Record<string, number>;
    phoneNumbers: SeedSummary['phoneNumbers'];
    now: Date;
  },
) {
  const [maria, joao, pedro] = await db
    .insert(t.clients)
    .values([
      { customerId: s.customerIds.acme, identify: '5511999990001', name: 'Maria Souza' },
      { customerId: s.customerIds.acme, identify: '5511999990002', name: 'João Lima' },
      { customerId: s.customerIds.borealis, identify: '34600000003', name: 'Pedro García' },
    ])
    .returning();
  const [resolved] = await db
    .select()
    .from(t.completionCodes)
    .where(sql`customer_id = ${s.customerIds.acme}`)
    .limit(1);
  const past = [
    {
      client: maria!,
      agent: 'agent1',
      daysAgo: 12,
      lines: [
        'Hi, my internet is down',
        'Hello Maria, let me check that for you.',
        'Thanks!',
        'It is fixed now.',
      ],
    },
    {
      client: maria!,
      agent: 'agent2',
      daysAgo: 3,
      lines: ['I was charged twice', 'Sorry about that, I have refunded the charge.'],
    },
    {
      client: joao!,
      agent: 'agent1',
      daysAgo: 1,
      lines: ['Do you have fiber in my area?', 'Yes, we do. Shall I send the price list?'],
    },
  ];
  for (const p of past) {
    const start = new Date(s.now.getTime() - p.daysAgo * day);
    const [att] = await db
      .insert(t.attendances)
      .values({
        customerId: s.customerIds.acme,
        clientId: p.client.id,
        channelId: 1,
        phoneNumberId: s.phoneNumbers.acme,
        groupId: s.groups['acme:Support']!,
        status: 'closed',
        agentId: s.userIds[p.agent]!,
        startQueue: start,
        startedAt: new Date(start.getTime() + 60_000),
        endedAt: new Date(start.getTime() + 20 * 60_000),
        completionId: resolved!.id,
        observation: 'Seeded history',
      })
      .returning();
    await db.insert(t.messages).values(
      p.lines.map((text, i) => ({
        attendanceId: att!.id,
        text,
        direction: i % 2 === 0 ? 1 : 0,
        userId: i % 2 === 0 ? null : s.userIds[p.agent]!,
        createdAt: new Date(start.getTime() + (i + 1) * 60_000),
      })),
    );
  }
  const [waiting] = await db
    .insert(t.attendances)
    .values({
      customerId: s.customerIds.borealis,
      clientId: pedro!.id,
      channelId: 1,
      phoneNumberId: s.phoneNumbers.borealis,
      groupId: s.groups['borealis:Service desk']!,
      status: 'waiting',
      startQueue: new Date(s.now.getTime() - 5 * 60_000),
    })
    .returning();
  await db.insert(t.messages).values({
    attendanceId: waiting!.id,
    text: 'Hola, necesito ayuda con mi tarjeta',
    direction: 1,
    createdAt: new Date(s.now.getTime() - 5 * 60_000),
  });
}

/** The seeded day's activity of one customer, for the client dashboard and its chart. */
interface DashboardDemo {
  customer: 'acme' | 'borealis';
  /** Phone prefix of the demo's own clients (kept apart from the conversations above). */
  phonePrefix: string;
  names: readonly string[];
  agents: readonly string[];
  group: string;
  /** A group nobody of the demo answers: its waiting items show on the dashboard and the bell only. */
  waitingGroup: string | null;
  flows: readonly string[];
  /** Items of today per hour, scaled down for a smaller customer. */
  scale: number;
}

const DASHBOARD_DEMOS: readonly DashboardDemo[] = [
  {
    customer: 'acme',
    phonePrefix: '55213000100',
    names: ['Rita Alves', 'Tiago Costa', 'Paula Nunes', 'Igor Melo', 'Lia Rocha', 'Davi Reis'],
    agents: ['agent1', 'agent2', 'manager'],
    group: 'acme:Support',
    waitingGroup: 'acme:Billing',
    flows: ['Sales bot', 'Satisfaction survey'],
    scale: 1,
  },
  {
    customer: 'borealis',
    phonePrefix: '346000077',
    names: ['Lucía Pérez', 'Javier Ruiz', 'Carmen Díaz', 'Pablo Gil'],
    agents: ['agent3', 'manager'],
    group: 'borealis:Service desk',
    waitingGroup: null,
    flows: ['Card support bot'],
    scale: 0.5,
  },
];

/** Items per UTC hour of a day: quiet nights (never none, so that any "today" shows some), busy days. */
const HOURLY_LOAD = [1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 4, 3, 2, 3, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1];

const CLIENT_LINES = [
  'Hi, my internet is down again',
  'I need a copy of my invoice',
  'Can I change my plan?',
  'My card was blocked',
];
const AGENT_LINES = [
  'Hello! Let me check that for you.',
  'Done, you will receive it by e-mail.',
  'Sure, I have updated it.',
];
const BOT_LINES = ['Welcome! Type 1 for sales or 2 for support.', 'Our plans start at 9.90.'];

/**
 * Demo activity for the client dashboard (seed 001 §2): closed attendances spread over today's
 * hours and the past week, items waiting in a group nobody of the demo answers (Acme), and chatbot
 * sessions (interactions) open, closed and abandoned, until a chatbot runtime records real ones
 * (docs/adr/0018). Deterministic for a given `now`; a few bulk inserts per customer.
 */
async function seedDashboardActivity(
  db: Db,
  s: {
    customerIds: SeedSummary['customers'];
    userIds: Record<string, number>;
    groups: Record<string, number>;
    phoneNumbers: SeedSummary['phoneNumbers'];
    now: Date;
  },
) {
  const minute = 60_000;
  const nowMs = s.now.getTime();
  const todayStart = Date.UTC(s.now.getUTCFullYear(), s.now.getUTCMonth(), s.now.getUTCDate());
  for (const demo of DASHBOARD_DEMOS) {
    const customerId = s.customerIds[demo.customer];
    const clientRows = await db
      .insert(t.clients)
      .values(
        demo.names.map((name, i) => ({
          customerId,
          identify: `${demo.phonePrefix}${String(i + 1).padStart(2, '0')}`,
          name,
        })),
      )
      .returning();
    const codes = await db
      .select({ id: t.completionCodes.id })
      .from(t.completionCodes)
      .where(eq(t.completionCodes.customerId, customerId))
      .orderBy(t.completionCodes.id);

    // Queue starts: each of the last 24 hours (its load at fixed minutes), then the past week.
    const starts: number[] = [];
    const thisHour = Math.floor(nowMs / (60 * minute));
    for (let slot = thisHour - 23; slot <= thisHour; slot += 1) {
      const items = Math.round(HOURLY_LOAD[((slot % 24) + 24) % 24]! * demo.scale);
      for (let k = 0; k < items; k += 1) {
        const at = slot * 60 * minute + ((7 + k * 17) % 60) * minute;
        // Only what is over: an item of the last half hour would still be open.
        if (at <= nowMs - 30 * minute) starts.push(at);
      }
    }
    for (let daysAgo = 2; daysAgo <= 7; daysAgo += 1) {
      for (const hour of [9, 11, 15]) {
        if ((daysAgo + hour) % 4 === 0) continue;
        starts.push(todayStart - daysAgo * day + hour * 60 * minute + daysAgo * 5 * minute);
      }
    }

    const rows = starts.map((start, i) => {
      const waitSec = 20 + ((i * 47) % 280);
      const startedAt = start + waitSec * 1000;
      return {
        customerId,
        clientId: clientRows[i % clientRows.length]!.id,
        // Acme also serves its webchat (channel 2): every fifth item, so the channel filter shows.
        channelId: demo.customer === 'acme' && i % 5 === 4 ? 2 : 1,
        phoneNumberId:
          demo.customer === 'acme' && i % 5 === 4 ? null : s.phoneNumbers[demo.customer],
        groupId: s.groups[demo.group]!,
        status: 'closed' as const,
        agentId: s.userIds[demo.agents[i % demo.agents.length]!]!,
        startQueue: new Date(start),
        startedAt: new Date(startedAt),
        endedAt: new Date(startedAt + (4 + ((i * 7) % 16)) * minute),
        completionId: codes[i % codes.length]!.id,
        observation: 'Seeded dashboard activity',
      };
    });
    const items = rows.length
      ? await db.insert(t.attendances).values(rows).returning({ id: t.attendances.id })
      : [];
    const messageRows = items.flatMap((item, i) => {
      const row = rows[i]!;
      const at = row.startQueue.getTime();
      return [
        { direction: 1, text: CLIENT_LINES[i % CLIENT_LINES.length]!, userId: null, at },
        {
          direction: 0,
          text: AGENT_LINES[i % AGENT_LINES.length]!,
          userId: row.agentId,
          at: row.startedAt.getTime(),
        },
        { direction: 1, text: 'Thank you!', userId: null, at: row.startedAt.getTime() + minute },
      ].map((m) => ({
        attendanceId: item.id,
        text: m.text,
        direction: m.direction,
        userId: m.userId,
        createdAt: new Date(m.at),
      }));
    });
    if (messageRows.length) await db.insert(t.messages).values(messageRows);

    if (demo.waitingGroup) {
      // Two clients wait now (the bell and the "on hold" card), in a group no demo agent answers.
      const waiting = await db
        .insert(t.attendances)
        .values(
          [12, 4].map((minutesAgo, i) => ({
            customerId,
            clientId: clientRows[clientRows.length - 1 - i]!.id,
            channelId: 1,
            phoneNumberId: s.phoneNumbers[demo.customer],
            groupId: s.groups[demo.waitingGroup!]!,
            status: 'waiting' as const,
            startQueue: new Date(nowMs - minutesAgo * minute),
          })),
        )
        .returning({ id: t.attendances.id, startQueue: t.attendances.startQueue });
      await db.insert(t.messages).values(
        waiting.map((w, i) => ({
          attendanceId: w.id,
          text: CLIENT_LINES[i + 1]!,
          direction: 1,
          createdAt: w.startQueue,
        })),
      );
    }

    // Chatbot sessions: today (open, closed, abandoned) and earlier days.
    const sessions = [
      { hoursAgo: 0.2, status: 'open' as const },
      { hoursAgo: 0.6, status: 'open' as const },
      { hoursAgo: 1.5, status: 'closed' as const },
      { hoursAgo: 2.5, status: 'abandoned' as const },
      { hoursAgo: 3.5, status: 'closed' as const },
      { hoursAgo: 5, status: 'closed' as const },
      { hoursAgo: 30, status: 'closed' as const },
      { hoursAgo: 52, status: 'abandoned' as const },
      { hoursAgo: 75, status: 'closed' as const },
    ].slice(0, demo.scale < 1 ? 6 : 9);
    const sessionRows = sessions.map((session, i) => {
      const startedAt = nowMs - session.hoursAgo * 60 * minute;
      const lines = 2 + (i % 3);
      return {
        customerId,
        clientId: clientRows[i % clientRows.length]!.id,
        channelId: 1,
        flowName: demo.flows[i % demo.flows.length]!,
        status: session.status,
        startedAt: new Date(startedAt),
        lastInteractionAt: new Date(startedAt + (lines - 1) * minute),
        lines,
      };
    });
    const interactionIds = await db
      .insert(t.interactions)
      .values(sessionRows.map(({ lines: _lines, ...row }) => row))
      .returning({ id: t.interactions.id });
    await db.insert(t.interactionMessages).values(
      interactionIds.flatMap((interaction, i) => {
        const row = sessionRows[i]!;
        // Seed 001 §3 codes: 0 client, 1 chatbot; the client opens, the bot answers.
        return Array.from({ length: row.lines }, (_, n) => ({
          interactionId: interaction.id,
          text: n % 2 === 0 ? (n === 0 ? 'hi' : '1') : BOT_LINES[((n - 1) / 2) % BOT_LINES.length]!,
          direction: n % 2 === 0 ? 0 : 1,
          createdAt: new Date(row.startedAt.getTime() + n * minute),
        }));
      }),
    );
  }
}
