package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/saves"
)

// benchResult is the JSON that `herosim bench` prints.
type benchResult struct {
	Game               string                `json:"game"`
	Players            int                   `json:"players"`
	PlayoutActionsPerS float64               `json:"playout_actions_per_s"`
	BotMs              map[string]percentile `json:"bot_ms"`
	SaveEncodeUs       float64               `json:"save_encode_us"`
	SaveDecodeUs       float64               `json:"save_decode_us"`
	SaveBytes          int                   `json:"save_bytes"`
}

type percentile struct {
	P50       float64 `json:"p50"`
	P95       float64 `json:"p95"`
	Decisions int     `json:"decisions"`
}

func cmdBench(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	id := fs.String("game", "", "game id")
	players := fs.Int("players", 0, "seats (default: the game's maximum)")
	secs := fs.Float64("seconds", 1, "time spent on each measurement")
	if err := fs.Parse(args); err != nil {
		return err
	}
	info, ok := engine.Lookup(*id)
	if !ok {
		return fmt.Errorf("unknown game %q", *id)
	}
	n := *players
	if n == 0 {
		n = info.MaxPlayers
	}
	budget := time.Duration(*secs * float64(time.Second))
	res := benchResult{Game: *id, Players: n, BotMs: map[string]percentile{}}
	var err error
	if res.PlayoutActionsPerS, err = benchPlayouts(info, n, budget); err != nil {
		return err
	}
	for _, s := range bot.Strengths {
		if res.BotMs[s], err = benchBot(info, n, s, budget); err != nil {
			return err
		}
	}
	if err := benchSave(info, n, budget, &res); err != nil {
		return err
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(res)
}

// randomGame sets up a game and plays it with uniformly random actions for
// at most steps actions (or to the end when steps < 0).
func randomGame(info engine.Info, n int, seed uint64, steps int) (*engine.Match, error) {
	setup := engine.Setup{Game: info.ID, Seed: seed}
	for p := range n {
		setup.Seats = append(setup.Seats, engine.Seat{Name: fmt.Sprintf("Seat %d", p+1), Kind: engine.Bot, Strength: bot.Random})
	}
	m, err := engine.NewMatch(setup)
	if err != nil {
		return nil, err
	}
	r := engine.NewRNG(seed)
	var buf []engine.Action
	for i := 0; i != steps && !m.State.IsTerminal(); i++ {
		buf = m.State.LegalActions(buf[:0])
		if err := m.Apply(buf[r.IntN(len(buf))]); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// benchPlayouts counts random actions per second on the bare state.
func benchPlayouts(info engine.Info, n int, budget time.Duration) (float64, error) {
	r := engine.NewRNG(1)
	var buf []engine.Action
	actions := 0
	start := time.Now()
	for seed := uint64(1); time.Since(start) < budget; seed++ {
		st, err := info.New(n, seed, mustResolve(info))
		if err != nil {
			return 0, err
		}
		for !st.IsTerminal() {
			buf = st.LegalActions(buf[:0])
			if err := st.Apply(buf[r.IntN(len(buf))]); err != nil {
				return 0, err
			}
			actions++
		}
	}
	return float64(actions) / time.Since(start).Seconds(), nil
}

func mustResolve(info engine.Info) engine.Options {
	o, _ := info.Resolve(nil)
	return o
}

// benchBot times one strength's decisions at positions taken from random games.
func benchBot(info engine.Info, n int, strength string, budget time.Duration) (percentile, error) {
	var ms []float64
	start := time.Now()
	for seed := uint64(1); len(ms) < 5 || (time.Since(start) < budget && len(ms) < 200); seed++ {
		m, err := randomGame(info, n, seed, int(seed%20))
		if err != nil {
			return percentile{}, err
		}
		if m.State.IsTerminal() {
			continue
		}
		b, err := bot.New(strength, seed)
		if err != nil {
			return percentile{}, err
		}
		t := time.Now()
		a := bot.Choose(b, m.State, m.State.CurrentPlayer())
		ms = append(ms, float64(time.Since(t).Microseconds())/1000)
		if !engine.IsLegal(m.State, a) {
			return percentile{}, fmt.Errorf("%s bot chose an illegal action", strength)
		}
	}
	slices.Sort(ms)
	return percentile{P50: ms[len(ms)/2], P95: ms[len(ms)*95/100], Decisions: len(ms)}, nil
}

// benchSave times encoding and decoding (with its full replay check) of a
// save taken halfway through a random game.
func benchSave(info engine.Info, n int, budget time.Duration, res *benchResult) error {
	whole, err := randomGame(info, n, 7, -1)
	if err != nil {
		return err
	}
	m, err := randomGame(info, n, 7, len(whole.Log)/2)
	if err != nil {
		return err
	}
	data, err := saves.Encode(m, "bench", time.Unix(0, 0))
	if err != nil {
		return err
	}
	res.SaveBytes = len(data)
	res.SaveEncodeUs, err = timeIt(budget/2, func() error { _, err := saves.Encode(m, "bench", time.Unix(0, 0)); return err })
	if err != nil {
		return err
	}
	res.SaveDecodeUs, err = timeIt(budget/2, func() error {
		back, _, err := saves.Decode("bench", data)
		if err == nil && len(back.Log) != len(m.Log) {
			err = errors.New("decoded save lost actions")
		}
		return err
	})
	return err
}

// timeIt runs f repeatedly for about d and returns microseconds per run.
func timeIt(d time.Duration, f func() error) (float64, error) {
	runs := 0
	start := time.Now()
	for runs == 0 || time.Since(start) < d {
		if err := f(); err != nil {
			return 0, err
		}
		runs++
	}
	return float64(time.Since(start).Microseconds()) / float64(runs), nil
}
