//go:build !amd64 || amd64.v3

package assets

// fusedMath is true here: the compiler may fuse multiply-adds (arm64,
// amd64.v3), which moves a few pixels by one level, so the atlases are
// compared by pixels with that tolerance instead of byte for byte.
const fusedMath = true
