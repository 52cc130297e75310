// The operator body's checks that need no database: 400 naming the field (seed 001 §3, seed 000 §5).
import { decodePassword, passwordRuleCodes, type OperatorSaveBody } from '@atende/contract';
import { badRequest } from '../../http/errors';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** HH:mm or HH:mm:ss (24 h) as HH:mm:ss. */
function parseTime(field: string, value: string): string {
  const m = TIME.exec(value.trim());
  if (!m) throw badRequest(field, `${field} must be a time HH:mm or HH:mm:ss (24 h).`);
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
}

/** YYYY-MM-DD (a date-time's date part is accepted), a real calendar date; null or '' is open-ended. */
function parseDate(field: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const m = DATE.exec(value.trim());
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (
    !m ||
    !date ||
    date.getUTCDate() !== Number(m[3]) ||
    date.getUTCMonth() !== Number(m[2]) - 1
  ) {
    throw badRequest(field, `${field} must be a date YYYY-MM-DD.`);
  }
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Trimmed text; `required` refuses a blank one. Line breaks are refused in one-line fields. */
function oneLine(field: string, value: string | undefined, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw badRequest(field, `${field} is required.`);
    return undefined;
  }
  const text = value.trim();
  if (required && !text) throw badRequest(field, `${field} must not be blank.`);
  if (/[\t\n\r]/.test(text)) throw badRequest(field, `${field} must be one line.`);
  return text;
}

interface CheckedOperator {
  userId: number;
  login?: string;
  name?: string;
  email?: string;
  celphone?: string;
  /** The decoded new password (undefined: unchanged). */
  password?: string;
  startAtt?: string;
  endAtt?: string;
  startAccess?: string | null;
  endAccess?: string | null;
  weekdays?: number[];
  sysAdm?: boolean;
  roleId?: number;
  functions?: Array<{ name: string; level: number }>;
  customerIds?: number[];
  channelIds?: number[];
  reports?: OperatorSaveBody['report'];
}

/** The body's checks that need no database (seed 001 §3 fields, seed 000 §5 password rules). */
export function checkInput(body: OperatorSaveBody): CheckedOperator {
  const creating = body.user_Id === 0;
  const out: CheckedOperator = { userId: body.user_Id };
  out.login = oneLine('user_Login', body.user_Login, creating);
  if (out.login !== undefined && (!out.login || /\s/.test(out.login))) {
    throw badRequest('user_Login', 'user_Login must not be blank nor contain spaces.');
  }
  out.name = oneLine('user_Name', body.user_Name, creating);
  if (out.name !== undefined && !out.name)
    throw badRequest('user_Name', 'user_Name must not be blank.');
  out.email = oneLine('user_Email', body.user_Email, false);
  if (out.email && !EMAIL.test(out.email)) {
    throw badRequest('user_Email', 'user_Email is not an e-mail address.');
  }
  out.celphone = oneLine('user_Celphone', body.user_Celphone, false);
  // Seed 000 §5 / §9: encoded password, 8 characters or more, a capital, a digit, a special one.
  // Required on create; on update an empty or absent one keeps the password.
  if (body.user_Pass !== undefined && body.user_Pass !== '') {
    const password = decodePassword(body.user_Pass);
    if (password === null)
      throw badRequest('user_Pass', 'user_Pass is not a valid encoded password.');
    const problems = passwordRuleCodes(password);
    if (problems.length) {
      throw badRequest('user_Pass', `Password rules not met: ${problems.join(', ')}.`);
    }
    out.password = password;
  } else if (creating) {
    throw badRequest('user_Pass', 'A new operator needs a password.');
  }
  if (body.att_Start !== undefined) out.startAtt = parseTime('att_Start', body.att_Start);
  if (body.att_End !== undefined) out.endAtt = parseTime('att_End', body.att_End);
  out.startAccess = parseDate('start_Access', body.start_Access);
  out.endAccess = parseDate('end_Access', body.end_Access);
  // Seed 001 §3: "expiration_Date (same as the end date)".
  const expiration = parseDate('expiration_Date', body.expiration_Date);
  if (expiration !== undefined) {
    if (out.endAccess === undefined) out.endAccess = expiration;
    else if (expiration !== out.endAccess) {
      throw badRequest('expiration_Date', 'expiration_Date must be the same as end_Access.');
    }
  }
  if (out.startAccess && out.endAccess && out.startAccess > out.endAccess) {
    throw badRequest('end_Access', 'end_Access must not be before start_Access.');
  }
  if (body.user_Weekdays !== undefined) {
    if (!body.user_Weekdays.length) {
      throw badRequest('user_Weekdays', 'An operator works on one weekday at least.');
    }
    out.weekdays = [...body.user_Weekdays].sort((a, b) => a - b);
  }
  out.sysAdm = body.user_SysAdm;
  out.roleId = body.function_Id;
  if (creating && out.roleId === undefined)
    throw badRequest('function_Id', 'function_Id is required.');
  if (body.user_Function !== undefined) {
    // Seed 001 §5: "The access level per functionality is a number from 0 to 3. Level 0 entries are
    // not sent" (so not stored either).
    const names = new Set<string>();
    out.functions = [];
    for (const entry of body.user_Function) {
      const name = entry.functionality_Name.trim();
      const key = name.toLowerCase();
      if (names.has(key)) {
        throw badRequest('user_Function', `${name} appears more than once in user_Function.`);
      }
      names.add(key);
      if (entry.functionality_Level > 3) {
        throw badRequest('user_Function', `Levels are 0 to 3 (seed 001 §5): ${name}.`);
      }
      if (entry.functionality_Level > 0)
        out.functions.push({ name, level: entry.functionality_Level });
    }
  }
  if (body.customer !== undefined) {
    out.customerIds = [...new Set(body.customer.map((c) => c.customer_Id))];
    if (!out.customerIds.length) {
      throw badRequest('customer', 'An operator works for one customer at least.');
    }
  } else if (creating) {
    throw badRequest('customer', 'A new operator needs its customers.');
  }
  if (body.channel !== undefined)
    out.channelIds = [...new Set(body.channel.map((c) => c.channel_Id))];
  out.reports = body.report;
  return out;
}
