package saves

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Ext ends every save file's name; a backup adds ".bak".
const Ext = ".htsave"

// EnvDir is the environment variable that overrides DefaultDir.
const EnvDir = "HEROTABLE_SAVES"

// DefaultDir is where the desktop app keeps saves: $HEROTABLE_SAVES if set,
// else herotable/saves under the user's configuration directory (falling
// back to ~/.herotable/saves, then to ./herotable-saves).
func DefaultDir() string {
	if d := os.Getenv(EnvDir); d != "" {
		return d
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "herotable", "saves")
	}
	if d, err := os.UserHomeDir(); err == nil {
		return filepath.Join(d, ".herotable", "saves")
	}
	return "herotable-saves"
}

// Dir is a Store of files <dir>/<name>.htsave, each with its previous
// version as <name>.htsave.bak. The directory is made on the first Write.
func Dir(dir string) Store { return &dirStore{dir: dir, createTemp: createTemp} }

// OpenDir is Dir for an app starting up: it makes the directory and removes
// the temporary files a crash left half-written in it (see RemoveStale).
func OpenDir(dir string) (Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("save folder: %w", err)
	}
	RemoveStale(dir, time.Now())
	return Dir(dir), nil
}

// StaleAge is how old a temporary save file must be for RemoveStale to take
// it: a write takes milliseconds, so an older one was left by a crash, not
// being written by another Hero Table running beside this one.
const StaleAge = time.Minute

// RemoveStale removes from dir the temporary files a write makes
// (".<name>.htsave.<random>.tmp") that were last changed more than StaleAge
// before now, and returns their names. It leaves every other file alone and
// ignores what it cannot remove: a failure here must not stop the app.
func RemoveStale(dir string, now time.Time) []string {
	files, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var removed []string
	for _, f := range files {
		if !isTemp(f.Name()) || !f.Type().IsRegular() {
			continue
		}
		info, err := f.Info()
		if err != nil || now.Sub(info.ModTime()) <= StaleAge {
			continue
		}
		if os.Remove(filepath.Join(dir, f.Name())) == nil {
			removed = append(removed, f.Name())
		}
	}
	return removed
}

// tempPattern is the os.CreateTemp pattern of writeTemp's files for a save.
func tempPattern(name string) string { return "." + name + Ext + ".*.tmp" }

// isTemp reports whether file is named as writeTemp names its files:
// tempPattern with os.CreateTemp's random digits for the star.
func isTemp(file string) bool {
	rest, ok := strings.CutPrefix(file, ".")
	if !ok {
		return false
	}
	rest, ok = strings.CutSuffix(rest, ".tmp")
	i := strings.LastIndex(rest, Ext+".")
	if !ok || i < 0 {
		return false
	}
	name, random := rest[:i], rest[i+len(Ext)+1:]
	return random != "" && strings.Trim(random, "0123456789") == "" && CheckName(name) == nil
}

type dirStore struct {
	dir string
	// createTemp opens a new temporary file; tests replace it to make a
	// write fail half-way.
	createTemp func(dir, pattern string) (tempFile, error)
}

// tempFile is the part of *os.File that Write uses.
type tempFile interface {
	io.Writer
	Sync() error
	Close() error
	Name() string
}

func createTemp(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) }

func (d *dirStore) path(name string) string { return filepath.Join(d.dir, name+Ext) }

func (d *dirStore) where(name string) string { return d.path(name) }

func (d *dirStore) List() ([]Entry, error) {
	files, err := os.ReadDir(d.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("listing saves: %w", err)
	}
	var list []Entry
	for _, f := range files {
		name, ok := strings.CutSuffix(f.Name(), Ext)
		// Backups, temporary files (".name.htsave.*.tmp") and names the
		// store could not open again are not saves to list.
		if !ok || !f.Type().IsRegular() || CheckName(name) != nil {
			continue
		}
		info, err := f.Info()
		if err != nil {
			continue // removed since ReadDir
		}
		data, _ := ReadFile(d.path(name))
		list = append(list, entryFor(name, data, int(info.Size()), info.ModTime()))
	}
	sortEntries(list)
	return list, nil
}

func (d *dirStore) Read(name string) ([]byte, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	data, err := ReadFile(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("there is no save named %q: %w", name, fs.ErrNotExist)
	}
	return data, err
}

// ReadBackup reads the previous version of a save.
func (d *dirStore) ReadBackup(name string) ([]byte, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	data, err := ReadFile(d.path(name) + ".bak")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("there is no backup of %q: %w", name, fs.ErrNotExist)
	}
	return data, err
}

// Write puts data in a synced temporary file, copies the current save, if it
// is a good one, to the backup, and renames the temporary file over the save.
// Each step leaves a whole save in place: a failure at any point keeps the
// last good save, and a damaged save never overwrites a good backup.
func (d *dirStore) Write(name string, data []byte) error {
	if err := CheckName(name); err != nil {
		return err
	}
	if err := os.MkdirAll(d.dir, 0o755); err != nil {
		return fmt.Errorf("saving %q: %w", name, err)
	}
	path := d.path(name)
	tmp, err := d.writeTemp(name, data)
	if err != nil {
		return fmt.Errorf("saving %q: %w", name, err)
	}
	if cur, err := ReadFile(path); err == nil {
		if _, bad := readEnvelope(name, cur); bad == nil {
			if err := d.replace(path+".bak", name, cur); err != nil {
				os.Remove(tmp)
				return fmt.Errorf("saving %q: keeping the previous version: %w", name, err)
			}
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("saving %q: %w", name, err)
	}
	syncDir(d.dir)
	return nil
}

// replace writes data to path through a synced temporary file.
func (d *dirStore) replace(path, name string, data []byte) error {
	tmp, err := d.writeTemp(name, data)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// writeTemp writes data to a new synced file beside the saves and returns
// its path; on failure it removes the file.
func (d *dirStore) writeTemp(name string, data []byte) (string, error) {
	f, err := d.createTemp(d.dir, tempPattern(name))
	if err != nil {
		return "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// syncDir makes the renames durable where the system allows syncing a
// directory; elsewhere (Windows) the rename is already as durable as it gets.
func syncDir(dir string) {
	if f, err := os.Open(dir); err == nil {
		f.Sync()
		f.Close()
	}
}

func (d *dirStore) Delete(name string) error {
	if err := CheckName(name); err != nil {
		return err
	}
	path := d.path(name)
	err := os.Remove(path)
	berr := os.Remove(path + ".bak")
	switch {
	case errors.Is(err, fs.ErrNotExist) && errors.Is(berr, fs.ErrNotExist):
		return fmt.Errorf("deleting %q: there is no such save: %w", name, fs.ErrNotExist)
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("deleting %q: %w", name, err)
	case berr != nil && !errors.Is(berr, fs.ErrNotExist):
		return fmt.Errorf("deleting the backup of %q: %w", name, berr)
	}
	return nil
}
