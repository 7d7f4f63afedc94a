package heromustdie

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// Plain words for the prompts, the actions and refusals, and the private
// lines of the log (the log's public sentences are Tell's, in tell.go).
// Seats are named with engine.Who, which the table turns into the
// players' names.

func (s *State) name(p int8) string { return engine.Who(engine.Player(p)) }

func andList(xs []string) string {
	switch len(xs) {
	case 0:
		return "nobody"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// secret adds a line only seat p reads (a private draw, a peek).
func (s *State) secret(p int8, card int, zone, format string, args ...any) {
	if s.Ev.Off {
		return
	}
	s.Ev.Add(engine.Event{Kind: engine.EvDraw, Player: engine.Player(p), Card: card, Zone: zone, Text: ended(fmt.Sprintf(format, args...))})
}

// boxName names a box by what it shows: "the Gold Mine's 4-gold box",
// "the Town's 1-slave box" (pt28 #7: "Gold Mine 2", the 3-gold box by its
// place, read as the 2-gold one). Only the boxes that show the same
// picture are told apart by their place: "the Forest's left box".
func boxName(b int) string { return BoxName(b) }

// BoxName is boxName for the table, which names the boxes in the log's
// words: "the Gold Mine's 4-gold box".
func BoxName(b int) string {
	if b < 0 || b >= len(Boxes) {
		return "?"
	}
	x := Boxes[b]
	return "the " + LocationNames[x.Loc] + "'s " + boxShows(b) + " box"
}

// boxShows is what box b shows, in a word or two: "4-gold", "discount".
func boxShows(b int) string {
	x := Boxes[b]
	i := b - firstBox(x.Loc)
	switch x.Loc {
	case ThroneRoom, GoldMine:
		return fmt.Sprintf("%d-gold", x.Amount)
	case RuneRoom:
		return fmt.Sprintf("%d-MP", x.Amount)
	case Town:
		return fmt.Sprintf("%d-slave", x.Amount)
	case BuildingRoom:
		if x.Discount {
			return "discount"
		}
		return fmt.Sprintf("%d-build", x.Amount)
	case Castle:
		return [2]string{"peek", "gift"}[min(i, 1)]
	}
	// Alike boxes: the Monster Pit's three, the Forest's two.
	n := 0
	for _, y := range Boxes {
		if y.Loc == x.Loc {
			n++
		}
	}
	switch {
	case i == 0:
		return "left"
	case i == n-1:
		return "right"
	}
	return "middle"
}

// firstBox is the index of location l's first box.
func firstBox(l Location) int {
	for b, x := range Boxes {
		if x.Loc == l {
			return b
		}
	}
	return -1
}

// resourceWords name the resources in KPay's order.
var resourceWords = [...]string{"gold", "slave", "MP"}

// counted is "1 slave", "2 slaves".
func counted(n int, one, many string) string { return fmt.Sprintf("%d %s", n, plural(n, one, many)) }

// ask is the prompt of a stage, without the seat's name.
func (st Stage) ask() string {
	if int(st) < len(stageAsks) && stageAsks[st] != "" {
		return stageAsks[st]
	}
	return "nothing to decide"
}

var stageAsks = [NumStages]string{
	StColour:     "choose your evil mage's colour",
	StFloor:      "choose the floor you will guard first",
	StPickL1:     "take a level 1 monster",
	StPickL2:     "take a level 2 monster",
	StPlace:      "place a goblin on a free box, or pass",
	StDraw:       "draw the top or the bottom event card of this turn's slot",
	StPayShort:   "Pay Day: choose which monsters to let go, since you cannot pay them all",
	StPay:        "Pay Day: pay your monsters' wages",
	StThronePay:  "pay for the Throne room and draw plot cards?",
	StThroneKeep: "keep one of the plot cards you drew",
	StMine:       "spend slaves in the Gold mine for extra gold?",
	StBuild:      "build on your floor, or stop",
	StHire:       "hire a monster, or not",
	StPeekNext:   "peek at a card of the next event slot?",
	StCastlePay:  "pay 2 gold to look at two future event cards?",
	StCastlePeek: "pick a face-down event card to look at",
	StGift:       "send a party back toward the Castle?",
	StDisarm:     "choose which traps the heroes disarm",
	StFire:       "fire a trap at a hero",
	StSend:       "send a monster to defend, or stop",
	StCommit:     "commit black strength to the melee",
	StSupport:    "buy evil lord support for the melee",
	StMagic:      "give a magic wound to a hero",
	StHeal:       "heal a monster's wound, or stop",
	StPardon:     "play Pardon Me to cancel the floor-loss penalty?",
	StTraitor:    "play Traitor to raise the floor-loss penalty?",
	StCourt:      "play a plot card, or pass",
	StBetter:     "play A Better Choice to complete this quest yourself?",
	StQuestPick:  "choose a monster to discard for the quest",
	StSwitch:     "choose the player to switch floors with",
	StSteal:      "choose the player to take a plot card from",
	StRuleParty:  "choose a party to send back to the Castle, or none",
}

// Prompt says what is being decided and by whom.
func (s *State) Prompt() string {
	if s.Over {
		return s.Why
	}
	if s.Stage == StNone {
		return ""
	}
	if s.OrderingUnder() { // the cards left go under the deck: its buttons say so
		return s.name(s.Actor) + ": choose the card that goes under the plot deck first"
	}
	return s.name(s.Actor) + ": " + s.Stage.ask()
}

// ActionString describes a in plain words, naming the seat with Who.
func (s *State) ActionString(a engine.Action) string {
	k, arg := Split(a)
	who := s.name(s.Actor)
	for _, f := range []func(Kind, int) (string, bool){s.boxWords, s.invasionWords, s.courtWords} {
		if w, ok := f(k, arg); ok {
			return w
		}
	}
	switch k {
	case KPass:
		return who + " passes"
	case KYes:
		return who + " says yes"
	case KColour:
		if arg < len(PlayerColours) {
			return who + " takes " + PlayerColours[arg]
		}
	case KFloor:
		return fmt.Sprintf("%s chooses floor %d", who, arg)
	case KMonster:
		if arg < len(Monsters) {
			return who + " takes the " + Monsters[arg].Name
		}
	case KPlace:
		if arg < NumBoxes {
			return who + " places a goblin on " + boxName(arg)
		}
	case KTop:
		return who + " draws the top event card"
	case KBottom:
		return who + " draws the bottom event card"
	case KPay:
		if arg < len(resourceWords) {
			// Wages are paid a point at a time: the count tells the
			// lines apart.
			mlp := s.MLP(s.Actor)
			return fmt.Sprintf("%s pays wage %d of %d with one %s", who, mlp-int(s.Count)+1, mlp, resourceWords[arg])
		}
	case KDiscards:
		if s.Actor >= 0 && int(s.Actor) < len(s.Seats) {
			var names []string
			for i, m := range s.Seats[s.Actor].Monsters {
				if arg&(1<<i) != 0 {
					names = append(names, "the "+Monsters[m].Name)
				}
			}
			return who + " lets " + andList(names) + " go"
		}
	}
	if k >= KPass && int(k) < len(kindNames) {
		return fmt.Sprintf("%s: %s (%d)", who, kindNames[k], arg)
	}
	return fmt.Sprintf("%s: action %d", who, a)
}

// CardChoice names the card a private choice picks (a Throne room keep),
// for the deciding seat's own buttons; ActionString, which every seat
// reads in the log, leaves it unnamed.
func (s *State) CardChoice(a engine.Action) string {
	if k, arg := Split(a); k == KKeep && arg < len(Plots) {
		if s.Sub == sbOrder {
			return "Put " + Plots[arg].Name + " under first"
		}
		return "Keep " + Plots[arg].Name
	}
	return ""
}

// NotNeededWords tells in one line the heroes drawn for party i (0-based)
// that it has no place for, each told by a CodeNotNeeded event: the log
// says them once per party (pt37 #6: six lines of "… is not needed by
// party 1 and goes under the hero deck").
func NotNeededWords(i int, heroes []int) string {
	if i < 0 || i >= NumParties || len(heroes) == 0 {
		return ""
	}
	n := partyNeeds[i]
	takes := fmt.Sprintf("it takes heroes of levels %d, %d and %d", n[0], n[1], n[2])
	if len(heroes) == 1 {
		return fmt.Sprintf("Party %d has no place for the %s drawn (%s): it goes under the hero deck.", i+1, heroCalled(heroes[0]), takes)
	}
	return fmt.Sprintf("Party %d has no place for %d heroes drawn (%s): they go under the hero deck (%s).", i+1, len(heroes), takes, listOf(heroes, heroCalled))
}
