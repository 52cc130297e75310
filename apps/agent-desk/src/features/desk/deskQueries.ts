import { type Message } from '@atende/contract';
import { attendanceQueries } from '@atende/api-client/query';
import { queryOptions, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { DeskQueues } from './deskStore';

/** Wraps a factory's load with a reaction to its answer and the desk's warning on a failure. */
function withReaction<T>(
  load: unknown,
  warning: string,
  onLoaded: (data: T, signal: AbortSignal) => void = () => undefined,
): QueryFunction<T, QueryKey> {
  const run = load as QueryFunction<T, QueryKey>;
  return async (context) => {
    try {
      const data = await run(context);
      if (!context.signal.aborted) onLoaded(data, context.signal);
      return data;
    } catch (error) {
      // Seed 000 §8: list and message load failures are not shown; the next event or refresh retries.
      if (!context.signal.aborted) console.warn(warning, error);
      throw error;
    }
  };
}

/** The package's queues query with the desk's reaction to each answer (`onLoaded`). */
export function deskQueuesQuery(customerId: number, onLoaded: (next: DeskQueues) => void) {
  const base = attendanceQueries.queues(customerId);
  return queryOptions({
    ...base,
    queryFn: withReaction<DeskQueues>(
      base.queryFn,
      'The service lists could not be loaded.',
      onLoaded,
    ),
  });
}

/** The package's messages query, its failures logged as the desk does (seed 000 §8: not shown). */
export function deskMessagesQuery(customerId: number, attendanceId: number) {
  const base = attendanceQueries.messages(customerId, attendanceId);
  return queryOptions({
    ...base,
    queryFn: withReaction<Message[]>(base.queryFn, 'Messages could not be loaded.'),
  });
}
