//go:build !race

package main

// raceDetector: these tests run under the race detector.
const raceDetector = false
