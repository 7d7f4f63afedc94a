package herodice

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// What happens in the game, as data: each log sentence is an EvGame event
// with one of these codes and its numbers (Args); Tell is the one place
// that turns them into words. Cards are card ids (cards.go), directions
// Dirs, decks Decks, powers PowerKinds, outcomes Outcomes.
const (
	// CodeLevel: a level begins. Args: level, Mode.
	CodeLevel = iota + 1
	// CodeBossSlot: the level's boss is put face down (nobody sees it).
	CodeBossSlot
	// CodePlace: a dungeon card is placed and the hero enters it. Args:
	// card, x, y (Stack: 0, 0).
	CodePlace
	// CodeToBottom: a drawn dungeon card does not fit and goes to the
	// bottom of the deck, face up for a moment (§5.6). Args: card.
	CodeToBottom
	// CodeDeckEmpty: a glow finds its deck empty (R16). Args: Deck.
	CodeDeckEmpty
	// CodeTreasure: a treasure is found. Args: card.
	CodeTreasure
	// CodeKeep: the found card is kept or put on. Args: card, health, max health.
	CodeKeep
	// CodeReplace: the found card is kept in place of a held one, which
	// goes to the XP pool. Args: card kept, card given up.
	CodeReplace
	// CodeDecline: the found card goes to the XP pool. Args: card.
	CodeDecline
	// CodeToPool: held armour goes to the XP pool as new armour comes. Args: card.
	CodeToPool
	// CodeOverflow: an item goes to the XP pool, over the carry limit (R14). Args: card.
	CodeOverflow
	// CodeHealer: the Wandering Healer. Args: card, health recovered, health now.
	CodeHealer
	// CodeAmbush: Ambush! — another encounter at once (R33). Args: card.
	CodeAmbush
	// CodeTrap: a trap is revealed. Args: card, toughness.
	CodeTrap
	// CodeCheck: a toughness check. Args: card, die, bonus, toughness, 1 success / 0 failure.
	CodeCheck
	// CodeTrapHurt: a failed check's wounds. Args: card, wounds, health now.
	CodeTrapHurt
	// CodeFeather: the Phoenix Feather burns and the hero stands again.
	// Args: card, health now.
	CodeFeather
	// CodeFight: a fight begins. Args: mob or boss card, its health.
	CodeFight
	// CodeUse: an item is used. Args: card, amount (health recovered,
	// dice gained, wounds dealt; 0 for the Smoke Bomb), then health after
	// (the hero's for a potion, the foe's for the Fire Bomb).
	CodeUse
	// CodeFled: the hero escapes; the mob is discarded. Args: mob card.
	CodeFled
	// CodePaid: a card paid to flee is removed from play. Args: card.
	CodePaid
	// CodeRolled: a combat roll (the dice are the EvRoll events before it).
	// Args: foe card, hero die, hero's high, foe's high, hero's combat dice, foe's dice.
	CodeRolled
	// CodeReroll: the Lucky Charm rerolls the hero die. Args: charm card, old face, new face.
	CodeReroll
	// CodeBase: the round's base wounds (R1, R9). Args: foe card, hh, mh,
	// wounds to the foe, wounds to the hero.
	CodeBase
	// CodeRing: the boss's ring fires (R19). Args: boss card, slot 1–6, PowerKind, N.
	CodeRing
	// CodeAbility: the hero die's ability. Args: die value, 1 used / 0 declined.
	CodeAbility
	// CodeWounds: the round's wounds land. Args: foe card, wounds to it,
	// its health now, wounds to the hero, the hero's health now.
	CodeWounds
	// CodeHeal: the hero recovers in the heal step (Ignore Pain). Args: amount, health now.
	CodeHeal
	// CodeFoeHeal: the foe recovers in the heal step. Args: card, amount, its health now.
	CodeFoeHeal
	// CodeDefeated: a mob or boss is defeated, to the XP pool. Args: card, XP.
	CodeDefeated
	// CodeCloak: the Troll-Hide Cloak heals. Args: card, amount, health now.
	CodeCloak
	// CodeBossIntro: the boss is flipped face up. Args: boss card.
	CodeBossIntro
	// CodeDescend: the hero takes the stairs. Args: stairs card.
	CodeDescend
	// CodeStay: the hero stays on the level. Args: stairs card.
	CodeStay
	// CodeLevelEnd: the level ends and its pool is banked. Args: level,
	// pool XP, XP banked (pool × level), banked total, 1 by the stairs.
	CodeLevelEnd
	// CodeGameOver: the game ends. Args: Outcome, score, level.
	CodeGameOver

	// FirstCode and LastCode bound the codes, for the Tell test.
	FirstCode = CodeLevel
	LastCode  = CodeGameOver
)

// Tell is the log's sentence for one of the game's events.
func Tell(ev engine.Event) string {
	who := engine.Who(0)
	a := ev.Arg
	switch ev.Code {
	case CodeLevel:
		if Mode(a(1)) == Deep {
			return fmt.Sprintf("Level %d of the deep dungeon begins", a(0))
		}
		return fmt.Sprintf("Level %d begins", a(0))
	case CodeBossSlot:
		return "A boss waits face down at the end of the level"
	case CodePlace:
		return fmt.Sprintf("%s enters %s", who, theName(a(0)))
	case CodeToBottom:
		return fmt.Sprintf("%s does not fit and goes to the bottom of the dungeon deck", TheName(a(0)))
	case CodeDeckEmpty:
		return [...]string{"The dungeon deck is empty", "The treasure deck is empty: the golden glow yields nothing",
			"The encounter deck is empty: the red glow yields nothing", "The boss deck is empty"}[min(max(a(0), 0), 3)]
	case CodeTreasure:
		return fmt.Sprintf("%s finds %s (%s)", who, theName(a(0)), treasureLine(a(0)))
	case CodeKeep:
		if DeckOf(a(0)) == DeckTreasure && Treasure(a(0)).Type == Armor {
			return fmt.Sprintf("%s puts on %s: health %d/%d", who, theName(a(0)), a(1), a(2))
		}
		return fmt.Sprintf("%s keeps %s", who, theName(a(0)))
	case CodeReplace:
		return fmt.Sprintf("%s keeps %s; %s goes to the XP pool (+%d)", who, theName(a(0)), theName(a(1)), XP(a(1)))
	case CodeDecline:
		return fmt.Sprintf("%s leaves %s: it goes to the XP pool (+%d)", who, theName(a(0)), XP(a(0)))
	case CodeToPool:
		return fmt.Sprintf("The old %s goes to the XP pool (+%d)", Name(a(0)), XP(a(0)))
	case CodeOverflow:
		return fmt.Sprintf("Too many items: %s goes to the XP pool (+%d)", theName(a(0)), XP(a(0)))
	case CodeHealer:
		return fmt.Sprintf("A Wandering Healer tends %s: +%d health, now %d", who, a(1), a(2))
	case CodeAmbush:
		return "Ambush! Another encounter comes at once"
	case CodeTrap:
		return fmt.Sprintf("A trap: %s (roll %d or more on the hero die)", theName(a(0)), a(1))
	case CodeCheck:
		verdict := "fails"
		if a(4) == 1 {
			verdict = "succeeds"
		}
		if a(2) > 0 {
			return fmt.Sprintf("The check against %s %s: %d + %d (Rope) against %d", theName(a(0)), verdict, a(1), a(2), a(3))
		}
		return fmt.Sprintf("The check against %s %s: %d against %d", theName(a(0)), verdict, a(1), a(3))
	case CodeTrapHurt:
		return fmt.Sprintf("%s deals %s: health %d", TheName(a(0)), wounds(a(1)), a(2))
	case CodeFeather:
		return fmt.Sprintf("The Phoenix Feather burns and %s stands again at %d health", who, a(1))
	case CodeFight:
		if DeckOf(a(0)) == DeckBoss {
			return fmt.Sprintf("The boss fight begins: %s, %d health", Name(a(0)), a(1))
		}
		e := Encounter(a(0))
		return fmt.Sprintf("A %s %s attacks: %d health, %d %s", TierNames[e.Tier], Name(a(0)), a(1), e.Dice, plural(e.Dice, "die", "dice"))
	case CodeUse:
		switch Treasure(a(0)).Item {
		case HealingPotion:
			return fmt.Sprintf("%s drinks a Healing Potion: +%d health, now %d", who, a(1), a(2))
		case PotionOfStrength:
			return fmt.Sprintf("%s drinks the Potion of Strength: +%d combat dice for the rest of the fight", who, a(1))
		case FireBomb:
			return fmt.Sprintf("%s throws the Fire Bomb: %d wounds, the foe is at %d", who, a(1), a(2))
		case SmokeBomb:
			return fmt.Sprintf("%s throws the Smoke Bomb", who)
		}
		return fmt.Sprintf("%s uses %s", who, theName(a(0)))
	case CodeFled:
		return fmt.Sprintf("%s escapes %s (no XP for it)", who, theName(a(0)))
	case CodePaid:
		return fmt.Sprintf("%s (%d XP) pays the way out and leaves play", TheName(a(0)), XP(a(0)))
	case CodeRolled:
		return fmt.Sprintf("Round: %s rolls a high of %d (hero die %d), %s a high of %d", who, a(2), a(1), theName(a(0)), a(3))
	case CodeReroll:
		return fmt.Sprintf("The Lucky Charm turns the hero die from %d to %d", a(1), a(2))
	case CodeBase:
		switch {
		case a(3) > 0:
			return fmt.Sprintf("%d beats %d: %s to %s", a(1), a(2), wounds(a(3)), theName(a(0)))
		case a(4) > 0:
			return fmt.Sprintf("%d beats %d: %s to %s", a(2), a(1), wounds(a(4)), who)
		}
		return fmt.Sprintf("%d against %d: a tie, no wounds", a(1), a(2))
	case CodeRing:
		return fmt.Sprintf("%s's ring fires at %d: %s", Name(a(0)), a(1), powerWords(PowerKind(a(2)), a(3)))
	case CodeAbility:
		ab := AbilityOf(a(0))
		if a(1) == 0 {
			return fmt.Sprintf("%s lets %s go", who, AbilityNames[ab])
		}
		return fmt.Sprintf("%s uses %s: %s", who, AbilityNames[ab], abilityWords(ab))
	case CodeWounds:
		return fmt.Sprintf("%s takes %d (health %d); %s takes %d (health %d)", TheName(a(0)), a(1), a(2), who, a(3), a(4))
	case CodeHeal:
		return fmt.Sprintf("Ignore Pain: %s recovers %d, health %d", who, a(0), a(1))
	case CodeFoeHeal:
		return fmt.Sprintf("%s recovers %d, health %d", TheName(a(0)), a(1), a(2))
	case CodeDefeated:
		return fmt.Sprintf("%s is defeated and goes to the XP pool (+%d)", TheName(a(0)), a(1))
	case CodeCloak:
		return fmt.Sprintf("The Troll-Hide Cloak heals %d: health %d", a(1), a(2))
	case CodeBossIntro:
		return fmt.Sprintf("The boss is revealed: %s", Name(a(0)))
	case CodeDescend:
		return fmt.Sprintf("%s takes the stairs down; the boss is left unseen", who)
	case CodeStay:
		return fmt.Sprintf("%s stays on this level", who)
	case CodeLevelEnd:
		return fmt.Sprintf("Level %d cleared: the XP pool's %d × %d = %d banked, %d in all", a(0), a(1), a(0), a(2), a(3))
	case CodeGameOver:
		o := Outcome(a(0))
		name := ""
		if int(o) < len(OutcomeNames) {
			name = OutcomeNames[o]
		}
		return fmt.Sprintf("%s — %s on level %d with %d XP: %s", name, who, a(2), a(1), TitleOf(a(1)))
	}
	return fmt.Sprintf("event %d", ev.Code)
}

// wounds is "1 wound", "3 wounds".
func wounds(n int) string { return fmt.Sprintf("%d %s", n, plural(n, "wound", "wounds")) }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// treasureLine is a treasure's type and effect in a few words.
func treasureLine(c int) string {
	t := Treasure(c)
	switch t.Type {
	case Weapon:
		return fmt.Sprintf("weapon, +%d combat %s", t.Dice, plural(t.Dice, "die", "dice"))
	case Armor:
		return "armour"
	}
	return "item"
}

// powerWords says what a ring power does.
func powerWords(k PowerKind, n int) string {
	switch k {
	case PowWound:
		return fmt.Sprintf("+%d wounds to the hero", n)
	case PowDrain:
		return fmt.Sprintf("drain %d (wounds to the hero, the boss recovers as much)", n)
	case PowHeal:
		return fmt.Sprintf("the boss recovers %d", n)
	case PowShield:
		return fmt.Sprintf("shield %d against the hero's wounds", n)
	case PowRage:
		return fmt.Sprintf("rage, +%d boss %s next roll", n, plural(n, "die", "dice"))
	case PowWeaken:
		return fmt.Sprintf("weaken, %d fewer combat %s next roll", n, plural(n, "die", "dice"))
	}
	return "nothing"
}

// abilityWords says what an ability does.
// AbilityWords is what ability a does, in a few words ("+5 wounds").
func AbilityWords(a Ability) string { return abilityWords(a) }

func abilityWords(a Ability) string {
	switch a {
	case IgnorePain:
		return "recover 5 after the wounds"
	case WarriorsResolve:
		return "+1 combat die next roll"
	case Cleave:
		return "+5 wounds"
	case Disarm:
		return "the foe rolls a die fewer next roll"
	case MortalWound:
		return "+10 wounds"
	}
	return "nothing"
}

// Headline reports whether ev is news not to miss (Info.Headline): a
// level's start or end, a foe defeated, the Feather, the game's end.
func Headline(ev engine.Event) bool {
	if ev.Kind != engine.EvGame {
		return false
	}
	switch ev.Code {
	case CodeLevel, CodeDefeated, CodeFeather, CodeBossIntro, CodeLevelEnd, CodeGameOver, CodeFled:
		return true
	}
	return false
}
