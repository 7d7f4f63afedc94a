package tablekit

import (
	"strconv"
	"strings"
)

// WordOr is a table's word for k in words, or fallback where the table has
// none: the prompt's and buttons' words live in keyed tables, not switches.
func WordOr[K comparable](words map[K]string, k K, fallback string) string {
	if w, ok := words[k]; ok {
		return w
	}
	return fallback
}

// Count says n things, one or many: "1 die", "2 dice". Every table counts
// with it, so no sentence on screen reads "1 dice".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// OneOrMany is one when n is 1, else many with n put in for its "%d":
// for the phrases where one reads better without the number ("won a
// fight", "won 2 fights").
func OneOrMany(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return strings.Replace(many, "%d", strconv.Itoa(n), 1)
}
