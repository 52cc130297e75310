import { insertAt } from './insertAt';

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the text', () => {
    expect(insertAt('helloworld', 5, 5, '😀')).toEqual({ value: 'hello😀world', caret: 7 });
    expect(insertAt('Hello , bye', 6, 6, '{{Agent_Name}}')).toEqual({
      value: 'Hello {{Agent_Name}}, bye',
      caret: 20,
    });
  });

  it('replaces the selection', () => {
    expect(insertAt('hello world', 6, 11, 'there')).toEqual({ value: 'hello there', caret: 11 });
  });

  it('clamps a selection outside the text', () => {
    expect(insertAt('abc', 10, 12, '!')).toEqual({ value: 'abc!', caret: 4 });
  });
});
