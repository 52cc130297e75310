import { pathOf } from '../../shared/paths';

/**
 * The reason edit screen's address: `/painel/reason/new` for a new reason, `/painel/reason/new/{id}`
 * for an existing one (seed 001 §2: "id 0 or absent means new").
 */
export function reasonPath(id = 0): string {
  return id > 0 ? pathOf('reason', { id }) : pathOf('reason');
}
