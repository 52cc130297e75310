import type { FlowStep, InteractionEndReason } from '@atende/contract';
import type { OutboundPayload } from '../channel/types';
import type { IntegrationCaller, IntegrationRequest } from './integration';

/** The integration step's call (type 3): its one definition is the safe caller's (docs/adr/0025). */
export type { IntegrationCaller, IntegrationRequest, IntegrationResult } from './integration';

/** The caller used when none is injected: every call fails as a network failure. */
export const NO_INTEGRATION: IntegrationCaller = {
  call: async () => ({ ok: false, reason: 'network' }),
};

/** A flow as the runtime runs it: one stored version's fields and steps. */
export interface RunFlow {
  id: number;
  version: number;
  name: string;
  initialStepId: number;
  exitString: string;
  exitMessage: string;
  steps: ReadonlyMap<number, FlowStep>;
}

/** Why an interaction ended (`interactions.ended_reason`): the contract's list, shown on the dashboard. */
export type EndReason = InteractionEndReason;

/** The state an interaction keeps between client messages (its row's runtime columns). */
export interface BotState {
  stepId: number | null;
  awaiting: boolean;
  variables: Record<string, string>;
  /** Passes through each step since the client's last reply (the loop guard). */
  passes: Record<string, number>;
  stepsRun: number;
  campaignId: number | null;
}

/** One message the bot sends: the text shown in the conversation and what the channel gets. */
export interface BotOutput {
  text: string;
  payload: OutboundPayload;
}

/** How a run stopped: awaiting the client, ended, or handing the client to a group's queue. */
export type RunEnd =
  | { kind: 'await' }
  | { kind: 'end'; reason: EndReason }
  | { kind: 'handoff'; groupId: number | null; reason: EndReason }
  /** An integration step's call to make outside the client's lock (`RunDeps.deferCalls`). */
  | { kind: 'call'; request: IntegrationRequest };

/** A run's result: the new state, what to send (in order) and how it stopped. */
export interface RunResult {
  state: BotState;
  outputs: BotOutput[];
  end: RunEnd;
  /** The steps entered, in order (the editor's test panel draws them). */
  path: number[];
  /** A reply the awaited step refused: its validation text ('' when no option matched). */
  rejected: { stepId: number; rule: string } | null;
}

/** The client's message as the runtime reads it. */
export interface BotInput {
  text: string;
  choiceId?: string;
}

/** The languages of the bot's own texts (validation hints). */
export type BotLanguage = 'pt' | 'en' | 'es';

/** What a run needs besides the flow and the state. */
export interface RunDeps {
  customerId: number;
  language: BotLanguage;
  caller: IntegrationCaller;
  /**
   * Stop at an integration step with its request (`RunEnd` `call`) instead of calling inline: the
   * runtime calls after the commit, out of the client's row lock (docs/adr/0024).
   */
  deferCalls?: boolean;
}

/** Seed 001 §4 step type ids the runtime gives a meaning (docs/adr/0024). */
export const StepType = {
  Message: 1,
  Question: 2,
  Integration: 3,
  Options: 4,
  End: 5,
  GroupTransfer: 6,
  Wait: 9,
  Variable: 10,
  Campaign: 11,
  Agent: 12,
  Media: 15,
} as const;

/** The guards (issue 19): steps in one run, passes through one step without a client reply. */
export const BOT_LIMITS = Object.freeze({ maxStepsPerRun: 1000, maxPassesWithoutReply: 10 });
