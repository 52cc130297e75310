import { b64, expectError, MAX, PNG, useFileService } from './fileServiceTestKit';

const svc = useFileService();

describe('file service: refusals', () => {
  it('refuses a missing or wrong token with 401', async () => {
    expect(
      (await svc.upload({ file: b64(PNG), format: 'png', file_name: 'a.png' }, '')).status,
    ).toBe(401);
    await expectError(
      await svc.upload({ file: b64(PNG), format: 'png', file_name: 'a.png' }, 'bad'),
      401,
      'unauthorized',
    );
  });

  it('refuses bad base64, empty files and missing fields with 400 naming the field', async () => {
    await expectError(
      await svc.upload({ file: 'not base64!', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await svc.upload({ file: 'iVBORw0', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await svc.upload({ file: 'iVBORw0L=', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    // Non-canonical: unused bits set.
    await expectError(
      await svc.upload({ file: 'QR==', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await svc.upload({ file: '', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await svc.upload({ format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await svc.upload({ file: b64(PNG), file_name: 'a.png' }),
      400,
      'bad_request',
      'format',
    );
    await expectError(
      await svc.upload({ file: b64(PNG), format: 'png', file_name: { name: 'a.png' } }),
      400,
      'bad_request',
      'file_name',
    );
    await expectError(await svc.upload('{"file":'), 400, 'bad_request', 'body');
  });

  it('refuses endings and formats the agent screen cannot show with 415', async () => {
    await expectError(
      await svc.upload({ file: b64(PNG), format: 'exe', file_name: 'a.exe' }),
      415,
      'unsupported_file',
      'format',
    );
    await expectError(
      await svc.upload({ file: b64(PNG), format: 'image/svg+xml', file_name: 'a.svg' }),
      415,
      'unsupported_file',
      'format',
    );
    await expectError(
      await svc.upload({ file: b64(PNG), format: 'png', file_name: 'a.exe' }),
      415,
      'unsupported_file',
      'file_name',
    );
    await expectError(
      await svc.upload({ file: b64(PNG), format: 'png', file_name: 'a.pdf' }),
      415,
      'unsupported_file',
      'file_name',
    );
  });

  it('refuses content whose first bytes do not match the ending', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);
    await expectError(
      await svc.upload({ file: b64(exe), format: 'png', file_name: 'setup.png' }),
      415,
      'unsupported_file',
      'file',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>%PDF-1.4');
    await expectError(
      await svc.upload({ file: b64(html), format: 'pdf', file_name: 'invoice.pdf' }),
      415,
      'unsupported_file',
      'file',
    );
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]);
    await expectError(
      await svc.upload({ file: b64(zip), format: 'docx', file_name: 'a.docx' }),
      415,
      'unsupported_file',
      'file',
    );
    await expectError(
      await svc.upload({ file: b64(PNG), format: 'mp4', file_name: 'a.mp4' }),
      415,
      'unsupported_file',
      'file',
    );
  });

  it('refuses files over the limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    await expectError(
      await svc.upload({ file: b64(big), format: 'png', file_name: 'big.png' }),
      413,
      'payload_too_large',
      'file',
    );
    const huge = Buffer.alloc(MAX * 2);
    await expectError(
      await svc.upload({ file: b64(huge), format: 'png', file_name: 'huge.png' }),
      413,
      'payload_too_large',
      'file',
    );
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length)]);
    expect(
      (await svc.upload({ file: b64(exact), format: 'png', file_name: 'exact.png' })).status,
    ).toBe(200);
  });
});
