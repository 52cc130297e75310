import type { FlowStep } from '@atende/contract';
import type { RemoteRender } from '@atende/api-client/testing';
import { loginManager, renderFlow } from '../../../testing/renderFlow';
import type { FlowDocumentStore, FlowFields } from '../document';
import { blankStep } from '../document/stepEdits';
import type { FlowUpdateAnswer, FlowUpdateBody } from '@atende/contract';
import { EditorBody } from '../EditorBody';
import { EditorWorkspace } from '../EditorWorkspace';

/** A flow of customer 1 for editor tests. */
export const TEST_FLOW: FlowFields = {
  flow_Id: 7,
  flow_Name: 'Sales',
  channel_Id: 1,
  initial_Step_Id: 0,
  identify_Initial_Message: 'hello',
  start_DateTime: '2026-01-01T00:00:00',
  end_DateTime: null,
  exit_String: 'Salida',
  exit_Message: 'bye',
  customer_Id: 1,
};

/** A step of `type` with replies to `next` (each reply named r0, r1...). */
export function testStep(
  id: number,
  type: number,
  next: number[] = [],
  at = { x: 100 + id * 300, y: 100 },
): FlowStep {
  return {
    ...blankStep(id, type, id === 0 ? 'Start' : `Step ${id}`, at),
    initial_Step: id === 0,
    transitions: next.map((target, index) => ({
      transition_Value: `r${index}`,
      next_Flow_Id: 0,
      next_Step_Id: target,
      variable_Value: '',
    })),
  };
}

/** Renders the editor's screen over a document of `steps` (empty: a new flow); returns its store. */
export function renderEditorScreen(
  steps: FlowStep[],
  options: {
    readOnly?: boolean;
    send?: (body: FlowUpdateBody) => Promise<FlowUpdateAnswer>;
    onNewFlow?: (flowId: number) => void;
    onReload?: () => void;
  } = {},
): RemoteRender & { store: FlowDocumentStore } {
  loginManager({ Flow: options.readOnly ? 2 : 3 });
  let store: FlowDocumentStore | null = null;
  const view = renderFlow(
    <EditorWorkspace
      input={{ flow: TEST_FLOW, steps, baseVersion: 1, readOnly: options.readOnly ?? false }}
      onStore={(made) => (store = made)}
    >
      <EditorBody
        stepTypes={[
          { step_Type_Id: 1, step_Type_Name: 'Message' },
          { step_Type_Id: 3, step_Type_Name: 'Integration' },
          { step_Type_Id: 6, step_Type_Name: 'Group transfer' },
          { step_Type_Id: 11, step_Type_Name: 'Campaign' },
        ]}
        stepTypesLoading={false}
        send={options.send ?? (() => Promise.reject(new Error('No save expected in this test.')))}
        onNewFlow={options.onNewFlow ?? (() => undefined)}
        onReload={options.onReload ?? (() => undefined)}
      />
    </EditorWorkspace>,
    { levels: { Flow: options.readOnly ? 2 : 3 }, path: '/fluxo/view/7' },
  );
  if (!store) throw new Error('The editor made no document store.');
  return Object.assign(view, { store: store as FlowDocumentStore });
}
