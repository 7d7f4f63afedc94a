package herohouse

import (
	"fmt"

	hh "github.com/herotable/herotable/engine/herohouse"
)

// What Done does while the viewer lays down heroes, told before it is
// clicked (play-test pt5, findings 2 and 3): with a single hero in play
// and a monster on the pile, Done starts the fight at once (T3: no choice
// to make), so its outcome shows on the hero, in the prompt and on Done;
// heroes in play that balance make a hero house at the count (T5), so the
// prompt and Done say so and what it pays. Worked out from the game's own
// state and rules (hh.Fight, HasHouse, Share), as the engine would play it.

// loneFight is the viewer's only hero in play when Done makes it fight the
// monster at once, and the outcome it would get.
func (t *Table) loneFight() (h Slots, o hh.Outcome, ok bool) {
	if !t.Mine() || t.choice.Decision != DecideLay {
		return Slots{}, 0, false
	}
	st := t.state()
	heroes := st.Seats[t.Viewer].Heroes
	mw, mb, monster := st.MonsterDots()
	if !monster || len(heroes) != 1 {
		return Slots{}, 0, false
	}
	h = slotsOf(heroes[0])
	hw, hb := h.Dots()
	return h, hh.Fight(hw, hb, mw, mb), true
}

// doneSays is what Done does now, when that is more than ending the
// laying down: a fight that starts at once, a hero house that follows;
// "" otherwise.
func (t *Table) doneSays() string {
	if !t.Mine() || t.choice.Decision != DecideLay {
		return ""
	}
	st := t.state()
	w, b := st.InPlay(t.Viewer)
	_, _, monster := st.MonsterDots()
	house := fmt.Sprintf("Your heroes balance (%s): ", dotsText(w, b))
	// What a house ends, as the rules say (play-test 13: a house made on
	// the first turn was taken over at once, and nothing had warned that
	// it ends the player's own turns).
	pays := "a hero house: " + ShareWords(st.Treasure) + ", then you play the monster and take no more turns; " +
		"another player's hero house later takes the monster and puts you out of the hand."
	h, o, lone := t.loneFight()
	fight := ""
	if lone {
		hw, hb := h.Dots()
		mw, mb, _ := st.MonsterDots()
		fight = fmt.Sprintf("Done: your hero (%s) fights the monster (%s): %s. %s",
			dotsText(hw, hb), dotsText(mw, mb), OutcomeWord(o), Consequence(o, t.monsterName()))
	}
	switch {
	case !st.HasHouse(t.Viewer):
		return fight
	case !monster:
		return house + "Done makes " + pays
	case lone && o == hh.HeroWins: // the winner stays: still balanced after the fight
		return fight + " Your heroes still balance (" + dotsText(w, b) + "): " + pays
	case lone: // the fight takes the hero, or its flips change it
		return fight
	}
	// Plain words (pt6 #12: "Done's count makes a hero house").
	return house + "if they still balance after the fight, you make " + pays
}

// afterDone says where Done takes the viewer's turn, after "Done", when
// it is the only move and starts no fight of a lone hero.
func (t *Table) afterDone() string {
	st := t.state()
	_, _, monster := st.MonsterDots()
	switch {
	case monster && len(st.Seats[t.Viewer].Heroes) > 1:
		return "goes on to the fight: you choose the hero that fights."
	case st.HandSize(t.Viewer) == 0 && st.Monster >= 0: // play-test 21 #8: "no card to discard" in a give step
		m := t.S.Name(st.Monster)
		return "ends your turn: your hand is empty, so you give " + m + " nothing, and " + m + " then discards or flips as the monster."
	case st.HandSize(t.Viewer) == 0:
		return "ends your turn: your hand is empty, so there is no card to discard."
	case st.Monster >= 0:
		return "goes on to giving a card to " + t.S.Name(st.Monster) + "."
	}
	return "goes on to your discard."
}

// monsterName is the name of whoever plays the monster, "" for nobody.
func (t *Table) monsterName() string {
	if m := t.state().Monster; m >= 0 {
		return t.S.Name(m)
	}
	return ""
}
