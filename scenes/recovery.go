package scenes

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
)

// recovery is what can be done about a damaged save (saves.Damaged), for
// Continue on the title and for the save browser: load its previous
// version, which the store keeps, or nothing.
type recovery struct {
	entry    saves.Entry
	why      string        // why the save does not load: its LoadError's reason
	backup   *engine.Match // the previous version; nil when it does not load
	note     string        // the backup's own Note from loading it, if any
	noBackup string        // why there is no backup to load
}

// recoverSave looks at the backup of the save e, which Load refused with
// err. It returns nil unless err says the save is damaged: a save that is
// whole but unplayable here (made by a newer Hero Table) is not replaced by
// an older version.
func recoverSave(store saves.Store, e saves.Entry, err error) *recovery {
	if !saves.Damaged(err) {
		return nil
	}
	r := &recovery{entry: e, why: reasonOf(err)}
	m, berr := saves.LoadBackup(store, e.Name)
	if berr != nil {
		r.noBackup = reasonOf(berr)
		return r
	}
	r.backup, r.note = m, m.Note
	return r
}

// open is the backup to play, its Note saying what happened (shown before
// its table opens). Playing on autosaves under the game's autosave name:
// over a damaged autosave, and never over its good backup, since the store
// keeps only a save that reads as a backup.
func (r *recovery) open() *engine.Match {
	r.backup.Note = strings.TrimSpace(r.sentence(true) + " " + r.note)
	return r.backup
}

// reasonOf is a load error as a player reads it: the reason without the
// file's path.
func reasonOf(err error) string {
	if le, ok := err.(*saves.LoadError); ok {
		return le.Reason
	}
	return err.Error()
}

// heading is a dialog's title for the damaged save.
func (r *recovery) heading() string {
	if r.entry.Auto {
		return "Your autosave was damaged"
	}
	return "A save was damaged"
}

// sentence says what happened to the save and what can be done, or, once
// loaded, was done: "Your autosave of Hero House could not be loaded: the
// file is damaged or incomplete (checksum mismatch). The version saved
// before the last move was loaded instead."
func (r *recovery) sentence(loaded bool) string {
	what := fmt.Sprintf("Your save “%s”", r.entry.Name)
	if r.entry.Auto {
		game := GameTitle(autosaveOf(r.entry))
		if r.backup != nil {
			game = r.backup.Info.Title
		}
		what = "Your autosave of " + game
	}
	head := what + " could not be loaded: " + strings.TrimSuffix(r.why, ".") + "."
	if r.backup != nil {
		version := " The version it replaced"
		if r.entry.Auto {
			version = " The version saved before the last move"
		}
		if loaded {
			return head + version + " was loaded instead."
		}
		return head + version + " is intact and can be loaded instead."
	}
	head = strings.TrimSuffix(head, ".")
	if r.noBackup == saves.ReasonNoBackup {
		return head + ", and there is no earlier version of it to go back to."
	}
	return head + ", and its earlier version does not load either: " + strings.TrimSuffix(r.noBackup, ".") + "."
}
