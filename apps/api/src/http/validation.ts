import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

const common: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false,
  // TypeBox adds its own `kind` markers and descriptions: not validation keywords.
  strict: false,
};

function ajvWith(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * Two validators: query strings, params and headers are text, so their values are coerced to the
 * schema's types (`?Customer_Id=1`); a JSON body already has types, so a wrong one (`"user_Id": "1"`,
 * `"user_Pass": 42`) is refused with 400 naming the field instead of being quietly converted.
 */
export function registerValidators(app: FastifyInstance): void {
  const textual = ajvWith({ coerceTypes: 'array' });
  const json = ajvWith({ coerceTypes: false });
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? json : textual).compile(schema as object),
  );
}
