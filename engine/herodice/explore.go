package herodice

// §5.6 EXPLORE and the grid (§3.1, R17) or the stack (§3.2, R18).

// Exit is an open exit: a placed card (index into Map) and a direction
// whose cell is empty (§3.1).
type Exit struct {
	Index int
	Dir   Dir
}

// OpenExits lists the open exits in map order, N E S W for each card.
func (s *State) OpenExits() []Exit {
	var out []Exit
	for i, p := range s.Map {
		x := Dungeon(p.Card).Exits
		for d := North; d <= West; d++ {
			dx, dy := d.Step()
			if x.Has(d) && s.At(p.X+dx, p.Y+dy) < 0 {
				out = append(out, Exit{i, d})
			}
		}
	}
	return out
}

// Viable reports whether some card left in the dungeon deck fits an exit
// facing d: it has the opposite arrow (§3.1; the deck's contents are
// public by counting, R17).
func (s *State) Viable(d Dir) bool {
	for _, c := range s.Dungeon.Cards {
		if Dungeon(c).Exits.Has(d.Opposite()) {
			return true
		}
	}
	return false
}

// ViableExits lists the open exits some dungeon card fits.
func (s *State) ViableExits() []Exit {
	var out []Exit
	for _, e := range s.OpenExits() {
		if s.Viable(e.Dir) {
			out = append(out, e)
		}
	}
	return out
}

// exploreOptions appends EXPLORE's decisions: a Healing Potion, then the
// moves, or face_boss when none is left (R17, R18).
func (s *State) exploreOptions(buf []Action) []Action {
	if c := s.holds(HealingPotion); c != NoCard {
		buf = append(buf, Act(KUse, c))
	}
	if s.Dungeon.Len() > 0 {
		if s.MapMode == Stack {
			return append(buf, Act(KDraw, 0))
		}
		n := len(buf)
		buf = s.appendMoves(buf)
		if len(buf) > n {
			return buf
		}
	}
	return append(buf, Act(KFaceBoss, 0))
}

// appendMoves appends a move for each viable exit, without allocating.
func (s *State) appendMoves(buf []Action) []Action {
	var fits [4]bool // fits[d]: some card in the deck has the arrow d
	for _, c := range s.Dungeon.Cards {
		x := Dungeon(c).Exits
		for d := North; d <= West; d++ {
			fits[d] = fits[d] || x.Has(d)
		}
	}
	var taken cells
	for _, p := range s.Map {
		taken.set(p.X, p.Y)
	}
	for i, p := range s.Map {
		x := Dungeon(p.Card).Exits
		for d := North; d <= West; d++ {
			dx, dy := d.Step()
			if x.Has(d) && fits[d.Opposite()] && !taken.has(p.X+dx, p.Y+dy) {
				buf = append(buf, Act(KMove, i*4+int(d)))
			}
		}
	}
	return buf
}

// cells marks the grid's taken cells; a level holds at most 20 cards, so
// every cell is within 20 of (0,0).
type cells [41]uint64

func (c *cells) set(x, y int) {
	if x >= -20 && x <= 20 && y >= -20 && y <= 20 {
		c[x+20] |= 1 << uint(y+20)
	}
}

func (c *cells) has(x, y int) bool {
	if x < -20 || x > 20 || y < -20 || y > 20 {
		return false
	}
	return c[x+20]&(1<<uint(y+20)) != 0
}

// move explores exit (i, d): draw until a card fits, each misfit revealed
// and sent to the bottom, then place the fit beyond the exit (A28, A29).
func (s *State) move(i int, d Dir) {
	from := s.Map[i]
	dx, dy := d.Step()
	for {
		c, ok := s.drawDungeon()
		if !ok {
			s.faceBoss() // cannot happen for a viable exit
			return
		}
		if Dungeon(c).Exits.Has(d.Opposite()) {
			s.place(c, from.X+dx, from.Y+dy)
			return
		}
		s.Dungeon.PutBottom(c)
		s.DngSeen++
		s.Ev.Game(0, CodeToBottom, c)
	}
}

// drawStack is Stack mode's draw: the top card goes on the stack (R18).
func (s *State) drawStack() {
	c, ok := s.drawDungeon()
	if !ok {
		s.faceBoss()
		return
	}
	s.place(c, 0, 0)
}
