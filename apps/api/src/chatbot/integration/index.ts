// The integration step's safe HTTP call (issue 19, docs/adr/0025): the chatbot runtime's only way
// out to a customer's systems.

/** @public for the chatbot runtime's integration step (step type 3). */
export { createIntegrationCaller, type IntegrationCallerOptions } from './caller';
/** @public for the chatbot runtime's integration step (step type 3). */
export type { IntegrationCaller, IntegrationRequest, IntegrationResult } from './types';
