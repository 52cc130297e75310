import { isPasswordValid, passwordProblems } from './passwordRules';

describe('passwordProblems', () => {
  it('accepts a password with 8 characters, a capital, a digit and a special character', () => {
    expect(passwordProblems('Atende@2026')).toEqual({ tooShort: false, missing: [] });
    expect(isPasswordValid('Abcdef1_')).toBe(true);
  });

  it('lists every missing kind', () => {
    expect(passwordProblems('abcdefgh')).toEqual({
      tooShort: false,
      missing: ['capital', 'digit', 'special'],
    });
    expect(passwordProblems('Abcdefgh')).toEqual({
      tooShort: false,
      missing: ['digit', 'special'],
    });
    expect(passwordProblems('Abcdefg1')).toEqual({ tooShort: false, missing: ['special'] });
  });

  it('flags fewer than 8 characters', () => {
    expect(passwordProblems('Ab1!xyz').tooShort).toBe(true);
    expect(passwordProblems('Ab1!xyzw').tooShort).toBe(false);
  });

  it.each(['!', '|', '@', '#', '$', '%', '^', '&', '*', '(', ')', '-', '_'])(
    'counts %s as special',
    (char) => {
      expect(passwordProblems(`Abcdefg1${char}`).missing).toEqual([]);
    },
  );

  it('does not count other symbols as special', () => {
    expect(passwordProblems('Abcdefg1+').missing).toEqual(['special']);
    expect(passwordProblems('Abcdefg1?').missing).toEqual(['special']);
  });
});
