// Package saves is Hero Table's save format and where saves are kept.
//
// A save file is the eight magic bytes "\x89HTSV\r\n\x1a" followed by one
// msgp-encoded Envelope: format and app versions, the game id and its rules
// version, the engine.Setup, the whole action log, a snapshot of the game
// state in the state's own msgp encoding, times, a name, and a CRC-32C
// checksum in the last four bytes. Decode checks all of it before trusting
// any of it, then rebuilds the match by replaying the log from the setup and
// compares the result with the snapshot: a save is its log, and the snapshot
// proves the log still plays out the same. When it does not (a save from
// older rules), the game goes on from the snapshot, with a note saying so,
// and a later save of it replays from there (format 2).
//
// Stores keep saves by name: files in a folder on the desktop (Dir), the
// browser's localStorage under GOOS=js (Default). Writes are atomic and keep
// the previous good version as a backup.
//
// The package uses engine only; it knows nothing of the app's screens.
package saves

import (
	"time"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/version"
)

//go:generate msgp -file=envelope.go -o=msgp_gen.go -io=false -tests=false

// The generated decoder refuses longer arrays and maps before allocating
// them; limits.go checks every header of a file before the decoder runs.
//msgp:limit arrays:100000 maps:64
//msgp:timezone utc

// FormatVersion is the newest envelope Encode writes. A file with a larger
// one was made by a newer Hero Table.
//
//   - 1: the log replays from the setup.
//   - 2: adds Base and BaseMoves: the log replays from a snapshot, for a game
//     continued from a save of older rules. Encode writes format 1 whenever
//     a match has no Base, byte for byte as before, so that an older Hero
//     Table still reads every save it could have written itself.
const FormatVersion = 2

// formatPlain is the format of a save whose log starts at the setup.
const formatPlain = 1

// AppVersion is written into every save: the Hero Table that wrote it
// ("1.2.3", or "dev" and its commit; see engine/version).
var AppVersion = version.String()

// Envelope is a save file after the magic bytes. Every format version keeps
// Format as the first field, so that a newer file is recognised before its
// body is understood, and Sum as the last, so that the checksum is the last
// four bytes of the file.
//
// The file is the magic bytes followed by the envelope's msgp encoding; Sum
// is the big-endian CRC-32C (Castagnoli) of every byte of the file before
// Sum's four value bytes. A change to the envelope that an older Hero Table
// would misread needs a new FormatVersion, and Decode must go on reading
// every older format (the golden files under testdata check it).
type Envelope struct {
	Format   int             `msg:"format"`
	App      string          `msg:"app"`   // AppVersion of the Hero Table that wrote it
	Game     string          `msg:"game"`  // registered game id
	Rules    int             `msg:"rules"` // the game's RulesVersion when saved
	Name     string          `msg:"name"`  // the save's name when written
	Created  time.Time       `msg:"created"`
	Updated  time.Time       `msg:"updated"`
	Setup    engine.Setup    `msg:"setup"`
	Actions  []engine.Action `msg:"actions,limit=100000"`
	Snapshot []byte          `msg:"snap,limit=1048576"` // the state's own msgp bytes after the last action
	// Format 2: the state the log starts from, and the actions played
	// before it (engine.Match's Base and BaseMoves); absent in format 1.
	Base      []byte  `msg:"base,omitempty,limit=1048576"`
	BaseMoves int     `msg:"basemoves,omitempty"`
	Sum       [4]byte `msg:"sum"`
}
