package dieinthedungeon

import (
	"math"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
)

// The table's regions at 1280×720 (spec §3). Tests check that everything
// drawn stays inside them, so they change only together with the spec.
var (
	TopBar        = layout.Rect{X: 0, Y: 0, W: 1280, H: 48}
	CreatureBoard = layout.Rect{X: 8, Y: 56, W: 404, H: 300}
	AbilityCards  = CreatureBoard.Below(8, 150)
	Inventory     = AbilityCards.Below(6, 100)
	MapArea       = layout.Rect{X: 420, Y: 56, W: 580, H: 408}
	PartyPanel    = MapArea.Beside(8, 264)
	DiceTray      = MapArea.Below(8, 150)
	PromptBar     = layout.Rect{X: 0, Y: 628, W: 860, H: 92}
	LogRect       = PromptBar.Beside(8, 412)
)

// Regions lists every region by its spec id.
var Regions = map[string]layout.Rect{
	"top_bar": TopBar, "creature_board": CreatureBoard, "ability_cards": AbilityCards,
	"inventory": Inventory, "map_area": MapArea, "party_panel": PartyPanel,
	"dice_tray": DiceTray, "prompt_bar": PromptBar, "log": LogRect,
}

// The creature board's rectangles on the table. They mirror the board
// sprite's geometry (assets/internal/art/dieinthedungeon/layout.go, relative to the
// board's top left), which the scene cannot import.
var (
	BoardPortrait = boardRect(8, 6, 62, 58)
	BoardName     = boardRect(68, 8, 338, 56)
	BoardToken    = boardRect(346, 8, 394, 56)
	BoardAbility  = [dd.BoardAbilities]layout.Rect{boardRect(8, 64, 198, 134), boardRect(206, 64, 396, 134)}
	BoardXP       = boardRect(332, 159, 368, 195)
)

const (
	slotPitch  = 66 // between two die slots
	trackPitch = 46 // between two DieNamic track slots
)

func boardRect(x0, y0, x1, y1 float64) layout.Rect {
	return layout.Rect{X: CreatureBoard.X + x0, Y: CreatureBoard.Y + y0, W: x1 - x0, H: y1 - y0}
}

// BoardSlot is die slot s (time … ability), 60×60.
func BoardSlot(s dd.Slot) layout.Rect {
	return boardRect(7, 234, 67, 294).Offset(slotPitch*float64(s), 0)
}

// BoardSlotLabel is the printed label above die slot s.
func BoardSlotLabel(s dd.Slot) layout.Rect {
	return boardRect(7, 211, 67, 231).Offset(slotPitch*float64(s), 0)
}

// TrackSlot is DieNamic track slot k (0–5), holding the die worth k+1.
func TrackSlot(k int) layout.Rect {
	return boardRect(36, 159, 72, 195).Offset(trackPitch*float64(k), 0)
}

// Ability card places: four 95×140 cards face up.
const cardW, cardH = 95, 140

// CardRect is ability card i's place.
func CardRect(i int) layout.Rect {
	gap := (AbilityCards.W - 4*cardW) / 3
	return layout.Rect{X: AbilityCards.X + float64(i)*(cardW+gap), Y: AbilityCards.Y + 5, W: cardW, H: cardH}
}

// Inventory places: tokens in two rows on the left, the allies' cards on
// the right.
const (
	invToken   = 34 // a token's side
	invStep    = 42 // between two tokens in a row
	allyW      = 50
	allyH      = 71
	invTitleH  = 16
	invPadding = 8
)

// InvMinion is where DieMinion token t (dm_d4 … dm_d12) sits.
func InvMinion(t dd.Token) layout.Rect {
	i := int(t - dd.DieMinionD4)
	return layout.Rect{X: Inventory.X + invPadding + float64(i)*invStep, Y: Inventory.Y + invTitleH + 6, W: invToken, H: invToken}
}

// InvStat is where stat token t (tok_might … tok_ability) sits.
func InvStat(t dd.Token) layout.Rect {
	i := int(t - dd.TokMight)
	return layout.Rect{X: Inventory.X + invPadding + float64(i)*invStep, Y: Inventory.Y + invTitleH + 8 + invToken + 4, W: invToken, H: invToken}
}

// InvAlly is ally card i's place (0 Kobold, 1 Diesplacer Beast).
func InvAlly(i int) layout.Rect {
	x := Inventory.Right() - invPadding - 2*allyW - 6 + float64(i)*(allyW+6)
	return layout.Rect{X: x, Y: Inventory.Y + (Inventory.H-allyH)/2 + 4, W: allyW, H: allyH}
}

// Map slots are squares, the grid centred in the map's area: as large as
// the area holds, from the tileSize the largest maps have (the Duel's 5×7)
// up to maxTile (The Cellar's 3×5 had filled a third of the area at 80,
// hard to read in a 1024×576 window). Tiles draw to scale from tileSize.
//
// With no fight the party panel folds and the map takes its room too
// (MapWide): play-test 32 found the Duel's tiles cramped beside an empty
// "No Combat" panel. In a fight the map keeps to MapArea, beside the party.
const (
	tileSize = 80
	maxTile  = 168
)

// MapWide is the map's area with the party panel folded (no fight);
// MapTall with the dice tray folded too into TrayStrip, one line that
// tells the last roll (nothing being rolled, nothing in force): the
// Duel's 5×7 grid grows from 80 to 103 px tiles.
var (
	MapWide   = layout.Rect{X: MapArea.X, Y: MapArea.Y, W: PartyPanel.Right() - MapArea.X, H: MapArea.H}
	TrayStrip = layout.Rect{X: DiceTray.X, Y: DiceTray.Bottom() - 34, W: DiceTray.W, H: 34}
	MapTall   = layout.Rect{X: MapWide.X, Y: MapWide.Y, W: MapWide.W, H: TrayStrip.Y - 8 - MapWide.Y}
)

// TileSide is the side of map m's slots with no fight and no roll.
func TileSide(m *dd.Map) float64 { return tileSideIn(MapTall, m) }

// tileSideIn is the side of map m's slots laid in area.
func tileSideIn(area layout.Rect, m *dd.Map) float64 { return sideIn(area, m.Rows, m.Cols) }

// sideIn is the side of slots laid rows by cols in area.
func sideIn(area layout.Rect, rows, cols int) float64 {
	return min(maxTile, math.Floor((area.W-20)/float64(cols)), math.Floor((area.H-8)/float64(rows)))
}

// TileRect is slot i's square on map m with no fight and no roll
// (MapTall); RollTileRect its square while a roll outside a fight holds
// the tray (MapWide); FightTileRect its square in a fight (MapArea), the
// whole map laid out (see Window for the part of it a fight shows).
func TileRect(m *dd.Map, i int) layout.Rect { return tileRectIn(MapTall, m, i) }

// RollTileRect is slot i's square on map m while a roll outside a fight
// holds the tray.
func RollTileRect(m *dd.Map, i int) layout.Rect { return tileRectIn(MapWide, m, i) }

// FightTileRect is slot i's square on map m while a fight holds the
// party panel.
func FightTileRect(m *dd.Map, i int) layout.Rect { return tileRectIn(MapArea, m, i) }

// tileRectIn is slot i's square on map m laid whole in area.
func tileRectIn(area layout.Rect, m *dd.Map, i int) layout.Rect {
	return WindowRect(area, m, Whole(m), i)
}

// minSide is the least side a tile is drawn at in a fight or a trap's
// check: every tile's name fits on its plaque there and its trap label
// at 12 px, as on the solo maps (a 4x6 map's fight tiles are 93 px).
// Play-test 38 #2: the Duel's 5x7 map shrank to 80 px tiles in a fight
// and lost every name but one, its trap labels 5 px dark on beige.
const minSide = 90

// A Window is the part of a map shown: Rows rows from Row, Cols columns
// from Col.
type Window struct{ Row, Col, Rows, Cols int }

// Whole is all of map m.
func Whole(m *dd.Map) Window { return Window{Rows: m.Rows, Cols: m.Cols} }

// Holds reports whether grid position p is in the window.
func (w Window) Holds(p dd.Pos) bool {
	return p.Row >= w.Row && p.Row < w.Row+w.Rows && p.Col >= w.Col && p.Col < w.Col+w.Cols
}

// WindowIn is the part of map m shown in area around slot focus: the
// whole map when its tiles are minSide or more there, else as many whole
// rows and columns as fit at minSide, focus as near their middle as the
// map's edges allow (no focus: the map's middle).
func WindowIn(area layout.Rect, m *dd.Map, focus int) Window {
	w := Whole(m)
	if tileSideIn(area, m) >= minSide {
		return w
	}
	w.Rows = max(1, min(m.Rows, int((area.H-8)/minSide)))
	w.Cols = max(1, min(m.Cols, int((area.W-20)/minSide)))
	at := dd.Pos{Row: m.Rows / 2, Col: m.Cols / 2}
	if focus >= 0 && focus < len(m.Slots) {
		at = m.Slots[focus].Pos
	}
	w.Row = min(max(0, at.Row-w.Rows/2), m.Rows-w.Rows)
	w.Col = min(max(0, at.Col-w.Cols/2), m.Cols-w.Cols)
	return w
}

// WindowRect is slot i's square on map m when window w of it is laid in
// area (a slot outside w lies beyond area, where it would be).
func WindowRect(area layout.Rect, m *dd.Map, w Window, i int) layout.Rect {
	side := sideIn(area, w.Rows, w.Cols)
	o := layout.Point{
		X: area.X + (area.W-side*float64(w.Cols))/2,
		Y: area.Y + (area.H-side*float64(w.Rows))/2,
	}
	p := m.Slots[i].Pos
	return layout.Rect{X: o.X + side*float64(p.Col-w.Col), Y: o.Y + side*float64(p.Row-w.Row), W: side, H: side}
}

// Party panel: a title line, hero cards in a grid, the totals and chips.
const (
	partyTitleH = 18
	partyCardW  = 120
	partyCardH  = 170
	partyGap    = 4
)

// PartyCards is where n party members' cards lie: 2×2 at full size up to
// four, three to a row at two-thirds size beyond.
func PartyCards(n int) []layout.Rect {
	cols, w, h := 2, float64(partyCardW), float64(partyCardH)
	if n > 4 {
		cols, w, h = 3, 80, 113
	}
	area := PartyGrid()
	gapX := (area.W - float64(cols)*w) / float64(cols-1)
	out := make([]layout.Rect, n)
	for i := range n {
		r, c := i/cols, i%cols
		out[i] = layout.Rect{X: area.X + float64(c)*(w+gapX), Y: area.Y + float64(r)*(h+partyGap), W: w, H: h}
	}
	return out
}

// PartyGrid is the part of the party panel the cards take.
func PartyGrid() layout.Rect {
	return layout.Rect{X: PartyPanel.X + 8, Y: PartyPanel.Y + partyTitleH + 2, W: PartyPanel.W - 16, H: 2*partyCardH + partyGap}
}

// PartyTotals is the totals row under the cards; PartyChips the row of
// perk and bonus chips under it.
var (
	PartyTotals = layout.Rect{X: PartyPanel.X + 6, Y: PartyPanel.Y + partyTitleH + 2 + 2*partyCardH + partyGap + 2, W: PartyPanel.W - 12, H: 22}
	PartyChips  = layout.Rect{X: PartyPanel.X + 6, Y: PartyTotals.Bottom() + 2, W: PartyPanel.W - 12, H: PartyPanel.Bottom() - PartyTotals.Bottom() - 4}
)

// Dice tray: the die on the left, the breakdown beside it, the effects on
// the right.
var (
	TrayDie   = layout.Rect{X: DiceTray.X + 14, Y: DiceTray.Y + 40, W: 84, H: 84}
	TrayTitle = layout.Rect{X: DiceTray.X + 14, Y: DiceTray.Y + 8, W: 412, H: 24}
	TrayRows  = layout.Rect{X: DiceTray.X + 112, Y: DiceTray.Y + 36, W: 200, H: 106}
	TrayFinal = layout.Rect{X: DiceTray.X + 318, Y: DiceTray.Y + 36, W: 110, H: 106}
	TrayFx    = layout.Rect{X: DiceTray.X + 436, Y: DiceTray.Y + 8, W: 136, H: 134}
)

// Prompt bar: the words on the left, the buttons in up to three rows on
// the right.
var (
	PromptText    = layout.Rect{X: PromptBar.X + 12, Y: PromptBar.Y + 6, W: 270, H: PromptBar.H - 12}
	PromptButtons = PromptText.Beside(8, PromptBar.W-298)
)

const (
	buttonH   = 24
	buttonGap = 4
)

// Top bar buttons, at its right end.
var (
	barPause = layout.Rect{X: 1066, Y: 10, W: 92, H: 28}
	barUndo  = layout.Rect{X: 1162, Y: 10, W: 34, H: 28}
	barRules = barUndo.Beside(4, 34)
	barMenu  = barRules.Beside(4, 34)
)

// fightShown reports whether the party panel is open: a fight is on, or
// its heroes are still on show (leaving, or the change's cards going).
func (t *Table) fightShown() bool {
	st := t.q.Shown
	return st.Combat.On || len(st.Combat.Party) > 0 || len(t.q.ChangeLeavers()) > 0 && t.q.Change.At(t.Now) < 1
}

// mapArea is the map's area as the table stands: MapArea beside the
// party panel in a fight, MapWide above the tray while it shows a roll or
// effects in force, else MapTall above the folded tray; its part right
// of the recap while the recap covers its left.
func (t *Table) mapArea() layout.Rect {
	area := MapTall
	switch {
	case t.fightShown():
		area = MapArea
	case !t.trayFolded():
		area = MapWide
	}
	if x := t.RecapPanel().Right() + 8; t.Recapping() && x > area.X {
		// The recap covers its left (recaparea.go): the map keeps right
		// of it, as large as it was with no fight (mapAside).
		area.W -= x - area.X
		area.X = x
	}
	return area
}

// trayFolded reports whether the dice tray is folded into TrayStrip: no
// fight, no roll under way or being decided, nothing in force.
func (t *Table) trayFolded() bool {
	st := t.q.Shown
	return !t.fightShown() && t.q.Roll == nil && !rollCurrent(st) && len(Effects(st)) == 0 && t.settledTrap(st) == nil
}

// tileRect is slot i's square on map m as the table stands.
func (t *Table) tileRect(m *dd.Map, i int) layout.Rect {
	return WindowRect(t.mapArea(), m, t.mapWindow(m), i)
}

// tileShown reports whether slot i of map m is on show as the table
// stands.
func (t *Table) tileShown(m *dd.Map, i int) bool { return t.mapWindow(m).Holds(m.Slots[i].Pos) }

// mapWindow is the part of map m on show: all of it with the panels
// folded or while the decision offers a tile, else (a fight, a trap, a
// roll) the part around the creature whose turn it is (WindowIn).
func (t *Table) mapWindow(m *dd.Map) Window {
	area := t.mapArea()
	if area == MapTall || t.offersTile() {
		return Whole(m)
	}
	st := t.q.Shown
	focus := -1
	if p := int(st.Turn); p >= 0 && p < len(st.Mons) {
		focus = st.Mons[p].Pos
	}
	return WindowIn(area, m, focus)
}

// offersTile reports whether the decision at hand offers a tile, by a
// button or by a click that goes on and explores (onestep.go).
func (t *Table) offersTile() bool {
	if goesOnFrom(t.state().Stage) {
		return true
	}
	for _, c := range t.cmds {
		if c.Where.Kind == AtTile {
			return true
		}
	}
	return false
}
