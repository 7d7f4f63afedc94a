package heromustdie

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// Actions are small steps: a kind in the high bits, an argument in the low
// 16. What a kind means can depend on the stage (KPass is "pass", "skip"
// or "no more" wherever the stage offers to stop).

// Kind is what an action does.
type Kind uint8

const (
	KPass     Kind = iota + 1 // pass, skip, no, stop
	KYes                      // pay the optional cost; play the reaction card
	KColour                   // arg: colour (S2)
	KFloor                    // arg: floor 1..N (S5b)
	KMonster                  // arg: monster card: a set-up pick (S6) or a hire (§5.6)
	KPlace                    // arg: box (§5.2)
	KTop                      // draw the slot's top event card (§5.3)
	KBottom                   // draw the slot's bottom event card
	KDiscards                 // arg: bitmask over the seat's monsters (Pay Day, R50)
	KPay                      // arg: resource 0 gold, 1 slave, 2 MP (one point of Pay Day)
	KKeep                     // arg: plot card kept from a Throne room draw
	KSlaves                   // arg: slaves spent in the Gold mine, 0..2
	KTrap                     // arg: trap kind built
	KRoom                     // build a room_3
	KUpgrade                  // upgrade the floor's room one step
	KPeek                     // arg: slot*2 + half (0 top, 1 bottom) peeked
	KPush                     // arg: party moved one space toward the Castle (castle_2, 4 gold)
	KRecall                   // arg: party recalled from the dungeon (castle_2, 8 gold)
	KDisarm                   // arg: bitmask over the floor's traps removed (I2)
	KFire                     // arg: trap index*8 + hero index (I3)
	KSend                     // arg: monster card sent to defend, behind those sent (I4)
	KCommit                   // arg: black committed to melee (§5.8 step 2)
	KSupport                  // arg: support points bought (§5.8 step 3)
	KWound                    // arg: hero index given one magic wound (step 4)
	KHeal                     // arg: monster index healed by one (step 5)
	KPlay                     // arg: plot card played in Court
	KCoup                     // arg: card*32 + card, two We Need Change (Coup d'État)
	KSeat                     // arg: seat targeted (Switch Floor, It's Mine)
	KParty                    // arg: party sent back to the Castle (Rule Them All)
	KDiscard                  // arg: monster card discarded for a quest
)

// Act builds an action.
func Act(k Kind, arg int) engine.Action { return engine.Action(uint32(k)<<16 | uint32(arg&0xffff)) }

// Split is the inverse of Act.
func Split(a engine.Action) (Kind, int) { return Kind(a >> 16), int(a & 0xffff) }

// LegalActions appends the current decision's actions (legal.go).
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	if s.Over || s.Stage == StNone {
		return buf
	}
	return s.legal(buf)
}

// Apply performs a for the seat deciding, then runs the procedure on to
// the next decision (flow.go). Forced public steps play themselves.
func (s *State) Apply(a engine.Action) error {
	if s.Over {
		return engine.Illegal(a, "the game is over")
	}
	var buf [64]engine.Action
	legal := false
	for _, b := range s.legal(buf[:0]) {
		if b == a {
			legal = true
			break
		}
	}
	if !legal {
		return engine.Illegal(a, "%s", s.whyIllegal(a))
	}
	s.Ev.Reset()
	s.do(a)
	s.run()
	return nil
}

// whyIllegal says in plain words why a is refused.
func (s *State) whyIllegal(a engine.Action) string {
	k, arg := Split(a)
	if k < KPass || k > KDiscard {
		return fmt.Sprintf("there is no action of kind %d", k)
	}
	return fmt.Sprintf("%s cannot do that now (%s, argument %d): %s", s.name(s.Actor), kindNames[k], arg, s.Stage.ask())
}

var kindNames = [...]string{
	KPass: "pass", KYes: "yes", KColour: "colour", KFloor: "floor", KMonster: "monster",
	KPlace: "place a goblin", KTop: "top card", KBottom: "bottom card", KDiscards: "discard monsters",
	KPay: "pay", KKeep: "keep", KSlaves: "slaves", KTrap: "build a trap", KRoom: "build a room",
	KUpgrade: "upgrade the room", KPeek: "peek", KPush: "push a party", KRecall: "recall a party",
	KDisarm: "disarm", KFire: "fire a trap", KSend: "send a monster", KCommit: "commit black",
	KSupport: "buy support", KWound: "magic wound", KHeal: "heal", KPlay: "play a card",
	KCoup: "coup", KSeat: "choose a player", KParty: "choose a party", KDiscard: "discard a monster",
}
