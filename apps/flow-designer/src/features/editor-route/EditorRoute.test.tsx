import { sessionStore } from '@atende/api-client';
import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { flowViewPath, type FlowViewParts } from '@atende/contract';
import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { screen, waitFor } from '@testing-library/react';
import type { EditorPageProps } from '../editor/EditorPage';
import { loginManager, renderFlow, resetFlow, type Levels } from '../../testing/renderFlow';
import { EditorRoute } from './EditorRoute';

// The editor itself is the canvas's (features/editor): here only what the route hands it.
const editorProps: EditorPageProps[] = [];
jest.mock('../editor/EditorPage', () => ({
  EditorPage: (props: EditorPageProps) => {
    editorProps.push(props);
    return <p>editor of {props.parts.name}</p>;
  },
}));

const PARTS: FlowViewParts = {
  id: 4,
  name: 'Sales-bot / 100%',
  channel: 1,
  flowMessage: 'hi',
  startDate: '2026-01-01T08:00:00.000Z',
  endDate: '',
  flowExitMessage: 'Salida',
  flowLeaveMessage: 'bye',
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderEditor(path: string, levels: Levels = { Flow: 3 }, noCustomer = false) {
  loginManager(levels);
  if (noCustomer) sessionStore.setState({ currentCustomerId: null });
  return renderFlow(
    <>
      <Routes>
        <Route
          path="/fluxo/view/:flow"
          element={
            <RequireRoute routeName="view-fluxo">
              <EditorRoute />
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

const where = () => screen.getByTestId('where').textContent;

let api: FakeApi;

beforeEach(async () => {
  editorProps.length = 0;
  await resetFlow();
  api = fakeApi({});
});

afterEach(() => api.restore());

describe('the view-fluxo route (seed 000 §2.1, seed 001 §6)', () => {
  it('hands the editor the parts of its address, editable at Flow level 3', async () => {
    renderEditor(flowViewPath(PARTS));
    expect(await screen.findByText('editor of Sales-bot / 100%')).toBeTruthy();
    expect(editorProps.at(-1)).toEqual({ parts: PARTS, readOnly: false });
  });

  it('makes the editor read-only at Flow level exactly 2', async () => {
    renderEditor(flowViewPath(PARTS), { Flow: 2 });
    await screen.findByText('editor of Sales-bot / 100%');
    expect(editorProps.at(-1)?.readOnly).toBe(true);
  });

  it('goes to the flow list without a current customer', async () => {
    renderEditor(flowViewPath(PARTS), { Flow: 3 }, true);
    await waitFor(() => expect(where()).toBe('/fluxo'));
    expect(editorProps).toHaveLength(0);
  });

  it('goes to the flow list for an address that is not eight parts', async () => {
    renderEditor('/fluxo/view/4-only-three');
    await waitFor(() => expect(where()).toBe('/fluxo'));
    expect(editorProps).toHaveLength(0);
  });
});
