package main

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// sweep cycles games through every combination of some options' choices,
// so one run reports a game's results per creature and per map.
type sweep struct {
	keys    []string
	choices [][]string
}

func newSweep(game, list string) (sweep, error) {
	var sw sweep
	if list == "" {
		return sw, nil
	}
	info, _ := engine.Lookup(game)
	for _, k := range strings.Split(list, ",") {
		found := false
		for _, spec := range info.Options {
			if spec.Key == k && len(spec.Choices) > 0 {
				sw.keys = append(sw.keys, k)
				sw.choices = append(sw.choices, spec.Choices)
				found = true
			}
		}
		if !found {
			return sw, fmt.Errorf("%s has no option %q with choices to sweep", info.Title, k)
		}
	}
	return sw, nil
}

// options are opts with game g's combination of the swept choices: the
// first key changes slowest, so -games divisible by every count covers
// each combination equally.
func (sw sweep) options(opts engine.Options, g int) engine.Options {
	for i := len(sw.keys) - 1; i >= 0; i-- {
		ch := sw.choices[i]
		opts = opts.With(sw.keys[i], ch[g%len(ch)])
		g /= len(ch)
	}
	return opts
}

// count adds game g's returns to the tallies of its swept values.
func (sw sweep) count(by map[string]map[string]*tally, opts engine.Options, g int, returns []float64) map[string]map[string]*tally {
	if len(sw.keys) == 0 {
		return by
	}
	if by == nil {
		by = map[string]map[string]*tally{}
	}
	o := sw.options(opts, g)
	for _, k := range sw.keys {
		if by[k] == nil {
			by[k] = map[string]*tally{}
		}
		v := o.Get(k)
		t := by[k][v]
		if t == nil {
			t = &tally{Wins: make([]int, len(returns))}
			by[k][v] = t
		}
		t.Games++
		for s, r := range returns {
			if r >= 1 {
				t.Wins[s]++
			}
		}
	}
	return by
}
