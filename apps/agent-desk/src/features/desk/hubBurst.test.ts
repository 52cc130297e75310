import { NewAttFlag } from '@atende/contract';
import { joinBurst } from './hubBurst';

describe('a burst of NewAtt events (one reload)', () => {
  it('keeps a new waiting client when a message event follows it', () => {
    const burst = joinBurst(joinBurst(null, { flag: NewAttFlag.Waiting }), {
      flag: NewAttFlag.ClientMessage,
    });
    expect(burst).toEqual({ touches: { flag: NewAttFlag.ClientMessage }, newWaiting: true });
  });

  it("keeps a message's reload when a waiting event follows it", () => {
    const burst = joinBurst(joinBurst(null, { flag: NewAttFlag.AgentMessage }), {
      flag: NewAttFlag.Waiting,
    });
    expect(burst).toEqual({ touches: { flag: NewAttFlag.AgentMessage }, newWaiting: true });
  });

  it('has no new client when none came', () => {
    expect(joinBurst(null, { flag: NewAttFlag.ClientMessage }).newWaiting).toBe(false);
  });
});
