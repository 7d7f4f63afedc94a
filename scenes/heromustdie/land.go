package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
)

// flight is where a flying card or token goes, worked out as its step
// starts (from the table as it stands then).
type flight struct {
	From, To layout.Rect
	Sprite   string // the face shown in flight ("" a card back)
	Back     string // the back's kind when Sprite is ""
}

// start begins step s.
func (q *Queue) start(s *Step) {
	st := q.Shown
	p := int(s.Player)
	q.startTally(s)
	if k := shownStep(s); k >= 0 {
		q.step = k
	}
	switch s.Kind {
	case StepParty:
		s.fly.From = partyRect(st, s.Card)
		after := st.Clone().(*hmd.State)
		q.applyParty(after, s)
		s.fly.To = partyRect(after, s.Card)
	case StepRow:
		if s.Index == 0 { // the old row went under the deck
			q.own().MonsterRow = nil
		}
	case StepFly:
		q.startFly(s, p)
	case StepTrap, StepVolley, StepClash, StepHeal:
		if s.Kind != StepClash && s.Kind != StepHeal { // a new round's first blows
			q.clashed = nil
		}
		if s.Kind == StepTrap || s.Kind == StepVolley {
			q.volleyed = nil
		}
		q.startCombat(s)
	case StepResult:
		q.Fought = q.Shown
	case StepPhase: // the top bar names the phase its banner opens
		own := q.own()
		ph, turn := hmd.Phase(s.Ev.Arg(0)), int8(s.Ev.Arg(1))
		if ph > hmd.PhAction || turn > own.Turn { // the goblins went home as the Action phase ended
			for b := range own.Boxes {
				own.Boxes[b] = -1
			}
		}
		if turn > own.Turn { // a new turn: every goblin to place again (pt17 #10)
			for i := range own.Seats {
				q := &own.Seats[i]
				q.Placed, q.Passed, q.Built = 0, q.Out, false
			}
		}
		own.Phase, own.Turn = ph, turn
	case StepShift:
		q.startShift(s)
	case StepFall:
		q.startConquer(s)
	case StepNote:
		q.startNote(s)
	case StepChange:
		q.Change = Diff(q.Shown, q.Final, s.Start, s.Dur)
		q.Shown, q.owned, q.step = q.Final, false, -1
	}
}

// startNote shows on the panels what a set-up sentence tells as the log
// tells it (a note takes no time, so the change step would come later):
// a mage's colour, a floor chosen; and on the overlay the round a fight's
// round sentence begins (pt12 #2: the chip was a round behind the log).
func (q *Queue) startNote(s *Step) {
	ev, p := s.Ev, s.Ev.Arg(0)
	if ev.Kind == engine.EvGame && ev.Code == hmd.CodeRound && q.Shown.Fight.Active {
		q.own().Fight.Round = int8(ev.Arg(0))
		q.clashed, q.volleyed = nil, nil // the new round has told nothing yet
		return
	}
	if ev.Kind != engine.EvGame || p < 0 || p >= len(q.Shown.Seats) {
		return
	}
	switch ev.Code {
	case hmd.CodeColour:
		q.own().Seats[p].Colour = int8(ev.Arg(1))
	case hmd.CodeFloorTaken:
		q.own().Seats[p].Floor = int8(ev.Arg(1))
	}
}

// startFly works out a flight and takes the card from where it was.
func (q *Queue) startFly(s *Step, p int) {
	st := q.Shown
	m := int8(s.Card)
	switch {
	case s.Zone == "monster_row":
		i := q.Row.at(m, max(0, slices.Index(st.MonsterRow, m)))
		s.fly = flight{From: RowCard(i), To: PanelRect(p, len(st.Seats)), Sprite: monsterSprite(m)}
		own := q.own()
		own.MonsterRow = slices.DeleteFunc(own.MonsterRow, func(x int8) bool { return x == m })
	case s.Zone == "monster_pool" || s.Zone == "pool":
		from, ok := q.Pool.rect(m)
		if !ok {
			from = PoolCard(max(0, slices.Index(st.MonsterPool, m)), 3)
		}
		s.fly = flight{From: from, To: PanelRect(p, len(st.Seats)), Sprite: monsterSprite(m)}
		own := q.own()
		own.MonsterPool = slices.DeleteFunc(own.MonsterPool, func(x int8) bool { return x == m })
	case s.Zone == "monsters": // sent to defend
		s.fly = flight{From: PanelRect(p, len(st.Seats)), To: FightMonster(len(st.Fight.Monsters)), Sprite: monsterSprite(m)}
	case s.Zone == "supply": // a building
		f := s.Floor
		if f < 1 || f > hmd.NumFloors {
			return
		}
		fl := st.Floors[f-1]
		to := BuildingSpace(f, min(fl.Buildings(), hmd.MaxBuildings-1))
		name := trapSprite(int8(min(max(s.Card, 0), len(hmd.Traps)-1)))
		if s.Room {
			to, name = BuildingSpace(f, 0), roomSprite(int8(min(max(s.Card, 3), 5)))
		}
		s.fly = flight{From: PanelRect(p, len(st.Seats)), To: to, Sprite: name}
	case s.Zone == "plot_deck": // a Throne room draw: a back unless it is the viewer's
		s.fly = flight{From: LocationRect(hmd.ThroneRoom), To: PanelRect(p, len(st.Seats)), Back: "plot"}
		if s.Card >= 0 && s.Card < len(hmd.Plots) {
			s.fly.Sprite = plotSprite(int8(s.Card))
		}
	}
}

// land ends step s: what it carried is in place.
func (q *Queue) land(s *Step) {
	p := int(s.Player)
	switch s.Kind {
	case StepGoblin:
		if st := q.own(); s.Card >= 0 && s.Card < hmd.NumBoxes && p >= 0 && p < len(st.Seats) {
			st.Boxes[s.Card] = int8(p)
			st.Seats[p].Placed++
		}
	case StepParty:
		q.applyParty(q.own(), s)
	case StepEvent:
		st := q.own()
		if t := int(st.Turn) - 1; t >= 0 && t < hmd.Turns && s.Card >= 0 && s.Card < hmd.NumEvents {
			st.Slots[t] = [2]int8{-1, -1}
			st.Drawn = int8(s.Card)
			st.EvKnown[s.Card] = everyone
		}
	case StepRow:
		if s.Card >= 0 && s.Card < len(hmd.Monsters) {
			st := q.own()
			st.MonsterRow = append(st.MonsterRow, int8(s.Card))
		}
	case StepFly:
		q.landFly(s, p)
	case StepTrap, StepVolley, StepClash, StepBolt, StepHeal, StepDie, StepLevel:
		q.landCombat(s)
		switch s.Kind {
		case StepClash:
			q.clashed = s
		case StepVolley:
			q.volleyed = s
		}
	case StepFire:
		st := q.own()
		if f := int(st.Front) - 1; f >= 0 && f < hmd.NumFloors {
			tr := st.Floors[f].Traps
			if i := slices.Index(tr, int8(s.Card)); i >= 0 {
				st.Floors[f].Traps = slices.Delete(slices.Clone(tr), i, i+1)
			}
		}
	}
}

// landFly puts a flown card or building in its place.
func (q *Queue) landFly(s *Step, p int) {
	st := q.own()
	m := int8(s.Card)
	switch s.Zone {
	case "monster_row", "monster_pool", "pool":
		if p >= 0 && p < len(st.Seats) && m >= 0 && int(m) < len(hmd.Monsters) {
			st.Seats[p].Monsters = append(slices.Clone(st.Seats[p].Monsters), m)
		}
	case "monsters":
		if m >= 0 && int(m) < len(hmd.Monsters) {
			st.Fight.Monsters = append(slices.Clone(st.Fight.Monsters), hmd.Fighter{Card: m})
		}
	case "supply":
		f := s.Floor
		if f < 1 || f > hmd.NumFloors {
			return
		}
		fl := &st.Floors[f-1]
		if s.Room {
			fl.Room = int8(s.Card)
		} else if s.Card >= 0 && s.Card < len(hmd.Traps) {
			fl.Traps = append(slices.Clone(fl.Traps), int8(s.Card))
		}
	}
}

// applyParty moves party s.Card as step s says.
func (q *Queue) applyParty(st *hmd.State, s *Step) {
	i := s.Card
	if i < 0 || i >= hmd.NumParties {
		return
	}
	pt := &st.Parties[i]
	switch s.Zone {
	case "dungeon":
		pt.Where = hmd.InDungeon
		if !slices.Contains(st.Queue, int8(i)) {
			st.Queue = append(slices.Clone(st.Queue), int8(i))
		}
		pt.Heroes = slices.Clone(q.Final.Parties[i].Heroes)
	case "castle", "castle_space":
		pt.Where, pt.Heroes = hmd.AtCastle, nil
		st.Queue = slices.DeleteFunc(slices.Clone(st.Queue), func(x int8) bool { return int(x) == i })
	case "inn":
		pt.Where = hmd.AtInn
	case "entrance":
		pt.Where = hmd.AtEntrance
	}
}

// partyRect is where party i's token stands in st: its place in the front
// floor's queue, or on the party track beside lower-numbered parties.
func partyRect(st *hmd.State, i int) layout.Rect {
	w := st.Parties[i].Where
	if w == hmd.InDungeon {
		k := max(0, slices.Index(st.Queue, int8(i)))
		return QueueSpot(int(st.Front), k)
	}
	k := 0
	for j := range i {
		if st.Parties[j].Where == w {
			k++
		}
	}
	return TrackSpot(w, k)
}
