package saves

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/tinylib/msgp/msgp"
)

// Decode reads a save made by Encode and rebuilds its match by replaying the
// action log from the setup, then checks the result against the snapshot in
// the file. file names the save in errors. Every failure is a *LoadError
// saying what is wrong; Decode never panics (a panic in a game's rules while
// replaying becomes a LoadError too).
func Decode(file string, data []byte) (m *engine.Match, env *Envelope, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, env, err = nil, nil, refuse(file, "%s: %v", ReasonPanic, r)
		}
	}()
	return decode(file, data)
}

// decode is Decode without the last-resort recover, so that the fuzz test
// sees any panic.
func decode(file string, data []byte) (*engine.Match, *Envelope, error) {
	env, err := readEnvelope(file, data)
	if err != nil {
		return nil, nil, err
	}
	m, err := rebuild(file, env)
	if err != nil {
		return nil, nil, err
	}
	return m, env, nil
}

// readEnvelope checks a save up to its envelope, in the order that gives
// the most useful reason: size, magic, a newer format, checksum, limits,
// decoding, game and rules version. It does not replay the log.
func readEnvelope(file string, data []byte) (*Envelope, error) {
	switch {
	case len(data) == 0:
		return nil, refuse(file, ReasonEmpty)
	case len(data) > MaxFileSize:
		return nil, refuse(file, "%s: %d bytes (a save is at most %d MiB)", ReasonTooLarge, len(data), MaxFileSize>>20)
	case len(data) < len(magic) && strings.HasPrefix(magic, string(data)):
		return nil, refuse(file, "%s: it ends inside the save header", ReasonTruncated)
	case !bytes.HasPrefix(data, []byte(magic)):
		return nil, refuse(file, "%s (it does not start with the save header)", ReasonForeign)
	}
	body := data[len(magic):]
	// A newer format may change everything after its version, its checksum
	// included, so the version is read first.
	format, ok := peekFormat(body)
	if ok && format > FormatVersion {
		return nil, refuse(file, "%s (save format %d; this version reads format %d): update Hero Table to load it",
			ReasonNewer, format, FormatVersion)
	}
	n := len(data)
	if len(body) < len(sumHeader)+4 {
		return nil, refuse(file, "%s: it ends right after the save header", ReasonTruncated)
	}
	if crc32.Checksum(data[:n-4], castagnoli) != binary.BigEndian.Uint32(data[n-4:]) {
		return nil, refuse(file, ReasonChecksum)
	}
	if !ok || format < 1 {
		return nil, refuse(file, "%s: the save format version is missing or wrong", ReasonFormat)
	}
	rest, err := checkLimits(body)
	if err != nil {
		var le *limitError
		if errors.As(err, &le) {
			return nil, refuse(file, "%s: %v", ReasonLimit, err)
		}
		return nil, refuse(file, "%s: %v", ReasonDamaged, err)
	}
	if len(rest) != 0 {
		return nil, refuse(file, "%s: %d stray bytes after the save", ReasonDamaged, len(rest))
	}
	env := new(Envelope)
	if _, err := env.UnmarshalMsg(body); err != nil {
		return nil, refuse(file, "%s: %v", ReasonDamaged, err)
	}
	if [4]byte(data[n-4:]) != env.Sum {
		return nil, refuse(file, "%s: the checksum is not the save's last field", ReasonDamaged)
	}
	if env.Game == "" {
		return nil, refuse(file, "%s: the save names no game", ReasonDamaged)
	}
	info, ok := engine.Lookup(env.Game)
	if !ok {
		return nil, refuse(file, "%s %q: this Hero Table does not have it", ReasonGame, env.Game)
	}
	if env.Setup.Game != env.Game {
		return nil, refuse(file, "%s: the setup is for %q but the save is for %q", ReasonDamaged, env.Setup.Game, env.Game)
	}
	// Format 1's log starts at the setup, format 2's at its Base.
	if based := len(env.Base) > 0; based != (env.Format == 2) || env.BaseMoves < 0 || !based && env.BaseMoves != 0 {
		return nil, refuse(file, "%s: format %d with a starting position of %d bytes after %d moves", ReasonDamaged, env.Format, len(env.Base), env.BaseMoves)
	}
	// Older rules are continued from the snapshot (rebuild); newer ones may
	// mean things this Hero Table does not know.
	if env.Rules > info.RulesVersion {
		return nil, refuse(file, "%s: version %d of the %s rules, but this Hero Table plays version %d; update Hero Table to load it",
			ReasonRules, env.Rules, info.Title, info.RulesVersion)
	}
	return env, nil
}

// peekFormat reads the format version, the envelope's first field in every
// format, without decoding the rest.
func peekFormat(body []byte) (int, bool) {
	_, b, err := msgp.ReadMapHeaderBytes(body)
	if err != nil {
		return 0, false
	}
	key, b, err := msgp.ReadMapKeyZC(b)
	if err != nil || string(key) != "format" {
		return 0, false
	}
	v, _, err := msgp.ReadIntBytes(b)
	return v, err == nil
}

// rebuild replays env's log from its setup (or its Base) and checks the
// state it reaches against the snapshot. When the log cannot be replayed
// (older rules, or rules that changed under it) the game goes on from the
// snapshot instead, with a Note saying so; only a snapshot that cannot be
// read is refused then.
func rebuild(file string, env *Envelope) (*engine.Match, error) {
	for i, s := range env.Setup.Seats {
		if s.Kind != engine.Human && s.Kind != engine.Bot {
			return nil, refuse(file, "%s: seat %d is neither a human nor a bot", ReasonSetup, i+1)
		}
	}
	m, why := replay(env)
	if why == nil {
		return m, nil
	}
	r, err := engine.Resume(env.Setup, env.Snapshot, env.BaseMoves+len(env.Actions))
	if err == nil {
		err = usable(r.State)
	}
	if err != nil {
		return nil, refuse(file, "%s%s, and the saved position cannot be read either (%v)", why.reason, why.detail, err)
	}
	r.Note = why.note(r.Info, env.Rules)
	return r, nil
}

// unreplayable says why a save's log did not rebuild its game.
type unreplayable struct {
	reason string // one of the Reason constants
	detail string // what follows it in a refusal
}

// note is the sentence the player reads when the game goes on from its
// snapshot instead.
func (u *unreplayable) note(info engine.Info, rules int) string {
	if u.reason == ReasonRules {
		return fmt.Sprintf("This game was saved under version %d of the %s rules and this Hero Table plays version %d, so it goes on from where it was saved, and the moves before that can no longer be taken back.",
			rules, info.Title, info.RulesVersion)
	}
	return fmt.Sprintf("The moves in this save no longer play out the same under this Hero Table's %s rules, so the game goes on from where it was saved, and the moves before that can no longer be taken back.",
		info.Title)
}

// replay rebuilds env's match from its log and checks it against the
// snapshot, or says why it cannot.
func replay(env *Envelope) (*engine.Match, *unreplayable) {
	info, _ := engine.Lookup(env.Game)
	if env.Rules != info.RulesVersion {
		return nil, &unreplayable{ReasonRules, fmt.Sprintf(": version %d of the %s rules, but this Hero Table plays version %d",
			env.Rules, info.Title, info.RulesVersion)}
	}
	// The log starts at the setup, or at the Base of a format-2 save.
	m, err := (&engine.Match{Setup: env.Setup, Base: env.Base, BaseMoves: env.BaseMoves}).Restart()
	if err != nil {
		return nil, &unreplayable{ReasonSetup, ": " + err.Error()}
	}
	m.Log = make([]engine.LogEntry, 0, len(env.Actions))
	for i, a := range env.Actions {
		// Match.Apply refuses an illegal action with the game's own reason
		// and never asks a game to describe an action it does not allow.
		if err := m.Apply(a); err != nil {
			if m.State.IsTerminal() {
				return nil, &unreplayable{ReasonReplay, fmt.Sprintf(": step %d comes after the end of the game", i+1)}
			}
			return nil, &unreplayable{ReasonReplay, fmt.Sprintf(": step %d: %v", i+1, err)}
		}
	}
	snap, err := m.State.MarshalMsg(make([]byte, 0, len(env.Snapshot)))
	if err != nil || !bytes.Equal(snap, env.Snapshot) {
		return nil, &unreplayable{ReasonSnapshot, fmt.Sprintf(" (the file was edited, or the %s rules changed without a new rules version)", m.Info.Title)}
	}
	return m, nil
}

// usable asks a state decoded from a snapshot what a table and a bot will
// ask it, so that a position the rules cannot play is refused now rather
// than failing in the middle of a game.
func usable(st engine.State) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the position breaks the rules: %v", r)
		}
	}()
	if st.IsTerminal() {
		st.Returns()
		return nil
	}
	legal := st.LegalActions(nil)
	if len(legal) == 0 {
		return errors.New("the player to act has no move")
	}
	for _, a := range legal {
		st.ActionString(a)
	}
	rng := engine.NewRNG(1)
	for p := range st.NumPlayers() {
		st.View(engine.Player(p))
		st.Determinize(engine.Player(p), &rng)
	}
	st.Clone().Apply(legal[0])
	return nil
}
