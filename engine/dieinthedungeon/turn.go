package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// §5.1 The turn: TURN_START, POWER_UP, POST_POWER, REST, MOVE, the tile's
// token and effect, ENCOUNTER and TURN_END; CHECK_LOSS and CHECK_WIN.

// startTurn is TURN_START: a fresh T window (§2.3).
func (s *State) startTurn() {
	s.TurnNo++
	s.Window = [BoardAbilities]bool{}
	s.me().KoboldUse = false
	s.Stage = StTurnStart
	if !s.Ev.Off {
		s.note("Turn %d: %s has %d Time, %d Health and %d AP.", s.TurnNo, s.who(),
			s.me().Board[SlotTime].Value, s.me().Board[SlotHealth].Value, s.me().Board[SlotAbility].Value)
	}
}

// powerUp is POWER_UP: +1 AP, at most 4 (R15).
func (s *State) powerUp() {
	b := &s.me().Board
	if b.Gain(SlotAbility, 1) > 0 {
		if !s.Ev.Off {
			s.note("%s powers up: %d AP.", s.who(), b[SlotAbility].Value)
		}
	}
	s.Stage = StPostPower
}

// toRest goes to REST when resting is possible, else straight to the move.
func (s *State) toRest() {
	if s.me().Board.RestMax() > 0 {
		s.Stage = StRest
		return
	}
	s.toMove()
}

// rest is REST (R16): r Time for r Health, no upgrade.
func (s *State) rest(r int) {
	b := &s.me().Board
	if r > 0 {
		b.Lose(SlotTime, r)
		b.GainNoUpgrade(SlotHealth, r)
		if !s.Ev.Off {
			s.note("%s rests: Time %d, Health %d.", s.who(), b[SlotTime].Value, b[SlotHealth].Value)
		}
	}
	s.toMove()
}

// toMove is MOVE_CHOOSE; with no frontier tile the map is checked and a
// creature that has not won is stuck (R35).
func (s *State) toMove() {
	if s.frontierMask() == 0 {
		if s.checkWin() {
			return
		}
		s.lose("%s has no tile left to explore and is stuck in the dungeon (R35).", s.who())
		return
	}
	s.Stage = StMove
}

// frontier is every unexplored slot connected to an explored one (R6).
func (s *State) frontier() []int {
	var out []int
	m := s.frontierMask()
	for i := range s.Slots {
		if m&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// Frontier is frontier for the table: the slots a move may go to.
func (s *State) Frontier() []int { return s.frontier() }

// frontierMask is frontier as a bit set (maps have fewer than 64 slots).
func (s *State) frontierMask() uint64 {
	var set uint64
	adj := adjacency[s.Map]
	for i := range s.Slots {
		if s.Slots[i].Explored || s.Slots[i].Open {
			continue
		}
		for _, j := range adj[i] {
			if s.Slots[j].Explored {
				set |= 1 << i
				break
			}
		}
	}
	return set
}

// adjacency lists each map's connected neighbours, slot by slot.
var adjacency = func() [][][]int {
	out := make([][][]int, len(Maps))
	for mi := range Maps {
		m := &Maps[mi]
		out[mi] = make([][]int, len(m.Slots))
		for i := range m.Slots {
			out[mi][i] = m.Neighbours(i)
		}
	}
	return out
}()

// knows reports whether player p may see slot i's face.
func (s *State) knows(p engine.Player, i int) bool {
	c := s.Slots[i]
	return c.Open || c.Peek&(1<<p) != 0 || s.m().Slots[i].Tile != "" || s.m().Slots[i].Lair
}

// peek looks at a face-down tile for the player alone (§7): Sneak Peek
// during the move, or Far Sight.
func (s *State) peek(i int) {
	s.Slots[i].Peek |= 1 << s.Turn
	s.Ev.Add(engine.Event{Kind: engine.EvDraw, Player: s.Turn, Card: s.Slots[i].Tile, Zone: s.zone(i)})
	if !s.Ev.Off {
		s.note("%s peeks at a face-down tile.", s.who())
	}
	if s.Stage == StMove {
		s.me().KoboldUse = true
		return
	}
	if s.Peeks--; s.Peeks <= 0 {
		s.Stage = s.Ret
	}
}

// move is MOVE_APPLY: 1 Time (CHECK_LOSS), the token (a Kobold's side is
// chosen as it is gained), then the flip (R34).
func (s *State) move(i int) {
	mo := s.me()
	c := &s.Slots[i]
	if !s.Ev.Off {
		s.note("%s moves to %s.", s.who(), s.m().Slots[i].Pos)
	}
	if s.loseTime(1) {
		return
	}
	mo.Pos = i
	s.Combat = Combat{Slot: i}
	if tok := c.Token; tok != NoToken && !(tok == TokDieMaster && s.m().Slots[i].Lair) {
		c.Token = NoToken
		mo.Held[tok]++
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: s.Turn, Card: int(tok), Zone: s.zone(i), To: "inventory", Public: true})
		if !s.Ev.Off {
			s.note("%s takes %s.", s.who(), tokenName(tok))
		}
		if tok == TokKobold {
			s.Stage = StKobold
			return
		}
	}
	s.flip()
}

// flip turns the Combat's tile face up for all, then resolves its effect.
func (s *State) flip() {
	i := s.Combat.Slot
	c := &s.Slots[i]
	c.Open = true
	s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: s.Turn, Card: c.Tile, Zone: s.zone(i), Public: true})
	if t := Tiles[c.Tile]; t.Kind != StartTile && !s.Ev.Off {
		s.note("The tile is %s (level %d).", t.Name, t.Level)
	}
	s.tileEffect()
}

// tileEffect is TILE_EFFECT (R34: traps before any Combat).
func (s *State) tileEffect() {
	e := Tiles[s.Slots[s.Combat.Slot].Tile].Effect
	b := &s.me().Board
	switch e.Kind {
	case Trap:
		s.startTrap(e)
		return
	case LoseTime:
		if s.loseTime(e.N) {
			return
		}
	case GainTime:
		b.Gain(SlotTime, e.N)
		if !s.Ev.Off {
			s.note("%s gains Time: %d.", s.who(), b[SlotTime].Value)
		}
	case GainAbility:
		b.Gain(SlotAbility, e.N)
		if !s.Ev.Off {
			s.note("%s gains AP: %d.", s.who(), b[SlotAbility].Value)
		}
	case GainHealthNoUp:
		b.GainNoUpgrade(SlotHealth, e.N)
		if !s.Ev.Off {
			s.note("%s heals: Health %d.", s.who(), b[SlotHealth].Value)
		}
	default:
		s.Combat.Effect = e.Kind // kept for this tile's Combat
	}
	s.encounter()
}

// encounter is ENCOUNTER: heads, an Epic tile or the LAIR mean Combat.
func (s *State) encounter() {
	i := s.Combat.Slot
	t := Tiles[s.Slots[i].Tile]
	if len(t.Heads) > 0 || t.Kind == EpicTile || s.m().Slots[i].Lair {
		s.combatSetup()
		return
	}
	s.endTile()
}

// endTile: the tile has resolved; CHECK_WIN (R36), then TURN_END.
func (s *State) endTile() {
	s.Slots[s.Combat.Slot].Explored = true
	s.Combat = Combat{}
	if s.checkWin() {
		return
	}
	s.endTurn()
}

// endTurn is TURN_END: the Kobold flips (R38); in the Duel the other
// creature's turn comes.
func (s *State) endTurn() {
	mo := s.me()
	if mo.Held[TokKobold] > 0 {
		mo.Kobold = 1 - mo.Kobold
	}
	if s.Players == 2 {
		s.Turn = 1 - s.Turn
		s.Ev.Add(engine.Event{Kind: engine.EvBarrier, Player: s.Turn})
	}
	s.startTurn()
}

// loseTime takes n Time and runs CHECK_LOSS; it reports a loss.
func (s *State) loseTime(n int) bool {
	b := &s.me().Board
	b.Lose(SlotTime, n)
	if !s.Ev.Off {
		s.note("%s loses %d Time: %d left.", s.who(), n, b[SlotTime].Value)
	}
	if b[SlotTime].Value <= 0 {
		s.lose("%s's Time has run out.", s.who())
		return true
	}
	return false
}

// loseHealth takes n Health and runs CHECK_LOSS; it reports a loss.
func (s *State) loseHealth(n int) bool {
	b := &s.me().Board
	b.Lose(SlotHealth, n)
	if b[SlotHealth].Value <= 0 {
		s.lose("%s has no Health left.", s.who())
		return true
	}
	return false
}

// lose ends the game: solo, a loss; in the Duel the other creature wins
// at once (R42).
func (s *State) lose(format string, args ...any) {
	s.Why = fmt.Sprintf(format, args...)
	s.Winner = engine.NoPlayer
	if s.Players == 2 {
		s.Winner = 1 - s.Turn
	}
	s.finish()
}

// checkWin is CHECK_WIN (R36); it reports a win.
func (s *State) checkWin() bool {
	if s.Players == 2 {
		if s.me().Epics >= DuelEpics {
			s.Why = fmt.Sprintf("%s has defeated %d Epic tiles.", s.who(), DuelEpics)
			s.Winner = s.Turn
			s.finish()
			return true
		}
		return false
	}
	if !s.objectiveMet() {
		return false
	}
	s.Why = "The objective is met: " + s.m().Objective.Text
	s.Winner = 0
	s.finish()
	return true
}

// DuelEpics is how many Epic tiles win the Duel.
const DuelEpics = 2

// objectiveMet reports whether the solo map's objective holds (§2.11).
func (s *State) objectiveMet() bool {
	m := s.m()
	switch m.Objective.Kind {
	case ExploreAll:
		for _, c := range s.Slots {
			if !c.Explored {
				return false
			}
		}
		return true
	case DefeatEpics:
		n := 0
		for i, sl := range m.Slots {
			for _, id := range m.Objective.Epics {
				if sl.Tile == id && s.Slots[i].Won > 0 {
					n++
				}
			}
		}
		return n >= m.Objective.Need
	case DefeatDieMaster:
		for i, sl := range m.Slots {
			if sl.Lair && s.Slots[i].Won > 0 {
				return true
			}
		}
	}
	return false
}

func (s *State) finish() {
	s.Over = true
	s.Stage = StOver
	s.Ev.Add(engine.Event{Kind: engine.EvNote, Player: s.Winner, Text: s.Why})
}

// zone names slot i in events: "slot 3" (the table finds the tile by it).
func (s *State) zone(i int) string {
	if s.Ev.Off {
		return ""
	}
	return fmt.Sprintf("slot %d", i)
}

// note adds a sentence to the log.
func (s *State) note(format string, args ...any) {
	if !s.Ev.Off {
		s.Ev.Note(s.Turn, fmt.Sprintf(format, args...))
	}
}
