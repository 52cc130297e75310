import type { InboundContext, InboundMessage } from '../channel/types';
import { HANDLED, SKIPPED, createInboundPipeline, passOn, type InboundStep } from './pipeline';
import { sanitizeStep } from './sanitize';
import { deduplicateStep, resolveMediaStep, sinkStep } from './steps';

const context: InboundContext = {
  mediaResolver: { resolve: async (media, kind) => `https://files.test/${kind}/${media.id}` },
};

const message = (overrides: Partial<InboundMessage> = {}): InboundMessage => ({
  phoneNumberId: 'pn-1',
  from: '5511999990000',
  waMessageId: 'wamid.1',
  timestamp: new Date(0),
  kind: 'text',
  text: 'hello',
  ...overrides,
});

/** A step that records what reached it and passes it on. */
function tap(name: string, seen: string[]): InboundStep {
  return { name, handle: (msg) => (seen.push(`${name}:${msg.text}`), passOn(msg)) };
}

describe('inbound pipeline', () => {
  it('runs the steps in registration order and answers what the last one handled', async () => {
    const seen: string[] = [];
    const stored: InboundMessage[] = [];
    const pipeline = createInboundPipeline([tap('a', seen), tap('b', seen)]).use(
      sinkStep('store', async (m) => void stored.push(m)),
    );
    expect(pipeline.stepNames).toEqual(['a', 'b', 'store']);
    const handled = await pipeline.receive(message(), context);
    expect(seen).toEqual(['a:hello', 'b:hello']);
    expect(handled).toEqual([message()]);
    expect(stored).toEqual([message()]);
  });

  it('a step that consumes a message stops the pipeline for it; others go on', async () => {
    const stored: string[] = [];
    const bot: InboundStep = {
      name: 'bot',
      handle: (msg) =>
        msg.text === 'menu' ? HANDLED : msg.text === 'spam' ? SKIPPED : passOn(msg),
    };
    const pipeline = createInboundPipeline([
      sinkStep('attendance', async (m) => void stored.push(m.text ?? '')),
    ]).useBefore('attendance', bot);
    expect(pipeline.stepNames).toEqual(['bot', 'attendance']);
    expect(await pipeline.receive(message({ text: 'menu' }), context)).toHaveLength(1);
    expect(await pipeline.receive(message({ text: 'spam' }), context)).toEqual([]);
    expect(await pipeline.receive(message({ text: 'agent please' }), context)).toHaveLength(1);
    expect(stored).toEqual(['agent please']);
  });

  it('refuses a step name twice and an unknown anchor', () => {
    const pipeline = createInboundPipeline([tap('a', [])]);
    expect(() => pipeline.use(tap('a', []))).toThrow(/twice/);
    expect(() => pipeline.useBefore('nope', tap('b', []))).toThrow(/nope/);
  });

  it('a message passed on by the last step is dropped and logged', async () => {
    const warn = jest.fn();
    const pipeline = createInboundPipeline([tap('a', [])]);
    expect(
      await pipeline.receive(message(), { ...context, log: { warn, error: jest.fn() } }),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the channel steps: sanitize, skip a stored id (its caption goes on), resolve media and split the caption', async () => {
    const stored: InboundMessage[] = [];
    const pipeline = createInboundPipeline([
      sanitizeStep,
      deduplicateStep(async (id) => id === 'wamid.known'),
      resolveMediaStep,
      sinkStep('attendance', async (m) => void stored.push(m)),
    ]);
    const image = message({
      kind: 'image',
      text: undefined,
      waMessageId: 'wamid.img',
      media: { id: 'M1', caption: 'a\u0000b' },
    });
    const handled = await pipeline.receive(image, context);
    expect(handled.map((m) => [m.waMessageId, m.kind, m.text])).toEqual([
      ['wamid.img', 'image', 'https://files.test/image/M1'],
      ['wamid.img#caption', 'text', 'a\uFFFDb'],
    ]);
    expect(await pipeline.receive(message({ waMessageId: 'wamid.known' }), context)).toEqual([]);
    const again = await pipeline.receive({ ...image, waMessageId: 'wamid.known' }, context);
    expect(again.map((m) => m.waMessageId)).toEqual(['wamid.known#caption']);
    expect(stored).toHaveLength(3);
  });
});
