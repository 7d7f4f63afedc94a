package saves

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"time"

	"github.com/herotable/herotable/engine"
)

// magic starts every save file, before the msgp envelope, so that a foreign
// file is recognised from its first bytes. Like PNG's signature it has a
// high-bit byte and a CR LF pair, which catch 7-bit and text-mode transfers.
const magic = "\x89HTSV\r\n\x1a"

// castagnoli is CRC-32C, which has hardware support on common CPUs.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// sumHeader is the msgp bin header of Envelope.Sum, the four bytes before
// the checksum at the end of every file.
var sumHeader = [2]byte{0xc4, 4}

// now is the clock for Updated (and a missing Created); tests pin it.
var now = time.Now

// Encode writes m as a save called name. created is when the match was
// first saved; the zero time means now. Encode refuses a match that Decode
// would refuse for its size, so every file it writes can be loaded again.
func Encode(m *engine.Match, name string, created time.Time) ([]byte, error) {
	if m == nil || m.State == nil {
		return nil, errors.New("saves: encode: no match")
	}
	game := m.Info.ID
	if game == "" || m.Setup.Game != game {
		return nil, fmt.Errorf("saves: encode: the match's setup is for %q but its game is %q", m.Setup.Game, game)
	}
	if len(m.Log) > MaxActions {
		return nil, fmt.Errorf("saves: encode: %d actions is more than a save holds (%d)", len(m.Log), MaxActions)
	}
	t := now().UTC()
	if created.IsZero() {
		created = t
	}
	env := Envelope{
		Format:  formatPlain,
		App:     AppVersion,
		Game:    game,
		Rules:   m.Info.RulesVersion,
		Name:    name,
		Created: created.UTC(),
		Updated: t,
		Setup:   m.Setup,
		Actions: m.Actions(),
	}
	if m.Base != nil {
		// A game continued from a snapshot replays from there (format 2).
		env.Format, env.Base, env.BaseMoves = 2, m.Base, m.BaseMoves
		if len(m.Base) > MaxSnapshot {
			return nil, fmt.Errorf("saves: encode: the %s starting position takes %d bytes, more than a save holds (%d)", game, len(m.Base), MaxSnapshot)
		}
	}
	var err error
	env.Snapshot, err = m.State.MarshalMsg(nil)
	if err != nil {
		return nil, fmt.Errorf("saves: encode %s state: %w", game, err)
	}
	if len(env.Snapshot) > MaxSnapshot {
		return nil, fmt.Errorf("saves: encode: the %s state takes %d bytes, more than a save holds (%d)", game, len(env.Snapshot), MaxSnapshot)
	}
	return seal(&env)
}

// seal encodes env after the magic bytes and fills in its checksum. It
// checks the result against the limits Decode applies.
func seal(env *Envelope) ([]byte, error) {
	env.Sum = [4]byte{}
	out := make([]byte, len(magic), len(magic)+env.Msgsize())
	copy(out, magic)
	out, err := env.MarshalMsg(out)
	if err != nil {
		return nil, fmt.Errorf("saves: encode: %w", err)
	}
	if len(out) > MaxFileSize {
		return nil, fmt.Errorf("saves: encode: %d bytes is more than a save may take (%d)", len(out), MaxFileSize)
	}
	if rest, err := checkLimits(out[len(magic):]); err != nil || len(rest) != 0 {
		return nil, fmt.Errorf("saves: encode: the save would not load: %v", err)
	}
	n := len(out)
	if [2]byte(out[n-6:n-4]) != sumHeader {
		// Only a reordered Envelope struct gets here.
		return nil, errors.New("saves: encode: Envelope.Sum is not the last field")
	}
	sum := crc32.Checksum(out[:n-4], castagnoli)
	binary.BigEndian.PutUint32(out[n-4:], sum)
	binary.BigEndian.PutUint32(env.Sum[:], sum)
	return out, nil
}
