package play

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	hh "github.com/herotable/herotable/engine/herohouse"
	hm "github.com/herotable/herotable/engine/heromustdie"
)

// The undo of Board Game Arena at every table: the human takes back its own
// decisions one at a time, several in a row, back to the last one that
// showed it something new or to another seat's move; each refusal says why.
// A human (seat 1) plays random decisions against bots; after every one the
// test takes back as many as it may, checks each undo restores the exact
// position before its decision, and plays them again.
func TestUndoAtEveryTable(t *testing.T) {
	tests := []struct {
		game, seats string
		// a decision that must be undoable at least once (its kind's name)
		undoable map[string]func(engine.Action) bool
		// refusals that must be met after the human's own decision
		refusals []string
	}{
		{"herohouse", "human,random,random", map[string]func(engine.Action) bool{
			"laying a hero from the hand": func(a engine.Action) bool {
				k, _, _, _ := hh.Decode(a)
				return k == hh.KLayPrime || k == hh.KLayTrio
			},
			"laying down no more heroes": func(a engine.Action) bool { k, _, _, _ := hh.Decode(a); return k == hh.KEndLayDown },
		}, []string{"you drew a card", "has moved since your last move"}},
		{"dieinthedungeon", "human", map[string]func(engine.Action) bool{
			"powering up": func(a engine.Action) bool { k, _ := dd.Split(a); return k == dd.KContinue },
		}, []string{"the die was rolled", "a hidden card or tile was turned face up"}},
		{"heromustdie", "human,random,random", map[string]func(engine.Action) bool{
			"paying wages": func(a engine.Action) bool { k, _ := hm.Split(a); return k == hm.KPay },
		}, []string{"you drew a card", "has moved since your last move"}},
	}
	for _, tt := range tests {
		t.Run(tt.game, func(t *testing.T) {
			seen := map[string]bool{}
			runs := 0 // undos of two or more decisions in a row
			hiddenLays := 0
			for seed := uint64(1); seed <= 3; seed++ {
				s := newSession(t, tt.game, tt.seats, seed, nil)
				r := engine.NewRNG(seed)
				for steps := 0; !s.Over() && steps < 2000; steps++ {
					if s.BotTurn() {
						if _, err := s.PlayBot(); err != nil {
							t.Fatal(err)
						}
						if !s.Over() && !s.BotTurn() && s.Match.Log[len(s.Match.Log)-1].Player != s.Current() {
							last := s.Match.Log[len(s.Match.Log)-1].Player
							want := s.Match.Setup.Seats[last].Name + " has moved since your last move"
							if why := s.WhyNoUndo(); s.CanUndo() || why != want && why != "you have not moved yet" {
								t.Fatalf("seed %d: the human may take back the bot's move (%q)", seed, why)
							} else if why == want {
								seen["has moved since your last move"] = true
							}
						}
						continue
					}
					before := state(t, s)
					legal := s.Legal()
					a := legal[r.IntN(len(legal))]
					if err := s.Play(a); err != nil {
						t.Fatal(err)
					}
					why := s.WhyNoUndo()
					if why != "" {
						seen[why] = true
						if err := s.Undo(); !errors.Is(err, engine.ErrNoUndo) || err.Error() != "nothing to undo: "+why {
							t.Fatalf("seed %d: a refused undo: %v", seed, err)
						}
						continue
					}
					for name, is := range tt.undoable {
						if is(a) {
							seen[name] = true
						}
					}
					if tt.game == "herohouse" && slices.ContainsFunc(s.Match.Log[len(s.Match.Log)-1].Events, func(e engine.Event) bool {
						return e.Kind == engine.EvReveal
					}) {
						hiddenLays++
					}
					after := state(t, s)
					undone := undoRun(t, s)
					if len(undone) > 1 {
						runs++
					}
					if len(undone) == 1 && !bytes.Equal(state(t, s), before) {
						t.Fatalf("seed %d: the undo did not restore the position before the decision", seed)
					}
					for i := len(undone) - 1; i >= 0; i-- {
						if err := s.Play(undone[i]); err != nil {
							t.Fatalf("seed %d: playing again an undone decision: %v", seed, err)
						}
					}
					if !bytes.Equal(state(t, s), after) {
						t.Fatalf("seed %d: the decisions played again after their undo gave another position", seed)
					}
				}
			}
			for name := range tt.undoable {
				if !seen[name] {
					t.Errorf("%s was never undoable", name)
				}
			}
			for _, why := range tt.refusals {
				if !seen[why] {
					t.Errorf("no undo was refused because %s", why)
				}
			}
			if runs == 0 {
				t.Error("never two undos in a row")
			}
			if tt.game == "herohouse" && hiddenLays == 0 {
				t.Error("a hero laid from the hidden hand was never undone")
			}
		})
	}
}

// undoRun takes back every decision the seat to act may, each to the
// position before it, and returns them, the last first.
func undoRun(t *testing.T, s *Session) []engine.Action {
	t.Helper()
	var undone []engine.Action
	for s.CanUndo() {
		n := len(s.Match.Log)
		last := s.Match.Log[n-1]
		want, err := s.Match.ReplayTo(n - 1)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Undo(); err != nil {
			t.Fatalf("undo %d in a row: %v", len(undone)+1, err)
		}
		if !bytes.Equal(state(t, s), encoded(t, want.State)) || len(s.Match.Log) != n-1 {
			t.Fatalf("undo %d in a row did not restore the position before its decision", len(undone)+1)
		}
		if s.Current() != last.Player {
			t.Fatalf("undo %d in a row took back seat %d's decision for seat %d", len(undone)+1, last.Player, s.Current())
		}
		undone = append(undone, last.Action)
	}
	return undone
}

func state(t *testing.T, s *Session) []byte { return encoded(t, s.Match.State) }

func encoded(t *testing.T, st engine.State) []byte {
	t.Helper()
	b, err := st.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Hero House, as the play-test met it: a hero laid from the hand can be
// taken back at once (it only showed the others the player's own cards),
// and two heroes laid are two undos; the draw that began the turn stops
// the undo there.
func TestUndoHeroHouseLay(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := newSession(t, "herohouse", "human,random", seed, nil)
		for !s.Over() && (s.BotTurn() || layable(s) < 2) {
			if s.BotTurn() {
				if _, err := s.PlayBot(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if err := s.Play(s.Legal()[len(s.Legal())-1]); err != nil { // lay nothing, then the last card
				t.Fatal(err)
			}
		}
		if s.Over() {
			continue
		}
		start := state(t, s)
		if why := s.WhyNoUndo(); s.CanUndo() || why == "" {
			t.Fatalf("seed %d: the turn's first decision: undo offered", seed)
		}
		first := s.Legal()[0]
		if err := s.Play(first); err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(s.Match.Log[len(s.Match.Log)-1].Events, func(e engine.Event) bool { return e.Kind == engine.EvReveal }) {
			continue // laid a card everyone knew: look for a hidden one
		}
		mid := state(t, s)
		if why := s.WhyNoUndo(); why != "" {
			t.Fatalf("seed %d: a hero laid from the hand cannot be taken back: %s", seed, why)
		}
		var second engine.Action
		for _, a := range s.Legal() {
			if k, _, _, _ := hh.Decode(a); k == hh.KLayPrime || k == hh.KLayTrio {
				second = a
				break
			}
		}
		if second == 0 {
			continue
		}
		if err := s.Play(second); err != nil {
			t.Fatal(err)
		}
		for i, want := range [][]byte{mid, start} {
			if err := s.Undo(); err != nil {
				t.Fatalf("seed %d: undo %d: %v", seed, i+1, err)
			}
			if !bytes.Equal(state(t, s), want) {
				t.Fatalf("seed %d: undo %d did not restore the position before its hero", seed, i+1)
			}
		}
		if err := s.Undo(); !errors.Is(err, engine.ErrNoUndo) {
			t.Fatalf("seed %d: a third undo went past the turn's start: %v", seed, err)
		}
		return
	}
	t.Fatal("no seed gave the human two heroes to lay in a turn")
}

// layable counts the heroes the human may lay now.
func layable(s *Session) int {
	n := 0
	for _, a := range s.Legal() {
		if k, _, _, _ := hh.Decode(a); k == hh.KLayPrime || k == hh.KLayTrio {
			n++
		}
	}
	return n
}
