import {
  ascii,
  checkDimensions,
  maxImageSide,
  refuse,
  slice,
  startsWith,
  type CleanImage,
} from './image-format';

export const gifSignatures = [ascii('GIF87a'), ascii('GIF89a')] as const;

const block = { image: 0x2c, extension: 0x21, trailer: 0x3b } as const;
const label = { graphicControl: 0xf9, application: 0xff } as const;
const loopingIds = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The data sub-blocks from `at` up to their terminator: their bytes (terminator included). */
const subBlocks = (bytes: Buffer, at: number): { blocks: Buffer[]; end: number } => {
  const blocks: Buffer[] = [];
  let pos = at;
  for (;;) {
    const size = slice(bytes, pos, 1, 'gif sub-block')[0] ?? 0;
    if (size === 0) return { blocks, end: pos + 1 };
    blocks.push(slice(bytes, pos + 1, size, 'gif sub-block'));
    pos += 1 + size;
  }
};

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/**
 * Checks a GIF block by block and copies its screen, colour tables, frames and their graphic
 * controls up to the trailer. Comments, plain text and application extensions are dropped but
 * for the looping count of NETSCAPE2.0, written anew; whatever follows the trailer is dropped.
 */
export const cleanGif = (bytes: Buffer): CleanImage => {
  if (!gifSignatures.some((signature) => startsWith(bytes, signature))) refuse('gif: signature');
  const screen = slice(bytes, 6, 7, 'gif screen');
  const width = screen.readUInt16LE(0);
  const height = screen.readUInt16LE(2);
  checkDimensions(width, height);
  const globalTable = slice(bytes, 13, colourTableBytes(screen[4] ?? 0), 'gif colour table');
  // The 89a header: the graphic control extensions kept are 89a's.
  const out: Buffer[] = [Buffer.from(ascii('GIF89a')), screen, globalTable];
  let at = 13 + globalTable.length;
  let frames = 0;
  let looping = false;
  for (;;) {
    const introducer = slice(bytes, at, 1, 'gif block')[0];
    if (introducer === block.trailer) break;
    if (introducer === block.image) {
      const descriptor = slice(bytes, at + 1, 9, 'gif image descriptor');
      const [left, top, frameWidth, frameHeight] = [0, 2, 4, 6].map((i) =>
        descriptor.readUInt16LE(i),
      ) as [number, number, number, number];
      if (left + frameWidth > maxImageSide || top + frameHeight > maxImageSide) {
        refuse('gif: frame outside the largest screen');
      }
      const localTable = slice(
        bytes,
        at + 10,
        colourTableBytes(descriptor[8] ?? 0),
        'gif colour table',
      );
      const codeSizeAt = at + 10 + localTable.length;
      const codeSize = slice(bytes, codeSizeAt, 1, 'gif code size')[0] ?? 0;
      if (codeSize < 2 || codeSize > 8) refuse('gif: LZW code size');
      const { end } = subBlocks(bytes, codeSizeAt + 1);
      out.push(bytes.subarray(at, end));
      at = end;
      frames += 1;
      continue;
    }
    if (introducer !== block.extension) refuse('gif: unknown block');
    const kind = slice(bytes, at + 1, 1, 'gif extension')[0];
    const { blocks, end } = subBlocks(bytes, at + 2);
    at = end;
    if (kind === label.graphicControl) {
      const [control] = blocks;
      if (blocks.length !== 1 || control?.length !== 4) refuse('gif: graphic control');
      out.push(Buffer.from([block.extension, label.graphicControl, 4]), control, Buffer.from([0]));
    } else if (kind === label.application && !looping) {
      const [id, data] = blocks;
      if (id?.length === 11 && loopingIds.has(id.toString('latin1')) && data?.[0] === 1) {
        if (data.length !== 3) refuse('gif: looping extension');
        looping = true;
        out.push(
          Buffer.from([block.extension, label.application, 11]),
          Buffer.from(ascii('NETSCAPE2.0')),
          Buffer.from([3, 1, data[1] ?? 0, data[2] ?? 0, 0]),
        );
      }
    }
  }
  if (frames === 0) refuse('gif: no image');
  out.push(Buffer.from([block.trailer]));
  return { mime: 'image/gif', ext: 'gif', width, height, bytes: Buffer.concat(out) };
};
