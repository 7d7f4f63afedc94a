package herodice

// §5.5 flee(payment) and R13: at any PRE_ROLL of a mob (never a boss), pay
// cards from the XP pool or the hero's gear whose printed XP reaches the
// mob's XP with no card to spare. The payment is picked a card at a time;
// a card is offered only if the pick stays minimal, so every complete
// pick is a legal payment (and every legal payment can be picked).

// Payable lists the cards that may pay: the XP pool's, then the weapons,
// the armour and the items.
func (s *State) Payable() []int {
	var out []int
	s.eachPayable(func(c int) { out = append(out, c) })
	return out
}

// eachPayable calls f for each card that may pay, in Payable's order.
func (s *State) eachPayable(f func(c int)) {
	for _, c := range s.Pool {
		f(c)
	}
	for _, c := range s.Weapons {
		f(c)
	}
	if s.Armor != NoCard {
		f(s.Armor)
	}
	for _, c := range s.Items {
		f(c)
	}
}

// payable reports whether card c may pay.
func (s *State) payable(c int) bool {
	return indexOf(s.Pool, c) >= 0 || indexOf(s.Weapons, c) >= 0 || s.Armor == c || indexOf(s.Items, c) >= 0
}

// canFlee: a mob, and the payable cards reach its XP (then a minimal
// payment exists); A17.
func (s *State) canFlee() bool {
	if s.Fight.Card == NoCard || s.Fight.Boss {
		return false
	}
	t := 0
	s.eachPayable(func(c int) { t += XP(c) })
	return t >= s.FoeXP()
}

// LegalPayment reports whether cards pay need with none superfluous (R13).
func LegalPayment(cards []int, need int) bool {
	t := 0
	for _, c := range cards {
		t += XP(c)
	}
	if t < need {
		return false
	}
	for _, c := range cards {
		if t-XP(c) >= need {
			return false
		}
	}
	return true
}

func sumXP(cards []int) int {
	t := 0
	for _, c := range cards {
		t += XP(c)
	}
	return t
}

// payReason is why card c may not join the payment, or "".
func (s *State) payReason(c int) string {
	if indexOf(s.Paying, c) >= 0 {
		return "that card is already in the payment"
	}
	if !s.payable(c) {
		return "only cards in the XP pool and the hero's gear can pay"
	}
	need, t := s.FoeXP(), sumXP(s.Paying)
	if t >= need {
		return "the payment already covers the mob's XP"
	}
	if t+XP(c) >= need {
		for _, p := range s.Paying {
			if t+XP(c)-XP(p) >= need {
				return "with that card, " + Name(p) + " would be paid for nothing (no card may be spare)"
			}
		}
	}
	return ""
}

// fleeOptions appends PhFlee's decisions: add or take back a card, pay
// once the pick covers the XP, or go back to PRE_ROLL.
func (s *State) fleeOptions(buf []Action) []Action {
	s.eachPayable(func(c int) {
		if s.payReason(c) == "" {
			buf = append(buf, Act(KPay, c))
		}
	})
	for _, c := range s.Paying {
		buf = append(buf, Act(KUnpay, c))
	}
	if LegalPayment(s.Paying, s.FoeXP()) {
		buf = append(buf, Act(KConfirm, 0))
	}
	return append(buf, Act(KBack, 0))
}

// flee pays the picked cards (removed from play), discards the mob with no
// XP and ends the fight; losing a Backpack may leave too many items (R14).
func (s *State) flee() {
	for _, c := range s.Paying {
		switch {
		case remove(&s.Pool, c), remove(&s.Weapons, c), remove(&s.Items, c):
		case s.Armor == c:
			s.unequip()
		}
		s.Removed = append(s.Removed, c)
		s.Ev.Game(0, CodePaid, c)
	}
	s.Paying = s.Paying[:0]
	s.Ev.Game(0, CodeFled, s.Fight.Card)
	s.Discard = append(s.Discard, s.Fight.Card)
	s.Fight = Fight{Card: NoCard}
	if s.overflow(resumeRecover) {
		return
	}
	s.afterEncounter()
}
