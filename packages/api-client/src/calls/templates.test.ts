import { sessionStore } from '../session/store';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import { listMessageTemplates, saveMessageTemplate } from './templates';

const API = 'http://api.test/api';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().logout();
});
afterEach(() => restoreFetch());

describe('template calls (seed 001 §7)', () => {
  it('listMessageTemplates GETs Message_Template_List?Customer_Id', async () => {
    const { calls } = mockFetch(() => jsonResponse([{ message_Id: 1 }]));
    await expect(listMessageTemplates(3)).resolves.toEqual([{ message_Id: 1 }]);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${API}/Message_Template_List?Customer_Id=3`,
    });
  });

  it('saveMessageTemplate GETs Message_Template_Update with one att_Group per group, with the token', async () => {
    sessionStore.getState().login({ token: 'tok-t' } as never, false);
    const { calls } = mockFetch(() => jsonResponse({ message_Id: 4 }));
    await saveMessageTemplate({
      customerId: 3,
      messageId: 0,
      name: 'Hi & bye',
      message: 'Hello {{Agent_Name}}\nBye',
      enable: true,
      groupIds: [5, 7],
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url:
        `${API}/Message_Template_Update?Customer_Id=3&Message_Id=0` +
        '&Message_Template=Hello%20%7B%7BAgent_Name%7D%7D%0ABye&Message_Template_Name=Hi%20%26%20bye' +
        '&Enable=true&att_Group=5&att_Group=7',
      body: undefined,
    });
    expect(calls[0]!.headers.authorization).toBe('Bearer tok-t');
  });

  it('saveMessageTemplate sends no att_Group for a template without groups', async () => {
    const { calls } = mockFetch(() => jsonResponse({ message_Id: 4 }));
    await saveMessageTemplate({
      customerId: 3,
      messageId: 4,
      name: 'Closing',
      message: 'Bye',
      enable: false,
      groupIds: [],
    });
    expect(calls[0]!.url).toBe(
      `${API}/Message_Template_Update?Customer_Id=3&Message_Id=4&Message_Template=Bye&Message_Template_Name=Closing&Enable=false`,
    );
  });
});
