import type { Flow, FlowStep } from '@atende/contract';
import { makeFlowStep, makeReply } from '@atende/api-client/testing';

/** A flow as List_Flow answers it (no steps). */
export function makeFlow(patch: Partial<Flow> = {}): Flow {
  return {
    flow_Id: 1,
    flow_Name: 'Sales bot',
    channel_Id: 1,
    initial_Step_Id: 0,
    identify_Initial_Message: 'hello',
    start_DateTime: '2026-01-01T08:00:00',
    end_DateTime: null,
    exit_String: 'Salida',
    exit_Message: 'Hasta luego, muchas gracias por comunicarse con nosotros',
    customer_Id: 1,
    ...patch,
  };
}

/** Three flows in the server's order: Sales bot (1), Survey-2026 / Q1 (2), Card support (3). */
export const FLOWS: Flow[] = [
  makeFlow(),
  makeFlow({ flow_Id: 2, flow_Name: 'Survey-2026 / Q1', end_DateTime: '2026-12-31T23:00:00' }),
  makeFlow({ flow_Id: 3, flow_Name: 'Card support', channel_Id: 2 }),
];

/** The channels of List_Channel. */
export const CHANNELS = [
  { channel_Id: 1, channel_Name: 'WhatsApp' },
  { channel_Id: 2, channel_Name: 'Web chat' },
];

/** A step of a flow with its replies (`[value, next step id]`, -1 final), on the kit's step fixture. */
export function makeStep(id: number, name: string, replies: [string, number][]): FlowStep {
  return makeFlowStep({
    step_Id: id,
    step_Name: name,
    step_Message: `message ${id}`,
    pos_X: 100 + id * 380,
    initial_Step: id === 0,
    transitions: replies.map(([value, next]) => makeReply(value, next)),
  });
}
