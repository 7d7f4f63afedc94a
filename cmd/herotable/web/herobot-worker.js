// The bots' thinking thread (cmd/herobot): the app's Go has one thread in a
// page, so it sends each bot decision here (game/botworker_js.go). Messages
// that come before the Go program is ready wait in a queue.
importScripts('wasm_exec.js');

const queue = [];
let handle = null;
self.onmessage = (e) => (handle ? handle(e.data) : queue.push(e.data));
self.herobotReady = (fn) => {
  handle = fn;
  for (const m of queue.splice(0)) fn(m);
};

const go = new Go();
go.argv = ['herobot'];
const load = WebAssembly.instantiateStreaming
  ? WebAssembly.instantiateStreaming(fetch('herobot.wasm'), go.importObject)
  : fetch('herobot.wasm').then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));
load.then(({ instance }) => go.run(instance)).catch((err) => {
  // Thrown outside the promise, it reaches the app as the worker's error event.
  setTimeout(() => { throw new Error('herobot.wasm: ' + (err && err.message ? err.message : err)); });
});
