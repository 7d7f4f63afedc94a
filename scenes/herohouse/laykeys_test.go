package herohouse

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/scenetest"
)

// reachLay plays greedy seats on until the viewer lays heroes down and one
// of the legal actions is of kind k; nil when no seed gets there.
func reachLay(t *testing.T, k hh.Kind) (*Table, *scenetest.Host) {
	t.Helper()
	for seed := uint64(1); seed < 30; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 3000, 64, scenetest.Greedy(seed), func(st *hh.State) bool {
			if st.Phase != hh.PhLay || st.Turn != 0 {
				return false
			}
			return slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool {
				kind, _, _, _ := hh.Decode(a)
				return kind == k
			})
		}) {
			continue
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		h.Idle(t, 2)
		return table, h
	}
	t.Skip("no lay-down step offered that kind of hero")
	return nil, nil
}

// Play-test 30 #1: in the lay-down step key 1 pressed the first button
// (Go out?, or Done at once in the browser), while everywhere else it
// picks card 1. Number keys pick the hand's cards there too: a head, body
// or legs at one press, and Enter lays the hero they make.
func TestLayDownKeysPickPartsAndEnterLays(t *testing.T) {
	table, h := reachLay(t, hh.KLayTrio)
	s := table.S
	if b := table.buttons; b.lay.Quick != 0 || b.done.Quick != 0 {
		t.Errorf("Lay down and Done keep number keys %d, %d", b.lay.Quick, b.done.Quick)
	}
	if d := table.asking().Detail; !strings.Contains(d, "D is Done") {
		t.Errorf("the lay-down prompt does not say the keys: %q", d)
	}
	want := table.choice.Trios[0]
	_, head, body, legs := hh.Decode(want)
	sel := NoSelection
	sel[hh.Head], sel[hh.Body], sel[hh.Legs] = head, body, legs
	moves := len(s.Match.Log)
	for _, su := range []hh.Suit{hh.Head, hh.Body, hh.Legs} {
		k := slices.Index(table.keyCards(), sel[su])
		h.Key(t, ebiten.Key1+ebiten.Key(k))
		if len(s.Match.Log) != moves {
			t.Fatalf("key %d on %s played %v", k+1, hh.Name(sel[su]), s.Match.Log[moves:])
		}
		if table.sel[su] != sel[su] {
			t.Fatalf("key %d did not pick %s: picked %v", k+1, hh.Name(sel[su]), table.sel)
		}
	}
	shots(t, h, table, "lay-keys-parts")
	if !table.buttons.lay.Glow {
		t.Fatal("three parts picked by keys, and Lay down does not glow")
	}
	h.Key(t, ebiten.KeyEnter)
	if len(s.Match.Log) == moves || s.Match.Log[moves].Action != want {
		t.Fatalf("Enter after the picks played %v, want %v", s.Match.Log[moves:], want)
	}
}

// A prime takes its key twice, as a card to give does: the first press
// says what laying it does, a hero house or not; and D presses Done.
func TestLayDownKeyTwiceLaysAPrimeAndDIsDone(t *testing.T) {
	table, h := reachLay(t, hh.KLayPrime)
	s := table.S
	var prime int
	var lay engine.Action
	for c, a := range table.choice.Primes {
		prime, lay = c, a
		break
	}
	k := slices.Index(table.keyCards(), prime)
	if k < 0 {
		t.Fatalf("the prime %s has no key", hh.Name(prime))
	}
	moves := len(s.Match.Log)
	h.Key(t, ebiten.Key1+ebiten.Key(k))
	if len(s.Match.Log) != moves {
		t.Fatalf("one press laid %v", s.Match.Log[moves:])
	}
	d := table.asking().Detail
	if !strings.Contains(d, hh.Name(prime)) || !strings.Contains(d, "again or Enter to lay it down") || !strings.Contains(d, "With it your heroes are") {
		t.Errorf("after one press the prompt reads %q", d)
	}
	shots(t, h, table, "lay-keys-prime")
	if !table.buttons.lay.Usable() || !table.buttons.lay.Glow {
		t.Errorf("a prime picked by its key, and Lay down is greyed (play-test 33)")
	}
	if _, _, fight := MonsterOf(table.q.Board.Pile); fight && !strings.Contains(d, "If it fought the monster") {
		t.Errorf("a monster is out, and the prime's preview does not say how it would fight: %q", d)
	}
	if k%2 == 0 { // one way or the other: Lay down, clicked, or the key again
		h.Click(t, table.buttons.lay.Rect.Center())
	} else {
		h.Key(t, ebiten.Key1+ebiten.Key(k))
	}
	if len(s.Match.Log) == moves || s.Match.Log[moves].Action != lay {
		t.Fatalf("the second press or Lay down played %v, want laying %s", s.Match.Log[moves:], hh.Name(prime))
	}
	h.Idle(t, 2)
	if !table.keyLaying() || table.buttons.done.Danger {
		return // the step ended, or Done would put the viewer out: nothing more to check here
	}
	moves = len(s.Match.Log)
	h.Key(t, ebiten.KeyD)
	if len(s.Match.Log) == moves || s.Match.Log[moves].Action != hh.EndLayDown() {
		t.Fatalf("D played %v, want Done", s.Match.Log[moves:])
	}
}

// Play-test 36: Esc with a card picked by key opened the menu. The first
// Esc lets the pick go, and the table stays.
func TestEscLetsAKeyPickGo(t *testing.T) {
	table, h := reachLay(t, hh.KLayPrime)
	var prime int
	for c := range table.choice.Primes {
		prime = c
		break
	}
	k := slices.Index(table.keyCards(), prime)
	h.Key(t, ebiten.Key1+ebiten.Key(k))
	if _, _, ok := table.keyPicked(); !ok {
		t.Fatal("the prime's key picked nothing")
	}
	h.Key(t, ebiten.KeyEscape)
	if h.Scene != scenes.Scene(table) {
		t.Fatalf("Esc with a card picked went to %q", h.Scene.Name())
	}
	if _, _, ok := table.keyPicked(); ok || table.primePick != hh.NoCard {
		t.Error("Esc left the card picked")
	}
}
