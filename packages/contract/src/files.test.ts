import {
  ACCEPTED_FILE_ENDINGS,
  DEFAULT_MAX_UPLOAD_BYTES,
  endingOf,
  formatForEnding,
  formatForMimeType,
} from './index';

describe('file formats', () => {
  // Seed 000 §2.4: "jpeg, jpg and png as images; mp3 and ogg as audio; mp4 as video; pdf and doc as links."
  it('accepts the endings the agent screen can show', () => {
    expect(ACCEPTED_FILE_ENDINGS).toEqual([
      'jpeg',
      'jpg',
      'png',
      'mp3',
      'ogg',
      'mp4',
      'pdf',
      'doc',
      'docx',
    ]);
    expect(formatForEnding('JPEG')?.category).toBe('image');
    expect(formatForEnding('.ogg')?.category).toBe('audio');
    expect(formatForEnding('mp4')?.category).toBe('video');
    expect(formatForEnding('doc')?.category).toBe('document');
    expect(formatForEnding('exe')).toBeUndefined();
  });

  it('reads content types with parameters and aliases', () => {
    expect(formatForMimeType('audio/ogg; codecs=opus')?.ending).toBe('ogg');
    expect(formatForMimeType('image/jpg')?.ending).toBe('jpg');
    expect(formatForMimeType('text/html')).toBeUndefined();
  });

  it('takes a name ending in lower case', () => {
    expect(endingOf('Photo.PNG')).toBe('png');
    expect(endingOf('.hidden')).toBe('');
    expect(endingOf('none')).toBe('');
  });

  it('limits uploads to 10 MiB by default', () => {
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});
