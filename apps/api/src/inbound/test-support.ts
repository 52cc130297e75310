// For tests of the channel entry points: the inbound steps as app.ts registers them, ending in a
// test's own last step instead of the attendance.
import type { InboundMessage } from '../channel/types';
import { createInboundPipeline, type InboundPipeline } from './pipeline';
import { sanitizeStep } from './sanitize';
import { deduplicateStep, resolveMediaStep, sinkStep } from './steps';

/** sanitize -> deduplicate (`isKnown`, default none) -> media -> `receive`. */
export function pipelineInto(
  receive: (msg: InboundMessage) => Promise<void>,
  isKnown: (waMessageId: string) => Promise<boolean> = async () => false,
): InboundPipeline {
  return createInboundPipeline([
    sanitizeStep,
    deduplicateStep(isKnown),
    resolveMediaStep,
    sinkStep('test-sink', receive),
  ]);
}
