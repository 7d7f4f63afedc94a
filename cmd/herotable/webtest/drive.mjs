// Driving Hero Table's page the way a player does: clicks, key presses and
// waits that suit Ebitengine, which samples input once per frame (and a frame
// in software GL can take 100 ms or more). smoke.mjs and flow.mjs share them.

export const TIMEOUT = 60_000; // generous: a busy 2-core CI machine compiles the wasm too
export const REST = { x: 2, y: 2 }; // where the mouse waits, hovering nothing

// frames resolves after n animation frames of the page.
export function frames(page, n) {
  return page.evaluate((n) => new Promise((resolve) => {
    const f = () => (--n <= 0 ? resolve() : requestAnimationFrame(f));
    requestAnimationFrame(f);
  }), n);
}

// hold keeps a button or key down for at least 80 ms and two frames, so that
// an update sees it pressed.
function hold(page) {
  return Promise.all([page.waitForTimeout(80), frames(page, 2)]);
}

// click presses and releases the left button at (x, y), and keeps the
// pointer there until an update has seen the release: the app reads the
// pointer's position once per update, so a move right after the release
// would take the click somewhere else.
export async function click(page, { x, y }) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await hold(page);
  await page.mouse.up();
  await hold(page);
}

// press presses and releases a key ("1", "Enter", ...).
export async function press(page, key) {
  await page.keyboard.down(key);
  await hold(page);
  await page.keyboard.up(key);
}

export async function waitScene(page, scene, what) {
  try {
    await page.waitForFunction((s) => document.body.dataset.scene === s, scene, { timeout: TIMEOUT / 4 });
  } catch {
    const now = await page.evaluate(() => document.body.dataset.scene);
    throw new Error(`${what}: scene is ${JSON.stringify(now)}, want "${scene}"`);
  }
}

// settle moves the mouse off every widget and waits for transitions to end:
// until 10 frames in a row come within 50 ms of each other (a cross-fade in
// software GL draws far slower than an idle scene), at most 30 s.
export async function settle(page) {
  await page.mouse.move(REST.x, REST.y);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const quick = await page.evaluate(() => new Promise((resolve) => {
      let n = 0, last = performance.now();
      const f = (t) => {
        if (t - last > 50) return resolve(false);
        last = t;
        if (++n >= 10) return resolve(true);
        requestAnimationFrame(f);
      };
      requestAnimationFrame(f);
    }));
    if (quick) return;
  }
}
