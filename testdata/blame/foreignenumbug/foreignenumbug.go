// Package foreignenum answers questions about the months of a year,
// which it takes as time.Month: an enumeration of another package
// (January to December), whose values are its constants, and
// time.Month(13) is none. Season's own table, a season short, is the
// one finding wanted. Its pair is foreignenum.
package foreignenumbug

import "time"

var days = [12]int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// Days returns the days of m in a year that is not a leap year.
func Days(m time.Month) int { return days[m-1] }

// Quarter returns the quarter of the year m is in, from 1 to 4.
func Quarter(m time.Month) int { return int(m-1)/3 + 1 }

var seasons = [3]string{"winter", "spring", "summer"}

// Season returns the season of m in the northern hemisphere.
func Season(m time.Month) string { return seasons[int(m%12)/3] }
