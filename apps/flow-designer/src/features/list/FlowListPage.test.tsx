import { sessionStore } from '@atende/api-client';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { flowExportRows, parseFlowViewPath } from '@atende/contract';
import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, FLOWS, makeFlow, makeStep } from '../../testing/flowFixtures';
import { loginManager, renderFlow, resetFlow, type Levels } from '../../testing/renderFlow';
import { FlowListPage } from './FlowListPage';
import { matchingFlows } from './FlowSearch';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderList(levels: Levels = { Flow: 3 }, noCustomer = false) {
  loginManager(levels);
  if (noCustomer) sessionStore.setState({ currentCustomerId: null });
  return renderFlow(
    <>
      <Routes>
        <Route
          path="/fluxo"
          element={
            <RequireRoute routeName="fluxo">
              <FlowListPage />
            </RequireRoute>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { levels },
  );
}

const where = () => screen.getByTestId('where').textContent ?? '';
const button = (name: RegExp | string) =>
  screen.getByText(name).closest('button') as HTMLButtonElement;

let api: FakeApi;

beforeEach(async () => {
  await resetFlow();
  api = fakeApi({ List_Flow: FLOWS, List_Channel: CHANNELS });
});

afterEach(() => api.restore());

describe('flow list (seed 001 §2, §7)', () => {
  it('shows the active flows of the customer in reverse order of the answer', async () => {
    renderList();
    await screen.findByText('Card support');
    const names = [...document.querySelectorAll('tbody tr')]
      .map((row) => row.querySelector('td')?.textContent)
      .filter(Boolean);
    expect(names).toEqual(['Card support', 'Survey-2026 / Q1', 'Sales bot']);
    expect(api.callsTo('GET List_Flow')[0]?.query).toEqual({
      Active_Flow: 'true',
      Customer_Id: '1',
    });
    const row = screen.getByText('Card support').closest('tr')!;
    expect(within(row).getByText('Web chat')).toBeTruthy();
    expect(within(screen.getByText('Sales bot').closest('tr')!).getByText('No end')).toBeTruthy();
  });

  it("opens the editor when the flow's name is picked (seed 001 §2)", async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Survey-2026 / Q1' }));
    await waitFor(() => expect(where()).toMatch(/^\/fluxo\/view\//));
    expect(parseFlowViewPath(where())).toMatchObject({ id: 2, name: 'Survey-2026 / Q1' });
  });

  it('opens the editor of a flow at its view-fluxo address', async () => {
    renderList();
    fireEvent.click(await screen.findByLabelText('Open the flow Survey-2026 / Q1'));
    await waitFor(() => expect(where()).toMatch(/^\/fluxo\/view\//));
    expect(parseFlowViewPath(where())).toMatchObject({
      id: 2,
      name: 'Survey-2026 / Q1',
      endDate: '2026-12-31T23:00:00',
      flowExitMessage: 'Salida',
    });
  });

  it('opens the details of a flow (update-fluxo, the form with Export)', async () => {
    renderList();
    fireEvent.click(await screen.findByLabelText('Details and export of the flow Card support'));
    await waitFor(() => expect(where()).toMatch(/^\/fluxo\/update\//));
    expect(parseFlowViewPath(where().replace('/fluxo/update/', ''))).toMatchObject({ id: 3 });
  });

  it('finds flows by part of the name in the search box and opens the one picked', async () => {
    expect(matchingFlows(FLOWS, ' survey').map((f) => f.flow_Id)).toEqual([2]);
    expect(matchingFlows(FLOWS, 'SÚPPORT').map((f) => f.flow_Id)).toEqual([3]);
    expect(matchingFlows(FLOWS, 'nothing')).toEqual([]);
    renderList();
    await screen.findByText('Card support');
    const search = screen.getByLabelText('Search a flow by name and open it');
    fireEvent.change(search, { target: { value: 'sales' } });
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option');
      expect(found?.textContent).toBe('Sales bot');
      return found!;
    });
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1);
    fireEvent.click(option);
    await waitFor(() => expect(parseFlowViewPath(where())?.id).toBe(1));
  });

  it('Register opens the creation form', async () => {
    renderList();
    await screen.findByText('Card support');
    fireEvent.click(button('Register'));
    expect(where()).toBe('/fluxo/create');
  });

  it('imports a JSON file of step rows as a flow update, then reloads the list', async () => {
    const flow = {
      ...makeFlow({ flow_Id: 9, flow_Name: 'Imported-bot' }),
      steps: [makeStep(0, 'Start', [['1', 1]]), makeStep(1, 'Menu', [['bye', -1]])],
    };
    api.answer('POST Data_Flow_Update', { flow_Id: 10, version: 1 });
    renderList();
    await screen.findByText('Card support');
    const file = new File([JSON.stringify(flowExportRows(flow))], 'bot.json', {
      type: 'application/json',
    });
    fireEvent.change(screen.getByTestId('flow-import-file'), { target: { files: [file] } });
    expect(await screen.findByText('The flow Imported-bot was imported.')).toBeTruthy();
    const sent = api.callsTo('POST Data_Flow_Update')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ customer_Id: 1, flow_Name: 'Imported-bot' });
    expect((sent.steps as unknown[]).length).toBe(2);
    await waitFor(() => expect(api.callsTo('GET List_Flow').length).toBeGreaterThan(1));
  });

  it.each([
    ['a file that is not JSON', '{"rows": ', /not valid JSON/],
    [
      'a file with a __proto__ key',
      '[{"__proto__": {"x": 1}, "step_Name": "Exit"}]',
      /forbidden key/,
    ],
    ['a file with a control character', '[{"step_Name": "Ex\u0001it"}]', /control characters/],
    ['a file of the wrong shape', '{"steps": 1}', /expected rows and fields/],
  ])('refuses %s with its translated reason, sending nothing', async (_what, text, reason) => {
    renderList();
    await screen.findByText('Card support');
    const file = new File([text], 'bad.json', { type: 'application/json' });
    fireEvent.change(screen.getByTestId('flow-import-file'), { target: { files: [file] } });
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(api.callsTo('POST Data_Flow_Update')).toHaveLength(0);
  });

  it('logs the user out when the flow list cannot be read (seed 001 §7)', async () => {
    api.answer('List_Flow', () => errorAnswer(500, 'internal'));
    renderList();
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
  });

  it('at Flow level exactly 2 lists and opens flows, with Register disabled (seed 001 §6)', async () => {
    renderList({ Flow: 2 });
    await screen.findByText('Card support');
    expect(button('Register').disabled).toBe(true);
    expect(button('Import (JSON)').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Open the flow Card support'));
    await waitFor(() => expect(parseFlowViewPath(where())?.id).toBe(3));
  });

  it('asks for a customer when none is current', async () => {
    renderList({ Flow: 3 }, true);
    expect(
      await screen.findByText('Choose a customer in the side menu to see its flows.'),
    ).toBeTruthy();
    expect(api.callsTo('GET List_Flow')).toHaveLength(0);
  });
});
