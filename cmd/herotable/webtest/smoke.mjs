// Smoke test of Hero Table's browser build in headless Chromium (playwright-core
// driving Debian's /usr/bin/chromium): the page loads, the title scene renders,
// the Settings button opens settings, a changed setting survives a reload, and a
// click on each available game's title tile opens its setup; URL flags reach
// the program; and each game of flows.json is started, played a little,
// reloaded and continued from the same position (flow.mjs). It relies on the
// browser test hooks of cmd/herotable (body data-scene, data-moves,
// data-position, data-to-act, button positions, the "herotable.settings" and
// "herotable.save.*" localStorage keys).
//
//   node smoke.mjs [--dir dist/web | --url http://127.0.0.1:PORT/] [--out dist/webtest]
//
// Environment: CHROMIUM (browser binary), HEROTABLE_TILES ("game@x,y;...":
// available games' tiles, instead of tiles.json beside this file),
// HEROTABLE_FLOWS ("climb,...": run only these games' flows).
// Screenshots go to --out. Exits non-zero on any failure; the last line is
// "N passed, N failed, N skipped".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { decodePNG, blankReason, meanDiff } from './png.mjs';
import { TIMEOUT, click, frames, settle, waitScene } from './drive.mjs';
import { checkFlags, runFlows } from './flow.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const dir = flag('--dir', 'dist/web');
const out = flag('--out', 'dist/webtest');
const FIRST_DRAW_TARGET_MS = 800;

// Positions from the browser test hooks (assets-api.md); the viewport maps 1:1.
const SETTINGS_BUTTON = { x: 1160, y: 670 };
const FAST_BUTTON = { x: 840, y: 220 };
const SPEED_ROW = { x: 490, y: 190, w: 560, h: 60 }; // Slow, Normal, Fast, Instant buttons

let passed = 0, failed = 0, skipped = 0;
const pageErrors = [];

function chromiumPath() {
  const candidates = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (!found) throw new Error('no Chromium found: install Debian\'s chromium (make deps) or set CHROMIUM=/path/to/chrome');
  return found;
}

// tiles lists the title tiles to click, each {game, x, y, available}.
function tiles() {
  const env = process.env.HEROTABLE_TILES;
  if (env !== undefined) {
    return env.split(';').filter(Boolean).map((t) => {
      const m = /^([\w-]+)@(\d+),(\d+)$/.exec(t.trim());
      if (!m) throw new Error(`HEROTABLE_TILES: "${t}" is not game@x,y`);
      return { game: m[1], x: Number(m[2]), y: Number(m[3]), available: true };
    });
  }
  return JSON.parse(fs.readFileSync(path.join(here, 'tiles.json'), 'utf8')).tiles;
}

async function step(name, fn) {
  const t0 = Date.now();
  try {
    const note = await fn();
    passed++;
    console.log(`ok    ${name} (${Date.now() - t0} ms)${note ? ': ' + note : ''}`);
  } catch (err) {
    failed++;
    console.log(`FAIL  ${name} (${Date.now() - t0} ms): ${err.message}`);
    throw err;
  }
}

function skip(name, why) {
  skipped++;
  console.log(`skip  ${name}: ${why}`);
}

// shot settles the page, then screenshots it until two shots in a row agree
// (at most 6), saves the last as name and returns it decoded.
async function shot(page, name) {
  await settle(page);
  const whole = { x: 0, y: 0, w: 1280, h: 720 };
  let buf = await page.screenshot();
  let prev = decodePNG(buf);
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(150);
    buf = await page.screenshot();
    const img = decodePNG(buf);
    const same = meanDiff(prev, img, whole) < 0.05;
    prev = img;
    if (same) break;
  }
  fs.writeFileSync(path.join(out, name), buf);
  return prev;
}

async function storedSettings(page) {
  const raw = await page.evaluate(() => localStorage.getItem('herotable.settings'));
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`localStorage "herotable.settings" is not JSON: ${raw.slice(0, 80)}`);
  }
}

async function run(page, base) {
  const timings = {};
  await step('page loads and the title scene renders', async () => {
    const html = await (await page.request.get(base)).text();
    if (!/id="loading"[^]*Loading/.test(html)) throw new Error('index.html shows no loading message');
    await page.goto(base, { waitUntil: 'domcontentloaded', timeout: TIMEOUT });
    await waitScene(page, 'title', 'after loading');
    await page.waitForFunction(() => window.__ht.firstDraw >= 0, null, { timeout: TIMEOUT / 4 })
      .catch(() => { throw new Error('the canvas was never drawn to'); });
    Object.assign(timings, await page.evaluate(() => {
      const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('herotable.wasm'));
      const inst = performance.getEntriesByName('herotable:instantiated')[0];
      return { wasm: wasm ? wasm.responseEnd : -1, instantiated: inst ? inst.startTime : -1,
        firstDraw: window.__ht.firstDraw, title: window.__ht.title };
    }));
    await page.waitForFunction(() => document.getElementById('loading').classList.contains('done'), null, { timeout: 5000 })
      .catch(() => { throw new Error('the loading overlay still covers the game'); });
    const over = timings.firstDraw > FIRST_DRAW_TARGET_MS ? ` — over the ${FIRST_DRAW_TARGET_MS} ms target` : '';
    return `wasm fetched ${timings.wasm.toFixed(0)} ms, compiled ${timings.instantiated.toFixed(0)} ms, first draw ${timings.firstDraw.toFixed(0)} ms, ` +
      `scene "title" ${timings.title.toFixed(0)} ms after navigation${over}`;
  });
  await step('title screenshot is not blank', async () => {
    const img = await shot(page, 'title.png');
    const why = blankReason(img);
    if (why) throw new Error(`title.png looks blank: ${why}`);
    return path.join(out, 'title.png');
  });
  await step('Settings button opens the settings scene', async () => {
    await click(page, SETTINGS_BUTTON);
    await waitScene(page, 'settings', `click at (${SETTINGS_BUTTON.x},${SETTINGS_BUTTON.y})`);
  });
  let before, chosen;
  await step('choosing "Fast" is stored in localStorage and shown', async () => {
    before = await shot(page, 'settings.png');
    const why = blankReason(before);
    if (why) throw new Error(`settings.png looks blank: ${why}`);
    await click(page, FAST_BUTTON);
    await page.waitForFunction(() => {
      try { return JSON.parse(localStorage.getItem('herotable.settings')).anim === 'fast'; } catch { return false; }
    }, null, { timeout: 5000 }).catch(async () => {
      throw new Error(`after clicking "Fast", herotable.settings is ${JSON.stringify(await storedSettings(page))}`);
    });
    chosen = await shot(page, 'settings-fast.png');
    const d = meanDiff(before, chosen, SPEED_ROW);
    if (d < 0.5) throw new Error(`the speed buttons look the same before and after choosing "Fast" (mean diff ${d.toFixed(2)})`);
    return `speed row changed by ${d.toFixed(1)}/255`;
  });
  await step('the setting survives a page reload', async () => {
    await page.reload({ waitUntil: 'domcontentloaded', timeout: TIMEOUT });
    await waitScene(page, 'title', 'after reload');
    const s = await storedSettings(page);
    if (!s || s.anim !== 'fast') throw new Error(`after reload herotable.settings is ${JSON.stringify(s)}, want anim "fast"`);
    await settle(page);
    await click(page, SETTINGS_BUTTON);
    await waitScene(page, 'settings', 'Settings after reload');
    const again = await shot(page, 'settings-reloaded.png');
    const d = meanDiff(chosen, again, SPEED_ROW);
    if (d > 2) throw new Error(`after reload the speed buttons differ from right after choosing "Fast" (mean diff ${d.toFixed(2)}): see settings-reloaded.png`);
    const s2 = await storedSettings(page);
    if (!s2 || s2.anim !== 'fast') throw new Error(`visiting settings again reset herotable.settings to ${JSON.stringify(s2)}`);
    return 'stored and shown as "fast"';
  });
  const all = tiles();
  const locked = all.filter((t) => !t.available);
  if (locked.length) {
    await step(`a locked tile leaves the title showing (${locked.map((t) => t.game).join(', ')})`, async () => {
      await page.reload({ waitUntil: 'domcontentloaded', timeout: TIMEOUT });
      await waitScene(page, 'title', 'after reload');
      for (const t of locked) {
        await settle(page);
        await click(page, t);
        await frames(page, 30);
        const now = await page.evaluate(() => document.body.dataset.scene);
        if (now !== 'title') throw new Error(`a click on the locked ${t.game} tile at (${t.x},${t.y}) opened "${now}"`);
      }
    });
  }
  const available = all.filter((t) => t.available);
  if (available.length === 0) {
    skip('a game tile opens its setup', 'no game is available yet (mark it available in webtest/tiles.json)');
  }
  for (const t of available) {
    await step(`the ${t.game} tile opens its setup`, async () => {
      await page.reload({ waitUntil: 'domcontentloaded', timeout: TIMEOUT });
      await waitScene(page, 'title', 'after reload');
      await settle(page);
      await click(page, t);
      await waitScene(page, 'setup', `click on the ${t.game} tile at (${t.x},${t.y})`);
      const img = await shot(page, `setup-${t.game}.png`);
      const why = blankReason(img);
      if (why) throw new Error(`setup-${t.game}.png looks blank: ${why}`);
    });
  }
  if (available.length) {
    // Issue 14 #3: a click during the title's fade-in, with no wait for it
    // to settle, is taken like any other: the scene that is drawn takes it.
    const t = available[0];
    await step(`a click on the ${t.game} tile as the title fades in opens its setup`, async () => {
      await page.reload({ waitUntil: 'domcontentloaded', timeout: TIMEOUT });
      await waitScene(page, 'title', 'after reload');
      await click(page, t);
      await waitScene(page, 'setup', `a click on the ${t.game} tile at (${t.x},${t.y}) right as the title showed`);
    });
  }
  await checkFlags(page, base, step);
  await runFlows(page, base, { step, skip, shot: async (page, name) => blankReason(await shot(page, name)) });
  await step('no uncaught error or Go panic in the page', async () => {
    if (pageErrors.length) throw new Error(pageErrors.slice(0, 5).join(' | '));
  });
}

// Runs before any page script: remembers when the first frame reaches the screen
// (a WebGL draw into the default framebuffer) and when the title scene begins.
function instrument() {
  const rec = (window.__ht = { firstDraw: -1, title: -1 });
  const current = new WeakMap(); // context → bound draw framebuffer (absent: the screen)
  for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!C) continue;
    const p = C.prototype;
    const bind = p.bindFramebuffer;
    p.bindFramebuffer = function (target, fb) {
      if (target === this.FRAMEBUFFER || target === 0x8ca9 /* DRAW_FRAMEBUFFER */) current.set(this, fb);
      return bind.call(this, target, fb);
    };
    for (const name of ['drawElements', 'drawArrays']) {
      const orig = p[name];
      p[name] = function (...a) {
        if (rec.firstDraw < 0 && !current.get(this)) rec.firstDraw = performance.now();
        return orig.apply(this, a);
      };
    }
  }
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => {
      if (rec.title < 0 && document.body.dataset.scene === 'title') rec.title = performance.now();
    }).observe(document.body, { attributes: true, attributeFilter: ['data-scene'] });
  });
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const exe = chromiumPath();
  let server, base = flag('--url', '');
  if (!base) {
    ({ server, url: base } = await serve(dir, 0));
  }
  console.log(`smoke: ${base} in ${exe}, screenshots in ${out}`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'herotable-chromium-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: exe,
      headless: true,
      viewport: { width: 1280, height: 720 },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run'],
    });
    await context.addInitScript(instrument);
    const page = context.pages()[0] || (await context.newPage());
    page.on('pageerror', (err) => pageErrors.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      const text = msg.text();
      if (/^(panic:|fatal error:)/m.test(text)) pageErrors.push(`Go: ${text.split('\n')[0]}`);
      if (msg.type() === 'error' || /^(panic:|fatal error:)/m.test(text)) console.log(`  console.${msg.type()}: ${text.slice(0, 300)}`);
    });
    await run(page, base);
  } catch (err) {
    if (!failed) {
      failed++;
      console.log(`FAIL  ${err.message}`);
    }
  } finally {
    if (context) await context.close().catch(() => {});
    if (server) server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

main();
