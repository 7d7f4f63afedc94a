package dieinthedungeon

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// Plain words for the log, the hints and refusals.

// Name is the slot's name: "Might", "Health".
func (s Slot) Name() string {
	if s >= 0 && s < NumSlots {
		return slotNames[s]
	}
	return s.ID()
}

var slotNames = func() (out [NumSlots]string) {
	for i := range out {
		id := Slot(i).ID()
		out[i] = strings.ToUpper(id[:1]) + id[1:]
	}
	return out
}()

// Name is the member's name: "the Fighter (level 2)", "Barbarian", "the
// Bard".
func (m Member) Name() string {
	switch m.Kind {
	case Basic:
		return m.Hero.Words()
	case Bard:
		return "the Bard"
	}
	return m.card().Name
}

func tokenName(t Token) string {
	switch {
	case t >= DieMinionD4 && t <= DieMinionD12:
		return "a " + t.Info().Die.String() + " DieMinion"
	case t == TokBard:
		return "the Bard token"
	case t == TokKobold:
		return "the Kobold"
	case t == TokDiesplacer:
		return "the Diesplacer Beast"
	case t == TokDieMaster:
		return "the DieMaster token"
	}
	sl := t.Info().Slot
	return fmt.Sprintf("%s %s token (+%d)", article(sl.Name()), sl.Name(), t.Info().Amount)
}

// article is "an" before a word that starts with a vowel ("an Agility
// token"), else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOUaeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

var heroDieFaceWords = [7]string{"", "1: a Fighter", "2: a Rogue", "3: a Wizard", "4: a Cleric", "5: lose 1 Health", "6: the Bard"}

func heroDieWords(n int) string {
	if n < 1 || n > 6 {
		return fmt.Sprint(n)
	}
	return heroDieFaceWords[n]
}

func heroRollName(k RollKind, st Stat) string {
	switch k {
	case RollKeg:
		return "Powder Keg"
	case RollArrow:
		return "Hunter's Arrow"
	}
	return "The heroes' " + st.String() + " attack"
}

func defenseName(k RollKind, st Stat) string {
	if k == RollKeg {
		return "the fuse's"
	}
	return "your " + st.String()
}

func signed(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf(" +%d", n)
	case n < 0:
		return fmt.Sprintf(" −%d", -n)
	}
	return ""
}

// ActionString describes a legal action for the log and the hints.
func (s *State) ActionString(a engine.Action) string {
	k, arg := Split(a)
	who := engine.Who(s.CurrentPlayer())
	mo := s.me()
	switch k {
	case KLayout:
		if arg < len(Layouts) {
			l := Layouts[arg]
			return fmt.Sprintf("%s places Might %s, Agility %s, Magic %s, Health %s", who, l[0], l[1], l[2], l[3])
		}
	case KContinue:
		return who + " " + s.continueWords()
	case KAbility:
		a := Creatures[mo.Creature].Abilities[arg&1]
		return fmt.Sprintf("%s uses %s (%d AP)", who, a.Name, a.Cost)
	case KCard:
		c := Creatures[mo.Creature].Cards[arg&3]
		return fmt.Sprintf("%s plays %s (%d AP)", who, c.Name, c.Cost)
	case KToken:
		return fmt.Sprintf("%s uses %s", who, tokenName(Token(arg)))
	case KDiesplacer:
		return who + " sends in the Diesplacer Beast"
	case KRest:
		if arg == 0 {
			return who + " does not rest"
		}
		return fmt.Sprintf("%s rests %d (Time −%d, Health +%d)", who, arg, arg, arg)
	case KMove:
		if w := s.WayTo(arg); w != "" || arg < 0 || arg >= len(s.m().Slots) {
			return fmt.Sprintf("%s moves %s", who, w)
		}
		sl := s.m().Slots[arg]
		return fmt.Sprintf("%s jumps to the %s at %s", who, kindWord(sl.Kind), sl.Pos.Place())
	case KPeek:
		if arg < 0 || arg >= len(s.m().Slots) {
			return fmt.Sprintf("%s peeks at the tile %s", who, s.WayTo(arg))
		}
		// One style, near or far: the tile at its row and column, the
		// way to it after (play-test 35 #10: "the tile to the east" one
		// time, "the tile at row 2, column 3" the next; play-test 38:
		// "the tile to the east (row 2, column 2)" still read as two).
		if w := s.WayTo(arg); w != "" {
			return fmt.Sprintf("%s peeks at the tile at %s (%s)", who, s.m().Slots[arg].Pos.Place(), w)
		}
		return fmt.Sprintf("%s peeks at the tile at %s", who, s.m().Slots[arg].Pos.Place())
	case KRoll:
		return who + " rolls for the check"
	case KPipUp:
		return who + " spends a pip: +1"
	case KPipDown:
		return who + " spends a pip: −1"
	case KLower:
		return fmt.Sprintf("%s lowers %s by 1: +1", who, Slot(arg).Name())
	case KMinion:
		return fmt.Sprintf("%s %s %s", who, s.minionVerb(), tokenName(Token(arg)))
	case KShove:
		return who + " uses the Kobold's Lucky Shove: +2"
	case KTwist:
		return who + " twists fate: reroll"
	case KDamage:
		return fmt.Sprintf("%s takes a point of damage on %s", who, Slot(arg).Name())
	case KStat:
		if s.Stage == StPickStat {
			return fmt.Sprintf("%s stops the %s attacks", who, Stat(arg))
		}
		return fmt.Sprintf("%s attacks with %s", who, Stat(arg))
	case KStatMax:
		return fmt.Sprintf("%s attacks with %s at its maximum (DieMaster token)", who, Stat(arg))
	case KTarget:
		if arg < len(s.Combat.Party) {
			if s.Stage == StFlee {
				return fmt.Sprintf("%s makes %s flee", who, s.Combat.Party[arg].Name())
			}
			return fmt.Sprintf("%s hits %s", who, s.Combat.Party[arg].Name())
		}
	case KPayPip:
		return who + " pays a pip"
	case KLoseTime:
		return who + " loses 1 Time"
	case KSide:
		return fmt.Sprintf("%s puts the Kobold %s side up", who, Allies[0].Sides[arg&1].Name)
	case KLowerTo:
		if s.Stage == StBoost {
			return fmt.Sprintf("%s lowers %s by %d: the roll succeeds", who, Slot(arg).Name(), s.shortfall())
		}
	case KPipsTo:
		if s.Stage == StAdjust {
			return fmt.Sprintf("%s spends %d pips: the hero misses", who, s.heroMargin())
		}
		if s.Stage == StBoost {
			return fmt.Sprintf("%s spends %d pips: the roll succeeds", who, s.shortfall())
		}
	case KDamageAll:
		if s.Stage == StDamage {
			return fmt.Sprintf("%s takes all %d damage on %s", who, s.Dmg.Left, Slot(arg).Name())
		}
	}
	return fmt.Sprintf("%s: action %d", who, a)
}

// WayTo says where slot i lies from the creature's tile when it is one
// step away: "to the east", as the map shows it; "" when it is farther (a
// compass way read as a step: "moves to the north-west" was a jump across
// the board).
func (s *State) WayTo(i int) string {
	sl := s.m().Slots
	if i < 0 || i >= len(sl) {
		return ""
	}
	if w := sl[s.me().Pos].Pos.StepTo(sl[i].Pos); w != "" {
		return "to the " + w
	}
	return ""
}

func (s *State) minionVerb() string {
	switch s.Stage {
	case StBoost:
		return "rolls"
	case StSacrifice:
		return "sacrifices"
	}
	return "discards"
}

func (s *State) continueWords() string {
	switch s.Stage {
	case StTurnStart:
		return "powers up"
	case StPostPower:
		// What it goes on to: a bare "Ada goes on." read as saying
		// nothing (play-test 29 #7).
		return "goes on to rest and move"
	case StFarSight:
		return "stops looking"
	case StBoost:
		return "accepts the roll"
	case StAdjust:
		return "lets the roll stand"
	case StAbility:
		return "ends the Ability step"
	case StRake, StStorm:
		return "stops discarding"
	case StSacrifice:
		return "takes the hit"
	}
	return "continues"
}

// refusal says why a is not legal now.
func (s *State) refusal(a engine.Action) string {
	k, _ := Split(a)
	switch {
	case s.Over:
		return "the game is over"
	case k == KMove && s.Stage == StMove:
		return "you can only explore a face-down tile joined by matching exits to an explored tile (R6)"
	case k == KAbility || k == KCard:
		if s.abilitiesBlocked() {
			return "abilities and cards are blocked in this Combat (holy ground, Sanctified or the Patriarch)"
		}
		return "that ability cannot be used now: wrong window, not enough AP, already used, or it would do nothing"
	case k == KMinion && s.patriarch():
		return "the Patriarch's Holy Aegis forbids DieMinions"
	case k == KTarget:
		return "that hero is not a legal target: the Barbarian first, then Clerics, then the lowest level (R20)"
	case k == KLower:
		return "you may only lower the stat you rolled, while the roll fails, and never below 1 (R10)"
	}
	return fmt.Sprintf("that is not one of the choices now (%s)", s.stageWords())
}

func (s *State) stageWords() string {
	return [...]string{"", "placing the dice", "start of turn", "after Power Up", "resting", "moving",
		"Far Sight", "before the trap roll", "boosting your roll", "splitting damage", "adjusting a roll",
		"Sands of Time", "Dark Pulse", "the Ability step", "Evil Eye", "Dread", "choosing a target",
		"Golden Rake", "a DieMinion sacrifice", "choosing your attack", "the Kobold's side", "Dice Storm", "game over"}[s.Stage]
}

// kindWord names a tile kind in a sentence: an Epic tile's back says
// "Epic Heroes", which the log read as unexplained; it is the Epic tile.
// The S tile is a "Straight" as the table's buttons and the rules reader
// call it (play-test 29 #5: the log said "Two-Way" beside "Explore
// Straight"); the same tile, so a log's words keep their meaning.
func kindWord(k TileKind) string {
	switch k {
	case EpicTile:
		return "Epic tile"
	case TwoWay:
		return "Straight"
	}
	return TileKinds[k].Name
}
