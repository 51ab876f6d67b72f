// Package cfgiface has a ring of members, configured by a Config whose
// Hasher field is a role the user plays: the program writes Config{Hasher:
// h} with h its own, as the tests do. No finding is wanted. Its pair is
// cfgifacebug, whose Locate fails once the last member is gone, which
// only a program that can write the Config reaches.
package cfgiface

// Hasher hashes keys.
type Hasher interface {
	// Sum64 returns the hash of data.
	Sum64(data []byte) uint64
}

// Config configures a Ring.
type Config struct {
	Hasher   Hasher // required
	Replicas int    // copies of each member on the ring; 1 if below
}

// Ring maps keys to members.
type Ring struct {
	cfg     Config
	members []string
}

// New returns a ring of members, configured by cfg.
func New(members []string, cfg Config) *Ring {
	if cfg.Replicas < 1 {
		cfg.Replicas = 1
	}
	return &Ring{cfg: cfg, members: append([]string(nil), members...)}
}

// Add adds a member.
func (r *Ring) Add(m string) { r.members = append(r.members, m) }

// Remove removes a member.
func (r *Ring) Remove(m string) {
	for i, x := range r.members {
		if x == m {
			r.members = append(r.members[:i], r.members[i+1:]...)
			return
		}
	}
}

// Locate returns the member of key, or "" when there is none.
func (r *Ring) Locate(key string) string {
	if len(r.members) == 0 {
		return ""
	}
	return r.members[r.cfg.Hasher.Sum64([]byte(key))%uint64(len(r.members))]
}
