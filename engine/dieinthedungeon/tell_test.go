package dieinthedungeon

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
)

// Tell says each of the game's events from its code and numbers alone, in
// the log's words.
func TestTellSaysEachCode(t *testing.T) {
	tile := func(id string) int {
		i, ok := TileByID(id)
		if !ok {
			t.Fatalf("no tile %q", id)
		}
		return i
	}
	creature := func(id string) int {
		i, ok := CreatureByID(id)
		if !ok {
			t.Fatalf("no creature %q", id)
		}
		return i
	}
	m1, _ := MapByID("map1")
	fighter2 := []int{int(Basic), int(Fighter), 2}
	barbarian := []int{int(EpicMem), 0, 0}
	with := func(a []int, more ...int) []int { return append(append([]int(nil), a...), more...) }
	cases := []struct {
		code int
		p    engine.Player
		args []int
		want string
	}{
		{TellTurn, 0, []int{3, 18, 9, 2}, "Turn 3: {P1} has 18 Time, 9 Health and 2 AP."},
		{TellPowerUp, 1, []int{3}, "{P2} powers up: 3 AP."}, // an old save's event
		{TellPowerUp, 1, []int{3, 1, 0}, "{P2} powers up: 3 AP."},
		{TellPowerUp, 0, []int{3, 1, 1}, "{P1} powers up automatically (nothing to use first): 3 AP."},
		{TellPowerUp, 0, []int{4, 0, 0}, "{P1} powers up: already at the 4 AP maximum."},
		{TellRest, 0, []int{2, 15, 8}, "{P1} rests 2: Time 15, Health 8."},
		{TellPeek, 0, []int{4}, "{P1} peeks at a face-down tile."},
		{TellMove, 0, []int{4, 1, 2, 1, 1}, "{P1} moves to the east."},
		{TellMove, 0, []int{4, 1, 2, 2, 3}, "{P1} jumps to the tile at row 2, column 3: it joins an explored tile."},
		{TellMove, 0, []int{4, 1, 2, 3, 2, int(Corner)}, "{P1} jumps to the Corner at row 2, column 3: it joins an explored tile."},
		{TellMove, 0, []int{4, 1, 2, 1, 3, int(Corner)}, "{P1} moves to the west."},
		{TellMove, 0, []int{4, 1, 2}, "{P1} moves to (1,2)."}, // an old save's event
		{TellTakesToken, 0, []int{int(TokMight)}, "{P1} takes a Might token (+2)."},
		{TellTakesToken, 0, []int{int(TokAgility)}, "{P1} takes an Agility token (+2)."},
		{TellTakesToken, 0, []int{int(TokKobold)}, "{P1} takes the Kobold."},
		{TellTile, 0, []int{tile("dead_end_02"), 4}, "The tile is Pit Trap (level 1)."},
		{TellTile, 0, []int{tile("epic_01"), 4}, "The tile is The Barbarian's Party."}, // no level 0
		{TellGainTime, 0, []int{12}, "{P1} gains Time: 12."},
		{TellGainAP, 0, []int{3}, "{P1} gains AP: 3."},
		{TellHeal, 0, []int{7}, "{P1} heals: Health 7."},
		{TellLoseTime, 0, []int{1, 17}, "{P1} loses 1 Time: 17 left."},
		{TellStuck, engine.NoPlayer, []int{0}, "{P1} has no tile left to explore and is stuck in the dungeon."},
		{TellTimeOut, 1, []int{0}, "{P1}'s Time has run out."},
		{TellNoHealth, engine.NoPlayer, []int{0}, "{P1} has no Health left."},
		{TellDuelWon, 1, []int{1, 2}, "{P2} has defeated 2 Epic tiles."},
		{TellObjective, 0, []int{m1}, "The objective is met: Defeat the Barbarian's party."},
		{TellLayout, 0, []int{int(D12), int(D8), int(D6), int(D10)}, "{P1} places d12 under Might, d8 under Agility, d6 under Magic and d10 under Health."},
		{TellAbility, 0, []int{creature("troll"), 0}, "{P1} uses Regenerate (2 AP)."},
		{TellCard, 0, []int{creature("deyeroller"), 1}, "{P1} plays Many Eyes (1 AP): “I saw that coming.”"},
		{TellFireStrike, 0, []int{2, 3}, "Fire Strike: 2 on the d6 (it hits on 3 or less)."},
		{TellPassesCheck, 0, nil, "{P1} passes the check."},
		{TellIgnoresTrap, 0, nil, "{P1} ignores the trap."},
		{TellEvilEye, 0, []int{int(Agility)}, "Evil Eye: no Agility attacks this round."},
		{TellTakesMinion, 0, []int{int(DieMinionD6)}, "{P1} takes a d6 DieMinion."},
		{TellSlotGain, 0, []int{int(SlotMight), int(D12), 12, int(D20), 14}, "Might: 12 on a d12 → 14 on a d20."},
		{TellUsesToken, 0, []int{int(TokHealth)}, "{P1} uses a Health token (+2)."},
		{TellTrap, 0, []int{int(Might), 4, 1}, "A trap: a Might check of 4 or more, or 1 damage."},
		{TellTrap, 0, []int{int(Agility), 5, 1}, "A trap: an Agility check of 5 or more, or 1 damage."},
		{TellTrapRoll, 0, []int{3, int(D8), int(Agility), 5}, "{P1} rolls 3 on the d8 for the Agility check (needs 5)."},
		{TellDieMasterToken, 0, []int{int(D10), 10}, "{P1} uses the DieMaster token: the d10 shows its maximum, 10."},
		{TellAttack, 0, []int{int(Agility), 5, int(D8), 2}, "{P1} attacks with Agility: 5 on the d8 against the party's 2."},
		{TellSpendsPips, 0, []int{2}, "{P1} spends 2 pips."},
		{TellLowersBy, 0, []int{int(SlotMagic), 2, int(D10), 9, int(D8), 7}, "{P1} lowers Magic by 2 to push the roll: 9 on a d10 → 7 on a d8."},
		{TellPip, 0, []int{+1}, "{P1} spends a pip: +1."},
		{TellPip, 0, []int{-1}, "{P1} spends a pip: −1."},
		{TellLowers, 0, []int{int(SlotMight), int(D8), 7, int(D6), 6}, "{P1} lowers Might to push the roll: 7 on a d8 → 6 on a d6."},
		{TellShove, 0, nil, "The Kobold gives a Lucky Shove: +2."},
		{TellTwist, 0, []int{6}, "Twist Fate: the die is rolled again and shows 6."},
		{TellMinionLoaded, 0, []int{int(DieMinionD8), 8}, "{P1} rolls a d8 DieMinion, loaded: 8."},
		{TellMinionRoll, 0, []int{int(DieMinionD4), 3}, "{P1} rolls a d4 DieMinion: +3."},
		{TellSacrifice, 0, []int{int(DieMinionD6)}, "{P1} sacrifices a d6 DieMinion: the hit is cancelled."},
		{TellPulse, 0, []int{int(DieMinionD6)}, "Dark Pulse: {P1} discards a d6 DieMinion."},
		{TellRake, 0, []int{int(DieMinionD10)}, "Golden Rake: {P1} discards a d10 DieMinion for a hit."},
		{TellStorm, 0, []int{int(DieMinionD12)}, "Dice Storm: {P1} discards a d12 DieMinion for an extra hit."},
		{TellCheckPassed, 0, []int{6}, "{P1} passes the check with 6."},
		{TellCheckFailed, 0, []int{3, 2}, "{P1} fails the check with 3 and takes 2 damage."},
		{TellAttackFails, 0, []int{4, 7}, "{P1}'s attack fails: 4 against 7."},
		{TellAttackHits, 0, []int{8, 7}, "{P1}'s attack succeeds: 8 against 7."},
		{TellHeroDie, 0, []int{6}, "The Hero Die shows 6: the Bard."},
		{TellJoins, 0, []int{int(Rogue), 2}, "A Rogue (level 2) joins the party."},
		{TellHeroDieHurts, 0, nil, "The Hero Die hurts: {P1} loses 1 Health."},
		{TellBardJoins, 0, nil, "The Bard joins the party."},
		{TellNoHero, 0, nil, "No hero stays to fight."},
		{TellBardToken, 0, nil, "The Bard joins the heroes, as the token promised."},
		{TellTimeDrain, 0, []int{2}, "Time Drain: 2 Wizards."},
		{TellSilence, 0, []int{3, 1}, "Silence: 3 Clerics take 1 AP."},
		{TellTimeDrain, 0, []int{1}, "Time Drain: 1 Wizard."},
		{TellSilence, 0, []int{1, 1}, "Silence: 1 Cleric takes 1 AP."},
		{TellRound, 0, []int{2}, "Round 2."},
		{TellSands, 0, nil, "Sands of Time."},
		{TellPaysPip, 0, nil, "{P1} pays a pip."},
		{TellAmbush, 0, nil, "Ambush! No Ability step this round."},
		{TellHit, 0, with(barbarian, 1, 2), "{P1} hits Barbarian (1 of 2 hits)."},
		{TellDefeats, 0, with(fighter2, 1), "{P1} defeats the Fighter (level 2): +1 XP."},
		{TellDefeats, 0, []int{int(Boss), 0, 0, 0}, "{P1} defeats The DieMaster: +0 XP."},
		{TellFlees, 0, []int{int(Basic), int(Rogue), 1}, "The Rogue (level 1) flees!"},
		{TellDieNamic, 0, []int{2}, "{P1} earns DieNamic die 2."},
		{TellBardLeaves, 0, nil, "The Bard leaves."},
		{TellAlone, 0, []int{int(EpicMem), 4, 0, 2}, "Dwarf Explosionist is left alone and is defeated: +2 XP."},
		{TellCleared, 0, []int{tile("epic_01")}, "{P1} has cleared the Barbarian's Party."},
		{TellCombatOver, 0, nil, "The combat is over."},
		{TellDamagePoint, 0, []int{int(SlotHealth), int(D10), 10, int(D8), 9}, "{P1} takes a point of damage on Health: 10 on a d10 → 9 on a d8."},
		{TellPickpocket, 0, nil, "Pickpocket: {P1} loses 1 AP."},
		{TellTimeWarp, 0, nil, "Time Warp!"},
		{TellDiesplacer, 0, nil, "{P1} sends in the Diesplacer Beast: hero dice are one size smaller for the rest of this Combat."},
		{TellKoboldSide, 0, []int{1, 5}, "{P1} puts the Kobold Lucky Shove side up."},
		{TellHeroRoll, 0, []int{int(RollHero), int(Might), 3, int(D4), 0, 12}, "The heroes' Might attack: 3 on the d4 against your Might 12."},
		{TellHeroRoll, 0, []int{int(RollHero), int(Magic), 5, int(D8), -2, 6}, "The heroes' Magic attack: 5 on the d8 −2 against your Magic 6."},
		{TellHeroRoll, 0, []int{int(RollKeg), int(Might), 4, int(D6), 1, 4}, "Powder Keg: 4 on the d6 +1 against the fuse's 4."},
		{TellHeroRoll, 0, []int{int(RollArrow), int(Agility), 7, int(D8), 0, 8}, "Hunter's Arrow: 7 on the d8 against your Agility 8."},
		{TellMisses, 0, nil, "It misses."},
		{TellBoneShield, 0, nil, "It hits, but Bone Shield takes the blow."},
		{TellThickHide, 0, nil, "It hits, but bounces off the Thick Hide."},
		{TellHits, 0, nil, "It hits!"},
		{TellCrushing, 0, nil, "Crushing Blow: 2 damage."},
		{TellFireHits, 0, nil, "Fire Strike hits."},
		{TellFireMisses, 0, nil, "Fire Strike misses."},
	}
	said := map[int]bool{}
	for _, c := range cases {
		said[c.code] = true
		ev := engine.Event{Kind: engine.EvGame, Player: c.p, Code: c.code, Args: c.args}
		if got := Tell(ev); got != c.want {
			t.Errorf("code %d %v:\n got %q\nwant %q", c.code, c.args, got, c.want)
		}
	}
	enginetest.TellsEveryCode(t, 1, numTells-1, said)
}

// Tell says nothing for a code it does not know, and never panics, even
// on numbers no event of the game holds (a damaged save).
func TestTellOfOddEvents(t *testing.T) {
	for _, code := range []int{0, -1, numTells, 1000} {
		if got := Tell(engine.Event{Kind: engine.EvGame, Code: code, Args: []int{1, 2}}); got != "" {
			t.Errorf("unknown code %d says %q", code, got)
		}
	}
	odd := [][]int{nil, {-1, -1, -1, -1, -1, -1, -1}, {1 << 20, 1 << 20, 1 << 20, 1 << 20, 1 << 20, 1 << 20, 1 << 20}}
	for code := 1; code < numTells; code++ {
		for _, args := range odd {
			if got := Tell(engine.Event{Kind: engine.EvGame, Player: 0, Code: code, Args: args}); got == "" {
				t.Errorf("code %d with %v says nothing", code, args)
			}
		}
	}
}

// Every sentence the game records is one of its own events, with a code
// Tell knows; the end of the game is told with the words Why keeps.
func TestGamesTellOnlyTheirOwnEvents(t *testing.T) {
	seen := map[int]bool{}
	for g := range 24 {
		n, opts := 1, engine.Options{}.With(OptCreature, Creatures[g%len(Creatures)].ID)
		if g%4 == 3 {
			n, opts = 2, opts.With(OptCreature2, Creatures[(g+1)%len(Creatures)].ID)
		} else {
			opts = opts.With(OptMap, soloMaps()[g%len(soloMaps())])
		}
		s, err := New(n, uint64(g+1), opts)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 1))
		for step := 0; step < 3000 && !s.IsTerminal(); step++ {
			legal := s.LegalActions(nil)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			for _, ev := range s.Events() {
				switch {
				case ev.Kind == engine.EvNote:
					t.Fatalf("game %d: a plain note %q", g, ev.Text)
				case ev.Kind != engine.EvGame:
				case ev.Code < 1 || ev.Code >= numTells || Tell(ev) == "":
					t.Fatalf("game %d: event code %d, args %v, that Tell does not know", g, ev.Code, ev.Args)
				default:
					seen[ev.Code] = true
				}
			}
		}
		if !s.IsTerminal() {
			continue
		}
		evs := s.Events()
		if last := evs[len(evs)-1]; !Ending(last) || whyWords(last) != s.Why {
			t.Errorf("game %d ends with %+v, Why %q", g, last, s.Why)
		}
	}
	t.Logf("%d of %d codes seen", len(seen), numTells-1)
}

func soloMaps() []string {
	var out []string
	for _, m := range Maps {
		if m.Players == 1 {
			out = append(out, m.ID)
		}
	}
	return out
}

// Pickpocket and Silence say the AP left as data, as Time lost does, so
// that a table turns the Ability die as their line shows rather than at the
// end of the action (and the log says the number).
func TestAPTakenByHeroesTellsTheAPLeft(t *testing.T) {
	told := func(s *State, code int) (engine.Event, bool) {
		for _, ev := range s.Ev.List {
			if ev.Kind == engine.EvGame && ev.Code == code {
				return ev, true
			}
		}
		return engine.Event{}, false
	}
	// Silence: three Clerics take 2 AP of 3.
	s := cellar(t, "troll")
	setAP(s, 3)
	s.Ev.Reset()
	fight(t, s, NoEffect, hero(Cleric, 1), hero(Cleric, 1), hero(Cleric, 1))
	ev, ok := told(s, TellSilence)
	if !ok {
		t.Fatal("three Clerics and no Silence told")
	}
	if ap := s.me().Board[SlotAbility].Value; len(ev.Args) < 3 || ev.Arg(1) != 2 || ev.Arg(2) != ap || ap != 1 {
		t.Errorf("Silence tells %v; want 2 AP taken and the %d left", ev.Args, ap)
	}
	if got, want := Tell(ev), "Silence: 3 Clerics take 2 AP: {P1} has 1 left."; got != want {
		t.Errorf("Silence says %q, want %q", got, want)
	}
	// Pickpocket: a Rogue's hit of 10 takes 1 AP of 3.
	s = cellar(t, "troll")
	setAP(s, 3)
	setStat(s, SlotAgility, 8)
	noMinions(s)
	fight(t, s, NoEffect, hero(Rogue, 2), hero(Cleric, 2))
	endAbility(t, s, 10)
	for s.Stage == StDamage {
		s.Ev.Reset()
		play(t, s, Act(KDamage, int(SlotHealth)))
	}
	ev, ok = told(s, TellPickpocket)
	if !ok {
		t.Fatal("a Rogue's hit of 10 and no Pickpocket told")
	}
	if ap := s.me().Board[SlotAbility].Value; len(ev.Args) < 1 || ev.Arg(0) != ap || ap != 2 {
		t.Errorf("Pickpocket tells %v; want the %d AP left", ev.Args, ap)
	}
	if got, want := Tell(ev), "Pickpocket: {P1} loses 1 AP: 2 left."; got != want {
		t.Errorf("Pickpocket says %q, want %q", got, want)
	}
}

// State.Why keeps an ending's sentence as rules version 2 wrote it (saved
// games replay to the same state); Tell says it today, without the spec's
// codes ("E1") or rule numbers.
func TestAnEndingIsToldInTodaysWordsAndKeptInTheOld(t *testing.T) {
	m1 := -1
	for i := range Maps {
		if len(Maps[i].Objective.Epics) == 1 && m1 < 0 {
			m1 = i
		}
	}
	obj := engine.Event{Kind: engine.EvGame, Code: TellObjective, Args: []int{m1}}
	if got, want := whyWords(obj), "The objective is met: "+Maps[m1].Objective.Text; got != want {
		t.Errorf("Why keeps %q, want %q", got, want)
	}
	stuck := engine.Event{Kind: engine.EvGame, Code: TellStuck, Args: []int{0}}
	for _, ev := range []engine.Event{obj, stuck} {
		if !Ending(ev) {
			t.Errorf("%v is not an ending", ev)
		}
		if told := Tell(ev); strings.Contains(told, "(R") || strings.Contains(told, "E1") {
			t.Errorf("Tell says %q", told)
		}
	}
}
