// Package toys holds two tiny games that exist to exercise the kernel, the
// bots, the conformance suite and the saves before the real games land:
// tic-tac-toe (perfect information, the MCTS benchmark) and Climb (hidden
// hands, a face-down deck and a die). They register as hidden games, so
// players never see them.
package toys

//go:generate msgp -file=. -o=msgp_gen.go -io=false -tests=false
