import { isImageAddress } from './attachmentRules';

describe('isImageAddress', () => {
  it('is true for http(s) and same-origin addresses ending in jpg, jpeg or png', () => {
    expect(isImageAddress('https://files.test/a.PNG')).toBe(true);
    expect(isImageAddress('http://files.test/a.jpeg?x=1')).toBe(true);
    expect(isImageAddress('/files/hornitos/k/a.jpg')).toBe(true);
  });

  it('is false for other schemes and other endings', () => {
    expect(isImageAddress('javascript:alert(1)//a.png')).toBe(false);
    expect(isImageAddress('data:image/png;base64,AAAA')).toBe(false);
    expect(isImageAddress('https://files.test/a.pdf')).toBe(false);
  });
});
