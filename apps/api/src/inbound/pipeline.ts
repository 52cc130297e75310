import type { InboundContext, InboundMessage, InboundSink } from '../channel/types';

/**
 * What a step did with a message: passed it on (unchanged, changed, or split into several, each
 * going on to the next step in order), or consumed it, which stops the pipeline for it: `handled`
 * (stored, answered: the channel is told it was received) or `skipped` (a redelivery, nothing to do).
 */
export type StepOutcome = { pass: readonly InboundMessage[] } | { consumed: 'handled' | 'skipped' };

/** One stage of the inbound pipeline (docs/adr/0022). */
export interface InboundStep {
  /** Unique name, for logs and for registering another step before it. */
  name: string;
  /** Looks at one message; throw an ApiError 4xx to refuse it, any other error to have it delivered again. */
  handle(msg: InboundMessage, context: InboundContext): Promise<StepOutcome> | StepOutcome;
}

/** Passes the message(s) on to the next step. */
export const passOn = (...messages: InboundMessage[]): StepOutcome => ({ pass: messages });

/** The step took the message: the pipeline stops and the message counts as received. */
export const HANDLED: StepOutcome = { consumed: 'handled' };

/** The step dropped the message on purpose (e.g. already stored): the pipeline stops. */
export const SKIPPED: StepOutcome = { consumed: 'skipped' };

/** The ordered inbound steps; the channel entry points hand it every message as their sink. */
export interface InboundPipeline extends InboundSink {
  /** Appends a step (steps run in registration order). */
  use(step: InboundStep): InboundPipeline;
  /** Registers a step right before the step named `name` (e.g. a chatbot before `attendance`). */
  useBefore(name: string, step: InboundStep): InboundPipeline;
  /** Names of the steps, in order. */
  readonly stepNames: readonly string[];
}

/**
 * Creates the inbound pipeline with `steps` in order. `receive` runs one message through them and
 * answers the forms of it that a step handled, in order (a split message may give several); a
 * message passed on by the last step is dropped and logged.
 */
export function createInboundPipeline(steps: readonly InboundStep[] = []): InboundPipeline {
  const chain: InboundStep[] = [];
  const indexOf = (name: string) => chain.findIndex((s) => s.name === name);
  const add = (step: InboundStep, at: number) => {
    if (indexOf(step.name) >= 0)
      throw new Error(`Inbound step '${step.name}' is registered twice.`);
    chain.splice(at, 0, step);
  };

  const run = async (
    msg: InboundMessage,
    from: number,
    context: InboundContext,
    handled: InboundMessage[],
  ): Promise<void> => {
    const step = chain[from];
    if (!step) {
      context.log?.warn({ waMessageId: msg.waMessageId }, 'no inbound step took the message');
      return;
    }
    const outcome = await step.handle(msg, context);
    if ('consumed' in outcome) {
      if (outcome.consumed === 'handled') handled.push(msg);
      return;
    }
    for (const next of outcome.pass) await run(next, from + 1, context, handled);
  };

  const pipeline: InboundPipeline = {
    use(step) {
      add(step, chain.length);
      return pipeline;
    },
    useBefore(name, step) {
      const at = indexOf(name);
      if (at < 0) throw new Error(`No inbound step named '${name}'.`);
      add(step, at);
      return pipeline;
    },
    get stepNames() {
      return chain.map((s) => s.name);
    },
    async receive(msg, context) {
      const handled: InboundMessage[] = [];
      await run(msg, 0, context, handled);
      return handled;
    },
  };
  for (const step of steps) pipeline.use(step);
  return pipeline;
}
