// PNG decoding and "is this picture blank?" statistics, with node's zlib only,
// so the smoke test and the desktop screenshot check need no image library.
import fs from 'node:fs';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 }; // colour type → samples per pixel

// decodePNG returns {width, height, channels, data} for a non-interlaced 8-bit
// greyscale/RGB/RGBA PNG (what Chromium and Go's image/png write).
export function decodePNG(buf) {
  if (buf.length < 8 || !buf.subarray(0, 8).equals(SIGNATURE)) {
    throw new Error('not a PNG file (bad signature)');
  }
  let pos = 8;
  let width = 0, height = 0, channels = 0;
  const idat = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    pos += 12 + len;
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8], colour = body[9], interlace = body[12];
      channels = CHANNELS[colour];
      if (depth !== 8 || !channels || interlace !== 0) {
        throw new Error(`unsupported PNG: bit depth ${depth}, colour type ${colour}, interlace ${interlace}`);
      }
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      break;
    }
  }
  if (!width || !height) throw new Error('PNG has no IHDR chunk');
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new Error('PNG image data is truncated');
  const data = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? data[row + x - channels] : 0;
      const b = y > 0 ? data[row - stride + x] : 0;
      const c = x >= channels && y > 0 ? data[row - stride + x - channels] : 0;
      let v = src[x];
      switch (filter) {
        case 0: break;
        case 1: v += a; break;
        case 2: v += b; break;
        case 3: v += (a + b) >> 1; break;
        case 4: {
          const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
          v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default: throw new Error(`bad PNG filter ${filter} on row ${y}`);
      }
      data[row + x] = v & 255;
    }
  }
  return { width, height, channels, data };
}

// stats describes the rectangle {x, y, w, h} of a decoded image (whole image by
// default): luminance mean and standard deviation, and how many distinct colours
// (quantised to 5 bits per channel) it holds.
export function stats(img, rect = { x: 0, y: 0, w: img.width, h: img.height }) {
  const { width, channels, data } = img;
  const colours = new Set();
  let n = 0, sum = 0, sq = 0;
  for (let y = rect.y; y < rect.y + rect.h; y++) {
    for (let x = rect.x; x < rect.x + rect.w; x++) {
      const i = (y * width + x) * channels;
      const r = data[i], g = channels >= 3 ? data[i + 1] : r, b = channels >= 3 ? data[i + 2] : r;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      n++; sum += l; sq += l * l;
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    }
  }
  const mean = sum / n;
  return { mean, stddev: Math.sqrt(Math.max(0, sq / n - mean * mean)), colours: colours.size };
}

// blankReason says why a picture counts as blank (one flat colour, or nearly so),
// or returns '' when it shows something.
export function blankReason(img) {
  const s = stats(img);
  if (s.colours < 16) return `only ${s.colours} distinct colours`;
  if (s.stddev < 4) return `luminance hardly varies (stddev ${s.stddev.toFixed(1)})`;
  return '';
}

// meanDiff is the mean absolute per-channel difference (0..255) between the same
// rectangle of two decoded images of equal size.
export function meanDiff(a, b, rect) {
  if (a.width !== b.width || a.height !== b.height) throw new Error('images differ in size');
  let total = 0, n = 0;
  for (let y = rect.y; y < rect.y + rect.h; y++) {
    for (let x = rect.x; x < rect.x + rect.w; x++) {
      const i = (y * a.width + x) * a.channels, j = (y * b.width + x) * b.channels;
      for (let k = 0; k < 3; k++) {
        total += Math.abs(a.data[i + Math.min(k, a.channels - 1)] - b.data[j + Math.min(k, b.channels - 1)]);
        n++;
      }
    }
  }
  return total / n;
}

export function readPNG(file) {
  return decodePNG(fs.readFileSync(file));
}
