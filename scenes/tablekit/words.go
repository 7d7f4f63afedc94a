package tablekit

// WordOr is a table's word for k in words, or fallback where the table has
// none: the prompt's and buttons' words live in keyed tables, not switches.
func WordOr[K comparable](words map[K]string, k K, fallback string) string {
	if w, ok := words[k]; ok {
		return w
	}
	return fallback
}
