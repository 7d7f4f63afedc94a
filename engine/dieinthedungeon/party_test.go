package dieinthedungeon

import (
	"slices"
	"testing"
)

func basic(t HeroType, level int) Member { return Member{Kind: Basic, Hero: HeroCard{t, level}} }

func epicMember(t *testing.T, id string) Member {
	t.Helper()
	i, ok := EpicByID(id)
	if !ok {
		t.Fatalf("no epic %q", id)
	}
	return Member{Kind: EpicMem, Epic: i}
}

func TestA1_A2_A3_PartyTotals(t *testing.T) {
	p := Party{basic(Fighter, 2), basic(Rogue, 2), basic(Wizard, 2), basic(Wizard, 2)}
	if got := p.Totals(); got != (Stats{11, 18, 19}) {
		t.Errorf("A1 totals %v, want 11/18/19", got)
	}
	for s, want := range []DieType{D12, D20, D20} {
		if got := p.AttackDie(Stat(s)); got != want {
			t.Errorf("A1 %s die %s, want %s", Stat(s), got, want)
		}
	}
	p = Party{basic(Fighter, 2), basic(Wizard, 2)} // the Rogue and a Wizard defeated
	if got := p.Totals(); got != (Stats{7, 7, 10}) {
		t.Errorf("A2 totals %v, want 7/7/10", got)
	}
	if p.AttackDie(Might) != D8 || p.AttackDie(Agility) != D8 || p.AttackDie(Magic) != D10 {
		t.Errorf("A2 dice %s/%s/%s, want d8/d8/d10 (R1: 7 is a d8)", p.AttackDie(Might), p.AttackDie(Agility), p.AttackDie(Magic))
	}
	p = Party{basic(Wizard, 2)}
	if got := p.Totals(); got != (Stats{1, 3, 8}) {
		t.Errorf("A3 totals %v, want 1/3/8", got)
	}
}

func TestA4_LevelOneCorner(t *testing.T) {
	p := Party{basic(Fighter, 1), basic(Rogue, 1), basic(Wizard, 1), basic(Cleric, 1)}
	if got := p.Totals(); got != (Stats{9, 9, 10}) {
		t.Errorf("totals %v, want 9/9/10", got)
	}
	for r := 1; r <= 3; r++ {
		if got := p.Attacks(r); !slices.Equal(got, []Stat{Might, Agility, Magic}) {
			t.Errorf("round %d attacks %v, want Might, Agility, Magic (the Cleric makes none)", r, got)
		}
	}
}

func TestA6_RoguePerk(t *testing.T) {
	p := Party{basic(Rogue, 1), basic(Rogue, 1), basic(Rogue, 1)}
	if got := p.Attacks(1); !slices.Equal(got, []Stat{Agility, Agility, Agility}) {
		t.Errorf("round 1 attacks %v, want three Agility attacks", got)
	}
	if got := p.Attacks(2); !slices.Equal(got, []Stat{Agility}) {
		t.Errorf("round 2 attacks %v, want one Agility attack", got)
	}
}

func TestA42_A44_OnlyTheirAttacks(t *testing.T) {
	if got := (Party{basic(Wizard, 1), basic(Wizard, 1), basic(Wizard, 1)}).Attacks(1); !slices.Equal(got, []Stat{Magic}) {
		t.Errorf("three Wizards attack with %v, want Magic only", got)
	}
	if got := (Party{basic(Cleric, 1), basic(Cleric, 2)}).Attacks(1); len(got) != 0 {
		t.Errorf("Clerics attack with %v, want none", got)
	}
	if got := (Party{{Kind: Boss}}).Attacks(1); !slices.Equal(got, []Stat{Might, Agility, Magic}) {
		t.Errorf("the DieMaster attacks with %v, want all three", got)
	}
}

func TestA18_A19_LegalTargets(t *testing.T) {
	p := Party{basic(Cleric, 1), basic(Fighter, 1)}
	if got := p.LegalTargets(); !slices.Equal(got, []int{0}) {
		t.Errorf("A18 targets %v, want only the Cleric", got)
	}
	p = Party{basic(Fighter, 1), basic(Rogue, 2)}
	if got := p.LegalTargets(); !slices.Equal(got, []int{0}) {
		t.Errorf("A19 targets %v, want only the Fighter (lowest level)", got)
	}
}

func TestA20_BarbarianChallenge(t *testing.T) {
	p := Party{epicMember(t, "epic_barbarian"), basic(Wizard, 2), basic(Cleric, 1)}
	if got := p.LegalTargets(); !slices.Equal(got, []int{0}) {
		t.Errorf("targets %v, want only the Barbarian while present", got)
	}
	p = p[1:] // the Barbarian defeated after its two hits
	if got := p.LegalTargets(); !slices.Equal(got, []int{1}) {
		t.Errorf("then targets %v, want the Cleric L1", got)
	}
}

func TestR20_PatriarchShieldsFightersAndRogues(t *testing.T) {
	p := Party{basic(Fighter, 3), basic(Rogue, 3), epicMember(t, "epic_patriarch")}
	if got := p.LegalTargets(); !slices.Equal(got, []int{2}) {
		t.Errorf("targets %v, want only the Patriarch", got)
	}
}

func TestR31_BardDwarfElfNeverTargets(t *testing.T) {
	p := Party{{Kind: Bard}, epicMember(t, "epic_dwarf"), basic(Fighter, 3), basic(Fighter, 2), basic(Cleric, 2)}
	if got := p.LegalTargets(); !slices.Equal(got, []int{4}) {
		t.Errorf("targets %v, want the Cleric only", got)
	}
	if got := p.Countable(); got != 3 {
		t.Errorf("%d countable heroes, want 3 (not the Bard or the Dwarf)", got)
	}
}

func TestDieMasterWeakensPerHit(t *testing.T) {
	m := Member{Kind: Boss, Hits: 1}
	if got := m.Stats(); got != (Stats{8, 8, 8}) {
		t.Errorf("DieMaster after a hit %v, want 8/8/8", got)
	}
}
