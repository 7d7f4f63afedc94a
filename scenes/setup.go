package scenes

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Setup is the new-game screen: player count, who plays each seat (a human,
// or a bot of some strength) and under what name, the game's options, and
// an optional seed.
type Setup struct {
	game  Game
	info  engine.Info
	back  Scene
	n     int
	seats []engine.Seat // MaxPlayers of them; the first n play
	opts  engine.Options

	group   *ui.Group
	names   []*ui.TextField
	seed    *ui.TextField
	start   *ui.Button
	plus    *ui.Button
	err     string
	pending Later
	// Start was pressed (at tick startAt): the table is built once the
	// screen says so, for building it can take a few seconds.
	starting bool
	startAt  int
}

// startFrames is how many ticks the setup waits before it builds the
// table: the redraw asked for meanwhile shows "Setting the table" first
// (Draw only draws; it notes nothing).
const startFrames = 2

// Places on the setup screen.
var (
	setupPanel = layout.Rect{X: 70, Y: 24, W: 1140, H: 606}
	setupLeft  = layout.Rect{X: 110, Y: 110, W: 320, H: 500}
	setupRight = setupLeft.Beside(50, 690)
	seatRowH   = 58.0
)

// NewSetup is the setup of game id; back is where Back goes.
func NewSetup(id string, back Scene) *Setup {
	s := &Setup{game: Entry(id), back: back}
	info, _ := Info(id)
	s.info = info
	s.n = min(max(2, info.MinPlayers), info.MaxPlayers)
	if info.DefaultPlayers > 0 {
		s.n = info.DefaultPlayers
	}
	s.seats = play.DefaultSeats(max(info.MaxPlayers, 1))
	for _, o := range info.Options {
		s.opts = s.opts.With(o.Key, o.Default)
	}
	s.seed = &ui.TextField{
		Rect: layout.Rect{X: setupLeft.X, Y: 470, W: 240, H: 44}, Placeholder: "random", Digits: true, MaxLen: 18,
		Tooltip: "Leave empty for a new game each time. The same seed and the same moves replay the same game.",
	}
	s.names = make([]*ui.TextField, len(s.seats))
	for i := range s.names {
		i := i
		s.names[i] = &ui.TextField{Text: s.seats[i].Name, Placeholder: play.DefaultName(i), MaxLen: 16,
			OnChange: func(v string) { s.seats[i].Name = v }}
	}
	s.build()
	return s
}

// lastSetups are the games started in this run, by game: the title opens
// a game's set-up as it was last started, not reset to its defaults
// (play-test 16 came back to one player and the Training Dungeon).
var lastSetups = map[string]engine.Setup{}

// SetupFor is the set-up the title opens for game id: like the game of id
// last started in this run, else the defaults.
func SetupFor(id string, back Scene) *Setup {
	if m, ok := lastSetups[id]; ok {
		return NewSetupFrom(m, back)
	}
	return NewSetup(id, back)
}

// NewSetupFrom is the setup of a new game like the one set up as m (the
// "New game" after a game): the same players, bots and options, and a
// new seed, for a player to change what they want.
func NewSetupFrom(m engine.Setup, back Scene) *Setup {
	s := NewSetup(m.Game, back)
	if len(m.Seats) < s.info.MinPlayers || len(m.Seats) > len(s.seats) {
		return s
	}
	s.n = len(m.Seats)
	for i, st := range m.Seats {
		s.seats[i] = st
		s.names[i].Text = st.Name
	}
	for _, o := range s.info.Options {
		if v := m.Options.Get(o.Key); v != "" {
			s.opts = s.opts.With(o.Key, v)
		}
	}
	s.build()
	return s
}

// build lays out the controls for the current player count.
func (s *Setup) build() {
	g := ui.NewGroup()
	minus := ui.NewButton(layout.Rect{X: setupLeft.X, Y: 364, W: 44, H: 44}, "", func() { s.setPlayers(s.n - 1) })
	minus.Icon, minus.Tooltip, minus.Disabled = "minus", "One player fewer", s.n <= s.info.MinPlayers
	if minus.Disabled { // a greyed button says why it is off
		minus.Tooltip = fmt.Sprintf("%s needs at least %s", s.info.Title, tablekit.Count(s.info.MinPlayers, "player", "players"))
	}
	plus := ui.NewButton(layout.Rect{X: setupLeft.X + 140, Y: 364, W: 44, H: 44}, "", func() { s.setPlayers(s.n + 1) })
	plus.Icon, plus.Tooltip, plus.Disabled = "plus", "One player more", s.n >= s.info.MaxPlayers
	if plus.Disabled {
		plus.Tooltip = fmt.Sprintf("%s takes at most %s", s.info.Title, tablekit.Count(s.info.MaxPlayers, "player", "players"))
	}
	s.plus = plus
	g.Add(minus, plus)
	for i := range s.n {
		y := setupRight.Y + 40 + float64(i)*seatRowH
		name := s.names[i]
		name.Rect = layout.Rect{X: setupRight.X + 50, Y: y, W: 210, H: 44}
		name.Tooltip = fmt.Sprintf("Player %d's name", i+1)
		human := ui.NewButton(layout.Rect{X: setupRight.X + 276, Y: y, W: 130, H: 44}, "Human", func() { s.setKind(i, engine.Human) })
		human.Icon, human.Selected = "human", s.seats[i].Kind == engine.Human
		human.Tooltip = "A person plays here"
		botB := ui.NewButton(layout.Rect{X: setupRight.X + 414, Y: y, W: 104, H: 44}, "Bot", func() { s.setKind(i, engine.Bot) })
		botB.Icon, botB.Selected = "bot", s.seats[i].Kind == engine.Bot
		botB.Tooltip = "The computer plays here"
		strength := ui.NewButton(layout.Rect{X: setupRight.X + 530, Y: y, W: 150, H: 44}, "", func() { s.nextStrength(i) })
		if s.seats[i].Kind == engine.Bot {
			strength.Label = play.StrengthLabel(s.seats[i].Strength)
			strength.Icon = "arrow-right"
			strength.Tooltip = strengthTip(s.seats[i].Strength)
		} else {
			strength.Hidden = true
		}
		g.Add(name, human, botB, strength)
	}
	optTop := setupRight.Y + 40 + float64(s.info.MaxPlayers)*seatRowH + 30
	names := s.playerNames()
	for i, spec := range s.options() {
		spec := spec
		y := optTop + 30 + float64(i)*52
		labels := make([]string, len(spec.Choices))
		for j, ch := range spec.Choices {
			labels[j] = spec.LabelOf(ch)
		}
		label, cur := spec.LabelFor(s.n, names), s.opts.Get(spec.Key)
		prev := ui.NewButton(layout.Rect{X: setupRight.X + 276, Y: y, W: 44, H: 44}, "", func() { s.stepOption(spec, -1) })
		prev.Icon = "arrow-left"
		prev.Tooltip = label + ": back to " + spec.LabelOf(stepChoice(spec, cur, -1))
		// To the panel's edge less its margin: "Tombstones, the Undied
		// Knight" was cut with 60 px left free (play-test 20).
		b := ui.NewButton(layout.Rect{X: setupRight.X + 328, Y: y, W: setupRight.W - 340, H: 44}, spec.LabelOf(cur), func() { s.stepOption(spec, +1) })
		b.Icon = "arrow-right"
		b.Tooltip = optionTip(spec, label, cur, labels)
		g.Add(prev, b)
	}
	g.Add(s.seed)
	back := ui.NewButton(layout.Back, "Back", func() { s.pending = func(ctx *Context) { ctx.Host.GoTo(s.back) } })
	back.Icon = "back"
	rules := ui.NewButton(layout.TitleMain[1], "Rules", func() {
		s.pending = func(ctx *Context) { ctx.Host.GoTo(NewRules(s.game.ID, s)) }
	})
	rules.Icon = "rules"
	s.start = ui.NewButton(layout.TitleSettings, "Start", func() { s.pending = s.ready })
	s.start.Icon, s.start.Primary = "play", true
	g.Add(back, rules, s.start)
	if s.group != nil {
		g.Focus = s.group.Focus
	}
	s.group = g
}

func strengthTip(st string) string {
	switch st {
	case bot.Random:
		return "Random: plays any legal move. Click for the next strength."
	case bot.Greedy:
		return "Greedy: takes what looks best right now. Click for the next strength."
	case bot.Easy:
		return "Easy: thinks a little and sometimes slips. Click for the next strength."
	case bot.Normal:
		return "Normal: thinks ahead. Click for the next strength."
	case bot.Hard:
		return "Hard: thinks ahead four times as long. Click for the next strength."
	}
	return "Click for the next strength"
}

func (s *Setup) setPlayers(n int) {
	if n < s.info.MinPlayers || n > s.info.MaxPlayers {
		return
	}
	s.n = n
	s.build()
}

func (s *Setup) setKind(i int, k engine.SeatKind) {
	s.seats[i].Kind = k
	if k == engine.Bot && s.seats[i].Strength == "" {
		s.seats[i].Strength = play.DefaultStrength
	}
	s.build()
}

func (s *Setup) nextStrength(i int) {
	cur := 0
	for j, st := range bot.Strengths {
		if st == s.seats[i].Strength {
			cur = j
		}
	}
	s.seats[i].Strength = bot.Strengths[(cur+1)%len(bot.Strengths)]
	s.build()
}

// options are the game's options that matter for this many players (a
// solo game of DIE in the Dungeon! has no second creature).
func (s *Setup) options() []engine.OptionSpec {
	var out []engine.OptionSpec
	for _, o := range s.info.Options {
		if o.AppliesTo(s.n) {
			out = append(out, o)
		}
	}
	return out
}

// optionTip is an option button's tooltip (label: the option's name on
// the screen): the choice made and what it means for play, then every
// choice a click goes through.
func optionTip(spec engine.OptionSpec, label, cur string, labels []string) string {
	tip := label + ": " + spec.LabelOf(cur)
	if note := spec.NoteOf(cur); note != "" {
		tip += ": " + note
	}
	return tip + ". A click chooses the next of " + strings.Join(labels, ", ") + "; the arrow on the left goes back."
}

// stepChoice is the choice by steps after cur (before, when by < 0),
// round the end.
func stepChoice(spec engine.OptionSpec, cur string, by int) string {
	n := len(spec.Choices)
	if n == 0 {
		return cur
	}
	at := 0
	for j, ch := range spec.Choices {
		if ch == cur {
			at = j
		}
	}
	return spec.Choices[((at+by)%n+n)%n]
}

// stepOption moves an option by steps through its choices.
func (s *Setup) stepOption(spec engine.OptionSpec, by int) {
	s.opts = s.opts.With(spec.Key, stepChoice(spec, s.opts.Get(spec.Key), by))
	s.build()
}

// playerNames are the names of the players, in seat order, as they will
// play (a blank name is the default one).
func (s *Setup) playerNames() []string {
	seats := s.Seats()
	out := make([]string, len(seats))
	for i, st := range seats {
		out[i] = st.Name
	}
	return out
}

// Seats are the seats that will play, names filled in.
func (s *Setup) Seats() []engine.Seat {
	out := make([]engine.Seat, s.n)
	for i := range out {
		out[i] = s.seats[i]
		out[i].Name = strings.TrimSpace(out[i].Name)
		if out[i].Name == "" {
			out[i].Name = play.DefaultName(i)
		}
		if out[i].Kind == engine.Human {
			out[i].Strength = ""
		}
	}
	return out
}

// Seed is the typed seed, or a random one when the field is empty.
func (s *Setup) Seed() (uint64, error) {
	text := strings.TrimSpace(s.seed.Text)
	if text == "" {
		return play.RandomSeed(), nil
	}
	v, err := strconv.ParseUint(text, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("the seed %q is not a whole number below 2^64", text)
	}
	return v, nil
}

// ready notes that Start was pressed: the next frame says the table is
// being set, then Update builds it (begin).
func (s *Setup) ready(ctx *Context) {
	s.starting, s.startAt = true, ctx.Tick
	s.start.Disabled = true
}

func (s *Setup) begin(ctx *Context) {
	seed, err := s.Seed()
	if err != nil {
		s.err = err.Error()
		return
	}
	m, err := play.NewMatch(s.game.ID, s.Seats(), seed, s.opts)
	if err != nil {
		s.err = "Cannot start: " + err.Error()
		return
	}
	store, _ := ctx.Host.Saves() // without a store the game is simply not autosaved
	kept := ""
	if store != nil {
		if kept, err = keepUnfinished(store, s.game.ID, time.Now()); err != nil {
			s.err = "Cannot keep your unfinished game before a new one starts: " + err.Error()
			return
		}
	}
	sess, err := play.New(m, store)
	if err != nil {
		s.err = "Cannot start: " + err.Error()
		return
	}
	if kept != "" {
		sess.Match.Note = keptWords(kept) // said before the table opens
	}
	lastSetups[s.game.ID] = m.Setup
	OpenTable(ctx, sess)
}

func (s *Setup) Name() string { return "setup" }

// Buttons are the setup's "+" (one player more) and Start buttons (tests).
func (s *Setup) Buttons() (plus, start *ui.Button) { return s.plus, s.start }

func (s *Setup) Update(ctx *Context) error {
	s.group.Update(ctx.Frame)
	if ctx.TakeKey(ebiten.KeyEscape) {
		ctx.Host.GoTo(s.back)
		return nil
	}
	if s.pending != nil {
		s.err = "" // a new try: the last one's error goes
		s.pending.Run(ctx)
	}
	if s.starting && ctx.Tick-s.startAt >= startFrames {
		s.starting, s.start.Disabled = false, false
		s.begin(ctx)
	}
	if s.starting {
		ctx.Redraw()
	}
	return nil
}

func (s *Setup) Draw(c *ui.Canvas, ctx *Context) {
	c.Table()
	c.Panel(setupPanel)
	c.PanelTitle(setupPanel, "New game of "+s.game.Title)
	s.drawLeft(c)
	s.drawRight(c)
	// One line at the panel's foot says what matters now, the keys if
	// nothing else: below the panel it would run into the Rules button.
	status := layout.Rect{X: setupPanel.X + 20, Y: setupPanel.Bottom() - 36, W: setupPanel.W - 40, H: 24}
	switch {
	case s.starting:
		c.TextIn("Setting the table…", ui.BodyB, status, ui.Center, ui.Ink)
	case s.err != "":
		c.TextIn(s.err, ui.BodyB, status, ui.Center, ui.Blood)
	case s.allBots():
		c.TextIn("Every player is a bot: you will watch them play.", ui.BodyB, status, ui.Center, ui.InkSoft)
	default:
		c.TextIn("Tab and the arrow keys move between choices · Enter picks · Esc goes back", ui.Small, status, ui.Center, ui.Fade(ui.InkSoft, 0.8))
	}
	s.group.Draw(c, ctx.Tick, ctx.Mouse)
}

func (s *Setup) allBots() bool {
	for _, st := range s.seats[:s.n] {
		if st.Kind == engine.Human {
			return false
		}
	}
	return true
}

func (s *Setup) drawLeft(c *ui.Canvas) {
	l := setupLeft
	emblem := layout.Rect{X: l.X + (l.W-200)/2, Y: l.Y, W: 200, H: 130}
	drawEmblem(c, s.game.ID, emblem)
	c.Paragraph(s.game.Pitch, ui.Small, layout.Rect{X: l.X, Y: l.Y + 142, W: l.W, H: 80}, ui.Center, ui.InkSoft)
	c.Text("Players", ui.Large, l.X, 344, ui.Left, ui.Ink)
	c.Text(s.game.Players(), ui.Small, l.X+90, 345, ui.Left, ui.InkSoft)
	box := layout.Rect{X: l.X + 52, Y: 364, W: 80, H: 44}
	c.RoundRect(box, 8, ui.Fade(ui.Ink, 0.08))
	c.Text(strconv.Itoa(s.n), ui.Style{Font: ui.Display, Size: 30}, box.X+box.W/2, box.Y+box.H/2, ui.Center, ui.Ink)
	c.Text("Seed", ui.Large, l.X, 450, ui.Left, ui.Ink)
	c.Text("optional", ui.Small, l.X+60, 451, ui.Left, ui.InkSoft)
}

func (s *Setup) drawRight(c *ui.Canvas) {
	r := setupRight
	c.Text("Who plays", ui.Large, r.X, r.Y+10, ui.Left, ui.Ink)
	for i := range s.n {
		y := r.Y + 40 + float64(i)*seatRowH
		c.Token("token/pawn-"+ui.SeatColour(i), r.X+20, y+22, 38, 1)
	}
	for i := s.n; i < s.info.MaxPlayers; i++ {
		y := r.Y + 40 + float64(i)*seatRowH
		slot := layout.Rect{X: r.X, Y: y, W: r.W - 10, H: 44}
		c.RoundStroke(slot, 8, 1, ui.Fade(ui.InkSoft, 0.35))
		c.TextIn(fmt.Sprintf("Player %d — add with the + on the left", i+1), ui.Small, slot, ui.Center, ui.Fade(ui.InkSoft, 0.7))
	}
	optTop := r.Y + 40 + float64(s.info.MaxPlayers)*seatRowH + 30
	if len(s.options()) > 0 {
		c.Text("Options", ui.Large, r.X, optTop, ui.Left, ui.Ink)
	}
	names := s.playerNames()
	for i, spec := range s.options() {
		c.TextIn(spec.LabelFor(s.n, names), ui.BodyB, layout.Rect{X: r.X + 50, Y: optTop + 30 + float64(i)*52, W: 220, H: 44}, ui.Left, ui.Ink)
	}
}

// drawEmblem draws a game's title emblem; a game outside the catalogue (a
// test game) gets a plain plate with its name.
func drawEmblem(c *ui.Canvas, id string, r layout.Rect) {
	for _, g := range Catalogue {
		if g.ID == id {
			c.Sprite("title/"+id, r, ui.Alpha(1))
			return
		}
	}
	c.DarkPanel(r)
	u := r.H / 130 // the plate is drawn for 200×130 and scaled
	cy := r.Y + r.H/2
	if r.H >= 80 {
		cy -= 12 * u
		c.TextIn(GameTitle(id), ui.Label, layout.Rect{X: r.X, Y: r.Bottom() - 36*u, W: r.W, H: 28 * u}, ui.Center, ui.Gold)
	}
	c.Sprite(ui.DieFace("d6", 5), layout.Centered(r.X+r.W/2-34*u, cy, 48*u, 48*u), ui.Alpha(1))
	// The die and the card are a picture: their "7" is decor, not words to read.
	c.Decor().Card(layout.Centered(r.X+r.W/2+30*u, cy, 44*u, 62*u), "7", true, false, 1)
}
