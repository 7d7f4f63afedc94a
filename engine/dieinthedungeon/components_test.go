package dieinthedungeon

import (
	"slices"
	"testing"
)

func TestEpicHeroes(t *testing.T) {
	// §2.6, typed from the spec; hits 0 = "auto" (the Dwarf and the Elf).
	want := []struct {
		id, name string
		stats    string
		attacks  []Stat
		hits     int
		powers   []string
	}{
		{"epic_barbarian", "Barbarian", "10/7/3", []Stat{Might}, 2, []string{"Challenge"}},
		{"epic_assassin", "Assassin", "3/10/2", []Stat{Agility}, 1, []string{"Backstab"}},
		{"epic_warlock", "Warlock", "2/3/10", []Stat{Magic}, 1, []string{"Hex", "Dark Pulse"}},
		{"epic_patriarch", "Patriarch", "2/2/4", nil, 2, []string{"Holy Aegis"}},
		{"epic_dwarf", "Dwarf Explosionist", "0/0/0", nil, 0, []string{"Powder Keg"}},
		{"epic_elf", "Elf Ranger", "0/0/0", nil, 0, []string{"Hunter's Arrow"}},
	}
	if len(Epics) != len(want) {
		t.Fatalf("%d Epic heroes, want %d", len(Epics), len(want))
	}
	for i, w := range want {
		ei, ok := EpicByID(w.id)
		if !ok || ei != i {
			t.Fatalf("EpicByID(%q) = %d, %v", w.id, ei, ok)
		}
		e := Epics[ei]
		var powers []string
		for _, p := range e.Powers {
			powers = append(powers, p.Name)
			if p.Text == "" {
				t.Errorf("%s: %s has no text", e.ID, p.Name)
			}
		}
		if e.Name != w.name || e.Stats.String() != w.stats || !slices.Equal(e.Attacks, w.attacks) || e.Hits != w.hits || !slices.Equal(powers, w.powers) {
			t.Errorf("%s = %s %v attacks %v, %d hits, %v; want %+v", e.ID, e.Name, e.Stats, e.Attacks, e.Hits, powers, w)
		}
	}
	if EpicLevel != 5 || EpicLevel <= MaxHeroLevel {
		t.Errorf("Epic heroes count as level %d, want 5", EpicLevel)
	}
	if PowderKegDie != D6 || PowderKegTarget != 5 || ArrowDie != D8 || BackstabBonus != 2 || HexPenalty != 3 {
		t.Error("an Epic power's number differs from §2.6")
	}
}

func TestDieMaster(t *testing.T) {
	d := DieMaster
	if d.ID != "boss_diemaster" || d.Stats.String() != "10/10/10" || d.Hits != 3 || len(d.Attacks) != 3 {
		t.Fatalf("DieMaster = %+v, want boss_diemaster 10/10/10, 3 hits, three attacks", d)
	}
	// "after each hit its three stats each drop by 2 (10 → 8 → 6)"
	var seen []int
	for h := 0; h < d.Hits; h++ {
		seen = append(seen, d.Stats[Might]-h*d.StatLossPerHit)
	}
	if !slices.Equal(seen, []int{10, 8, 6}) {
		t.Errorf("DieMaster's stats go %v, want 10 → 8 → 6", seen)
	}
	if d.Powers[0].Name != "Sands of Time" {
		t.Errorf("DieMaster's power is %q, want Sands of Time", d.Powers[0].Name)
	}
	if _, ok := EpicByID(d.ID); ok {
		t.Error("the DieMaster is not one of the six Epic cards")
	}
}

func TestEpicTiles(t *testing.T) {
	// §2.6 tile table (and the rulebook's party texts for E1–E4).
	want := []struct {
		id, code, epic string
		party          []HeroCard
		effect         EffectKind
	}{
		{"epic_01", "E1", "epic_barbarian", []HeroCard{{Wizard, 2}, {Cleric, 1}}, NoEffect},
		{"epic_02", "E2", "epic_assassin", []HeroCard{{Cleric, 2}, {Cleric, 2}, {Rogue, 2}}, Sanctified},
		{"epic_03", "E3", "epic_warlock", []HeroCard{{Wizard, 3}, {Wizard, 2}, {Wizard, 1}}, NoEffect},
		{"epic_04", "E4", "epic_patriarch", []HeroCard{{Fighter, 3}, {Rogue, 3}}, NoEffect},
		{"epic_05", "E5", "epic_dwarf", []HeroCard{{Fighter, 3}, {Fighter, 2}, {Cleric, 2}}, NoEffect},
		{"epic_06", "E6", "epic_elf", []HeroCard{{Rogue, 3}, {Rogue, 2}, {Wizard, 1}}, NoEffect},
	}
	for _, w := range want {
		i, ok := TileByID(w.id)
		if !ok {
			t.Fatalf("Epic tile %s missing", w.id)
		}
		tl := Tiles[i]
		if tl.Kind != EpicTile || tl.Code != w.code || tl.Epic != w.epic || !slices.Equal(tl.Party, w.party) || tl.Effect.Kind != w.effect {
			t.Errorf("%s = %+v, want %+v", w.id, tl, w)
		}
		if _, ok := EpicByID(tl.Epic); !ok {
			t.Errorf("%s is led by %q, which is no Epic hero", tl.ID, tl.Epic)
		}
		for _, h := range tl.Party {
			if !h.Valid() {
				t.Errorf("%s: %v is not on the Hero Chart", tl.ID, h)
			}
		}
		if tl.Level != 0 || len(tl.Heads) != 0 || tl.Name == "" {
			t.Errorf("%s: level %d, heads %v, name %q: Epic tiles have fixed parties, no level, no ? (R33)", tl.ID, tl.Level, tl.Heads, tl.Name)
		}
	}
}

func TestAllies(t *testing.T) {
	b12, b34 := BardSides[0], BardSides[1]
	if BardID != "bard" || b12.ID != "bard_12" || b12.Name != "Lute of Courage" || b12.Stats.String() != "1/1/1" || b12.RollBonus != 1 ||
		b34.ID != "bard_34" || b34.Name != "Anthem of Heroes" || b34.Stats.String() != "2/2/2" || b34.RollBonus != 2 {
		t.Errorf("Bard sides %+v, %+v differ from §2.7", b12, b34)
	}
	// A31: L2 → the 1/2 side, L3 → 3/4; an Epic counts as 5.
	for level, side := range map[int]string{1: "bard_12", 2: "bard_12", 3: "bard_34", 4: "bard_34", EpicLevel: "bard_34"} {
		if got := BardSideFor(level).ID; got != side {
			t.Errorf("BardSideFor(%d) = %s, want %s", level, got, side)
		}
	}
	k, ok := AllyByID("ally_kobold")
	if !ok || Allies[k].Name != "Kobold" || len(Allies[k].Sides) != 2 ||
		Allies[k].Sides[0].ID != "kobold_peek" || Allies[k].Sides[1].ID != "kobold_shove" ||
		Allies[k].Sides[0].Name != "Sneak Peek" || Allies[k].Sides[1].Name != "Lucky Shove" {
		t.Errorf("Kobold = %+v", Allies[k])
	}
	d, ok := AllyByID("ally_diesplacer")
	if !ok || Allies[d].Name != "Diesplacer Beast" || len(Allies[d].Sides) != 1 || Allies[d].Sides[0].Text == "" {
		t.Errorf("Diesplacer = %+v, want a single-sided card", Allies[d])
	}
	if KoboldShoveBonus != 2 {
		t.Errorf("Lucky Shove gives %d, want +2", KoboldShoveBonus)
	}
	if _, ok := AllyByID("bard"); ok {
		t.Error("the Bard is a special card, not an ally card")
	}
}

func TestTokens(t *testing.T) {
	// §2.8, typed from the spec.
	want := []struct {
		id     string
		count  int
		group  TokenGroup
		die    DieType
		slot   Slot
		amount int
	}{
		{"dm_d4", 4, DieMinions, D4, 0, 0}, {"dm_d6", 5, DieMinions, D6, 0, 0},
		{"dm_d8", 3, DieMinions, D8, 0, 0}, {"dm_d10", 1, DieMinions, D10, 0, 0},
		{"dm_d12", 1, DieMinions, D12, 0, 0},
		{"tok_might", 1, StatTokens, 0, SlotMight, 2}, {"tok_agility", 1, StatTokens, 0, SlotAgility, 2},
		{"tok_magic", 1, StatTokens, 0, SlotMagic, 2}, {"tok_health", 2, StatTokens, 0, SlotHealth, 2},
		{"tok_time", 2, StatTokens, 0, SlotTime, 3}, {"tok_ability", 2, StatTokens, 0, SlotAbility, 2},
		{"tok_bard", 1, SpecialTokens, 0, 0, 0}, {"tok_kobold", 1, SpecialTokens, 0, 0, 0},
		{"tok_diesplacer", 1, SpecialTokens, 0, 0, 0}, {"tok_diemaster", 1, SpecialTokens, 0, 0, 0},
	}
	if int(NumTokens)-1 != len(want) {
		t.Fatalf("%d token kinds, want %d", NumTokens-1, len(want))
	}
	for _, w := range want {
		tok, ok := TokenByID(w.id)
		if !ok || tok.ID() != w.id || tok.String() != w.id {
			t.Fatalf("TokenByID(%q) = %v, %v", w.id, tok, ok)
		}
		in := tok.Info()
		if in.Count != w.count || in.Group != w.group || in.Text == "" {
			t.Errorf("%s: %d in group %d, want %d in %d", w.id, in.Count, in.Group, w.count, w.group)
		}
		switch w.group {
		case DieMinions:
			if dm, ok := DieMinionFor(w.die); in.Die != w.die || !ok || dm != tok {
				t.Errorf("%s rolls a %v, want %v", w.id, in.Die, w.die)
			}
		case StatTokens:
			if in.Slot != w.slot || in.Amount != w.amount {
				t.Errorf("%s gives +%d %s, want +%d %s", w.id, in.Amount, in.Slot.ID(), w.amount, w.slot.ID())
			}
		}
	}
	if _, ok := DieMinionFor(D20); ok {
		t.Error("there is no d20 DieMinion")
	}
	if _, ok := TokenByID(""); ok {
		t.Error("the empty id names no token")
	}
	if StartingDieMinion.ID() != "dm_d6" {
		t.Errorf("a creature starts with %s, want dm_d6", StartingDieMinion)
	}
}

// TestSupplySummary checks §2.10's totals against the sums of the
// component tables of §2.3–§2.9.
func TestSupplySummary(t *testing.T) {
	var got SupplySummary
	for ty := range HeroType(NumHeroTypes) {
		for l := 1; l <= MaxHeroLevel; l++ {
			if (HeroCard{ty, l}).Valid() {
				got.HeroCards += HeroCopies
			}
		}
	}
	got.EpicCards = len(Epics)
	if DieMaster.ID != "" {
		got.DieMasterCards = 1
	}
	got.BardCards, got.BardSides = 1, len(BardSides)
	got.AllyCards = len(Allies)
	for _, c := range Creatures {
		got.AbilityCards += len(c.Cards)
		got.CreatureBoards++
		got.Standees++
	}
	if HeroDieID != "" {
		got.HeroDice = 1
	}
	got.Tiles = len(Tiles)
	for tok := NoToken + 1; tok < NumTokens; tok++ {
		switch tok.Info().Group {
		case DieMinions:
			got.DieMinions += tok.Info().Count
		case StatTokens:
			got.StatTokens += tok.Info().Count
		case SpecialTokens:
			got.SpecialTokens += tok.Info().Count
		}
	}
	if got != Supply {
		t.Errorf("the tables add up to\n%+v\n§2.10 says\n%+v", got, Supply)
	}
	// §2.10 as written, and §2.3's "4 per creature".
	want := SupplySummary{64, 6, 1, 1, 2, 2, 20, 5, 5, 1, 68, 14, 9, 4}
	if Supply != want {
		t.Errorf("Supply = %+v, §2.10 says %+v", Supply, want)
	}
}

func TestIDsAreUnique(t *testing.T) {
	seen := map[string]string{}
	add := func(what, id string) {
		if id == "" {
			t.Errorf("%s has no id", what)
		}
		if prev, ok := seen[id]; ok && prev != what {
			t.Errorf("id %q is both %s and %s", id, prev, what)
		}
		seen[id] = what
	}
	for _, c := range Creatures {
		add("creature", c.ID)
		for _, a := range c.Abilities {
			add("ability", a.ID)
		}
		for _, k := range c.Cards {
			add("card", k.ID)
		}
	}
	for _, e := range Epics {
		add("epic", e.ID)
	}
	add("boss", DieMaster.ID)
	for _, a := range Allies {
		add("ally", a.ID)
		for _, s := range a.Sides {
			if s.ID != a.ID {
				add("ally side", s.ID)
			}
		}
	}
	for _, s := range BardSides {
		add("bard side", s.ID)
	}
	for tok := NoToken + 1; tok < NumTokens; tok++ {
		add("token", tok.ID())
	}
	for _, tl := range Tiles {
		add("tile", tl.ID)
	}
	for _, m := range Maps {
		add("map", m.ID)
	}
	for ty := range HeroType(NumHeroTypes) {
		for l := 1; l <= MaxHeroLevel; l++ {
			add("hero card", HeroCard{ty, l}.ID())
		}
	}
	for d := D4; d <= D20; d++ {
		add("die", d.ID())
	}
	for k := 1; k <= DieNamicDice; k++ {
		add("dienamic", DieNamicID(k))
	}
	add("hero die", HeroDieID)
	// 5 creatures, 10 abilities, 20 cards, 6 Epics, the DieMaster, 2 allies,
	// 2 Kobold sides, 2 Bard sides, 15 tokens, 68 tiles, 8 maps, 16 hero
	// cards, 6 dice, 6 DieNamic dice, the Hero Die.
	if len(seen) != 168 {
		t.Errorf("%d distinct ids, want 168", len(seen))
	}
}
