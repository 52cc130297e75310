import { captureDownloads } from '@atende/ui/testing';
import { sessionStore } from '@atende/api-client';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { FLOW_EXIT_DEFAULTS, parseFlowViewPath } from '@atende/contract';
import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { CHANNELS, makeFlow } from '../../testing/flowFixtures';
import { loginManager, renderFlow, resetFlow, type Levels } from '../../testing/renderFlow';
import { viewPartsOf } from '../../shared/flowParts';
import { flowViewPath } from '@atende/contract';
import { creationOutcome } from './creationRules';
import { FlowCreatePage, FlowUpdatePage } from './FlowCreatePage';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderForm(path = '/fluxo/create', levels: Levels = { Flow: 3 }, noCustomer = false) {
  loginManager(levels);
  if (noCustomer) sessionStore.setState({ currentCustomerId: null });
  return renderFlow(
    <>
      <Routes>
        <Route
          path="/fluxo/create"
          element={
            <RequireRoute routeName="create-fluxo">
              <FlowCreatePage />
            </RequireRoute>
          }
        />
        <Route
          path="/fluxo/update/:flow"
          element={
            <RequireRoute routeName="update-fluxo">
              <FlowUpdatePage />
            </RequireRoute>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { levels, path },
  );
}

const where = () => screen.getByTestId('where').textContent ?? '';
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });

let api: FakeApi;

beforeEach(async () => {
  await resetFlow();
  api = fakeApi({ List_Channel: CHANNELS });
});

afterEach(() => api.restore());

describe('creation rule (seed 001 §5 "Flow creation")', () => {
  const start = dayjs('2026-03-01T10:00:00Z');
  it('goes back to the list when name and initial message are both empty', () => {
    expect(creationOutcome({ name: ' ', flowMessage: '' }, 0)).toEqual({ kind: 'back' });
    expect(creationOutcome({ name: 'a' }, 0).kind).toBe('editor');
    expect(creationOutcome({ flowMessage: 'hi' }, 0).kind).toBe('editor');
  });

  it('warns when the end date is on and the start is not before it', () => {
    const base = { name: 'Bot', start, hasEnd: true };
    expect(creationOutcome({ ...base, end: start }, 0)).toEqual({ kind: 'warningDates' });
    expect(creationOutcome({ ...base, end: start.subtract(1, 'minute') }, 0).kind).toBe(
      'warningDates',
    );
    expect(creationOutcome({ ...base, end: start.add(1, 'minute') }, 0).kind).toBe('editor');
    expect(creationOutcome({ ...base, hasEnd: false, end: start }, 0).kind).toBe('editor');
    // Submitted date fields come as the form library's local texts.
    const local = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm:ss');
    expect(creationOutcome({ ...base, start: local(start), end: local(start) }, 0).kind).toBe(
      'warningDates',
    );
  });

  it('opens the editor with the form fields as its address parts', () => {
    const outcome = creationOutcome(
      {
        name: ' Bot ',
        channel: 2,
        flowMessage: 'hi',
        exitMessage: 'Salida',
        leaveMessage: 'bye',
        start,
        hasEnd: false,
        end: start.add(1, 'day'),
      },
      0,
    );
    expect(outcome).toEqual({
      kind: 'editor',
      parts: {
        id: 0,
        name: 'Bot',
        channel: 2,
        flowMessage: 'hi',
        startDate: '2026-03-01T10:00:00.000Z',
        endDate: '',
        flowExitMessage: 'Salida',
        flowLeaveMessage: 'bye',
      },
    });
  });
});

describe('flow creation form', () => {
  it('defaults the exit texts to seed 000 §9 and opens the editor of a new flow', async () => {
    renderForm();
    expect(((await screen.findByLabelText('Exit message')) as HTMLInputElement).value).toBe(
      FLOW_EXIT_DEFAULTS.exit_String,
    );
    expect((screen.getByLabelText('Leave message') as HTMLTextAreaElement).value).toBe(
      FLOW_EXIT_DEFAULTS.exit_Message,
    );
    expect(button('Export').disabled).toBe(true);
    await type('Name', 'Pizza-bot / 50%');
    await type('Initial message', 'pizza');
    fireEvent.click(button('Next'));
    await waitFor(() => expect(where()).toMatch(/^\/fluxo\/view\//));
    expect(parseFlowViewPath(where())).toMatchObject({
      id: 0,
      name: 'Pizza-bot / 50%',
      flowMessage: 'pizza',
      endDate: '',
      flowExitMessage: 'Salida',
    });
  });

  it('goes back to the list when name and initial message are both empty', async () => {
    renderForm();
    await screen.findByLabelText('Name');
    fireEvent.click(button('Next'));
    await waitFor(() => expect(where()).toBe('/fluxo'));
  });

  it('Close goes back to the list', async () => {
    renderForm();
    await screen.findByLabelText('Name');
    fireEvent.click(button('Close'));
    expect(where()).toBe('/fluxo');
  });

  it('shows CreateFluxo.warningDates when the end date is not after the start', async () => {
    renderForm();
    await type('Name', 'Bot');
    fireEvent.click(await screen.findByRole('switch', { name: 'End date' }));
    const end = await screen.findByLabelText('End date and time');
    const start = screen.getByLabelText('Start date') as HTMLInputElement;
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '2000-01-01 10:00:00' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
    expect(start.value).not.toBe('');
    fireEvent.click(button('Next'));
    expect(await screen.findByText('The start date must be before the end date')).toBeTruthy();
    expect(where()).toBe('/fluxo/create');
  });

  it('at Flow level exactly 2 shows the form read-only (seed 001 §6)', async () => {
    renderForm('/fluxo/create', { Flow: 2 });
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(button('Close').disabled).toBe(false);
  });

  it('goes to the flow list without a current customer (seed 001 §6)', async () => {
    renderForm('/fluxo/create', { Flow: 3 }, true);
    await waitFor(() => expect(where()).toBe('/fluxo'));
  });

  it('loads an existing flow from its update-fluxo address and exports it as <name>.json', async () => {
    const flow = makeFlow({
      flow_Id: 7,
      flow_Name: 'Card-support',
      end_DateTime: '2027-01-01T00:00:00',
    });
    const rows = [{ step_Name: 'Exit', flow_Name: 'Card-support' }];
    api.answer('Export_Flow', rows);
    const downloads = captureDownloads();
    renderForm(flowViewPath(viewPartsOf(flow)).replace('/fluxo/view/', '/fluxo/update/'));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Card-support');
    expect(screen.getByRole('switch', { name: 'End date' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(button('Export'));
    await waitFor(() =>
      expect(downloads.files.map((file) => file.name)).toEqual(['Card-support.json']),
    );
    expect(api.callsTo('GET Export_Flow')[0]?.query).toEqual({ Customer_Id: '1', Flow_Id: '7' });
    expect(JSON.parse(await downloads.text())).toEqual(rows);
    downloads.restore();
  });

  it('shows a translated error when the export fails', async () => {
    api.answer('Export_Flow', () => errorAnswer(500, 'internal'));
    const flow = makeFlow({ flow_Id: 7 });
    renderForm(flowViewPath(viewPartsOf(flow)).replace('/fluxo/view/', '/fluxo/update/'));
    await screen.findByLabelText('Name');
    fireEvent.click(button('Export'));
    expect(await screen.findByText(/The flow could not be exported/)).toBeTruthy();
  });
});
