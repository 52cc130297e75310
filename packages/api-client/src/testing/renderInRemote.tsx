import { type LoggedInUser, type Permissions } from '@atende/contract';
import { HubConnectionFactoryContext } from '@atende/api-client';
import { createQueryClient, QueryProvider } from '@atende/api-client/query';
import { setLanguage } from '@atende/locale';
import { PermissionsProvider } from '@atende/permissions/react';
import { MemoryRouter } from '@atende/routing';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createTestHub, type TestHub } from './testHub';
import { loginAs, permissionsOf } from './users';

/** Options of `renderInRemote`. */
export interface RenderInRemoteOptions {
  /** Logged in before rendering (`makeUser`, `makeManager`); default: the session as it is. */
  user?: LoggedInUser;
  /** The permissions the page reads (default: the user's own, or none). */
  permissions?: Permissions;
  /** The user's role for the role and report rules (default: the user's `function_Id`). */
  functionId?: number;
  /** The address the in-memory router starts at (default `/`). */
  route?: string;
  /** Switches the texts' language first (registered texts switch at once). */
  language?: string;
  /** The page's query client (default: a new one that retries without delay). */
  queryClient?: QueryClient;
  /** The in-process hub the page connects to (default: a new quiet one). */
  hub?: TestHub;
  /** The remote's own UI providers (antd, i18next), inside the query client, outside the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** What `renderInRemote` gives besides testing-library's result. */
export interface RemoteRender extends RenderResult {
  queryClient: QueryClient;
  hub: TestHub;
}

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Renders a remote's screen as the shell hosts it: the query client bound to the session, the remote's
 * providers, the user's permissions, an in-memory router and the in-process hub.
 */
export function renderInRemote(ui: ReactNode, options: RenderInRemoteOptions = {}): RemoteRender {
  if (options.language) void setLanguage(options.language);
  if (options.user) loginAs(options.user);
  const queryClient = options.queryClient ?? createQueryClient({ retryDelay: () => 0 });
  const hub = options.hub ?? createTestHub();
  const Wrapper = options.wrapper ?? Passthrough;
  const permissions =
    options.permissions ?? (options.user ? permissionsOf(options.user) : undefined);
  const result = render(
    <QueryProvider client={queryClient}>
      <Wrapper>
        <PermissionsProvider
          permissions={permissions}
          functionId={options.functionId ?? options.user?.function_Id ?? null}
        >
          <HubConnectionFactoryContext.Provider value={hub.factory}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
          </HubConnectionFactoryContext.Provider>
        </PermissionsProvider>
      </Wrapper>
    </QueryProvider>,
  );
  return { ...result, queryClient, hub };
}
