package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
)

// playResult is the JSON that `herosim play` prints; scripts rely on its keys.
type playResult struct {
	Game        string   `json:"game"`
	Games       int      `json:"games"`
	Seats       []string `json:"seats"`
	Wins        []int    `json:"wins"`
	Draws       int      `json:"draws"`
	Errors      int      `json:"errors"`
	MeanActions float64  `json:"mean_actions"`
	GamesPerS   float64  `json:"games_per_s"`
	FirstError  string   `json:"first_error,omitempty"`
	// By breaks the results down by each swept option's value (-sweep).
	By map[string]map[string]*tally `json:"by,omitempty"`
	// Figures is the mean of each of the game's own figures
	// (engine.Info.Figures) over the finished games that report it.
	Figures map[string]float64 `json:"figures,omitempty"`
}

// tally is the games played with one option value and each seat's wins.
type tally struct {
	Games int   `json:"games"`
	Wins  []int `json:"wins"`
}

// outcome is one finished game: the returns per listed seat, or what went wrong.
type outcome struct {
	returns []float64
	actions int
	figures map[string]float64 // the game's own figures (engine.Info.Figures), if it has them
	err     error
}

func cmdPlay(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	id := fs.String("game", "", "game id (see herosim games -all)")
	n := fs.Int("games", 100, "how many games")
	seatList := fs.String("seats", "", "comma-separated seats: random, greedy, easy, normal, hard")
	seed := fs.Uint64("seed", 1, "seed of the first game; game g uses seed+g")
	optStr := fs.String("opt", "", "setup options key=value,...")
	rotate := fs.Bool("rotate", true, "rotate table positions between games so no seat always starts")
	jobs := fs.Int("j", runtime.GOMAXPROCS(0), "games played at once")
	sweepStr := fs.String("sweep", "", "comma-separated option keys whose choices the games cycle through (e.g. map,creature)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	seats := strings.Split(*seatList, ",")
	if *id == "" || *seatList == "" || *n < 1 {
		return fmt.Errorf("need -game, -seats and -games ≥ 1")
	}
	if _, ok := engine.Lookup(*id); !ok {
		return fmt.Errorf("unknown game %q", *id)
	}
	for _, s := range seats {
		if _, err := bot.New(s, 0); err != nil {
			return err
		}
	}
	opts, err := engine.ParseOptions(*optStr)
	if err != nil {
		return err
	}
	sw, err := newSweep(*id, *sweepStr)
	if err != nil {
		return err
	}

	start := time.Now()
	results := make([]outcome, *n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(1, *jobs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				shift := 0
				if *rotate {
					shift = g % len(seats)
				}
				results[g] = playOne(*id, *seed+uint64(g), sw.options(opts, g), seats, shift)
			}
		}()
	}
	for g := range *n {
		next <- g
	}
	close(next)
	wg.Wait()

	res := playResult{Game: *id, Games: *n, Seats: seats, Wins: make([]int, len(seats))}
	res.Figures = meanFigures(results)
	total := 0
	for g, o := range results {
		if o.err == nil {
			res.By = sw.count(res.By, opts, g, o.returns)
		}
		if o.err != nil {
			res.Errors++
			if res.FirstError == "" {
				res.FirstError = o.err.Error()
			}
			continue
		}
		total += o.actions
		won := false
		for s, r := range o.returns {
			if r >= 1 {
				res.Wins[s]++
				won = true
			}
		}
		if !won && anyPositive(o.returns) {
			res.Draws++
		}
	}
	if done := *n - res.Errors; done > 0 {
		res.MeanActions = float64(total) / float64(done)
	}
	res.GamesPerS = float64(*n) / time.Since(start).Seconds()
	enc := json.NewEncoder(out)
	if err := enc.Encode(res); err != nil {
		return err
	}
	if res.Errors > 0 {
		return fmt.Errorf("%d game(s) failed; first: %s", res.Errors, res.FirstError)
	}
	return nil
}

func anyPositive(rs []float64) bool {
	for _, r := range rs {
		if r > 0 {
			return true
		}
	}
	return false
}

// maxActions stops a game that never ends, which is a bug in its engine.
const maxActions = 1_000_000

// playOne plays a game in which listed seat s sits at table position
// (s+shift) mod n, and reports returns in the order of the listed seats.
func playOne(id string, seed uint64, opts engine.Options, seats []string, shift int) (o outcome) {
	defer func() {
		if r := recover(); r != nil {
			o = outcome{err: fmt.Errorf("seed %d: panic: %v", seed, r)}
		}
	}()
	n := len(seats)
	setup := engine.Setup{Game: id, Seed: seed, Options: opts}
	bots := make([]bot.Bot, n)
	seatOf := make([]int, n) // table position → listed seat
	r := engine.NewRNG(seed ^ 0x5eed_b075)
	for pos := range n {
		s := (pos - shift%n + n) % n
		seatOf[pos] = s
		setup.Seats = append(setup.Seats, engine.Seat{Name: fmt.Sprintf("%s %d", seats[s], s+1), Kind: engine.Bot, Strength: seats[s]})
		bots[pos], _ = bot.New(seats[s], r.Uint64())
	}
	m, err := engine.NewMatch(setup)
	if err != nil {
		return outcome{err: err}
	}
	st := m.State
	for steps := 0; !st.IsTerminal(); steps++ {
		if steps >= maxActions {
			return outcome{err: fmt.Errorf("seed %d: no end after %d actions", seed, steps)}
		}
		p := st.CurrentPlayer()
		a := bot.Choose(bots[p], st, p)
		if err := st.Apply(a); err != nil {
			return outcome{err: fmt.Errorf("seed %d step %d: bot %s refused: %v", seed, steps, seats[seatOf[p]], err)}
		}
		o.actions++
	}
	ret := st.Returns()
	o.returns = make([]float64, n)
	for pos, v := range ret {
		o.returns[seatOf[pos]] = v
	}
	if info, _ := engine.Lookup(id); info.Figures != nil {
		o.figures = info.Figures(st)
	}
	return o
}
