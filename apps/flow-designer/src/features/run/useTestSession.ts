import { useSession } from '@atende/api-client';
import { flowMutations } from '@atende/api-client/query';
import type { FlowTestMessage, FlowTestTurnAnswer } from '@atende/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFlowDocumentStore } from '../editor/document';
import { updateBodyOf } from '../editor/save/flowWire';
import { useRunOverlayControl } from './runOverlay';

/** One line of the test conversation: the client's message or one of the bot's. */
export type TestLine =
  { id: number; from: 'client'; text: string } | ({ id: number; from: 'bot' } & FlowTestMessage);

/** What the integration steps answer in a test. */
export type CallAnswer = 'success' | 'failure';

let lineIds = 0;

/**
 * A test conversation of the editor's panel (issue 19, ADR 0030): each message sends the flow as the
 * editor holds it now and the state of the previous turn to Flow_Test_Turn; the state stays here.
 * The canvas overlay follows the current step, the path and a refusing step.
 */
export function useTestSession() {
  const store = useFlowDocumentStore();
  const customerId = useSession((state) => state.currentCustomerId) ?? 0;
  const overlay = useRunOverlayControl();
  const turn = useMutation(flowMutations.testTurn(customerId));
  const [lines, setLines] = useState<TestLine[]>([]);
  const [last, setLast] = useState<FlowTestTurnAnswer | null>(null);
  const [path, setPath] = useState<ReadonlySet<number>>(new Set());
  const [callAnswer, setCallAnswer] = useState<CallAnswer>('success');

  const send = async (text: string, choiceId?: string) => {
    const body = updateBodyOf(store.getState(), 'editor');
    const state = last && !last.state.ended ? last.state : undefined;
    const fresh = !state;
    setLines((was) => [...(fresh ? [] : was), { id: ++lineIds, from: 'client', text }]);
    const answer = await turn.mutateAsync({
      initial_Step_Id: body.initial_Step_Id,
      exit_String: body.exit_String,
      exit_Message: body.exit_Message,
      steps: body.steps,
      text,
      ...(state ? { state } : {}),
      ...(choiceId ? { choice_Id: choiceId } : {}),
      integration_Result: callAnswer,
    });
    const nextPath = new Set([...(fresh ? [] : path), ...answer.path]);
    setPath(nextPath);
    setLast(answer);
    setLines((was) => [
      ...was,
      ...answer.messages.map((m): TestLine => ({ ...m, id: ++lineIds, from: 'bot' })),
    ]);
    overlay.setTest({
      current: answer.state.ended ? null : answer.state.step_Id,
      path: nextPath,
      rejected: answer.rejected?.step_Id ?? null,
    });
  };

  const restart = () => {
    setLines([]);
    setLast(null);
    setPath(new Set());
    turn.reset();
    overlay.setTest({ current: null, path: new Set(), rejected: null });
  };

  return {
    lines,
    last,
    callAnswer,
    setCallAnswer,
    pending: turn.isPending,
    error: turn.error,
    send: (text: string, choiceId?: string) => send(text, choiceId).catch(() => undefined),
    restart,
  };
}
