import { messages } from '@electric-sql/pglite';

/**
 * Reads the embedded database's answer to one batch of extended-protocol messages (PostgreSQL's
 * wire format, https://www.postgresql.org/docs/current/protocol-message-formats.html) straight from
 * its bytes. PGlite's own reader copies every field of every row, and every one-byte field type,
 * into an ArrayBuffer of its own before decoding it, and builds an object per message: for a
 * 30-step article that is thousands of allocations per statement, and the database thread spent
 * more time on them and on collecting them than on running the statement. Here each value is
 * decoded from the one buffer. Only what a prepared statement's answer holds is read; other
 * messages (ParseComplete, BindComplete, NoData, notices, ReadyForQuery…) are skipped.
 */

/** A column of a row description: its name and PostgreSQL type oid. */
export type WireField = { name: string; dataTypeID: number };

export type DatabaseError = InstanceType<typeof messages.DatabaseError>;

export type WireResponse = {
  /** ParameterDescription: the statement's parameter types (a Describe of a statement). */
  parameterTypes: number[] | null;
  /** RowDescription: the columns of the rows (a Describe, or a query that returns rows). */
  fields: WireField[] | null;
  /** DataRow values as text, or null for SQL NULL. */
  rows: (string | null)[][];
  /** The CommandComplete tag ("SELECT 3", "INSERT 0 1"), or null when none came. */
  command: string | null;
  /** The first ErrorResponse, as PGlite would have thrown it (the messages after it skip to the Sync). */
  error: DatabaseError | null;
};

const DATA_ROW = 0x44; // 'D'
const ROW_DESCRIPTION = 0x54; // 'T'
const PARAMETER_DESCRIPTION = 0x74; // 't'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

/** ErrorResponse field types and the DatabaseError properties PGlite gives them. */
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

export function readResponse(bytes: Uint8Array): WireResponse {
  const reader = new Reader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const response: WireResponse = { parameterTypes: null, fields: null, rows: [], command: null, error: null };
  while (reader.remaining() >= 5) {
    const start = reader.at;
    const code = reader.byte();
    // The length counts itself, not the code. A length that does not fit would loop or overrun.
    const length = reader.int32();
    const end = reader.at + length - 4;
    if (length < 4 || end > bytes.byteLength) {
      throw new Error(`malformed answer from the embedded database: ${length} bytes at ${start}`);
    }
    switch (code) {
      case DATA_ROW: {
        const row = new Array<string | null>(reader.int16());
        for (let i = 0; i < row.length; i++) {
          const size = reader.int32();
          row[i] = size < 0 ? null : reader.text(size);
        }
        response.rows.push(row);
        break;
      }
      case ROW_DESCRIPTION: {
        const fields = new Array<WireField>(reader.int16());
        for (let i = 0; i < fields.length; i++) {
          const name = reader.cstring();
          reader.skip(6); // table oid, column number
          fields[i] = { name, dataTypeID: reader.int32() };
          reader.skip(8); // type size, type modifier, format
        }
        response.fields = fields;
        break;
      }
      case PARAMETER_DESCRIPTION: {
        const types = new Array<number>(reader.int16());
        for (let i = 0; i < types.length; i++) types[i] = reader.int32();
        response.parameterTypes = types;
        break;
      }
      case COMMAND_COMPLETE:
        response.command = reader.cstring();
        break;
      case ERROR_RESPONSE:
        response.error ??= readError(reader, length);
        break;
    }
    reader.at = end;
  }
  return response;
}

/** An ErrorResponse: a type byte and a string per field, up to a zero byte. */
function readError(reader: Reader, length: number): DatabaseError {
  const fields: Record<string, string> = {};
  for (let type = reader.byte(); type !== 0; type = reader.byte()) {
    fields[String.fromCharCode(type)] = reader.cstring();
  }
  const error = new messages.DatabaseError(fields.M ?? 'unknown database error', length, 'error');
  for (const [type, name] of Object.entries(ERROR_FIELDS)) {
    (error as unknown as Record<string, string | undefined>)[name] = fields[type];
  }
  return error;
}

/** Big-endian integers and UTF-8 text from one buffer, at a moving position. */
class Reader {
  at = 0;

  constructor(private readonly buffer: Buffer) {}

  remaining(): number {
    return this.buffer.length - this.at;
  }

  skip(bytes: number): void {
    this.at += bytes;
  }

  byte(): number {
    return this.buffer[this.at++]!;
  }

  int16(): number {
    const value = this.buffer.readInt16BE(this.at);
    this.at += 2;
    return value;
  }

  int32(): number {
    const value = this.buffer.readInt32BE(this.at);
    this.at += 4;
    return value;
  }

  text(bytes: number): string {
    const value = this.buffer.toString('utf8', this.at, this.at + bytes);
    this.at += bytes;
    return value;
  }

  /** A zero-terminated string. */
  cstring(): string {
    const zero = this.buffer.indexOf(0, this.at);
    const value = this.buffer.toString('utf8', this.at, zero);
    this.at = zero + 1;
    return value;
  }
}
