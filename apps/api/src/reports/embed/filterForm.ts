/**
 * The embed page's filter form (issue 20 "each filterable by date range, group, channel and
 * agent"): a GET form back to the same page, its choices the customer's groups, channels and agents.
 */
import { SERVICE_LEVEL_SECONDS } from '@atende/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attendanceGroups,
  channels,
  customerChannels,
  userCustomers,
  users,
} from '../../db/schema';
import { html, type SafeHtml } from './html';
import type { FormState } from './pageQuery';
import type { EmbedTexts } from './texts';

/** One choice of a select: its id and name. */
interface Choice {
  id: number;
  name: string;
}

/** The customer's groups, channels and agents, by name. */
export async function choicesOf(db: Db, customerId: number) {
  const [groups, chans, agents] = await Promise.all([
    db
      .select({ id: attendanceGroups.id, name: attendanceGroups.name })
      .from(attendanceGroups)
      .where(eq(attendanceGroups.customerId, customerId))
      .orderBy(asc(attendanceGroups.name)),
    db
      .select({ id: channels.id, name: channels.name })
      .from(customerChannels)
      .innerJoin(channels, eq(channels.id, customerChannels.channelId))
      .where(eq(customerChannels.customerId, customerId))
      .orderBy(asc(channels.name)),
    db
      .select({ id: users.id, name: users.name })
      .from(userCustomers)
      .innerJoin(users, eq(users.id, userCustomers.userId))
      .where(eq(userCustomers.customerId, customerId))
      .orderBy(asc(users.name)),
  ]);
  return { groups, channels: chans, agents };
}

/** The choices of the form's selects. */
export type FormChoices = Awaited<ReturnType<typeof choicesOf>>;

function select(
  name: string,
  label: string,
  all: string,
  choices: readonly Choice[],
  value: string,
) {
  const options = [{ id: 0, name: all }, ...choices].map(
    (c) =>
      html`<option value="${c.id}" ${String(c.id) === value ? html` selected` : ''}>
        ${c.name}
      </option>`,
  );
  return html`<label
    >${label}<select name="${name}">
      ${options}
    </select></label
  >`;
}

/** The form, its fields holding `form`'s values; the service level only when `withLevel`. */
export function filterForm(
  t: EmbedTexts,
  form: FormState,
  choices: FormChoices,
  withLevel: boolean,
): SafeHtml {
  const levels = SERVICE_LEVEL_SECONDS.map((s) => ({ id: s, name: String(s) }));
  return html`<form class="filters" method="get" aria-label="${t.filters}">
    <label
      >${t.dateFrom}<input type="date" name="date_from" value="${form.date_from}" required
    /></label>
    <label>${t.dateTo}<input type="date" name="date_to" value="${form.date_to}" required /></label>
    ${select('group_id', t.group, t.all, choices.groups, form.group_id)}
    ${select('channel_id', t.channel, t.all, choices.channels, form.channel_id)}
    ${select('agent_id', t.agent, t.all, choices.agents, form.agent_id)}
    ${
      withLevel
        ? html`<label
            >${t.serviceLevel}<select name="service_level_seconds">
              ${levels.map((l) => html`<option value="${l.id}" ${String(l.id) === form.service_level_seconds ? html` selected` : ''}>${l.name}</option>`)}
            </select></label
          >`
        : html`<input
            type="hidden"
            name="service_level_seconds"
            value="${form.service_level_seconds}"
          />`
    }
    <input type="hidden" name="locale" value="${form.locale}" />
    <button type="submit">${t.apply}</button>
  </form>`;
}
