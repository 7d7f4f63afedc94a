package tablekit

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
)

// BotMove is the move a greedy bot would make for the seat to act now: a
// table's "play it for me" (Hero Must Die!'s auto-resolve of a fight,
// Hero House's Finish the hand). Seeded by the log's length, so a replay
// chooses alike.
func (c *Core[K]) BotMove() (engine.Action, error) {
	g, err := bot.New(bot.Greedy, uint64(len(c.S.Match.Log))+7)
	if err != nil {
		return 0, err
	}
	return bot.Choose(g, c.S.Match.State, c.S.Current()), nil
}
