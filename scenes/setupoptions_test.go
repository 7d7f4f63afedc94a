package scenes

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// A solo game of DIE in the Dungeon! offers no Duel option (no second
// creature), and the Duel no solo map: setup shows only the options that
// matter for the number of players chosen.
func TestSetupShowsOnlyTheOptionsThatApply(t *testing.T) {
	s := NewSetup(dd.GameID, nil)
	keys := func() []string {
		var out []string
		for _, o := range s.options() {
			out = append(out, o.Key)
		}
		return out
	}
	if s.n != 1 {
		t.Fatalf("DIE in the Dungeon! setup starts with %d players, want 1", s.n)
	}
	labels := func() []string {
		var out []string
		for _, o := range s.options() {
			out = append(out, o.LabelFor(s.n, s.playerNames()))
		}
		return out
	}
	if k := keys(); !slices.Equal(k, []string{dd.OptMap, dd.OptCreature}) {
		t.Errorf("solo setup offers %v, want the map and one creature", k)
	}
	if l := labels(); !slices.Equal(l, []string{"Map", "Creature"}) {
		t.Errorf("solo setup labels its options %q", l)
	}
	s.setPlayers(2)
	if k := keys(); !slices.Equal(k, []string{dd.OptCreature, dd.OptCreature2}) {
		t.Errorf("Duel setup offers %v, want two creatures and no map", k)
	}
	// Each creature is named for its player, and follows a new name.
	want := []string{play.DefaultName(0) + "'s creature", play.DefaultName(1) + "'s creature"}
	if l := labels(); !slices.Equal(l, want) {
		t.Errorf("Duel setup labels its options %q, want %q", l, want)
	}
	s.seats[1].Name = "Zed"
	if l := labels(); l[1] != "Zed's creature" {
		t.Errorf("after naming the second player Zed, the Duel's second creature is labelled %q", l[1])
	}
	for _, o := range s.options() {
		if o.Label == "" || o.Label[0] < 'A' || o.Label[0] > 'Z' {
			t.Errorf("option %s is labelled %q", o.Key, o.Label)
		}
	}
}

// An option's tooltip says the choice made and, when the game says what
// it means for play, that too; then what a click does.
func TestOptionTipSaysWhatTheChoiceMeans(t *testing.T) {
	spec := engine.OptionSpec{Key: "map", Label: "Map", Choices: []string{"a", "b"},
		Labels: []string{"Training", "Crypt"}, Notes: []string{"5 tiles, the gentlest start", ""}}
	labels := []string{"Training", "Crypt"}
	if got, want := optionTip(spec, "Map", "a", labels), "Map: Training: 5 tiles, the gentlest start. A click chooses the next of Training, Crypt; the arrow on the left goes back."; got != want {
		t.Errorf("tip %q, want %q", got, want)
	}
	if got, want := optionTip(spec, "Map", "b", labels), "Map: Crypt. A click chooses the next of Training, Crypt; the arrow on the left goes back."; got != want {
		t.Errorf("a choice with no note: tip %q, want %q", got, want)
	}
}

// An option steps back as well as on, round either end: from the first
// map back to the last in one click, not through every other.
func TestAnOptionStepsBothWays(t *testing.T) {
	s := NewSetup(dd.GameID, nil)
	spec := s.options()[0]
	first, last := spec.Choices[0], spec.Choices[len(spec.Choices)-1]
	if got := s.opts.Get(spec.Key); got != first {
		t.Fatalf("the map starts at %q, want %q", got, first)
	}
	s.stepOption(spec, -1)
	if got := s.opts.Get(spec.Key); got != last {
		t.Errorf("one step back from the first map gives %q, want the last, %q", got, last)
	}
	s.stepOption(spec, +1)
	if got := s.opts.Get(spec.Key); got != first {
		t.Errorf("a step on from the last map gives %q, want the first, %q", got, first)
	}
}

// "New game" after a game opens the setup as that game was set: the same
// players, bots and options (the map the player chose, not the first).
func TestNewGameKeepsTheLastGamesChoices(t *testing.T) {
	spec := NewSetup(dd.GameID, nil).options()[0]
	m := engine.Setup{Game: dd.GameID, Seed: 7,
		Options: engine.Options{}.With(dd.OptMap, spec.Choices[3]),
		Seats:   []engine.Seat{{Name: "Kim", Kind: engine.Human}}}
	m.Options = m.Options.With(dd.OptCreature, NewSetup(dd.GameID, nil).info.Options[1].Choices[2])
	s := NewSetupFrom(m, nil)
	if s.n != 1 || s.Seats()[0].Name != "Kim" {
		t.Errorf("the new setup has %d players, the first %q; want Kim alone", s.n, s.Seats()[0].Name)
	}
	if got := s.opts.Get(dd.OptMap); got != spec.Choices[3] {
		t.Errorf("the new setup's map is %q, want the last game's %q", got, spec.Choices[3])
	}
	if got, want := s.opts.Get(dd.OptCreature), m.Options.Get(dd.OptCreature); got != want {
		t.Errorf("the new setup's creature is %q, want the last game's %q", got, want)
	}
	if s.seed.Text != "" {
		t.Errorf("the new setup keeps the seed %q: a new game gets a new one", s.seed.Text)
	}
}

// A greyed "−" or "+" says why it is off, with the game's player limits
// (play-test 12: the greyed "−" only said "One player fewer").
func TestGreyedPlayerButtonsSayWhy(t *testing.T) {
	s := NewSetup(dd.GameID, nil) // 1–2 players, starting at 1
	minus, plus := s.countButtons()
	if !minus.Disabled || minus.Tooltip != "DIE in the Dungeon! needs at least 1 player" {
		t.Errorf("at 1 player the − button (off %v) says %q", minus.Disabled, minus.Tooltip)
	}
	if plus.Disabled || plus.Tooltip != "One player more" {
		t.Errorf("at 1 player the + button (off %v) says %q", plus.Disabled, plus.Tooltip)
	}
	s.setPlayers(2)
	minus, plus = s.countButtons()
	if !plus.Disabled || plus.Tooltip != "DIE in the Dungeon! takes at most 2 players" {
		t.Errorf("at 2 players the + button (off %v) says %q", plus.Disabled, plus.Tooltip)
	}
	if minus.Disabled || minus.Tooltip != "One player fewer" {
		t.Errorf("at 2 players the − button (off %v) says %q", minus.Disabled, minus.Tooltip)
	}
}

// countButtons are the setup's "−" and "+" player buttons.
func (s *Setup) countButtons() (minus, plus *ui.Button) {
	for _, it := range s.group.Items {
		if b, ok := it.(*ui.Button); ok {
			switch b.Icon {
			case "minus":
				minus = b
			case "plus":
				plus = b
			}
		}
	}
	return minus, plus
}

// The title opens a game's set-up as that game was last started in this
// run: its players, bots and options (play-test 16 found the Duel reset
// to one player and the Training Dungeon), with a new seed.
func TestTheTitleOpensASetupAsItWasLastStarted(t *testing.T) {
	defer delete(lastSetups, dd.GameID)
	h := newHost(t)
	if s := SetupFor(dd.GameID, nil); s.n != 1 {
		t.Fatalf("a game never started opens with %d players", s.n)
	}
	s := NewSetup(dd.GameID, nil)
	s.setPlayers(2)
	s.setKind(1, engine.Bot)
	s.seed.Text = "5"
	s.begin(&Context{Host: h})
	started := s.Seats()
	again := SetupFor(dd.GameID, nil)
	if again.n != 2 || !slices.Equal(again.Seats(), started) || again.seed.Text != "" {
		t.Errorf("opened again: %d players %+v, seed %q; started with %+v", again.n, again.Seats(), again.seed.Text, started)
	}
}
