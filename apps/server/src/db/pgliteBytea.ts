import type { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * Reads and writes bytea on PGlite with Node's own hex codec. Values cross
 * PGlite's wire as text (`\x` and two hex digits a byte), and its default
 * codec takes each byte through a string of its own in JavaScript: a
 * snapshot's 13 KB of packed text took about 0.8 ms to read back. Values in
 * another form than hex, and anything that is not bytes, keep PGlite's own.
 */
export function useNodeBytea(client: PGlite): void {
  const parse = client.parsers[BYTEA];
  const serialize = client.serializers[BYTEA];
  client.parsers[BYTEA] = (text: string, typeId?: number) => {
    if (!text.startsWith('\\x')) return parse ? parse(text, typeId) : text;
    // A buffer of its own (never a slice of Node's shared pool): it may be handed to another thread.
    const bytes = Buffer.allocUnsafeSlow((text.length - 2) >> 1);
    bytes.write(text.slice(2), 'hex');
    return bytes;
  };
  client.serializers[BYTEA] = (value: unknown) => {
    if (!(value instanceof Uint8Array)) return serialize ? serialize(value) : String(value);
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  };
}
