import { ApiRequestError } from '@atende/api-client';
import {
  ACCEPT_ATTRIBUTE,
  MAX_UPLOAD_BYTES,
  checkAttachment,
  isImageAddress,
  uploadErrorKey,
} from './attachmentRules';

describe('checkAttachment', () => {
  it('accepts the endings the file service accepts, in any case', () => {
    for (const name of [
      'a.jpeg',
      'a.JPG',
      'a.png',
      'a.mp3',
      'a.ogg',
      'a.mp4',
      'a.pdf',
      'a.doc',
      'a.docx',
    ]) {
      expect(checkAttachment({ name, size: 10 })).toEqual({
        ok: true,
        ending: name.split('.')[1]!.toLowerCase(),
      });
    }
    expect(ACCEPT_ATTRIBUTE).toBe('.jpeg,.jpg,.png,.mp3,.ogg,.mp4,.pdf,.doc,.docx');
  });

  it('takes the ending from the content type when the name has none', () => {
    expect(checkAttachment({ name: 'scan', size: 10, type: 'application/pdf' })).toEqual({
      ok: true,
      ending: 'pdf',
    });
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(checkAttachment({ name: 'a.exe', size: 10 })).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(checkAttachment({ name: 'a.gif', size: 10, type: 'image/gif' })).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(checkAttachment({ name: 'a.png', size: 0 })).toEqual({
      ok: false,
      problem: 'emptyFile',
    });
    expect(checkAttachment({ name: 'a.png', size: MAX_UPLOAD_BYTES })).toEqual({
      ok: true,
      ending: 'png',
    });
    expect(checkAttachment({ name: 'a.png', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      problem: 'tooBig',
    });
  });
});

describe('uploadErrorKey', () => {
  it('is ErrorProcessFile when the file itself was refused', () => {
    expect(uploadErrorKey(new ApiRequestError(400, 'bad_request', 'bad base64'))).toBe(
      'ErrorProcessFile',
    );
    expect(uploadErrorKey(new ApiRequestError(413, 'payload_too_large', 'big'))).toBe(
      'ErrorProcessFile',
    );
    expect(uploadErrorKey(new ApiRequestError(415, 'unsupported_file', 'no'))).toBe(
      'ErrorProcessFile',
    );
  });

  it('is ErrorWhenStoragedFile otherwise', () => {
    expect(uploadErrorKey(new ApiRequestError(500, 'internal', 'x'))).toBe('ErrorWhenStoragedFile');
    expect(uploadErrorKey(new ApiRequestError(0, 'network', 'x'))).toBe('ErrorWhenStoragedFile');
    expect(uploadErrorKey(new Error('x'))).toBe('ErrorWhenStoragedFile');
  });
});

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
