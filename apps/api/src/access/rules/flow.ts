import { and, eq } from 'drizzle-orm';
import { flows } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fieldOf } from '../input';
import type { ObjectRule } from '../types';

/**
 * `flow.ofCustomer`: the flow a request names (`Flow_Id` in the query or `flow_Id` in the body)
 * belongs to the named customer; otherwise 404, saying nothing about another customer's flows. A
 * body's `flow_Id` 0 (or none) creates a flow: nothing to check.
 */
export function flowOfCustomer(queryField: string, bodyField: string): ObjectRule {
  return {
    name: 'flow.ofCustomer',
    async check({ ctx, request, customerId }) {
      const value = fieldOf(request.query, queryField) ?? fieldOf(request.body, bodyField);
      if (value === undefined || value === 0) return;
      if (typeof value !== 'number')
        throw new Error(`access rule: field ${queryField} is not validated`);
      const [flow] = await ctx.db
        .select({ id: flows.id })
        .from(flows)
        .where(and(eq(flows.id, value), eq(flows.customerId, customerId!)));
      if (!flow) throw notFound('Flow not found.');
    },
  };
}
