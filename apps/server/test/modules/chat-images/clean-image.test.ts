import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cleanImage } from '../../../src/modules/chat-images/clean-image';
import { ImageRefused } from '../../../src/modules/chat-images/image-format';
import { exifOrientation } from '../../../src/modules/chat-images/jpeg';
import {
  exif,
  gif,
  gifComment,
  gifLooping,
  jpeg,
  jpegSegment,
  png,
  pngChunk,
  pngSignature,
  riffChunk,
  script,
  vp8l1x1,
  webp,
} from './image-fixtures';

/** The reason cleanImage refuses `bytes` (fails when it does not). */
const refusal = (bytes: Buffer): string => {
  try {
    cleanImage(bytes);
  } catch (error) {
    if (error instanceof ImageRefused) return error.reason;
    throw error;
  }
  throw new Error('the image was taken');
};

const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const ihdr = (width: number, height: number, depth = 8, colour = 6) =>
  pngChunk(
    'IHDR',
    Buffer.concat([u32be(width), u32be(height), Buffer.from([depth, colour, 0, 0, 0])]),
  );
const idat = pngChunk('IDAT', deflateSync(Buffer.alloc(8)));
const iend = pngChunk('IEND');
/** A PNG of these chunks exactly (its IDAT is not a real picture: the cleaner does not inflate). */
const pngOf = (...chunks: Buffer[]) => Buffer.concat([pngSignature, ...chunks]);

describe('cleanImage: PNG', () => {
  it('keeps image chunks in order and drops text, EXIF, ICC and unknown ancillary ones', () => {
    const palette = pngChunk('PLTE', Buffer.alloc(6, 9));
    const transparency = pngChunk('tRNS', Buffer.from([0, 255]));
    const srgb = pngChunk('sRGB', Buffer.from([0]));
    const phys = pngChunk('pHYs', Buffer.alloc(9, 1));
    const sent = pngOf(
      ihdr(4, 4, 8, 3),
      pngChunk('iCCP', 'icc\0\0xxxx'),
      srgb,
      palette,
      pngChunk('eXIf', exif(6)),
      transparency,
      phys,
      pngChunk('prVt', script),
      idat,
      idat,
      pngChunk('tEXt', `a\0${script}`),
      iend,
    );
    const clean = cleanImage(sent);
    expect(clean).toMatchObject({ mime: 'image/png', ext: 'png', width: 4, height: 4 });
    expect(clean.bytes).toEqual(
      pngOf(ihdr(4, 4, 8, 3), srgb, palette, transparency, phys, idat, idat, iend),
    );
  });

  it('keeps the chunks of an animated PNG', () => {
    const frame = (sequence: number, width: number, height: number) =>
      pngChunk(
        'fcTL',
        Buffer.concat([
          u32be(sequence),
          u32be(width),
          u32be(height),
          u32be(0),
          u32be(0),
          Buffer.from([0, 1, 0, 10, 0, 0]),
        ]),
      );
    const animation = pngChunk('acTL', Buffer.concat([u32be(2), u32be(0)]));
    const fdat = pngChunk('fdAT', Buffer.concat([u32be(2), deflateSync(Buffer.alloc(4))]));
    const chunks = [ihdr(2, 2), animation, frame(0, 2, 2), idat, frame(1, 1, 1), fdat, iend];
    expect(cleanImage(pngOf(...chunks)).bytes).toEqual(pngOf(...chunks));
  });

  it.each([
    ['IHDR not first', pngOf(idat, ihdr(1, 1), iend), 'png: IHDR first'],
    [
      'an unknown critical chunk',
      pngOf(ihdr(1, 1), pngChunk('ABCD', 'x'), idat, iend),
      'png: unknown critical chunk ABCD',
    ],
    [
      'image data split',
      pngOf(ihdr(1, 1), idat, pngChunk('tEXt', 'a\0b'), idat, iend),
      'png: IDAT chunks apart',
    ],
    ['no image data', pngOf(ihdr(1, 1), iend), 'png: no image data'],
    ['no IEND', pngOf(ihdr(1, 1), idat), 'png chunk: truncated'],
    [
      'a palette image without palette',
      pngOf(ihdr(1, 1, 8, 3), idat, iend),
      'png: palette missing',
    ],
    ['a bad depth', pngOf(ihdr(1, 1, 4, 6), idat, iend), 'png: colour type or depth'],
    ['a side over 8192', pngOf(ihdr(1, 8193), idat, iend), 'dimensions too large 1×8193'],
    [
      'over 50 million pixels',
      pngOf(ihdr(8000, 8000), idat, iend),
      'dimensions too large 8000×8000',
    ],
    ['no pixels', pngOf(ihdr(0, 5), idat, iend), 'empty dimensions 0×5'],
    [
      'a frame outside the canvas',
      pngOf(
        ihdr(2, 2),
        pngChunk(
          'fcTL',
          Buffer.concat([u32be(0), u32be(3), u32be(1), u32be(0), u32be(0), Buffer.alloc(6)]),
        ),
        idat,
        iend,
      ),
      'png: fcTL frame',
    ],
    [
      'a non-letter chunk type',
      pngOf(ihdr(1, 1), pngChunk('<sc>', 'x'), idat, iend),
      'png: chunk type',
    ],
  ])('refuses %s', (_, bytes, reason) => {
    expect(refusal(bytes)).toBe(reason);
  });

  it('drops what follows IEND', () => {
    expect(cleanImage(png({ after: Buffer.concat([idat, Buffer.from(script)]) })).bytes).toEqual(
      png(),
    );
  });
});

describe('cleanImage: JPEG', () => {
  it('drops every APPn and comment, keeping Adobe APP14', () => {
    const adobe = jpegSegment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'));
    const sent = jpeg({
      segments: [
        jpegSegment(0xe2, `ICC_PROFILE\0${script}`),
        adobe,
        jpegSegment(0xed, `Photoshop 3.0\0${script}`),
        jpegSegment(0xfe, script),
        jpegSegment(0xe1, exif(1)),
      ],
    });
    const clean = cleanImage(sent);
    expect(clean).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', width: 8, height: 8 });
    const withoutApp0 = jpeg().subarray(2 + 18);
    expect(clean.bytes).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), adobe, withoutApp0]));
  });

  it('writes the EXIF orientation anew, alone, and swaps the size for 5–8', () => {
    for (const orientation of [2, 3, 4, 5, 6, 7, 8]) {
      const clean = cleanImage(
        jpeg({ width: 24, height: 8, segments: [jpegSegment(0xe1, exif(orientation))] }),
      );
      const turned = orientation >= 5;
      expect(clean).toMatchObject({ width: turned ? 8 : 24, height: turned ? 24 : 8 });
      const length = clean.bytes.readUInt16BE(4);
      expect(length).toBe(34);
      expect(exifOrientation(clean.bytes.subarray(6, 4 + length))).toBe(orientation);
    }
  });

  it('reads the orientation in either byte order, and 1 from nonsense', () => {
    expect(exifOrientation(exif(3))).toBe(3);
    const bigEndian = Buffer.from(
      '457869660000' + '4d4d002a00000008' + '0001' + '011200030000000100080000' + '00000000',
      'hex',
    );
    expect(exifOrientation(bigEndian)).toBe(8);
    expect(exifOrientation(exif(9))).toBe(1);
    expect(exifOrientation(Buffer.from('Exif\0\0II*\0\xff\xff\0\0', 'latin1'))).toBe(1);
    expect(exifOrientation(Buffer.from(script))).toBe(1);
  });

  it('copies entropy-coded data with stuffed bytes and restart markers', () => {
    const sent = jpeg();
    const scanAt = sent.length - 3;
    const withRestarts = Buffer.concat([
      sent.subarray(0, scanAt),
      Buffer.from([0x3f, 0xff, 0x00, 0xff, 0xd0, 0x3f]),
      sent.subarray(scanAt + 1),
    ]);
    expect(cleanImage(withRestarts).bytes.includes(Buffer.from([0xff, 0x00, 0xff, 0xd0]))).toBe(
      true,
    );
  });

  const frameAt = (bytes: Buffer) => bytes.indexOf(Buffer.from([0xff, 0xc0]));
  const withFrameMarker = (marker: number) => {
    const bytes = Buffer.from(jpeg());
    bytes[frameAt(bytes) + 1] = marker;
    return bytes;
  };
  it.each([
    ['a lossless frame', withFrameMarker(0xc3), 'jpeg: unsupported marker c3'],
    ['an arithmetic frame', withFrameMarker(0xc9), 'jpeg: unsupported marker c9'],
    [
      'two frames',
      jpeg({ segments: [jpeg().subarray(frameAt(jpeg()), frameAt(jpeg()) + 13)] }),
      'jpeg: second frame',
    ],
    [
      'a 12-bit frame',
      (() => {
        const bytes = Buffer.from(jpeg());
        bytes[frameAt(bytes) + 4] = 12;
        return bytes;
      })(),
      'jpeg: sample precision',
    ],
    ['a second SOI', jpeg({ segments: [Buffer.from([0xff, 0xd8])] }), 'jpeg: stray marker'],
    [
      'a scan before its frame',
      jpeg({ segments: [jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]))] }),
      'jpeg: scan before frame',
    ],
    [
      'garbage between segments',
      jpeg({ segments: [Buffer.from(script)] }),
      'jpeg: marker expected',
    ],
    ['no EOI', jpeg().subarray(0, -2), 'jpeg: scan truncated'],
    ['no scan', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpeg: no image data'],
  ])('refuses %s', (_, bytes, reason) => {
    expect(refusal(bytes)).toBe(reason);
  });
});

describe('cleanImage: GIF', () => {
  it('keeps frames with local tables and graphic controls, drops plain text', () => {
    const frame = Buffer.concat([
      Buffer.from([0x21, 0xf9, 4, 4, 10, 0, 0, 0]),
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x80]),
      Buffer.from([0, 0, 0, 0xff, 0, 0]),
      Buffer.from([2, 2, 0x44, 0x01, 0]),
    ]);
    const plainText = Buffer.concat([
      Buffer.from([0x21, 0x01, 12]),
      Buffer.alloc(12),
      Buffer.from([5]),
      Buffer.from('hello'),
      Buffer.from([0]),
    ]);
    const sent = gif({ extensions: [gifLooping(3), plainText, frame, gifComment(script)] });
    expect(cleanImage(sent).bytes).toEqual(gif({ extensions: [gifLooping(3), frame] }));
  });

  it('writes a GIF87a as GIF89a', () => {
    const sent = Buffer.concat([Buffer.from('GIF87a'), gif().subarray(6)]);
    expect(cleanImage(sent).bytes).toEqual(gif());
  });

  const image = gif().subarray(13 + 6 + 8, -1);
  const screen = gif().subarray(0, 13 + 6);
  it.each([
    ['no frame', Buffer.concat([screen, Buffer.from([0x3b])]), 'gif: no image'],
    [
      'an unknown block',
      Buffer.concat([screen, Buffer.from('<'), image, Buffer.from([0x3b])]),
      'gif: unknown block',
    ],
    [
      'an LZW code size of 12',
      Buffer.concat([
        screen,
        image.subarray(0, 10),
        Buffer.from([12]),
        image.subarray(11),
        Buffer.from([0x3b]),
      ]),
      'gif: LZW code size',
    ],
    [
      'a frame past 8192',
      Buffer.concat([
        screen,
        Buffer.from([0x2c, 0xff, 0xff, 0, 0, 1, 0, 1, 0, 0]),
        image.subarray(10),
        Buffer.from([0x3b]),
      ]),
      'gif: frame outside the largest screen',
    ],
    [
      'a long graphic control',
      Buffer.concat([
        screen,
        Buffer.from([0x21, 0xf9, 5, 0, 0, 0, 0, 0, 0]),
        image,
        Buffer.from([0x3b]),
      ]),
      'gif: graphic control',
    ],
    ['a screen of width 0', gif({ width: 0 }), 'empty dimensions 0×1'],
    ['a truncated frame', gif().subarray(0, -4), 'gif sub-block: truncated'],
  ])('refuses %s', (_, bytes, reason) => {
    expect(refusal(bytes)).toBe(reason);
  });
});

describe('cleanImage: WEBP', () => {
  it('takes the simple lossy and lossless formats as they are', () => {
    const lossy = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
    expect(cleanImage(lossy)).toMatchObject({
      mime: 'image/webp',
      ext: 'webp',
      width: 1,
      height: 1,
    });
    expect(cleanImage(lossy).bytes).toEqual(lossy);
    expect(cleanImage(webp()).bytes).toEqual(webp());
  });

  it('cleans the chunks inside animation frames', () => {
    const vp8x = Buffer.from([0x02 | 0x08, 0, 0, 0, 1, 0, 0, 1, 0, 0]); // animated, EXIF; 2×2
    const anim = riffChunk('ANIM', Buffer.from([0, 0, 0, 0, 0, 0]));
    const frameHeader = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0]);
    const frame = (...chunks: Buffer[]) =>
      riffChunk('ANMF', Buffer.concat([frameHeader, ...chunks]));
    const bitstream = riffChunk('VP8L', vp8l1x1);
    const riff = (...chunks: Buffer[]) => {
      const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
      const size = Buffer.alloc(4);
      size.writeUInt32LE(body.length);
      return Buffer.concat([Buffer.from('RIFF'), size, body]);
    };
    const sent = riff(
      riffChunk('VP8X', vp8x),
      anim,
      frame(riffChunk('XMP ', script), bitstream),
      riffChunk('EXIF', exif(1)),
      frame(bitstream, riffChunk('UNKN', script)),
    );
    const clean = cleanImage(sent);
    expect(clean).toMatchObject({ width: 2, height: 2 });
    const flagsCleared = Buffer.from(vp8x);
    flagsCleared[0] = 0x02;
    expect(clean.bytes).toEqual(
      riff(riffChunk('VP8X', flagsCleared), anim, frame(bitstream), frame(bitstream)),
    );
  });

  const withRiffSize = (bytes: Buffer, size: number) => {
    const copy = Buffer.from(bytes);
    copy.writeUInt32LE(size, 4);
    return copy;
  };
  it.each([
    ['a RIFF size past the end', withRiffSize(webp(), 400), 'webp: truncated'],
    [
      'a first chunk that is not image data',
      Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBP'), riffChunk('EXIF', 'abcd')]),
      'webp: first chunk EXIF',
    ],
    [
      'a canvas of another size than its image',
      (() => {
        const bytes = webp({ extra: [] });
        bytes[24] = 5;
        return bytes;
      })(),
      'webp: canvas size',
    ],
    [
      'an extended file without image data',
      (() => {
        const vp8x = riffChunk('VP8X', Buffer.alloc(10));
        const body = Buffer.concat([Buffer.from('WEBP'), vp8x]);
        return Buffer.concat([Buffer.from('RIFF'), Buffer.from([body.length, 0, 0, 0]), body]);
      })(),
      'webp: image data',
    ],
    [
      'a lossless bitstream of an unknown version',
      (() => {
        const bytes = webp();
        bytes.writeUInt8((bytes[24] ?? 0) | 0x20, 24);
        return bytes;
      })(),
      'webp: VP8L version',
    ],
  ])('refuses %s', (_, bytes, reason) => {
    expect(refusal(bytes)).toBe(reason);
  });
});

describe('cleanImage: other files', () => {
  it.each([
    ['nothing', Buffer.alloc(0), 'empty file'],
    ['HTML', Buffer.from('<html><script>x</script></html>'), 'not a PNG, JPEG, GIF or WEBP'],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'not a PNG, JPEG, GIF or WEBP',
    ],
    ['a PDF', Buffer.from('%PDF-1.7'), 'not a PNG, JPEG, GIF or WEBP'],
    ['a RIFF that is a WAVE', Buffer.from('RIFF\x04\0\0\0WAVE'), 'not a PNG, JPEG, GIF or WEBP'],
  ])('refuses %s', (_, bytes, reason) => {
    expect(refusal(bytes)).toBe(reason);
  });
});
