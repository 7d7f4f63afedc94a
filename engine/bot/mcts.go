package bot

import (
	"time"

	"github.com/herotable/herotable/engine"
)

// MCTSConfig sets up an information-set MCTS bot. Zero fields take the
// defaults named below.
type MCTSConfig struct {
	// Iterations per decision. With it the bot is deterministic: the same
	// seed and iterations give the same decision, however Step is sliced.
	// Zero means DefaultIterations, unless TimeBudget is set.
	Iterations int
	// TimeBudget caps the thinking time of one decision, counted only inside
	// Step (so a UI that thinks a little each frame gets the same time as one
	// long call). A decision ends at whichever budget runs out first. Zero
	// means no cap. A time budget makes decisions depend on the machine.
	TimeBudget time.Duration
	// Exploration is the UCB1 constant c; zero means DefaultExploration.
	Exploration float64
	// RolloutLimit cuts a random playout after this many actions and scores
	// it with the game's Evaluate hook; games without a hook always play to
	// the end. Zero means the game's own engine.Info.RolloutLimit, which is
	// zero (play to the end) for most games.
	RolloutLimit int
	// Temperature, when positive, makes the final choice a draw among the
	// root's children with weights visits^(1/Temperature) instead of the
	// most-visited child; Easy uses it so it can be beaten.
	Temperature float64
	// MaxNodes caps the tree size (about 40 bytes a node); once full the
	// search goes on without expanding. Zero means DefaultMaxNodes.
	MaxNodes int
}

// Defaults for the zero fields of MCTSConfig.
const (
	DefaultIterations  = 1000
	DefaultExploration = 0.7 // ≈ 1/√2, the usual choice for returns in [0,1]
	DefaultMaxNodes    = 1 << 20
)

// timeCheckEvery is how many iterations pass between clock reads when a
// TimeBudget is set; reading the clock every iteration would cost more than
// a tic-tac-toe iteration.
const timeCheckEvery = 32

// mcts is single-observer information-set MCTS (SO-ISMCTS, Cowling, Powley
// & Whitehouse 2012). Each iteration draws a determinization of the root
// from the bot's own view, walks the one shared tree with UCB1 restricted to
// the actions legal in that determinization, expands one node, plays out at
// random and credits every node with the return of the seat that moved into
// it, so it plays any number of seats.
type mcts struct {
	cfg  MCTSConfig
	rng  engine.RNG
	root engine.State
	me   engine.Player
	eval func(engine.State, engine.Player) float64
	// rolloutLimit is the config's, or else the game's (engine.Info).
	rolloutLimit int

	tree    tree
	actions []engine.Action // the root's legal actions
	legal   []engine.Action // scratch: legal actions at the current node
	untried []engine.Action // scratch: legal actions without a child
	buf     []engine.Action // scratch: playout actions
	vals    []float64       // scratch: returns of one iteration

	iters int
	spent time.Duration
	done  bool
	best  engine.Action
}

// NewMCTS makes an information-set MCTS bot whose every random choice
// comes from seed.
func NewMCTS(cfg MCTSConfig, seed uint64) Bot {
	if cfg.Iterations <= 0 && cfg.TimeBudget <= 0 {
		cfg.Iterations = DefaultIterations
	}
	if cfg.Exploration <= 0 {
		cfg.Exploration = DefaultExploration
	}
	if cfg.MaxNodes <= 0 {
		cfg.MaxNodes = DefaultMaxNodes
	}
	return &mcts{cfg: cfg, rng: engine.NewRNG(seed), done: true} // done until Start
}

func (m *mcts) Start(s engine.State, me engine.Player) {
	m.actions = rootActions(s, me, m.actions)
	m.root, m.me, m.eval = s, me, evaluator(s)
	m.rolloutLimit = m.cfg.RolloutLimit
	if m.rolloutLimit == 0 {
		info, _ := engine.Lookup(s.GameID())
		m.rolloutLimit = info.RolloutLimit
	}
	m.tree.reset(m.cfg.MaxNodes)
	m.iters, m.spent = 0, 0
	m.best = m.actions[0]
	m.done = len(m.actions) == 1 // a forced move needs no thought
	if m.done {
		m.root = nil
	}
}

func (m *mcts) Step(n int) bool {
	if m.done || n <= 0 {
		return m.done
	}
	timed := m.cfg.TimeBudget > 0
	var t0 time.Time
	if timed {
		t0 = time.Now()
	}
	for k := 1; k <= n && !m.budgetSpent(); k++ {
		m.iterate()
		m.iters++
		if timed && k%timeCheckEvery == 0 && m.spent+time.Since(t0) >= m.cfg.TimeBudget {
			break
		}
	}
	if timed {
		m.spent += time.Since(t0)
	}
	if m.budgetSpent() {
		m.finish()
	}
	return m.done
}

func (m *mcts) budgetSpent() bool {
	return (m.cfg.Iterations > 0 && m.iters >= m.cfg.Iterations) ||
		(m.cfg.TimeBudget > 0 && m.spent >= m.cfg.TimeBudget) ||
		m.decided()
}

// earlyStop switches decided on; tests turn it off to compare.
var earlyStop = true

// decideCheckEvery is how many iterations pass between looks at whether the
// decision is already settled; looking costs a walk over the root's children.
const decideCheckEvery = 16

// decided reports that the most-visited child can no longer be overtaken in
// the iterations left, so the rest would only confirm it: an exact early
// stop that changes no decision (checked at fixed iteration counts, so Step
// slicing does not matter). Not with a temperature, which reads every
// child's visits.
func (m *mcts) decided() bool {
	if !earlyStop || m.cfg.Temperature > 0 || m.cfg.Iterations <= 0 || m.iters == 0 || m.iters%decideCheckEvery != 0 {
		return false
	}
	first, second := m.tree.topVisits()
	return first-second > int32(m.cfg.Iterations-m.iters)
}

// iterate is one SO-ISMCTS iteration: determinize, select, expand, play
// out, back-propagate.
func (m *mcts) iterate() {
	d := determinize(m.root, m.me, &m.rng)
	t := &m.tree
	v := int32(0)
	for {
		m.legal = d.LegalActions(m.legal[:0])
		if len(m.legal) == 0 {
			break // terminal
		}
		p := d.CurrentPlayer()
		if !t.full() {
			if m.untried = t.untried(v, p, m.legal, m.untried[:0]); len(m.untried) > 0 {
				a := m.untried[m.rng.IntN(len(m.untried))]
				mustApply(d, a)
				v = t.add(v, a, p)
				break
			}
		}
		c := t.selectUCT(v, p, m.legal, m.cfg.Exploration)
		if c < 0 {
			break // the tree is full and holds nothing legal here
		}
		mustApply(d, t.nodes[c].action)
		v = c
	}
	limit := 0
	if m.eval != nil {
		limit = m.rolloutLimit
	}
	_, m.buf = playout(d, &m.rng, m.buf, limit)
	m.vals = values(d, m.eval, m.vals)
	t.backprop(v, m.vals)
}

// finish fixes the decision: the most-visited child, or a weighted draw
// when the config has a temperature.
func (m *mcts) finish() {
	m.done = true
	m.root = nil // do not keep the caller's state alive
	var c int32
	if m.cfg.Temperature > 0 {
		c = m.tree.sampleVisits(m.cfg.Temperature, &m.rng)
	} else {
		c = m.tree.mostVisited()
	}
	if c >= 0 {
		m.best = m.tree.nodes[c].action
	}
}

// Best is the final choice once done; before that the most-visited child
// so far (the first legal action before any iteration).
func (m *mcts) Best() engine.Action {
	if m.done || len(m.tree.nodes) == 0 {
		return m.best
	}
	if c := m.tree.mostVisited(); c >= 0 {
		return m.tree.nodes[c].action
	}
	return m.best
}
