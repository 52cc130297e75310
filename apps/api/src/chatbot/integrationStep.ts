import type { FlowStep } from '@atende/contract';
import { normaliseReply, substitute } from './reply';
import type { IntegrationRequest, IntegrationResult } from './types';

type Transition = FlowStep['transitions'][number];

/**
 * Headers of an integration step: a JSON object, or `Name: value` pairs one a line (or separated
 * by `;`). Variables are substituted in the values; anything else is ignored.
 */
function parseHeaders(
  text: string,
  variables: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const trimmed = text.trim();
  if (!trimmed) return headers;
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [name, value] of Object.entries(parsed))
          if (typeof value === 'string' || typeof value === 'number')
            headers[name] = substitute(String(value), variables);
      }
    } catch {
      /* not JSON: no headers */
    }
    return headers;
  }
  for (const line of trimmed.split(/\n|\[br\]|;/)) {
    const at = line.indexOf(':');
    if (at > 0)
      headers[line.slice(0, at).trim()] = substitute(line.slice(at + 1).trim(), variables);
  }
  return headers;
}

/** The request an integration step makes, variables substituted. */
export function integrationRequest(
  step: FlowStep,
  customerId: number,
  variables: Readonly<Record<string, string>>,
): IntegrationRequest {
  const method = step.step_Integration_Method.trim().toUpperCase() === 'POST' ? 'POST' : 'GET';
  const request: IntegrationRequest = {
    customerId,
    method,
    url: substitute(step.step_Integration.trim(), variables),
    headers: parseHeaders(step.step_Integration_Headers, variables),
  };
  const parameter = substitute(step.step_Integration_Parameter, variables);
  if (parameter) request.parameter = parameter;
  const authorize = substitute(step.step_Integration_Authorize, variables).trim();
  if (authorize) request.authorize = authorize;
  return request;
}

/** The longest value an answer gives a variable (they are kept with the interaction). */
const MAX_VARIABLE_LENGTH = 4096;

/**
 * An answer's fields as variables: a JSON object's top-level fields (nested values as JSON text),
 * always `status` and `response` (the body as text); each value cut at 4,096 characters.
 */
export function answerVariables(status: number, body: unknown): Record<string, string> {
  const fields: Record<string, string> = {
    status: String(status),
    response: typeof body === 'string' ? body : (JSON.stringify(body) ?? ''),
  };
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (name === '__proto__') continue;
      fields[name] =
        typeof value === 'string' ? value : value === null ? '' : (JSON.stringify(value) ?? '');
    }
  }
  for (const name of Object.keys(fields))
    fields[name] = fields[name]!.slice(0, MAX_VARIABLE_LENGTH);
  return fields;
}

const FAILURE_VALUES = new Set(['error', 'erro', 'fail', 'failure', 'falha', 'falla']);
const SUCCESS_VALUES = new Set(['ok', 'success', 'sucesso', 'exito']);

/**
 * The transition an integration's result takes (docs/adr/0024): on success the one valued the HTTP
 * status (`200`) or its class (`2xx`), then `ok`, then any other that is not a failure value; on a
 * failure the one valued `error` (or `erro`, `fail`, `falha`, `falla`). Null: no path for it.
 */
export function resultTransition(step: FlowStep, result: IntegrationResult): Transition | null {
  const valued = step.transitions.map((t) => ({ t, v: normaliseReply(t.transition_Value) }));
  if (!result.ok) return valued.find((x) => FAILURE_VALUES.has(x.v))?.t ?? null;
  const status = String(result.status);
  const byStatus = valued.find((x) => x.v === status || x.v === `${status[0]}xx`);
  if (byStatus) return byStatus.t;
  const ok = valued.find((x) => SUCCESS_VALUES.has(x.v));
  if (ok) return ok.t;
  return valued.find((x) => !FAILURE_VALUES.has(x.v) && !/^\d(xx|\d\d)$/.test(x.v))?.t ?? null;
}
