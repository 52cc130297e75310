import type { FunctionalityName } from '@atende/permissions';
import type { AreaName } from '@atende/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/types';
import type { AppContext } from '../context';

/** Where a route's input names the customer it acts for. */
export interface CustomerField {
  in: 'query' | 'body';
  /** The field's name exactly as the specification writes it (`Customer_Id`, `customer_id`). */
  field: string;
}

/** The functionality level a route needs, read through `@atende/permissions` (the screens' own rules). */
export type LevelRule =
  /** The screen area may be opened (level 2+, read-only or edit). */
  | { area: AreaName; mode: 'open' }
  /** The area may be changed (level 3+, or the area's own edit rule). */
  | { area: AreaName; mode: 'edit' }
  /** A plain minimum level on one functionality. */
  | { functionality: FunctionalityName; minLevel: number };

/** What an object rule sees: the validated request, the caller and their functionality entries. */
export interface ObjectCheck {
  ctx: AppContext;
  request: FastifyRequest;
  caller: AuthUser;
  /** The customer id the route names (already checked for membership), or null when it names none. */
  customerId: number | null;
}

/** A rule about the one object a request touches (an attendance, a client, a user record). */
export interface ObjectRule {
  /** Short name for the ADR, the route table and error logs, e.g. `attendance.read`. */
  name: string;
  /** Throws 403 / 404 / 409 (ApiError) when the caller may not touch the object. */
  check(input: ObjectCheck): Promise<void>;
}

/** Access of a route that needs a bearer token. */
export interface AuthenticatedAccess {
  kind: 'authenticated';
  /** The field that names the customer (tenant isolation: 403 unless the caller works for it), or null when the route names none. */
  customer: CustomerField | null;
  /**
   * The functionality level needed (a list: any one of them suffices), or null when any logged-in
   * user may call it (own record, own availability).
   */
  level: LevelRule | readonly LevelRule[] | null;
  /** The object rule, when the route touches one object. */
  object?: ObjectRule;
  /** The route stays open to a user whose password expired (password change, logout). */
  allowExpiredPassword?: boolean;
}

/** Access of a route that takes no bearer token; `why` says what protects it instead. */
export interface PublicAccess {
  kind: 'public';
  why: string;
}

/** Every route declares one of these in `config.access`; the server refuses to start otherwise. */
export type RouteAccess = AuthenticatedAccess | PublicAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access declaration, enforced by the access hook (src/access). */
    access?: RouteAccess;
  }
}
