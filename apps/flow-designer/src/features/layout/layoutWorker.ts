// The auto-layout worker: receives the steps, answers with their positions (answerLayout). Started by
// createLayoutWorker (webpack bundles it, with elkjs, as a worker chunk loaded only on use).
import { answerLayout } from './answerLayout';
import type { LayoutReply, LayoutRequest } from './layoutProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage: (message: LayoutReply) => void;
};

scope.onmessage = (event) => void answerLayout(event.data, (reply) => scope.postMessage(reply));
