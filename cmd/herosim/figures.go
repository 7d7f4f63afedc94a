package main

// A game's own figures (engine.Info.Figures), averaged over the games
// `herosim play` played.

// meanFigures is each figure's mean over the finished games that report
// it, or nil when none does.
func meanFigures(results []outcome) map[string]float64 {
	var sum map[string]float64
	count := map[string]int{}
	for _, o := range results {
		if o.err != nil {
			continue
		}
		for k, v := range o.figures {
			if sum == nil {
				sum = map[string]float64{}
			}
			sum[k] += v
			count[k]++
		}
	}
	for k := range sum {
		sum[k] /= float64(count[k])
	}
	return sum
}
