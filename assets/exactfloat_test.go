//go:build amd64 && !amd64.v3

package assets

// fusedMath is false here: plain amd64 rounds every float operation, as
// the machine that generated the committed atlases did, so they must match
// byte for byte.
const fusedMath = false
