package toys

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// TicTacToe is the classic 3×3 game: action n (0–8) marks cell n.
type TicTacToe struct {
	Board  [9]int8       `msg:"board"` // 0 empty, 1 X (seat 0), 2 O (seat 1)
	Turn   engine.Player `msg:"turn"`
	Winner int8          `msg:"winner"` // 0 none yet, 1/2 a seat+1, 3 draw
	Ev     engine.Events `msg:"ev"`
}

func init() {
	engine.Register(engine.Info{
		ID: "tictactoe", Title: "Tic-tac-toe", MinPlayers: 2, MaxPlayers: 2, Hidden: true, RulesVersion: 1,
		Rules: "Take turns marking a cell; three in a row wins.",
		New: func(n int, seed uint64, _ engine.Options) (engine.State, error) {
			return &TicTacToe{}, nil
		},
		Empty: func() engine.State { return &TicTacToe{} },
	})
}

var lines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func (t *TicTacToe) GameID() string  { return "tictactoe" }
func (t *TicTacToe) NumPlayers() int { return 2 }
func (t *TicTacToe) IsTerminal() bool {
	return t.Winner != 0
}
func (t *TicTacToe) CurrentPlayer() engine.Player {
	if t.Winner != 0 {
		return engine.NoPlayer
	}
	return t.Turn
}

func (t *TicTacToe) LegalActions(buf []engine.Action) []engine.Action {
	if t.Winner != 0 {
		return buf
	}
	for i, c := range t.Board {
		if c == 0 {
			buf = append(buf, engine.Action(i))
		}
	}
	return buf
}

func (t *TicTacToe) Apply(a engine.Action) error {
	switch {
	case t.Winner != 0:
		return engine.Illegal(a, "the game is over")
	case a > 8:
		return engine.Illegal(a, "there is no cell %d", a)
	case t.Board[a] != 0:
		return engine.Illegal(a, "cell %d is already marked", a)
	}
	t.Ev.Reset()
	mark := int8(t.Turn) + 1
	t.Board[a] = mark
	for _, l := range lines {
		if t.Board[l[0]] == mark && t.Board[l[1]] == mark && t.Board[l[2]] == mark {
			t.Winner = mark
		}
	}
	if t.Winner == 0 {
		full := true
		for _, c := range t.Board {
			full = full && c != 0
		}
		if full {
			t.Winner = 3
		}
	}
	t.Turn = 1 - t.Turn
	return nil
}

func (t *TicTacToe) Returns() []float64 {
	switch t.Winner {
	case 1:
		return []float64{1, 0}
	case 2:
		return []float64{0, 1}
	case 3:
		return []float64{0.5, 0.5}
	}
	return []float64{0, 0}
}

func (t *TicTacToe) Clone() engine.State {
	c := *t
	c.Ev = t.Ev.Clone()
	return &c
}

func (t *TicTacToe) View(engine.Player) engine.State { return t.Clone() }

func (t *TicTacToe) Determinize(engine.Player, *engine.RNG) engine.State { return t.Clone() }

func (t *TicTacToe) ActionString(a engine.Action) string {
	return fmt.Sprintf("%s (%s) marks row %d, column %d", engine.Who(t.Turn), [2]string{"X", "O"}[t.Turn&1], a/3+1, a%3+1)
}

func (t *TicTacToe) Events() []engine.Event { return t.Ev.List }

// Quiet stops event recording (engine.Quieter), for bots' playouts.
func (t *TicTacToe) Quiet() { t.Ev.Off = true }
