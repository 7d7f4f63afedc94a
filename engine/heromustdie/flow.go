package heromustdie

import "github.com/herotable/herotable/engine"

// Phase is where a turn stands (§5).
type Phase uint8

// The phases, in turn order; setup comes first and the end last.
const (
	PhSetup     Phase = iota // §4
	PhBeginning              // §5.1
	PhPlanning               // §5.2
	PhEvent                  // §5.3
	PhAction                 // §5.4
	PhInvasion               // §5.7
	PhCourt                  // §5.13
	PhOver
)

// PhaseNames name the phases for the banner and the log.
var PhaseNames = [...]string{"Setup", "Beginning", "Planning", "Event", "Action", "Invasion", "Court", "Game over"}

// Stage is the decision the procedure waits for; StNone: run on.
type Stage uint8

// The decisions, by the file that offers and performs them.
const (
	StNone Stage = iota
	// setup.go (§4)
	StColour // S2: pick a colour
	StFloor  // S5b: pick a floor 1..N
	StPickL1 // S6: take an L1 monster
	StPickL2 // S6: take an L2 monster
	// turn.go (§5.2, §5.3)
	StPlace    // place a goblin or pass
	StDraw     // draw the top or bottom event card
	StPayShort // Pay Day: which monsters to discard (R50)
	StPay      // Pay Day: pay one point in gold, slave or MP
	// boxes.go, build.go, hire.go (§5.4–§5.6)
	StThronePay  // pay the Throne room's cost?
	StThroneKeep // keep one of the drawn plot cards
	StMine       // slaves spent in the Gold mine
	StBuild      // one more build, or stop
	StHire       // hire a monster, or not
	StPeekNext   // Town/Forest eye: peek at the next slot, or not
	StCastlePay  // castle_1: pay 2 gold to peek?
	StCastlePeek // castle_1: pick a face-down event card to see
	StGift       // castle_2: push, recall or nothing
	// invasion.go, combat.go, result.go (§5.7–§5.11)
	StDisarm  // I2: which traps the heroes disarm
	StFire    // I3: fire the next trap at a hero
	StSend    // I4: send a monster, or stop
	StCommit  // step 2: black committed to melee
	StSupport // step 3: support points bought
	StMagic   // step 4: give one magic wound
	StHeal    // step 5: heal one wound, or stop
	StPardon  // 2b: play Pardon Me? (a reaction window)
	StTraitor // 2b: play Traitor? (a reaction window)
	// court.go, quests.go (§5.13, §2.4)
	StCourt     // play a plot card, or pass
	StBetter    // play A Better Choice? (a reaction window)
	StQuestPick // choose a monster to discard for the quest
	StSwitch    // We Need Change: whom to switch with
	StSteal     // It's Mine: whom to steal from
	StRuleParty // Rule Them All: which party goes back, or none
	NumStages
)

// reaction reports stages that are reaction windows: they are offered to
// every eligible seat, card in hand or not, and never play themselves, so
// that nobody learns who holds the card (§7).
func (st Stage) reaction() bool { return st == StPardon || st == StTraitor || st == StBetter }

// asked reports stages that are always put to the seat, even with a single
// answer: reaction windows, and a Court turn, whose choices come from the
// hidden hand (playing on by itself would tell everyone the hand holds
// nothing playable).
func (st Stage) asked() bool { return st.reaction() || st == StCourt }

// emptyCourtTurn is a Court turn with an empty hand: hand sizes are
// public, so passing it by itself tells nobody anything.
func (s *State) emptyCourtTurn() bool {
	return s.Stage == StCourt && len(s.Seats[s.Actor].Hand) == 0
}

// ask stops the procedure at decision st for seat who.
func (s *State) ask(st Stage, who int8) { s.Stage, s.Actor = st, who }

// run carries the procedure on until a decision or the end, then plays any
// decision with a single (public) answer by itself.
func (s *State) run() {
	var buf [64]engine.Action
	for !s.Over {
		for !s.Over && s.Stage == StNone {
			s.step()
		}
		if s.Over || s.Stage.asked() && !s.emptyCourtTurn() {
			return
		}
		acts := s.legal(buf[:0])
		if len(acts) != 1 {
			return
		}
		s.do(acts[0])
	}
}

// step does the next automatic piece of the running phase; it either asks
// for a decision or moves the procedure on.
func (s *State) step() {
	switch s.Phase {
	case PhSetup:
		s.stepSetup()
	case PhBeginning:
		s.stepBeginning()
	case PhPlanning:
		s.stepPlanning()
	case PhEvent:
		s.stepEvent()
	case PhAction:
		s.stepAction()
	case PhInvasion:
		s.stepInvasion()
	case PhCourt:
		s.stepCourt()
	default:
		s.Over = true
	}
}

// enter starts phase ph with fresh cursors, and says so (a table shows
// what the phase is for).
func (s *State) enter(ph Phase) {
	s.Phase, s.Cur, s.Sub, s.Count = ph, 0, 0, 0
	s.Ev.Game(engine.NoPlayer, CodePhase, int(ph), int(s.Turn))
}

// legal lists the actions of the current decision.
func (s *State) legal(buf []engine.Action) []engine.Action {
	switch s.Stage {
	case StColour, StFloor, StPickL1, StPickL2:
		return s.legalSetup(buf)
	case StPlace, StDraw, StPayShort, StPay:
		return s.legalTurn(buf)
	case StThronePay, StThroneKeep, StMine, StBuild, StHire, StPeekNext, StCastlePay, StCastlePeek, StGift:
		return s.legalBox(buf)
	case StDisarm, StFire, StSend, StCommit, StSupport, StMagic, StHeal, StPardon, StTraitor:
		return s.legalInvasion(buf)
	case StCourt, StBetter, StQuestPick, StSwitch, StSteal, StRuleParty:
		return s.legalCourt(buf)
	}
	return buf
}

// do performs a legal action of the current decision and clears Stage.
func (s *State) do(a engine.Action) {
	st := s.Stage
	s.Stage = StNone
	switch st {
	case StColour, StFloor, StPickL1, StPickL2:
		s.doSetup(st, a)
	case StPlace, StDraw, StPayShort, StPay:
		s.doTurn(st, a)
	case StThronePay, StThroneKeep, StMine, StBuild, StHire, StPeekNext, StCastlePay, StCastlePeek, StGift:
		s.doBox(st, a)
	case StDisarm, StFire, StSend, StCommit, StSupport, StMagic, StHeal, StPardon, StTraitor:
		s.doInvasion(st, a)
	case StCourt, StBetter, StQuestPick, StSwitch, StSteal, StRuleParty:
		s.doCourt(st, a)
	}
}
