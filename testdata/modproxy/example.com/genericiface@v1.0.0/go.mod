module example.com/genericiface

go 1.22
