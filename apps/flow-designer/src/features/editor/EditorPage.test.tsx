import { deferredAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { FLOW_LINE_BREAK_MARKER, type FlowStepsAnswer, type FlowViewParts } from '@atende/contract';
import { useLocation } from '@atende/routing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginManager, renderFlow, resetFlow } from '../../testing/renderFlow';
import { chooseOption } from './testing/chooseOption';
import { EditorPage } from './EditorPage';
import { installReactFlowDom } from './testing/reactFlowDom';
import { TEST_FLOW, testStep } from './testing/renderEditor';

const NEW_FLOW: FlowViewParts = {
  id: 0,
  name: 'Welcome',
  channel: 1,
  flowMessage: 'hi',
  startDate: '2026-01-01T00:00:00',
  endDate: '',
  flowExitMessage: 'Salida',
  flowLeaveMessage: 'bye',
};
const STORED: FlowStepsAnswer = {
  ...TEST_FLOW,
  flow_Version: 3,
  steps: [
    { ...testStep(0, 1, [1]), step_Message: `line one${FLOW_LINE_BREAK_MARKER}line two` },
    testStep(1, 2, [-1]),
  ],
};
const STEP_TYPES = [
  { step_Type_Id: 1, step_Type_Name: 'Message' },
  { step_Type_Id: 3, step_Type_Name: 'Integration' },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage(parts: FlowViewParts, readOnly = false) {
  loginManager({ Flow: readOnly ? 2 : 3 });
  return renderFlow(
    <>
      <EditorPage parts={parts} readOnly={readOnly} />
      <Where />
    </>,
    { levels: { Flow: readOnly ? 2 : 3 }, path: '/fluxo/view/x' },
  );
}

/**
 * A button by its text. Role queries check every element's computed style, which jsdom makes slow
 * once the earlier tests' antd styles fill the page's head (the version tests neared the timeout).
 */
async function buttonByText(text: string): Promise<HTMLButtonElement> {
  const button = (await screen.findByText(text)).closest('button');
  if (!button) throw new Error(`No button holds the text ${text}`);
  return button;
}

let api: FakeApi;
beforeAll(() => installReactFlowDom());
beforeEach(() => resetFlow());
afterEach(() => api.restore());

describe('editor page (seed 001 §4, §7)', () => {
  it('starts a new flow with Start, adds an activity of a listed type; the save rules block saving it as it is', async () => {
    api = fakeApi({
      List_Step_Type: STEP_TYPES,
      'POST Data_Flow_Update': { flow_Id: 31, flow_Version: 1 },
    });
    renderPage(NEW_FLOW);
    expect(await screen.findByTestId('step-0')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('List_Step_Type')[0]?.query).toEqual({ Customer_Id: '1' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(within(dialog).getByLabelText('Activity type'), '3 · Integration');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('step-1')).toBeTruthy();
    // Named after its type by default; the node shows the type's name too.
    expect(screen.getByTestId('step-1').querySelector('.flow-step__title')?.textContent).toBe(
      'Integration',
    );
    expect(screen.getByTestId('step-1').querySelector('.flow-step__type')?.textContent).toBe(
      'Integration',
    );
    // Start has no replies and the new step no incoming connection: the save is blocked.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/cannot be saved/)).toBeTruthy();
    expect(api.callsTo('POST Data_Flow_Update')).toHaveLength(0);
  });

  it('saves a valid new flow and moves to its view-fluxo address', async () => {
    api = fakeApi({
      List_Step_Type: STEP_TYPES,
      'POST Data_Flow_Update': { flow_Id: 31, flow_Version: 1 },
    });
    renderPage({ ...NEW_FLOW, name: 'a-b/c' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit step Start' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New reply'), { target: { value: 'bye' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Final reply' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reply' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toMatch(/^\/fluxo\/view\/31-a%2Db%2Fc-/),
    );
    const body = api.callsTo('POST Data_Flow_Update')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ flow_Name: 'a-b/c', customer_Id: 1, initial_Step_Id: 0 });
    expect(body.flow_Id).toBeUndefined();
    expect(body.base_Version).toBeUndefined();
  });

  it('opens a stored flow: its steps, edges and restored line breaks', async () => {
    api = fakeApi({ List_Step_Type: STEP_TYPES, List_Flow_Steps: STORED });
    const { container } = renderPage({ ...NEW_FLOW, id: 7, name: 'Sales' });
    expect(await screen.findByTestId('step-1')).toBeTruthy();
    expect(api.callsTo('List_Flow_Steps')[0]?.query).toEqual({ Flow_Id: '7', Customer_Id: '1' });
    await waitFor(() => expect(container.querySelectorAll('.react-flow__edge')).toHaveLength(1));
    expect(screen.getByTestId('step-0').querySelector('.flow-step__message')?.textContent).toBe(
      'line one\nline two',
    );
  });

  it("shows each step's type name from List_Step_Type, a fallback while it loads and for an unknown type", async () => {
    const types = deferredAnswer();
    api = fakeApi({ List_Step_Type: types.answer, List_Flow_Steps: STORED });
    renderPage({ ...NEW_FLOW, id: 7, name: 'Sales' });
    const typeOf = (id: number) =>
      screen.getByTestId(`step-${id}`).querySelector('.flow-step__type')?.textContent;
    expect(await screen.findByTestId('step-1')).toBeTruthy();
    expect(typeOf(0)).toBe('Loading the activity type…');
    types.resolve([{ step_Type_Id: 1, step_Type_Name: 'Mensaje' }]);
    await waitFor(() => expect(typeOf(0)).toBe('Mensaje'));
    // Step 1 is of type 2, which this customer's list does not hold.
    expect(typeOf(1)).toBe('Unknown activity type (2)');
    expect(screen.queryByText(/^Type \d/)).toBeNull();
  });

  it('says so when the flow cannot be loaded, and tries again', async () => {
    let fail = true;
    api = fakeApi({
      List_Step_Type: STEP_TYPES,
      List_Flow_Steps: () => (fail ? new Response('no', { status: 500 }) : STORED),
    });
    renderPage({ ...NEW_FLOW, id: 7, name: 'Sales' });
    expect(
      await screen.findByText('The flow could not be loaded.', {}, { timeout: 10000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('step-1')).toBeTruthy();
  });

  const VERSIONS = [
    {
      version: 3,
      saved_By: { user_Login: 'ana', user_Name: 'Ana' },
      saved_At: '2026-11-20T10:00:00Z',
      step_Count: 2,
    },
    {
      version: 2,
      saved_By: { user_Login: 'rui', user_Name: 'Rui' },
      saved_At: '2026-11-19T10:00:00Z',
      step_Count: 1,
    },
  ];

  it('lists the versions and shows one read-only on the canvas', async () => {
    const older: FlowStepsAnswer = { ...STORED, flow_Version: 2, steps: [testStep(0, 1, [-1])] };
    api = fakeApi({
      List_Step_Type: STEP_TYPES,
      List_Flow_Steps: STORED,
      Flow_Version_List: VERSIONS,
      Flow_Version_Steps: older,
    });
    renderPage({ ...NEW_FLOW, id: 7, name: 'Sales' });
    fireEvent.click(await buttonByText('Versions'));
    expect(await screen.findByText(/Version 2 · Rui · .* · 1 steps/)).toBeTruthy();
    fireEvent.click(await buttonByText('Show version 2'));
    expect(await screen.findByText('Showing version 2 (read only).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('step-1')).toBeNull());
    expect(api.callsTo('Flow_Version_Steps')[0]?.query).toEqual({
      Customer_Id: '1',
      Flow_Id: '7',
      Version: '2',
    });
    expect(screen.getByLabelText('Save').hasAttribute('disabled')).toBe(true);
    fireEvent.click(await buttonByText('Back to the flow'));
    expect(await screen.findByTestId('step-1')).toBeTruthy();
  });

  it('restores an earlier version as a new version over the one shown', async () => {
    api = fakeApi({
      List_Step_Type: STEP_TYPES,
      List_Flow_Steps: STORED,
      Flow_Version_List: VERSIONS,
      'POST Flow_Version_Restore': { flow_Id: 7, flow_Version: 4 },
    });
    renderPage({ ...NEW_FLOW, id: 7, name: 'Sales' });
    fireEvent.click(await buttonByText('Versions'));
    expect((await buttonByText('Restore version 3')).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await buttonByText('Restore version 2'));
    expect(await screen.findByText('Version 2 was restored as a new version.')).toBeTruthy();
    expect(api.callsTo('POST Flow_Version_Restore')[0]?.query).toEqual({
      Customer_Id: '1',
      Flow_Id: '7',
      Version: '2',
      Base_Version: '3',
    });
    await waitFor(() => expect(api.callsTo('List_Flow_Steps').length).toBeGreaterThan(1));
  });

  it('keeps the restore button focusable while its restore is in flight, and sends it once', async () => {
    const slow = deferredAnswer();
    api = fakeApi({
      List_Step_Type: STEP_TYPES,
      List_Flow_Steps: STORED,
      Flow_Version_List: VERSIONS,
      'POST Flow_Version_Restore': slow.answer,
    });
    renderPage({ ...NEW_FLOW, id: 7, name: 'Sales' });
    fireEvent.click(await buttonByText('Versions'));
    const restore = await buttonByText('Restore version 2');
    restore.focus();
    fireEvent.click(restore);
    await waitFor(() => expect(restore.classList.contains('ant-btn-loading')).toBe(true));
    // A browser moves the focus of a button that becomes disabled to the page (out of the drawer).
    expect(restore.hasAttribute('disabled')).toBe(false);
    fireEvent.click(restore);
    expect(api.callsTo('POST Flow_Version_Restore')).toHaveLength(1);
    slow.resolve({ flow_Id: 7, flow_Version: 4 });
    expect(await screen.findByText('Version 2 was restored as a new version.')).toBeTruthy();
    expect(api.callsTo('POST Flow_Version_Restore')).toHaveLength(1);
  });
});
