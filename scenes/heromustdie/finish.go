package heromustdie

import (
	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Forced and certain fight decisions (pt7 #4). A newcomer clicked through
// about twelve decisions, round after round, of a fight his monsters could
// not lose. Two things spare him the clicks, neither taking a real choice
// from him:
//   - a decision with one legal answer (one hero left for the magic wound,
//     one way to disarm, one target for the trap) plays itself after a
//     short pause, the overlay saying "Only choice, played for you: …";
//     after an undo back to it, it waits for him instead (so that he can
//     undo further);
//   - when the best that can happen is sure — every hero dies, and he loses
//     no monster and spends no MP — a "Finish the fight" button plays the
//     rest that way, round ends not waiting; nothing he could choose would
//     turn out better.

// sureBudget is how many positions the search for a sure win may look at
// (a few milliseconds): a fight it cannot settle within them offers no
// button.
const sureBudget = 2500

// sureWin is the defender's answers, from st on, that end the fight with
// every hero dead, none of his monsters killed and no MP spent, or nil
// when none is found within the budget. st is the defender's combat
// decision; it is not changed.
func sureWin(st *hmd.State) []engine.Action {
	if !combatStage(st.Stage) || !st.Fight.Active {
		return nil
	}
	d := st.Defender()
	g := goal{d: d, party: st.Fight.Party, monsters: len(st.Seats[d].Monsters), mp: st.Seats[d].MP}
	budget := sureBudget
	var path []engine.Action
	if g.search(st, &budget, &path) {
		return path
	}
	return nil
}

// goal is what a sure win leaves: defender d with all his monsters and MP,
// the party's heroes all dead.
type goal struct {
	d, party int8
	monsters int
	mp       int16
}

// search looks for a way from st to the goal, depth first, appending its
// answers to path.
func (g goal) search(st *hmd.State, budget *int, path *[]engine.Action) bool {
	for _, a := range st.LegalActions(nil) {
		if k, n := hmd.Split(a); k == hmd.KSupport && n > 0 {
			continue // support costs MP
		}
		if *budget <= 0 {
			return false
		}
		*budget--
		next := st.Clone().(*hmd.State)
		next.Quiet()
		if next.Apply(a) != nil {
			continue
		}
		*path = append(*path, a)
		if g.fighting(next) {
			if g.search(next, budget, path) {
				return true
			}
		} else if g.reached(next) {
			return true
		}
		*path = (*path)[:len(*path)-1]
	}
	return false
}

// fighting reports whether st is still the defender's fight decision.
func (g goal) fighting(st *hmd.State) bool {
	return st.Fight.Active && combatStage(st.Stage) && st.Actor == g.d
}

// reached reports whether the fight ended in the goal: over, the party
// empty, the defender's monsters and MP as they were.
func (g goal) reached(st *hmd.State) bool {
	q := &st.Seats[g.d]
	return !st.Fight.Active && len(st.Parties[g.party].Heroes) == 0 && len(q.Monsters) == g.monsters && q.MP == g.mp
}

// syncFinish follows the match: an undo (the log shorter than last seen)
// stops the finishing and keeps a forced answer from playing itself again
// there; the fight over, the finishing ends; a new decision of the
// viewer's fight looks for a sure win.
func (t *Table) syncFinish() {
	n := len(t.S.Match.Log)
	if n < t.logSeen {
		t.finish, t.noForceAt = false, n
	}
	t.logSeen = n
	st := t.state()
	t.sure = nil
	if !st.Fight.Active {
		t.finish = false
	}
	if t.Decides() && combatStage(st.Stage) && len(t.S.Legal()) > 1 {
		t.sure = sureWin(st)
	}
}

// finishOrForce plays, when the pause is over, the next answer of a
// finishing fight, or the viewer's only legal answer; it reports whether
// it played.
func (t *Table) finishOrForce(ctx *stage.Context) bool {
	if !t.Mine() || len(t.Intents) > 0 || ctx.Tick < t.autoAt || !combatStage(t.state().Stage) {
		return false
	}
	legal := t.S.Legal()
	switch {
	case t.finish && len(t.sure) > 0:
		t.Play(t.sure[0])
	case len(legal) == 1 && len(t.S.Match.Log) != t.noForceAt:
		t.forcedText = "Only choice, played for you: " + t.S.ActionText(legal[0])
		t.Play(legal[0])
		t.forcedAt = len(t.S.Match.Log)
	default:
		return false
	}
	return true
}

// finishRect is the "Finish the fight" button, left of auto-resolve.
var finishRect = layout.Rect{X: fightAuto.X - 214, Y: fightAuto.Y, W: 204, H: fightAuto.H}

// placeFinish shows the button while a sure win is known and not asked for.
func (t *Table) placeFinish() {
	b := t.finishBtn
	b.Hidden = !t.fightShown() || t.finish || len(t.sure) == 0 || !t.Decides() || t.q.Busy()
	b.Tooltip = "The best that can happen is sure: every hero dies, you lose no monster and spend no MP. This plays the rest of the fight that way (undo takes it back)."
}

// drawForced tells the only choice, or auto-resolve's, just played for
// the viewer, until his next move: on a tab under the overlay's foot,
// clear of its header and of every line in it (pt37 #8: "Auto-resolve
// chose: Ada buys 0 support for 0 MP" lay over the heroes' heading).
func (t *Table) drawForced(c *ui.Canvas) {
	if t.forcedText == "" || t.forcedAt != len(t.S.Match.Log) || !t.fightShown() {
		return
	}
	r := forcedRect(t.forcedText)
	c.RoundRect(r, 6, ui.Fade(ui.DarkWood, 0.95))
	c.RoundStroke(r, 6, 1, ui.Fade(ui.Gold, 0.6))
	c.TextIn(ui.Ellipsize(t.forcedText, forcedStyle, r.W-16), forcedStyle, r, ui.Center, ui.Gold)
}

// forcedStyle is the words of the choice played for the viewer.
var forcedStyle = ui.Style{Font: ui.Bold, Size: 13}

// forcedRect is where the choice played for the viewer, s, shows: under
// the overlay, at its left.
func forcedRect(s string) layout.Rect {
	w := min(ui.Measure(s, forcedStyle)+20, CombatRect.W-40)
	return layout.Rect{X: CombatRect.X + 20, Y: CombatRect.Bottom() + 4, W: w, H: 24}
}
