/**
 * PNG files written by hand for the image upload tests (decision 0045): a plain picture of any size, and a
 * file whose header declares more pixels than it holds — what a decompression bomb looks like to a decoder
 * that believes headers.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A width × height RGB picture: the left half one colour, the right half another. */
export function twoColourPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(x < width / 2 ? [220, 60, 40] : [30, 60, 200], 1 + x * 3);
  return png(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A file of a few hundred bytes whose header claims width × height pixels (one row of data follows). */
export function pngDeclaring(width: number, height: number): Buffer {
  return png(width, height, Buffer.alloc(1 + width * 3));
}
