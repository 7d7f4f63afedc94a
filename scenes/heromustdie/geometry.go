package heromustdie

import (
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
)

// The table's regions at 1280×720, after the spec's suggested layout
// (§3.4). The board's sprites are drawn to these sizes (floor strips
// 640×52, locations 156×140, event slots 86×64, the VP track 640×68). The
// player panels are a little lower than suggested so that the log fits
// between them and the prompt bar.
var (
	TopBar      = layout.Rect{X: 430, Y: 8, W: 452, H: 44}
	MonsterPool = layout.Rect{X: 890, Y: 168, W: 382, H: 172}
	VPTrack     = layout.Rect{X: 40, Y: 644, W: 640, H: 68}
	PromptBar   = layout.Rect{X: 700, Y: 646, W: 572, H: 66}
	// HandDrawer opens over the locations; CombatRect is the Invasion's
	// overlay, above the prompt bar so that it stays readable.
	HandDrawer = layout.Rect{X: 40, Y: 398, W: 640, H: VPTrack.Bottom() - 398}
	CombatRect = layout.Rect{X: 140, Y: 62, W: 1000, H: 514}
	BuildRect  = layout.Rect{X: 40, Y: 346, W: 640, H: 294}
	// FullLog is where the whole log shows when opened.
	FullLog = layout.Rect{X: PromptBar.X, Y: 60, W: PromptBar.W, H: PromptBar.Y - 6 - 60}
)

// Regions lists the regions by their spec ids (§3.1), for the tests.
var Regions = map[string]layout.Rect{
	"top_bar": TopBar, "monster_pool": MonsterPool, "vp_track": VPTrack, "prompt_bar": PromptBar,
}

// TrackSpace is the party track's space w (castle, inn, entrance).
func TrackSpace(w hmd.Where) layout.Rect {
	return layout.Rect{X: 40 + 130*float64(w), Y: 8, W: 120, H: 44}
}

// FloorRect is floor f (1..5).
func FloorRect(f int) layout.Rect { return layout.Rect{X: 40, Y: 60 + 56*float64(f-1), W: 640, H: 52} }

// GuardPost is floor f's guard post.
func GuardPost(f int) layout.Rect {
	y := FloorRect(f).Y
	return layout.Rect{X: 44, Y: y + 4, W: 66, H: 44}
}

// BuildingSpace is floor f's building space i (0..4).
func BuildingSpace(f, i int) layout.Rect {
	y := FloorRect(f).Y
	return layout.Rect{X: 120 + 88*float64(i), Y: y + 4, W: 84, H: 44}
}

// QueueArea is floor f's party queue; QueueSpot the k-th token in it.
func QueueArea(f int) layout.Rect {
	return layout.Rect{X: 565, Y: FloorRect(f).Y + 4, W: 110, H: 44}
}

// QueueSpot is the k-th party token's square in floor f's queue.
func QueueSpot(f, k int) layout.Rect {
	a := QueueArea(f)
	return layout.Rect{X: a.X + 4 + 34*float64(k), Y: a.Y + 6, W: 32, H: 32}
}

// TrackSpot is the k-th party token's square on track space w.
func TrackSpot(w hmd.Where, k int) layout.Rect {
	r := TrackSpace(w)
	return layout.Rect{X: r.X + 34 + 23*float64(k), Y: r.Y + 20, W: 24, H: 24}
}

// SlotRect is event slot t (1..8): two columns of four.
func SlotRect(t int) layout.Rect {
	c, r := (t-1)/4, (t-1)%4
	return layout.Rect{X: 700 + 92*float64(c), Y: 60 + 70*float64(r), W: 86, H: 64}
}

// SlotHalf is the place of slot t's top (half 0) or bottom (half 1) card.
func SlotHalf(t, half int) layout.Rect {
	r := SlotRect(t)
	return layout.Rect{X: r.X + 5 + 40*float64(half), Y: r.Y + 5, W: 36, H: 54}
}

// RowCard is the k-th card of the monster row (k = 0..2).
func RowCard(k int) layout.Rect {
	return layout.Rect{X: 890 + 128*float64(k) + 6, Y: 8, W: 107, H: 150}
}

// PoolCard is the monster pool's tile in slot i of a grid of rows rows
// (pool.go): four columns, three rows or four (the pool holds at most the
// sixteen monsters of levels 1 and 2).
func PoolCard(i, rows int) layout.Rect {
	const cols, gap = 4, 3.0
	rows = min(4, max(3, rows))
	w := (MonsterPool.W - gap*(cols-1)) / cols
	h := (MonsterPool.H - gap*float64(rows-1)) / float64(rows)
	r, c := i/cols, i%cols
	return layout.Rect{X: MonsterPool.X + (w+gap)*float64(c), Y: MonsterPool.Y + (h+gap)*float64(r), W: w, H: h}
}

// LocationRect is location l's panel (two rows of four).
func LocationRect(l hmd.Location) layout.Rect {
	c, r := int(l)%4, int(l)/4
	return layout.Rect{X: 40 + 162*float64(c), Y: 348 + 146*float64(r), W: 156, H: 140}
}

// BoxRect is action box b (its location's j-th box).
func BoxRect(b int) layout.Rect {
	x := hmd.Boxes[b]
	j := b - firstBox(x.Loc)
	l := LocationRect(x.Loc)
	return layout.Rect{X: l.X + 8 + 50*float64(j), Y: l.Y + 60, W: 46, H: 46}
}

// firstBox is the first box of location l.
func firstBox(l hmd.Location) int {
	for b, x := range hmd.Boxes {
		if x.Loc == l {
			return b
		}
	}
	return 0
}

// VPCell is the VP track's cell v (0..12).
func VPCell(v int) layout.Rect {
	return layout.Rect{X: VPTrack.X + 49*float64(v), Y: VPTrack.Y, W: 48, H: VPTrack.H}
}

// VPMarker is where the k-th marker in a cell sits (2×2 over the cell).
func VPMarker(v, k int) layout.Rect {
	c := VPCell(v)
	return layout.Rect{X: c.X + 1 + 23*float64(k%2), Y: c.Y + 20 + 23*float64(k/2), W: 23, H: 23}
}

// Player panels: one row each below the event slots, 52 high, or 46 for
// four players, so that the log under them keeps five lines (pt22 #10:
// three at 1024×576).
func panelSize(players int) (h, step float64) {
	if players >= 4 {
		return 46, 49
	}
	return 52, 56
}

// PanelRect is the i-th player panel (seat order) of a game of players.
func PanelRect(i, players int) layout.Rect {
	h, step := panelSize(players)
	return layout.Rect{X: 700, Y: 348 + step*float64(i), W: 572, H: h}
}

// panelRow2 is the y of the second row of a panel at r: the post, MLP
// and the monster chips.
func panelRow2(r layout.Rect) float64 { return r.Y + max(24, r.H-24) }

// LogRect is the log, between the last panel and the prompt bar.
func LogRect(players int) layout.Rect {
	top := PanelRect(players-1, players).Bottom() + 6
	return layout.Rect{X: 700, Y: top, W: 572, H: PromptBar.Y - 6 - top}
}

// The prompt bar: the words on the left, the buttons in two rows on the
// right.
var (
	PromptText    = layout.Rect{X: PromptBar.X + 10, Y: PromptBar.Y + 4, W: 214, H: PromptBar.H - 8}
	PromptButtons = layout.Rect{X: PromptBar.X + 232, Y: PromptBar.Y + 5, W: PromptBar.W - 238, H: PromptBar.H - 10}
)

const (
	buttonH   = 26
	buttonGap = 4
)

// Top bar buttons at its right end; Pause (Resume while paused) at the
// prompt bar's.
var (
	barPause = layout.Rect{X: PromptBar.Right() - 108, Y: PromptBar.Y + 19, W: 100, H: 28}
	barUndo  = layout.Rect{X: TopBar.Right() - 86, Y: TopBar.Y + 8, W: 28, H: 28}
	barRules = barUndo.Beside(2, 24)
	barMenu  = barRules.Beside(2, 24)
)

// The combat overlay's parts: hero cards left→right front first, monster
// cards right→left front first (the rightmost is the front, I4), the
// floor's traps beside the heroes, the clash numbers in the middle, the
// defender's other monsters left of his line, the decision buttons below.
const (
	fightCardW = 118
	fightCardH = 165
	fightPitch = 126
)

// FightHero is hero i's card (0 = front).
func FightHero(i int) layout.Rect {
	return layout.Rect{X: CombatRect.X + 20 + fightPitch*float64(i), Y: CombatRect.Y + 96, W: fightCardW, H: fightCardH}
}

// FightMonster is monster i's card (0 = front, at the right).
func FightMonster(i int) layout.Rect {
	return layout.Rect{X: CombatRect.Right() - 20 - fightCardW - fightPitch*float64(i), Y: CombatRect.Y + 282, W: fightCardW, H: fightCardH}
}

// FightTrap is the i-th trap token on the fought floor.
func FightTrap(i int) layout.Rect {
	return layout.Rect{X: CombatRect.X + 404 + 50*float64(i), Y: CombatRect.Y + 112, W: 44, H: 44}
}

// FightReserve is the i-th of the defender's monsters not sent: a tile
// like the pool's, its name and strengths at reading size (the card
// itself in its tooltip and zoom), four to a row, left of the line.
func FightReserve(i int) layout.Rect {
	const cols, gap, w, h = 4, 3.0, 100.0, 52.0
	return layout.Rect{X: CombatRect.X + 20 + (w+gap)*float64(i%cols), Y: CombatRect.Y + 286 + (h+gap)*float64(i/cols), W: w, H: h}
}

// Combat overlay regions.
var (
	FightClash   = layout.Rect{X: CombatRect.X + 660, Y: CombatRect.Y + 76, W: 320, H: 160}
	FightButtons = layout.Rect{X: CombatRect.X + 20, Y: CombatRect.Y + 454, W: CombatRect.W - 40, H: 56}
	fightAuto    = layout.Rect{X: CombatRect.Right() - 196, Y: CombatRect.Y + 10, W: 180, H: 28}
	// FightBlow is where a melee's "Th vs Tm" shows: in the middle, under
	// the traps, between the heroes' row and the clash panel, above the
	// monsters' (pt12 #6: between the two fronts it covered a fourth
	// defender's title).
	FightBlow = layout.Rect{X: CombatRect.X + 410, Y: CombatRect.Y + 187, W: 230, H: 64}
	// FightResult is where the fight's result shows, in the clash panel's
	// place (the panel is not drawn under it) and down to the monsters'
	// row (pt12 #6: a band across the middle covered the panel's last line).
	FightResult = layout.Rect{X: FightClash.X, Y: FightClash.Y, W: FightClash.W, H: CombatRect.Y + 248 - FightClash.Y}
)

// ModalRect is a reaction window's yes/no panel.
var ModalRect = layout.Rect{X: 420, Y: 180, W: 440, H: 260}

// HandCard is the i-th of n cards in the hand drawer.
func HandCard(i, n int) layout.Rect {
	const w, h = 120.0, 168.0
	area := HandDrawer.InsetXY(14, 0)
	step := min(w+10, (area.W-w)/float64(max(1, n-1)))
	x := area.X + (area.W-(step*float64(max(0, n-1))+w))/2
	return layout.Rect{X: x + step*float64(i), Y: HandDrawer.Y + 44, W: w, H: h}
}
