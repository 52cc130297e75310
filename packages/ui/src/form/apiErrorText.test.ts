import { ApiRequestError } from '@atende/api-client';
import { i18n, initLocale, setLanguage } from '@atende/locale';
import { apiErrorText } from './apiErrorText';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

beforeAll(() => {
  initLocale({ language: 'en' });
});
afterAll(async () => {
  await setLanguage('en');
});

describe('apiErrorText', () => {
  it('uses the code of a { error, message, field } answer, never the server message', () => {
    const error = new ApiRequestError(409, 'already_taken', 'Item 5 taken by user 9');
    expect(apiErrorText(error, t)).toBe('This has already been taken');
  });

  it.each([
    [401, 'unauthorized', 'Your session is not valid. Please log in again'],
    [403, 'forbidden', 'You do not have permission to do this'],
    [409, 'conflict', 'This conflicts with the current data. Reload and try again'],
    [413, 'payload_too_large', 'The file or data is too large'],
  ] as const)('status %i (%s)', (status, code, text) => {
    expect(apiErrorText(new ApiRequestError(status, code, 'x'), t)).toBe(text);
  });

  it('falls back on the status when the code is generic (429, 5xx)', () => {
    expect(apiErrorText(new ApiRequestError(429, 'internal', 'Too Many Requests'), t)).toBe(
      'Too many requests. Wait a moment and try again',
    );
    expect(apiErrorText(new ApiRequestError(502, 'internal', 'Bad gateway'), t)).toBe(
      'Something went wrong on the server. Please try again',
    );
    expect(apiErrorText(new ApiRequestError(200, 'invalid_response', 'bad json'), t)).toBe(
      'An unexpected error occurred',
    );
  });

  it('says network for no answer, and for a fetch TypeError', () => {
    const text = 'The server could not be reached. Check the connection and try again';
    expect(apiErrorText(new ApiRequestError(0, 'network', 'Network error: x'), t)).toBe(text);
    expect(apiErrorText(new TypeError('Failed to fetch'), t)).toBe(text);
  });

  it('names the field when the screen gives its label', () => {
    const error = new ApiRequestError(400, 'bad_request', 'User_Login is required', 'User_Login');
    expect(apiErrorText(error, t)).toBe('The request is not valid');
    expect(
      apiErrorText(error, t, { fieldLabel: (f) => (f === 'User_Login' ? 'Login' : undefined) }),
    ).toBe('The request is not valid (Login)');
  });

  it('is empty for a cancelled request and unknown for anything else', () => {
    expect(apiErrorText(new DOMException('aborted', 'AbortError'), t)).toBe('');
    expect(apiErrorText(new Error('boom'), t)).toBe('An unexpected error occurred');
    expect(apiErrorText('what', t)).toBe('An unexpected error occurred');
  });

  it('is translated', async () => {
    await setLanguage('pt');
    expect(apiErrorText(new ApiRequestError(403, 'forbidden', 'x'), t)).toBe(
      'Você não tem permissão para fazer isso',
    );
    await setLanguage('es');
    expect(apiErrorText(new ApiRequestError(429, 'internal', 'x'), t)).toBe(
      'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo',
    );
  });
});
