// Checks that PNG screenshots are not blank (one flat colour or nearly so).
//
//   node pngcheck.mjs FILE...
//
// Prints one line per file and exits non-zero if any is blank or unreadable.
// `make shots` runs it on the desktop app's -shot output.
import { readPNG, stats, blankReason } from './png.mjs';

let bad = 0;
for (const file of process.argv.slice(2)) {
  try {
    const img = readPNG(file);
    const s = stats(img);
    const why = blankReason(img);
    const desc = `${img.width}x${img.height}, ${s.colours} colours, luminance mean ${s.mean.toFixed(0)} stddev ${s.stddev.toFixed(1)}`;
    if (why) {
      bad++;
      console.log(`FAIL  ${file}: looks blank (${why}; ${desc})`);
    } else {
      console.log(`ok    ${file}: ${desc}`);
    }
  } catch (err) {
    bad++;
    console.log(`FAIL  ${file}: ${err.message}`);
  }
}
process.exit(bad ? 1 : 0);
