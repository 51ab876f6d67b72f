package campaign

import (
	"testing"
	"time"
)

func TestPlan(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	for _, tc := range []struct {
		name               string
		load, build        time.Duration // loading, then the harness's build
		budget, timeout    time.Duration
		wantStart, wantEnd time.Duration // after t0
	}{
		{"load counts", 2 * time.Second, 5 * time.Second, 10 * time.Second, 2 * time.Second, 5 * time.Second, 15 * time.Second},
		{"load at most half", 8 * time.Second, time.Second, 10 * time.Second, 2 * time.Second, 4 * time.Second, 14 * time.Second},
		{"build is free", 0, 30 * time.Second, 10 * time.Second, 2 * time.Second, 30 * time.Second, 40 * time.Second},
	} {
		p := NewPlan(t0, at(tc.load), at(tc.load+tc.build), tc.budget, tc.timeout)
		if p.Start != at(tc.wantStart) || p.RunEnd != at(tc.wantEnd) || p.Hard != at(tc.wantEnd+tc.budget/10) {
			t.Errorf("%s: start %v, run end %v, hard %v; want %v, %v, %v", tc.name,
				p.Start.Sub(t0), p.RunEnd.Sub(t0), p.Hard.Sub(t0), tc.wantStart, tc.wantEnd, tc.wantEnd+tc.budget/10)
		}
	}

	p := NewPlan(t0, t0, t0, 10*time.Second, 2*time.Second) // hard at 11 s
	for _, tc := range []struct {
		name              string
		now               time.Duration
		queued, findings  int
		hangs             bool
		needed            time.Duration
		stop              bool
		minimize          time.Duration // for the next of queued+1, none written
		minimizeUnbounded bool
	}{
		{"no finding", 10900 * time.Millisecond, 0, 0, false, 0, false, 0, true},
		{"one found early", time.Second, 0, 1, false, 1550 * time.Millisecond, false, 5 * time.Second, false},
		{"one found late", 9500 * time.Millisecond, 0, 1, false, 1550 * time.Millisecond, true, -50 * time.Millisecond, false},
		{"a hang needs its timeout", 8 * time.Second, 0, 1, true, 3550 * time.Millisecond, true, -550 * time.Millisecond, false},
		{"queued ones share", 5 * time.Second, 3, 4, false, 3200 * time.Millisecond, false, 1075 * time.Millisecond, false},
	} {
		if got := p.Needed(tc.queued, tc.findings, tc.hangs); got != tc.needed {
			t.Errorf("%s: Needed %v, want %v", tc.name, got, tc.needed)
		}
		if got := p.StopRun(at(tc.now), tc.queued, tc.findings, tc.hangs); got != tc.stop {
			t.Errorf("%s: StopRun %v, want %v", tc.name, got, tc.stop)
		}
		if tc.minimizeUnbounded {
			continue
		}
		if got := p.Minimize(at(tc.now), tc.queued, 0, tc.hangs); got != tc.minimize {
			t.Errorf("%s: Minimize %v, want %v", tc.name, got, tc.minimize)
		}
	}
}
