//go:build js

package ui

import (
	"fmt"
	"syscall/js"
)

// fetchAtlas downloads atlas name's PNG from next to the page, where the
// web build puts it (Makefile: web).
func fetchAtlas(name string) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	var onBuf, onResp, onErr js.Func
	onErr = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: fmt.Errorf("fetching atlas-%s.png: %s", name, args[0].Call("toString").String())}
		return nil
	})
	onBuf = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(b, arr)
		done <- result{data: b}
		return nil
	})
	onResp = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			done <- result{err: fmt.Errorf("fetching atlas-%s.png: HTTP %d", name, resp.Get("status").Int())}
			return nil
		}
		resp.Call("arrayBuffer").Call("then", onBuf).Call("catch", onErr)
		return nil
	})
	js.Global().Call("fetch", "atlas-"+name+".png").Call("then", onResp).Call("catch", onErr)
	r := <-done
	onBuf.Release()
	onResp.Release()
	onErr.Release()
	return r.data, r.err
}
