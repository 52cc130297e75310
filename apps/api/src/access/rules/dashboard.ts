import { and, eq } from 'drizzle-orm';
import { interactions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fieldOf } from '../input';
import type { ObjectRule } from '../types';

/**
 * `interaction.read`: a chatbot session (seed 001 "interaction") of the customer the route names.
 * The level rule (dashboard) already ran; another customer's id is simply not found.
 */
export function interactionOfCustomer(field: string): ObjectRule {
  return {
    name: 'interaction.read',
    async check({ ctx, request, customerId }) {
      const id = fieldOf(request.query, field);
      if (typeof id !== 'number') throw new Error(`access rule: field ${field} is not validated`);
      const [row] = await ctx.db
        .select({ id: interactions.id })
        .from(interactions)
        .where(and(eq(interactions.id, id), eq(interactions.customerId, customerId!)));
      if (!row) throw notFound('Interaction not found.');
    },
  };
}
