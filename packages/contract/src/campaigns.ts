/** The dates a campaign's activity is read from (`Campaign` of `Campaign_List`, or a row being built). */
export interface CampaignPeriod {
  start_DateTime?: string | null;
  end_DateTime?: string | null;
}

const SERVER_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads a server time into epoch milliseconds, NaN when unreadable. Server texts are UTC, also when they
 * carry no zone (`2026-03-01T10:00:00`, as .NET often answers); a `Z` or an offset is kept.
 */
export function serverTimeMs(text: string | null | undefined): number {
  const match = SERVER_TIME.exec((text ?? '').trim());
  if (!match) return Number.NaN;
  const [, date, time = '00:00', zone = 'Z'] = match;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const [hm, fraction = ''] = time.split('.');
  const seconds = (hm ?? '').length === 5 ? `${hm}:00` : hm;
  const millis = fraction ? `.${fraction.padEnd(3, '0').slice(0, 3)}` : '';
  return Date.parse(`${date}T${seconds}${millis}${offset}`);
}

/**
 * Seed 000 §4 "Campaign status: a campaign is active when now lies between its start and end", both
 * ends included. Without readable dates a campaign is not active. The agent desk's close dialog, the
 * console's campaign list and the API's `active` flag all decide with this.
 */
export function isCampaignActive(campaign: CampaignPeriod, now: Date): boolean {
  const start = serverTimeMs(campaign.start_DateTime);
  const end = serverTimeMs(campaign.end_DateTime);
  const at = now.getTime();
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= at && at <= end;
}
