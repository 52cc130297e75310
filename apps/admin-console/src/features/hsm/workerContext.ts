import type { ImportWorkerLike } from '@atende/ui';
import { createContext } from 'react';

/**
 * Starts the import worker of the bulk file: undefined (the UI kit's real worker) in the product;
 * tests give a fake one (jsdom has no Worker).
 */
export const HsmWorkerContext = createContext<
  (() => ImportWorkerLike | Promise<ImportWorkerLike>) | undefined
>(undefined);
