/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import ElkApi from 'elkjs/lib/elk-api.js';
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutWorkerSource, placesOnly } from './createLayoutWorker';
import { layoutNodes, type LayoutNode } from './layoutGraph';

const ELK_WORKER = require.resolve('elkjs/lib/elk-worker.min.js');

/** A worker's global scope in a Node context: the page's side gets what the worker posts. */
function fakeWorker(source: string) {
  const posted: unknown[] = [];
  let listener: ((event: { data: unknown }) => void) | null = null;
  const scope = createContext({ setTimeout, clearTimeout, console });
  runInContext('var self = this;', scope);
  scope.postMessage = (message: unknown) => {
    const copy = structuredClone(message);
    posted.push(copy);
    setTimeout(() => listener?.({ data: copy }), 0);
  };
  scope.importScripts = (url: string) => {
    expect(url).toBe('https://designer.example/elk-worker.min.js');
    runInContext(readFileSync(ELK_WORKER, 'utf8'), scope);
  };
  runInContext(source, scope);
  // The page's messages as the worker's own objects (ELK checks its arrays with its realm's Array).
  const received = runInContext('(function (text) { return { data: JSON.parse(text) }; })', scope);
  const worker = {
    postMessage: (data: unknown) =>
      setTimeout(() => scope.self.onmessage(received(JSON.stringify(data))), 0),
    set onmessage(handler: (event: { data: unknown }) => void) {
      listener = handler;
    },
    terminate: () => undefined,
  };
  return { posted, worker };
}

const FLOW: LayoutNode[] = Array.from({ length: 12 }, (_, id) => ({
  id,
  width: 240,
  height: 100,
  targets: [id + 1 < 12 ? id + 1 : -1, id % 3 === 0 && id + 4 < 12 ? id + 4 : -1],
}));

describe('the layout worker (ELK, answering with the places only)', () => {
  it("sends the page the steps' places of ELK's layout, nothing of the connections' routes", async () => {
    const { posted, worker } = fakeWorker(
      layoutWorkerSource('https://designer.example/elk-worker.min.js'),
    );
    const elk = new ElkApi({ workerFactory: () => worker as unknown as Worker });
    const positions = await layoutNodes(FLOW, elk);
    // The same places as ELK's own graph gives (ELK in this thread).
    expect(positions).toEqual(await layoutNodes(FLOW, new ELK()));
    const answer = posted.at(-1) as { data: Record<string, unknown> };
    expect(Object.keys(answer.data)).toEqual(['children']);
    expect(answer.data.children).toHaveLength(12);
    expect(Object.keys((answer.data.children as object[])[0]!).sort()).toEqual(['id', 'x', 'y']);
  });

  it('passes other answers (errors, lists) as ELK sends them', () => {
    const error = { id: 3, error: { message: 'bad graph' } };
    expect(placesOnly(error)).toBe(error);
    const list = { id: 4, data: [{ id: 'org.eclipse.elk.layered' }] } as never;
    expect(placesOnly(list)).toBe(list);
    expect(placesOnly({ id: 5 })).toEqual({ id: 5 });
  });
});
