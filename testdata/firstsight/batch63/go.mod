module firstsight63

go 1.26.8

require (
	github.com/RussellLuo/slidingwindow v0.0.0-20200528002341-535bb99d338b
	github.com/deliveryhero/pipeline/v2 v2.2.0
	github.com/enriquebris/goworkerpool v0.10.2
	github.com/goinggo/workpool v0.0.0-20160208222607-a68376913c9b
	github.com/goombaio/dag v0.0.0-20181006234417-a8874b1f72ff
	github.com/gyuho/goraph v0.0.0-20220410190906-ad625acf7ae3
	github.com/kazu/skiplistmap v0.7.3
	github.com/kevwan/mapreduce/v2 v2.1.1
	github.com/mborders/artifex v0.5.1
	github.com/qor/transition v0.0.0-20201010035849-dcb875909eb7
	github.com/wzshiming/trie v0.3.1
	github.com/xxjwxc/gowp v0.0.0-20240929033016-5be68d222389
)

require (
	github.com/asaskevich/govalidator v0.0.0-20200428143746-21a406dcc535 // indirect
	github.com/aymerick/douceur v0.2.0 // indirect
	github.com/cespare/xxhash v1.1.0 // indirect
	github.com/chris-ramon/douceur v0.2.0 // indirect
	github.com/enriquebris/goconcurrentcounter v0.0.0-20220112230718-926268af96e3 // indirect
	github.com/enriquebris/goconcurrentqueue v0.6.0 // indirect
	github.com/go-redis/redis v6.15.9+incompatible // indirect
	github.com/goombaio/orderedmap v0.0.0-20180924084748-ba921b7e2419 // indirect
	github.com/goombaio/orderedset v0.0.0-20180924084730-d1b9fdd81eca // indirect
	github.com/gorilla/context v1.1.1 // indirect
	github.com/gorilla/css v1.0.0 // indirect
	github.com/gorilla/securecookie v1.1.1 // indirect
	github.com/gorilla/sessions v1.2.0 // indirect
	github.com/gosimple/slug v1.9.0 // indirect
	github.com/jinzhu/gorm v1.9.16 // indirect
	github.com/jinzhu/inflection v1.0.0 // indirect
	github.com/jinzhu/now v1.1.1 // indirect
	github.com/kazu/elist_head v0.2.8 // indirect
	github.com/kazu/loncha v0.4.11 // indirect
	github.com/lk4d4/trylock v0.0.0-20191027065348-ff7e133a5c54 // indirect
	github.com/microcosm-cc/bluemonday v1.0.3 // indirect
	github.com/qor/admin v0.0.0-20200908023436-0c0a0b041c88 // indirect
	github.com/qor/assetfs v0.0.0-20170713023933-ff57fdc13a14 // indirect
	github.com/qor/audited v0.0.0-20171228121055-b52c9c2f0571 // indirect
	github.com/qor/middlewares v0.0.0-20170822143614-781378b69454 // indirect
	github.com/qor/qor v0.0.0-20200729071734-d587cffbbb93 // indirect
	github.com/qor/responder v0.0.0-20171031032654-b6def473574f // indirect
	github.com/qor/roles v0.0.0-20201008080147-dcaf8a4646d8 // indirect
	github.com/qor/session v0.0.0-20170907035918-8206b0adab70 // indirect
	github.com/qor/validations v0.0.0-20171228122639-f364bca61b46 // indirect
	github.com/rainycape/unidecode v0.0.0-20150907023854-cb7f23ec59be // indirect
	github.com/robfig/cron/v3 v3.0.1 // indirect
	github.com/rogpeppe/go-internal v1.16.0 // indirect
	github.com/seehuhn/mt19937 v0.0.0-20180715112136-cc7708819361 // indirect
	github.com/theplant/cldr v0.0.0-20190423050709-9f76f7ce4ee8 // indirect
	github.com/xxjwxc/public v0.0.0-20210518123934-6cc0965f0bc5 // indirect
	golang.org/x/net v0.0.0-20201202161906-c7110b5ffcbb // indirect
	golang.org/x/sys v0.26.0 // indirect
	gopkg.in/eapache/queue.v1 v1.1.0 // indirect
	gopkg.in/yaml.v2 v2.4.0 // indirect
)
