import type { InboundMessage } from '../channel/types';
import { INBOUND_LIMITS, storableMessage, storableText } from './sanitize';

describe('storableText', () => {
  it('replaces NUL and other control characters by U+FFFD, keeping line feeds and tabs', () => {
    expect(storableText('a\u0000b\u0007c\u001bd\u007fe\u0085f', 100)).toBe(
      'a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf',
    );
    expect(storableText('line 1\r\nline 2\rline 3\n\tend', 100)).toBe(
      'line 1\nline 2\nline 3\n\tend',
    );
  });

  it('replaces unpaired surrogates and keeps pairs (emoji)', () => {
    expect(storableText('ok \uD83D\uDE00 \uD83D x \uDE00', 100)).toBe(
      'ok \uD83D\uDE00 \uFFFD x \uFFFD',
    );
  });

  it('bounds by code points, never cutting a surrogate pair', () => {
    expect(storableText('abc', 2)).toBe('ab');
    expect(storableText('\uD83D\uDE00\uD83D\uDE00\uD83D\uDE00', 2)).toBe(
      '\uD83D\uDE00\uD83D\uDE00',
    );
  });

  it('a one-line value has its line breaks and tabs turned into spaces', () => {
    expect(storableText('Ana\nMaria\tSouza\u0000', 100, { oneLine: true })).toBe(
      'Ana Maria Souza\uFFFD',
    );
  });
});

describe('storableMessage', () => {
  it('cleans every text of a message and bounds names and file names', () => {
    const msg: InboundMessage = {
      phoneNumberId: 'pn\u0000',
      from: '5511999990000',
      profileName: `Jo\u0000${'a'.repeat(200)}`,
      waMessageId: 'wamid.\u0000',
      timestamp: new Date(0),
      kind: 'document',
      media: {
        id: 'D1',
        mimeType: 'application/pdf',
        fileName: `con\u0000trato${'x'.repeat(300)}.pdf`,
        caption: 'Contrato\u0000 assinado',
      },
    };
    const out = storableMessage(msg);
    expect(out.phoneNumberId).toBe('pn\uFFFD');
    expect(out.waMessageId).toBe('wamid.\uFFFD');
    expect(out.profileName).toHaveLength(INBOUND_LIMITS.name);
    expect(out.profileName!.startsWith('Jo\uFFFDaaa')).toBe(true);
    expect(out.media!.fileName).toHaveLength(INBOUND_LIMITS.fileName);
    expect(out.media!.fileName!.startsWith('contratoxxx')).toBe(true);
    expect(out.media!.caption).toBe('Contrato\uFFFD assinado');
    expect(msg.media!.caption).toBe('Contrato\u0000 assinado');
  });

  it("cleans a button or list reply's option id as a one-line value", () => {
    const out = storableMessage({
      phoneNumberId: 'pn',
      from: '5511999990000',
      waMessageId: 'wamid.1',
      timestamp: new Date(0),
      kind: 'text',
      text: 'Sales',
      choiceId: 'opt\u0000\n1',
    });
    expect(out.choiceId).toBe('opt\uFFFD 1');
  });
});
