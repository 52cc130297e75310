import { appendTemplate, insertAt } from './insertText';

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the text', () => {
    expect(insertAt('helloworld', 5, 5, '😀')).toEqual({ value: 'hello😀world', caret: 7 });
  });

  it('replaces the selection', () => {
    expect(insertAt('hello world', 6, 11, 'there')).toEqual({ value: 'hello there', caret: 11 });
  });

  it('clamps a selection outside the text', () => {
    expect(insertAt('abc', 10, 12, '!')).toEqual({ value: 'abc!', caret: 4 });
  });
});

describe('appendTemplate', () => {
  it('replaces a blank box', () => {
    expect(appendTemplate('  \n', 'Hello')).toBe('Hello');
  });

  it('appends after a space', () => {
    expect(appendTemplate('Hi', 'Hello')).toBe('Hi Hello');
    expect(appendTemplate('Hi\n', 'Hello')).toBe('Hi\nHello');
  });
});
