import { createContext } from 'react';
import type { HubConnectionFactory } from './types';

/**
 * The hub connection factory `useHubConnection` uses when given none: undefined (the real
 * `@microsoft/signalr` connection) in the product; tests provide an in-process hub
 * (`@atende/api-client/testing`'s `createTestHub`).
 */
export const HubConnectionFactoryContext = createContext<HubConnectionFactory | undefined>(
  undefined,
);
