package tablekit

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/ui"
)

// Place is a thing on a table an action may be clicked on, and the key of
// a table's spot: a kind the game names (0: nowhere, a button only) and an
// index (a card, a slot, a seat).
type Place struct {
	Kind uint8
	I    int
}

// Nowhere is the place of an action offered by a button only.
const Nowhere uint8 = 0

// Command is one legal action as a table offers it: a button (words,
// tooltip, group) and, for most, a place on the table to click. K is the
// game's kind of action.
type Command[K comparable] struct {
	Action engine.Action
	Kind   K
	Arg    int
	Label  string
	Tip    string
	Group  uint8 // the button's group: lower groups first
	Where  Place
}

// NewCommand is legal action a as a table offers it before the game
// gives it its label, group and place: its kind and argument (split), and
// for its tooltip the state's words for it with the seats named.
func NewCommand[K comparable](st engine.State, a engine.Action, names []string, split func(engine.Action) (K, int)) Command[K] {
	k, arg := split(a)
	return Command[K]{Action: a, Kind: k, Arg: arg, Tip: engine.Names(st.ActionString(a), names)}
}

// Commands are the legal actions as a table offers them, in the engine's
// order, each made by command.
func Commands[K comparable](legal []engine.Action, command func(engine.Action) Command[K]) []Command[K] {
	out := make([]Command[K], 0, len(legal))
	for _, a := range legal {
		out = append(out, command(a))
	}
	return out
}

// Offer makes the spot at each command's place play it on a click,
// glowing, its tooltip saying so (words: what the click does); a spot
// already offering something keeps it, and skip passes over commands the
// table offers otherwise.
func Offer[K comparable](ss *Spots[Place], cmds []Command[K], skip func(Command[K]) bool, words func(Command[K]) string) {
	for _, c := range cmds {
		s := ss.At(c.Where)
		if c.Where.Kind == Nowhere || s == nil || s.Live || skip != nil && skip(c) {
			continue
		}
		s.Offer(c.Action)
		s.Hint += "\nClick: " + words(c) + "."
	}
}

// Buttons makes a button for each placed command that plays it (the core
// numbers the prompt's buttons for the keys 1–9, in the order they read).
func Buttons[K comparable](placed []Placed[Command[K]], legal []engine.Action, style ui.Style, play func(engine.Action)) []*ui.Button {
	out := make([]*ui.Button, 0, len(placed))
	for _, p := range placed {
		a := p.Cmd.Action
		b := ui.NewButton(p.Rect, p.Cmd.Label, func() { play(a) })
		b.Style, b.Tooltip = style, p.Cmd.Tip
		out = append(out, b)
	}
	return out
}

// MineOnly is the prompt's buttons as controls, shown only while the
// decision is the viewer's (mine).
func MineOnly(buttons []*ui.Button, mine bool) []ui.Control {
	out := make([]ui.Control, 0, len(buttons))
	for _, b := range buttons {
		b.Hidden = !mine
		out = append(out, b)
	}
	return out
}
