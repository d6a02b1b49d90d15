// Checks an upload by its bytes while it streams: the real type must match the name's extension, within the size limit.
import { Transform, type TransformCallback } from 'node:stream';
import { fileTooLargeMessage, UNSUPPORTED_FILE_TYPE_MESSAGE } from '@casecast/domain';
import { AppError } from '../../http/errors.js';

type Kind = { label: string; contentType: string; magic: readonly number[] | null };

const KINDS: Record<string, Kind> = {
  '.pdf': { label: 'PDF', contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  '.doc': { label: 'Word (.doc)', contentType: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  '.docx': {
    label: 'Word (.docx)',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
  '.txt': { label: 'text', contentType: 'text/plain', magic: null },
  '.jpg': { label: 'JPEG image', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  '.jpeg': { label: 'JPEG image', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  '.png': { label: 'PNG image', contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
};

const WORD_PART = Buffer.from('word/');
const HEAD_BYTES = 8;

export function contentTypeForExtension(extension: string): string {
  const kind = KINDS[extension];
  if (!kind) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', UNSUPPORTED_FILE_TYPE_MESSAGE);
  return kind.contentType;
}

export const unsupportedContent = (fileName: string, label: string) =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', `"${fileName}" is not a valid ${label} file. ${UNSUPPORTED_FILE_TYPE_MESSAGE}`);

/**
 * A pass-through stream that fails (and so aborts the storage write) as soon as the bytes are not
 * what the extension promises or the file passes `maxBytes`. A .docx must be a zip holding word/
 * parts (their names are stored uncompressed, so a scan finds them); a .txt must be valid UTF-8
 * without NUL bytes, checked to the last byte. `bytes` is the count that went through.
 */
export class ContentInspector extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private headChecked = false;
  private sawWordPart = false;
  private tail = Buffer.alloc(0);
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly kind: Kind;

  constructor(private readonly input: { fileName: string; extension: string; maxBytes: number; maxUploadMb: number }) {
    super();
    const kind = KINDS[input.extension];
    if (!kind) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', UNSUPPORTED_FILE_TYPE_MESSAGE);
    this.kind = kind;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.input.maxBytes) {
      callback(new AppError(413, 'FILE_TOO_LARGE', fileTooLargeMessage(this.input.fileName, this.input.maxUploadMb)));
      return;
    }
    const problem = this.inspect(chunk);
    if (problem) callback(problem);
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) {
      callback(new AppError(400, 'EMPTY_FILE', `"${this.input.fileName}" is empty.`));
      return;
    }
    if (!this.headChecked) {
      const problem = this.checkHead(true);
      if (problem) return callback(problem);
    }
    if (this.input.extension === '.txt') {
      try {
        this.decoder.decode();
      } catch {
        return callback(unsupportedContent(this.input.fileName, this.kind.label));
      }
    }
    if (this.input.extension === '.docx' && !this.sawWordPart) return callback(unsupportedContent(this.input.fileName, this.kind.label));
    callback();
  }

  private inspect(chunk: Buffer): AppError | null {
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
      if (this.head.length >= HEAD_BYTES) {
        const problem = this.checkHead(false);
        if (problem) return problem;
      }
    }
    if (this.input.extension === '.txt') {
      if (chunk.includes(0)) return unsupportedContent(this.input.fileName, this.kind.label);
      try {
        this.decoder.decode(chunk, { stream: true });
      } catch {
        return unsupportedContent(this.input.fileName, this.kind.label);
      }
    }
    if (this.input.extension === '.docx' && !this.sawWordPart) {
      // Keep the last few bytes so a name split across two chunks is still found.
      const window = Buffer.concat([this.tail, chunk]);
      this.sawWordPart = window.includes(WORD_PART);
      this.tail = window.subarray(Math.max(0, window.length - (WORD_PART.length - 1)));
    }
    return null;
  }

  private checkHead(atEnd: boolean): AppError | null {
    this.headChecked = true;
    const magic = this.kind.magic;
    if (magic === null) return null;
    if (this.head.length < magic.length && !atEnd) return null;
    const matches = magic.every((byte, index) => this.head[index] === byte);
    return matches ? null : unsupportedContent(this.input.fileName, this.kind.label);
  }
}
