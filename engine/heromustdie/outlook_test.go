package heromustdie

import "testing"

// A goblin sent where it would do nothing is named before it is placed:
// the Building room or the Monster pit with nothing to pay; a goblin in
// the Town does not help the Building room (the Town resolves after it),
// one in the Gold mine does.
func TestIdleBeforePlacing(t *testing.T) {
	s := started(t, 3, 7)
	p := s.Actor
	q := &s.Seats[p]
	q.Gold, q.Slaves, q.MP = 0, 0, 0
	build, pit := firstBox(BuildingRoom)+1, firstBox(MonsterPit)
	if got := s.Idle(p, build); got != IdleBuild {
		t.Fatalf("Building room with nothing: Idle = %d, want IdleBuild", got)
	}
	if got := s.Idle(p, pit); got != IdleHire {
		t.Fatalf("Monster pit with nothing: Idle = %d, want IdleHire", got)
	}
	q.Slaves = 1 // a trap costs its damage in gold and a slave
	if got := s.Idle(p, build); got != IdleBuild {
		t.Fatalf("Building room with a slave but no gold: Idle = %d, want IdleBuild", got)
	}
	s.Boxes[firstBox(Town)] = p // the Town resolves after the Building room: no help
	q.Slaves = 0
	if got := s.Idle(p, build); got != IdleBuild {
		t.Fatalf("Town after the Building room counted: Idle = %d, want IdleBuild", got)
	}
	q.Slaves = 1
	s.Boxes[firstBox(GoldMine)] = p // 4 gold before the Building room
	if got := s.Idle(p, build); got != NotIdle {
		t.Fatalf("Gold mine before the Building room not counted: Idle = %d, want NotIdle", got)
	}
	if got := s.Idle(p, firstBox(GoldMine)+1); got != NotIdle {
		t.Fatalf("the Gold mine always gives: Idle = %d", got)
	}
	if q.Gold != 0 || s.Seats[p].Slaves != 1 {
		t.Fatal("Idle changed the seat's stock")
	}
}

// Idle agrees with the Action phase: in played games, no box Idle called
// idle as the phase began asks its owner anything when it resolves.
func TestIdleAgreesWithAction(t *testing.T) {
	called, asked := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		s := started(t, 3, seed)
		var idle map[int]bool
		for n := 0; s.Phase != PhOver && n < 3000; n++ {
			switch {
			case s.Phase == PhAction && idle == nil:
				idle = map[int]bool{}
				for b, o := range s.Boxes {
					if o >= 0 && s.Idle(o, b) != NotIdle {
						idle[b] = true
						called++
					}
				}
			case s.Phase != PhAction:
				idle = nil
			case s.Actor >= 0 && s.Boxes[s.Cur] == s.Actor:
				if idle[int(s.Cur)] {
					t.Fatalf("seed %d turn %d: box %d was called idle, yet asks %v", seed, s.Turn, s.Cur, s.Stage)
				}
				asked++
			}
			acts := s.LegalActions(nil)
			must(t, s, acts[int(seed+uint64(n))%len(acts)])
		}
	}
	if called == 0 || asked == 0 {
		t.Fatalf("the games called %d boxes idle and asked %d: nothing checked", called, asked)
	}
}
