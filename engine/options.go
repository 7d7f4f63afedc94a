package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Option is one key=value setup choice.
type Option struct {
	Key   string `msg:"k"`
	Value string `msg:"v"`
}

// Options are a game's setup choices, kept sorted by key so that equal
// setups encode to equal bytes.
type Options []Option

// Get returns the value for key, or "" when unset.
func (o Options) Get(key string) string {
	for _, kv := range o {
		if kv.Key == key {
			return kv.Value
		}
	}
	return ""
}

// With returns a copy with key set to value.
func (o Options) With(key, value string) Options {
	out := make(Options, 0, len(o)+1)
	for _, kv := range o {
		if kv.Key != key {
			out = append(out, kv)
		}
	}
	out = append(out, Option{key, value})
	slices.SortFunc(out, func(a, b Option) int { return strings.Compare(a.Key, b.Key) })
	return out
}

// ParseOptions reads "key=value,key=value".
func ParseOptions(s string) (Options, error) {
	var o Options
	if s == "" {
		return o, nil
	}
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(part, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("option %q: want key=value", part)
		}
		o = o.With(k, v)
	}
	return o, nil
}

// Resolve checks opts against the game's specs and fills in defaults.
func (info Info) Resolve(opts Options) (Options, error) {
	out := Options{}
	for _, kv := range opts {
		i := slices.IndexFunc(info.Options, func(s OptionSpec) bool { return s.Key == kv.Key })
		if i < 0 {
			return nil, fmt.Errorf("%s has no option %q", info.Title, kv.Key)
		}
		if ch := info.Options[i].Choices; len(ch) > 0 && !slices.Contains(ch, kv.Value) {
			return nil, fmt.Errorf("%s option %s: %q is not one of %s", info.Title, kv.Key, kv.Value, strings.Join(ch, ", "))
		}
		out = out.With(kv.Key, kv.Value)
	}
	for _, spec := range info.Options {
		if out.Get(spec.Key) == "" {
			out = out.With(spec.Key, spec.Default)
		}
	}
	return out, nil
}
