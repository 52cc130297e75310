import {
  MessageType,
  ProtocolError,
  parseClientMessage,
  parseHandshakeRequest,
} from './hubProtocol';
import {
  RECORD_SEPARATOR as RS,
  RecordParser,
  RecordTooLargeError,
  writeRecord,
} from './recordParser';

describe('RecordParser', () => {
  it('returns one record per separator and keeps the partial tail', () => {
    const parser = new RecordParser();
    expect(parser.push(`{"a":1}${RS}{"b":2}${RS}{"c"`)).toEqual(['{"a":1}', '{"b":2}']);
    expect(parser.pendingLength).toBe(4);
    expect(parser.push(':3}')).toEqual([]);
    expect(parser.push(`${RS}`)).toEqual(['{"c":3}']);
    expect(parser.pendingLength).toBe(0);
  });

  it('joins a record split over many chunks, one character at a time', () => {
    const parser = new RecordParser();
    const text = `${writeRecord({ protocol: 'json', version: 1 })}${writeRecord({ type: 6 })}`;
    const records: string[] = [];
    for (const char of text) records.push(...parser.push(char));
    expect(records.map((record) => JSON.parse(record))).toEqual([
      { protocol: 'json', version: 1 },
      { type: 6 },
    ]);
  });

  it('drops empty records and ignores empty chunks', () => {
    const parser = new RecordParser();
    expect(parser.push('')).toEqual([]);
    expect(parser.push(`${RS}${RS}{}${RS}`)).toEqual(['{}']);
  });

  it('keeps the separator out of string values when it is escaped in JSON', () => {
    const parser = new RecordParser();
    const record = writeRecord({ text: `a${RS}b` });
    expect(record.split(RS)).toHaveLength(2);
    expect(parser.push(record).map((r) => JSON.parse(r))).toEqual([{ text: `a${RS}b` }]);
  });

  it('refuses a record longer than the limit, complete or not', () => {
    expect(() => new RecordParser(8).push('123456789')).toThrow(RecordTooLargeError);
    expect(() => new RecordParser(8).push(`123456789${RS}`)).toThrow(RecordTooLargeError);
    expect(new RecordParser(8).push(`12345678${RS}12345678`)).toEqual(['12345678']);
  });
});

describe('hub protocol parsing', () => {
  it('reads the handshake request', () => {
    expect(parseHandshakeRequest('{"protocol":"json","version":1}')).toEqual({
      protocol: 'json',
      version: 1,
    });
    expect(() => parseHandshakeRequest('{"version":1}')).toThrow(ProtocolError);
    expect(() => parseHandshakeRequest('nope')).toThrow(ProtocolError);
  });

  it('reads invocations with and without an invocation id', () => {
    expect(
      parseClientMessage('{"type":1,"invocationId":"0","target":"X","arguments":[1,2]}'),
    ).toEqual({
      type: MessageType.Invocation,
      invocationId: '0',
      target: 'X',
      arguments: [1, 2],
    });
    expect(parseClientMessage('{"type":1,"target":"X","arguments":[]}')).toEqual({
      type: MessageType.Invocation,
      target: 'X',
      arguments: [],
    });
    expect(
      parseClientMessage('{"type":1,"target":"X","arguments":[],"streamIds":["1"]}'),
    ).toMatchObject({
      streamIds: ['1'],
    });
  });

  it('rejects broken messages', () => {
    expect(() => parseClientMessage('[]')).toThrow(ProtocolError);
    expect(() => parseClientMessage('{"type":"1"}')).toThrow(ProtocolError);
    expect(() => parseClientMessage('{"type":1,"arguments":[]}')).toThrow(ProtocolError);
    expect(() => parseClientMessage('{"type":1,"target":"X","arguments":{}}')).toThrow(
      ProtocolError,
    );
    expect(() => parseClientMessage('{"type":4,"target":"X","arguments":[]}')).toThrow(
      ProtocolError,
    );
    expect(() => parseClientMessage('{"type":42}')).toThrow(ProtocolError);
  });

  it('reads ping, close and the messages the server ignores', () => {
    expect(parseClientMessage('{"type":6}')).toEqual({ type: 6 });
    expect(parseClientMessage('{"type":7,"error":"x","allowReconnect":true}')).toEqual({
      type: 7,
      error: 'x',
      allowReconnect: true,
    });
    expect(parseClientMessage('{"type":5,"invocationId":"1"}')).toEqual({ type: 5 });
  });
});
