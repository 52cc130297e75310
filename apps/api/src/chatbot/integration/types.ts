// The integration step's call: what the chatbot runtime asks and what it gets back (docs/adr/0025).

/** One call of an integration step (seed 001 §4, step type 3), for the customer whose flow runs. */
export interface IntegrationRequest {
  customerId: number;
  method: 'GET' | 'POST';
  url: string;
  parameter?: string;
  headers?: Record<string, string>;
  authorize?: string;
}

/** What the call gave: the answer (parsed JSON when JSON, else the text), or why there is none. */
export type IntegrationResult =
  | { ok: true; status: number; body: unknown }
  | {
      ok: false;
      reason: 'refused_address' | 'bad_url' | 'timeout' | 'too_large' | 'bad_status' | 'network';
      detail?: string;
    };

/** Makes integration calls; never throws (every failure is a result). */
export interface IntegrationCaller {
  call(request: IntegrationRequest): Promise<IntegrationResult>;
}
