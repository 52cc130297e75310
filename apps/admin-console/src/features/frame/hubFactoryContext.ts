import type { HubConnectionFactory } from '@atende/api-client';
import { createContext } from 'react';

/**
 * The hub connection factory of the console's live data: undefined (the real `@microsoft/signalr`
 * connection) in the product; tests give a local one.
 */
export const ConsoleHubFactoryContext = createContext<HubConnectionFactory | undefined>(undefined);
