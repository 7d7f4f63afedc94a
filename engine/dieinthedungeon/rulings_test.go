package dieinthedungeon

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// The rulings of §6, R5–R25, played through the State. The data rulings
// (R1–R4, R37) are in data_test.go, tiles_test.go and party_test.go;
// R12–R14 at the board level in statdice_test.go.

// cellar is a solo game of map1 (two frontier tiles, so the first turn
// waits for a decision) with the standard dice.
func cellar(t *testing.T, creature string) *State {
	t.Helper()
	return solo(t, "map1", creature, standard)
}

func setAP(s *State, n int) { s.me().Board[SlotAbility].Value = n }

// givePips puts n pips on the first DieNamic die.
func givePips(s *State, n int) {
	s.me().XP.Earned = max(s.me().XP.Earned, 1)
	s.me().XP.Pips[0] = n
}

// toMove continues through the start of the turn, resting 0, to MOVE_CHOOSE.
func toMove(t *testing.T, s *State) {
	t.Helper()
	for range 6 {
		switch s.Stage {
		case StMove:
			return
		case StTurnStart, StPostPower:
			play(t, s, Act(KContinue, 0))
		case StRest:
			play(t, s, Act(KRest, 0))
		default:
			t.Fatalf("stage %s on the way to the move", s.stageWords())
		}
	}
	wantStage(t, s, StMove)
}

// endAbility forces the faces of the coming rolls and ends the Ability step.
func endAbility(t *testing.T, s *State, faces ...int) {
	t.Helper()
	wantStage(t, s, StAbility)
	dice(s, faces...)
	play(t, s, Act(KContinue, 0))
}

// attack makes your attack with st, its die showing face.
func attack(t *testing.T, s *State, st Stat, face int) {
	t.Helper()
	wantStage(t, s, StAttackStat)
	dice(s, face)
	play(t, s, Act(KStat, int(st)))
}

// allRolled fails if a forced face was never rolled.
func allRolled(t *testing.T, s *State) {
	t.Helper()
	if len(s.force) != 0 {
		t.Errorf("forced faces %v were never rolled", s.force)
	}
}

// cardAct and abilityAct are the actions that use a card or board ability
// of the creature playing, by id.
func cardAct(t *testing.T, id string) engine.Action {
	t.Helper()
	_, i, ok := AbilityCardByID(id)
	if !ok {
		t.Fatalf("no card %s", id)
	}
	return Act(KCard, i)
}

func abilityAct(t *testing.T, id string) engine.Action {
	t.Helper()
	_, i, ok := AbilityByID(id)
	if !ok {
		t.Fatalf("no ability %s", id)
	}
	return Act(KAbility, i)
}

func TestR5_SlotsDealTilesOfTheirBack(t *testing.T) {
	differs := false
	for _, m := range Maps {
		var first []int
		for seed := range uint64(4) {
			s, err := New(m.Players, seed, engine.Options{}.With(OptMap, m.ID))
			if err != nil {
				t.Fatal(err)
			}
			seen := map[int]bool{}
			for i, sl := range m.Slots {
				k := s.Slots[i].Tile
				tile := Tiles[k]
				if seen[k] {
					t.Errorf("%s seed %d: tile %s dealt twice", m.ID, seed, tile.ID)
				}
				seen[k] = true
				switch {
				case sl.Tile != "":
					if tile.ID != sl.Tile {
						t.Errorf("%s %v: tile %s, want the fixed %s", m.ID, sl.Pos, tile.ID, sl.Tile)
					}
				case sl.Kind == StartTile:
					if tile.Kind != StartTile {
						t.Errorf("%s %v: START/LAIR holds %s", m.ID, sl.Pos, tile.ID)
					}
				case tile.Kind != sl.Kind || tile.Level != sl.Level:
					t.Errorf("%s %v: back %s L%d holds %s (%s L%d)", m.ID, sl.Pos, sl.Kind, sl.Level, tile.ID, tile.Kind, tile.Level)
				}
			}
			var faces []int
			for _, c := range s.Slots {
				faces = append(faces, c.Tile)
			}
			if first == nil {
				first = faces
			} else if !slices.Equal(first, faces) {
				differs = true
			}
		}
	}
	if !differs {
		t.Errorf("every seed dealt the same faces: the face must be random within the back")
	}
}

func TestR6_ExploreNextToAnyExploredTile(t *testing.T) {
	s := cellar(t, "troll")
	corner, quad := slotAt(t, s, 0, 0), slotAt(t, s, 1, 1)
	putTile(t, s, quad, "four_way_03") // Crossroads: nothing happens
	toMove(t, s)
	play(t, s, Act(KMove, quad))
	if s.me().Pos != quad || !s.Slots[quad].Explored {
		t.Fatalf("the standee is on %d, explored %v", s.me().Pos, s.Slots[quad].Explored)
	}
	toMove(t, s)
	want := []int{corner, slotAt(t, s, 0, 1), slotAt(t, s, 1, 2), slotAt(t, s, 2, 1)}
	slices.Sort(want)
	if got := s.frontier(); !slices.Equal(got, want) {
		t.Errorf("frontier %v, want %v: the corner by START stays open though the standee left", got, want)
	}
	// (0,2) touches the explored quad only diagonally: never a move.
	if err := s.Apply(Act(KMove, slotAt(t, s, 0, 2))); err == nil {
		t.Errorf("moved to (0,2), which no explored tile connects to")
	}
	play(t, s, Act(KMove, corner)) // away from the standee's tile
	if s.me().Pos != corner {
		t.Errorf("the standee did not follow to the corner")
	}
}

func TestR7_OneTimePerMoveNonePerRound(t *testing.T) {
	s := cellar(t, "troll")
	quad := slotAt(t, s, 1, 1)
	putTile(t, s, quad, "four_way_01") // Crossroads Watch: F R, level 1
	noMinions(s)
	toMove(t, s)
	play(t, s, Act(KMove, quad))
	wantValue(t, s, SlotTime, 19)
	for round := 1; round <= 3; round++ {
		endAbility(t, s, 1, 1) // the Might and Agility attacks miss
		attack(t, s, Might, 1)
		play(t, s, Act(KContinue, 0)) // accept the failure
		if s.Combat.Round != round+1 {
			t.Fatalf("round %d after round %d", s.Combat.Round, round)
		}
		wantValue(t, s, SlotTime, 19)
	}
	endAbility(t, s, 1, 1)
	attack(t, s, Magic, 12) // 12 against the party's Magic 2
	play(t, s, Act(KTarget, 0))
	endAbility(t, s, 1) // the last hero's one attack
	attack(t, s, Magic, 12)
	allRolled(t, s)
	wantStage(t, s, StTurnStart)
	wantValue(t, s, SlotTime, 19)
}

func TestR8_PipsOnAnyRoll(t *testing.T) {
	t.Run("hero die is clamped to 1-6", func(t *testing.T) {
		for _, c := range []struct {
			face     int
			up, down bool
		}{{6, false, true}, {1, true, false}, {3, true, true}} {
			s := cellar(t, "troll")
			givePips(s, 3)
			putTile(t, s, s.me().Pos, "three_way_02") // Stranger: one "?"
			s.Combat = Combat{Slot: s.me().Pos}
			dice(s, c.face)
			s.encounter()
			s.settle()
			wantStage(t, s, StAdjust)
			if legalHas(s, Act(KPipUp, 0)) != c.up || legalHas(s, Act(KPipDown, 0)) != c.down {
				t.Errorf("face %d: pip up %v, down %v; want %v, %v", c.face, legalHas(s, Act(KPipUp, 0)), legalHas(s, Act(KPipDown, 0)), c.up, c.down)
			}
		}
	})
	t.Run("hero attack lowered by pips", func(t *testing.T) {
		s := cellar(t, "troll")
		givePips(s, 2)
		noMinions(s)
		setStat(s, SlotMight, 7)
		fight(t, s, NoEffect, hero(Fighter, 2), hero(Cleric, 2)) // Might 9, d10
		endAbility(t, s, 9)
		wantStage(t, s, StAdjust)
		play(t, s, Act(KPipDown, 0))
		play(t, s, Act(KPipDown, 0)) // 7 is not > 7: nothing left to adjust
		wantStage(t, s, StAttackStat)
		wantValue(t, s, SlotHealth, 6)
		if s.me().XP.TotalPips() != 0 {
			t.Errorf("%d pips left, want 0", s.me().XP.TotalPips())
		}
	})
	t.Run("not on the DieMaster token's roll", func(t *testing.T) {
		s := cellar(t, "troll")
		givePips(s, 2)
		s.me().Held[TokDieMaster] = 1
		fight(t, s, NoEffect, hero(Fighter, 3), hero(Fighter, 2)) // Might 14
		endAbility(t, s, 1)
		play(t, s, Act(KStatMax, int(Might)))
		if s.Roll.Nat != 10 || !s.Roll.NoRoll {
			t.Fatalf("token roll %d (no roll %v), want the d10's 10", s.Roll.Nat, s.Roll.NoRoll)
		}
		wantStage(t, s, StBoost)
		if legalHas(s, Act(KPipUp, 0)) {
			t.Errorf("pips offered on the DieMaster token's roll")
		}
		if !legalHas(s, Act(KLower, int(SlotMight))) {
			t.Errorf("the modify loop (lowering Might) is not offered after the token")
		}
	})
}

func TestR9_AbilitiesOnlyInTheirWindows(t *testing.T) {
	s := cellar(t, "troll")
	setAP(s, 4)
	setStat(s, SlotHealth, 3)
	wantStage(t, s, StTurnStart)
	regen, shield := abilityAct(t, "troll_regenerate"), abilityAct(t, "troll_bone_shield")
	feast, hide := cardAct(t, "troll_c1"), cardAct(t, "troll_c2")
	for _, c := range []struct {
		a    engine.Action
		want bool
	}{{regen, true}, {shield, false}, {feast, true}, {hide, false}} {
		if legalHas(s, c.a) != c.want {
			t.Errorf("T window: %s legal %v, want %v", s.ActionString(c.a), !c.want, c.want)
		}
	}
	toMove(t, s)
	for _, a := range s.LegalActions(nil) {
		if k, _ := Split(a); k == KAbility || k == KCard {
			t.Errorf("%s offered while moving", s.ActionString(a))
		}
	}
	setAP(s, 4)
	fight(t, s, NoEffect, hero(Fighter, 1))
	if !legalHas(s, shield) || !legalHas(s, hide) {
		t.Errorf("the R-window Bone Shield and Thick Hide are not offered in the Ability step")
	}
	// X cards: only in a trap's Stat Check.
	d := cellar(t, "deyeroller")
	setAP(d, 4)
	eyes, sight := cardAct(t, "deyeroller_c2"), cardAct(t, "deyeroller_c4")
	if legalHas(d, eyes) || !legalHas(d, sight) {
		t.Errorf("T window: Many Eyes %v (want false), Far Sight %v (want true)", legalHas(d, eyes), legalHas(d, sight))
	}
	fight(t, d, NoEffect, hero(Fighter, 1))
	if legalHas(d, eyes) || legalHas(d, sight) {
		t.Errorf("the Ability step offers an X or T card")
	}
	d = cellar(t, "deyeroller")
	setAP(d, 4)
	putTile(t, d, d.me().Pos, "dead_end_02")
	d.Combat = Combat{Slot: d.me().Pos}
	d.tileEffect()
	wantStage(t, d, StTrapPre)
	if !legalHas(d, eyes) || legalHas(d, sight) {
		t.Errorf("trap window: Many Eyes %v (want true), Far Sight %v (want false)", legalHas(d, eyes), legalHas(d, sight))
	}
}

func TestR10_LowerOnlyTheRolledStatWhileFailing(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	fight(t, s, NoEffect, hero(Fighter, 1)) // 4/2/1
	endAbility(t, s, 1)
	attack(t, s, Agility, 1) // 1 against Agility 2
	wantStage(t, s, StBoost)
	for _, c := range []struct {
		sl   Slot
		want bool
	}{{SlotAgility, true}, {SlotMight, false}, {SlotMagic, false}, {SlotHealth, false}} {
		if legalHas(s, Act(KLower, int(c.sl))) != c.want {
			t.Errorf("lower %s: %v, want %v", c.sl.Name(), !c.want, c.want)
		}
	}
	play(t, s, Act(KLower, int(SlotAgility))) // 2: still failing
	wantStage(t, s, StBoost)
	play(t, s, Act(KLower, int(SlotAgility))) // 3 > 2: the Fighter falls
	wantValue(t, s, SlotAgility, 6)
	if s.Combat.On || s.me().XPTotal != 1 {
		t.Errorf("the attack did not resolve at once on success (Combat on %v)", s.Combat.On)
	}
	// A stat at 1 cannot be lowered.
	s = cellar(t, "troll")
	noMinions(s)
	setStat(s, SlotAgility, 1)
	fight(t, s, NoEffect, hero(Fighter, 1))
	endAbility(t, s, 1)
	attack(t, s, Agility, 1)
	if legalHas(s, Act(KLower, int(SlotAgility))) {
		t.Errorf("Agility 1 offered for lowering")
	}
	// Infernal Rage: any of the three stats.
	s = cellar(t, "diemon")
	setAP(s, 4)
	noMinions(s)
	fight(t, s, NoEffect, hero(Fighter, 1))
	play(t, s, cardAct(t, "diemon_c3"))
	endAbility(t, s, 1)
	attack(t, s, Agility, 1)
	for _, sl := range []Slot{SlotMight, SlotAgility, SlotMagic} {
		if !legalHas(s, Act(KLower, int(sl))) {
			t.Errorf("Infernal Rage: %s not offered for lowering", sl.Name())
		}
	}
	play(t, s, Act(KLower, int(SlotMagic)))
	play(t, s, Act(KLower, int(SlotMagic)))
	wantValue(t, s, SlotMagic, 10)
	wantValue(t, s, SlotAgility, 8)
	if s.Combat.On {
		t.Errorf("3 against Agility 2 did not defeat the Fighter")
	}
}
