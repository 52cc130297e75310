/**
 * Readers of a WhatsApp webhook body's fields: each checks one value's type and length and throws a
 * 400 ApiError naming its field path; `isolated` turns such an error into a rejected part.
 */
import { ApiError, badRequest } from '../http/errors';

/** A JSON object of the body. */
export type Obj = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value as an object. */
export function object(value: unknown, field: string): Obj {
  if (!isObject(value)) throw badRequest(field, `${field} must be an object.`);
  return value;
}

/** The value as an array (`[]` when optional and absent). */
export function array(value: unknown, field: string, optional = false): unknown[] {
  if (value === undefined && optional) return [];
  if (!Array.isArray(value)) throw badRequest(field, `${field} must be an array.`);
  return value;
}

/** The value as a non-empty string of at most `max` characters. */
export function string(value: unknown, field: string, max = 1024): string {
  if (typeof value !== 'string' || value === '') {
    throw badRequest(field, `${field} must be a non-empty string.`);
  }
  if (value.length > max) throw badRequest(field, `${field} is too long.`);
  return value;
}

/** The value as a string of at most `max` characters, or undefined when absent or empty. */
export function optionalString(value: unknown, field: string, max = 1024): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(field, `${field} must be a string.`);
  if (value.length > max) throw badRequest(field, `${field} is too long.`);
  return value;
}

/** The value (unix seconds, a number or digits) as a date. */
export function timestamp(value: unknown, field: string): Date {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,12}$/.test(text)) {
    throw badRequest(field, `${field} must be unix seconds.`);
  }
  return new Date(Number(text) * 1000);
}

/** A part of a webhook body that was refused, named by its field path. */
export interface RejectedPart {
  field: string;
  message: string;
}

/** Runs `read`, recording an ApiError 400 as a rejected part instead of throwing it. */
export function isolated(rejected: RejectedPart[], field: string, read: () => void): void {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) {
      rejected.push({ field: error.field ?? field, message: error.message });
      return;
    }
    throw error;
  }
}
