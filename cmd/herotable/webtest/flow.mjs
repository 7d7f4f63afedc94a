// The browser flow every game passes (flows.json): start the game from its
// title tile, play a few moves by key with a bot replying, reload the page,
// Continue, and find the same position; then play on. It reads the position
// hook of the table scenes: document.body data-moves, data-position (a
// digest of the game state) and data-to-act (the seat to act, or "over").
// Also here: the URL flags that index.html turns into the command line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMEOUT, REST, click, frames, press, settle, waitScene } from './drive.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const readJSON = (name) => JSON.parse(fs.readFileSync(path.join(here, name), 'utf8'));

// flows reads flows.json: the shared places and one entry per game, each
// {game, query, tile, seed, actions, key, solo} with the defaults filled in
// (a game's tile comes from tiles.json unless the entry names one; solo: a
// one-player game, with no seat 2 to make a bot).
// HEROTABLE_FLOWS="climb,herodice" runs only those games' flows.
export function flows() {
  const doc = readJSON('flows.json');
  const tiles = readJSON('tiles.json').tiles;
  for (const name of ['continue', 'start', 'seed', 'seat1Human', 'seat2Bot', 'seat2Strength']) {
    const p = doc.places && doc.places[name];
    if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) throw new Error(`flows.json: places.${name} is not {x, y}`);
  }
  const only = process.env.HEROTABLE_FLOWS;
  const wanted = only === undefined ? null : only.split(',').map((s) => s.trim()).filter(Boolean);
  const list = doc.flows.map((f, i) => {
    const tile = f.tile || tiles.find((t) => t.game === f.game);
    const flow = { query: doc.query, key: '1', seed: '', solo: false, ...f, tile: tile && { x: tile.x, y: tile.y } };
    if (typeof flow.game !== 'string' || !flow.game) throw new Error(`flows.json: flow ${i + 1} names no game`);
    if (!flow.tile) throw new Error(`flows.json: ${flow.game} has no tile here or in tiles.json`);
    if (!Number.isInteger(flow.actions) || flow.actions < 1) throw new Error(`flows.json: ${flow.game}: actions must be a whole number above 0`);
    return flow;
  });
  return { places: doc.places, flows: wanted ? list.filter((f) => wanted.includes(f.game)) : list };
}

// position is the table's published position ({} of undefined off a table).
function position(page) {
  return page.evaluate(() => {
    const d = document.body.dataset;
    return { moves: d.moves, position: d.position, toAct: d.toAct };
  });
}

// waitPosition polls, a frame apart, until the published position p (with
// p.moves a number) satisfies ok(p), and returns it as published.
async function waitPosition(page, ok, what) {
  const deadline = Date.now() + TIMEOUT / 4;
  let p;
  for (;;) {
    p = await position(page);
    if (p.moves !== undefined && ok({ ...p, moves: Number(p.moves) })) return p;
    if (Date.now() > deadline) throw new Error(`${what}: the position is ${JSON.stringify(p)}`);
    await frames(page, 1);
  }
}

// pressToMove presses key, and once more when no move came of it within a
// second and a half: a number key may first pick what the next press
// plays (Hero House's give and discard steps pick a card, then give it).
async function pressToMove(page, keys, moves) {
  const moved = async () => {
    const deadline = Date.now() + 1500;
    while (Date.now() < deadline) {
      const p = await position(page);
      if (p.moves !== undefined && Number(p.moves) > moves) return true;
      await frames(page, 1);
    }
    return false;
  };
  // Each key twice at most: a first press may only pick (a card to give),
  // and the next key is for a step the first does not play (Hero House's
  // lay-down, where "1" picks a part and "d" is Done).
  for (const key of [].concat(keys)) {
    for (let i = 0; i < 2; i++) {
      await press(page, key);
      if (await moved()) return;
    }
  }
}

// waitHumanTurn waits for at least min moves and seat 1 (index 0, the human)
// to act again, or the end.
const waitHumanTurn = (page, min, what) =>
  waitPosition(page, (p) => p.moves >= min && (p.toAct === '0' || p.toAct === 'over'), what);

// waitSaved waits until the autosave under key exists and has stayed the same
// for 10 frames: it is written on a goroutine just after each move.
async function waitSaved(page, key) {
  const deadline = Date.now() + TIMEOUT / 4;
  let last = null;
  while (Date.now() < deadline) {
    const now = await page.evaluate((k) => localStorage.getItem(k), key);
    if (now !== null && now === last) return;
    last = now;
    await frames(page, 10);
  }
  throw new Error(`localStorage "${key}" was ${last === null ? 'never written' : 'still changing'} after ${TIMEOUT / 4000} s`);
}

// recordTurns keeps every seat the page shows to act, in window.__turns.
function recordTurns(page) {
  return page.evaluate(() => {
    window.__turns = [];
    new MutationObserver(() => window.__turns.push(document.body.dataset.toAct))
      .observe(document.body, { attributes: true, attributeFilter: ['data-to-act'] });
  });
}

// checkFlags loads the page with query parameters and checks that only the
// browser's flags reach the program, and that a refused one is shown.
export async function checkFlags(page, base, step) {
  await step('URL flags become the command line, others are ignored', async () => {
    const url = new URL('?dev&scene=rules&game=climb&anim=instant&watch=off&load=/nonexistent&frames=0&bogus=1', base);
    await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: TIMEOUT });
    await waitScene(page, 'rules', `loading ${url.search}`);
    const argv = await page.evaluate(() => window.herotableArgv);
    const want = ['herotable', '-dev', '-scene', 'rules', '-game', 'climb', '-anim', 'instant'];
    if (JSON.stringify(argv) !== JSON.stringify(want)) throw new Error(`argv is ${JSON.stringify(argv)}, want ${JSON.stringify(want)}`);
    return `${url.search} → ${argv.join(' ')}`;
  });
  await step('a refused URL flag is shown on the page', async () => {
    // Without -dev (dev=off is off) the hidden game is refused.
    const url = new URL('?dev=off&scene=rules&game=climb', base);
    await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: TIMEOUT });
    await page.waitForFunction(() => document.getElementById('loading').classList.contains('error'), null, { timeout: TIMEOUT / 4 })
      .catch(() => { throw new Error(`${url.search} did not stop the program with an error on the page`); });
    const text = await page.evaluate(() => document.getElementById('status').textContent);
    if (!text.includes('add -dev')) throw new Error(`the page says ${JSON.stringify(text)}, want the reason (add -dev)`);
    return JSON.stringify(text);
  });
}

// runFlows runs every flow of flows.json; shot(page, name) saves a settled
// screenshot and returns a reason it looks blank, or "".
export async function runFlows(page, base, { step, skip, shot }) {
  const { places, flows: list } = flows();
  if (list.length === 0) skip('the reload flow', 'HEROTABLE_FLOWS selects no game of flows.json');
  for (const f of list) {
    const url = new URL(f.query, base).href;
    const saveKey = `herotable.save.autosave-${f.game}`;
    await step(`${f.game}: its tile opens setup, Start opens the table`, async () => {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: TIMEOUT });
      await waitScene(page, 'title', `loading ${url}`);
      await settle(page);
      await click(page, f.tile);
      await waitScene(page, 'setup', `click on the ${f.game} tile at (${f.tile.x},${f.tile.y})`);
      await click(page, places.seat1Human);
      if (!f.solo) await click(page, places.seat2Bot);
      for (let i = 0; i < (f.botClicks || 0); i++) await click(page, places.seat2Strength);
      if (f.seed) {
        await click(page, places.seed);
        await page.keyboard.type(f.seed, { delay: 20 });
        await frames(page, 2);
      }
      await click(page, places.start);
      await page.mouse.move(REST.x, REST.y);
      await waitScene(page, 'table', `click on Start at (${places.start.x},${places.start.y})`);
      const p = await waitHumanTurn(page, 0, 'the new game never came to seat 1');
      if (p.toAct === 'over') throw new Error(`the game is over before seat 1 moved: ${JSON.stringify(p)}`);
      return `seat 1 to act after ${p.moves} moves${f.seed ? `, seed ${f.seed}` : ''}`;
    });
    let before;
    await step(`${f.game}: ${f.actions} moves by key ${[].concat(f.key).map((k) => `"${k}"`).join(' or ')}${f.solo ? '' : ', a bot replying'}`, async () => {
      await recordTurns(page);
      for (let i = 0; i < f.actions; i++) {
        const p = await position(page);
        if (p.toAct === 'over') throw new Error(`the game ended after ${i} of ${f.actions} moves`);
        await pressToMove(page, f.key, Number(p.moves));
        await waitHumanTurn(page, Number(p.moves) + 1, `move ${i + 1}: key "${f.key}" at ${JSON.stringify(p)}`);
      }
      const turns = await page.evaluate(() => window.__turns);
      if (!f.solo && !turns.some((t) => t !== '0' && t !== 'over')) throw new Error(`no other seat acted (seats to act: ${turns.join(' ')}): seat 2 is no bot`);
      const jobs = await page.evaluate(() => window.herotableBotJobs || 0);
      if (!f.solo && jobs === 0) throw new Error('the bot replied, but none of its decisions came from the bot worker (herobot-worker.js)');
      await waitSaved(page, saveKey);
      before = await position(page);
      const why = await shot(page, `flow-${f.game}-before.png`);
      if (why) throw new Error(`flow-${f.game}-before.png looks blank: ${why}`);
      return `${before.moves} moves, position ${before.position}, seat ${before.toAct} to act${f.solo ? '' : `, ${jobs} bot decisions from the worker`}`;
    });
    await step(`${f.game}: after a reload, Continue resumes the same position`, async () => {
      await page.reload({ waitUntil: 'domcontentloaded', timeout: TIMEOUT });
      await waitScene(page, 'title', 'after reload');
      const off = await position(page);
      if (off.moves !== undefined) throw new Error(`the title publishes a position: ${JSON.stringify(off)}`);
      await settle(page);
      await click(page, places.continue);
      await page.mouse.move(REST.x, REST.y);
      await waitScene(page, 'table', `click on Continue at (${places.continue.x},${places.continue.y})`);
      const after = await waitPosition(page, () => true, 'the resumed table publishes no position');
      for (const k of ['moves', 'position', 'toAct']) {
        if (after[k] !== before[k]) throw new Error(`after the reload ${k} is ${after[k]}, before it was ${before[k]}`);
      }
      const why = await shot(page, `flow-${f.game}-after.png`);
      if (why) throw new Error(`flow-${f.game}-after.png looks blank: ${why}`);
      return `${after.moves} moves, position ${after.position}`;
    });
    await step(`${f.game}: play goes on after the reload`, async () => {
      if (before.toAct === 'over') throw new Error('the game is over: give the flow fewer actions');
      await pressToMove(page, f.key, Number(before.moves));
      const p = await waitPosition(page, (p) => p.moves > Number(before.moves), `key "${f.key}" after the reload`);
      if (p.position === before.position) throw new Error(`the position stayed ${p.position} after a move`);
      return `${p.moves} moves`;
    });
  }
}
