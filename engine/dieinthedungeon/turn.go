package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// §5.1 The turn: TURN_START, POWER_UP, POST_POWER, REST, MOVE, the tile's
// token and effect, ENCOUNTER and TURN_END; CHECK_LOSS and CHECK_WIN.

// OwnTurn is turn number n as its creature counts it: in the Duel the
// creatures take turns one after the other (R42), so the Duel's third
// turn is the first player's second (play-test 26: "Turn 3" on the
// player's second turn).
func OwnTurn(n, players int) int {
	if players > 1 {
		return (n + players - 1) / players
	}
	return n
}

// startTurn is TURN_START: a fresh T window (§2.3).
func (s *State) startTurn() {
	s.TurnNo++
	s.Window = [BoardAbilities]bool{}
	s.me().KoboldUse = false
	s.Stage = StTurnStart
	b := &s.me().Board
	s.tell(TellTurn, s.TurnNo, b[SlotTime].Value, b[SlotHealth].Value, b[SlotAbility].Value)
}

// powerUp is POWER_UP: +1 AP, at most 4 (R15). It is told even at the
// maximum, and whether the game did it by itself (nothing else could be
// done at the turn's start: settle plays a single legal action).
func (s *State) powerUp() {
	var buf [8]engine.Action
	auto := 0
	if s.Stage == StTurnStart && len(s.legal(buf[:0])) == 1 {
		auto = 1
	}
	b := &s.me().Board
	gained := b.Gain(SlotAbility, 1)
	s.tell(TellPowerUp, b[SlotAbility].Value, gained, auto)
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
		s.tell(TellRest, r, b[SlotTime].Value, b[SlotHealth].Value)
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
		s.lose(TellStuck)
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

// knows reports whether player p may see slot i's face: it is face up,
// p peeked at it, or the map names it (Public).
func (s *State) knows(p engine.Player, i int) bool {
	c := s.Slots[i]
	return c.Open || c.Peek&(1<<p) != 0 || s.m().Slots[i].Public()
}

// peek looks at a face-down tile for the player alone (§7): Sneak Peek
// during the move, or Far Sight.
func (s *State) peek(i int) {
	s.Slots[i].Peek |= 1 << s.Turn
	s.Ev.Add(engine.Event{Kind: engine.EvDraw, Player: s.Turn, Card: s.Slots[i].Tile, Zone: s.zone(i)})
	s.tell(TellPeek, i)
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
	pos, from := s.m().Slots[i].Pos, s.m().Slots[mo.Pos].Pos
	s.tell(TellMove, i, pos.Row, pos.Col, from.Row, from.Col, int(s.m().Slots[i].Kind))
	if s.loseTime(1) {
		return
	}
	mo.Pos = i
	s.Combat = Combat{Slot: i}
	if tok := c.Token; tok != NoToken && !(tok == TokDieMaster && s.m().Slots[i].Lair) {
		c.Token = NoToken
		mo.Held[tok]++
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: s.Turn, Card: int(tok), Zone: s.zone(i), To: "inventory", Public: true})
		s.tell(TellTakesToken, int(tok))
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
	if Tiles[c.Tile].Kind != StartTile {
		s.tell(TellTile, c.Tile, i)
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
		s.tell(TellGainTime, b[SlotTime].Value)
	case GainAbility:
		b.Gain(SlotAbility, e.N)
		s.tell(TellGainAP, b[SlotAbility].Value)
	case GainHealthNoUp:
		b.GainNoUpgrade(SlotHealth, e.N)
		s.tell(TellHeal, b[SlotHealth].Value)
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
	s.tell(TellLoseTime, n, b[SlotTime].Value)
	if b[SlotTime].Value <= 0 {
		s.lose(TellTimeOut)
		return true
	}
	return false
}

// loseHealth takes n Health and runs CHECK_LOSS; it reports a loss.
func (s *State) loseHealth(n int) bool {
	b := &s.me().Board
	b.Lose(SlotHealth, n)
	if b[SlotHealth].Value <= 0 {
		s.lose(TellNoHealth)
		return true
	}
	return false
}

// lose ends the game for the reason code (TellStuck, TellTimeOut,
// TellNoHealth): solo, a loss; in the Duel the other creature wins at once
// (R42).
func (s *State) lose(code int) {
	s.Winner = engine.NoPlayer
	if s.Players == 2 {
		s.Winner = 1 - s.Turn
	}
	s.finish(code, int(s.Turn))
}

// checkWin is CHECK_WIN (R36); it reports a win.
func (s *State) checkWin() bool {
	if s.Players == 2 {
		if s.me().Epics >= DuelEpics {
			s.Winner = s.Turn
			s.finish(TellDuelWon, int(s.Turn), DuelEpics)
			return true
		}
		return false
	}
	if !s.objectiveMet() {
		return false
	}
	s.Winner = 0
	s.finish(TellObjective, s.Map)
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

// finish ends the game, the winner set, for the reason code with its
// numbers: Why keeps its sentence, and the log tells it.
func (s *State) finish(code int, args ...int) {
	s.Over = true
	s.Stage = StOver
	ev := engine.Event{Kind: engine.EvGame, Player: s.Winner, Code: code, Args: args}
	s.Why = whyWords(ev)
	s.Ev.Add(ev)
}

// whyWords is the sentence State.Why keeps for an ending: Tell's words as
// rules version 2 wrote them, so that saved games replay to the very state
// they were saved in. What a player reads is Tell's today (the table tells
// the ending event afresh).
func whyWords(ev engine.Event) string {
	switch ev.Code {
	case TellObjective:
		if i := ev.Arg(0); i >= 0 && i < len(Maps) {
			return "The objective is met: " + Maps[i].Objective.Text
		}
	case TellStuck:
		return engine.Who(engine.Player(ev.Arg(0))) + " has no tile left to explore and is stuck in the dungeon (R35)."
	}
	return Tell(ev)
}

// Ending reports whether ev is the event a game ended with (its reason).
func Ending(ev engine.Event) bool {
	if ev.Kind != engine.EvGame {
		return false
	}
	switch ev.Code {
	case TellStuck, TellTimeOut, TellNoHealth, TellDuelWon, TellObjective:
		return true
	}
	return false
}

// zone names slot i in the kernel's events: "slot 3", for generic readers
// of the log (the table takes the slot from the numbers of the TellMove,
// TellKoboldSide and TellPeek events with them).
func (s *State) zone(i int) string {
	if s.Ev.Off {
		return ""
	}
	return fmt.Sprintf("slot %d", i)
}
