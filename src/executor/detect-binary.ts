// Tells binary output from text: known signatures first (images, audio, PDF), then bytes that no text
// would contain. A few stray invalid bytes in text stay text (shown as replacement characters).

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SIGNATURES: { mimeType: string; matches: (bytes: Buffer) => boolean }[] = [
  { mimeType: 'image/png', matches: (bytes) => bytes.subarray(0, 8).equals(PNG) },
  { mimeType: 'image/jpeg', matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { mimeType: 'image/gif', matches: (bytes) => ['GIF87a', 'GIF89a'].includes(bytes.toString('latin1', 0, 6)) },
  { mimeType: 'image/webp', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP' },
  { mimeType: 'audio/wav', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE' },
  { mimeType: 'audio/mpeg', matches: (bytes) => bytes.toString('latin1', 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2) },
  { mimeType: 'audio/ogg', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'OggS' },
  { mimeType: 'audio/flac', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'fLaC' },
  { mimeType: 'application/pdf', matches: (bytes) => bytes.toString('latin1', 0, 5) === '%PDF-' },
];

const SAMPLE_BYTES = 8192;
/** Share of the sample's bytes (undecodable, or control characters) above which output is not text. */
const NOT_TEXT_RATIO = 0.1;

/** The mimeType of binary output, from its first bytes; undefined when it is text. */
export function detectBinary(head: Buffer): string | undefined {
  if (head.length === 0) return undefined;
  const signature = SIGNATURES.find(({ matches }) => matches(head));
  if (signature) return signature.mimeType;
  const sample = head.subarray(0, SAMPLE_BYTES);
  if (sample.includes(0)) return 'application/octet-stream';
  const text = sample.toString('utf8');
  // Bytes that decoded to something other than U+FFFD; the rest did not decode.
  let suspiciousBytes = sample.length - Buffer.byteLength(text.replaceAll('\ufffd', ''));
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && !'\t\n\r\f\v\b\x1b'.includes(char)) || code === 0x7f) suspiciousBytes++;
  }
  return suspiciousBytes / sample.length > NOT_TEXT_RATIO ? 'application/octet-stream' : undefined;
}

/** The MCP content type that carries this kind of binary data itself, if any. */
export function mediaTypeOf(mimeType: string): 'image' | 'audio' | undefined {
  if (mimeType.startsWith('image/')) return 'image';
  return mimeType.startsWith('audio/') ? 'audio' : undefined;
}
