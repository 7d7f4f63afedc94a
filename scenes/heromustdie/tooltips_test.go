package heromustdie

import (
	"fmt"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// Every card, token, box and space on the table has a tooltip with its
// full data, checked at every decision of a whole game: boxes, locations,
// floors and their guards and buildings, the party track and the parties,
// event slots, monster cards in the row, the pool and the panels, VP
// cells, player panels, the hand, and the fighters of the combat overlay.
// Resting the pointer on a box shows its tooltip.
func TestTooltipsTellEverything(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 6)
	table, h := viewerAt(t, s)
	{
		r := BoxRect(0)
		for range ui.TipDelay + 2 {
			h.Frame(t, ui.Frame{Mouse: r.Center()})
		}
		if !table.Hover.Shown(h.Tick) || table.Hover.Spot == nil || table.Hover.Spot.Key != (spotKey{Kind: AtBox, I: 0}) {
			t.Error("resting on a box shows no tooltip")
		}
	}
	policy := eager(6)
	seen := map[string]int{}
	// fighters checks the tooltips of the fighters of table's fight, if shown.
	var has func(what, tp string, words ...string)
	fighters := func(table *Table, tip func(kind uint8, i int) string) {
		if !table.fightShown() {
			return
		}
		st := table.q.Shown
		for i, f := range st.Fight.Heroes {
			has("fighter", tip(AtFightHero, i), hmd.Heroes[f.Card].Name, fmt.Sprintf("HP %d", heroStrength(f).Max()))
		}
		for i, f := range st.Fight.Monsters {
			has("fighter", tip(AtFightMon, i), hmd.Monsters[f.Card].Name, fmt.Sprintf("%d wounds", f.Wounds))
		}
	}
	tip := func(kind uint8, i int) string {
		sp := table.Spots.At(spotKey{Kind: kind, I: i})
		if sp == nil {
			t.Fatalf("no spot %d/%d", kind, i)
		}
		return sp.Hint
	}
	has = func(what, tp string, words ...string) {
		for _, w := range words {
			if !strings.Contains(tp, w) {
				t.Fatalf("the tooltip of %s lacks %q: %q", what, w, tp)
			}
		}
		seen[what]++
	}
	for step := 0; step < 900 && !s.Over(); step++ {
		if s.BotTurn() {
			for !s.Think(256) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		st := table.q.Shown
		for b := range hmd.NumBoxes {
			has("box", tip(AtBox, b), boxName(b), boxWords(b))
		}
		for l := range hmd.NumLocations {
			has("location", tip(atLocation, int(l)), hmd.LocationNames[l], locationWords[l])
		}
		for f := 1; f <= hmd.NumFloors; f++ {
			has("floor", tip(AtFloor, f), fmt.Sprintf("Floor %d", f), roomWords(st.Floors[f-1].Room), "traps and rooms stay with the floor")
			if g := st.GuardOf(int8(f)); g >= 0 && len(st.Ring) > 0 {
				has("guard", tip(atGuard, f), s.Name(engineP(g)), "traps and rooms stay with the floor")
			}
			for i, k := range st.Floors[f-1].Traps {
				if st.Floors[f-1].Room > 0 {
					i++
				}
				has("trap", tip(atBuilding, f*8+i), hmd.Traps[k].Name, fmt.Sprintf("damage %d", hmd.Traps[k].Damage))
			}
		}
		for i := range hmd.NumParties {
			tp := tip(AtParty, i)
			has("party", tp, fmt.Sprintf("party %d", i+1))
			for _, hr := range st.Parties[i].Heroes {
				has("hero", tp, hmd.Heroes[hr.Card].Name)
			}
		}
		for w := hmd.AtCastle; w <= hmd.AtEntrance; w++ {
			has("track", tip(atTrack, int(w)), hmd.WhereNames[w][4:])
		}
		for turn := 1; turn <= hmd.Turns; turn++ {
			has("slot", tip(atSlot, turn), fmt.Sprintf("slot %d", turn))
		}
		for _, m := range append(append([]int8{}, st.MonsterRow...), st.MonsterPool...) {
			mon := hmd.Monsters[m]
			has("monster", tip(AtMonster, int(m)), mon.Name, familyName(mon.Family), fmt.Sprintf("level %d", mon.Level), costWords(mon.Cost))
		}
		for p := range st.Seats {
			has("panel", tip(AtPanel, p), s.Name(engineP(int8(p))), fmt.Sprintf("%d VP", st.Seats[p].VP))
			for k, m := range st.Seats[p].Monsters {
				if k < table.chipsShown(p) {
					has("owned", tip(AtOwned, int(m)), hmd.Monsters[m].Name)
				}
			}
		}
		for v := 0; v <= hmd.MaxVP; v++ {
			has("vp", tip(atVP, v), fmt.Sprintf("%d VP", v))
		}
		if table.drawerShown() {
			cards, _, kind := table.drawerCards(st)
			for _, c := range cards {
				has("plot", tip(kind, int(c)), hmd.Plots[c].Name, plotWords[hmd.Plots[c].Kind])
			}
		}
		fighters(table, tip)
		if err := s.Play(policy(s.Match.State)); err != nil {
			t.Fatal(err)
		}
	}
	// The fighters, in a fight of the human's that the tests' own policy
	// brings (the bots' play need not bring one to seed 6's game).
	fight, _ := scriptedAt(t, func(st *hmd.State) bool { return st.Fight.Active && combatStage(st.Stage) })
	fighters(fight, func(kind uint8, i int) string {
		sp := fight.Spots.At(spotKey{Kind: kind, I: i})
		if sp == nil {
			t.Fatalf("no spot %d/%d in the fight", kind, i)
		}
		return sp.Hint
	})
	for _, k := range []string{"box", "floor", "guard", "trap", "party", "hero", "monster", "owned", "plot", "panel", "vp", "fighter"} {
		if seen[k] == 0 {
			t.Errorf("no %s tooltip was checked", k)
		}
	}
}

// The table's regions lie on the screen and apart: the board's left half,
// the slots, the monsters, the panels, the log and the prompt.
func TestRegionsFitTheScreen(t *testing.T) {
	all := []layout.Rect{CombatRect, HandDrawer, BuildRect, FullLog, ModalRect}
	for _, r := range Regions {
		all = append(all, r)
	}
	for f := 1; f <= hmd.NumFloors; f++ {
		all = append(all, FloorRect(f), QueueArea(f))
	}
	for b := range hmd.NumBoxes {
		if l := LocationRect(hmd.Boxes[b].Loc); l.Intersect(BoxRect(b)) != BoxRect(b) {
			t.Errorf("box %d lies outside its location", b)
		}
	}
	for n := hmd.MinPlayers; n <= hmd.MaxPlayers; n++ {
		lr := LogRect(n)
		if lr.H < 44 || lr.Bottom() > PromptBar.Y || lr.Y < PanelRect(n-1, n).Bottom() {
			t.Errorf("%d players: the log %v does not fit between the panels and the prompt", n, lr)
		}
		all = append(all, lr, PanelRect(n-1, n))
	}
	for _, r := range all {
		if r.X < 0 || r.Y < 0 || r.Right() > layout.Width || r.Bottom() > layout.Height {
			t.Errorf("%v is off the screen", r)
		}
	}
	if CombatRect.Bottom() > PromptBar.Y {
		t.Error("the combat overlay covers the prompt bar")
	}
}

func engineP(p int8) engine.Player { return engine.Player(p) }

// The Forest's boxes say how the die gives gold, and that Carriage
// Arrived doubles it (pt31 #8: "Roll the d6 for 1–3 gold" did not say
// which faces give what).
func TestForestTooltipSaysHowTheDieGivesGold(t *testing.T) {
	for b, x := range hmd.Boxes {
		if x.Loc != hmd.Forest {
			continue
		}
		for _, w := range []string{"1–2 finds 1 gold", "3–4 finds 2", "5–6 finds 3", "Carriage Arrived"} {
			if !strings.Contains(boxWords(b), w) {
				t.Errorf("the Forest box %d's words %q do not say %q", b, boxWords(b), w)
			}
		}
	}
}
