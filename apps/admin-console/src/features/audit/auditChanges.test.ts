import { changedFields, valueText } from './auditChanges';

const words = { empty: '(empty)', yes: 'Yes', no: 'No' };

describe('changedFields', () => {
  it('lists only the fields whose value changed, from → to', () => {
    expect(
      changedFields({
        before: {
          attendence_Group_Name: 'Sales',
          enable: true,
          attendence_Channel_Id: 1,
          tags: [1],
        },
        after: {
          attendence_Group_Name: 'Sales 2',
          enable: false,
          attendence_Channel_Id: 1,
          tags: [1],
        },
      }),
    ).toEqual([
      { field: 'attendence_Group_Name', from: 'Sales', to: 'Sales 2' },
      { field: 'enable', from: true, to: false },
    ]);
  });

  it('a create changes every field from nothing, a delete to nothing', () => {
    expect(changedFields({ before: null, after: { a: 1 } })).toEqual([
      { field: 'a', from: undefined, to: 1 },
    ]);
    expect(changedFields({ before: { a: 1 }, after: null })).toEqual([
      { field: 'a', from: 1, to: undefined },
    ]);
  });

  it('compares lists and objects by value, and ignores non-object records', () => {
    expect(changedFields({ before: { g: [1, 2] }, after: { g: [1, 2] } })).toEqual([]);
    expect(changedFields({ before: { g: [1, 2] }, after: { g: [2, 1] } })).toHaveLength(1);
    expect(changedFields({ before: 'x', after: [1] })).toEqual([]);
  });
});

describe('valueText', () => {
  it('gives every value as text', () => {
    expect(valueText('<b>x</b>', words)).toBe('<b>x</b>');
    expect(valueText(3, words)).toBe('3');
    expect(valueText(true, words)).toBe('Yes');
    expect(valueText(false, words)).toBe('No');
    expect(valueText(null, words)).toBe('(empty)');
    expect(valueText(undefined, words)).toBe('(empty)');
    expect(valueText('', words)).toBe('(empty)');
    expect(valueText([1, 'a'], words)).toBe('[1,"a"]');
    expect(valueText({ a: 1 }, words)).toBe('{"a":1}');
  });
});
