import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { act, screen } from '@testing-library/react';
import { resetFlow } from '../../testing/renderFlow';
import { installReactFlowDom } from '../editor/testing/reactFlowDom';
import { testStep } from '../editor/testing/renderEditor';
import { WARM_LAYOUT_FROM } from '../layout';
import { renderEditor } from './testing/renderWithExtras';

// The editor's layout worker, counted (no Worker in this environment).
const warms: jest.Mock[] = [];
jest.mock('../layout/layoutSteps', () => {
  const actual =
    jest.requireActual<typeof import('../layout/layoutSteps')>('../layout/layoutSteps');
  return {
    ...actual,
    createLayoutSession: () => {
      const warm = jest.fn();
      warms.push(warm);
      return { warm, layout: jest.fn(), dispose: jest.fn() };
    },
  };
});

let api: FakeApi;
const idle: (() => void)[] = [];
beforeAll(() => installReactFlowDom());
beforeEach(async () => {
  await resetFlow();
  api = fakeApi({});
  warms.length = 0;
  idle.length = 0;
  Object.assign(window, {
    requestIdleCallback: (task: () => void) => idle.push(task),
    cancelIdleCallback: () => undefined,
  });
});
afterEach(() => api.restore());

/** Time allowed to render a flow of over 200 steps in jsdom (every node is measured at once). */
const RENDER_LARGE_MS = 60_000;

/** A chain of `count` steps, two columns apart. */
const chain = (count: number) =>
  Array.from({ length: count }, (_, id) =>
    testStep(id, id === 0 ? 1 : 2, id + 1 < count ? [id + 1] : [], {
      x: 100 + (id % 2) * 380,
      y: 100 + Math.floor(id / 2) * 200,
    }),
  );

describe('the editor warms the layout worker when idle (issue 18)', () => {
  it(
    'for a large editable flow, once the page is idle',
    async () => {
      renderEditor(chain(WARM_LAYOUT_FROM + 1));
      await screen.findByTestId('step-0');
      expect(warms.some((warm) => warm.mock.calls.length > 0)).toBe(false);
      act(() => idle.splice(0).forEach((task) => task()));
      expect(warms.filter((warm) => warm.mock.calls.length > 0)).toHaveLength(1);
    },
    RENDER_LARGE_MS,
  );

  it(
    'never for a small flow or a read-only one',
    async () => {
      const small = renderEditor(chain(3));
      await screen.findByTestId('step-2');
      small.unmount();
      renderEditor(chain(WARM_LAYOUT_FROM + 1), undefined, { readOnly: true });
      await screen.findByTestId('step-0');
      act(() => idle.splice(0).forEach((task) => task()));
      expect(warms.length).toBeGreaterThan(0);
      expect(warms.every((warm) => warm.mock.calls.length === 0)).toBe(true);
    },
    RENDER_LARGE_MS,
  );
});
