package saves

import "fmt"

// LoadError is how Decode and Load refuse a save: the file and a reason a
// player can read ("the file is damaged or incomplete (checksum mismatch)").
// Every failure of Decode and Load is a *LoadError.
type LoadError struct {
	File   string
	Reason string
}

func (e *LoadError) Error() string { return e.File + ": " + e.Reason }

// refuse builds the error for file with a formatted reason.
func refuse(file, format string, args ...any) *LoadError {
	return &LoadError{File: file, Reason: fmt.Sprintf(format, args...)}
}

// Reasons Decode gives, named so that tests and callers need not match on
// whole sentences. Each is the start of LoadError.Reason.
const (
	ReasonEmpty     = "the file is empty"
	ReasonTooLarge  = "the file is too large"
	ReasonTruncated = "the file is truncated"
	ReasonForeign   = "not a Hero Table save"
	ReasonNewer     = "made by a newer Hero Table"
	ReasonFormat    = "unknown save format"
	ReasonChecksum  = "the file is damaged or incomplete (checksum mismatch)"
	ReasonLimit     = "the file holds more than a save may"
	ReasonDamaged   = "the file is damaged"
	ReasonGame      = "unknown game"
	ReasonRules     = "made with other rules"
	ReasonSetup     = "the game's setup is not valid"
	ReasonReplay    = "the action log does not replay"
	ReasonSnapshot  = "the game state does not match its action log"
	ReasonRead      = "cannot read it"
	ReasonName      = "not a valid save name"
	ReasonPanic     = "internal error while loading"
)
