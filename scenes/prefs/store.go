package prefs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Store is where settings are kept between runs.
type Store interface {
	// Load returns the stored settings, or the defaults when none are stored
	// yet. A store that cannot be read or holds bad settings returns the
	// defaults and an error saying why.
	Load() (Settings, error)
	// Save stores s.
	Save(s Settings) error
}

// EnvConfig names the environment variable that overrides the config
// directory (tests point it at a temporary directory).
const EnvConfig = "HEROTABLE_CONFIG"

// FileName is the settings file inside the config directory.
const FileName = "settings.json"

// ConfigDir is Hero Table's config directory: $HEROTABLE_CONFIG, or
// os.UserConfigDir()/herotable.
func ConfigDir() (string, error) {
	if d := os.Getenv(EnvConfig); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no config directory for the settings: %w", err)
	}
	return filepath.Join(d, "herotable"), nil
}

// File keeps settings as JSON in a file.
type File struct{ Path string }

// Load reads the file; a missing file means the defaults.
func (f File) Load() (Settings, error) {
	data, err := os.ReadFile(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return Default(), nil
	}
	if err != nil {
		return Default(), fmt.Errorf("reading settings: %w", err)
	}
	s, err := Decode(data)
	if err != nil {
		return s, fmt.Errorf("settings file %s: %w", f.Path, err)
	}
	return s, nil
}

// Save writes the file through a temporary file and a rename, so a crash
// never leaves half a file.
func (f File) Save(s Settings) error {
	data, err := s.Encode()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(f.Path), 0o755); err != nil {
		return fmt.Errorf("saving settings: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(f.Path), ".settings-*.json")
	if err != nil {
		return fmt.Errorf("saving settings: %w", err)
	}
	_, werr := tmp.Write(append(data, '\n'))
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("saving settings to %s: %w", f.Path, err)
	}
	if err := os.Rename(tmp.Name(), f.Path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("saving settings to %s: %w", f.Path, err)
	}
	return nil
}

// Memory keeps settings for this run only: the fallback when nothing else
// works, and a store for tests.
type Memory struct{ S *Settings }

// Load returns the kept settings or the defaults.
func (m Memory) Load() (Settings, error) {
	if m.S == nil {
		return Default(), nil
	}
	return *m.S, nil
}

// Save keeps s.
func (m Memory) Save(s Settings) error {
	if err := s.Check(); err != nil {
		return err
	}
	if m.S != nil {
		*m.S = s
	}
	return nil
}
