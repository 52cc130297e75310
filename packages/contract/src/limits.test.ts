import type { TObject, TSchema } from '@sinclair/typebox';
import { FIELD_LIMITS } from './limits';
import * as schemas from './schemas';

const KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum'] as const;

/** A property of an object schema, through `Optional` and `Union([x, Null])`. */
function property(schema: TObject, field: string): TSchema {
  const prop = schema.properties[field] as TSchema | undefined;
  if (!prop) throw new Error(`no field ${field}`);
  const anyOf = (prop as { anyOf?: TSchema[] }).anyOf;
  return anyOf ? (anyOf.find((s) => s.type !== 'null') as TSchema) : prop;
}

describe('FIELD_LIMITS', () => {
  const table = Object.entries(FIELD_LIMITS).filter(([name]) => name !== 'GroupSaveQuery');

  it.each(table)('%s: every limit is the schema’s', (name, fields) => {
    const schema = (schemas as Record<string, unknown>)[`${name}Schema`] as TObject;
    expect(schema).toBeDefined();
    for (const [field, limit] of Object.entries(fields)) {
      const declared = property(schema, field) as Record<string, unknown>;
      const bounds = Object.fromEntries(
        KEYWORDS.filter((k) => declared[k] !== undefined).map((k) => [k, declared[k]]),
      );
      expect({ field, ...bounds }).toEqual({ field, ...limit });
    }
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(FIELD_LIMITS.CampaignSaveBody.campaign_Name)).toBe(true);
    expect(Object.isFrozen(FIELD_LIMITS.CampaignSaveBody)).toBe(true);
  });
});
