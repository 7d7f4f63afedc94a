package dieinthedungeon

import "testing"

// board builds a board from slot values and types, time/ability as given.
func board(t *testing.T, dice map[Slot]BoardDie) Board {
	t.Helper()
	b, err := NewBoard(D6, D8, D10, D12)
	if err != nil {
		t.Fatal(err)
	}
	for s, d := range dice {
		b[s] = d
	}
	return b
}

func wantDie(t *testing.T, b Board, s Slot, typ DieType, v int) {
	t.Helper()
	if got := b[s]; got.Type != typ || got.Value != v {
		t.Errorf("%s = %v, want %d on a %s", s.ID(), got, v, typ)
	}
}

func TestA12_NewBoard(t *testing.T) {
	b, err := NewBoard(D10, D6, D12, D8)
	if err != nil {
		t.Fatal(err)
	}
	wantDie(t, b, SlotTime, D20, 20)
	wantDie(t, b, SlotAbility, D4, 1)
	wantDie(t, b, SlotMight, D10, 10)
	wantDie(t, b, SlotAgility, D6, 6)
	wantDie(t, b, SlotMagic, D12, 12)
	wantDie(t, b, SlotHealth, D8, 8)
	for _, bad := range [][4]DieType{{D6, D6, D10, D12}, {D4, D8, D10, D12}, {D6, D8, D10, D20}} {
		if _, err := NewBoard(bad[0], bad[1], bad[2], bad[3]); err == nil {
			t.Errorf("NewBoard(%v) accepted dice that are not one each of d6, d8, d10, d12", bad)
		}
	}
}

func TestA8_TokenUpgradesHealth(t *testing.T) {
	// Health 7 on a d8, no d10 on the board: +2 → 9 on a d10.
	b := board(t, map[Slot]BoardDie{SlotHealth: {D8, 7}, SlotMight: {D6, 6}, SlotAgility: {D12, 12}, SlotMagic: {D6, 5}})
	if got := b.Gain(SlotHealth, 2); got != 2 {
		t.Errorf("gained %d, want 2", got)
	}
	wantDie(t, b, SlotHealth, D10, 9)
}

func TestA9_UpgradeBlockedByTwoOfAType(t *testing.T) {
	// Health 7 on a d8 with Might and Magic on d10s: 8 on the d8, the last point lost.
	b := board(t, map[Slot]BoardDie{SlotHealth: {D8, 7}, SlotMight: {D10, 10}, SlotMagic: {D10, 9}, SlotAgility: {D6, 6}})
	if got := b.Gain(SlotHealth, 2); got != 1 {
		t.Errorf("gained %d, want 1", got)
	}
	wantDie(t, b, SlotHealth, D8, 8)
}

func TestA45_D20LimitCountsTime(t *testing.T) {
	// Might 12 on a d12, another stat already on a d20: +3 leaves Might at 12.
	b := board(t, map[Slot]BoardDie{SlotMight: {D12, 12}, SlotMagic: {D20, 14}, SlotHealth: {D8, 8}, SlotAgility: {D6, 6}})
	if got := b.Gain(SlotMight, 3); got != 0 {
		t.Errorf("gained %d, want 0", got)
	}
	wantDie(t, b, SlotMight, D12, 12)
}

func TestA28_LoweringDowngrades(t *testing.T) {
	// Might 8 on a d8 with Health the only d6: lower by 2 → 6 on a d6.
	b := board(t, map[Slot]BoardDie{SlotMight: {D8, 8}, SlotHealth: {D6, 6}, SlotAgility: {D10, 10}, SlotMagic: {D12, 12}})
	b.Lose(SlotMight, 2)
	wantDie(t, b, SlotMight, D6, 6)
	if n := b.Count(D6); n != 2 {
		t.Errorf("%d d6s on the board, want 2", n)
	}
}

func TestA29_DowngradeBlockedByTwoOfAType(t *testing.T) {
	// Health d6 at 6, Magic d6 at 5, Might d8 at 7: Might −1 → 6, still on the d8.
	b := board(t, map[Slot]BoardDie{SlotHealth: {D6, 6}, SlotMagic: {D6, 5}, SlotMight: {D8, 7}, SlotAgility: {D12, 12}})
	b.Lose(SlotMight, 1)
	wantDie(t, b, SlotMight, D8, 6)
	// R13: a stuck die keeps its larger type while its value rises again.
	b.Gain(SlotMight, 1)
	wantDie(t, b, SlotMight, D8, 7)
}

func TestA21_LoweringAStatToBoost(t *testing.T) {
	// Agility 10 on a d10, lowered by 3 → 7 on a d8 (no d8 elsewhere).
	b := board(t, map[Slot]BoardDie{SlotAgility: {D10, 10}, SlotMight: {D6, 6}, SlotMagic: {D12, 12}, SlotHealth: {D8, 8}})
	b[SlotHealth] = BoardDie{D6, 5} // make room: the only d8 is gone
	b.Lose(SlotAgility, 3)
	wantDie(t, b, SlotAgility, D8, 7)
}

func TestR13_DowngradeStepsThroughFreeTypes(t *testing.T) {
	// Magic 12 on a d12 loses 9 → 3: d10, d8 and d6 are checked one at a
	// time; with two d6s already (health, might) it stops on the d8.
	b := board(t, map[Slot]BoardDie{SlotMagic: {D12, 12}, SlotHealth: {D6, 6}, SlotMight: {D6, 5}, SlotAgility: {D10, 10}})
	b.Lose(SlotMagic, 9)
	wantDie(t, b, SlotMagic, D8, 3)
	// With room all the way down it follows the chart: 3 → d4.
	b = board(t, map[Slot]BoardDie{SlotMagic: {D12, 12}, SlotHealth: {D8, 8}, SlotMight: {D6, 5}, SlotAgility: {D10, 10}})
	b.Lose(SlotMagic, 9)
	wantDie(t, b, SlotMagic, D4, 3)
}

func TestStatsNeverBelowOne(t *testing.T) {
	b := board(t, nil)
	if got := b.Lose(SlotMight, 10); got != 5 {
		t.Errorf("Might 6 lost %d of 10, want 5 (it stops at 1)", got)
	}
	wantDie(t, b, SlotMight, D4, 1)
}

func TestR12_HealthAndTimeNeverDowngrade(t *testing.T) {
	b := board(t, nil)
	b.Lose(SlotHealth, 11)
	wantDie(t, b, SlotHealth, D12, 1)
	b.Lose(SlotHealth, 5)
	wantDie(t, b, SlotHealth, D12, 0) // 0 Health: the game is lost, the die stays
	b.Lose(SlotTime, 25)
	wantDie(t, b, SlotTime, D20, 0)
}

func TestA10_DamageSplits(t *testing.T) {
	// Agility 8 on a d8 takes 2 damage: −2 → 6 on a d6 if allowed.
	b := board(t, map[Slot]BoardDie{SlotAgility: {D8, 8}, SlotMight: {D10, 10}, SlotMagic: {D12, 12}, SlotHealth: {D6, 6}})
	b.Lose(SlotAgility, 2)
	wantDie(t, b, SlotAgility, D6, 6)
}

func TestA17_A11_A34_Caps(t *testing.T) {
	b := board(t, map[Slot]BoardDie{SlotTime: {D20, 18}, SlotAbility: {D4, 3}})
	if got := b.Gain(SlotTime, 3); got != 2 {
		t.Errorf("Time 18 +3 gained %d, want 2 (cap 20)", got)
	}
	wantDie(t, b, SlotTime, D20, 20)
	b.Gain(SlotAbility, 1)
	wantDie(t, b, SlotAbility, D4, 4)
	if got := b.Gain(SlotAbility, 1); got != 0 {
		t.Errorf("AP 4 +1 gained %d, want 0 (R15)", got)
	}
	wantDie(t, b, SlotAbility, D4, 4)
}

func TestA27_R14_EmptyAbilityStillCounts(t *testing.T) {
	b := board(t, map[Slot]BoardDie{SlotAbility: {D4, 1}, SlotMight: {D4, 4}, SlotHealth: {D6, 6}, SlotAgility: {D8, 8}, SlotMagic: {D10, 10}})
	b.Lose(SlotAbility, 1)
	wantDie(t, b, SlotAbility, D4, 0)
	if n := b.Count(D4); n != 2 {
		t.Errorf("%d d4s counted, want 2 (ability at 0 still counts)", n)
	}
	// Agility 8 falling to 2 cannot take a third d4: it stops on the d6.
	b[SlotHealth] = BoardDie{D12, 12}
	b.Lose(SlotAgility, 6)
	wantDie(t, b, SlotAgility, D6, 2)
}

func TestA30_R16_RestLimits(t *testing.T) {
	b := board(t, map[Slot]BoardDie{SlotHealth: {D12, 4}, SlotTime: {D20, 10}})
	if got := b.RestMax(); got != 3 {
		t.Errorf("rest max %d, want 3", got)
	}
	b[SlotHealth].Value = 11
	if got := b.RestMax(); got != 1 {
		t.Errorf("rest max with Health 11 of 12: %d, want 1", got)
	}
	b[SlotHealth].Value, b[SlotTime].Value = 4, 2
	if got := b.RestMax(); got != 1 {
		t.Errorf("rest max with Time 2: %d, want 1 (never to 0 Time)", got)
	}
	b[SlotHealth] = BoardDie{D8, 7}
	if got := b.GainNoUpgrade(SlotHealth, 3); got != 1 {
		t.Errorf("Health 7 of a d8 rested %d, want 1 (no upgrade)", got)
	}
	wantDie(t, b, SlotHealth, D8, 8)
}

func TestA13_A14_XP(t *testing.T) {
	var x XP
	x.Gain(6 * XPBasicHero)
	if x.Earned != 1 || x.Pips[0] != 1 || x.Progress != 0 {
		t.Errorf("after 6 XP: %+v, want die 1 with 1 pip, progress 0", x)
	}
	x.Gain(6 * XPBasicHero)
	if x.Earned != 2 || x.Pips[1] != 2 || x.TotalPips() != 3 {
		t.Errorf("after 12 XP: %+v, want a second die with 2 pips, 3 in all", x)
	}
	y := XP{Progress: 5}
	if got := y.Gain(XPEpicHero); got != 1 || y.Progress != 1 || y.Earned != 1 {
		t.Errorf("progress 5 + an Epic: %+v (earned %d), want a die and progress 1", y, got)
	}
	full := XP{Earned: DieNamicDice, Progress: 3}
	if full.Gain(10); full.Progress != 3 || full.Earned != DieNamicDice {
		t.Errorf("XP after six dice changed %+v; it is ignored", full)
	}
}

func TestPipsSpentFromTheLowestSlot(t *testing.T) {
	x := XP{Earned: 3, Pips: [DieNamicDice]int{1, 2, 3}}
	if !x.Spend(2) || x.Pips != [DieNamicDice]int{0, 1, 3} {
		t.Errorf("spending 2 of 1/2/3 left %v, want 0/1/3", x.Pips)
	}
	if x.Spend(5) || x.TotalPips() != 4 {
		t.Errorf("spending 5 of 4 pips was allowed or changed the track: %v", x.Pips)
	}
}
