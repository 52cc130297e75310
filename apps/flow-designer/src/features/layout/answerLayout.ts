// The layout worker's answer to one request, apart from the worker's global scope so that tests run
// it as it is. Bundled into the worker: no federation-shared import.
import { layoutNodes } from './layoutGraph';
import type { LayoutReply, LayoutRequest } from './layoutProtocol';

/** Lays out the request's steps and posts the positions (or an error). */
export async function answerLayout(
  request: LayoutRequest,
  post: (reply: LayoutReply) => void,
): Promise<void> {
  try {
    post({ type: 'done', positions: await layoutNodes(request.nodes) });
  } catch {
    post({ type: 'error' });
  }
}
