module example.com/comparableiface

go 1.20
