/** The record separator (0x1e) that ends every message of the SignalR text protocols. */
export const RECORD_SEPARATOR = '\u001e';

/** Thrown when a record grows beyond the allowed length without being terminated. */
export class RecordTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Message is larger than the maximum of ${limit} characters.`);
    this.name = 'RecordTooLargeError';
  }
}

/**
 * Splits a stream of text chunks into records ended by 0x1e, as the SignalR JSON protocol frames them.
 * A chunk may hold several records, part of one, or both; incomplete data is kept for the next chunk.
 */
export class RecordParser {
  private buffer = '';

  constructor(private readonly maxRecordLength = 64 * 1024) {}

  /** Adds a chunk and returns the records completed by it (empty records are dropped). */
  push(chunk: string): string[] {
    if (!chunk) return [];
    const data = this.buffer + chunk;
    const parts = data.split(RECORD_SEPARATOR);
    const rest = parts.pop() ?? '';
    if (rest.length > this.maxRecordLength) throw new RecordTooLargeError(this.maxRecordLength);
    const records: string[] = [];
    for (const part of parts) {
      if (part.length > this.maxRecordLength) throw new RecordTooLargeError(this.maxRecordLength);
      if (part.length > 0) records.push(part);
    }
    this.buffer = rest;
    return records;
  }

  /** Number of characters waiting for their separator. */
  get pendingLength(): number {
    return this.buffer.length;
  }
}

/** Serialises a value as one JSON record ending with the separator. */
export function writeRecord(value: unknown): string {
  return JSON.stringify(value) + RECORD_SEPARATOR;
}
