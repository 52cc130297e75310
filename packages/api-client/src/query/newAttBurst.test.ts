import { NewAttFlag } from '@atende/contract';
import { joinNewAttBurst } from './newAtt';

describe('joinNewAttBurst: a burst of NewAtt events, one reload', () => {
  it('keeps a new waiting client when a message event follows it', () => {
    const burst = joinNewAttBurst(joinNewAttBurst(null, { flag: NewAttFlag.Waiting }), {
      flag: NewAttFlag.ClientMessage,
    });
    expect(burst).toEqual({ touches: { flag: NewAttFlag.ClientMessage }, newWaiting: true });
  });

  it("keeps a message's reload when a waiting event follows it", () => {
    const burst = joinNewAttBurst(joinNewAttBurst(null, { flag: NewAttFlag.AgentMessage }), {
      flag: NewAttFlag.Waiting,
    });
    expect(burst).toEqual({ touches: { flag: NewAttFlag.AgentMessage }, newWaiting: true });
  });

  it('has no new client when none came', () => {
    expect(joinNewAttBurst(null, { flag: NewAttFlag.ClientMessage }).newWaiting).toBe(false);
  });
});
