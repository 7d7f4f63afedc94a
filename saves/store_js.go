//go:build js

package saves

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall/js"
	"time"
)

// Keys under which the browser store keeps a save and its previous version,
// each followed by the save's name; values are base64.
const (
	keySave   = "herotable.save."
	keyBackup = "herotable.backup."
)

// Default is the store the app uses: in the browser, localStorage.
func Default() (Store, error) {
	var ls js.Value
	if err := catch(func() { ls = js.Global().Get("localStorage") }); err != nil {
		return nil, fmt.Errorf("browser storage: %w", err)
	}
	if !ls.Truthy() {
		return nil, errors.New("browser storage: this browser offers no localStorage")
	}
	return &localStore{ls: ls}, nil
}

// localStore keeps saves in the browser's localStorage. setItem replaces a
// value whole or not at all, so writes are atomic as they are.
type localStore struct{ ls js.Value }

func (l *localStore) where(name string) string { return name + Ext }

// catch runs f, turning a JavaScript exception (a quota exceeded, storage
// disabled by the user) into an error.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if jerr, ok := r.(js.Error); ok {
				err = jerr
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

// get returns the string under key and whether there is one.
func (l *localStore) get(key string) (v string, ok bool, err error) {
	err = catch(func() {
		r := l.ls.Call("getItem", key)
		if ok = r.Type() == js.TypeString; ok {
			v = r.String()
		}
	})
	return v, ok, err
}

func (l *localStore) set(key, v string) error {
	return catch(func() { l.ls.Call("setItem", key, v) })
}

func (l *localStore) List() ([]Entry, error) {
	var keys []string
	err := catch(func() {
		n := l.ls.Get("length").Int()
		for i := range n {
			if k := l.ls.Call("key", i); k.Type() == js.TypeString && strings.HasPrefix(k.String(), keySave) {
				keys = append(keys, k.String())
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("listing saves: %w", err)
	}
	var list []Entry
	for _, k := range keys {
		name := strings.TrimPrefix(k, keySave)
		if CheckName(name) != nil {
			continue
		}
		v, ok, err := l.get(k)
		if err != nil || !ok {
			continue
		}
		size := base64.StdEncoding.DecodedLen(len(v))
		data, err := base64.StdEncoding.DecodeString(v)
		if err == nil {
			size = len(data)
		}
		e := entryFor(name, data, size, time.Time{})
		if e.Game == "" {
			e.Updated = l.backupTime(name)
		}
		list = append(list, e)
	}
	sortEntries(list)
	return list, nil
}

// backupTime stands in for the time a save was last changed, which
// localStorage does not keep, when the save cannot be read: its backup's
// time, so that a damaged save sorts near where it was (or zero).
func (l *localStore) backupTime(name string) time.Time {
	data, err := l.ReadBackup(name)
	if err != nil {
		return time.Time{}
	}
	env, err := readEnvelope(name, data)
	if err != nil {
		return time.Time{}
	}
	return env.Updated
}

func (l *localStore) Read(name string) ([]byte, error) { return l.read(name, keySave, "save named") }

// ReadBackup reads the previous version of a save.
func (l *localStore) ReadBackup(name string) ([]byte, error) {
	return l.read(name, keyBackup, "backup of")
}

func (l *localStore) read(name, prefix, what string) ([]byte, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	v, ok, err := l.get(prefix + name)
	if err != nil {
		return nil, fmt.Errorf("reading %q: %w", name, err)
	}
	if !ok {
		return nil, fmt.Errorf("there is no %s %q: %w", what, name, fs.ErrNotExist)
	}
	if base64.StdEncoding.DecodedLen(len(v)) > MaxFileSize+1 {
		// Decode refuses it as too large; decoding it all would be waste.
		v = v[:base64.StdEncoding.EncodedLen(MaxFileSize+3)]
	}
	data, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		return nil, fmt.Errorf("reading %q: the stored value is not base64: %w", name, err)
	}
	return data, nil
}

// Write keeps the current save, if it is a good one, as the backup, then
// replaces it; a failure leaves the last good save in place.
func (l *localStore) Write(name string, data []byte) error {
	if err := CheckName(name); err != nil {
		return err
	}
	if cur, ok, err := l.get(keySave + name); err == nil && ok {
		if old, err := base64.StdEncoding.DecodeString(cur); err == nil {
			if _, bad := readEnvelope(name, old); bad == nil {
				if err := l.set(keyBackup+name, cur); err != nil {
					return fmt.Errorf("saving %q: keeping the previous version: %w", name, err)
				}
			}
		}
	}
	if err := l.set(keySave+name, base64.StdEncoding.EncodeToString(data)); err != nil {
		return fmt.Errorf("saving %q: %w", name, err)
	}
	return nil
}

func (l *localStore) Delete(name string) error {
	if err := CheckName(name); err != nil {
		return err
	}
	_, ok, err := l.get(keySave + name)
	_, bok, berr := l.get(keyBackup + name)
	if err == nil {
		err = berr
	}
	if err == nil && !ok && !bok {
		return fmt.Errorf("deleting %q: there is no such save: %w", name, fs.ErrNotExist)
	}
	if err == nil {
		err = catch(func() {
			l.ls.Call("removeItem", keySave+name)
			l.ls.Call("removeItem", keyBackup+name)
		})
	}
	if err != nil {
		return fmt.Errorf("deleting %q: %w", name, err)
	}
	return nil
}
