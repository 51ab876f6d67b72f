package broken

func F() int { return undefinedThing }

func G() string { return 1 }
