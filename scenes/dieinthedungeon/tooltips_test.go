package dieinthedungeon

import (
	"fmt"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Every tile, card, token, board slot and hero on the table has a tooltip
// with its full data, checked at every decision of a whole game; resting
// the pointer on a tile shows its tooltip.
func TestTooltipsTellEverything(t *testing.T) {
	s, table, h := newTable(t, "human", 6, "map=map3,creature=dierake", prefs.Instant)
	greedy := scenetest.Greedy(6)
	seen := map[string]int{}
	scenetest.Settle(t, h, &table.Core)
	// Resting the pointer on the START tile shows its tooltip.
	{
		st := table.q.Shown
		r := TileRect(&dd.Maps[st.Map], st.Mons[0].Pos)
		for range ui.TipDelay + 2 {
			h.Frame(t, ui.Frame{Mouse: r.Center()})
		}
		if !table.Hover.Shown(h.Tick) || table.Hover.Spot == nil || table.Hover.Spot.Key != (spotKey{Kind: AtTile, I: st.Mons[0].Pos}) {
			t.Error("resting on a tile shows no tooltip")
		}
	}
	for step := 0; step < 600 && !s.Over(); step++ {
		scenetest.Settle(t, h, &table.Core)
		st := table.q.Shown
		m := &dd.Maps[st.Map]
		mo := &st.Mons[st.Turn]
		cr := dd.Creatures[mo.Creature]
		tip := func(kind uint8, i int) string {
			sp := table.Spots.At(spotKey{Kind: kind, I: i})
			if sp == nil {
				t.Fatalf("no spot %d/%d", kind, i)
			}
			return sp.Hint
		}
		for i := range m.Slots {
			tp := tip(AtTile, i)
			if !strings.Contains(tp, placeWords(m.Slots[i].Pos)) {
				t.Fatalf("slot %d's tooltip %q does not say where it is", i, tp)
			}
			if c := st.Slots[i]; c.Open && c.Tile >= 0 {
				tile := dd.Tiles[c.Tile]
				if tile.Kind != dd.StartTile && !strings.Contains(tp, tile.Name) {
					t.Fatalf("open tile %s's tooltip %q does not name it", tile.Name, tp)
				}
				if w := effectWords(tile.Effect); w != "" && !strings.Contains(tp, w) {
					t.Fatalf("tile %s's tooltip %q does not tell its effect", tile.Name, tp)
				}
				seen["tile"]++
			}
			if tk := st.Slots[i].Token; tk != dd.NoToken && !strings.Contains(tip(AtTile, i), tokenText(tk)) {
				t.Fatalf("slot %d's tooltip does not tell its token", i)
			}
		}
		for i, c := range cr.Cards {
			if tp := tip(AtCard, i); !strings.Contains(tp, effect(c.ID, c.Text)) || !strings.Contains(tp, cardWindowWords(c.Windows)) {
				t.Fatalf("card %s's tooltip %q lacks its text or window", c.Name, tp)
			}
		}
		for i, a := range cr.Abilities {
			if tp := tip(AtAbility, i); !strings.Contains(tp, effect(a.ID, a.Text)) {
				t.Fatalf("ability %s's tooltip lacks its text", a.Name)
			}
		}
		for tk := dd.DieMinionD4; tk <= dd.TokAbility; tk++ {
			if mo.Held[tk] > 0 {
				if tp := tip(AtToken, int(tk)); !strings.Contains(tp, tokenText(tk)) {
					t.Fatalf("token %s's tooltip %q lacks its text", tk.ID(), tp)
				}
				seen["token"]++
			}
		}
		if mo.Layout >= 0 {
			for sl := range dd.Slot(dd.NumSlots) {
				if tp := tip(AtSlot, int(sl)); !strings.Contains(tp, sl.Name()) {
					t.Fatalf("die slot %s's tooltip %q does not name it", sl.ID(), tp)
				}
			}
		}
		for i, mem := range st.Combat.Party {
			name := strings.TrimPrefix(mem.Name(), "the ")
			if mem.Kind == dd.Basic {
				name = fmt.Sprintf("%s, level %d", mem.Hero.Type, mem.Hero.Level)
			}
			if tp := tip(AtHero, i); !strings.Contains(tp, name) {
				t.Fatalf("hero %s's tooltip %q does not name it", mem.Name(), tp)
			}
			seen["hero"]++
		}
		if s.Over() {
			break
		}
		table.Play(greedy(s.Match.State))
	}
	for _, k := range []string{"tile", "token", "hero"} {
		if seen[k] == 0 {
			t.Errorf("no %s tooltip was checked", k)
		}
	}
}
