// Checks that the README's committed screenshots are still what the app
// draws: each pair is a fresh render (make shots) and the committed copy.
//
//   node .ci/shotdiff.mjs FRESH.png COMMITTED.png [FRESH.png COMMITTED.png ...]
//
// The same app under another Mesa, GPU or driver can round a blend or a
// filtered edge differently, so the pictures are compared with a tolerance,
// as ImageMagick's `compare -metric AE -fuzz 2%` would: a pixel counts as
// changed only if one of its channels differs by more than FUZZ (2% of 255),
// and a screenshot is stale only if more than MAX_CHANGED of its pixels
// changed (0.1%: 921 pixels of 1280×720). Measured: the title drawn by
// Mesa's softpipe instead of llvmpipe differs in 55,579 pixels, all by at
// most 2/255 (none count); the title's "Development build 482bbdc" against
// "Development build" alone changes 1,201 pixels (stale), and any change a
// player would notice (a word, a card, a moved panel) is larger still.
// Node's zlib does the decoding, so the check needs no image library.
import { readPNG } from '../cmd/herotable/webtest/png.mjs';

const FUZZ = Math.round(0.02 * 255);
const MAX_CHANGED = 0.001;

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) {
  console.error('usage: node .ci/shotdiff.mjs FRESH.png COMMITTED.png [...]');
  process.exit(2);
}

function channel(img, i, k) {
  return img.data[i * img.channels + Math.min(k, img.channels - 1)];
}

let stale = 0;
for (let p = 0; p < args.length; p += 2) {
  const [fresh, committed] = [args[p], args[p + 1]];
  let a, b;
  try {
    a = readPNG(fresh);
    b = readPNG(committed);
  } catch (err) {
    stale++;
    console.log(`STALE ${committed}: ${err.message}`);
    continue;
  }
  if (a.width !== b.width || a.height !== b.height) {
    stale++;
    console.log(`STALE ${committed}: ${b.width}x${b.height}, the app now draws ${a.width}x${a.height}`);
    continue;
  }
  let changed = 0, x0 = a.width, y0 = a.height, x1 = -1, y1 = -1;
  for (let i = 0; i < a.width * a.height; i++) {
    for (let k = 0; k < 3; k++) {
      if (Math.abs(channel(a, i, k) - channel(b, i, k)) > FUZZ) {
        changed++;
        const x = i % a.width, y = (i - x) / a.width;
        x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
        break;
      }
    }
  }
  const limit = Math.floor(MAX_CHANGED * a.width * a.height);
  const where = changed ? `, within (${x0},${y0})–(${x1},${y1})` : '';
  if (changed > limit) {
    stale++;
    console.log(`STALE ${committed}: ${changed} pixels differ from ${fresh} by more than ${FUZZ}/255 (at most ${limit} may)${where}`);
  } else {
    console.log(`ok    ${committed}: ${changed} pixels differ from ${fresh} by more than ${FUZZ}/255 (at most ${limit} may)${where}`);
  }
}
if (stale) {
  console.log(`shotdiff: ${stale} committed screenshot(s) no longer show what the app draws: run \`make screenshot\` and commit .ci/screenshot-*.png`);
}
process.exit(stale ? 1 : 0);
