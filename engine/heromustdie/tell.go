package heromustdie

import (
	"fmt"
	"strconv"

	"github.com/herotable/herotable/engine"
)

// What happened, as data. Every sentence of the game's log is an
// engine.EvGame event recorded with s.Ev.Game: one of these codes and its
// numbers. Tell, registered in the game's Info, makes the sentence from
// them alone, and a table animates from the same numbers without reading
// words. In the Args, a seat is its number (0-based), a floor 1–5, a party
// and a slot's half 0-based, a slot 1–8; cards are indexes into Heroes,
// Monsters, Plots, Traps and Events, boxes into Boxes; hero is 1 for a hero
// card and 0 for a monster.
const (
	// Set-up (§4) and the turn.
	CodeSetupRoll   = iota + 1 // seat, face: a roll for the set-up order
	CodeColour                 // seat, colour (PlayerColours): a mage taken
	CodeFloorTaken             // seat, floor: the floor a seat will guard first
	CodePickMonster            // seat, monster: a starting monster taken from the pool
	CodeTurn                   // turn: a turn begins
	CodeShift                  // seat, floor: the shift of duty makes seat first player
	CodePass                   // seat: a seat stops placing goblins
	CodePlace                  // seat, box: a goblin placed
	CodeEventDrawn             // seat, half, slot, event card: the turn's event card drawn
	CodeWarCalls               // party: Kingdom at War calls a party home
	CodeLetGo                  // seat, monster: a monster let go on Pay Day
	CodeWages                  // seat, wages: Pay Day's wages paid

	// The Action phase (§5.4–§5.6).
	CodeClosed         // location: a location closed by the turn's event
	CodeRuneMP         // seat, MP, mage power: MP gained in the Rune room (1 of them the red mage's power)
	CodeTownSlaves     // seat, slaves, mage power: slaves gained in the Town (1 of them the blue mage's)
	CodeForest         // seat, face, gold: a Forest roll and the gold it finds
	CodeCannotHire     // seat: no monster the seat can afford
	CodeCannotBuild    // seat: no building the seat can afford
	CodeCannotGift     // seat: the Castle's gift is out of reach
	CodePeek           // seat, slot, half: a face-down event card looked at
	CodeWrathSpared    // seat: in reserve, spared by the Wrath of Lord
	CodeWrathPleased   // seat: built, +1 VP from the Wrath of Lord
	CodeWrathAngry     // seat: built nothing, -1 VP from the Wrath of Lord
	CodeThroneUnused   // seat, box: the Throne room's draw declined
	CodeMine           // seat, gold, slaves, mage power: gold mined, slaves spent for more (1 gold the yellow mage's)
	CodeReserveNoBuild // seat: a seat in reserve cannot build
	CodeBuild          // seat, what (KTrap, KRoom or KUpgrade), card (trap kind or room size), floor, gold, slaves, MP: a building
	CodeCastleEye      // seat, gold: paid to see two future event cards
	CodePush           // seat, gold, party, where (Where): a party sent one space back
	CodeRecall         // seat, gold, party: a party called back to the Castle
	CodeNoPlots        // seat: no plot card left for the Throne room
	CodeCannotThrone   // seat, box: the Throne room's price is out of reach
	CodePlotsShuffled  // (none): the plot discard becomes a new deck
	CodeThroneDraw     // seat, gold, cards: paid and drew plot cards
	CodeThroneKeep     // seat, under: one card kept, the others under the deck
	CodeHireNone       // seat: no monster hired
	CodeHire           // seat, monster: a monster hired at its printed cost

	// Parties (§5.9, §5.10).
	CodeEvilAdvance // party, where (Where): an evil move advances a party
	CodeEvilEnter   // party: an evil move sends a party into the dungeon
	CodeEvilStuck   // (none): no party can move
	CodeNotNeeded   // hero, party: a hero drawn goes back under the deck
	CodePartyEnters // party, floor, heroes…: a party enters the dungeon
	CodeReclaimed   // (none): the dungeon is empty, every floor reclaimed

	// The invasion and its combat (§5.7, §5.8).
	CodeInvasion     // party, floor, defender seat, heroes…: a fight begins
	CodeDisarm       // disarm strength, trap kinds…: the traps the heroes disarm
	CodeFire         // seat, trap kind, hero, wounds, wounds now, HP: a trap fired
	CodeTrapsCleared // (none): every hero died, the traps left go unused
	CodeNoDefender   // seat, floor: nothing may defend, the heroes win (R33)
	CodeSendNone     // seat: no more defenders
	CodeSend         // seat, monster, the monster it stands behind (-1 front): a defender sent
	CodeRound        // round, number of heroes, then (card, wounds) for each hero and each monster
	CodeRange        // heroes' green, wounds landing on monsters, monsters' green, wounds landing on heroes
	CodeMeleeTotal   // heroes' total, front hero, its melee, heroes' black, monsters' black
	CodeCommit       // seat, black committed, monsters' black
	CodeSupport      // seat, support, MP
	CodeMelee        // Th, Tm, front monster, its melee, black, support, front hero, wounds: the clash (the greater side's wounds on the other front card; a tie wounds nobody)
	CodeMagicPool    // wounds: the magic wounds the monsters may give
	CodeMagic        // seat, hero, wounds now, HP: a magic wound
	CodeHeal         // seat, monster, wounds left: a monster's wound healed
	CodeHeroesHeal   // yellow, wounds healed, then (card, wounds) for each hero
	CodeKilled       // hero, card: a card killed
	CodeStalemate    // round, seat: a round changed nothing, the heroes retreat (R32)
	CodeRoundsOut    // round, seat: the last round is over, the heroes retreat (R32)
	CodeHeroesWin    // (none): every defender is dead
	CodeBothDead     // seat: both sides wiped out, the defender holds (R31)
	CodeHeroesDead   // seat: every hero is dead, the defender holds

	// The result (§5.11).
	CodeKillVP     // seat, levels, VP, VP now: VP for heroes killed
	CodePardon     // seat: Pardon Me played
	CodeTraitor    // seat, defender, VP lost, VP it would have lost: Traitor played
	CodeFloorLoss  // seat, VP lost, VP now
	CodeTornDown   // room size, floor: a monster room torn down
	CodeLevelUp    // hero, HP: a level-up marker gained
	CodeConquered  // floor lost, new front floor, the seat that lost it (who moves down with the parties, R6)
	CodeDrivenOff  // party: the party returns to the Castle
	CodeEliminated // seat: out of the game at 0 VP

	// The Court phase (§5.13) and quests.
	CodeIncome       // seat, gold
	CodeCourtOrder   // seats…: the court order
	CodeCourtEnd     // seat: a seat ends its Court turn
	CodeBetter       // seat, quest plot card: A Better Choice played
	CodeSwitch       // seat, other seat, seat's floor, other's floor (0 reserve): We Need Change
	CodeKeepParties  // seat: Rule Them All sends no party back
	CodePlays        // seat, plot card: a plot card played
	CodeSteal        // thief, victim: It's Mine takes a random card
	CodeQuestDiscard // seat, monster, quest plot card: a monster discarded for a quest
	CodeQuestDone    // seat, plot card, VP, VP now: a quest completed
	CodeCupFee       // seat, gold: paid into the Monster Cup
	CodeCup          // monster levels, gold each, winning seats…
	CodeRuleParty    // seat, party, where from (Where): Rule Them All sends a party home
	CodeFinalScore   // seat, VP, monster levels, resources

	// The end (also the state's Why).
	CodeCoup         // seat: two We Need Change cards win
	CodeNobodyLeft   // (none): every mage fell to 0 VP
	CodeLastMage     // seat: the last mage standing wins
	CodeDungeonFalls // (none): floor 5 conquered, everybody loses
	CodeAfterEight   // winning seats…: final scoring's winners

	// The fight's blows (blows.go): what a sentence just before them tells
	// (a volley, the melee, a magic wound, a death, a level-up), one event
	// per card, so that a table puts each on its card.
	CodeWound    // hero, card, wounds: wounds put on a card
	CodeWoundOff // hero, card, wounds: wounds healed from a card
	CodeSlain    // hero, card: a killed card leaves the fight
	CodeLevelled // hero card: its level-up marker goes on it

	// The turn's procedure (flow.go), after the others so that their
	// numbers stay those of older saves.
	CodePhase // phase, turn: a phase begins (a table opens it with a banner)
	// event kind, why (Idle*), parties sent: an event card that does
	// nothing, or less than it says (pt7 #6)
	CodeEventIdle
	// seat, resource (KPay's: 0 gold, 1 slave, 2 MP): one point of Pay
	// Day's wages paid, by the seat or by itself when it was all the seat
	// had left (run), which no action tells (pt22 #2)
	CodePaid

	numCodes
)

// IsBlow reports whether code is one of the fight's blows, which the
// sentence before them already tells: a log may leave them out.
func IsBlow(code int) bool { return code >= CodeWound && code <= CodeLevelled }

// Tell is the sentence of one of the game's events, seats named with
// engine.Who: every line of the game's log is made here.
func Tell(ev engine.Event) string { return ended(tell(ev)) }

// powerWords say what a mage power added to a gain (§2.9): " (+1 gold:
// the yellow mage's power)", or nothing.
func powerWords(n int, colour, what string) string {
	if n <= 0 {
		return ""
	}
	return fmt.Sprintf(" (+%d %s: the %s mage's power)", n, what, colour)
}

func tell(ev engine.Event) string {
	a := ev.Arg
	who := func(i int) string { return engine.Who(engine.Player(a(i))) }
	switch ev.Code {
	case CodeSetupRoll:
		return fmt.Sprintf("%s rolls %d for the set-up order.", who(0), a(1))
	case CodeColour:
		return fmt.Sprintf("%s takes the %s evil mage.", who(0), called(PlayerColours[:], a(1)))
	case CodeFloorTaken:
		return fmt.Sprintf("%s chooses floor %d.", who(0), a(1))
	case CodePickMonster:
		return fmt.Sprintf("%s takes the %s.", who(0), monsterCalled(a(1)))
	case CodeTurn:
		return fmt.Sprintf("Turn %d begins.", a(0))
	case CodePhase:
		if ph := a(0); ph >= 0 && ph < len(PhaseNames) {
			return fmt.Sprintf("The %s phase begins.", PhaseNames[ph])
		}
		return "A new phase begins."
	case CodeShift:
		// A newcomer sees the guards move and the buildings not: say why.
		return fmt.Sprintf("Shift of duty: %s is now first player and guards floor %d. The guards move up a floor; traps and rooms stay with their floors.", who(0), a(1))
	case CodePass:
		return who(0) + " passes."
	case CodePlace:
		return fmt.Sprintf("%s places a goblin on %s.", who(0), boxCalled(a(1)))
	case CodeEventDrawn:
		return fmt.Sprintf("%s draws the %s card of slot %d: %s.", who(0), called(halfNames[:], a(1)), a(2), eventCalled(a(3)))
	case CodeEventIdle:
		name := "The event"
		if k := a(0); k >= 0 && k < len(EventKindNames) {
			name = EventKindNames[k]
		}
		switch a(1) {
		case IdleNoEntrance:
			return fmt.Sprintf("No effect: nobody is at the Entrance for %s to send in.", name)
		case IdleFewEntrance:
			return fmt.Sprintf("%s sends in only %s: nobody else is at the Entrance.", name, counted(a(2), "party", "parties"))
		case IdleNoQueue:
			return fmt.Sprintf("No effect: no party is in the dungeon for %s to call home.", name)
		}
		return fmt.Sprintf("No effect: %s.", name)
	case CodeWarCalls:
		return fmt.Sprintf("Party %d is called home by the war.", a(0)+1)
	case CodeLetGo:
		return fmt.Sprintf("%s cannot pay for the %s and lets it go.", who(0), monsterCalled(a(1)))
	case CodeWages:
		return fmt.Sprintf("%s pays the monsters' wages (%d).", who(0), a(1))

	case CodeClosed:
		return fmt.Sprintf("%s is closed this turn: the goblins there get nothing.", called(LocationNames[:], a(0)))
	case CodeRuneMP:
		return fmt.Sprintf("%s gains %d MP in the Rune Room%s.", who(0), a(1), powerWords(a(2), "red", "MP"))
	case CodeTownSlaves:
		return fmt.Sprintf("%s gains %s in the Town%s.", who(0), costWords(Cost{Slaves: int8(a(1))}), powerWords(a(2), "blue", "slave"))
	case CodeForest:
		return forestLine(who(0), a(1), a(2))
	case CodeCannotHire:
		return who(0) + " cannot afford any monster in the Monster Pit."
	case CodeCannotBuild:
		return who(0) + " cannot afford any building."
	case CodeCannotGift:
		return who(0) + " cannot afford the Castle's gift."
	case CodePeek:
		return fmt.Sprintf("%s peeks at the %s card of slot %d.", who(0), called(halfNames[:], a(2)), a(1))
	case CodeWrathSpared:
		return who(0) + " was in reserve and escapes the Wrath of Lord."
	case CodeWrathPleased:
		return "The Lord is pleased with " + who(0) + "'s building: +1 VP."
	case CodeWrathAngry:
		return "The Lord is angry that " + who(0) + " built nothing: -1 VP."
	case CodeThroneUnused:
		return fmt.Sprintf("%s does not use %s.", who(0), boxCalled(a(1)))
	case CodeMine:
		if a(2) > 0 {
			return fmt.Sprintf("%s mines %d gold in the Gold Mine (%d for slaves)%s.", who(0), a(1), a(2), powerWords(a(3), "yellow", "gold"))
		}
		return fmt.Sprintf("%s mines %d gold in the Gold Mine%s.", who(0), a(1), powerWords(a(3), "yellow", "gold"))
	case CodeReserveNoBuild:
		return who(0) + " is in reserve and cannot build."
	case CodeBuild:
		what := "a " + trapCalled(a(2))
		switch Kind(a(1)) {
		case KRoom:
			what = "a monster room"
		}
		c := Cost{Gold: int8(a(4)), Slaves: int8(a(5)), MP: int8(a(6))}
		if Kind(a(1)) == KUpgrade { // one line says it all (pt7 #10: the action's and this)
			return fmt.Sprintf("%s upgrades the monster room on floor %d to size %d (%s).", who(0), a(3), a(2), costWords(c))
		}
		return fmt.Sprintf("%s builds %s on floor %d (%s).", who(0), what, a(3), costWords(c))
	case CodeCastleEye:
		return fmt.Sprintf("%s pays %d gold in the Castle to see two future event cards.", who(0), a(1))
	case CodePush:
		return fmt.Sprintf("%s pays %d gold: party %d goes back to %s.", who(0), a(1), a(2)+1, called(WhereNames[:], a(3)))
	case CodeRecall:
		return fmt.Sprintf("%s pays %d gold: party %d is called back to the Castle.", who(0), a(1), a(2)+1)
	case CodeNoPlots:
		return who(0) + " finds no plot cards left in the Throne Room."
	case CodeCannotThrone:
		return fmt.Sprintf("%s cannot afford %s.", who(0), boxCalled(a(1)))
	case CodePlotsShuffled:
		return "The plot discard pile is shuffled into a new plot deck."
	case CodeThroneDraw:
		return fmt.Sprintf("%s pays %d gold in the Throne Room and draws %d plot cards.", who(0), a(1), a(2))
	case CodeThroneKeep:
		return fmt.Sprintf("%s keeps one plot card and puts %d under the plot deck.", who(0), a(1))
	case CodeHireNone:
		return who(0) + " hires no monster."
	case CodeHire:
		cost := "?"
		if m := a(1); m >= 0 && m < len(Monsters) {
			cost = costWords(Monsters[m].Cost)
		}
		return fmt.Sprintf("%s hires the %s (%s).", who(0), monsterCalled(a(1)), cost)

	case CodeEvilAdvance:
		return fmt.Sprintf("Evil move: party %d advances to %s.", a(0)+1, called(WhereNames[:], a(1)))
	case CodeEvilEnter:
		return fmt.Sprintf("Evil move: party %d enters the dungeon.", a(0)+1)
	case CodeEvilStuck:
		return "Evil move: no party can move."
	case CodeNotNeeded:
		return fmt.Sprintf("%s is not needed by party %d and goes under the hero deck.", heroCalled(a(0)), a(1)+1)
	case CodePartyEnters:
		return fmt.Sprintf("Party %d enters floor %d: %s.", a(0)+1, a(1), listOf(argsFrom(ev, 2), heroCalled))
	case CodeReclaimed:
		return "The dungeon is empty again: every floor is reclaimed."

	case CodeInvasion:
		return fmt.Sprintf("Invasion: party %d (%s) attacks floor %d, defended by %s.",
			a(0)+1, listOf(argsFrom(ev, 3), heroCalled), a(1), who(2))
	case CodeDisarm:
		traps := argsFrom(ev, 1)
		if len(traps) == 0 {
			return fmt.Sprintf("The heroes' disarm strength is %d: they disarm nothing.", a(0))
		}
		return fmt.Sprintf("The heroes' disarm strength is %d: they disarm %s.", a(0), listOf(traps, trapCalled))
	case CodeFire:
		k, colour, damage := a(1), "?", 0
		if k >= 0 && k < len(Traps) {
			colour, damage = called(ColourIDs[:], int(Traps[k].Colour)), int(Traps[k].Damage)
		}
		return fmt.Sprintf("%s fires the %s (%s %d) at the %s: %s (%d of %d).",
			who(0), trapCalled(k), colour, damage, heroCalled(a(2)), counted(a(3), "wound", "wounds"), a(4), a(5))
	case CodeTrapsCleared:
		return "Every hero is dead: the remaining traps are cleared away unused."
	case CodeNoDefender:
		return fmt.Sprintf("%s has no monster that may defend floor %d: the heroes win.", who(0), a(1))
	case CodeSendNone:
		return who(0) + " sends no more monsters."
	case CodeSend:
		where := "at the front"
		if a(2) >= 0 {
			where = "behind the " + monsterCalled(a(2))
		}
		return fmt.Sprintf("%s sends the %s to defend, %s.", who(0), monsterCalled(a(1)), where)
	case CodeRound:
		n := min(max(a(1), 0), len(argsFrom(ev, 2))/2)
		cards := argsFrom(ev, 2)
		return fmt.Sprintf("Round %d: %s against %s.", a(0), fighterList(cards[:2*n], heroCalled), fighterList(cards[2*n:], monsterCalled))
	case CodeRange:
		return fmt.Sprintf("Range: the heroes shoot %d (%d wounds land), the monsters %d (%d land).", a(0), a(1), a(2), a(3))
	case CodeMeleeTotal:
		return fmt.Sprintf("Melee: the heroes' total is %d (the %s's melee %d + black %d); the monsters have %d black.",
			a(0), heroCalled(a(1)), a(2), a(3), a(4))
	case CodeCommit:
		return fmt.Sprintf("%s commits %d of the monsters' %d black to the melee.", who(0), a(1), a(2))
	case CodeSupport:
		if a(1) == 0 {
			return fmt.Sprintf("%s buys no evil lord support.", who(0))
		}
		return fmt.Sprintf("%s buys %d evil lord support for %d MP.", who(0), a(1), a(2))
	case CodeMelee:
		head := fmt.Sprintf("Melee: heroes %d against monsters %d (the %s's melee %d + black %d + support %d): ",
			a(0), a(1), monsterCalled(a(2)), a(3), a(4), a(5))
		switch {
		case a(0) > a(1):
			return head + fmt.Sprintf("the %s takes %s.", monsterCalled(a(2)), counted(a(7), "wound", "wounds"))
		case a(1) > a(0):
			return head + fmt.Sprintf("the %s takes %s.", heroCalled(a(6)), counted(a(7), "wound", "wounds"))
		}
		return head + "a tie, nobody is wounded."
	case CodeMagicPool:
		return fmt.Sprintf("Magic: the monsters have %d magic wounds to give.", a(0))
	case CodeMagic:
		return fmt.Sprintf("%s gives the %s a magic wound (%d of %d).", who(0), heroCalled(a(1)), a(2), a(3))
	case CodeHeal:
		return fmt.Sprintf("%s heals a wound of the %s (%d left).", who(0), monsterCalled(a(1)), a(2))
	case CodeHeroesHeal:
		return fmt.Sprintf("Healing: the heroes' %d yellow removes %d wounds: %s.", a(0), a(1), fighterList(argsFrom(ev, 2), heroCalled))
	case CodeKilled:
		return "The " + cardCalled(a(0) != 0, a(1)) + " is killed."
	case CodeStalemate:
		return fmt.Sprintf("Round %d changed nothing: the heroes retreat and %s holds the floor.", a(0), who(1))
	case CodeRoundsOut:
		return fmt.Sprintf("After %d rounds the heroes retreat and %s holds the floor.", a(0), who(1))
	case CodeHeroesWin:
		return "Every defender is dead: the heroes win."
	case CodeBothDead:
		return "Both sides are wiped out: " + who(0) + " holds the floor."
	case CodeHeroesDead:
		return "Every hero is dead: " + who(0) + " holds the floor."

	case CodeKillVP:
		return fmt.Sprintf("%s killed heroes of %d levels in all and gains %d VP (now %d).", who(0), a(1), a(2), a(3))
	case CodePardon:
		return who(0) + " plays Pardon Me: no VP are lost for the floor."
	case CodeTraitor:
		return fmt.Sprintf("%s plays Traitor: %s loses %d VP for the floor instead of %d.", who(0), who(1), a(2), a(3))
	case CodeFloorLoss:
		return fmt.Sprintf("%s loses %d VP for the floor (now %d).", who(0), a(1), a(2))
	case CodeTornDown:
		return fmt.Sprintf("The size-%d monster room on floor %d is torn down.", a(0), a(1))
	case CodeLevelUp:
		return fmt.Sprintf("The %s gains a level-up marker (HP %d).", heroCalled(a(0)), a(1))
	case CodeConquered:
		// R6: the loser moves down with the parties, and guards the new
		// front floor until the next shift (unless the loss put him out,
		// which the next line tells: "guarded by" him then named a guard
		// gone a line later, pt4 #5).
		return fmt.Sprintf("Floor %d is conquered: the parties and %s, who lost it, move down to floor %d.", a(0), who(2), a(1))
	case CodeDrivenOff:
		// Said after a wipe-out as after a retreat: the party's token
		// goes home, never its dead (pt37 #9: "Every hero is dead" and
		// then "Party 1 … returns to the Castle").
		return fmt.Sprintf("Party %d leaves the dungeon: its token goes back to the Castle, its heroes' cards under the hero deck.", a(0)+1)
	case CodeEliminated:
		return who(0) + " has no victory points left and is out of the game."

	case CodeIncome:
		return fmt.Sprintf("%s collects %d gold of income.", who(0), a(1))
	case CodeCourtOrder:
		return "Court order: " + seatList(argsFrom(ev, 0)) + "."
	case CodeCourtEnd:
		return who(0) + " ends the Court turn."
	case CodeBetter:
		return fmt.Sprintf("%s plays A Better Choice and completes %s instead.", who(0), plotCalled(a(1)))
	case CodeSwitch:
		return fmt.Sprintf("%s switches floors with %s: %s, %s.", who(0), who(1), post(a(0), a(2)), post(a(1), a(3)))
	case CodeKeepParties:
		return who(0) + " leaves every party where it is."
	case CodePlays:
		return fmt.Sprintf("%s plays %s.", who(0), plotCalled(a(1)))
	case CodeSteal:
		return fmt.Sprintf("%s takes a random plot card from %s.", who(0), who(1))
	case CodeQuestDiscard:
		return fmt.Sprintf("%s discards the %s for %s.", who(0), monsterCalled(a(1)), plotCalled(a(2)))
	case CodeQuestDone:
		return fmt.Sprintf("%s completes %s and gains %d VP (now %d).", who(0), plotCalled(a(1)), a(2), a(3))
	case CodeCupFee:
		return fmt.Sprintf("%s pays %d gold into the Monster Cup.", who(0), a(1))
	case CodeCup:
		top := argsFrom(ev, 2)
		return fmt.Sprintf("%s %s the Monster Cup with %d monster levels and %s %d gold.",
			seatList(top), plural(len(top), "wins", "share"), a(0), plural(len(top), "takes", "take"), a(1))
	case CodeRuleParty:
		return fmt.Sprintf("%s sends party %d from %s back to the Castle.", who(0), a(1)+1, called(WhereNames[:], a(2)))
	case CodeFinalScore:
		return fmt.Sprintf("%s ends with %d VP, %d monster levels and %d resources.", who(0), a(1), a(2), a(3))

	case CodeCoup:
		// Play-test 37 met this win with no word of the rule behind it.
		return fmt.Sprintf("%s plays two We Need Change cards: a Coup d'État! With 8 VP or more at Court, the pair wins at once, whatever anyone's VP. %s wins.", who(0), who(0))
	case CodeNobodyLeft:
		return "Every evil mage fell to 0 victory points: nobody wins."
	case CodeLastMage:
		return who(0) + " is the last evil mage standing and wins."
	case CodeDungeonFalls:
		return "The heroes conquered floor 5: the dungeon falls and every evil mage loses."
	case CodeAfterEight:
		if w := argsFrom(ev, 0); len(w) > 1 {
			return "After eight turns " + seatList(w) + " share the victory."
		}
		return fmt.Sprintf("After eight turns %s wins.", who(0))

	case CodePaid:
		if r := a(1); r >= 0 && r < len(resourceWords) {
			return fmt.Sprintf("%s pays a wage with one %s.", who(0), resourceWords[r])
		}
		return who(0) + " pays a wage."

	case CodeWound:
		return fmt.Sprintf("The %s takes %s.", cardCalled(a(0) != 0, a(1)), counted(a(2), "wound", "wounds"))
	case CodeWoundOff:
		return fmt.Sprintf("The %s loses %s.", cardCalled(a(0) != 0, a(1)), counted(a(2), "wound", "wounds"))
	case CodeSlain:
		return "The " + cardCalled(a(0) != 0, a(1)) + " leaves the fight."
	case CodeLevelled:
		return "The " + heroCalled(a(0)) + " takes its level-up marker."
	}
	return "" // not one of the game's codes
}

// argsFrom is the event's numbers from the i-th on (a list the code ends
// with), none when it has fewer.
func argsFrom(ev engine.Event, i int) []int {
	if i >= len(ev.Args) {
		return nil
	}
	return ev.Args[i:]
}

// called is names[i], or "?" for a number that names nothing (a damaged
// save): Tell never panics. So are the cards' and boxes' names below.
func called(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

var (
	heroCalled    = namer(Heroes[:], func(h Hero) string { return h.Name })
	monsterCalled = namer(Monsters[:], func(m Monster) string { return m.Name })
	plotCalled    = namer(Plots[:], func(p Plot) string { return p.Name })
	trapCalled    = namer(Traps[:], func(t Trap) string { return t.Name })
	eventCalled   = namer(Events[:], func(e Event) string { return EventKindNames[e.Kind] })
)

// namer names the entries of a card table by number.
func namer[T any](table []T, name func(T) string) func(int) string {
	return func(i int) string {
		if i < 0 || i >= len(table) {
			return "?"
		}
		return name(table[i])
	}
}

// boxCalled names a box by what it shows: "the Gold Mine's 4-gold box".
func boxCalled(b int) string { return BoxName(b) }

// cardCalled names a fighting card: a hero's or a monster's.
func cardCalled(hero bool, c int) string {
	if hero {
		return heroCalled(c)
	}
	return monsterCalled(c)
}

// listOf names cards: "A, B and C".
func listOf(cards []int, name func(int) string) string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = name(c)
	}
	return andList(out)
}

// seatList names seats: "A, B and C".
func seatList(seats []int) string {
	return listOf(seats, func(p int) string { return engine.Who(engine.Player(p)) })
}

// fighterList names fighting cards from (card, wounds) pairs, with their
// wounds: "Mage (2w)".
func fighterList(pairs []int, name func(int) string) string {
	var out []string
	for i := 0; i+1 < len(pairs); i += 2 {
		n := name(pairs[i])
		if w := pairs[i+1]; w > 0 {
			n += " (" + strconv.Itoa(w) + "w)"
		}
		out = append(out, n)
	}
	return andList(out)
}

// post says where seat p stands: floor f, or the reserve (0).
func post(p, f int) string {
	if f > 0 {
		return fmt.Sprintf("%s guards floor %d", engine.Who(engine.Player(p)), f)
	}
	return engine.Who(engine.Player(p)) + " is in reserve"
}

// fighterArgs are cards' (card, wounds) pairs, for the Args of CodeRound
// and CodeHeroesHeal.
func fighterArgs(args []int, cards []Fighter) []int {
	for _, f := range cards {
		args = append(args, int(f.Card), int(f.Wounds))
	}
	return args
}

// heroArgs are the fighting cards' numbers, for the Args of a list of
// heroes.
func heroArgs(args []int, cards []Fighter) []int {
	for _, f := range cards {
		args = append(args, int(f.Card))
	}
	return args
}

// cardArgs are cards' numbers, for the Args of a list.
func cardArgs[T ~int8](args []int, cards []T) []int {
	for _, c := range cards {
		args = append(args, int(c))
	}
	return args
}

// ended drops the full stop after a sentence's last name that has its own
// mark: "… slot 1: Invasion!!", "plays Rule Them All!".
func ended(s string) string {
	if n := len(s); n >= 2 && s[n-1] == '.' && (s[n-2] == '!' || s[n-2] == '?') {
		return s[:n-1]
	}
	return s
}

// forestLine tells a Forest roll and how the die gave its gold, from the
// event's face and gold: the faces' gold, and Carriage Arrived's doubling
// when the gold is twice it (pt31 #8: "rolls 3 … finds 4 gold" said
// neither).
func forestLine(who string, face, gold int) string {
	s := fmt.Sprintf("%s rolls %d in the Forest and finds %d gold", who, face, gold)
	if face < 1 || face > 6 {
		return s + "."
	}
	base := int(forestGold(face))
	faces := fmt.Sprintf("a %d or %d finds %d", 2*base-1, 2*base, base)
	switch gold {
	case base:
		return s + " (" + faces + ")."
	case 2 * base:
		return s + " (" + faces + ", doubled by Carriage Arrived)."
	}
	return s + "."
}
