import { useSession } from '@atende/api-client';
import { parseFlowViewPath } from '@atende/contract';
import { Navigate, useLocation } from '@atende/routing';
import { useReadOnly } from '@atende/ui';
import { EditorPage } from '../editor/EditorPage';

/** The address's last segment, still URL-encoded as the address bar has it (params come decoded). */
function lastSegment(pathname: string): string {
  return pathname.slice(pathname.lastIndexOf('/') + 1);
}

/**
 * The `view-fluxo` route (seed 000 §2.1): the flow the address names, in the editor. Seed 001 §6:
 * "Flow create and editor | Flow | level 2 or more; at exactly 2 the editor buttons are disabled
 * (read only); without a current customer go to the flow list". Below level 2 the shell's page guard
 * has already sent the user to the client panel. A malformed address goes to the list too.
 */
export function EditorRoute() {
  const { pathname } = useLocation();
  const readOnly = useReadOnly();
  const customerId = useSession((state) => state.currentCustomerId);
  const parts = parseFlowViewPath(lastSegment(pathname));
  if (customerId === null || parts === null) return <Navigate to="/fluxo" replace />;
  return <EditorPage key={pathname} parts={parts} readOnly={readOnly} />;
}
