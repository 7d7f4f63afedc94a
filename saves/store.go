package saves

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/herotable/herotable/engine"
)

// Store keeps saves by name: files on the desktop (Dir), localStorage in the
// browser. Names are checked with CheckName.
type Store interface {
	// List gives every save, newest first. A save that cannot be read is
	// listed too, with an empty Game, so that it can be offered for deletion.
	List() ([]Entry, error)
	// Read returns a save's bytes; a missing save is an error wrapping
	// fs.ErrNotExist.
	Read(name string) ([]byte, error)
	// Write replaces a save atomically: a failed write leaves the old one as
	// it was, and the previous good version is kept as a backup.
	Write(name string, data []byte) error
	// Delete removes a save and its backup.
	Delete(name string) error
}

// Entry is one save as the save browser lists it. Game is empty when the
// save plainly cannot be loaded (damaged, foreign, from a newer Hero Table,
// for a game or rules version this build lacks; Load says why), and Updated
// is then the time the store last changed it, where the store knows it (the
// desktop's file time), else the time of its backup, else zero.
type Entry struct {
	Name    string
	Game    string
	Updated time.Time
	Size    int
	Auto    bool // an autosave, named by AutosaveName
}

// MaxNameLen is the longest save name, in characters.
const MaxNameLen = 64

// maxNameBytes keeps "." + name + ".htsave.<random>.tmp" and the backup's
// name within the 255 bytes most file systems allow.
const maxNameBytes = 200

const autosavePrefix = "autosave-"

// AutosaveName is the name of game's autosave, e.g. "autosave-herohouse".
func AutosaveName(game string) string { return autosavePrefix + game }

// CheckName says why name cannot name a save, or returns nil. A name is 1 to
// MaxNameLen characters (fewer if many take four bytes), none of them a
// control character, an invisible format character (Unicode category Cf:
// zero-width spaces, direction marks and overrides such as U+202E, which
// make a name show other than it is) or one of / \ : * ? " < > |; it does
// not start with a dot or a space or end with a dot or a space, and is not a
// name Windows reserves (CON, NUL, COM1, ...), so that it is a safe file
// name everywhere that reads as it is.
func CheckName(name string) error {
	why := ""
	switch {
	case name == "":
		why = "it is empty"
	case !utf8.ValidString(name):
		why = "it is not valid UTF-8 text"
	case utf8.RuneCountInString(name) > MaxNameLen:
		why = fmt.Sprintf("it is longer than %d characters", MaxNameLen)
	case len(name) > maxNameBytes:
		why = "it is too long for a file name"
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		why = "it holds a control character"
	case strings.IndexFunc(name, isFormat) >= 0:
		r, _ := utf8.DecodeRuneInString(name[strings.IndexFunc(name, isFormat):])
		why = fmt.Sprintf("it holds an invisible character (U+%04X) that hides or reorders what the name shows", r)
	case strings.ContainsAny(name, `/\:*?"<>|`):
		why = `it holds one of / \ : * ? " < > |`
	case name[0] == '.':
		why = "it starts with a dot"
	case name[0] == ' ' || strings.HasSuffix(name, " ") || strings.HasSuffix(name, "."):
		why = "it starts or ends with a space, or ends with a dot"
	case reservedOnWindows(name):
		why = "Windows reserves it for a device"
	default:
		return nil
	}
	return fmt.Errorf("%s %q: %s", ReasonName, name, why)
}

// isFormat reports an invisible formatting character (category Cf).
func isFormat(r rune) bool { return unicode.Is(unicode.Cf, r) }

// reservedOnWindows reports names like "con" or "COM1.old", which Windows
// takes for devices whatever follows the first dot.
func reservedOnWindows(name string) bool {
	base, _, _ := strings.Cut(strings.ToUpper(name), ".")
	base = strings.TrimRight(base, " ")
	switch base {
	case "CON", "PRN", "AUX", "NUL":
		return true
	}
	if len(base) == 4 && (strings.HasPrefix(base, "COM") || strings.HasPrefix(base, "LPT")) {
		return base[3] >= '0' && base[3] <= '9'
	}
	return false
}

// Save encodes m and writes it under name. If a save of the same match (its
// game and seed) is already there, its creation time is kept.
func Save(s Store, m *engine.Match, name string) error {
	if err := CheckName(name); err != nil {
		return err
	}
	if m == nil || m.State == nil {
		return errors.New("saves: save: no match")
	}
	var created time.Time
	if old, err := s.Read(name); err == nil {
		if env, err := readEnvelope(name, old); err == nil && env.Game == m.Setup.Game && env.Setup.Seed == m.Setup.Seed {
			created = env.Created
		}
	}
	data, err := Encode(m, name, created)
	if err != nil {
		return err
	}
	return s.Write(name, data)
}

// Load reads the save called name and rebuilds its match. Every failure is a
// *LoadError naming the save.
func Load(s Store, name string) (*engine.Match, error) {
	return load(s, name, s.Read, reasonMissing)
}

// backupReader is a Store that keeps the previous version of each save.
type backupReader interface {
	ReadBackup(name string) ([]byte, error)
}

// LoadBackup loads the previous version of a save, which Write keeps, for
// when the save itself cannot be loaded (see Damaged). Every failure is a
// *LoadError naming the save; ReasonNoBackup starts the reason when there is
// no backup.
func LoadBackup(s Store, name string) (*engine.Match, error) {
	b, ok := s.(backupReader)
	if !ok {
		return nil, refuse(fileOf(s, name), "%s: this store keeps no backups", ReasonNoBackup)
	}
	return load(s, name, b.ReadBackup, ReasonNoBackup)
}

// ReasonNoBackup is the reason LoadBackup gives for a save without a
// previous version; reasonMissing is Load's for a save that is not there.
const (
	ReasonNoBackup = "there is no earlier version of it"
	reasonMissing  = ReasonRead + ": there is no such save"
)

func load(s Store, name string, read func(string) ([]byte, error), missing string) (*engine.Match, error) {
	file := fileOf(s, name)
	if err := CheckName(name); err != nil {
		return nil, &LoadError{File: file, Reason: err.Error()}
	}
	data, err := read(name)
	var le *LoadError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, refuse(file, "%s", missing)
	case errors.As(err, &le):
		return nil, le // ReadFile refused a file too large to be a save
	case err != nil:
		return nil, refuse(file, "%s: %v", ReasonRead, err)
	}
	m, _, err := Decode(file, data)
	return m, err
}

// Damaged reports whether err, from Load, says that the save's own bytes are
// bad: damaged, cut short, unreadable, or not replaying to their snapshot.
// Its backup is then worth offering. It is false for a save that is whole
// but that this Hero Table cannot play (made by a newer one, for a game or
// rules version it lacks): an older version of it is no answer there, and
// replacing it would lose the newer one. It is false for errors that are not
// a *LoadError, and for a save that does not exist.
func Damaged(err error) bool {
	var le *LoadError
	if !errors.As(err, &le) {
		return false
	}
	for _, whole := range []string{ReasonNewer, ReasonGame, ReasonRules, ReasonName, reasonMissing} {
		if strings.HasPrefix(le.Reason, whole) {
			return false
		}
	}
	return true
}

// fileOf is how errors name a save: the path on the desktop.
func fileOf(s Store, name string) string {
	if w, ok := s.(interface{ where(string) string }); ok {
		return w.where(name)
	}
	return name
}

// entryFor lists a save from its bytes; changed is when the store last wrote
// it, if it knows (the time shown for a save it cannot read).
func entryFor(name string, data []byte, size int, changed time.Time) Entry {
	e := Entry{Name: name, Updated: changed, Size: size, Auto: strings.HasPrefix(name, autosavePrefix)}
	if env, err := readEnvelope(name, data); err == nil {
		e.Game, e.Updated = env.Game, env.Updated
	}
	return e
}

// sortEntries puts the newest first, then by name.
func sortEntries(list []Entry) {
	slices.SortFunc(list, func(a, b Entry) int {
		if c := b.Updated.Compare(a.Updated); c != 0 {
			return c
		}
		return cmp.Compare(a.Name, b.Name)
	})
}
