import { signBody, verifySignature } from './signature';
import { realisticPayload } from './whatsapp-test-support';

describe('verifySignature', () => {
  const raw = Buffer.from(JSON.stringify(realisticPayload()));
  it('accepts only the HMAC-SHA256 of the exact body', () => {
    const header = signBody(raw, 'secret');
    expect(verifySignature(raw, header, 'secret')).toBe(true);
    expect(verifySignature(raw, header.toUpperCase().replace('SHA256=', 'sha256='), 'secret')).toBe(
      true,
    );
    expect(verifySignature(Buffer.concat([raw, Buffer.from(' ')]), header, 'secret')).toBe(false);
    expect(verifySignature(raw, header, 'other')).toBe(false);
    expect(verifySignature(raw, undefined, 'secret')).toBe(false);
    expect(verifySignature(raw, 'sha256=abc', 'secret')).toBe(false);
    expect(verifySignature(raw, header.replace('sha256=', 'sha1='), 'secret')).toBe(false);
  });
});
