package scenes

import (
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/herotable/herotable/saves"
)

// keepUnfinished keeps game's autosave under a name of its own when it
// holds an unfinished game, before a new game of it starts and autosaves
// over it (play-test 16 lost a game of The Cellar that way): it returns the
// name it was kept as, "" when there was nothing to keep. A save that
// cannot be read is left as it is (the save browser offers it).
func keepUnfinished(store saves.Store, game string, now time.Time) (string, error) {
	auto := saves.AutosaveName(game)
	data, err := store.Read(auto)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	m, _, err := saves.Decode(auto, data)
	if err != nil || m.State.IsTerminal() || m.Moves() == 0 {
		return "", nil
	}
	name := fmt.Sprintf("%s, unfinished %s", GameTitle(game), now.Format("2 Jan 15.04"))
	taken := map[string]bool{}
	if list, err := store.List(); err == nil {
		for _, e := range list {
			taken[e.Name] = true
		}
	}
	for i := 2; taken[name]; i++ {
		name = fmt.Sprintf("%s, unfinished %s (%d)", GameTitle(game), now.Format("2 Jan 15.04"), i)
	}
	if err := saves.CheckName(name); err != nil {
		return "", err
	}
	return name, store.Write(name, data)
}

// keptWords tell the player where their unfinished game went.
func keptWords(name string) string {
	return fmt.Sprintf("Your unfinished game was kept as the save “%s”: open it with Load from the title screen to play it on.", name)
}
