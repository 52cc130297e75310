import type { PasswordRuleCode } from './password';

/** One password and the rules it breaks (none: accepted). */
export interface PasswordRuleCase {
  password: string;
  broken: readonly PasswordRuleCode[];
}

const longTail = 'a'.repeat(197);

/**
 * The cases both sides are tested with: the contract's own test runs them through `passwordRuleCodes`
 * (what the shell and the console check as the user types), and the API suite sends each one to
 * `PUT User_Data_Perm` over HTTP and expects the same verdict and the same broken rules. Accented
 * capitals, characters outside the Basic Multilingual Plane and the length edges are the point.
 */
export const PASSWORD_RULE_CASES: readonly PasswordRuleCase[] = Object.freeze([
  { password: 'Atende@2026', broken: [] },
  { password: 'Éxito#2026', broken: [] },
  { password: 'Éabcdef1!', broken: [] },
  { password: 'ação(Ç)7', broken: [] },
  { password: 'Ωmega-2026', broken: [] },
  // 𝐀 (U+1D400) is an upper-case letter outside the BMP: a capital, one code point.
  { password: '𝐀bcdefg1|', broken: [] },
  // Eight code points, twelve UTF-16 units.
  { password: 'Ab1!😀😀😀😀', broken: [] },
  { password: `A1!${longTail}`, broken: [] },
  { password: `A1!${longTail}b`, broken: ['max_length'] },
  // Six code points but eight UTF-16 units: too short.
  { password: 'Ab1!😀😀', broken: ['min_length'] },
  { password: 'É1!😀', broken: ['min_length'] },
  { password: 'Ab1!xyz', broken: ['min_length'] },
  { password: 'éxito#2026', broken: ['capital'] },
  { password: 'abcdefg1!', broken: ['capital'] },
  { password: '😀😀😀😀1!ab', broken: ['capital'] },
  { password: 'Abcdefgh', broken: ['digit', 'special'] },
  // Only 0 to 9 are digits (an Arabic-Indic three is not).
  { password: 'Abcdefg٣!', broken: ['digit'] },
  { password: 'Abcdefg1+', broken: ['special'] },
  { password: 'Abcdefg1?', broken: ['special'] },
  { password: 'short', broken: ['min_length', 'capital', 'digit', 'special'] },
]);

/** One campaign period, a moment, and whether the campaign is active then. */
export interface CampaignActivityCase {
  period: { start_DateTime?: string | null; end_DateTime?: string | null };
  now: string;
  active: boolean;
}

const MARCH = { start_DateTime: '2026-03-01T00:00:00.000Z', end_DateTime: '2026-03-31T23:59:59Z' };
const NO_ZONE = { start_DateTime: '2026-03-01T10:00:00', end_DateTime: '2026-03-01T11:00:00' };

/**
 * Seed 000 §4 campaign activity: the contract's test runs these through `isCampaignActive` (the desk's
 * close dialog and the console's list), and the API suite stores each period and reads `active` back
 * from `Campaign_List` at the case's moment.
 */
export const CAMPAIGN_ACTIVITY_CASES: readonly CampaignActivityCase[] = Object.freeze([
  { period: MARCH, now: '2026-03-15T12:00:00Z', active: true },
  { period: MARCH, now: '2026-03-01T00:00:00Z', active: true },
  { period: MARCH, now: '2026-03-31T23:59:59Z', active: true },
  { period: MARCH, now: '2026-02-28T23:59:59.999Z', active: false },
  { period: MARCH, now: '2026-03-31T23:59:59.001Z', active: false },
  { period: NO_ZONE, now: '2026-03-01T10:30:00Z', active: true },
  { period: NO_ZONE, now: '2026-03-01T11:30:00Z', active: false },
  {
    period: {
      start_DateTime: '2026-03-01T10:00:00+03:00',
      end_DateTime: '2026-03-01T12:00:00+0300',
    },
    now: '2026-03-01T08:30:00Z',
    active: true,
  },
  {
    period: { start_DateTime: '', end_DateTime: undefined },
    now: '2026-03-15T12:00:00Z',
    active: false,
  },
  { period: { start_DateTime: MARCH.start_DateTime }, now: '2026-03-15T12:00:00Z', active: false },
  {
    period: { start_DateTime: 'soon', end_DateTime: 'later' },
    now: '2026-03-15T12:00:00Z',
    active: false,
  },
]);
