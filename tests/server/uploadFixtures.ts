/**
 * Upload requests and real pictures for them, made here: every upload is decoded and re-encoded, so fake pictures
 * are refused.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A width × height picture with a gradient in it (a flat one would say little about re-encoding). */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) * 7;
    pixels[i * 3 + 1] = Math.floor(i / width) * 5;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const png = (width = 32, height = 24) => picture(width, height).png().toBuffer();
export const jpeg = (width = 32, height = 24) => picture(width, height).jpeg().toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `size` bytes: a private ancillary chunk (which decoders skip) before IEND fills it up. */
export function pngOfSize(image: Buffer, size: number): Buffer {
  const iend = image.subarray(image.length - 12);
  const head = image.subarray(0, image.length - 12);
  const filler = size - image.length - 12;
  if (filler < 0) throw new Error('picture already larger');
  return Buffer.concat([head, chunk('prVt', Buffer.alloc(filler)), iend]);
}

/**
 * A decompression bomb: a PNG of width × height 1-bit pixels, all zero, so a few hundred kilobytes declare what
 * would decode to width × height × 4 bytes.
 */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // a filter byte and the bits of each row
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP archive holding one stored file, as appended to a picture to make a polyglot. */
export function zipArchive(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
  field?: string;
}

/** A multipart body as the client's FormData sends it: requestData '{}' plus crsImages files. */
export function multipart(files: FilePart[]) {
  const boundary = `----trusth5${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="requestData"\r\n\r\n{}\r\n`),
  ];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'crsImages'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
