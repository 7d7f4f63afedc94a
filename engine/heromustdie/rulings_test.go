package heromustdie

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/herotable/herotable/engine"
)

// The rulings of the spec (§6) and the tests that check them. Rulings with
// no acceptance or rule test elsewhere have a TestR<n>_… here and in
// rulings2_test.go (the dungeon and the invasion) and rulings3_test.go
// (court, the end, hidden information). Helpers are named rl….

// rulingCount is the last ruling that is a rule: R66 is a balance review.
const rulingCount = 65

// rulingTests names, per ruling, the test functions asserting its decision.
var rulingTests = map[int][]string{
	1:  {"TestR1_FewerPlayersSameBoard", "TestA18_SetUp", "TestTableCounts"},
	2:  {"TestR2_OneToThreeBoxesPerLocation", "TestTableCounts"},
	3:  {"TestR3_ThreeGoblinsAtStart", "TestA8_WorkersFollowTheVPTrack"},
	4:  {"TestA20_ShiftOfDuty"},
	5:  {"TestR5_TurnOrderFollowsTheRing"},
	6:  {"TestA20_ShiftOfDuty", "TestA41_ConquestAndShift", "TestA30_FullCombat"},
	7:  {"TestA42_ReclaimByCastleRecall", "TestA4_RuleThemAll", "TestR49_KingdomAtWar"},
	8:  {"TestRoomTornDownQueueMoves", "TestA7_InvasionEntersOnlyFromTheEntrance", "TestR9_OneCombatPerTurn"},
	9:  {"TestR9_OneCombatPerTurn"},
	10: {"TestR10_FrontGuardDefends"},
	11: {"TestR11_UnguardedFloorsNeverFightOrBuild", "TestA43_ReserveCannotBuild"},
	12: {"TestR12_EventDrawIsMandatory"},
	13: {"TestA9_EvilMovesOfTownAndForest", "TestA39_EvilMovesWithAllAtTheEntrance"},
	14: {"TestEvilMoveOncePerLocation", "TestR14_EvilMoveBeforeFirstBox"},
	15: {"TestA40_TownFestivalClosesTown", "TestHappyPrincessClosesForest"},
	16: {"TestActionBoardOrder"},
	17: {"TestThroneRoomSkips", "TestBuildUnaffordable", "TestCastleGift", "TestHireFamilyAtThatMoment"},
	18: {"TestThroneRoomDrawKeepReturn", "TestA47_ThroneRoomUnderBigSales", "TestThroneRoomShortDeck"},
	19: {"TestBuildSpacesAndRooms", "TestBuildsPerBox"},
	20: {"TestA33_TrapTargets", "TestA23_TrapWithoutColourHitsFront", "TestR20_TrapExcessIsLost"},
	21: {"TestA12_DisarmSets", "TestA32_DisarmMaximal"},
	22: {"TestTrapsKillEveryHero", "TestA33_TrapTargets", "TestA12_DisarmSets"},
	23: {"TestA22_PartyOrder", "TestR23_PartyOrderTies"},
	24: {"TestR24_LevelUpChoice", "TestA1_RangerLevelUp", "TestA30_FullCombat"},
	25: {"TestA31_BlackChoice", "TestA27_MeleeAfterWounds", "TestA34_MeleeTie"},
	26: {"TestA34_MeleeTie"},
	27: {"TestA27_MeleeAfterWounds", "TestA13_MeleeNoCarryOver"},
	28: {"TestA52_MutualWipe", "TestA31_BlackChoice", "TestR63_MagicCappedByLivingCasters"},
	29: {"TestA14_SupportCapByVP", "TestA35_SupportCapPerRound", "TestA30_FullCombat"},
	30: {"TestHealFrontFirst", "TestA36_Healing", "TestA37_Stalemate"},
	31: {"TestA52_MutualWipe"},
	32: {"TestA37_Stalemate", "TestR32_TenRounds"},
	33: {"TestA38_NoEligibleMonster"},
	34: {"TestA24_RoomCap", "TestA25_FirstSentIsFront"},
	35: {"TestA15_KillVPThenPenalty", "TestR35_KillVPBeforePenalty"},
	36: {"TestA15_KillVPThenPenalty", "TestTrapsKillEveryHero", "TestR36_KillVPCountsPrintedLevels"},
	37: {"TestR24_LevelUpChoice", "TestR37_WoundsDoNotPersist"},
	38: {"TestA51_KilledMonstersGoHome", "TestQuestPickChoosesAndSendsHome", "TestA44_BetterChoice"},
	39: {"TestA28_FloorFiveFalls"},
	40: {"TestA29_LastVPLost", "TestR40_LastPlayerStanding"},
	41: {"TestA50_CourtOrder", "TestA54_CourtOrderIsFixed", "TestA6_SnapshotVP"},
	42: {"TestReactionCardsNeverInOwnTurn", "TestA45_PardonMe", "TestA46_Traitor", "TestA44_BetterChoice"},
	43: {"TestA44_BetterChoice", "TestBetterChoiceWindow", "TestR43_NoBetterChoiceForFunctionCards"},
	44: {"TestA45_PardonMe", "TestA46_Traitor"},
	45: {"TestMoreTrapsCountsGuardedFloors", "TestQuests"},
	46: {"TestR46_GetThePrincessOnlyThatTurn", "TestQuests"},
	47: {"TestA4_RuleThemAll", "TestRuleThemAllFromTheTrack"},
	48: {"TestCastleGift", "TestA42_ReclaimByCastleRecall"},
	49: {"TestR49_KingdomAtWar"},
	50: {"TestA16_PayDay"},
	51: {"TestWrathOfLord", "TestA43_ReserveCannotBuild"},
	52: {"TestA21_PartyGeneration", "TestA39_EvilMovesWithAllAtTheEntrance"},
	53: {"TestR53_MonsterRowRefresh", "TestA18_SetUp"},
	54: {"TestA3_HireTrollNeedsABeast", "TestHireFamilyAtThatMoment"},
	55: {"TestA19_VPClampsAt12", "TestR55_VPClamp"},
	56: {"TestR56_FinalTieBreaks", "TestCourtLastTurnEndsTheGame"},
	57: {"TestPeekNextSlot", "TestCastleEyePeeksTwoFutureCards"},
	58: {"TestThroneRoomShortDeck", "TestR58_NoHandLimitTrophiesStay"},
	59: {"TestR59_PublicInformationInEveryView"},
	60: {"TestSwitchFloorIntoReserve", "TestA54_CourtOrderIsFixed"},
	61: {"TestCoupNeedsEightVPAndTwoCards", "TestA6_SnapshotVP"},
	62: {"TestItsMine", "TestItsMineIsRandom"},
	63: {"TestR63_MagicCappedByLivingCasters"},
	64: {"TestA49_MonsterCup", "TestR64_MonsterCupThreeWayTie"},
	65: {"TestA53_TrapSupply"},
}

// TestEveryRulingHasATest parses the package's test files: every ruling
// R1..R65 names at least one test, every name is a test function of the
// package, and every TestR<n>_… is listed under R<n>.
func TestEveryRulingHasATest(t *testing.T) {
	files, err := filepath.Glob("*_test.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	tests := map[string]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if ok && fn.Recv == nil && rlIsTest(fn) {
				tests[fn.Name.Name] = true
			}
		}
	}
	for r := 1; r <= rulingCount; r++ {
		if len(rulingTests[r]) == 0 {
			t.Errorf("R%d has no test", r)
		}
		for _, name := range rulingTests[r] {
			if !tests[name] {
				t.Errorf("R%d names %s, which is not a test function of the package", r, name)
			}
		}
	}
	for r := range rulingTests {
		if r < 1 || r > rulingCount {
			t.Errorf("R%d is not a ruling with a rule", r)
		}
	}
	own := regexp.MustCompile(`^TestR(\d+)_`)
	for name := range tests {
		if m := own.FindStringSubmatch(name); m != nil {
			r, _ := strconv.Atoi(m[1])
			if !slices.Contains(rulingTests[r], name) {
				t.Errorf("%s is not listed under R%d", name, r)
			}
		}
	}
}

// rlIsTest reports whether fn is a Go test: TestXxx(t *testing.T).
func rlIsTest(fn *ast.FuncDecl) bool {
	ps := fn.Type.Params.List
	if len(ps) != 1 || len(fn.Name.Name) <= 4 || fn.Name.Name[:4] != "Test" {
		return false
	}
	star, ok := ps[0].Type.(*ast.StarExpr)
	if !ok {
		return false
	}
	sel, ok := star.X.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "T"
}

// rlUntil answers every decision with its last legal action (a pass, the
// bottom card, no purchase) until done reports true.
func rlUntil(t *testing.T, s *State, done func() bool) {
	t.Helper()
	for n := 0; !done(); n++ {
		if s.Over || n > 1000 {
			t.Fatalf("the game is over or stuck at %v (turn %d)", s.Stage, s.Turn)
		}
		acts := s.LegalActions(nil)
		must(t, s, acts[len(acts)-1])
	}
}

// rlFree is the first empty action box.
func rlFree(s *State) int { return slices.Index(s.Boxes[:], -1) }

// TestR1_FewerPlayersSameBoard: with 2, 3 or 4 players the floors offered
// are exactly the free ones of 1..N; the ring follows the floors chosen,
// not the choosing order, so floor 1's chooser is the first player; the
// floors below N are unguarded; the board keeps its 5 floors and 22 boxes.
func TestR1_FewerPlayersSameBoard(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s, err := New(n, uint64(100+n), false)
		if err != nil {
			t.Fatal(err)
		}
		chosen := map[int]int8{} // floor → seat
		chose := map[int8]bool{}
		for s.Phase == PhSetup {
			if s.Stage != StFloor {
				must(t, s, s.LegalActions(nil)[0])
				continue
			}
			var want []engine.Action
			for f := 1; f <= n; f++ {
				if _, ok := chosen[f]; !ok {
					want = append(want, Act(KFloor, f))
				}
			}
			acts := s.LegalActions(nil)
			if !slices.Equal(acts, want) {
				t.Fatalf("%dp: floors offered %v, want %v", n, acts, want)
			}
			f := len(acts) - 1 // the highest floor left: the choosing order is reversed
			_, arg := Split(acts[f])
			chosen[arg], chose[s.Actor] = s.Actor, true
			must(t, s, acts[f])
		}
		for f := 1; f <= n; f++ { // the last chooser's one floor was taken for him
			if _, ok := chosen[f]; !ok {
				for p := range int8(n) {
					if !chose[p] {
						chosen[f] = p
					}
				}
			}
		}
		for f := 1; f <= NumFloors; f++ {
			want, ok := chosen[f]
			if !ok {
				want = -1
			}
			if got := s.GuardOf(int8(f)); got != want {
				t.Errorf("%dp: floor %d guarded by %d, want %d", n, f, got, want)
			}
			if ok && s.Ring[f-1] != want {
				t.Errorf("%dp: ring %v, want seat %d at place %d", n, s.Ring, want, f-1)
			}
		}
		if s.Defender() != chosen[1] || len(s.Floors) != 5 {
			t.Errorf("%dp: first player %d, want floor 1's %d; %d floors", n, s.Defender(), chosen[1], len(s.Floors))
		}
		places := 0
		for _, a := range s.LegalActions(nil) {
			if k, _ := Split(a); k == KPlace {
				places++
			}
		}
		if s.Stage != StPlace || places != 22 {
			t.Errorf("%dp: %d boxes open at %v, want all 22", n, places, s.Stage)
		}
	}
}

// TestR2_OneToThreeBoxesPerLocation: §2.6's 22 boxes, one to three a
// location in board order, enough for the most goblins in play (4 × 5);
// four players at 8 VP place all 20 and two boxes stay empty.
func TestR2_OneToThreeBoxesPerLocation(t *testing.T) {
	var got [NumLocations]int
	for b, x := range Boxes {
		got[x.Loc]++
		if b > 0 && x.Loc < Boxes[b-1].Loc {
			t.Errorf("%s comes after %s", x.ID, Boxes[b-1].ID)
		}
	}
	if want := [NumLocations]int{3, 3, 3, 3, 3, 3, 2, 2}; got != want {
		t.Errorf("boxes per location %v, want %v", got, want)
	}
	if most := MaxPlayers * int(slices.Max(Workers[:])); most != 20 || most > NumBoxes {
		t.Errorf("%d goblins at most for %d boxes", most, NumBoxes)
	}
	s := started(t, 4, 2)
	for p := range s.Seats {
		s.Seats[p].VP = 8
	}
	placed := 0
	for s.Stage == StPlace {
		mustAct(t, s, KPlace, rlFree(s))
		placed++
	}
	empty := 0
	for _, o := range s.Boxes {
		if o < 0 {
			empty++
		}
	}
	if placed != 20 || empty != 2 || s.Stage != StDraw {
		t.Errorf("%d goblins placed, %d boxes empty, at %v; want 20, 2, the event draw", placed, empty, s.Stage)
	}
}

// TestR3_ThreeGoblinsAtStart: at the starting 3 VP every player places
// three goblins, whatever the player count, and is then done.
func TestR3_ThreeGoblinsAtStart(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := started(t, n, uint64(30+n))
		placed := make([]int, n)
		for s.Stage == StPlace {
			placed[s.Actor]++
			mustAct(t, s, KPlace, rlFree(s))
		}
		for p, k := range placed {
			if k != 3 || s.Seats[p].VP != StartVP {
				t.Errorf("%dp: seat %d (%d VP) placed %d goblins, want 3", n, p, s.Seats[p].VP, k)
			}
		}
	}
}

// TestR5_TurnOrderFollowsTheRing: after turn 2's shift the ring is
// [1 2 0]; Planning goes round it from ring[0], skipping a player who
// passed and one who placed his allowance; ring[0] draws the event.
func TestR5_TurnOrderFollowsTheRing(t *testing.T) {
	s := started(t, 3, 5)
	rlUntil(t, s, func() bool { return s.Turn == 2 && s.Stage == StPlace })
	if !slices.Equal(s.Ring, []int8{1, 2, 0}) || s.Actor != 1 {
		t.Fatalf("turn 2: ring %v, first asked %d", s.Ring, s.Actor)
	}
	for p := range s.Seats {
		s.Seats[p].VP = 3 // whatever turn 1's event did: three goblins each
	}
	var who []int8
	for s.Stage == StPlace {
		who = append(who, s.Actor)
		if s.Actor == 2 {
			mustAct(t, s, KPass, 0)
		} else {
			mustAct(t, s, KPlace, rlFree(s))
		}
	}
	if want := []int8{1, 2, 0, 1, 0, 1, 0}; !slices.Equal(who, want) {
		t.Errorf("planning turns %v, want %v", who, want)
	}
	if s.Stage != StDraw || s.Actor != 1 {
		t.Errorf("%v for seat %d, want the draw by ring[0] = 1", s.Stage, s.Actor)
	}
}

// TestR12_EventDrawIsMandatory: ring[0] must draw the top or the bottom
// card (no pass); the other goes to the discard face down, known to no
// seat, or only to a seat that peeked at it before.
func TestR12_EventDrawIsMandatory(t *testing.T) {
	for _, peeker := range []int{-1, 2} {
		s := started(t, 3, 12)
		rlUntil(t, s, func() bool { return s.Turn == 2 && s.Stage == StPlace })
		ctHand(t, s, 0, "plot_traitor_1") // a Court turn to stop at, before turn 3
		passAll(t, s)
		top, bottom := s.Slots[1][0], s.Slots[1][1]
		want := uint8(0)
		if peeker >= 0 {
			want = 1 << peeker
			s.EvKnown[bottom] = want
		}
		if got := s.LegalActions(nil); s.Stage != StDraw || s.Actor != 1 || !slices.Equal(got, []engine.Action{Act(KTop, 0), Act(KBottom, 0)}) {
			t.Fatalf("%v for seat %d: %v, want ring[0] = 1 to draw top or bottom", s.Stage, s.Actor, got)
		}
		before, _ := s.MarshalMsg(nil)
		if err := s.Apply(Act(KPass, 0)); err == nil {
			t.Fatal("passing the draw was accepted")
		}
		if after, _ := s.MarshalMsg(nil); string(after) != string(before) {
			t.Fatal("a refused pass changed the state")
		}
		mustAct(t, s, KTop, 0)
		i := slices.Index(s.EvDisc, bottom)
		if s.Drawn != top || s.EvKnown[top] != allSeats || i < 0 || s.EvKnown[bottom] != want {
			t.Fatalf("drawn %d (known %b), bottom %d at discard %d known %b; want %b", s.Drawn, s.EvKnown[top], bottom, i, s.EvKnown[bottom], want)
		}
		for p := range s.Seats {
			v := s.View(engine.Player(p)).(*State)
			if sees := v.EvDisc[i] == bottom; sees != (p == peeker) || !sees && v.EvDisc[i] != Unknown {
				t.Errorf("peeker %d: seat %d sees the discarded card as %d", peeker, p, v.EvDisc[i])
			}
		}
		for _, e := range s.Events() {
			if e.Card == int(bottom) && (e.Zone == "slot" || e.To == "event") {
				t.Errorf("an event shows the discarded card: %+v", e)
			}
		}
	}
}
