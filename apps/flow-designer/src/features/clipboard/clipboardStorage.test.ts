import {
  CLIP_MARKER,
  createClipStorage,
  parseClip,
  serializeClip,
  type SystemClipboard,
} from './clipboardStorage';
import type { ClipboardStep } from './clipboardSteps';

const clip = { steps: [{ step_Id: 3, pos_X: 1, pos_Y: 2, transitions: [{ next_Step_Id: -1 }] }] };

class FakeClipboard implements SystemClipboard {
  text = '';
  refuse = false;
  async writeText(text: string) {
    if (this.refuse) throw new Error('NotAllowedError');
    this.text = text;
  }
  async readText() {
    if (this.refuse) throw new Error('NotAllowedError');
    return this.text;
  }
}

describe('parseClip', () => {
  it('reads back what serializeClip wrote', () => {
    expect(parseClip(serializeClip(clip))).toEqual(clip);
  });

  it.each([
    ['plain text', 'hello'],
    ['not JSON', `{${CLIP_MARKER}`],
    [
      'wrong marker',
      JSON.stringify({ type: 'x', version: 1, steps: clip.steps, note: CLIP_MARKER }),
    ],
    ['wrong version', JSON.stringify({ type: CLIP_MARKER, version: 2, steps: clip.steps })],
    ['wrong shape', JSON.stringify({ type: CLIP_MARKER, version: 1, steps: [{ step_Id: 'a' }] })],
    [
      'too long a name',
      serializeClip({ steps: [{ ...clip.steps[0]!, step_Name: 'x'.repeat(201) } as never] }),
    ],
    ['no steps', JSON.stringify({ type: CLIP_MARKER, version: 1, steps: [] })],
    ['non-finite position', serializeClip(clip).replace('"pos_X":1', '"pos_X":1e999')],
    ['__proto__ key', serializeClip(clip).replace('"pos_X"', '"__proto__":{"x":1},"pos_X"')],
    [
      'NUL character',
      serializeClip(clip).replace('"steps"', '"steps\\u0000"').replace('\\u0000', '\u0000'),
    ],
    [
      'too many steps',
      JSON.stringify({
        type: CLIP_MARKER,
        version: 1,
        steps: Array.from({ length: 3001 }, () => clip.steps[0]),
      }),
    ],
  ])('ignores %s', (_, text) => {
    expect(parseClip(text)).toBeNull();
  });

  it('applies the document check of each step', () => {
    const never = (step: unknown): step is ClipboardStep => step === null;
    expect(parseClip(serializeClip(clip), never)).toBeNull();
  });
});

describe('createClipStorage', () => {
  it('writes the system clipboard, so another storage (another flow, page or tab) reads it', async () => {
    const system = new FakeClipboard();
    await createClipStorage(system).write(clip);
    expect(await createClipStorage(system).read()).toEqual(clip);
  });

  it('falls back to memory when the system clipboard is refused', async () => {
    const system = new FakeClipboard();
    system.refuse = true;
    const storage = createClipStorage(system);
    await storage.write(clip);
    expect(await storage.read()).toEqual(clip);
  });

  it('keeps the memory copy when the write was refused but the system clipboard reads an older text', async () => {
    const system = new FakeClipboard();
    system.text = 'older text';
    const storage = createClipStorage({
      writeText: () => Promise.reject(new Error('no')),
      readText: () => system.readText(),
    });
    await storage.write(clip);
    expect(await storage.read()).toEqual(clip);
  });

  it('pastes nothing once another text was copied after the steps', async () => {
    const system = new FakeClipboard();
    const storage = createClipStorage(system);
    await storage.write(clip);
    system.text = 'copied elsewhere';
    expect(await storage.read()).toBeNull();
  });

  it('works without any system clipboard', async () => {
    const storage = createClipStorage(undefined);
    expect(await storage.read()).toBeNull();
    await storage.write(clip);
    expect(await storage.read()).toEqual(clip);
  });
});

describe('clipboard events (copied, pasted)', () => {
  it('gives the text a copy event puts on the system clipboard and keeps it in memory', () => {
    const storage = createClipStorage(undefined);
    const text = storage.copied(clip);
    expect(parseClip(text)).toEqual(clip);
    expect(storage.pasted(text)).toEqual(clip);
    // A paste event without text (the browser gave none): the memory copy.
    expect(storage.pasted('')).toEqual(clip);
    // Another text was copied since: nothing to paste.
    expect(storage.pasted('hello')).toBeNull();
  });

  it('pastes nothing from an empty paste event before any copy', () => {
    expect(createClipStorage(undefined).pasted('')).toBeNull();
  });
});
