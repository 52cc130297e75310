import { appendTemplate } from './insertText';

describe('appendTemplate', () => {
  it('replaces a blank box', () => {
    expect(appendTemplate('  \n', 'Hello')).toBe('Hello');
  });

  it('appends after a space', () => {
    expect(appendTemplate('Hi', 'Hello')).toBe('Hi Hello');
    expect(appendTemplate('Hi\n', 'Hello')).toBe('Hi\nHello');
  });
});
