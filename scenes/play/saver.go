package play

import (
	"slices"
	"sync"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
)

// saver writes autosaves on a goroutine, so a slow disk (a save is synced
// before it replaces the old one) never stalls a frame. Only the newest
// snapshot matters: one waiting to be written is replaced by a newer one.
type saver struct {
	store saves.Store
	name  string

	mu      sync.Mutex
	idle    *sync.Cond
	pending *engine.Match
	busy    bool
	running bool
	err     error
}

func newSaver(store saves.Store, name string) *saver {
	sv := &saver{store: store, name: name}
	sv.idle = sync.NewCond(&sv.mu)
	return sv
}

// snapshot copies what a save reads, so the table may go on playing while
// the copy is written.
func snapshot(m *engine.Match) *engine.Match {
	return &engine.Match{Setup: m.Setup, Info: m.Info, State: m.State.Clone(), Log: slices.Clone(m.Log), Base: m.Base, BaseMoves: m.BaseMoves}
}

// queue schedules m to be written.
func (sv *saver) queue(m *engine.Match) {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	sv.pending = snapshot(m)
	if !sv.running {
		sv.running = true
		go sv.run()
	}
}

func (sv *saver) run() {
	sv.mu.Lock()
	for sv.pending != nil {
		m := sv.pending
		sv.pending, sv.busy = nil, true
		sv.mu.Unlock()
		err := saves.Save(sv.store, m, sv.name)
		sv.mu.Lock()
		sv.busy, sv.err = false, err
	}
	sv.running = false
	sv.idle.Broadcast()
	sv.mu.Unlock()
}

// flush waits until everything queued is written and returns the last
// write's error.
func (sv *saver) flush() error {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	for sv.running {
		sv.idle.Wait()
	}
	return sv.err
}

// lastErr is the error of the most recent write, without waiting.
func (sv *saver) lastErr() error {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	return sv.err
}

func (s *Session) autosave() {
	if s.saver != nil {
		s.saver.queue(s.Match)
	}
}

// AutosaveName is the name autosaves go under ("" when not autosaving).
func (s *Session) AutosaveName() string {
	if s.saver == nil {
		return ""
	}
	return s.saver.name
}

// AutosaveErr is the error of the latest autosave, if it failed.
func (s *Session) AutosaveErr() error {
	if s.saver == nil {
		return nil
	}
	return s.saver.lastErr()
}

// Close calls off a decision being thought away (see halt), waits for
// pending autosaves and reports the last one's error. The session stays
// usable.
func (s *Session) Close() error {
	s.halt()
	if s.saver == nil {
		return nil
	}
	return s.saver.flush()
}

// SaveAs writes the match under a name the player chose, at once.
func (s *Session) SaveAs(store saves.Store, name string) error {
	return saves.Save(store, s.Match, name)
}
