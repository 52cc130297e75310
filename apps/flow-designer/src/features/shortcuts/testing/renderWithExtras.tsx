import type { FlowStep } from '@atende/contract';
import { act, fireEvent } from '@testing-library/react';
import { loginManager, renderFlow } from '../../../testing/renderFlow';
import { createClipStorage, type ClipStorage } from '../../clipboard';
import type { FlowDocumentStore } from '../../editor/document';
import { EditorScreen } from '../../editor/EditorScreen';
import { EditorWorkspace } from '../../editor/EditorWorkspace';
import { TEST_FLOW } from '../../editor/testing/renderEditor';
import { ProblemsPanel } from '../../problems';
import { EditorExtras } from '../EditorExtras';

/** Renders the editor with the extras in its slots, as the editor page wires them. */
export function renderEditor(
  steps: FlowStep[],
  clipboard: ClipStorage = createClipStorage(undefined),
  options: { readOnly?: boolean; flowId?: number } = {},
) {
  loginManager({ Flow: options.readOnly ? 2 : 3 });
  let store: FlowDocumentStore | null = null;
  const view = renderFlow(
    <EditorWorkspace
      input={{
        flow: { ...TEST_FLOW, flow_Id: options.flowId ?? 7 },
        steps,
        baseVersion: 1,
        readOnly: options.readOnly ?? false,
      }}
      onStore={(made) => (store = made)}
    >
      <EditorScreen
        stepTypes={[]}
        stepTypesLoading={false}
        saving={false}
        onSave={() => undefined}
        extraTools={<EditorExtras clipboard={clipboard} />}
      >
        <ProblemsPanel />
      </EditorScreen>
    </EditorWorkspace>,
    { levels: { Flow: options.readOnly ? 2 : 3 }, path: '/fluxo/view/7' },
  );
  return Object.assign(view, { store: store! as FlowDocumentStore });
}

/** Presses and releases a key on `target` (the page by default). */
export const key = (
  k: string,
  init: Partial<KeyboardEventInit> = {},
  target: Element | Window = document.body,
) =>
  act(() => {
    fireEvent.keyDown(target, { key: k, ...init });
    fireEvent.keyUp(target, { key: k, ...init });
  });
