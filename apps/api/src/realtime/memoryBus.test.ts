import { createMemoryBus } from './memoryBus';
import { sampleEvent } from './hubTestKit';

describe('createMemoryBus', () => {
  it('delivers to every subscriber until it unsubscribes', async () => {
    const bus = createMemoryBus();
    const a = jest.fn();
    const b = jest.fn();
    const offA = bus.subscribe(a);
    bus.subscribe(b);
    const event = sampleEvent();
    await bus.publish(event);
    offA();
    await bus.publish(event);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledWith(event);
    await bus.close();
    await expect(bus.publish(event)).rejects.toThrow('closed');
  });

  it('keeps a failing listener away from the publisher and the other listeners', async () => {
    const onError = jest.fn();
    const bus = createMemoryBus({ onError });
    const good = jest.fn();
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe(good);
    await bus.publish(sampleEvent());
    expect(good).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    await bus.close();
  });
});
