import { OGG, PNG, useSimulatorHarness } from './simulator-test-support';

const sim = useSimulatorHarness();

describe('simulator send', () => {
  it('feeds a text through the webhook path to the sink', async () => {
    const res = await sim.postJson('/simulator/send', {
      phoneNumberId: 'pn-2',
      from: '+54 9 11 2222-3333',
      name: 'Juan Pérez',
      text: 'Hola, ¿tienen stock?',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      received: number;
      messages: Array<{ direction: string; text: string }>;
    };
    expect(body.received).toBe(1);
    expect(body.messages).toEqual([
      expect.objectContaining({ direction: 'in', text: 'Hola, ¿tienen stock?' }),
    ]);
    expect(sim.received).toHaveLength(1);
    expect(sim.received[0]).toMatchObject({
      phoneNumberId: 'pn-2',
      displayPhone: '541150000002',
      from: '5491122223333',
      profileName: 'Juan Pérez',
      kind: 'text',
      text: 'Hola, ¿tienen stock?',
    });
    expect(sim.received[0]!.waMessageId).toMatch(/^wamid\./);
    expect(sim.received[0]!.timestamp).toBeInstanceOf(Date);
  });

  it('uploads media and sends it as its address, the text following as a caption', async () => {
    const up = await sim.postJson('/simulator/media', {
      file: PNG.toString('base64'),
      format: 'png',
      file_name: 'foto.png',
    });
    expect(up.status).toBe(200);
    const media = (await up.json()) as { id: string; url: string; kind: string };
    expect(media.kind).toBe('image');
    expect(media.url).toBe(`http://localhost:4000/files/hornitos/${media.id}/foto.png`);

    const res = await sim.postJson('/simulator/send', {
      phoneNumberId: 'pn-1',
      from: '5511988887777',
      name: 'Maria',
      media: { id: media.id },
      text: 'olha isto',
    });
    expect(res.status).toBe(200);
    expect(sim.received.map((m) => [m.kind, m.text, m.profileName])).toEqual([
      ['image', media.url, 'Maria'],
      ['text', 'olha isto', 'Maria'],
    ]);
    expect(sim.received[0]!.media).toMatchObject({ id: media.id, mimeType: 'image/png' });

    sim.received.length = 0;
    const audio = (await (
      await sim.postJson('/simulator/media', {
        file: OGG.toString('base64'),
        format: 'audio/ogg',
        file_name: 'voz',
      })
    ).json()) as { id: string; url: string };
    await sim.postJson('/simulator/send', {
      phoneNumberId: 'pn-1',
      from: '5511988887777',
      media: { id: audio.id },
      text: 'ouve',
    });
    expect(sim.received.map((m) => [m.kind, m.text])).toEqual([
      ['audio', audio.url],
      ['text', 'ouve'],
    ]);
    expect(audio.url.endsWith('/voz.ogg')).toBe(true);
  });

  it('refuses bad sends with 400 naming the field, storing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ phoneNumberId: 'nope', from: '5511988887777', text: 'x' }, 'phoneNumberId'],
      [{ phoneNumberId: 'pn-1', from: '12', text: 'x' }, 'from'],
      [{ phoneNumberId: 'pn-1', from: '5511988887777' }, 'text'],
      [{ phoneNumberId: 'pn-1', from: '5511988887777', text: 5 }, 'text'],
      [
        { phoneNumberId: 'pn-1', from: '5511988887777', media: { id: '../../etc/passwd' } },
        'media.id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await sim.postJson('/simulator/send', body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(await res.json()).toMatchObject({ error: 'bad_request', field });
    }
    const exe = await sim.postJson('/simulator/media', {
      file: Buffer.from('MZ\x90\x00').toString('base64'),
      format: 'png',
      file_name: 'x.png',
    });
    expect(exe.status).toBe(415);
    expect(sim.received).toHaveLength(0);
  });
});
