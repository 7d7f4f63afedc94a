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

// payReason is why card c may not join the payment, or "". Cards are
// picked from the lowest XP up, and only while the pick can still become
// a legal payment, so a pick never gets stuck and needs no taking back
// (undo takes back a pick: it is a pure decision).
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
	if n := len(s.Paying); n > 0 && XP(c) < XP(s.Paying[n-1]) {
		return "pick the cards from the lowest XP up"
	}
	if !s.completable(c) {
		return "with that card no payment can cover the mob's XP without a card to spare"
	}
	return ""
}

// completable reports whether the pick plus c can grow, with cards of at
// least c's XP, into a payment of the mob's XP with no card to spare: its
// total must land from need to need + its smallest card − 1 (a small
// subset sum).
func (s *State) completable(c int) bool {
	need, t := s.FoeXP(), sumXP(s.Paying)+XP(c)
	least := XP(c)
	if len(s.Paying) > 0 {
		least = XP(s.Paying[0])
	}
	lo, hi := need-t, need+least-1-t
	if hi < 0 {
		return false
	}
	if lo <= 0 {
		return true
	}
	var reach bits // reach bit i: some cards sum to i
	hi = min(hi, bitsLen-1)
	reach[0] = 1
	s.eachPayable(func(x int) {
		v := XP(x)
		if x == c || v < XP(c) || indexOf(s.Paying, x) >= 0 || v > hi {
			return
		}
		reach.orShifted(v)
	})
	return reach.anyIn(lo, hi)
}

// bits is a small bitset for the subset sums of completable.
type bits [8]uint64

const bitsLen = 8 * 64

// orShifted sets b |= b << n.
func (b *bits) orShifted(n int) {
	w, r := n/64, uint(n%64)
	for i := len(b) - 1; i >= w; i-- {
		v := b[i-w] << r
		if r > 0 && i-w-1 >= 0 {
			v |= b[i-w-1] >> (64 - r)
		}
		b[i] |= v
	}
}

// anyIn reports whether a bit from lo to hi is set.
func (b *bits) anyIn(lo, hi int) bool {
	for i := lo; i <= hi; i++ {
		if b[i/64]&(1<<uint(i%64)) != 0 {
			return true
		}
	}
	return false
}

// fleeOptions appends PhFlee's decisions: add a card, or pay once the
// pick covers the XP.
func (s *State) fleeOptions(buf []Action) []Action {
	s.eachPayable(func(c int) {
		if s.payReason(c) == "" {
			buf = append(buf, Act(KPay, c))
		}
	})
	if LegalPayment(s.Paying, s.FoeXP()) {
		buf = append(buf, Act(KConfirm, 0))
	}
	return buf
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
