package dieinthedungeon

import (
	"fmt"
	"testing"
)

// Expectations in these tests are typed from the spec's text (§2, the
// acceptance examples and the rulebook's worked examples), never read back
// from the package's own tables.

func TestDieForFollowsTheChart(t *testing.T) {
	// §2.1 chart: 1–4 d4, 5–6 d6, 7–8 d8, 9–10 d10, 11–12 d12, 13+ d20;
	// R1: 7 is a d8, not the rulebook example's d10.
	want := map[int]DieType{0: D4, 1: D4, 3: D4, 4: D4, 5: D6, 6: D6, 7: D8, 8: D8,
		9: D10, 10: D10, 11: D12, 12: D12, 13: D20, 18: D20, 19: D20, 20: D20, 28: D20}
	for v, d := range want {
		if got := DieFor(v); got != d {
			t.Errorf("DieFor(%d) = %v, want %v", v, got, d)
		}
	}
}

func TestDieTypes(t *testing.T) {
	ids := []string{"die_d4", "die_d6", "die_d8", "die_d10", "die_d12", "die_d20"}
	maxes := []int{4, 6, 8, 10, 12, 20}
	mins := []int{1, 5, 7, 9, 11, 13}
	for i, id := range ids {
		d, ok := DieTypeByID(id)
		if !ok || d != DieType(i) {
			t.Fatalf("DieTypeByID(%q) = %v, %v; want type #%d", id, d, ok, i)
		}
		if d.Max() != maxes[i] || d.Min() != mins[i] || d.Die().Faces != maxes[i] {
			t.Errorf("%v: range %d–%d, %d faces; want %d–%d", d, d.Min(), d.Max(), d.Die().Faces, mins[i], maxes[i])
		}
		if DieFor(d.Min()) != d || DieFor(d.Max()) != d {
			t.Errorf("%v's range %d–%d is not its chart row", d, d.Min(), d.Max())
		}
	}
	if D4.Smaller() != D4 || D20.Larger() != D20 || D8.Smaller() != D6 || D12.Larger() != D20 {
		t.Error("size order is not d4 < d6 < d8 < d10 < d12 < d20 with the ends kept")
	}
	if _, ok := DieTypeByID("die_d7"); ok {
		t.Error("die_d7 found")
	}
}

func TestHeroDie(t *testing.T) {
	// §2.1: 1 Fighter, 2 Rogue, 3 Wizard, 4 Cleric, 5 "Lose 1 Health", 6 Bard.
	want := []HeroDieFace{{AddsHero, Fighter}, {AddsHero, Rogue}, {AddsHero, Wizard},
		{AddsHero, Cleric}, {LoseHealth, 0}, {BardJoins, 0}}
	for n := 0; n <= 7; n++ {
		f, ok := HeroDie(n)
		if n < 1 || n > 6 {
			if ok {
				t.Errorf("HeroDie(%d) = %v, want no face", n, f)
			}
			continue
		}
		if !ok || f != want[n-1] {
			t.Errorf("HeroDie(%d) = %v, want %v", n, f, want[n-1])
		}
	}
}

func TestDieNamicAndXP(t *testing.T) {
	for k := 1; k <= 6; k++ {
		if got, want := DieNamicID(k), fmt.Sprintf("dienamic_%d", k); got != want {
			t.Errorf("DieNamicID(%d) = %q, want %q", k, got, want)
		}
	}
	if DieNamicDice != 6 {
		t.Errorf("%d DieNamic dice, want 6", DieNamicDice)
	}
	// A13: six basic heroes earn the first die; A14: progress 5 plus an
	// Epic (2 XP) earns a die and leaves progress 1.
	if XPPerDieNamic/XPBasicHero != 6 {
		t.Errorf("%d basic heroes per die, want 6", XPPerDieNamic/XPBasicHero)
	}
	if p := 5 + XPEpicHero - XPPerDieNamic; p != 1 {
		t.Errorf("A14: progress after an Epic at 5 is %d, want 1", p)
	}
	if XPNone != 0 {
		t.Error("fleeing, the Bard and the DieMaster must give 0 XP")
	}
}

func TestCreatureBoard(t *testing.T) {
	for i, id := range []string{"time", "might", "agility", "magic", "health", "ability"} {
		s, ok := SlotByID(id)
		if !ok || s != Slot(i) || s.ID() != id {
			t.Errorf("slot %d: SlotByID(%q) = %v, %v", i, id, s, ok)
		}
	}
	for st := Might; st < NumStats; st++ {
		if got, ok := StatSlot(st).Stat(); !ok || got != st {
			t.Errorf("StatSlot(%v).Stat() = %v, %v", st, got, ok)
		}
	}
	if _, ok := SlotHealth.Stat(); ok {
		t.Error("health is not a Stat die")
	}
	// A12: Time 20 on a d20, AP 1 on a d4, the others at 6, 8, 10, 12.
	if StartTime != 20 || MaxTime != TimeDie.Max() || TimeDie != D20 {
		t.Errorf("time starts at %d on a %v, max %d; want 20 on a d20", StartTime, TimeDie, MaxTime)
	}
	if StartAbility != 1 || MaxAbility != AbilityDie.Max() || AbilityDie != D4 {
		t.Errorf("ability starts at %d on a %v, max %d; want 1 on a d4, max 4", StartAbility, AbilityDie, MaxAbility)
	}
	count := map[DieType]int{TimeDie: 1, AbilityDie: 1}
	for i, d := range SetupDice {
		if want := []int{6, 8, 10, 12}[i]; d.Max() != want {
			t.Errorf("setup die %d starts at %d, want %d", i, d.Max(), want)
		}
		count[d]++
	}
	for d, n := range count {
		if n > MaxDiceOfType || MaxDiceOfType != 2 {
			t.Errorf("setup puts %d %vs on the board, the limit is 2", n, d)
		}
	}
}

func TestBoardAbilitiesAndCards(t *testing.T) {
	type ab struct {
		id   string
		cost int
		win  string
	}
	type cr struct {
		id, name  string
		abilities [2]ab
		cards     [4]ab // id is the card's name here
	}
	// §2.3, typed from the spec.
	want := []cr{
		{"deyeroller", "The Deyeroller", [2]ab{{"dey_evil_eye", 2, "R"}, {"dey_twist_fate", 1, "R"}},
			[4]ab{{"Mesmerize", 3, "R"}, {"Many Eyes", 1, "X"}, {"Unblinking Stare", 2, "R"}, {"Far Sight", 1, "T"}}},
		{"troll", "The Troll O' Bones", [2]ab{{"troll_regenerate", 2, "T/R"}, {"troll_bone_shield", 2, "R"}},
			[4]ab{{"Bone Feast", 3, "T/R"}, {"Thick Hide", 2, "R"}, {"Carve Dice", 1, "T/R"}, {"Bog Bulk", 3, "T/R"}}},
		{"diemon", "The Diemon", [2]ab{{"diemon_fire_strike", 3, "R"}, {"diemon_brute_force", 2, "R"}},
			[4]ab{{"Inferno", 4, "R"}, {"Scorched Path", 2, "X"}, {"Infernal Rage", 1, "R"}, {"Demonic Pact", 3, "T/R"}}},
		{"dierake", "The Dierake", [2]ab{{"dierake_hoard", 2, "T/R"}, {"dierake_dice_storm", 3, "R"}},
			[4]ab{{"Treasure Trove", 3, "T/R"}, {"Loaded Dice", 2, "R"}, {"Shiny Distraction", 1, "R"}, {"Golden Rake", 4, "R"}}},
		{"tombstones", "Tombstones, the Undied Knight", [2]ab{{"tomb_shield_wall", 2, "R"}, {"tomb_dread", 3, "R"}},
			[4]ab{{"Undying", 3, "T/R"}, {"Terrify", 2, "R"}, {"Grave Blade", 1, "R"}, {"Rise Again", 4, "T/R"}}},
	}
	if len(Creatures) != len(want) {
		t.Fatalf("%d creatures, want %d", len(Creatures), len(want))
	}
	seen := map[string]bool{}
	for i, w := range want {
		ci, ok := CreatureByID(w.id)
		if !ok || ci != i || Creatures[ci].Name != w.name {
			t.Fatalf("creature %q: index %d, %v", w.id, ci, ok)
		}
		c := Creatures[ci]
		for j, a := range c.Abilities {
			if a.ID != w.abilities[j].id || a.Cost != w.abilities[j].cost || a.Windows.String() != w.abilities[j].win || a.Name == "" || a.Text == "" {
				t.Errorf("%s ability %d = %s %d AP %v, want %v", c.ID, j, a.ID, a.Cost, a.Windows, w.abilities[j])
			}
			if gc, gj, ok := AbilityByID(a.ID); !ok || gc != ci || gj != j {
				t.Errorf("AbilityByID(%q) = %d, %d, %v", a.ID, gc, gj, ok)
			}
			if seen[a.ID] {
				t.Errorf("id %q twice", a.ID)
			}
			seen[a.ID] = true
		}
		for j, card := range c.Cards {
			id := fmt.Sprintf("%s_c%d", w.id, j+1) // §2.3: <creature>_c1…c4
			if card.ID != id || card.Name != w.cards[j].id || card.Cost != w.cards[j].cost || card.Windows.String() != w.cards[j].win {
				t.Errorf("%s card %d = %s %q %d AP %v, want %s %v", c.ID, j, card.ID, card.Name, card.Cost, card.Windows, id, w.cards[j])
			}
			if card.Text == "" || card.BattleCry == "" {
				t.Errorf("%s has no text or battle cry", card.ID)
			}
			if gc, gj, ok := AbilityCardByID(id); !ok || gc != ci || gj != j {
				t.Errorf("AbilityCardByID(%q) = %d, %d, %v", id, gc, gj, ok)
			}
			seen[card.ID] = true
		}
		for _, cost := range []int{c.Abilities[0].Cost, c.Abilities[1].Cost, c.Cards[0].Cost, c.Cards[1].Cost, c.Cards[2].Cost, c.Cards[3].Cost} {
			if cost < 1 || cost > MaxAbility {
				t.Errorf("%s: a cost of %d AP cannot be paid from a d4", c.ID, cost)
			}
		}
	}
	if _, ok := CreatureByID("dragon"); ok {
		t.Error("dragon found")
	}
	if _, _, ok := AbilityCardByID("troll_c5"); ok {
		t.Error("troll_c5 found")
	}
}

func TestHeroChart(t *testing.T) {
	// §2.5, typed from the spec: Fighter, Rogue, Wizard, Cleric by level.
	want := [4][4]string{
		{"4/2/1", "6/4/2", "8/5/3", "10/6/3"},
		{"2/4/1", "3/8/1", "4/10/2", "5/12/2"},
		{"1/1/6", "1/3/8", "2/4/10", "2/5/12"},
		{"2/2/2", "3/3/3", "4/4/4", "5/5/5"},
	}
	ids := []string{"fighter", "rogue", "wizard", "cleric"}
	cards := 0
	for ty := range want {
		for l := 1; l <= 4; l++ {
			id := fmt.Sprintf("%s_L%d", ids[ty], l)
			h, ok := HeroCardByID(id)
			if !ok || h != (HeroCard{HeroType(ty), l}) || h.ID() != id {
				t.Fatalf("HeroCardByID(%q) = %v, %v", id, h, ok)
			}
			if h.Stats().String() != want[ty][l-1] {
				t.Errorf("%s = %v, want %s", id, h.Stats(), want[ty][l-1])
			}
			cards += HeroCopies
		}
	}
	if cards != 64 {
		t.Errorf("%d hero cards, want 64", cards)
	}
	if _, ok := HeroCardByID("fighter_L5"); ok {
		t.Error("fighter_L5 found")
	}
}

// totals sums a party's stats.
func totals(party ...HeroCard) (s Stats) {
	for _, h := range party {
		for i, v := range h.Stats() {
			s[i] += v
		}
	}
	return s
}

func TestHeroChartFitsTheExamples(t *testing.T) {
	f2, r2, w2 := HeroCard{Fighter, 2}, HeroCard{Rogue, 2}, HeroCard{Wizard, 2}
	l1 := []HeroCard{{Fighter, 1}, {Rogue, 1}, {Wizard, 1}, {Cleric, 1}}
	tests := []struct {
		name  string
		party []HeroCard
		want  string
		dice  [3]DieType
	}{
		{"A1", []HeroCard{f2, r2, w2, w2}, "11/18/19", [3]DieType{D12, D20, D20}},
		{"A2", []HeroCard{f2, w2}, "7/7/10", [3]DieType{D8, D8, D10}},
		{"A3", []HeroCard{w2}, "1/3/8", [3]DieType{D4, D4, D8}},
		{"A4", l1, "9/9/10", [3]DieType{D10, D10, D10}},
		{"A6", []HeroCard{{Rogue, 1}, {Rogue, 1}, {Rogue, 1}}, "6/12/3", [3]DieType{D6, D12, D4}},
		{"A7", []HeroCard{{Fighter, 1}, {Fighter, 1}, {Fighter, 1}}, "12/6/3", [3]DieType{D12, D6, D4}},
		{"A42", []HeroCard{{Wizard, 1}, {Wizard, 1}, {Wizard, 1}}, "3/3/18", [3]DieType{D4, D4, D20}},
	}
	for _, tt := range tests {
		s := totals(tt.party...)
		if s.String() != tt.want {
			t.Errorf("%s: totals %v, want %s", tt.name, s, tt.want)
		}
		for i, v := range s {
			if DieFor(v) != tt.dice[i] {
				t.Errorf("%s: %v %d rolls a %v, want %v", tt.name, Stat(i), v, DieFor(v), tt.dice[i])
			}
		}
	}
}

func TestHeroTypes(t *testing.T) {
	// §2.5 and R22: which attack each type triggers, its perk and Bonus.
	want := []struct {
		attack       Stat
		perk, bonus  string
		name, idWant string
	}{
		{Might, "Brothers in Arms", "Crushing Blow", "Fighter", "fighter"},
		{Agility, "Ambush", "Pickpocket", "Rogue", "rogue"},
		{Magic, "Time Drain", "Time Warp", "Wizard", "wizard"},
		{NoStat, "Silence", "Sanctuary", "Cleric", "cleric"},
	}
	for i, w := range want {
		h := HeroTypes[i]
		if h.Attack != w.attack || h.Perk.Name != w.perk || h.Bonus.Name != w.bonus || h.Name != w.name || h.ID != w.idWant {
			t.Errorf("hero type %d = %+v, want %+v", i, h, w)
		}
	}
	if BonusThreshold != 10 {
		t.Errorf("Bonus from %d, R19 says 10", BonusThreshold)
	}
}
