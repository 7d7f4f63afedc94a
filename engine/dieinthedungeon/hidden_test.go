package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// Hidden information (§7): face-down tile faces, peeks, and the
// determinizations bots draw from a view.

func TestHidden_ViewHidesFaceDownTiles(t *testing.T) {
	s := cellar(t, "troll")
	open := slotAt(t, s, 1, 1)
	s.Slots[open].Open, s.Slots[open].Explored = true, true
	v := s.View(0).(*State)
	if v.RNG != (engine.RNG{}) {
		t.Errorf("the view keeps the RNG")
	}
	for i, sl := range s.m().Slots {
		fixed := sl.Public()
		visible := s.Slots[i].Open || fixed
		switch got := v.Slots[i].Tile; {
		case visible && got != s.Slots[i].Tile:
			t.Errorf("slot %v (open %v, fixed %v): view shows %d, want the face %d", sl.Pos, s.Slots[i].Open, fixed, got, s.Slots[i].Tile)
		case !visible && got != Unknown:
			t.Errorf("face-down slot %v shows tile %d in the view", sl.Pos, got)
		}
		if v.Slots[i].Token != s.Slots[i].Token {
			t.Errorf("slot %v: the token on the map is hidden", sl.Pos)
		}
	}
}

func TestHidden_PeekSeenByThePeekerOnly(t *testing.T) {
	s := duel(t, 5)
	p := s.Turn
	s.me().Held[TokKobold] = 1
	toMove(t, s)
	i := slotAt(t, s, 1, 0)
	play(t, s, Act(KPeek, i))
	if s.Slots[i].Peek != 1<<p {
		t.Fatalf("peek bits %b, want seat %d's", s.Slots[i].Peek, p)
	}
	mine, theirs := s.View(p).(*State), s.View(1-p).(*State)
	if mine.Slots[i].Tile != s.Slots[i].Tile || mine.Slots[i].Peek != 1<<p {
		t.Errorf("the peeker's view: tile %d, peek %b; want the face and its marker", mine.Slots[i].Tile, mine.Slots[i].Peek)
	}
	if theirs.Slots[i].Tile != Unknown || theirs.Slots[i].Peek != 0 {
		t.Errorf("the other player's view: tile %d, peek %b; want neither face nor marker", theirs.Slots[i].Tile, theirs.Slots[i].Peek)
	}
	seen := func(v *State) bool {
		for _, e := range v.Events() {
			if e.Kind == engine.EvDraw && e.Card == s.Slots[i].Tile {
				return true
			}
		}
		return false
	}
	if !seen(mine) || seen(theirs) {
		t.Errorf("peek event in the peeker's view %v, in the other's %v; want only the peeker's", seen(mine), seen(theirs))
	}
}

func TestHidden_DeterminizeResamplesOnlyUnknownFaces(t *testing.T) {
	s := solo(t, "map5", "troll", standard)
	peeked, open := slotAt(t, s, 2, 0), slotAt(t, s, 1, 1)
	s.Slots[peeked].Peek = 1
	s.Slots[open].Open, s.Slots[open].Explored = true, true
	var known [NumTiles]bool
	for i := range s.Slots {
		if s.knows(0, i) {
			known[s.Slots[i].Tile] = true
		}
	}
	rng := engine.NewRNG(7)
	resampled := false
	for range 20 {
		d := s.Determinize(0, &rng).(*State)
		used := map[int]bool{}
		for i, sl := range s.m().Slots {
			got := d.Slots[i].Tile
			if used[got] {
				t.Fatalf("tile %s dealt twice", Tiles[got].ID)
			}
			used[got] = true
			if s.knows(0, i) {
				if got != s.Slots[i].Tile {
					t.Errorf("known slot %v changed from %d to %d", sl.Pos, s.Slots[i].Tile, got)
				}
				continue
			}
			if tile := Tiles[got]; tile.Kind != sl.Kind || tile.Level != sl.Level || known[got] {
				t.Errorf("unknown slot %v (%s L%d) got %s, known %v", sl.Pos, sl.Kind, sl.Level, tile.ID, known[got])
			}
			resampled = resampled || got != s.Slots[i].Tile
		}
		if d.Slots[peeked].Peek != 1 || !d.Slots[open].Explored {
			t.Errorf("the peek or the explored mark was lost")
		}
	}
	if !resampled {
		t.Errorf("20 determinizations never changed an unknown face")
	}
	// In the Duel, the other seat's peek is no knowledge of the observer.
	s = duel(t, 5)
	p := s.Turn
	s.me().Held[TokKobold] = 1
	toMove(t, s)
	i := slotAt(t, s, 1, 0)
	play(t, s, Act(KPeek, i))
	changed := false
	for range 20 {
		if s.Determinize(p, &rng).(*State).Slots[i].Tile != s.Slots[i].Tile {
			t.Fatalf("the peeker's own peeked face was resampled")
		}
		changed = changed || s.Determinize(1-p, &rng).(*State).Slots[i].Tile != s.Slots[i].Tile
	}
	if !changed {
		t.Errorf("the other seat's determinizations always kept the peeked face")
	}
}

// §7 and the kernel's contract (a determinization depends only on the
// observer's view): the other seat's peek marker and the face it saw
// must not reach the observer's determinization.
func TestHidden_DeterminizeHidesTheOtherSeatsPeek(t *testing.T) {
	s := duel(t, 5)
	p := s.Turn
	s.me().Held[TokKobold] = 1
	toMove(t, s)
	i := slotAt(t, s, 1, 0)
	play(t, s, Act(KPeek, i))
	rng := engine.NewRNG(3)
	d := s.Determinize(1-p, &rng).(*State)
	if d.Slots[i].Peek != 0 {
		t.Errorf("seat %d's determinization marks the slot seat %d peeked at (bits %b)", 1-p, p, d.Slots[i].Peek)
	}
	for _, e := range d.Events() {
		if !e.VisibleTo(1 - p) {
			t.Errorf("seat %d's determinization holds seat %d's private event %+v", 1-p, p, e)
		}
	}
}

// The Training Dungeon fixes which tile lies where, but its tiles lie face
// down like any other (§4.4, §7): the view hides them, Far Sight may look at
// them, and a determinization deals them anew.
func TestHidden_TrainingTilesAreFaceDown(t *testing.T) {
	s := solo(t, "training", "deyeroller", standard)
	v := s.View(0).(*State)
	for i, sl := range s.m().Slots {
		if sl.Kind == StartTile {
			continue
		}
		if sl.Tile == "" {
			t.Fatalf("training slot %v has no fixed tile", sl.Pos)
		}
		if v.Slots[i].Tile != Unknown {
			t.Errorf("face-down training slot %v shows %s in the view", sl.Pos, Tiles[s.Slots[i].Tile].ID)
		}
	}
	last := slotAt(t, s, 0, 4)
	wantStage(t, s, StTurnStart)
	play(t, s, cardAct(t, "deyeroller_c4"))
	wantStage(t, s, StFarSight)
	if !legalHas(s, Act(KPeek, last)) {
		t.Errorf("Far Sight cannot look at the face-down training tile %v: offers %v", s.m().Slots[last].Pos, s.LegalActions(nil))
	}
	rng := engine.NewRNG(5)
	moved := false
	for range 20 {
		d := s.Determinize(0, &rng).(*State)
		for i, sl := range s.m().Slots {
			if tile := Tiles[d.Slots[i].Tile]; tile.Kind != sl.Kind || tile.Level != sl.Level {
				t.Fatalf("slot %v (%s L%d) dealt %s", sl.Pos, sl.Kind, sl.Level, tile.ID)
			}
			moved = moved || d.Slots[i].Tile != s.Slots[i].Tile
		}
	}
	if !moved {
		t.Errorf("20 determinizations kept every training face: a bot would know them")
	}
}
