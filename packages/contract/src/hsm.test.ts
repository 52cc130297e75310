import { hsmPhoneDigits, hsmPlaceholderCount, renderHsmTemplate, splitHsmParameters } from './hsm';

describe('bulk send rules (seed 001 §7 "Bulk sending")', () => {
  it('splits parameters on |, trimmed; empty means none', () => {
    expect(splitHsmParameters('Ana | 12345|')).toEqual(['Ana', '12345', '']);
    expect(splitHsmParameters('  ')).toEqual([]);
  });

  it('fills {{n}} from the values and leaves the rest', () => {
    const template = 'Hi {{1}}, order {{ 2 }} by {{Agent_Name}} {{3}}';
    expect(hsmPlaceholderCount(template)).toBe(3);
    expect(renderHsmTemplate(template, ['Ana', '$1'])).toBe(
      'Hi Ana, order $1 by {{Agent_Name}} {{3}}',
    );
    expect(hsmPlaceholderCount('No variables')).toBe(0);
  });

  it('takes phone numbers with +, spaces, dashes, dots and parentheses, 8..15 digits', () => {
    expect(hsmPhoneDigits('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(hsmPhoneDigits('5511.9876.5432')).toBe('551198765432');
    expect(hsmPhoneDigits('1234567')).toBeNull();
    expect(hsmPhoneDigits('1234567890123456')).toBeNull();
    expect(hsmPhoneDigits('55119abc4321')).toBeNull();
  });
});
