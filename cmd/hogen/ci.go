package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
)

// This file holds what a CI job reads besides the text: GitHub Actions
// annotations (-format github), the SARIF log (-sarif) and the baseline
// of known findings (-baseline).

// githubAnnotation is ev as a workflow command: an error (a warning for a
// suspicious finding) at its file and line, which GitHub shows on the
// pull request's diff.
func githubAnnotation(ev findingEvent) string {
	level := "error"
	if ev.Suspicious {
		level = "warning"
	}
	var props []string
	if ev.File != "" {
		props = append(props, "file="+escapeProperty(ev.File))
		if ev.Line > 0 {
			props = append(props, fmt.Sprintf("line=%d", ev.Line))
		}
	}
	props = append(props, "title="+escapeProperty(fmt.Sprintf("hogen: %s in %s", ev.Kind, ev.Party)))
	msg := ev.Message
	if ev.Contract != "" {
		msg = "contract " + ev.Contract + ": " + msg
	}
	if ev.Reproducer != "" {
		msg += "\nreproducer: " + relToModule(ev.Reproducer) + " (go test -run '^" + ev.Test + "$')"
	}
	return fmt.Sprintf("::%s %s::%s", level, strings.Join(props, ","), escapeData(msg))
}

// escapeData and escapeProperty escape a workflow command's message and
// its properties as the Actions runner reads them.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

// relToModule is path relative to the current directory when it lies
// below it (a CI job runs at the repository's root), else path.
func relToModule(path string) string {
	wd, _ := os.Getwd()
	if rel, ok := relBelow(wd, path); ok {
		return rel
	}
	return path
}

// The SARIF 2.1.0 log, with the fields GitHub code scanning reads.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool    sarifTool     `json:"tool"`
		Results []sarifResult `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string       `json:"id"`
		Name             string       `json:"name"`
		ShortDescription sarifMessage `json:"shortDescription"`
	}
	sarifResult struct {
		RuleID              string            `json:"ruleId"`
		RuleIndex           int               `json:"ruleIndex"`
		Level               string            `json:"level"`
		Message             sarifMessage      `json:"message"`
		Locations           []sarifLocation   `json:"locations"`
		RelatedLocations    []sarifLocation   `json:"relatedLocations,omitempty"`
		PartialFingerprints map[string]string `json:"partialFingerprints"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifLocation struct {
		ID               int                   `json:"id,omitempty"`
		PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
		Message          *sarifMessage         `json:"message,omitempty"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifact `json:"artifactLocation"`
		Region           *sarifRegion  `json:"region,omitempty"`
	}
	sarifArtifact struct {
		URI string `json:"uri"`
	}
	sarifRegion struct {
		StartLine int `json:"startLine"`
	}
)

// sarifSchema is the schema the log names.
const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

// writeSARIF writes the findings as a SARIF 2.1.0 log to path: a result
// per finding, its rule the kind and the blame rule that decided, its
// location the site (the package's file when the site is no line of
// it), the reproducer a related location, and the finding's fingerprint
// as partialFingerprints, so code scanning tracks it across commits.
func writeSARIF(path string, findings []findingEvent) error {
	run := sarifRun{Tool: sarifTool{Driver: sarifDriver{
		Name: "hogen", Version: version(), InformationURI: "https://github.com/hogen-go/hogen", Rules: []sarifRule{},
	}}, Results: []sarifResult{}}
	rules := map[string]int{}
	for _, ev := range findings {
		id := ev.Kind.String()
		if ev.Rule != "" {
			id += "/" + strings.ReplaceAll(ev.Rule, " ", "-")
		}
		idx, ok := rules[id]
		if !ok {
			idx = len(run.Tool.Driver.Rules)
			rules[id] = idx
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
				ID: id, Name: id,
				ShortDescription: sarifMessage{Text: fmt.Sprintf("a %s the %s rule blames on the package", ev.Kind, ev.Rule)},
			})
		}
		level := "error"
		if ev.Suspicious {
			level = "warning"
		}
		text := fmt.Sprintf("%s in %s: %s", ev.Kind, ev.Party, ev.Message)
		if ev.Contract != "" {
			text = fmt.Sprintf("%s in %s: contract %s: %s", ev.Kind, ev.Party, ev.Contract, ev.Message)
		}
		loc := sarifLocation{PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: sarifArtifact{URI: ev.File}}}
		if ev.File == "" {
			loc.PhysicalLocation.ArtifactLocation.URI = ev.pkgFile // no line of it: the package
		} else if ev.Line > 0 {
			loc.PhysicalLocation.Region = &sarifRegion{StartLine: ev.Line}
		}
		res := sarifResult{
			RuleID: id, RuleIndex: idx, Level: level, Message: sarifMessage{Text: text},
			Locations:           []sarifLocation{loc},
			PartialFingerprints: map[string]string{"hogenFingerprint/v1": ev.Fingerprint},
		}
		if ev.Reproducer != "" {
			res.RelatedLocations = []sarifLocation{{ID: 1,
				PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: sarifArtifact{URI: relToModule(ev.Reproducer)}},
				Message:          &sarifMessage{Text: "reproducer: go test -run '^" + ev.Test + "$'"},
			}}
			res.Message.Text += " (reproducer: [" + ev.Test + "](1))"
		}
		run.Results = append(run.Results, res)
	}
	data, err := json.MarshalIndent(sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// loadBaseline reads the fingerprints of known findings from path: one
// per line, first on its line; # starts a comment. A file that does not
// exist is no error: the run writes it (writeBaseline).
func (s *session) loadBaseline(path string) error {
	if path == "" {
		return nil
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		s.writeBaselineTo = path
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	s.baseline = map[string]bool{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fp, _, _ := strings.Cut(line, " ")
		if len(fp) != 24 || strings.Trim(fp, "0123456789abcdef") != "" {
			return fmt.Errorf("%s:%d: %q is no fingerprint hogen wrote", path, n, fp)
		}
		s.baseline[fp] = true
	}
	return sc.Err()
}

// writeBaseline writes the fingerprints of this run's findings (not the
// suspicious ones, which never fail a run) where -baseline named a file
// that did not exist.
func (s *session) writeBaseline() error {
	if s.writeBaselineTo == "" {
		return nil
	}
	var lines []string
	for _, ev := range s.findings {
		if !ev.Suspicious {
			lines = append(lines, fmt.Sprintf("%s %s %s in %s", ev.Fingerprint, ev.Package, ev.Kind, ev.Party))
			for _, fp := range ev.Merged {
				lines = append(lines, fmt.Sprintf("%s %s %s, reported with %s", fp, ev.Package, ev.Kind, ev.Party))
			}
		}
	}
	sort.Strings(lines)
	text := "# hogen baseline: findings known when it was written, one fingerprint per line.\n# A run with -baseline reports only findings not listed here.\n" +
		strings.Join(lines, "\n")
	if len(lines) > 0 {
		text += "\n"
	}
	return os.WriteFile(s.writeBaselineTo, []byte(text), 0o644)
}
