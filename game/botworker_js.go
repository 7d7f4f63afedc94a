//go:build js

package game

import (
	"errors"
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/play"
)

// The browser's bot worker (cmd/herobot, loaded by herobot-worker.js): a
// page gives the app's Go one thread, so the bots think there, on their
// own, and a Normal bot answers in its half second of search rather than
// in the tens of seconds the table's small per-frame budget would take.
// If the worker cannot start or stops answering, scenes/play falls back to
// thinking at the table.

// workerPatience is how long a decision may take before the worker is
// given up: Hard's slowest decisions take a few seconds.
const workerPatience = 60 * time.Second

func init() { play.Remote = botWorker.send }

var botWorker worker

type worker struct {
	mu      sync.Mutex
	w       js.Value
	started bool
	failed  error
	next    int
	answers map[int]answer
	dropped map[int]bool // cancelled: their answers are thrown away
	funcs   []js.Func    // kept for the worker's lifetime
}

type answer struct {
	a   engine.Action
	err error
}

// start makes the Worker once; a page that cannot gives an error.
func (k *worker) start() (err error) {
	if k.started {
		return k.failed
	}
	k.started = true
	k.answers, k.dropped = map[int]answer{}, map[int]bool{}
	defer func() {
		if r := recover(); r != nil { // new Worker throws (a missing script, no Worker at all)
			err = errors.New("cannot start herobot-worker.js")
			k.failed = err
		}
	}()
	k.w = js.Global().Get("Worker").New("herobot-worker.js")
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d := args[0].Get("data")
		k.mu.Lock()
		defer k.mu.Unlock()
		id := d.Get("id").Int()
		countJob()
		if k.dropped[id] {
			delete(k.dropped, id)
			return nil
		}
		if e := d.Get("error"); e.Truthy() {
			k.answers[id] = answer{err: errors.New(e.String())}
		} else {
			k.answers[id] = answer{a: engine.Action(d.Get("action").Int())}
		}
		return nil
	})
	onError := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the bot worker stopped"
		if m := args[0].Get("message"); m.Truthy() {
			msg += ": " + m.String()
		}
		k.mu.Lock()
		k.failed = errors.New(msg)
		k.mu.Unlock()
		return nil
	})
	k.funcs = append(k.funcs, onMessage, onError)
	k.w.Call("addEventListener", "message", onMessage)
	k.w.Call("addEventListener", "error", onError)
	return nil
}

// send posts a job to the worker; a worker that cannot start gives a
// pending decision that fails at once.
func (k *worker) send(job play.Job) play.Pending {
	k.mu.Lock()
	defer k.mu.Unlock()
	if err := k.start(); err != nil {
		return &pending{k: k, id: -1, failed: err}
	}
	k.next++
	id := k.next
	save := js.Global().Get("Uint8Array").New(len(job.Save))
	js.CopyBytesToJS(save, job.Save)
	k.w.Call("postMessage", map[string]any{
		"id": id, "save": save, "strength": job.Strength, "seed": strconv.FormatUint(job.Seed, 10),
	})
	return &pending{k: k, id: id, since: time.Now()}
}

type pending struct {
	k      *worker
	id     int
	since  time.Time
	failed error
}

func (p *pending) Poll() (engine.Action, bool, error) {
	if p.failed != nil {
		return 0, false, p.failed
	}
	k := p.k
	k.mu.Lock()
	defer k.mu.Unlock()
	if ans, ok := k.answers[p.id]; ok {
		delete(k.answers, p.id)
		return ans.a, ans.err == nil, ans.err
	}
	if k.failed != nil {
		return 0, false, k.failed
	}
	if time.Since(p.since) > workerPatience {
		return 0, false, errors.New("the bot worker has not answered in a minute")
	}
	return 0, false, nil
}

// Cancel drops the answer when it comes (the worker still finishes the job).
func (p *pending) Cancel() {
	p.k.mu.Lock()
	defer p.k.mu.Unlock()
	if _, ok := p.k.answers[p.id]; ok {
		delete(p.k.answers, p.id)
	} else if p.id > 0 {
		p.k.dropped[p.id] = true
	}
}

// countJob adds one to window.herotableBotJobs, which the browser flow reads
// to check that the bots' decisions came from the worker.
func countJob() {
	g := js.Global()
	n := g.Get("herotableBotJobs")
	if n.Type() != js.TypeNumber {
		g.Set("herotableBotJobs", 1)
		return
	}
	g.Set("herotableBotJobs", n.Int()+1)
}
