package dieinthedungeon

import (
	"fmt"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// inside reports whether r lies within outer (to the pixel).
func inside(r, outer layout.Rect) bool {
	const eps = 0.01
	return r.X >= outer.X-eps && r.Y >= outer.Y-eps && r.Right() <= outer.Right()+eps && r.Bottom() <= outer.Bottom()+eps
}

func overlap(a, b layout.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// The spec's regions fill the screen without overlapping.
func TestRegionsAreTheSpecs(t *testing.T) {
	screen := layout.Rect{W: layout.Width, H: layout.Height}
	for name, r := range Regions {
		if !inside(r, screen) {
			t.Errorf("%s %v is off the screen", name, r)
		}
		for other, o := range Regions {
			if name < other && overlap(r, o) {
				t.Errorf("%s %v overlaps %s %v", name, r, other, o)
			}
		}
	}
	if got, want := MapArea, (layout.Rect{X: 420, Y: 56, W: 580, H: 408}); got != want {
		t.Errorf("map_area is %v, the spec says %v", got, want)
	}
}

// Every fixed place of the table lies in its region.
func TestPlacesInsideTheirRegions(t *testing.T) {
	type check struct {
		name   string
		r, reg layout.Rect
	}
	var checks []check
	add := func(name string, r, reg layout.Rect) { checks = append(checks, check{name, r, reg}) }
	for s := range dd.Slot(dd.NumSlots) {
		add(fmt.Sprint("die slot ", s.ID()), BoardSlot(s), CreatureBoard)
		add(fmt.Sprint("slot label ", s.ID()), BoardSlotLabel(s), CreatureBoard)
	}
	for k := range dd.DieNamicDice {
		add(fmt.Sprint("track ", k), TrackSlot(k), CreatureBoard)
	}
	for i, r := range BoardAbility {
		add(fmt.Sprint("ability ", i), r, CreatureBoard)
	}
	add("xp", BoardXP, CreatureBoard)
	add("token spot", BoardToken, CreatureBoard)
	add("name", BoardName, CreatureBoard)
	for i := range 4 {
		add(fmt.Sprint("card ", i), CardRect(i), AbilityCards)
	}
	for tk := dd.DieMinionD4; tk <= dd.DieMinionD12; tk++ {
		add(tk.ID(), InvMinion(tk), Inventory)
	}
	for tk := dd.TokMight; tk <= dd.TokAbility; tk++ {
		add(tk.ID(), InvStat(tk), Inventory)
		for i := range 2 {
			if overlap(InvStat(tk), InvAlly(i)) || overlap(InvMinion(dd.DieMinionD12), InvAlly(i)) {
				t.Errorf("%s overlaps ally card %d", tk.ID(), i)
			}
		}
	}
	for i := range 2 {
		add(fmt.Sprint("ally ", i), InvAlly(i), Inventory)
	}
	for _, m := range dd.Maps {
		for i := range m.Slots {
			add(fmt.Sprintf("%s slot %d", m.ID, i), TileRect(&m, i), MapTall)
			add(fmt.Sprintf("%s slot %d in a roll", m.ID, i), RollTileRect(&m, i), MapWide)
			add(fmt.Sprintf("%s slot %d in a fight", m.ID, i), FightTileRect(&m, i), MapArea)
		}
	}
	for n := 1; n <= 6; n++ {
		rs := PartyCards(n)
		for i, r := range rs {
			add(fmt.Sprintf("party of %d, card %d", n, i), r, PartyGrid())
			for j := range i {
				if overlap(r, rs[j]) {
					t.Errorf("party of %d: cards %d and %d overlap", n, i, j)
				}
			}
		}
	}
	add("party grid", PartyGrid(), PartyPanel)
	add("totals", PartyTotals, PartyPanel)
	add("chips", PartyChips, PartyPanel)
	for name, r := range map[string]layout.Rect{"tray die": TrayDie, "tray title": TrayTitle, "tray rows": TrayRows, "tray final": TrayFinal, "tray fx": TrayFx} {
		add(name, r, DiceTray)
	}
	add("prompt text", PromptText, PromptBar)
	add("prompt buttons", PromptButtons, PromptBar)
	for k := range 4 {
		l, dice := layoutPicker(k)
		add(fmt.Sprint("layout label ", k), l, PromptButtons)
		for _, d := range dice {
			add(fmt.Sprint("layout die ", k), d, PromptButtons)
		}
	}
	for name, r := range map[string]layout.Rect{"pause": barPause, "undo": barUndo, "rules": barRules, "menu": barMenu} {
		add(name, r, TopBar)
	}
	add("end panel", EndRect, FullLog)
	for _, c := range checks {
		if !inside(c.r, c.reg) {
			t.Errorf("%s %v is outside its region %v", c.name, c.r, c.reg)
		}
	}
}

// The top bar's words end before its buttons, alone and in the Duel, and
// the prompt's buttons stay in the prompt bar in every decision of whole
// games.
func TestDrawnLayoutStaysInside(t *testing.T) {
	for _, tt := range []struct{ seats, opts string }{
		{"human", "map=map6"}, {"human", "map=map5"}, {"human,greedy", ""}, {"human,human", ""},
	} {
		t.Run(tt.seats+tt.opts, func(t *testing.T) {
			s, table, h := newTable(t, tt.seats, 5, tt.opts, prefs.Instant)
			greedy := scenetest.Greedy(1)
			decisions := 0
			for i := 0; i < 4000 && !s.Over(); i++ {
				if h.Scene != table {
					h.Scene = table // past the pass screen
					s.Pass()
				}
				h.Idle(t, 1)
				if table.topEnd > barPause.X-4 {
					t.Fatalf("the top bar's words run to x=%v, into its buttons at %v", table.topEnd, barPause.X)
				}
				if !table.Mine() {
					continue
				}
				decisions++
				for _, b := range table.buttons {
					if !inside(b.Rect, PromptButtons) {
						t.Fatalf("button %q %v is outside the prompt bar", b.Label, b.Rect)
					}
				}
				for _, sp := range table.Spots.Order {
					if sp.Live && !inside(sp.Rect, layout.Rect{W: layout.Width, H: layout.Height}) {
						t.Fatalf("a clickable spot %v is off the screen", sp.Rect)
					}
				}
				table.Play(greedy(s.Match.State))
			}
			if decisions < 20 {
				t.Errorf("only %d decisions seen", decisions)
			}
		})
	}
}

// Every map's grid lies inside the map area and spans nearly its width or
// its height, however few tiles it has (The Cellar's 3×5 filled a third of
// the area, hard to read at 1024×576); no tile shrinks below tileSize.
func TestEveryMapFillsItsArea(t *testing.T) {
	for _, a := range []struct {
		area layout.Rect
		tile func(*dd.Map, int) layout.Rect
	}{{MapTall, TileRect}, {MapWide, RollTileRect}, {MapArea, FightTileRect}} {
		MapArea := a.area
		for mi := range dd.Maps {
			m := &dd.Maps[mi]
			var grid layout.Rect
			for i := range m.Slots {
				r := a.tile(m, i)
				if r.W < tileSize || r.X < MapArea.X || r.Y < MapArea.Y || r.Right() > MapArea.Right() || r.Bottom() > MapArea.Bottom() {
					t.Errorf("%s: slot %d at %v (map area %v)", m.ID, i, r, MapArea)
				}
				if i == 0 {
					grid = r
				}
				grid = grid.Union(r)
			}
			if grid.W < 0.9*MapArea.W && grid.H < 0.9*MapArea.H {
				t.Errorf("%s: the %d×%d grid spans %.0f×%.0f of the %.0f×%.0f area", m.ID, m.Rows, m.Cols, grid.W, grid.H, MapArea.W, MapArea.H)
			}
		}
	}
}
