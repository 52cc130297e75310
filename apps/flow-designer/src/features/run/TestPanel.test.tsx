import { fakeApi, type FakeApi, type FakeCall } from '@atende/api-client/testing';
import type { FlowTestTurnAnswer, FlowTestTurnBody } from '@atende/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetFlow } from '../../testing/renderFlow';
import { installReactFlowDom } from '../editor/testing/reactFlowDom';
import { renderEditorScreen, testStep } from '../editor/testing/renderEditor';

let api: FakeApi;
beforeAll(() => installReactFlowDom());
beforeEach(async () => {
  await resetFlow();
});
afterEach(() => api.restore());

const state = (stepId: number, ended = false, variables: Record<string, string> = {}) => ({
  step_Id: stepId,
  awaiting: !ended,
  variables,
  passes: {},
  steps_Run: 1,
  campaign_Id: null,
  ended,
});

/** The sandbox's answers in turn: the menu, the e-mail question, a refusal, the hand-off. */
const answers: FlowTestTurnAnswer[] = [
  {
    state: state(0),
    messages: [{ kind: 'choices', text: 'Welcome', choices: [{ id: '0.1', title: 'r1' }] }],
    path: [0],
    end: { kind: 'await', reason: null, group_Id: null },
    rejected: null,
  },
  {
    state: state(1),
    messages: [{ kind: 'text', text: 'Your e-mail?', choices: [] }],
    path: [1],
    end: { kind: 'await', reason: null, group_Id: null },
    rejected: null,
  },
  {
    state: state(1),
    messages: [{ kind: 'text', text: 'Not an e-mail', choices: [] }],
    path: [],
    end: { kind: 'await', reason: null, group_Id: null },
    rejected: { step_Id: 1, rule: 'validate[Email]' },
  },
  {
    state: state(2, true, { email: 'a@b.co' }),
    messages: [{ kind: 'call', text: 'GET https://crm.example/a@b.co', choices: [] }],
    path: [2],
    end: { kind: 'handoff', reason: 'handed_off', group_Id: 4 },
    rejected: null,
  },
];

function sendAsClient(text: string) {
  const input = screen.getByLabelText('Message as the client');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
}

describe('the test panel (issue 19, ADR 0030)', () => {
  it('runs the edited flow turn by turn: options, the current step and path, a refusing rule, variables', async () => {
    const bodies: FlowTestTurnBody[] = [];
    api = fakeApi({
      'POST Flow_Test_Turn': (call: FakeCall) => {
        bodies.push(call.body as FlowTestTurnBody);
        return answers[bodies.length - 1];
      },
    });
    renderEditorScreen([testStep(0, 1, [1]), testStep(1, 2, [2]), testStep(2, 6, [-1])]);
    await screen.findByTestId('step-2');
    fireEvent.click(screen.getByRole('button', { name: 'Test the flow' }));
    sendAsClient('menu');
    const options = await screen.findByRole('group', { name: 'Reply options' });
    // The flow as the editor holds it, no state yet, successful calls by default.
    expect(bodies[0]).toMatchObject({
      initial_Step_Id: 0,
      text: 'menu',
      integration_Result: 'success',
    });
    expect(bodies[0]!.steps).toHaveLength(3);
    expect(bodies[0]!.state).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('step-0').dataset.run).toBe('current'));

    fireEvent.click(within(options).getByRole('button', { name: 'r1' }));
    await screen.findByText('Your e-mail?');
    expect(bodies[1]).toMatchObject({ text: 'r1', choice_Id: '0.1', state: { step_Id: 0 } });
    await waitFor(() => expect(screen.getByTestId('step-1').dataset.run).toBe('current'));
    expect(screen.getByTestId('step-0').dataset.run).toBe('path');

    sendAsClient('nope');
    expect(
      await screen.findByText('The step Step 1 refused the reply: validate[Email]'),
    ).toBeTruthy();
    expect(screen.getByTestId('step-1').className).toContain('flow-step--rejected');

    fireEvent.click(screen.getByRole('radio', { name: 'Failure' }));
    sendAsClient('a@b.co');
    expect(
      await screen.findByText(
        'Would call GET https://crm.example/a@b.co (no call is made in a test)',
      ),
    ).toBeTruthy();
    expect(bodies[3]).toMatchObject({ integration_Result: 'failure' });
    expect(screen.getByText('The client is handed to a group’s queue.')).toBeTruthy();
    expect(within(screen.getByTestId('test-variables')).getByText('a@b.co')).toBeTruthy();

    // Starting again clears the conversation and the canvas marks.
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.queryByText('Your e-mail?')).toBeNull();
    expect(screen.getByTestId('step-2').dataset.run).toBeUndefined();
  }, 90_000);

  it('says so when the flow breaks a save rule', async () => {
    api = fakeApi({
      'POST Flow_Test_Turn': () =>
        new Response(
          JSON.stringify({ error: 'flow_invalid', message: 'x', field: 'steps', problems: [] }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    });
    renderEditorScreen([testStep(0, 1, [-1])]);
    await screen.findByTestId('step-0');
    fireEvent.click(screen.getByRole('button', { name: 'Test the flow' }));
    sendAsClient('hi');
    expect(
      await screen.findByText(
        'The flow breaks a save rule: fix the problems listed, then test again.',
      ),
    ).toBeTruthy();
  }, 60_000);

  it('shows each step’s visits and drop-off for the chosen days', async () => {
    api = fakeApi({
      Flow_Step_Stats: [
        { step_Id: 0, visits: 12, drop_Off: 2 },
        { step_Id: 1, visits: 5, drop_Off: 0 },
      ],
    });
    renderEditorScreen([testStep(0, 1, [1]), testStep(1, 2, [-1])]);
    await screen.findByTestId('step-1');
    const toggle = screen.getByRole('button', { name: 'Step statistics' });
    fireEvent.click(toggle);
    expect((await screen.findByTestId('step-stats-0')).textContent).toBe(
      '12 visits · 2 stopped here',
    );
    expect(screen.getByTestId('step-stats-1').textContent).toBe('5 visits · 0 stopped here');
    const [call] = api.callsTo('Flow_Step_Stats');
    expect(call!.query).toMatchObject({ Customer_Id: '1', Flow_Id: '7' });
    expect(call!.query.Start_Date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    fireEvent.click(screen.getByRole('button', { name: 'Hide step statistics' }));
    await waitFor(() => expect(screen.queryByTestId('step-stats-0')).toBeNull());
  }, 60_000);
});
