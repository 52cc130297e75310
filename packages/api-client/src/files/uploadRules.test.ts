import { ApiRequestError } from '../http/errors';
import { ACCEPT_ATTRIBUTE, checkUploadFile, MAX_UPLOAD_BYTES, uploadErrorKey } from './uploadRules';

describe('checkUploadFile', () => {
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
      expect(checkUploadFile({ name, size: 10 })).toEqual({
        ok: true,
        ending: name.split('.')[1]!.toLowerCase(),
      });
    }
    expect(ACCEPT_ATTRIBUTE).toBe('.jpeg,.jpg,.png,.mp3,.ogg,.mp4,.pdf,.doc,.docx');
  });

  it('takes the ending from the content type when the name has none', () => {
    expect(checkUploadFile({ name: 'scan', size: 10, type: 'application/pdf' })).toEqual({
      ok: true,
      ending: 'pdf',
    });
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(checkUploadFile({ name: 'a.exe', size: 10 })).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(checkUploadFile({ name: 'a.gif', size: 10, type: 'image/gif' })).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(checkUploadFile({ name: 'a.png', size: 0 })).toEqual({
      ok: false,
      problem: 'emptyFile',
    });
    expect(checkUploadFile({ name: 'a.png', size: MAX_UPLOAD_BYTES })).toEqual({
      ok: true,
      ending: 'png',
    });
    expect(checkUploadFile({ name: 'a.png', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      problem: 'tooBig',
    });
    expect(checkUploadFile({ name: 'a.png', size: 11 }, 10)).toEqual({
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
