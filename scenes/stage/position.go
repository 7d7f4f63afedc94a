package stage

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"strconv"

	"github.com/herotable/herotable/engine"
)

// MatchPosition works out a match's position for Positioned, again only
// after a move was played or taken back; a game's own table keeps one too.
type MatchPosition struct {
	state  engine.State // the state it was worked out for (Undo replaces it)
	moves  int
	digest string
	toAct  string
	buf    []byte
}

// Of is m's position: the moves played, the FNV-64a digest of the state's
// encoding and the move count as 16 hex digits, and the seat to act or "over".
func (p *MatchPosition) Of(m *engine.Match) (moves int, digest, toAct string) {
	if p.state == m.State && p.moves == m.Moves() && p.digest != "" {
		return p.moves, p.digest, p.toAct
	}
	p.state, p.moves = m.State, m.Moves()
	var err error
	if p.buf, err = m.State.MarshalMsg(p.buf[:0]); err != nil {
		p.digest = "unencodable: " + err.Error()
	} else {
		h := fnv.New64a()
		h.Write(p.buf)
		h.Write(binary.BigEndian.AppendUint64(nil, uint64(p.moves)))
		p.digest = fmt.Sprintf("%016x", h.Sum64())
	}
	p.toAct = "over"
	if cur := m.State.CurrentPlayer(); cur != engine.NoPlayer {
		p.toAct = strconv.Itoa(int(cur))
	}
	return p.moves, p.digest, p.toAct
}
