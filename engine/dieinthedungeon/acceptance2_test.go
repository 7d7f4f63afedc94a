package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

func TestA31_BardTokenSides(t *testing.T) {
	for _, c := range []struct {
		level, side, bonus int
	}{{2, 0, 1}, {3, 1, 2}} {
		s := solo(t, "training", "troll", standard)
		s.me().Held[TokBard] = 1
		fight(t, s, NoEffect, hero(Fighter, c.level), hero(Wizard, c.level))
		p := s.Combat.Party
		i := slices.IndexFunc(p, func(m Member) bool { return m.Kind == Bard })
		if i < 0 || p[i].BardSide != c.side {
			t.Fatalf("level %d: party %v, want the Bard on side %d", c.level, p, c.side)
		}
		f, w := HeroChart[Fighter][c.level-1], HeroChart[Wizard][c.level-1]
		if got := p.Totals(); got[Might] != f[Might]+w[Might]+c.bonus || got[Magic] != f[Magic]+w[Magic]+c.bonus {
			t.Errorf("level %d: totals %v, want +%d each", c.level, got, c.bonus)
		}
		if got := s.heroMods(RollHero, Magic); got != c.bonus {
			t.Errorf("level %d: hero roll modifier %d, want +%d", c.level, got, c.bonus)
		}
		if s.me().Held[TokBard] != 0 {
			t.Errorf("the Bard token stayed")
		}
	}
}

func TestA32_BardLeavesWithTheLastHero(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	s.me().Held[TokBard] = 1
	setStat(s, SlotMight, 2)
	setStat(s, SlotMagic, 3)
	fight(t, s, NoEffect, hero(Fighter, 1))
	dice(s, 1) // the Fighter misses
	play(t, s, Act(KContinue, 0))
	dice(s, 5)
	play(t, s, Act(KStat, int(Agility))) // 5 on the d8 beats Agility 2 + the Bard's 1
	if s.Combat.On {
		t.Fatalf("Combat still on with %v", s.Combat.Party)
	}
	if s.me().XPTotal != 1 {
		t.Errorf("XP %d, want 1 (the Fighter only)", s.me().XPTotal)
	}
}

func TestA33_LowerAgilityToPassTheTrap(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	putTile(t, s, s.me().Pos, "dead_end_02")
	s.Combat = Combat{Slot: s.me().Pos}
	dice(s, 4)
	s.tileEffect()
	s.settle() // the Troll has no trap card: the roll is made at once
	wantStage(t, s, StBoost)
	play(t, s, Act(KLower, int(SlotAgility)))
	wantValue(t, s, SlotAgility, 7)
	wantValue(t, s, SlotHealth, 6)
	if s.Stage == StBoost || s.Stage == StDamage {
		t.Errorf("still %s after passing", s.stageWords())
	}
}

func TestA35_KoboldFlipsAtTurnEnd(t *testing.T) {
	s := solo(t, "map1", "troll", standard)
	s.me().Held[TokKobold] = 1
	empty := slotAt(t, s, 1, 1)
	putTile(t, s, empty, "four_way_03") // Crossroads: nothing happens
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KMove, empty))
	if s.me().Kobold != 1 {
		t.Errorf("the Kobold shows side %d after the turn, want Lucky Shove (1)", s.me().Kobold)
	}
}

func TestA36_Map1Frontier(t *testing.T) {
	s := solo(t, "map1", "troll", standard)
	want := []int{slotAt(t, s, 0, 0), slotAt(t, s, 1, 1)}
	if got := s.frontier(); !slices.Equal(got, want) {
		t.Errorf("frontier %v, want %v", got, want)
	}
}

func TestA37_PowderKeg(t *testing.T) {
	s := solo(t, "map4", "troll", standard)
	noMinions(s)
	dice(s, 5)
	fightEpic(t, s, "epic_dwarf", hero(Fighter, 3), hero(Fighter, 2), hero(Cleric, 2))
	wantStage(t, s, StDamage)
	if s.Dmg.Left != 3 {
		t.Errorf("Powder Keg damage %d, want 3", s.Dmg.Left)
	}
	for _, sl := range []Slot{SlotHealth, SlotMight, SlotAgility, SlotMagic} {
		if !legalHas(s, Act(KDamage, int(sl))) {
			t.Errorf("damage cannot go to %s", sl.Name())
		}
	}
}

func TestA38_PickpocketWithNoAP(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	s.me().Board[SlotAbility].Value = 0
	setStat(s, SlotHealth, 6)
	noMinions(s)
	dice(s, 11)                                            // with no AP the Ability step passes by itself
	fight(t, s, NoEffect, hero(Rogue, 2), hero(Cleric, 2)) // Agility 11, d12
	play(t, s, Act(KDamage, int(SlotHealth)))
	wantValue(t, s, SlotHealth, 5)
	wantValue(t, s, SlotAbility, 0)
}

func TestA39_TimeRunsOutOnTheMove(t *testing.T) {
	s := solo(t, "map1", "troll", standard)
	rift := slotAt(t, s, 1, 1)
	putTile(t, s, rift, "four_way_06")
	setStat(s, SlotTime, 1)
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KMove, rift))
	if !s.Over || s.Returns()[0] != 0 {
		t.Fatalf("over %v, returns %v: want a loss", s.Over, s.Returns())
	}
	wantValue(t, s, SlotTime, 0)
}

func TestA40_TimeWarpEndsTheGame(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	setStat(s, SlotTime, 1)
	setStat(s, SlotMagic, 8)
	noMinions(s)
	fight(t, s, NoEffect, hero(Wizard, 2), hero(Cleric, 2)) // Magic 11, d12
	dice(s, 10)
	play(t, s, Act(KContinue, 0))
	play(t, s, Act(KDamage, int(SlotHealth)))
	if !s.Over || s.Winner != engine.NoPlayer {
		t.Fatalf("want a loss by Time Warp; stage %s", s.stageWords())
	}
	wantValue(t, s, SlotHealth, 5)
	wantValue(t, s, SlotTime, 0)
}

func TestA41_DuelSecondEpicWins(t *testing.T) {
	s, err := New(2, 3, engine.Options{}.With(OptCreature, "troll").With(OptCreature2, "diemon"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, Act(KLayout, LayoutIndex(standard)))
	play(t, s, Act(KLayout, LayoutIndex(standard)))
	p := s.Turn
	s.me().Epics = 1
	epic := slotAt(t, s, 1, 3) // E2
	s.me().Pos = epic
	s.Combat = Combat{On: true, Slot: epic, Round: 1}
	s.join(hero(Cleric, 1)) // the last of the party
	s.Hits, s.Ret = 1, StStorm
	s.resolveHits()
	s.settle()
	if !s.Over || s.Winner != p {
		t.Fatalf("over %v, winner %d: want seat %d to win", s.Over, s.Winner, p)
	}
}

func TestA43_AmbushSkipsTheFirstAbilityStep(t *testing.T) {
	s := solo(t, "training", "troll", standard)
	setStat(s, SlotAgility, 12)
	setStat(s, SlotMagic, 12)
	dice(s, 1, 1)                                        // round 1: the heroes attack at once, and miss
	fight(t, s, Ambush, hero(Rogue, 3), hero(Wizard, 3)) // Ambush Hall's party
	wantStage(t, s, StAttackStat)
	dice(s, 1)
	play(t, s, Act(KStat, int(Might)))
	play(t, s, Act(KContinue, 0)) // accept the failure
	wantStage(t, s, StAbility)
	if s.Combat.Round != 2 {
		t.Errorf("round %d, want 2", s.Combat.Round)
	}
}
