package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// heroIndex is the index of the hero named name.
func heroIndex(t *testing.T, name string) int {
	i := slices.IndexFunc(hmd.Heroes[:], func(h hmd.Hero) bool { return h.Name == name })
	if i < 0 {
		t.Fatalf("no hero %s", name)
	}
	return i
}

// The melee's line takes the front card's wounds off its melee in plain
// sight (pt19 #9: "the Archmage's melee 0 + black 6" under a card that
// shows melee 1): its wounds as the round began and the blows since.
func TestMeleeLineSaysTheWounds(t *testing.T) {
	arch := heroIndex(t, "Archmage")
	sword := heroIndex(t, "Swordsman")
	game := func(code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: engine.NoPlayer, Code: code, Args: args}
	}
	log := []engine.LogEntry{{Player: engine.NoPlayer, Events: []engine.Event{
		game(hmd.CodeRound, 2, 2, arch, 0, sword, 1, 12, 0),
		game(hmd.CodeRange, 0, 0, 1, 1),
		game(hmd.CodeWound, 1, arch, 1),
		game(hmd.CodeMeleeTotal, 6, arch, 0, 6, 3),
	}}}
	got := woundedMelee(log, 0, 3)
	want := "Melee: the heroes' total is 6 (the Archmage's melee 1 − 1 wound = 0, + black 6); the monsters have 3 black."
	if got != want {
		t.Errorf("the melee's line is %q, want %q", got, want)
	}
	// Unwounded, the engine's sentence stands.
	log[0].Events[2] = game(hmd.CodeRange, 0, 0, 0, 0)
	log[0].Events[3] = game(hmd.CodeMeleeTotal, 7, arch, 1, 6, 3)
	if got := woundedMelee(log, 0, 3); got != "" {
		t.Errorf("an unwounded Archmage's melee is told again: %q", got)
	}
}

// In played games, every melee whose front card has less melee than it
// shows says why: the wounds.
func TestMeleeLinesInPlayNameTheWounds(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 30 && seen < 10; seed++ {
		m, names := playLogged(t, 2+int(seed%3), seed)
		lines := LogLines(m.Info, m.Log, names, engine.NoPlayer, true)
		for _, l := range lines {
			if l.Event < 0 {
				continue
			}
			ev := m.Log[l.Entry].Events[l.Event]
			if ev.Kind != engine.EvGame || ev.Code != hmd.CodeMeleeTotal && ev.Code != hmd.CodeMelee {
				continue
			}
			printed, melee := 0, 0
			if ev.Code == hmd.CodeMeleeTotal {
				printed, melee = int(hmd.Heroes[ev.Arg(1)].Str[hmd.Brown]), ev.Arg(2)
			} else {
				printed, melee = int(hmd.Monsters[ev.Arg(2)].Str[hmd.Brown]), ev.Arg(3)
			}
			if melee >= printed {
				continue
			}
			seen++
			if l.Text == engine.Names(m.Info.Sentence(ev), names) {
				t.Errorf("seed %d: %q does not say the wounds (printed melee %d)", seed, l.Text, printed)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no wounded front card came to a melee")
	}
}
