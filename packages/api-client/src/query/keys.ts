/** The first part of every server-state key: the customer the data belongs to. */
type CustomerKey = readonly ['customer', number];

/**
 * A query key scoped by customer (`['customer', customerId, ...parts]`). Every query of server data
 * starts this way, so that a customer change or a logout can drop everything of the customer at once.
 */
export function customerKey<const P extends readonly unknown[]>(
  customerId: number,
  ...parts: P
): readonly ['customer', number, ...P] {
  return ['customer', customerId, ...parts] as const;
}

/** The query keys of the calls screens load (seed 000 §7, seed 001 §7), all scoped by customer. */
export const queryKeys = {
  /** Everything of one customer. */
  customer: (customerId: number): CustomerKey => ['customer', customerId] as const,
  /** Everything of the attendance queues and conversations of a customer (NewAtt touches these). */
  attendance: (customerId: number) => customerKey(customerId, 'attendance'),
  /** The agent's two queues, loaded together: waiting (User_Att_Waitting) and my services (User_Att_Active_List). */
  queues: (customerId: number) => customerKey(customerId, 'attendance', 'queues'),
  /** Every open conversation's messages of a customer. */
  conversations: (customerId: number) => customerKey(customerId, 'attendance', 'messages'),
  /** One conversation's messages (User_Att_Messages_List). */
  messages: (customerId: number, attendanceId: number) =>
    customerKey(customerId, 'attendance', 'messages', attendanceId),
  /** Past services of a client (History_Att). */
  history: (customerId: number, clientId: number) => customerKey(customerId, 'history', clientId),
  /** The thread of one past service in the history dialog. */
  historyMessages: (customerId: number, attendanceId: number) =>
    customerKey(customerId, 'history', 'messages', attendanceId),
  /** A catalogue list of the customer (templates, files, reasons, groups...). */
  catalog: (customerId: number, name: CatalogName) => customerKey(customerId, 'catalog', name),
  /**
   * The client dashboard's data of a customer (summary, drill-downs, chart, bell): invalidate this
   * prefix on the hub's `DashboardChanged` (docs/adr/0018).
   */
  dashboard: <const P extends readonly unknown[]>(customerId: number, ...parts: P) =>
    customerKey(customerId, 'dashboard', ...parts),
  /**
   * The people administration of a customer (docs/adr/0017): `admin(c)` is all of it; the parts are
   * `operators`, `operator` (+ id), `roles`, `roleFunctions` (+ role id), `functionalities`,
   * `channels`, `reports`, `audit` (+ entity and id), `templates` (Message_Template_List). Roles and the catalogue name no customer on the
   * wire; they sit under the current one so a customer change or logout drops them too.
   */
  admin: <const P extends readonly unknown[]>(customerId: number, ...parts: P) =>
    customerKey(customerId, 'admin', ...parts),
  /**
   * The flow designer's data of a customer (issue 18): `flows(c)` is all of it; the parts are
   * `stepTypes`, and per flow id `steps`, `versions`, `version` (+ number). The flow list itself is
   * the catalogue's `flows` (the desk's close dialog reads it too).
   */
  flows: <const P extends readonly unknown[]>(customerId: number, ...parts: P) =>
    customerKey(customerId, 'flows', ...parts),
  /** One record's audit trail (invalidated after the record is saved). */
  audit: (customerId: number, entity: string, entityId: number) =>
    customerKey(customerId, 'audit', entity, entityId),
  /** The deployment's upload limits: the same for every customer, so not scoped by one. */
  uploadLimits: () => ['uploadLimits'] as const,
} as const;

/** The catalogue lists a screen loads by customer id (seed 000 §7 "store loaders"). */
export type CatalogName =
  | 'templates'
  | 'files'
  | 'reasons'
  | 'subReasons'
  | 'completionCodes'
  | 'groups'
  | 'campaigns'
  | 'flows';
