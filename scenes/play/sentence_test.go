package play

import "testing"

// Every log line ends as a sentence: a full stop is added after a word, a
// number, a sign or a bracket, and never doubled after other punctuation.
func TestEveryLogLineEndsAsASentence(t *testing.T) {
	for in, want := range map[string]string{
		"Ada leaves the parties be":             "Ada leaves the parties be.",
		"Bram rolls a d6: 4":                    "Bram rolls a d6: 4.",
		"Ada lays Knight (1○ 0●)":               "Ada lays Knight (1○ 0●).",
		"Cora's hero is now 3○ 2●":              "Cora's hero is now 3○ 2●.",
		"Ada passes.":                           "Ada passes.",
		"Invasion!!":                            "Invasion!!",
		"Ada plays Twist Fate (1 AP): “Again!”": "Ada plays Twist Fate (1 AP): “Again!”",
		"": "",
	} {
		if got := Sentence(in); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
