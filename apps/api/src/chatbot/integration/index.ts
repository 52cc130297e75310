// The integration step's safe HTTP call (issue 19, docs/adr/0025): the chatbot runtime's only way
// out to a customer's systems.
export { createIntegrationCaller, type IntegrationCallerOptions } from './caller';
export type { IntegrationCaller, IntegrationRequest, IntegrationResult } from './types';
