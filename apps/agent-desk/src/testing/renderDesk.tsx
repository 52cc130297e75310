import { configureApi, sessionStore } from '@atende/api-client';
import type { LoggedInUser } from '@atende/contract';
import { setLanguage } from '@atende/locale';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DeskProviders } from '../app/DeskProviders';
import { registerDeskTexts } from '../locale/deskTexts';

/** The addresses tests configure the API client with (calls are mocked; nothing listens there). */
const TEST_CONFIG = {
  apiBaseUrl: 'http://api.test/api',
  integrationBaseUrl: 'http://api.test/integration',
  fileServiceUrl: 'http://api.test/files',
  hubUrl: 'http://api.test/hubs/attendance',
};

/** English texts, configured addresses and no session before a test. */
export async function resetDesk(): Promise<void> {
  registerDeskTexts({ language: 'en' });
  await setLanguage('en');
  configureApi(TEST_CONFIG);
  sessionStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
}

/** A logged-in agent of customer 1 (Acme Telecom), as `User_Validate` answers. */
function makeAgent(patch: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    token: 'test-token',
    user_Id: 7,
    user_Name: 'Ana Agent',
    user_Login: 'agent1',
    user_Email: 'agent1@example.com',
    user_Celphone: '',
    pass_Expired: false,
    start_Att: '08:00:00',
    end_Att: '17:00:00',
    attendence_Adm: false,
    att_Start: '',
    att_End: '',
    start_Access: '',
    end_Access: '',
    user_SysAdm: false,
    expiration_Date: '',
    function_Id: 5,
    user_Function: 'Agent',
    channel: [],
    customer: [
      {
        customer_Id: 1,
        customer_Name: 'Acme Telecom',
        customer_Logo_URL: '',
        store: [],
        group_List: [],
      },
    ],
    ...patch,
  } as unknown as LoggedInUser;
}

/** Logs the test agent in (customer 1 selected). */
export function loginAgent(patch: Partial<LoggedInUser> = {}): LoggedInUser {
  const user = makeAgent(patch);
  sessionStore.getState().login(user, true);
  return user;
}

/** Renders inside the desk's providers (i18next, antd locale and App). */
export function renderDesk(ui: ReactNode): RenderResult {
  return render(<DeskProviders>{ui}</DeskProviders>);
}

/**
 * The open antd dialog with this title. (antd gives every dialog the same `aria-labelledby` id under
 * test, so `getByRole('dialog', { name })` cannot tell them apart.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog around the title ${title}`);
  return dialog;
}
