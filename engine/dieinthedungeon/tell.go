package dieinthedungeon

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// What happens in the game, as data: each log sentence is an EvGame event
// with one of these codes and its numbers (Args), recorded with tell; Tell
// is the one place that turns them into words. The subject of a sentence
// is the event's Player (the creature whose turn it is), unless the code
// says a seat is among its Args.
//
// A die type is a DieType, a stat a Stat, a slot a board Slot, a map slot
// an index into the map's slots, a token a Token, a tile an index into
// Tiles. A board die is two numbers, its
// DieType and its value. A party member is three (see memberArgs): its
// MemberKind, then its hero type and level (Basic), its index into Epics
// (EpicMem) or its Bard side (Bard).
const (
	// TellTurn: a turn begins. Args: turn number, Time, Health, AP.
	TellTurn = iota + 1
	// TellPowerUp: POWER_UP. Args: AP now, AP gained (0 at the maximum),
	// 1 when the game powered up by itself (nothing else could be done).
	// An old save's event has AP now only, and was told only on a gain.
	TellPowerUp
	// TellRest: the creature rested. Args: points rested, Time now, Health now.
	TellRest
	// TellPeek: a face-down tile is looked at; it follows the tile's EvDraw.
	// Args: map slot.
	TellPeek
	// TellMove: the creature moves; the token it takes (EvMove) and the
	// tile it flips (EvReveal) later in the same action are at this slot.
	// Args: map slot, its row, its column, the row and column moved from,
	// and the TileKind of its back (an old save's event has fewer).
	TellMove
	// TellTakesToken: a token is taken from the tile. Args: token.
	TellTakesToken
	// TellTile: the tile turned face up. Args: tile, map slot.
	TellTile
	// TellGainTime: the tile gave Time. Args: Time now.
	TellGainTime
	// TellGainAP: the tile gave AP. Args: AP now.
	TellGainAP
	// TellHeal: the tile healed. Args: Health now.
	TellHeal
	// TellLoseTime: Time lost. Args: Time lost, Time left.
	TellLoseTime
	// TellStuck: the game ends, no tile left to explore (R35). Args: seat.
	TellStuck
	// TellTimeOut: the game ends, Time ran out. Args: seat.
	TellTimeOut
	// TellNoHealth: the game ends, Health ran out. Args: seat.
	TellNoHealth
	// TellDuelWon: the Duel is won. Args: seat, Epic tiles defeated.
	TellDuelWon
	// TellObjective: the solo map's objective is met. Args: map index.
	TellObjective
	// TellLayout: the dice are placed. Args: the die types under Might,
	// Agility, Magic and Health.
	TellLayout
	// TellAbility: a board ability is used. Args: creature, ability index.
	TellAbility
	// TellCard: an ability card is played. Args: creature, card index.
	TellCard
	// TellFireStrike: Fire Strike's d6. Args: face, heroes it hits on or under.
	TellFireStrike
	// TellPassesCheck: a card passes the trap's check.
	TellPassesCheck
	// TellIgnoresTrap: a card ignores the trap.
	TellIgnoresTrap
	// TellEvilEye: Evil Eye stops an attack type. Args: stat.
	TellEvilEye
	// TellTakesMinion: a DieMinion comes from the supply. Args: token.
	TellTakesMinion
	// TellSlotGain: a board slot gained. Args: slot, old board die (2),
	// new board die (2).
	TellSlotGain
	// TellUsesToken: a stat token is spent. Args: token.
	TellUsesToken
	// TellTrap: the tile is a trap. Args: stat checked, number to reach, damage.
	TellTrap
	// TellTrapRoll: the trap's check is rolled. Args: face, die type,
	// stat, number to reach.
	TellTrapRoll
	// TellDieMasterToken: the DieMaster token sets the attack's die to its
	// maximum. Args: die type, value.
	TellDieMasterToken
	// TellAttack: the creature attacks. Args: stat, face, die type, the
	// party's total.
	TellAttack
	// TellSpendsPips: pips spent at once. Args: how many.
	TellSpendsPips
	// TellLowersBy: a stat lowered by several points to push a roll. Args:
	// slot, points, old board die (2), new board die (2).
	TellLowersBy
	// TellPip: a pip spent on a roll. Args: +1 or −1.
	TellPip
	// TellLowers: a stat lowered by a point to push a roll. Args: slot,
	// old board die (2), new board die (2).
	TellLowers
	// TellShove: the Kobold's Lucky Shove (+KoboldShoveBonus).
	TellShove
	// TellTwist: Twist Fate rerolls. Args: the new face.
	TellTwist
	// TellMinionLoaded: a DieMinion adds its maximum (Loaded Dice). Args:
	// token, value.
	TellMinionLoaded
	// TellMinionRoll: a DieMinion is rolled onto your roll. Args: token, face.
	TellMinionRoll
	// TellSacrifice: a DieMinion cancels a hero's hit. Args: token.
	TellSacrifice
	// TellPulse: Dark Pulse takes a DieMinion. Args: token.
	TellPulse
	// TellRake: Golden Rake turns a DieMinion into a hit. Args: token.
	TellRake
	// TellStorm: Dice Storm turns a DieMinion into an extra hit. Args: token.
	TellStorm
	// TellCheckPassed: the trap's check passes. Args: final value.
	TellCheckPassed
	// TellCheckFailed: the trap's check fails. Args: final value, damage.
	TellCheckFailed
	// TellAttackFails: your attack fails. Args: final value, the party's total.
	TellAttackFails
	// TellAttackHits: your attack succeeds. Args: final value, the party's total.
	TellAttackHits
	// TellHeroDie: the Hero Die is rolled (R33). Args: face.
	TellHeroDie
	// TellJoins: a basic hero joins the party. Args: hero type, level.
	TellJoins
	// TellHeroDieHurts: the Hero Die's face 5 costs 1 Health.
	TellHeroDieHurts
	// TellBardJoins: the Hero Die brings the Bard.
	TellBardJoins
	// TellNoHero: a party of Bards alone does not fight (CS2).
	TellNoHero
	// TellBardToken: the Bard token brings the Bard (CS2).
	TellBardToken
	// TellTimeDrain: Wizards' Time Drain. Args: Wizards.
	TellTimeDrain
	// TellSilence: Clerics' Silence. Args: Clerics, AP taken, AP now (an
	// old save's event has no AP now).
	TellSilence
	// TellRound: a Combat round begins. Args: round.
	TellRound
	// TellSands: the DieMaster's Sands of Time.
	TellSands
	// TellPaysPip: a pip pays for Sands of Time or Dark Pulse.
	TellPaysPip
	// TellAmbush: an ambush skips round 1's Ability step (A43).
	TellAmbush
	// TellHit: a member takes a hit short of defeat. Args: member (3),
	// hits taken, hits needed.
	TellHit
	// TellDefeats: a member is defeated. Args: member (3), XP gained.
	TellDefeats
	// TellFlees: a member flees (Dread, Terrify). Args: member (3).
	TellFlees
	// TellDieNamic: a DieNamic die is earned. Args: dice earned now.
	TellDieNamic
	// TellBardLeaves: the Bard leaves at the end of a Combat.
	TellBardLeaves
	// TellAlone: an Epic hero that takes no hits is left alone. Args:
	// member (3), XP gained.
	TellAlone
	// TellCleared: an Epic tile or the LAIR is won. Args: tile.
	TellCleared
	// TellCombatOver: the Combat ends.
	TellCombatOver
	// TellDamagePoint: a point of damage lands. Args: slot, old board die
	// (2), new board die (2).
	TellDamagePoint
	// TellPickpocket: a Rogue's Pickpocket takes 1 AP. Args: AP now (an
	// old save's event has none).
	TellPickpocket
	// TellTimeWarp: a Wizard's Time Warp.
	TellTimeWarp
	// TellDiesplacer: the Diesplacer Beast goes in.
	TellDiesplacer
	// TellKoboldSide: the Kobold's side is chosen, after the move that
	// took it and before that tile's flip (EvReveal), which is at the map
	// slot it names. Args: side, map slot.
	TellKoboldSide
	// TellHeroRoll: a hero roll (attack, Powder Keg, Hunter's Arrow).
	// Args: RollKind, stat, face, die type, fixed modifier, number to beat.
	TellHeroRoll
	// TellMisses: the hero roll misses.
	TellMisses
	// TellBoneShield: Bone Shield takes the hit.
	TellBoneShield
	// TellThickHide: the hit bounces off the Thick Hide.
	TellThickHide
	// TellHits: the hero roll hits.
	TellHits
	// TellCrushing: a Fighter's Crushing Blow.
	TellCrushing
	// TellFireHits: Fire Strike hits.
	TellFireHits
	// TellFireMisses: Fire Strike misses.
	TellFireMisses

	numTells // the first code that is not one
)

// count says n things, one or many: "1 Wizard", "2 Wizards".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// tell records what happened now, concerning the creature whose turn it
// is, as code and its numbers (Events.Game keeps a copy of them only when
// recording, so a bot's playout allocates nothing here).
func (s *State) tell(code int, args ...int) { s.Ev.Game(s.Turn, code, args...) }

// memberArgs are party member m's three numbers in an event.
func memberArgs(m Member) (kind, x, level int) {
	switch m.Kind {
	case Basic:
		return int(m.Kind), int(m.Hero.Type), m.Hero.Level
	case EpicMem:
		return int(m.Kind), m.Epic, 0
	case Bard:
		return int(m.Kind), m.BardSide, 0
	}
	return int(m.Kind), 0, 0
}

// ArgMember is the party member an event's Args hold from i (memberArgs).
func ArgMember(ev engine.Event, i int) Member {
	m := Member{Kind: MemberKind(ev.Arg(i))}
	switch m.Kind {
	case Basic:
		m.Hero = HeroCard{HeroType(ev.Arg(i + 1)), ev.Arg(i + 2)}
	case EpicMem:
		m.Epic = ev.Arg(i + 1)
	case Bard:
		m.BardSide = ev.Arg(i + 1)
	}
	return m
}

// Tell is the log's sentence for one of the game's events, seats marked
// with engine.Who. It reads only the event's Player, Code and Args, so it
// says an old save's event as it was; a code it does not know says
// nothing.
func Tell(ev engine.Event) string {
	who := engine.Who(ev.Player)
	a := ev.Arg
	switch ev.Code {
	case TellTurn:
		return fmt.Sprintf("Turn %d: %s has %d Time, %d Health and %d AP.", a(0), who, a(1), a(2), a(3))
	case TellPowerUp:
		how := "powers up"
		if len(ev.Args) >= 3 && a(2) == 1 {
			how = "powers up automatically (nothing to use first)"
		}
		if len(ev.Args) >= 2 && a(1) == 0 {
			return fmt.Sprintf("%s %s: already at the %d AP maximum.", who, how, a(0))
		}
		return fmt.Sprintf("%s %s: %d AP.", who, how, a(0))
	case TellRest:
		return fmt.Sprintf("%s rests %d: Time %d, Health %d.", who, a(0), a(1), a(2))
	case TellPeek:
		return who + " peeks at a face-down tile."
	case TellMove:
		if len(ev.Args) < 5 { // an old save's event has no start
			return fmt.Sprintf("%s moves to %s.", who, Pos{a(1), a(2)})
		}
		// The action's words (WayTo), so that the log tells the move once;
		// a move that is no step (any tile joined to an explored one may be
		// entered, in the Duel the other creature's too) names the tile.
		from, to := Pos{a(3), a(4)}, Pos{a(1), a(2)}
		if w := from.StepTo(to); w != "" {
			return fmt.Sprintf("%s moves to the %s.", who, w)
		}
		name := "tile"
		if len(ev.Args) >= 6 && a(5) >= 0 && a(5) < int(NumTileKinds) {
			name = kindWord(TileKind(a(5)))
		}
		return fmt.Sprintf("%s jumps to the %s at %s: it joins an explored tile.", who, name, to.Place())
	case TellTakesToken:
		return fmt.Sprintf("%s takes %s.", who, tokenName(Token(a(0))))
	case TellTile:
		t := tileOf(a(0))
		if t.Level == 0 { // an Epic tile, the Lair: no level to tell
			return fmt.Sprintf("The tile is %s.", t.Name)
		}
		return fmt.Sprintf("The tile is %s (level %d).", t.Name, t.Level)
	case TellGainTime:
		return fmt.Sprintf("%s gains Time: %d.", who, a(0))
	case TellGainAP:
		return fmt.Sprintf("%s gains AP: %d.", who, a(0))
	case TellHeal:
		return fmt.Sprintf("%s heals: Health %d.", who, a(0))
	case TellLoseTime:
		return fmt.Sprintf("%s loses %d Time: %d left.", who, a(0), a(1))
	case TellStuck:
		return engine.Who(engine.Player(a(0))) + " has no tile left to explore and is stuck in the dungeon."
	case TellTimeOut:
		return engine.Who(engine.Player(a(0))) + "'s Time has run out."
	case TellNoHealth:
		return engine.Who(engine.Player(a(0))) + " has no Health left."
	case TellDuelWon:
		return fmt.Sprintf("%s has defeated %d Epic tiles.", engine.Who(engine.Player(a(0))), a(1))
	case TellObjective:
		text := "?"
		if i := a(0); i >= 0 && i < len(Maps) {
			// The Epic parties by name, not the spec's codes ("E1").
			// State.Why keeps the sentence a game ended with: a finished
			// game saved under the old words goes on from its snapshot.
			text = ObjectiveNote(&Maps[i])
		}
		return "The objective is met: " + text
	case TellLayout:
		return fmt.Sprintf("%s places %s under Might, %s under Agility, %s under Magic and %s under Health.",
			who, DieType(a(0)), DieType(a(1)), DieType(a(2)), DieType(a(3)))
	case TellAbility:
		ab := abilityOf(a(0), a(1))
		return fmt.Sprintf("%s uses %s (%d AP).", who, ab.Name, ab.Cost)
	case TellCard:
		c := cardOf(a(0), a(1))
		return fmt.Sprintf("%s plays %s (%d AP): “%s”", who, c.Name, c.Cost, c.BattleCry)
	case TellFireStrike:
		return fmt.Sprintf("Fire Strike: %d on the d6 (it hits on %d or less).", a(0), a(1))
	case TellPassesCheck:
		return who + " passes the check."
	case TellIgnoresTrap:
		return who + " ignores the trap."
	case TellEvilEye:
		return fmt.Sprintf("Evil Eye: no %s attacks this round.", Stat(a(0)))
	case TellTakesMinion:
		return fmt.Sprintf("%s takes a %s DieMinion.", who, Token(a(0)).Info().Die)
	case TellSlotGain:
		return fmt.Sprintf("%s: %s → %s.", Slot(a(0)).Name(), boardDie(ev, 1), boardDie(ev, 3))
	case TellUsesToken:
		return fmt.Sprintf("%s uses %s.", who, tokenName(Token(a(0))))
	case TellTrap:
		st := Stat(a(0)).String()
		return fmt.Sprintf("A trap: %s %s check of %d or more, or %d damage.", article(st), st, a(1), a(2))
	case TellTrapRoll:
		return fmt.Sprintf("%s rolls %d on the %s for the %s check (needs %d).", who, a(0), DieType(a(1)), Stat(a(2)), a(3))
	case TellDieMasterToken:
		return fmt.Sprintf("%s uses the DieMaster token: the %s shows its maximum, %d.", who, DieType(a(0)), a(1))
	case TellAttack:
		return fmt.Sprintf("%s attacks with %s: %d on the %s against the party's %d.", who, Stat(a(0)), a(1), DieType(a(2)), a(3))
	case TellSpendsPips:
		return fmt.Sprintf("%s spends %d pips.", who, a(0))
	case TellLowersBy:
		return fmt.Sprintf("%s lowers %s by %d to push the roll: %s → %s.", who, Slot(a(0)).Name(), a(1), boardDie(ev, 2), boardDie(ev, 4))
	case TellPip:
		if a(0) < 0 {
			return who + " spends a pip: −1."
		}
		return who + " spends a pip: +1."
	case TellLowers:
		return fmt.Sprintf("%s lowers %s to push the roll: %s → %s.", who, Slot(a(0)).Name(), boardDie(ev, 1), boardDie(ev, 3))
	case TellShove:
		return fmt.Sprintf("The Kobold gives a Lucky Shove: +%d.", KoboldShoveBonus)
	case TellTwist:
		return fmt.Sprintf("Twist Fate: the die is rolled again and shows %d.", a(0))
	case TellMinionLoaded:
		return fmt.Sprintf("%s rolls a %s DieMinion, loaded: %d.", who, Token(a(0)).Info().Die, a(1))
	case TellMinionRoll:
		return fmt.Sprintf("%s rolls a %s DieMinion: +%d.", who, Token(a(0)).Info().Die, a(1))
	case TellSacrifice:
		return fmt.Sprintf("%s sacrifices a %s DieMinion: the hit is cancelled.", who, Token(a(0)).Info().Die)
	case TellPulse:
		return fmt.Sprintf("Dark Pulse: %s discards a %s DieMinion.", who, Token(a(0)).Info().Die)
	case TellRake:
		return fmt.Sprintf("Golden Rake: %s discards a %s DieMinion for a hit.", who, Token(a(0)).Info().Die)
	case TellStorm:
		return fmt.Sprintf("Dice Storm: %s discards a %s DieMinion for an extra hit.", who, Token(a(0)).Info().Die)
	case TellCheckPassed:
		return fmt.Sprintf("%s passes the check with %d.", who, a(0))
	case TellCheckFailed:
		return fmt.Sprintf("%s fails the check with %d and takes %d damage.", who, a(0), a(1))
	case TellAttackFails:
		return fmt.Sprintf("%s's attack fails: %d against %d.", who, a(0), a(1))
	case TellAttackHits:
		return fmt.Sprintf("%s's attack succeeds: %d against %d.", who, a(0), a(1))
	case TellHeroDie:
		return fmt.Sprintf("The Hero Die shows %s.", heroDieWords(a(0)))
	case TellJoins:
		return fmt.Sprintf("A %s (level %d) joins the party.", HeroType(a(0)), a(1))
	case TellHeroDieHurts:
		return fmt.Sprintf("The Hero Die hurts: %s loses 1 Health.", who)
	case TellBardJoins:
		return "The Bard joins the party."
	case TellNoHero:
		return "No hero stays to fight."
	case TellBardToken:
		return "The Bard joins the heroes, as the token promised."
	case TellTimeDrain:
		return "Time Drain: " + count(a(0), "Wizard", "Wizards") + "."
	case TellSilence:
		left := ""
		if len(ev.Args) >= 3 {
			left = fmt.Sprintf(": %s has %d left", who, a(2))
		}
		if a(0) == 1 {
			return fmt.Sprintf("Silence: 1 Cleric takes %d AP%s.", a(1), left)
		}
		return fmt.Sprintf("Silence: %d Clerics take %d AP%s.", a(0), a(1), left)
	case TellRound:
		return fmt.Sprintf("Round %d.", a(0))
	case TellSands:
		return "Sands of Time."
	case TellPaysPip:
		return who + " pays a pip."
	case TellAmbush:
		return "Ambush! No Ability step this round."
	case TellHit:
		return fmt.Sprintf("%s hits %s (%d of %d hits).", who, memberName(ArgMember(ev, 0)), a(3), a(4))
	case TellDefeats:
		return fmt.Sprintf("%s defeats %s: +%d XP.", who, memberName(ArgMember(ev, 0)), a(3))
	case TellFlees:
		return upFirst(memberName(ArgMember(ev, 0))) + " flees!"
	case TellDieNamic:
		return fmt.Sprintf("%s earns DieNamic die %d.", who, a(0))
	case TellBardLeaves:
		return "The Bard leaves."
	case TellAlone:
		return fmt.Sprintf("%s is left alone and is defeated: +%d XP.", upFirst(memberName(ArgMember(ev, 0))), a(3))
	case TellCleared:
		return fmt.Sprintf("%s has cleared %s.", who, midName(tileOf(a(0)).Name))
	case TellCombatOver:
		return "The combat is over."
	case TellDamagePoint:
		return fmt.Sprintf("%s takes a point of damage on %s: %s → %s.", who, Slot(a(0)).Name(), boardDie(ev, 1), boardDie(ev, 3))
	case TellPickpocket:
		if len(ev.Args) == 0 {
			return fmt.Sprintf("Pickpocket: %s loses 1 AP.", who)
		}
		return fmt.Sprintf("Pickpocket: %s loses 1 AP: %d left.", who, a(0))
	case TellTimeWarp:
		return "Time Warp!"
	case TellDiesplacer:
		return who + " sends in the Diesplacer Beast: hero dice are one size smaller for the rest of this Combat."
	case TellKoboldSide:
		side := "?"
		if i := a(0); i >= 0 && i < len(Allies[0].Sides) {
			side = Allies[0].Sides[i].Name
		}
		return fmt.Sprintf("%s puts the Kobold %s side up.", who, side)
	case TellHeroRoll:
		k, st := RollKind(a(0)), Stat(a(1))
		return fmt.Sprintf("%s: %d on the %s%s against %s %d.", heroRollName(k, st), a(2), DieType(a(3)), signed(a(4)), defenseName(k, st), a(5))
	case TellMisses:
		return "It misses."
	case TellBoneShield:
		return "It hits, but Bone Shield takes the blow."
	case TellThickHide:
		return "It hits, but bounces off the Thick Hide."
	case TellHits:
		return "It hits!"
	case TellCrushing:
		return "Crushing Blow: 2 damage."
	case TellFireHits:
		return "Fire Strike hits."
	case TellFireMisses:
		return "Fire Strike misses."
	}
	return ""
}

// boardDie is the board die an event's Args hold from i: "5 on a d8".
func boardDie(ev engine.Event, i int) BoardDie {
	return BoardDie{Type: DieType(ev.Arg(i)), Value: ev.Arg(i + 1)}
}

// tileOf is tile id, or a blank one for a number no tile has.
// midName is a name said mid-sentence: "the Barbarian's Party", not
// "The Barbarian's Party" (play-test 32).
func midName(name string) string {
	if rest, ok := strings.CutPrefix(name, "The "); ok {
		return "the " + rest
	}
	return name
}

func tileOf(id int) Tile {
	if id >= 0 && id < len(Tiles) {
		return Tiles[id]
	}
	return Tile{Name: fmt.Sprintf("tile #%d", id)}
}

// abilityOf is creature c's board ability i, or a blank one.
func abilityOf(c, i int) Ability {
	if c >= 0 && c < len(Creatures) && i >= 0 && i < len(Creatures[c].Abilities) {
		return Creatures[c].Abilities[i]
	}
	return Ability{Name: "an ability"}
}

// cardOf is creature c's ability card i, or a blank one.
func cardOf(c, i int) AbilityCard {
	if c >= 0 && c < len(Creatures) && i >= 0 && i < len(Creatures[c].Cards) {
		return Creatures[c].Cards[i]
	}
	return AbilityCard{Name: "a card"}
}

// memberName is m.Name, also for numbers no member has.
// upFirst starts a sentence that begins with a name ("the Bard flees").
func upFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func memberName(m Member) string {
	switch {
	case m.Kind == EpicMem && (m.Epic < 0 || m.Epic >= len(Epics)):
		return "an Epic hero"
	case m.Kind > Bard:
		return "a hero"
	}
	return m.Name()
}
