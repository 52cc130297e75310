/** The demo password of every seeded user (meets the rules of seed 000 section 5). */
export const DEMO_PASSWORD = 'Atende@2026';

/** Seeded logins, one per role of seed 000 section 1 plus extra agents; printed at start and in the README. */
export const DEMO_USERS = [
  {
    login: 'admin',
    name: 'Ana Admin',
    role: 1,
    customers: ['acme', 'borealis'],
    groups: ['acme:Support', 'acme:Sales', 'borealis:Service desk'],
  },
  {
    login: 'sysaccount',
    name: 'Sergio System',
    role: 2,
    customers: ['acme', 'borealis'],
    groups: [],
  },
  {
    login: 'manager',
    name: 'Marta Manager',
    role: 3,
    customers: ['acme', 'borealis'],
    groups: ['acme:Support', 'borealis:Service desk'],
  },
  { login: 'custaccount', name: 'Carlos Account', role: 4, customers: ['acme'], groups: [] },
  {
    login: 'storeadmin',
    name: 'Sofia Store',
    role: 5,
    customers: ['acme'],
    groups: ['acme:Sales'],
  },
  { login: 'storeaccount', name: 'Sami Store', role: 6, customers: ['acme'], groups: [] },
  {
    login: 'agent1',
    name: 'Alice Agent',
    role: 7,
    customers: ['acme'],
    groups: ['acme:Support', 'acme:Sales'],
  },
  { login: 'agent2', name: 'Bruno Agent', role: 7, customers: ['acme'], groups: ['acme:Support'] },
  {
    login: 'agent3',
    name: 'Clara Agent',
    role: 7,
    customers: ['borealis'],
    groups: ['borealis:Service desk'],
  },
  {
    login: 'newhire',
    name: 'Nina Newhire',
    role: 7,
    customers: ['acme'],
    groups: ['acme:Support'],
    passExpired: true,
  },
] as const;

/** Role ids and names (seed 000 section 1). */
export const ROLES = [
  [1, 'System administrator'],
  [2, 'System account'],
  [3, 'Customer administrator'],
  [4, 'Customer account'],
  [5, 'Store administrator'],
  [6, 'Store account'],
  [7, 'Store agent'],
] as const;

/** Functionality catalogue (seed 000 section 6) with abbreviation and code. */
export const FUNCTIONALITIES = [
  ['Painel', 'PNL', 'F01'],
  ['Attendence', 'ATT', 'F02'],
  ['Campaign', 'CMP', 'F03'],
  ['User', 'USR', 'F04'],
  ['Attendence Group', 'GRP', 'F05'],
  ['Report', 'RPT', 'F06'],
  ['Flow', 'FLW', 'F07'],
  ['Template', 'TPL', 'F08'],
  ['HSM', 'HSM', 'F09'],
  ['Payment', 'PAY', 'F10'],
  ['Reasons', 'RSN', 'F11'],
] as const;

const all = (level: number) => Object.fromEntries(FUNCTIONALITIES.map(([name]) => [name, level]));

/** Default functionality levels per role: 3 edits, 2 reads, agents only serve. */
export const ROLE_LEVELS: Record<number, Record<string, number>> = {
  1: all(3),
  2: all(2),
  3: all(3),
  4: all(2),
  5: {
    ...all(0),
    Painel: 3,
    Attendence: 3,
    User: 3,
    'Attendence Group': 3,
    Template: 3,
    Reasons: 3,
    Campaign: 2,
    Report: 2,
    HSM: 2,
    Flow: 2,
  },
  6: {
    ...all(0),
    Painel: 2,
    Attendence: 2,
    User: 2,
    'Attendence Group': 2,
    Template: 2,
    Reasons: 2,
    Campaign: 2,
    Report: 2,
  },
  // Agents answer clients (the agent screen opens at Attendence 2); managers supervise at 3 (ADR 0007).
  7: { ...all(0), Painel: 1, Attendence: 2 },
};
