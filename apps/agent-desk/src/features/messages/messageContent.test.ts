import { classifyMessageContent, fileNameOf, isAgentSide } from './messageContent';

const ORIGIN = 'https://desk.example';

describe('classifyMessageContent', () => {
  it.each([
    ['https://files.example/a/photo.jpeg', 'image'],
    ['https://files.example/a/photo.jpg', 'image'],
    ['http://files.example/a/photo.png', 'image'],
    ['https://files.example/a/PHOTO.PNG', 'image'],
    ['https://files.example/a/Photo.JpG', 'image'],
    ['https://files.example/voice.mp3', 'audio'],
    ['https://files.example/voice.ogg', 'audio'],
    ['https://files.example/clip.mp4', 'video'],
    ['https://files.example/contract.pdf', 'link'],
    ['https://files.example/contract.doc', 'link'],
    ['https://files.example/contract.DOCX', 'link'],
    ['https://files.example/photo.png?size=large&v=2', 'image'],
    ['https://files.example/photo.png#top', 'image'],
    ['https://files.example:8443/x/y/z/clip.mp4?token=abc#t=10', 'video'],
    ['  https://files.example/photo.png\n', 'image'],
    ['/files/photo.png', 'image'],
    ['/files/contract.pdf?download=1', 'link'],
  ])('%j is %s', (text, kind) => {
    expect(classifyMessageContent(text, ORIGIN).kind).toBe(kind);
  });

  it.each([
    ['plain text', 'Hello, how can I help you?'],
    ['an empty message', ''],
    ['a file name without an address', 'photo.png'],
    ['a relative path without a leading slash', 'files/photo.png'],
    ['javascript: with an image ending', 'javascript:alert(1).png'],
    ['javascript: in upper case', 'JAVASCRIPT:alert(1)//x.png'],
    ['a data: address', 'data:image/png;base64,iVBORw0KGgo=.png'],
    ['a data: image address', 'data:image/png;base64,iVBORw0KGgo='],
    ['a protocol-relative address', '//evil.com/x.png'],
    ['a backslash protocol-relative address', '/\\evil.com/x.png'],
    ['an ftp address', 'ftp://files.example/x.png'],
    ['a file: address', 'file:///etc/passwd.png'],
    ['a blob: address', 'blob:https://desk.example/1234.png'],
    ['a vbscript: address', 'vbscript:msgbox(1).png'],
    ['an address inside prose', 'see http://x/a.png please'],
    ['an address after a line break inside prose', 'look:\nhttp://x/a.png'],
    ['an address with a tab inside', 'http://x/a\t.png'],
    ['an address with credentials', 'https://bank.example@evil.example/x.png'],
    ['the ending only in the query', 'https://files.example/download?name=x.png'],
    ['the ending only in the hash', 'https://files.example/page#x.pdf'],
    ['an unknown ending', 'https://files.example/setup.exe'],
    ['an ending that only starts like a known one', 'https://files.example/x.pngx'],
    ['an address without a file ending', 'https://files.example/'],
    ['a host-less http address', 'http:///x.png'],
    ['an HTML snippet', '<img src=x onerror=alert(1)>.png'],
  ])('%s is text', (_label, text) => {
    expect(classifyMessageContent(text, ORIGIN)).toEqual({ kind: 'text' });
  });

  it('returns the absolute address of a same-origin path', () => {
    expect(classifyMessageContent('/files/a.png', ORIGIN)).toEqual({
      kind: 'image',
      url: 'https://desk.example/files/a.png',
    });
  });

  it('keeps the query of an absolute address', () => {
    expect(classifyMessageContent('https://files.example/a.pdf?x=1', ORIGIN).url).toBe(
      'https://files.example/a.pdf?x=1',
    );
  });

  it('resolves paths against the page by default', () => {
    expect(classifyMessageContent('/files/a.mp3').url).toBe(
      `${window.location.origin}/files/a.mp3`,
    );
  });
});

describe('fileNameOf', () => {
  it('is the decoded last path segment', () => {
    expect(fileNameOf('https://files.example/a/My%20contract.pdf?x=1')).toBe('My contract.pdf');
  });

  it('keeps a segment that cannot be decoded', () => {
    expect(fileNameOf('https://files.example/a/100%.pdf')).toBe('100%.pdf');
  });
});

describe('isAgentSide', () => {
  it.each([
    [0, true],
    [3, true],
    [1, false],
    [2, false],
  ])('direction %i → %s', (direction, expected) => {
    expect(isAgentSide(direction)).toBe(expected);
  });
});
