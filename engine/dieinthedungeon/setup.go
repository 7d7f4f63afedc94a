package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// Setup (§4): the map and the creatures are options; placing the four stat
// dice is the first decision of the game, one per creature.

// Setup numbers (§2.9, R43).
const (
	MaxTileLevel      = 4 // tile levels run 1–4
	DuelSecondAbility = 2 // the Duel's second player starts with 2 AP
)

// Option keys and their defaults.
const (
	OptMap       = "map"
	OptCreature  = "creature"  // solo, or the Duel's first seat
	OptCreature2 = "creature2" // the Duel's second seat
)

// Layout is one way to put d6, d8, d10 and d12 under Might, Agility, Magic
// and Health (§4.3), in that order.
type Layout [4]DieType

// Layouts are the 24 layouts in a fixed order (lexicographic by die).
var Layouts = buildLayouts()

func buildLayouts() []Layout {
	var out []Layout
	var rec func(cur Layout, used [4]bool, i int)
	rec = func(cur Layout, used [4]bool, i int) {
		if i == 4 {
			out = append(out, cur)
			return
		}
		for k, d := range SetupDice {
			if !used[k] {
				used[k] = true
				cur[i] = d
				rec(cur, used, i+1)
				used[k] = false
			}
		}
	}
	rec(Layout{}, [4]bool{}, 0)
	return out
}

// GreedyLayout is the bot notes' layout (§11): Might d10, Agility d8,
// Magic d12, Health d6.
var GreedyLayout = Layout{D10, D8, D12, D6}

// LayoutIndex finds l in Layouts.
func LayoutIndex(l Layout) int {
	for i, x := range Layouts {
		if x == l {
			return i
		}
	}
	return -1
}

// New sets up a game (§4). One player plays a solo map; two play the Duel,
// whose map is always "duel", with different creatures (R41).
func New(players int, seed uint64, opts engine.Options) (*State, error) {
	mapID := opts.Get(OptMap)
	if mapID == "" {
		mapID = "training"
	}
	if players == 2 {
		mapID = "duel"
	}
	mi, ok := MapByID(mapID)
	if !ok {
		return nil, fmt.Errorf("no map %q", mapID)
	}
	m := &Maps[mi]
	if m.Players != players {
		return nil, fmt.Errorf("map %s is for %d player(s), not %d", m.Name, m.Players, players)
	}
	names := []string{opts.Get(OptCreature), opts.Get(OptCreature2)}
	defaults := []string{Creatures[0].ID, Creatures[1].ID}
	s := &State{Map: mi, Players: players, RNG: engine.NewRNG(seed), Winner: engine.NoPlayer}
	for p := range players {
		id := names[p]
		if id == "" {
			id = defaults[p]
		}
		c, ok := CreatureByID(id)
		if !ok {
			return nil, fmt.Errorf("no creature %q", id)
		}
		if p == 1 && c == s.Mons[0].Creature {
			return nil, fmt.Errorf("both Duel players chose %s: the creatures must differ (R41)", Creatures[c].Name)
		}
		s.Mons = append(s.Mons, Monster{Creature: c, Layout: -1})
	}
	for t := range NumTokens {
		if Token(t).Info().Group == DieMinions && t != int(NoToken) {
			s.Supply[t] = Token(t).Info().Count
		}
	}
	for t := range NumHeroTypes {
		for l := range MaxHeroLevel {
			s.HeroSupply[t][l] = HeroCopies
		}
	}
	s.buildDungeon()
	for p := range s.Mons {
		// §4.5: one d6 DieMinion each.
		s.Supply[DieMinionD6]--
		s.Mons[p].Held[DieMinionD6]++
		s.Mons[p].Pos = m.Starts[min(p, len(m.Starts)-1)]
	}
	if players == 2 {
		// §4.7, R43: a random first player; the second starts with 2 AP
		// (set when its board is built).
		s.First = engine.Player(s.RNG.IntN(2))
		s.Turn = s.First
	}
	s.Stage = StLayout
	return s, nil
}

// buildDungeon deals the tiles (§4.4): each slot of a random type and level
// takes the first tile of that stack after shuffling; fixed slots take their
// tile; START tiles are explored; tokens go on their slots.
func (s *State) buildDungeon() {
	m := s.m()
	stacks := map[[2]int][]int{}
	starts := TilesOf(StartTile, 0)
	s.RNG.Shuffle(len(starts), func(i, j int) { starts[i], starts[j] = starts[j], starts[i] })
	for k := DeadEnd; k < NumTileKinds; k++ {
		for l := 1; l <= MaxTileLevel; l++ {
			st := TilesOf(k, l)
			s.RNG.Shuffle(len(st), func(i, j int) { st[i], st[j] = st[j], st[i] })
			stacks[[2]int{int(k), l}] = st
		}
	}
	s.Slots = make([]Cell, len(m.Slots))
	for i, sl := range m.Slots {
		c := &s.Slots[i]
		c.Token = sl.Token
		if sl.Token.Info().Group == DieMinions && sl.Token != NoToken {
			s.Supply[sl.Token]-- // the map's DieMinions come from the supply
		}
		switch {
		case sl.Tile != "":
			c.Tile, _ = TileByID(sl.Tile)
		case sl.Kind == StartTile:
			c.Tile, starts = starts[0], starts[1:]
		default:
			key := [2]int{int(sl.Kind), sl.Level}
			c.Tile = stacks[key][0]
			stacks[key] = stacks[key][1:]
		}
		if sl.Kind == StartTile && !sl.Lair {
			c.Explored, c.Open = true, true
		}
	}
}

// placeDice is the setup decision: the creature's board gets layout l.
func (s *State) placeDice(l int) {
	mo := s.me()
	lay := Layouts[l]
	mo.Layout = l
	mo.Board, _ = NewBoard(lay[0], lay[1], lay[2], lay[3])
	if s.Players == 2 && s.Turn != s.first() {
		mo.Board[SlotAbility].Value = DuelSecondAbility
	}
	s.tell(TellLayout, int(lay[0]), int(lay[1]), int(lay[2]), int(lay[3]))
	// The next creature without a layout places its dice; then the first
	// player's first turn begins.
	next := s.Turn
	if s.Players == 2 {
		next = 1 - s.Turn
	}
	if s.Mons[next].Layout < 0 {
		s.Turn = next
		return
	}
	s.Turn = s.first()
	s.startTurn()
}

// first is the Duel's first player (0 in solo play).
func (s *State) first() engine.Player { return s.First }
