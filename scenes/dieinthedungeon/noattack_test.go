package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A round in which the heroes make no attack says so in the log before
// your attack, naming who would not (play-test 29 #9: a Cleric and the
// Bard never attacked, and the log said nothing); a round they attack
// in says nothing of the kind. Checked against the game's own state.
func TestARoundWithoutHeroAttacksSaysWhy(t *testing.T) {
	none, some := 0, 0
	for seed := uint64(1); seed <= 40 && (none < 2 || some == 0); seed++ {
		s := newSession(t, "greedy", seed, "map=map3")
		want := map[int]string{} // by the entry of your attack: the line wanted, "" for none
		for range 800 {
			if s.Over() {
				break
			}
			st := s.Match.State.(*dd.State)
			if st.Stage == dd.StAttackStat {
				w := ""
				if st.Combat.Queued == 0 {
					w = "The heroes make no attack this round: " + noAttackers(st.Combat.Party) + "."
					if n := st.Combat.Party.AttackCounts(st.Combat.Round); n != [dd.NumStats]int{} {
						w = "?" // Evil Eye stopped them: another line
					}
				}
				want[len(s.Match.Log)] = w
				if w != "" && w != "?" {
					// Said as the game waits for your attack, not after it.
					lines := logLines(s.Match.Log, s.Names(), s.Match.Info.Sentence, true)
					if l := lines[len(lines)-1]; l.Text != w || l.Entry != len(s.Match.Log)-1 {
						t.Errorf("seed %d: as the game waits for your attack the log ends with %q, want %q", seed, l.Text, w)
					}
				}
			}
			for !s.Think(16) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
		}
		got := map[int]string{}
		for _, l := range LogLines(s.Match.Log, s.Names(), s.Match.Info.Sentence) {
			if !l.Action && l.Event < 0 && l.Entry >= 0 && strings.HasPrefix(l.Text, "The heroes make no attack") {
				got[l.Entry+1] = l.Text // said after the entry before your attack's
			}
		}
		for i, w := range want {
			switch {
			case w == "" && got[i] != "":
				t.Errorf("seed %d: the heroes attacked, yet the log says %q", seed, got[i])
			case w == "":
				some++
			case w == "?" && got[i] == "", w != "?" && got[i] != w:
				t.Errorf("seed %d: no hero attack this round; the log says %q, want %q", seed, got[i], w)
			default:
				none++
			}
		}
	}
	if none == 0 || some == 0 {
		t.Fatalf("too little seen: %d rounds without hero attacks, %d with", none, some)
	}
}
