package heromustdie

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
)

// said is an event's words as the log reads them: Tell's for the game's
// own events, else the words it carries.
func said(e engine.Event) string {
	if e.Kind == engine.EvGame {
		return Tell(e)
	}
	return e.Text
}

// Tell says each code's sentence from its numbers. The sentences are the
// log's own from before they were made from data (version 2 wrote them as
// plain notes); most of the cases were taken from seeded games' logs.
func TestTellSaysEachCode(t *testing.T) {
	cases := []struct {
		code int
		args []int
		want string
	}{
		{CodeSetupRoll, []int{0, 6}, "{P1} rolls 6 for the set-up order."},
		{CodeColour, []int{0, 2}, "{P1} takes the green evil mage."},
		{CodeFloorTaken, []int{0, 2}, "{P1} chooses floor 2."},
		{CodePickMonster, []int{1, 24}, "{P2} takes the Wisp."},
		{CodeTurn, []int{1}, "Turn 1 begins."},
		{CodePhase, []int{int(PhAction), 2}, "The Action phase begins."},
		{CodeShift, []int{0, 1}, "Shift of duty: {P1} is now first player and guards floor 1. The guards move up a floor; traps and rooms stay with their floors."},
		{CodePass, []int{1}, "{P2} passes."},
		{CodePlace, []int{1, 19}, "{P2} places a goblin on the Forest's right box."},
		{CodeEventDrawn, []int{1, 1, 1, 0}, "{P2} draws the bottom card of slot 1: Invasion!"},
		{CodeWarCalls, []int{1}, "Party 2 is called home by the war."},
		{CodeEventIdle, []int{int(Invasion1), IdleNoEntrance, 0}, "No effect: nobody is at the Entrance for Invasion! to send in."},
		{CodeEventIdle, []int{int(Invasion3), IdleFewEntrance, 2}, "Invasion!!! sends in only 2 parties: nobody else is at the Entrance."},
		{CodeEventIdle, []int{int(KingdomAtWar), IdleNoQueue, 0}, "No effect: no party is in the dungeon for Kingdom at War to call home."},
		{CodeLetGo, []int{0, 1}, "{P1} cannot pay for the Wolf and lets it go."},
		{CodeWages, []int{1, 4}, "{P2} pays the monsters' wages (4)."},
		{CodePaid, []int{1, 2}, "{P2} pays a wage with one MP."},

		{CodeClosed, []int{6}, "Forest is closed this turn: the goblins there get nothing."},
		{CodeRuneMP, []int{0, 1}, "{P1} gains 1 MP in the Rune Room."},
		{CodeTownSlaves, []int{2, 1}, "{P3} gains 1 slave in the Town."},
		{CodeTownSlaves, []int{0, 3}, "{P1} gains 3 slaves in the Town."},
		{CodeForest, []int{1, 1, 1}, "{P2} rolls 1 in the Forest and finds 1 gold (a 1 or 2 finds 1)."},
		{CodeForest, []int{0, 6, 3}, "{P1} rolls 6 in the Forest and finds 3 gold (a 5 or 6 finds 3)."},
		{CodeForest, []int{2, 3, 4}, "{P3} rolls 3 in the Forest and finds 4 gold (a 3 or 4 finds 2, doubled by Carriage Arrived)."},
		{CodeCannotHire, []int{1}, "{P2} cannot afford any monster in the Monster Pit."},
		{CodeCannotBuild, []int{0}, "{P1} cannot afford any building."},
		{CodeCannotGift, []int{0}, "{P1} cannot afford the Castle's gift."},
		{CodePeek, []int{1, 2, 0}, "{P2} peeks at the top card of slot 2."},
		{CodeWrathSpared, []int{0}, "{P1} was in reserve and escapes the Wrath of Lord."},
		{CodeWrathPleased, []int{2}, "The Lord is pleased with {P3}'s building: +1 VP."},
		{CodeWrathAngry, []int{0}, "The Lord is angry that {P1} built nothing: -1 VP."},
		{CodeThroneUnused, []int{0, 2}, "{P1} does not use the Throne Room's 4-gold box."},
		{CodeMine, []int{0, 6, 2}, "{P1} mines 6 gold in the Gold Mine (2 for slaves)."},
		{CodeMine, []int{0, 4, 0}, "{P1} mines 4 gold in the Gold Mine."},
		{CodeReserveNoBuild, []int{1}, "{P2} is in reserve and cannot build."},
		{CodeBuild, []int{1, int(KTrap), 5, 1, 2, 1, 0}, "{P2} builds a Collapsing Bridge on floor 1 (2 gold, 1 slave)."},
		{CodeBuild, []int{1, int(KRoom), 3, 3, 3, 2, 0}, "{P2} builds a monster room on floor 3 (3 gold, 2 slaves)."},
		{CodeBuild, []int{1, int(KUpgrade), 4, 2, 2, 2, 0}, "{P2} upgrades the monster room on floor 2 to size 4 (2 gold, 2 slaves)."},
		{CodeCastleEye, []int{2, 2}, "{P3} pays 2 gold in the Castle to see two future event cards."},
		{CodePush, []int{1, 4, 1, 0}, "{P2} pays 4 gold: party 2 goes back to the Castle."},
		{CodeRecall, []int{1, 8, 1}, "{P2} pays 8 gold: party 2 is called back to the Castle."},
		{CodeNoPlots, []int{2}, "{P3} finds no plot cards left in the Throne Room."},
		{CodeCannotThrone, []int{1, 1}, "{P2} cannot afford the Throne Room's 3-gold box."},
		{CodePlotsShuffled, nil, "The plot discard pile is shuffled into a new plot deck."},
		{CodeThroneDraw, []int{0, 2, 2}, "{P1} pays 2 gold in the Throne Room and draws 2 plot cards."},
		{CodeThroneKeep, []int{0, 1}, "{P1} keeps one plot card and puts 1 under the plot deck."},
		{CodeHireNone, []int{1}, "{P2} hires no monster."},
		{CodeHire, []int{1, 6}, "{P2} hires the Kobold (1 gold)."},

		{CodeEvilAdvance, []int{0, 1}, "Evil move: party 1 advances to the Inn."},
		{CodeEvilEnter, []int{2}, "Evil move: party 3 enters the dungeon."},
		{CodeEvilStuck, nil, "Evil move: no party can move."},
		{CodeNotNeeded, []int{9, 0}, "Mage is not needed by party 1 and goes under the hero deck."},
		{CodePartyEnters, []int{0, 1, 6, 5, 4}, "Party 1 enters floor 1: Swordsman, Militia and Apprentice."},
		{CodeReclaimed, nil, "The dungeon is empty again: every floor is reclaimed."},

		{CodeInvasion, []int{0, 1, 0, 6, 5, 4}, "Invasion: party 1 (Swordsman, Militia and Apprentice) attacks floor 1, defended by {P1}."},
		{CodeDisarm, []int{3, 9}, "The heroes' disarm strength is 3: they disarm Poison Needle."},
		{CodeDisarm, []int{5, 11, 7}, "The heroes' disarm strength is 5: they disarm Plague Vapour and Mana Drain."},
		{CodeDisarm, []int{0}, "The heroes' disarm strength is 0: they disarm nothing."},
		{CodeFire, []int{0, 5, 6, 3, 3, 5}, "{P1} fires the Collapsing Bridge (green 3) at the Swordsman: 3 wounds (3 of 5)."},
		{CodeFire, []int{0, 5, 6, 1, 1, 5}, "{P1} fires the Collapsing Bridge (green 3) at the Swordsman: 1 wound (1 of 5)."},
		{CodeTrapsCleared, nil, "Every hero is dead: the remaining traps are cleared away unused."},
		{CodeNoDefender, []int{3, 5}, "{P4} has no monster that may defend floor 5: the heroes win."},
		{CodeSendNone, []int{0}, "{P1} sends no more monsters."},
		{CodeSend, []int{0, 12, -1}, "{P1} sends the Imp to defend, at the front."},
		{CodeSend, []int{2, 12, 24}, "{P3} sends the Imp to defend, behind the Wisp."},
		{CodeRound, []int{1, 3, 6, 4, 5, 0, 4, 0, 12, 0}, "Round 1: Swordsman (4w), Militia and Apprentice against Imp."},
		{CodeRound, []int{1, 3, 8, 0, 5, 0, 0, 0, 24, 0, 12, 0}, "Round 1: Priest, Militia and Squire against Wisp and Imp."},
		{CodeRange, []int{0, 0, 2, 2}, "Range: the heroes shoot 0 (0 wounds land), the monsters 2 (2 land)."},
		{CodeMeleeTotal, []int{3, 6, 1, 2, 2}, "Melee: the heroes' total is 3 (the Swordsman's melee 1 + black 2); the monsters have 2 black."},
		{CodeCommit, []int{0, 0, 2}, "{P1} commits 0 of the monsters' 2 black to the melee."},
		{CodeSupport, []int{0, 2, 4}, "{P1} buys 2 evil lord support for 4 MP."},
		{CodeSupport, []int{0, 0, 0}, "{P1} buys no evil lord support."},
		{CodeMelee, []int{3, 2, 12, 0, 0, 2, 6, 1}, "Melee: heroes 3 against monsters 2 (the Imp's melee 0 + black 0 + support 2): the Imp takes 1 wound."},
		{CodeMelee, []int{0, 1, 24, 0, 0, 1, 8, 1}, "Melee: heroes 0 against monsters 1 (the Wisp's melee 0 + black 0 + support 1): the Priest takes 1 wound."},
		{CodeMelee, []int{2, 2, 24, 0, 2, 0, 5, 0}, "Melee: heroes 2 against monsters 2 (the Wisp's melee 0 + black 2 + support 0): a tie, nobody is wounded."},
		{CodeMagicPool, []int{2}, "Magic: the monsters have 2 magic wounds to give."},
		{CodeMagic, []int{0, 5, 1, 4}, "{P1} gives the Militia a magic wound (1 of 4)."},
		{CodeHeal, []int{0, 24, 0}, "{P1} heals a wound of the Wisp (0 left)."},
		{CodeHeroesHeal, []int{2, 2, 6, 0, 3, 1, 4, 0}, "Healing: the heroes' 2 yellow removes 2 wounds: Swordsman, Acolyte (1w) and Apprentice."},
		{CodeKilled, []int{0, 12}, "The Imp is killed."},
		{CodeKilled, []int{1, 8}, "The Priest is killed."},
		{CodeStalemate, []int{2, 1}, "Round 2 changed nothing: the heroes retreat and {P2} holds the floor."},
		{CodeRoundsOut, []int{10, 1}, "After 10 rounds the heroes retreat and {P2} holds the floor."},
		{CodeHeroesWin, nil, "Every defender is dead: the heroes win."},
		{CodeBothDead, []int{0}, "Both sides are wiped out: {P1} holds the floor."},
		{CodeHeroesDead, []int{2}, "Every hero is dead: {P3} holds the floor."},

		{CodeKillVP, []int{2, 4, 2, 6}, "{P3} killed heroes of 4 levels in all and gains 2 VP (now 6)."},
		{CodePardon, []int{1}, "{P2} plays Pardon Me: no VP are lost for the floor."},
		{CodeTraitor, []int{0, 2, 3, 2}, "{P1} plays Traitor: {P3} loses 3 VP for the floor instead of 2."},
		{CodeFloorLoss, []int{0, 2, 0}, "{P1} loses 2 VP for the floor (now 0)."},
		{CodeTornDown, []int{3, 3}, "The size-3 monster room on floor 3 is torn down."},
		{CodeLevelUp, []int{6, 6}, "The Swordsman gains a level-up marker (HP 6)."},
		{CodeConquered, []int{1, 2, 0}, "Floor 1 is conquered: the parties and {P1}, who lost it, move down to floor 2."},
		{CodeDrivenOff, []int{0}, "Party 1 leaves the dungeon: its token goes back to the Castle, its heroes' cards under the hero deck."},
		{CodeEliminated, []int{0}, "{P1} has no victory points left and is out of the game."},

		{CodeIncome, []int{1, 1}, "{P2} collects 1 gold of income."},
		{CodeCourtOrder, []int{1, 0}, "Court order: {P2} and {P1}."},
		{CodeCourtOrder, []int{2, 0, 3, 1}, "Court order: {P3}, {P1}, {P4} and {P2}."},
		{CodeCourtEnd, []int{1}, "{P2} ends the Court turn."},
		{CodeBetter, []int{3, 9}, "{P4} plays A Better Choice and completes Super Spell instead."},
		{CodeSwitch, []int{0, 1, 2, 1}, "{P1} switches floors with {P2}: {P1} guards floor 2, {P2} guards floor 1."},
		{CodeSwitch, []int{0, 3, 0, 4}, "{P1} switches floors with {P4}: {P1} is in reserve, {P4} guards floor 4."},
		{CodeKeepParties, []int{1}, "{P2} leaves every party where it is."},
		{CodePlays, []int{0, 9}, "{P1} plays Super Spell."},
		{CodeSteal, []int{2, 0}, "{P3} takes a random plot card from {P1}."},
		{CodeQuestDiscard, []int{3, 1, 9}, "{P4} discards the Wolf for Super Spell."},
		{CodeQuestDone, []int{3, 9, 3, 6}, "{P4} completes Super Spell and gains 3 VP (now 6)."},
		{CodeCupFee, []int{3, 2}, "{P4} pays 2 gold into the Monster Cup."},
		{CodeCup, []int{7, 10, 3}, "{P4} wins the Monster Cup with 7 monster levels and takes 10 gold."},
		{CodeCup, []int{7, 5, 0, 2}, "{P1} and {P3} share the Monster Cup with 7 monster levels and take 5 gold."},
		{CodeRuleParty, []int{1, 2, 1}, "{P2} sends party 3 from the Inn back to the Castle."},
		{CodeFinalScore, []int{0, 1, 6, 13}, "{P1} ends with 1 VP, 6 monster levels and 13 resources."},

		{CodeCoup, []int{3}, "{P4} plays two We Need Change cards: a Coup d'État! With 8 VP or more at Court, the pair wins at once, whatever anyone's VP. {P4} wins."},
		{CodeNobodyLeft, nil, "Every evil mage fell to 0 victory points: nobody wins."},
		{CodeLastMage, []int{1}, "{P2} is the last evil mage standing and wins."},
		{CodeDungeonFalls, nil, "The heroes conquered floor 5: the dungeon falls and every evil mage loses."},
		{CodeAfterEight, []int{2}, "After eight turns {P3} wins."},
		{CodeAfterEight, []int{0, 2, 1}, "After eight turns {P1}, {P3} and {P2} share the victory."},

		{CodeWound, []int{1, 6, 3}, "The Swordsman takes 3 wounds."},
		{CodeWound, []int{0, 12, 1}, "The Imp takes 1 wound."},
		{CodeWoundOff, []int{1, 6, 2}, "The Swordsman loses 2 wounds."},
		{CodeSlain, []int{0, 12}, "The Imp leaves the fight."},
		{CodeLevelled, []int{6}, "The Swordsman takes its level-up marker."},
	}
	told := map[int]bool{}
	for _, c := range cases {
		told[c.code] = true
		ev := engine.Event{Kind: engine.EvGame, Code: c.code, Args: c.args}
		if got := Tell(ev); got != c.want {
			t.Errorf("code %d %v:\n got %q\nwant %q", c.code, c.args, got, c.want)
		}
	}
	enginetest.TellsEveryCode(t, 1, numCodes-1, told)
}

// No sentence shows an internal id such as "room_3" (play-test 22 read
// "The room_3 on floor 1 is torn down.").
func TestTellShowsNoInternalIDs(t *testing.T) {
	// An id, or a ruling's number of the spec (play-test 25 read "nobody
	// is wounded (R26)").
	id := regexp.MustCompile(`[a-z]_[a-z0-9]|\(R[0-9]+\)`)
	for code := 1; code < numCodes; code++ {
		for _, args := range [][]int{{0, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 1, 1}, {3, 2, 3, 2, 3, 2, 3, 2, 3}} {
			if w := Tell(engine.Event{Kind: engine.EvGame, Code: code, Args: args}); id.MatchString(w) {
				t.Errorf("code %d %v says an id: %q", code, args, w)
			}
		}
	}
}

// Tell never panics, whatever the numbers (a damaged save): it names
// what it cannot as "?", and says nothing for a code that is not the
// game's.
func TestTellSurvivesBadNumbers(t *testing.T) {
	for code := -1; code <= numCodes; code++ {
		for _, args := range [][]int{nil, {-1, -1, -1, -1, -1, -1, -1, -1}, {99, 999, 99, 999, 99, 999, 99, 999, 99}} {
			w := Tell(engine.Event{Kind: engine.EvGame, Code: code, Args: args})
			if known := code >= 1 && code < numCodes; known != (w != "") {
				t.Errorf("code %d %v: %q", code, args, w)
			}
		}
	}
}

// Seeded random games with 2 to 4 players, mage powers on and off, record
// every public sentence as one of the game's codes with numbers Tell can
// say: no plain note is left, no code Tell does not know, no name it
// cannot find, no formatting slip; the game's ending (Why) is the
// sentence of its last event.
func TestGamesTellOnlyWhatTellKnows(t *testing.T) {
	seen := map[int]int{}
	for seed := uint64(1); seed <= 24; seed++ {
		n := 2 + int(seed%3)
		s, err := New(n, seed, seed%2 == 0)
		if err != nil {
			t.Fatal(err)
		}
		pick := rand.New(rand.NewPCG(seed, 13))
		for step := 0; !s.IsTerminal(); step++ {
			legal := s.LegalActions(nil)
			must(t, s, legal[pick.IntN(len(legal))])
			for _, ev := range s.Events() {
				switch {
				case ev.Kind == engine.EvNote:
					t.Fatalf("seed %d step %d: a plain note %q", seed, step, ev.Text)
				case ev.Kind != engine.EvGame:
					continue
				case ev.Code < 1 || ev.Code >= numCodes:
					t.Fatalf("seed %d step %d: code %d is not the game's", seed, step, ev.Code)
				}
				seen[ev.Code]++
				w := Tell(ev)
				if strings.Contains(w, "?") || strings.Contains(w, "%!") || !strings.HasSuffix(w, ".") && !strings.HasSuffix(w, "!") || strings.HasSuffix(w, "!.") {
					t.Fatalf("seed %d step %d: code %d %v says %q", seed, step, ev.Code, ev.Args, w)
				}
			}
		}
		if evs := s.Events(); len(evs) == 0 || said(evs[len(evs)-1]) != s.Why {
			t.Errorf("seed %d: the game ends %q, its last event says otherwise", seed, s.Why)
		}
	}
	t.Logf("%d of %d codes came up: %v", len(seen), numCodes-1, seen)
}

// A box is named by what it shows, not by its place in the row (pt28 #7:
// the 3-gold box was "Gold Mine 2", read as the 2-gold one): a box that
// gives or costs an amount says it, and no two boxes share a name.
func TestBoxNamesSayWhatTheBoxShows(t *testing.T) {
	seen := map[string]int{}
	for b, x := range Boxes {
		name := boxCalled(b)
		if o, ok := seen[name]; ok {
			t.Errorf("boxes %s and %s are both called %q", Boxes[o].ID, x.ID, name)
		}
		seen[name] = b
		unit := map[Location]string{ThroneRoom: "gold", GoldMine: "gold", RuneRoom: "MP", Town: "slave"}[x.Loc]
		if x.Loc == BuildingRoom && !x.Discount {
			unit = "build"
		}
		if unit != "" && !strings.Contains(name, fmt.Sprintf(" %d-%s ", x.Amount, unit)) {
			t.Errorf("box %s (%d %s) is called %q", x.ID, x.Amount, unit, name)
		}
		if strings.ContainsAny(name, "0123456789") && unit == "" {
			t.Errorf("box %s shows no number, yet is called %q", x.ID, name)
		}
	}
}
