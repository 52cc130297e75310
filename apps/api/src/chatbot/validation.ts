import { normaliseReply } from './reply';
import type { BotLanguage } from './types';

/** Which rule a validation text names (seed 001 §5). */
type Rule =
  | { kind: 'lessThan'; limit: number }
  | { kind: 'in'; values: string[]; shown: string[] }
  | { kind: 'date' | 'email' | 'currency' };

/**
 * Seed 001 §5's validation texts: `lessthen[n]`, `in[list]` (comma, semicolon or `|` separated),
 * `validate[Date]`, `validate[Email]`, `validate[Currency]`; case-insensitive. Null: no rule (an
 * empty or unknown text validates nothing).
 */
export function parseValidation(text: string): Rule | null {
  const match = /^\s*(lessthen|in|validate)\s*\[(.*)\]\s*$/is.exec(text);
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  const arg = match[2]!.trim();
  if (name === 'lessthen') {
    const limit = Number(arg.replace(',', '.'));
    return Number.isFinite(limit) ? { kind: 'lessThan', limit } : null;
  }
  if (name === 'in') {
    const shown = arg
      .split(/[,;|]/)
      .map((v) => v.trim())
      .filter(Boolean);
    return shown.length ? { kind: 'in', values: shown.map(normaliseReply), shown } : null;
  }
  const kind = arg.toLowerCase();
  return kind === 'date' || kind === 'email' || kind === 'currency' ? { kind } : null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const CURRENCY =
  /^(?:[A-Z]{3}|R\$|\$|€|US\$)?\s?-?(?:\d{1,3}(?:[.,\s]\d{3})+|\d+)(?:[.,]\d{1,2})?$/i;

/** A real calendar date written dd/mm/yyyy (or with - or .) or yyyy-mm-dd. */
function isDate(text: string): boolean {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : null;
  if (!parts) return false;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A number as clients write it: 12, 12.5 or 12,5. */
function numberOf(text: string): number | null {
  if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** True when the reply passes the rule. */
export function passes(rule: Rule, reply: string): boolean {
  const text = reply.trim();
  switch (rule.kind) {
    case 'lessThan': {
      const n = numberOf(text);
      return n !== null && n < rule.limit;
    }
    case 'in':
      return rule.values.includes(normaliseReply(text));
    case 'date':
      return isDate(text);
    case 'email':
      return EMAIL.test(text);
    case 'currency':
      return CURRENCY.test(text);
  }
}

const HINTS: Record<BotLanguage, Record<Rule['kind'] | 'option', string>> = {
  pt: {
    lessThan: 'Por favor, responda com um número menor que {limit}.',
    in: 'Por favor, responda com uma destas opções: {values}.',
    date: 'Por favor, informe uma data válida (dd/mm/aaaa).',
    email: 'Por favor, informe um e-mail válido (ex.: nome@empresa.com).',
    currency: 'Por favor, informe um valor válido (ex.: 125,50).',
    option: 'Não entendi. Por favor, escolha uma das opções.',
  },
  en: {
    lessThan: 'Please answer with a number less than {limit}.',
    in: 'Please answer with one of these options: {values}.',
    date: 'Please enter a valid date (dd/mm/yyyy).',
    email: 'Please enter a valid e-mail address (e.g. name@company.com).',
    currency: 'Please enter a valid amount (e.g. 125.50).',
    option: "Sorry, I didn't get that. Please pick one of the options.",
  },
  es: {
    lessThan: 'Por favor, responda con un número menor que {limit}.',
    in: 'Por favor, responda con una de estas opciones: {values}.',
    date: 'Por favor, indique una fecha válida (dd/mm/aaaa).',
    email: 'Por favor, indique un correo electrónico válido (ej.: nombre@empresa.com).',
    currency: 'Por favor, indique un monto válido (ej.: 125,50).',
    option: 'No entendí. Por favor, elija una de las opciones.',
  },
};

/** The re-ask hint of a failed rule (or of a reply that picked no option), in the bot's language. */
export function hintText(language: BotLanguage, rule: Rule | null): string {
  const hints = HINTS[language];
  if (!rule) return hints.option;
  const text = hints[rule.kind];
  if (rule.kind === 'lessThan') return text.replace('{limit}', String(rule.limit));
  if (rule.kind === 'in') return text.replace('{values}', rule.shown.join(', '));
  return text;
}
