//go:build js

package main

import (
	"strconv"
	"syscall/js"

	_ "github.com/herotable/herotable/engine/games" // every game the app may send
	"github.com/herotable/herotable/scenes/play"
)

// main hands herobot-worker.js a function that queues each message, then
// answers the jobs in turn. A job is {id, save: Uint8Array, strength, seed:
// decimal string (a uint64 does not fit a JS number)}; the answer is {id,
// action} or {id, error}.
func main() {
	jobs := make(chan js.Value, 64)
	take := js.FuncOf(func(_ js.Value, args []js.Value) any {
		jobs <- args[0]
		return nil
	})
	js.Global().Call("herobotReady", take)
	for msg := range jobs {
		js.Global().Call("postMessage", answer(msg))
	}
}

func answer(msg js.Value) map[string]any {
	out := map[string]any{"id": msg.Get("id")}
	fail := func(err error) map[string]any {
		out["error"] = err.Error()
		return out
	}
	seed, err := strconv.ParseUint(msg.Get("seed").String(), 10, 64)
	if err != nil {
		return fail(err)
	}
	src := msg.Get("save")
	save := make([]byte, src.Get("length").Int())
	js.CopyBytesToGo(save, src)
	a, err := play.Decide(play.Job{Save: save, Strength: msg.Get("strength").String(), Seed: seed})
	if err != nil {
		return fail(err)
	}
	out["action"] = int(a)
	return out
}
