//go:build js

package saves

import (
	"encoding/base64"
	"slices"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakeStorage stands in for the browser's localStorage under Node: a Map
// behind the Storage methods the store uses, which throws once a value is
// longer than globalThis.quota, as a full browser storage does.
const fakeStorage = `globalThis.localStorage = (() => {
	const m = new Map();
	return {
		get length() { return m.size; },
		key(i) { const k = [...m.keys()][i]; return k === undefined ? null : k; },
		getItem(k) { return m.has(k) ? m.get(k) : null; },
		setItem(k, v) {
			v = String(v);
			if (globalThis.quota !== undefined && v.length > globalThis.quota) {
				const e = new Error("the quota has been exceeded"); e.name = "QuotaExceededError"; throw e;
			}
			m.set(k, v);
		},
		removeItem(k) { m.delete(k); },
	};
})();`

func localStorage(t *testing.T) Store {
	js.Global().Call("eval", fakeStorage)
	js.Global().Delete("quota")
	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestLocalStore(t *testing.T) {
	s := localStorage(t)
	testStore(t, s)
	// The keys the contract left: its three saves (the one it saved more
	// than once was deleted with its backup), in base64.
	ls := js.Global().Get("localStorage")
	var keys []string
	for i := range ls.Get("length").Int() {
		k := ls.Call("key", i).String()
		keys = append(keys, k)
		if _, err := base64.StdEncoding.DecodeString(ls.Call("getItem", k).String()); err != nil {
			t.Errorf("%s is not base64: %v", k, err)
		}
	}
	slices.Sort(keys)
	want := []string{"herotable.save.autosave-climb", "herotable.save.b", "herotable.save.broken"}
	if !slices.Equal(keys, want) {
		t.Errorf("keys %q, want %q", keys, want)
	}
}

// TestLocalStoreFull: when the browser's storage is full, Write fails with
// the browser's reason and the last good save stays.
func TestLocalStoreFull(t *testing.T) {
	s := localStorage(t)
	pinClock(t, day)
	small := play(t, "tictactoe", 2, 1, 1)
	if err := Save(s, small, "g"); err != nil {
		t.Fatal(err)
	}
	cur := js.Global().Get("localStorage").Call("getItem", keySave+"g").String()
	// Full when keeping the backup; full when writing the longer new save.
	for _, quota := range []int{10, len(cur)} {
		js.Global().Set("quota", quota)
		err := Save(s, play(t, "tictactoe", 2, 1, 4), "g")
		if err == nil || !strings.Contains(err.Error(), "quota") {
			t.Fatalf("Save into a full storage: %v", err)
		}
		js.Global().Delete("quota")
		m, err := Load(s, "g")
		if err != nil {
			t.Fatalf("the last good save is gone: %v", err)
		}
		if len(m.Log) != 1 {
			t.Errorf("loaded %d actions, want the 1 of the good save", len(m.Log))
		}
	}
}

// TestLocalStoreNotBase64: a value someone else put under a save's key is
// listed as unreadable and refused with a reason.
func TestLocalStoreNotBase64(t *testing.T) {
	s := localStorage(t)
	js.Global().Get("localStorage").Call("setItem", keySave+"odd", "not base64!")
	list, err := s.List()
	if err != nil || len(list) != 1 || list[0].Name != "odd" || list[0].Game != "" {
		t.Fatalf("list %+v, %v", list, err)
	}
	if _, err := Load(s, "odd"); err == nil || !strings.Contains(err.Error(), "base64") {
		t.Errorf("Load: %v", err)
	}
}

// TestLocalStoreDamagedSortsByBackup: localStorage keeps no times, so a
// damaged save is listed at its backup's time, where the player left it,
// and its backup loads.
func TestLocalStoreDamagedSortsByBackup(t *testing.T) {
	s := localStorage(t)
	clock := day
	for _, save := range []struct {
		name  string
		steps int
	}{{"older", 2}, {AutosaveName("climb"), 3}, {AutosaveName("climb"), 4}, {"newest", 5}} {
		clock = clock.Add(time.Minute)
		pinClock(t, clock)
		if err := Save(s, play(t, "climb", 2, 3, save.steps), save.name); err != nil {
			t.Fatal(err)
		}
	}
	js.Global().Get("localStorage").Call("setItem", keySave+AutosaveName("climb"), "AAAA") // damaged
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name)
	}
	if strings.Join(names, ",") != "newest,autosave-climb,older" || !list[1].Updated.Equal(day.Add(2*time.Minute)) {
		t.Errorf("listed %q, the damaged autosave at %v; want it second, at its backup's time", names, list[1].Updated)
	}
	if m, err := LoadBackup(s, AutosaveName("climb")); err != nil || len(m.Log) != 3 {
		t.Errorf("the damaged autosave's backup: %v", err)
	}
}
