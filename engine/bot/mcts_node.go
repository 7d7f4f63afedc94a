package bot

import (
	"math"
	"slices"

	"github.com/herotable/herotable/engine"
)

// node is one vertex of the information-set tree: the action that led to it
// and the seat that played it. Nodes live in one slice (the arena) and link
// by index, so a decision allocates nothing once the arena has grown, and
// reusing a bot reuses its arena.
type node struct {
	reward float64 // sum of the mover's returns over the visits
	visits int32
	avails int32 // times this node was available when its parent selected
	parent int32 // -1 for the root
	child  int32 // first child, -1 if none
	next   int32 // next sibling, -1 if none
	action engine.Action
	player engine.Player // who played action; NoPlayer at the root
}

// tree is the arena.
type tree struct {
	nodes []node
	max   int
}

// reset empties the tree down to a root and sets the size cap.
func (t *tree) reset(max int) {
	t.nodes = append(t.nodes[:0], node{parent: -1, child: -1, next: -1, player: engine.NoPlayer})
	t.max = max
}

// full reports whether the size cap forbids new nodes.
func (t *tree) full() bool { return len(t.nodes) >= t.max }

// add makes a child of parent for action a played by p and returns it.
func (t *tree) add(parent int32, a engine.Action, p engine.Player) int32 {
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{
		parent: parent, child: -1, next: t.nodes[parent].child,
		action: a, player: p, avails: 1,
	})
	t.nodes[parent].child = i
	return i
}

// has reports whether v has a child for action a played by p.
func (t *tree) has(v int32, a engine.Action, p engine.Player) bool {
	for c := t.nodes[v].child; c >= 0; c = t.nodes[c].next {
		if n := &t.nodes[c]; n.action == a && n.player == p {
			return true
		}
	}
	return false
}

// untried appends to out the actions in legal that v has no child for.
func (t *tree) untried(v int32, p engine.Player, legal, out []engine.Action) []engine.Action {
	for _, a := range legal {
		if !t.has(v, a, p) {
			out = append(out, a)
		}
	}
	return out
}

// selectUCT picks, among v's children that are legal for p in this
// determinization, the one with the highest UCB1 score, where a child's
// exploration term counts the times it was available rather than the
// parent's visits (Cowling, Powley & Whitehouse 2012, SO-ISMCTS). Every
// compatible child's availability then grows by one. It returns -1 when no
// child is compatible. Ties go to the first child in the list.
func (t *tree) selectUCT(v int32, p engine.Player, legal []engine.Action, c float64) int32 {
	best, bestScore := int32(-1), math.Inf(-1)
	for i := t.nodes[v].child; i >= 0; i = t.nodes[i].next {
		n := &t.nodes[i]
		if n.player != p || !slices.Contains(legal, n.action) {
			continue
		}
		visits := float64(n.visits)
		score := n.reward/visits + c*math.Sqrt(math.Log(float64(n.avails))/visits)
		n.avails++
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

// backprop adds a visit to v and each ancestor, crediting each node with
// the return of the seat that moved into it.
func (t *tree) backprop(v int32, returns []float64) {
	for v >= 0 {
		n := &t.nodes[v]
		n.visits++
		if n.player >= 0 && int(n.player) < len(returns) {
			n.reward += returns[n.player]
		}
		v = n.parent
	}
}

// mostVisited is the root child with the most visits, the higher mean
// breaking ties, then the list order; -1 when the root has no child.
func (t *tree) mostVisited() int32 {
	best := int32(-1)
	for i := t.nodes[0].child; i >= 0; i = t.nodes[i].next {
		if best < 0 || t.better(i, best) {
			best = i
		}
	}
	return best
}

// topVisits is the most and second-most visits among the root's children
// (0 for a missing one).
func (t *tree) topVisits() (first, second int32) {
	for i := t.nodes[0].child; i >= 0; i = t.nodes[i].next {
		switch v := t.nodes[i].visits; {
		case v > first:
			first, second = v, first
		case v > second:
			second = v
		}
	}
	return first, second
}

func (t *tree) better(i, j int32) bool {
	a, b := &t.nodes[i], &t.nodes[j]
	if a.visits != b.visits {
		return a.visits > b.visits
	}
	return a.reward*float64(b.visits) > b.reward*float64(a.visits)
}

// sampleVisits picks a root child with probability proportional to
// visits^(1/temp); -1 when the root has no child.
func (t *tree) sampleVisits(temp float64, rng *engine.RNG) int32 {
	total := 0.0
	for i := t.nodes[0].child; i >= 0; i = t.nodes[i].next {
		total += math.Pow(float64(t.nodes[i].visits), 1/temp)
	}
	if total <= 0 {
		return t.mostVisited()
	}
	x := rng.Float64() * total
	last := int32(-1)
	for i := t.nodes[0].child; i >= 0; i = t.nodes[i].next {
		last = i
		if x -= math.Pow(float64(t.nodes[i].visits), 1/temp); x < 0 {
			return i
		}
	}
	return last // rounding left x at a hair above zero
}
