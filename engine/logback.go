package engine

import "iter"

// GameEventsBefore yields the game events (EvGame) of log that came before
// event j of entry i (j < 0: before the end of entry i), newest first, each
// with the index of its entry. A table that tells one event looks back
// through it for what came before in the same round: a round's start,
// the bonuses played, the wounds dealt.
func GameEventsBefore(log []LogEntry, i, j int) iter.Seq2[int, Event] {
	return func(yield func(int, Event) bool) {
		for i = min(i, len(log)-1); i >= 0; i, j = i-1, -1 {
			evs := log[i].Events
			if j < 0 || j > len(evs) {
				j = len(evs)
			}
			for k := j - 1; k >= 0; k-- {
				if evs[k].Kind == EvGame && !yield(i, evs[k]) {
					return
				}
			}
		}
	}
}
