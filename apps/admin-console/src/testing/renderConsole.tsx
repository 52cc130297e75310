import { configureApi, sessionStore } from '@atende/api-client';
import type { LoggedInUser, Permissions } from '@atende/contract';
import { setLanguage } from '@atende/locale';
import { PermissionsProvider } from '@atende/permissions/react';
import { MemoryRouter } from '@atende/routing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConsoleProviders } from '../app/ConsoleProviders';
import { ConsoleHubFactoryContext } from '../features/frame/hubFactoryContext';
import { registerConsoleTexts } from '../locale/consoleTexts';
import { createTestHub, type TestHub } from './testHub';

/** The addresses tests configure the API client with (fetch is replaced; nothing listens there). */
const TEST_CONFIG = {
  apiBaseUrl: 'http://api.test/api',
  integrationBaseUrl: 'http://api.test/integration',
  fileServiceUrl: 'http://api.test/files',
  hubUrl: 'http://api.test/hubs/attendance',
};

/** English texts, configured addresses and no session before a test. */
export async function resetConsole(): Promise<void> {
  registerConsoleTexts({ language: 'en' });
  await setLanguage('en');
  configureApi(TEST_CONFIG);
  sessionStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
}

/** Functionality levels by name (`{ User: 3, Painel: 2 }`). */
export type Levels = Record<string, number>;

const ACME = {
  customer_Id: 1,
  customer_Name: 'Acme Telecom',
  customer_Logo_URL: '',
  store: [],
  group_List: [],
};

/** Logs a manager of customer 1 (Acme Telecom) in, with these levels and role (default 3). */
export function loginManager(levels: Levels, patch: Partial<LoggedInUser> = {}): LoggedInUser {
  const user = {
    token: 'test-token',
    user_Id: 3,
    user_Name: 'Marta Manager',
    user_Login: 'manager',
    user_Email: 'manager@example.com',
    user_Celphone: '',
    pass_Expired: false,
    start_Att: '08:00:00',
    end_Att: '17:00:00',
    function_Id: 3,
    user_Function: permissionsOf(levels).user_Function,
    channel: [],
    customer: [ACME],
    ...patch,
  } as unknown as LoggedInUser;
  sessionStore.getState().login(user, true);
  return user;
}

/** A permissions object with these levels in customer 1. */
function permissionsOf(levels: Levels): Permissions {
  return {
    customer: [ACME],
    user_Function: Object.entries(levels).map(([functionality_Name, functionality_Level]) => ({
      functionality_Name,
      functionality_Level,
    })),
    report: [],
    channel: [],
  } as unknown as Permissions;
}

/** Options of `renderConsole`. */
export interface RenderConsoleOptions {
  /** The user's levels (the page guard's read-only context is not applied: pass `readOnly` to the page). */
  levels?: Levels;
  /** The address the router starts at (default /painel/cliente). */
  path?: string;
  functionId?: number;
  /** The hub the console's live data connects to (default: a quiet one, no network). */
  hub?: TestHub;
}

/** Renders inside the console's providers, a router and the user's permissions. */
export function renderConsole(ui: ReactNode, options: RenderConsoleOptions = {}): RenderResult {
  return render(
    <ConsoleProviders>
      <PermissionsProvider
        permissions={permissionsOf(options.levels ?? {})}
        functionId={options.functionId ?? 3}
      >
        <ConsoleHubFactoryContext.Provider value={(options.hub ?? createTestHub()).factory}>
          <MemoryRouter initialEntries={[options.path ?? '/painel/cliente']}>{ui}</MemoryRouter>
        </ConsoleHubFactoryContext.Provider>
      </PermissionsProvider>
    </ConsoleProviders>,
  );
}
