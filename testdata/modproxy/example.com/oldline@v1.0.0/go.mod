module example.com/oldline

go 1.12
