# Türkçe: oyunun terimleri assets/locales/glossary/README.md'deki gibidir.
# Oyuncuya "sen" diye hitap edilir. İsimlerin ardına ek getirilmez (ünlü
# uyumu isme göre değişir): cümle ismin çevresine kurulur ("Sıra: Ali").

## Pictures. Words drawn on the board's pictures: keep them short.

# A seat with no name (seats are numbered from 1).
picture-player = Oyuncu { $number }
picture-game-over = Oyun bitti
# The status line of the board: whose turn, and the tiles left to draw.
picture-to-play = Sıra: { $name } · { $left ->
    [one] { $left } karo kaldı
   *[other] { $left } karo kaldı
}
# Column headings of the players' panel and the score sheet.
picture-col-followers = Takipçi
picture-col-score = Puan
picture-col-bank = Kalan süre
picture-bank-dh = { $d } g { $h } sa
picture-bank-hm = { $h } sa { $m } dk
picture-bank-m = { $m } dk
picture-bank-left = { $left } kaldı
picture-col-roads = Yollar
picture-col-cities = Şehirler
picture-col-monasteries = Manastır
picture-col-farms = Tarlalar
picture-col-total = Toplam
picture-col-figures = Figürler
picture-col-wine = Şarap
picture-col-grain = Tahıl
picture-col-cloth = Kumaş
picture-col-goods = Mallar
# The turn picture.
picture-turn-of = Sıra: { $name }
picture-fits = { $count ->
    [0] Bu karo hiçbir yere uymuyor.
   *[other] Bu karonun uyduğu { $count } yer
}
picture-bag-left = { $count ->
    [0] Torba boş
   *[other] Torbada { $count } karo kaldı
}
# The follower close-up: each lettered spot, and what it is on.
picture-no-spot = Bu karoya takipçi konamaz.
picture-spot = { $letter }: { $feature ->
    [road] yol
    [city] şehir
    [monastery] manastır
    [garden] bahçe
   *[field] tarla
}
# The bag picture.
picture-bag-all-drawn = Bütün karolar çekildi.
picture-bag-all-fit = Şu an hepsi bir yere uyardı.
picture-bag-some-fit = Şu an { $fitting } karo bir yere uyardı; { $nowhere } karo uymazdı (kırmızı çerçeveli).
# The board tinted by who holds each feature.
picture-holders-title = Kim neyi tutuyor
picture-holders-key = Yollar, şehirler ve tarlalar en çok takipçisi olan oyuncunun renginde; eşitlikte çizgili.
picture-chart-race = Puan yarışı
picture-chart-end = Son
picture-chart-turns = Turlar
picture-chart-rating = Derece: { $name }
picture-chart-games = { $count ->
        [one] { $count } oyun, en eskisi solda
       *[other] { $count } oyun, en eskisi solda
    }
picture-chart-peak = En iyi { $rating }
picture-chart-season-peak = Sezonun en iyisi { $rating }
picture-standings-player = Oyuncu
picture-standings-points = Maç puanı
picture-standings-buchholz = Buchholz
picture-standings-score = Puan
picture-standings-played = Oynanan
picture-standings-withdrawn = { $name } (çekildi)
picture-standings-none = Henüz kimse oynamadı.
picture-chart-now = Şimdi: { $rating }

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Bu kanalda Carcassonne oyna.
cmd-carcassonne-new = yeni
cmd-carcassonne-new-desc = Yeni bir oyun için lobi aç.
cmd-host = ev_sahibi
cmd-host-desc = Bu kanalın oyununu ev sahibi olarak yönet (ya da Sunucuyu Yönet yetkisiyle).
cmd-host-options = seçenekler
cmd-host-options-desc = Başlamadan önce bu kanalın lobisinin seçeneklerini değiştir (ev sahibi).
cmd-carcassonne-turn = sıra
cmd-carcassonne-turn-desc = Sıranın düğmelerini yalnızca sana yeniden getir.
cmd-carcassonne-board = tahta
cmd-carcassonne-board-desc = Bu kanaldaki oyunun tahtasını ya da kimin neyi tuttuğunu yalnızca sana göster.
cmd-carcassonne-bag = torba
cmd-carcassonne-bag-desc = Torbada kalanları tür tür, yalnızca sana göster.
cmd-carcassonne-history = geçmiş
cmd-carcassonne-history-desc = Bu kanaldaki oyunun son hamleleri, sözle, yalnızca sana.
cmd-carcassonne-score = puan
cmd-carcassonne-score-desc = Puanları yollara, şehirlere, manastırlara ve tarlalara göre göster.
cmd-carcassonne-rules = kurallar
cmd-carcassonne-rules-desc = Bu kanaldaki oyunun kuralları ve seçenekleri (ya da sunucunun varsayılanları).
cmd-carcassonne-undo = geri_al
cmd-carcassonne-undo-desc = Diğer oyunculardan son hamleyi geri almayı iste (ardından gelen bilgisayar hamleleri de).
cmd-carcassonne-resign = çekil
cmd-carcassonne-resign-desc = Bu kanaldaki oyundan ayrıl.
cmd-host-cancel = iptal
cmd-host-cancel-desc = Bu kanaldaki oyunu iptal et (ev sahibi ya da Sunucuyu Yönet yetkisi olan biri).
cmd-host-resume = sürdür
cmd-host-resume-desc = Buradaki izinlerim düzelince bu kanalın duraklatılmış oyununu sürdür.
cmd-carcassonne-export = dışa_aktar
cmd-carcassonne-export-desc = Bu kanaldaki son oyunun kaydı (carcassonne-record/1).
cmd-carcassonne-replay = tekrar
cmd-carcassonne-replay-desc = Bu kanaldaki son oyunun animasyonu (şimdiye dek), yalnızca sana.
cmd-carcassonne-games = oyunlar
cmd-carcassonne-games-desc = Bu sunucuda süren oyunlar, yalnızca sana.
cmd-carcassonne-mine = benim
cmd-carcassonne-mine-desc = Bu sunucuda süren oyunların; önce seni bekleyenler.
cmd-carcassonne-notify = bildirim
cmd-carcassonne-notify-desc = Bu sunucunun oyunlarında sıranın sana nasıl bildirileceği.
cmd-host-skip = atla
cmd-host-skip-desc = Sıradaki oyuncunun turunu atla (ev sahibi ya da Sunucuyu Yönet yetkisi olan biri).
cmd-host-remove = çıkar
cmd-host-remove-desc = Bir oyuncuyu oyundan çıkar; takipçileri kalır (ev sahibi ya da Sunucuyu Yönet).
cmd-host-standin = yedek
cmd-host-standin-desc = Bir oyuncunun yerini bilgisayara ver; o yer derecelendirilmez (ev sahibi ya da Sunucuyu Yönet).
cmd-host-clock = saat
cmd-host-clock-desc = Bu oyunun tur saatini durdur ya da başlat (ev sahibi ya da Sunucuyu Yönet yetkisi olan biri).
cmd-host-links = bağlantılar
cmd-host-links-desc = Yeni izleme bağlantıları; eskiler artık çalışmaz (ev sahibi ya da Sunucuyu Yönet yetkisi olan).
cmd-carcassonne-help = yardım
cmd-carcassonne-help-desc = Bu botla nasıl oynanır.
cmd-settings = ayarlar
cmd-settings-desc = Yeni oyunlar için sunucu varsayılanları (Sunucuyu Yönet).
cmd-leaderboard = sıralama
cmd-leaderboard-desc = Bu sunucunun en iyi oyuncuları.
cmd-stats = istatistik
cmd-stats-desc = Birinin bu sunucudaki karnesi: derece, son 10 oyun ve birine karşı.

# Options, by name; a command can have its own description of one.
opt-small_city = küçük_şehir
opt-small_city-desc = Tamamlanmış 2 karoluk şehrin puanı
opt-farms = çiftçiler
opt-farms-desc = Çiftçiler nasıl puan alır
opt-end_scoring = son_sayım
opt-end_scoring-desc = Sonda bitmemiş neler puan alır
opt-seats = yerler
opt-seats-desc = Yer sayısı (2 ile 6 arası)
opt-turn_hours = tur_saati
opt-turn_hours-desc = Tur başına saat (0: sınır yok)
opt-thread = alt_başlık
opt-thread-desc = Kendi alt başlığında oyna
opt-computers = bilgisayarlar
opt-computers-desc = Şimdi oturtulacak bilgisayar oyuncuları (lobide daha fazla eklenebilir)
opt-computer_level = bilgisayar_seviyesi
opt-computer_level-desc = Bilgisayar oyuncuları ne kadar iyi oynar
opt-language = dil
opt-language-desc = Oyunun dili (belirtilmezse sunucununki)
opt-river = nehir
opt-river-desc = Nehir ile oyna (önce kaynak, en son göl)
opt-abbot = başrahip
opt-abbot-desc = Başrahip ile oyna (bahçeler ve herkese bir başrahip)
opt-inns_cathedrals = hanlar_katedraller
opt-inns_cathedrals-desc = Hanlar ve Katedraller ile oyna
opt-traders_builders = tüccarlar_inşaatçılar
opt-traders_builders-desc = Tüccarlar ve İnşaatçılar ile oyna
opt-host-options-language-desc = Oyunun dili
opt-settings-language-desc = Yeni oyunların dili (belirtilmezse sunucunun kendi dili)
opt-show = göster
opt-show-desc = Tahta (varsayılan) ya da her yol, şehir ve tarla sahibinin renginde
opt-moves = hamleler
opt-moves-desc = Kaç hamle (varsayılan 10)
opt-how = nasıl
opt-how-desc = Sana nasıl haber verilsin (şu anki yolu görmek için boş bırak)
opt-player = oyuncu
opt-player-desc = Çıkarılacak oyuncu
opt-host-standin-player-desc = Yerini bilgisayarın alacağı oyuncu
opt-stand_in = yedek
opt-stand_in-desc = Süresi biten, çekilen ya da çıkarılan oyuncunun yerini kim alır
opt-time_bank = süre_bankası
opt-time_bank-desc = Tur başına saat yerine her oyuncuya süre bankası (Board Game Arena saati gibi)
opt-action = eylem
opt-action-desc = Saati durdur ya da yeniden başlat
opt-reminder_hours = hatırlatma_saati
opt-reminder_hours-desc = Hatırlatmaya kadar saat (0: hatırlatma yok)
opt-forfeit_after = hükmen_yenilgi
opt-forfeit_after-desc = Hükmen yenilgiden önce üst üste kaçırılan tur (0: asla)
opt-threads = alt_başlıklar
opt-threads-desc = Her oyuna kendi alt başlığı
opt-lobby_hours = lobi_saati
opt-lobby_hours-desc = Başlatılmazsa lobinin açık kaldığı saat (0: süresiz; varsayılan 48)
opt-lobbies_per_member = üye_başına_lobi
opt-lobbies_per_member-desc = Bir üyenin aynı anda açabileceği lobi (0: sınırsız; varsayılan 3)
opt-ask_cooldown_minutes = istek_bekleme_dakika
opt-ask_cooldown_minutes-desc = Bir kişinin rövanş ya da geri alma istekleri arası dakika (0: yok; varsayılan 10)
opt-threads_per_hour = saatlik_alt_başlık
opt-threads_per_hour-desc = Botun oyunlar için saatte açtığı alt başlık (0: sınırsız; varsayılan 10)
opt-games_per_channel = kanal_başına_oyun
opt-games_per_channel-desc = Bir kanalın ve alt başlıklarının birlikte tutabileceği oyun (0: sınırsız; varsayılan 10)
opt-season = sezon
opt-settings-season-desc = Sıralama sezonları: dereceler her ay ya da çeyrekte yeniden başlar (kapalı: yalnızca tüm zamanlar)
opt-leaderboard-season-desc = Hangi sıralama: bu sezon (varsayılan), geçen sezon ya da tüm zamanlar
opt-season_channel = sezon_kanalı
opt-season_channel-desc = Sezon bitince ilk üçün duyurulacağı yer
opt-season_announce = sezon_duyurusu
opt-season_announce-desc = Her sezonun ilk üçünü duyur (false: hiçbir şey duyurma)
opt-user = kullanıcı
opt-user-desc = Kimin istatistikleri (varsayılan: seninki)
opt-against = karşı
opt-against-desc = Bu kişiye karşı karnesi

# Choices, by option and place in the list (languages keep their own names).
choice-small_city-0 = 4 puan (güncel kurallar)
choice-small_city-1 = 2 puan (ilk baskı)
choice-farms-0 = tarla başına (güncel kurallar)
choice-farms-1 = şehir başına (ilk baskı)
choice-farms-2 = çiftçi yok
choice-end_scoring-0 = bitmemiş her şey puan alır
choice-end_scoring-1 = yalnızca bitmemiş manastırlar
choice-computer_level-0 = kolay
choice-computer_level-1 = orta
choice-computer_level-2 = zor
choice-stand_in-0 = kimse: yer oyundan ayrılır
choice-stand_in-1 = bir bilgisayar oyuncusu (kolay)
choice-stand_in-2 = bir bilgisayar oyuncusu (orta)
choice-stand_in-3 = bir bilgisayar oyuncusu (zor)
choice-time_bank-0 = kapalı (tur başına saat)
choice-time_bank-1 = 1 gün, tur başına +8 saat, en çok 2 gün
choice-time_bank-2 = 3 gün, tur başına +1 gün, en çok 7 gün
choice-time_bank-3 = 7 gün, tur başına +2 gün, en çok 14 gün
choice-settings-season-0 = aylık
choice-settings-season-1 = üç aylık
choice-settings-season-2 = kapalı
choice-leaderboard-season-0 = bu sezon
choice-leaderboard-season-1 = geçen sezon
choice-leaderboard-season-2 = tüm zamanlar
choice-show-0 = tahta
choice-show-1 = kim neyi tutuyor (yollar, şehirler, tarlalar)
choice-how-0 = oyunun kanalında beni an
choice-how-1 = bana özel mesaj gönder
choice-how-2 = bildirim yok (yalnızca tur mesajı)
choice-action-0 = durdur (tatil için)
choice-action-1 = yeniden başlat

## Refusals: why an action was not done. Nothing changed after any of them.

error-unknown-game = Böyle bir oyun yok.
error-channel-busy = Bu kanalda zaten bir oyun var (#{ $game }). Önce onu bitir ya da iptal et veya oyunu bir alt başlıkta başlat.
error-not-in-lobby = Bu yalnızca lobide, oyun başlamadan önce yapılabilir.
error-not-started = Oyun henüz başlamadı.
error-game-over = Bu oyun bitti.
error-already-joined = Zaten bu oyundasın.
error-lobby-full = Oyun dolu ({ $seats } yer).
error-not-in-game = Bu oyunda oynamıyorsun.
error-host-cannot-leave = Bu oyunun ev sahibisin: ayrılmak yerine oyunu iptal et.
error-not-host = Bunu yalnızca ev sahibi yapabilir.
error-not-allowed-to-cancel = Oyunu yalnızca ev sahibi ya da bir sunucu yöneticisi iptal edebilir.
error-too-few-players = Bir oyunun başlaması için en az 2 oyuncu gerekir.
error-seats-changing = Şu anda lobiye katılan ya da ayrılan var; Başlat'a yeniden bas.
error-not-your-turn = Sıra şu oyuncuda: { $name }.
error-turn-over = Bu tur bitti; en son mesaja bak.
error-no-such-spot = Bu karoda { $letter } yeri yok.
error-bad-seats = Bir oyunda 2 ile 6 arası yer olur, { $seats } değil.
error-turn-limit-too-short = Tur süresi en az bir dakika olmalı.
error-reminder-too-soon = Hatırlatma en erken bir dakika sonra gelebilir.
error-forfeit-never = Hükmen yenilgi en az bir kaçırılan turdan sonra olur.
error-seats-taken = Zaten { $players } oyuncu katıldı.
error-corrupt = Bu oyunun kayıtlı hamleleri okunamıyor, bu yüzden oyun sürdürülemez. Ev sahibi ya da bir sunucu yöneticisi oyunu iptal edebilir.
error-no-computer = Çıkarılacak bilgisayar oyuncusu yok.
error-computer-turn = Sıra bir bilgisayar oyuncusunda; kendiliğinden oynar.
error-paused = #{ $game } numaralı oyun duraklatıldı: Discord, kanalındaki mesajlarımı reddediyor. Oradaki izinlerim düzelince ev sahibi ya da bir sunucu yöneticisi `/ev_sahibi sürdür` ile oyunu sürdürebilir.
error-not-paused = Bu oyun duraklatılmadı.
error-not-allowed-to-resume = Oyunu yalnızca ev sahibi ya da bir sunucu yöneticisi sürdürebilir.
error-nothing-to-take-back = Bu turda geri alınacak yerleştirilmiş bir karo yok.
error-not-finished = O oyun henüz bitmedi.
error-not-allowed-to-manage = Bunu yalnızca ev sahibi ya da bir sunucu yöneticisi yapabilir.
error-competitor-manages = Bir turnuva oyununda bunu yalnızca turnuvanın ev sahibi (o oyunda oynamıyorsa) ya da bir sunucu yöneticisi yapabilir, oyunculardan biri asla.
error-tournament-undo-needs-consent = Bir turnuva oyununda bir hamle ancak tüm rakiplerin onayıyla geri alınır ve bir bilgisayar oyuncusu bu onayı veremez.
error-not-a-player = Bu oyunda oynamıyor: { $name }.
error-clock-stopped = Bu oyunun saati zaten durduruldu; `/ev_sahibi saat` yeniden başlatır.
error-clock-running = Bu oyunun saati zaten işliyor.
error-nothing-to-undo = Henüz geri alınacak bir hamle yok.
error-cannot-undo = Son hamle atlanan bir tur ya da ayrılan bir oyuncuydu; bu geri alınamaz.
error-undo-vote-open = Bu oyunda zaten açık bir geri alma oylaması var; herkes yanıtlayınca biter.
error-undo-vote-closed = O geri alma oylaması kapandı.
error-not-a-voter = Bu geri almayı yalnızca diğer oyuncular oylar.
error-internal = Bizim tarafta bir şeyler ters gitti; hiçbir şey değişmedi. Lütfen yeniden dene.
error-saved = Kaydedildi, ama gösterirken bizim tarafta bir şeyler ters gitti; oyunun mesajları birazdan yetişecek.
error-too-many-threads = Bu sunucunun saatte { $limit } yeni alt başlık sınırına ulaşıldı. { $minutes } dakika sonra yeniden dene ya da oyunu burada, alt başlıksız başlat.
error-too-many-games = Bu kanal ve alt başlıkları, sunucunun izin verdiği en çok sayıda, yani { $limit } oyunu zaten tutuyor (süren ya da oyuncu bekleyen). { $limit ->
        [one] O bitince
       *[other] Biri bitince
    } yeniden dene ya da oyunu başka bir kanalda başlat.
error-too-many-lobbies = Bu sunucuda zaten izin verilen en çok sayıda, yani { $limit } açık lobinin ev sahibisin. { $limit ->
        [one] Onu
       *[other] Birini
    } başlat ya da iptal et, sonra yeniden dene.
error-rematch-asked-recently = Az önce rövanş istedin. Kimse bu kadar kısa sürede yeniden dürtülmesin diye { $minutes } dakika sonra yeniden isteyebilirsin.
error-undo-asked-recently = Az önce geri alma istedin. Kimse bu kadar kısa sürede yeniden dürtülmesin diye { $minutes } dakika sonra yeniden isteyebilirsin.
error-choose-level = Menüden bir seviye seç.
error-choose-expansions = Menüden genişletmeleri seç.
error-choose-position = Menüden bir konum seç.

# Moves the rules do not allow. $side is north, east, south or west; $edge
# and $neighbour are field, road or city; $kind is road, city, monastery or
# field; $pos is a square such as (2, -1); $port a spot code such as N or NNW.
illegal-game-over = Oyun bitti.
illegal-tile-already-placed = Karonu zaten yerleştirdin; şimdi bir takipçiyi nereye koyacağını seç ya da hiç koyma.
illegal-tile-not-placed = Takipçi seçmeden önce karonu yerleştir.
illegal-occupied = { $pos } konumunda zaten bir karo var.
illegal-not-adjacent = Bir karo tahtadaki bir karoya değmeli; { $pos } hiçbirine değmiyor.
illegal-edge-mismatch = O karo { $pos } konumuna uymuyor: { $side ->
        [north] kuzey
        [east] doğu
        [south] güney
       *[west] batı
    } kenarında { $edge ->
        [road] yol
        [river] nehir
        [city] şehir
       *[field] tarla
    } var, ama { $side ->
        [north] kuzeydeki
        [east] doğudaki
        [south] güneydeki
       *[west] batıdaki
    } karoda orada { $neighbour ->
        [road] yol
        [river] nehir
        [city] şehir
       *[field] tarla
    } var.
illegal-no-followers-left = Elinde hiç takipçi kalmadı.
illegal-farmers-not-used = Bu oyunda çiftçi kullanılmıyor.
illegal-no-such-feature = Bu karonun { $port } yerinde { $kind ->
        [road] yol
        [city] şehir
        [monastery] manastır
       *[field] tarla
    } yok.
illegal-no-monastery = Bu karoda manastır yok.
illegal-port-needed = { $kind ->
        [road] Haydudun
        [city] Şövalyenin
        [monastery] Keşişin
       *[field] Çiftçinin
    } karonun neresine gideceğini söyle: { $kind ->
        [road] bir yol
        [city] bir şehir
        [monastery] bir manastır
       *[field] bir tarla
    } için yer gerekir.
illegal-monastery-takes-no-port = Keşiş manastırın kendisinde durur; yer gerekmez.
illegal-feature-occupied = O { $kind ->
        [road] yolda
        [city] şehirde
        [monastery] manastırda
        [garden] bahçede
       *[field] tarlada
    } zaten bir takipçi var.
illegal-not-playing = O oyuncu artık oyunda değil.
illegal-river-closed = Nehir kapandı: artık nehir karosu yerleştirilemez.
illegal-river-must-extend = Bir nehir karosu nehri sürdürmeli: { $pos } konumuna, nehir kenarı nehrin açık ucuna bakacak biçimde gider.
illegal-river-u-turn = Nehir üst üste iki kez aynı yöne dönemez.
illegal-figure-not-in-play = { $figure ->
        [large] Büyük takipçi
        [abbot] Başrahip
        [builder] İnşaatçı
        [pig] Domuz
       *[follower] Takipçiler
    } bu oyunda kullanılmıyor.
illegal-no-figure-left = { $figure ->
        [large] Büyük takipçin
        [abbot] Başrahibin
        [builder] İnşaatçın
        [pig] Domuzun
       *[follower] Bütün takipçilerin
    } zaten tahtada.
illegal-no-garden = Bu karoda bahçe yok.
illegal-figure-not-there = { $figure ->
        [abbot] Başrahip yalnızca bir manastıra ya da bahçeye gider
        [builder] İnşaatçı yalnızca bir yola ya da şehre gider
        [pig] Domuz yalnızca bir tarlaya gider
       *[other] Bahçeye yalnızca başrahip gider
    }; burası bir { $kind ->
        [road] yol
        [city] şehir
        [monastery] manastır
        [garden] bahçe
       *[field] tarla
    }.
illegal-builder-on-completed = O yapı bu karoyla tamamlanıyor; inşaatçı yalnızca hâlâ büyüyen bir yapıya gider.
illegal-builder-needs-follower = İnşaatçı yalnızca zaten takipçin olan bir yola ya da şehre gider.
illegal-pig-needs-farmer = Domuz yalnızca zaten çiftçin olan bir tarlaya gider.
illegal-no-abbot-on-board = Tahtada geri alınacak başrahibin yok.
illegal-abbot-feature-complete = Başrahibinin manastırı ya da bahçesi tamamlandı; puanını alır ve kendiliğinden geri döner.
illegal-abbot-return-with-figure = Başrahibi geri almak bu turun figür adımıdır: ayrıca figür koyamazsın.

# Discord's names for the bot's permissions, as its settings show them.
perm-view-channel = Kanalı Görüntüle
perm-send-messages = Mesaj Gönder
perm-attach-files = Dosya Ekle
perm-read-message-history = Mesaj Geçmişini Oku
perm-create-public-threads = Herkese Açık Alt Başlıklar Oluştur
perm-send-messages-in-threads = Alt Başlıklarda Mesaj Gönder
# $list names the permissions; $count says how many.
error-missing-permissions = { $thread ->
        [yes] Bu alt başlıkta
       *[no] Bu kanalda
    } oyun yürütemem: burada { $list } { $count ->
        [one] iznim
       *[other] izinlerim
    } eksik. Bir sunucu yöneticisi bunları kanalın ayarlarından (İzinler) verebilir; sonra yeniden dene.
# Joins names in a list: "A, B and C".
list-and = { $init } ve { $last }
paused-notice = <#{ $channel }> kanalındaki #{ $game } numaralı oyun duraklatıldı: Discord oradaki mesajlarımı reddediyor, yani bir iznim alındı. Gerekenler: { $list } (alt başlıkta { $send } yerine { $threads }). Bu düzelince ev sahibi ya da bir sunucu yöneticisi orada `/ev_sahibi sürdür` çalıştırabilir; o zamana dek tur saati durur.
paused-thread-notice = <#{ $channel }> kanalındaki #{ $game } numaralı oyun duraklatıldı: alt başlığı arşivlendi ya da kilitlendi ve onu yeniden açamıyorum. Bir moderatör kilidi açınca ev sahibi ya da bir sunucu yöneticisi orada `/ev_sahibi sürdür` çalıştırabilir; o zamana dek tur saati durur.
error-unknown-options = Bu komutun { $options } adlı { $count ->
        [one] seçeneği
       *[other] seçenekleri
    } yok. Discord bu botun komutlarını hâlâ güncelliyor olabilir; bir dakika sonra yeniden dene.
error-unreadable-option = { $option } seçeneği okunamadı: o seçeneğin aldığı bir değer değil. `/carcassonne yardım` seçenekleri listeler.
error-stale-command = Bu komut, botun kendi sürümüyle uyuşmuyor (aralık dışı bir seçenek ya da olmayan bir seçim). Discord bu botun komutlarını hâlâ güncelliyor olabilir; bir dakika sonra yeniden dene.
error-needs-manage-server = Bu sunucunun varsayılanlarını yalnızca Sunucuyu Yönet izni olan biri değiştirebilir.
error-server-only = Carcassonne bir sunucunun kanallarında oynanır; bu komut orada çalışır, özel mesajlarda değil.

## Answers to commands, seen only by the person who asked unless said.

answer-pick-subcommand = Alt komutlardan birini seç: { $list }.
answer-no-thread = Discord burada alt başlık açmama izin vermedi. Yeniden dene ya da oyunu alt başlıksız başlat (`alt_başlık: False`).
answer-threads-full = Bu sunucuda Discord'un izin verdiği kadar etkin alt başlık var (1.000), bu yüzden oyun için bir tane açamıyorum. Yer açmak için biten alt başlıkları arşivle ya da oyunu burada alt başlıksız başlat (`alt_başlık: False`).
answer-game-open = { $thread ->
        [yes] #{ $game } numaralı oyun <#{ $channel }> içinde açıldı: lobi orada.
       *[no] #{ $game } numaralı oyun açıldı: lobi hemen aşağıda.
    }
answer-no-lobby = Bu kanalda lobi yok.
answer-options-started = Oyun başladı: seçenekleri olduğu gibi kalır.
answer-options-saved = Kaydedildi. #{ $game } numaralı oyun şöyle oynanacak:
    { $rules }
answer-no-game-start-one = Bu kanalda oyun yok. `/carcassonne yeni` ile bir tane başlat.
answer-no-running-game = Bu kanalda süren bir oyun yok.
answer-no-game = Bu kanalda oyun yok.
answer-no-game-to-cancel = Bu kanalda iptal edilecek oyun yok.
# Public, under the score sheet.
answer-scores = #{ $game } numaralı oyunun puanları.
answer-rules-of-game = #{ $game } numaralı oyun:
    { $rules }
answer-rules-of-server = Bu sunucunun yeni oyunlar için varsayılanları:
    { $rules }
answer-undone = Geri alındı; oyun oradan sürüyor.
# $closes is a time, shown by Discord in the reader's own format.
answer-undo-asked = İstendi. Diğerleri <t:{ $closes }:f> tarihine dek kabul edebilir.
answer-resigned = #{ $game } numaralı oyundan ayrıldın.
# Public.
answer-cancelled = #{ $game } numaralı oyun iptal edildi.
answer-resumed = #{ $game } numaralı oyun sürüyor; tur saati yeniden işliyor.
answer-record = #{ $game } numaralı oyunun kaydı.
answer-replay-cooldown = Az önce tekrar istedin; { $seconds } sn sonra yeniden isteyebilirsin.
answer-replay = #{ $game } numaralı oyun, tur tur.
answer-replay-busy = Şu an başka bir tekrar çiziyorum; oyunlar hızlı kalsın diye tek tek çiziyorum. Bir dakika sonra yeniden iste.
answer-computer-turn = Sıra şu oyuncuda: { $name }; kendiliğinden oynar.
answer-not-your-turn = Sıra sende değil, şu oyuncuda: { $name }.
answer-turn-link = Tur mesajı: { $link }
answer-done = Tamam: { $what }
answer-links-renewed = Bu oyunun eski izleme bağlantıları artık çalışmıyor; yeni kartlarda yenisi var.
# $how is mention, dm or quiet.
answer-notice-set = Bundan sonra sıran sana { $how ->
        [mention] oyunun kanalında anılarak
        [dm] tura bağlantılı bir özel mesajla (DM'lerin bana kapalıysa kanalda anılarak)
       *[quiet] yalnızca tur mesajıyla, bildirimsiz
    } bildirilir.
answer-notice-now = Sıran sana { $how ->
        [mention] oyunun kanalında anılarak
        [dm] tura bağlantılı bir özel mesajla (DM'lerin bana kapalıysa kanalda anılarak)
       *[quiet] yalnızca tur mesajıyla, bildirimsiz
    } bildiriliyor. `/carcassonne bildirim` ile değiştir.
answer-config-saved = Kaydedildi. Bu sunucudaki yeni oyunlar:
    { $rules }{ $threads ->
        [yes] Her oyunun kendi alt başlığı olur.
       *[no] Oyunlar kanalda oynanır.
    } { $lobby_hours ->
        [0] Lobiler başlatılana ya da iptal edilene dek açık kalır.
       *[other] Lobiler başlatılmazsa { $lobby_hours } saat sonra kapanır.
    }

## Answers to clicks, seen only by the person who clicked.

click-unknown-control = Bu düğme botun bildiği bir düğme değil; hiçbir şeyi değiştirmez.
click-other-channel = Bu düğme başka bir kanaldaki oyuna ait; hiçbir şeyi değiştirmez.
click-no-board = Bu bot tahtayı Discord içinde açamıyor; düğmeleri ya da görünüyorsa “Canlı izle”yi kullanın.
click-rematch-open = #{ $game } numaralı oyun açıldı: lobisi aşağıda. Diğerleri davet edildi.

## Game messages in the channel, in the game's language.

duration-days = { $n ->
        [one] { $n } gün
       *[other] { $n } gün
    }
duration-hours = { $n ->
        [one] { $n } saat
       *[other] { $n } saat
    }
duration-minutes = { $n ->
        [one] { $n } dakika
       *[other] { $n } dakika
    }
# The rules in force; $small is four or two, $farms per-field, per-city or
# off, $end all or monasteries.
rules-line = { $small ->
        [two] 2 karoluk şehir 2 puan alır (ilk baskı)
       *[four] 2 karoluk şehir 4 puan alır
    }; { $farms ->
        [per-city] çiftçiler her tamamlanmış şehir için bir kez puan alır (ilk baskı)
        [off] çiftçi yok
       *[per-field] çiftçiler tarlalarının değdiği her tamamlanmış şehir için 3 puan alır
    }; { $end ->
        [monasteries] sonda yalnızca bitmemiş manastırlar puan alır
       *[all] sonda bitmemiş yollar, şehirler ve manastırlar puan alır
    }
rules-turn-time = { $time }; sonra { $forfeit ->
        [yes] tur atlanır, üst üste { $after } tur kaçıran oyuncu hükmen yenilir
       *[no] tur atlanır
    }
rules-no-turn-limit = sınır yok
rules-rules = **Kurallar:** { $rules }.
expansion-name = { $name ->
        [river] Nehir
        [abbot] Başrahip
        [inns_cathedrals] Hanlar ve Katedraller
       *[traders_builders] Tüccarlar ve İnşaatçılar
    }
rules-expansions = **Genişletmeler:** { $list }.
rules-no-expansions = **Genişletmeler:** yok (temel oyun).
rules-seats = **Yerler:** en çok { $seats }.
rules-turn = **Tur süresi:** { $turn_time }.
rules-reminder = **Hatırlatma:** hamlesiz { $time } sonra.
rules-stand-in = **Yedekler:** süresi biten, çekilen ya da çıkarılan birinin yerini bir bilgisayar oyuncusu ({ $level }) alır; o yer derecelendirilmez.
rules-bank = herkese { $start } süre bankası, her tur { $increment } daha, en çok { $cap }; yalnızca kendi turunda işler
rules-language = **Dil:** { $language }.
lobby-title = **Carcassonne** — #{ $game } numaralı oyun, ev sahibi { $host }
lobby-players = **Oyuncular ({ $joined }/{ $seats }):** { $players }
lobby-can-start = Ev sahibi oyunu şimdi başlatabilir.
lobby-waiting = En az bir oyuncu daha bekleniyor…
lobby-closes = Başlatılmazsa lobi <t:{ $closes }:R> kapanır.
lobby-add-computer-menu = Bilgisayar oyuncusu ekle (ev sahibi)…
lobby-expansions-menu = Genişletmeler (ev sahibi seçer)
lobby-add-computer = Bilgisayar oyuncusu ekle: { $level }
level-easy = kolay
level-medium = orta
level-hard = zor
level-random = rastgele
level-easy-blurb = Kuralları bilir, en iyi hamleyi sık kaçırır
level-medium-blurb = Şu an en iyi görünen hamleyi yapar
level-hard-blurb = Torbada kalan karoları hesaba katar
level-random-blurb = Kurallara uygun herhangi bir hamle
# Buttons: at most 80 characters.
button-join = Katıl
button-leave = Ayrıl
button-start = Başlat
button-cancel = İptal
button-remove-computer = Bilgisayarı çıkar
button-previous = ◀ Önceki
button-next = Sonraki ▶
button-fits-one-way = Tek yönde uyuyor
button-turn = ⟳ Döndür
button-turn-left = ⟲ Sola döndür
button-turn-right = ⟳ Sağa döndür
button-confirm = Onayla
button-no-follower = Takipçi yok
button-take-back = ↩ Karoyu geri al
button-rematch = Rövanş
button-agree = Kabul
button-refuse = Ret
# The turn message. $player is a mention; $tile a tile's letter.
turn-header = { $player }, sıra sende ({ $move }. hamle). Karon **{ $tile }**; torbada { $left } karo kaldı.
turn-deadline = Süre <t:{ $deadline }:R> doluyor.
turn-clock-stopped = Saat durduruldu.
turn-pick = Numarasıyla bir konum seç, karoyu döndür, sonra onayla.
turn-shown-in-place = Karo yerinde gösteriliyor. Döndür ya da başka bir konum seç, sonra onayla.
# Under each position in the menu: at most 100 characters.
turn-fits-ways = { $ways ->
        [one] tek yönde uyuyor
       *[other] { $ways } yönde uyuyor
    }
turn-choose-position = { $pages ->
        [one] Bir konum seç
       *[other] Bir konum seç (sayfa { $page }/{ $pages })
    }
feature = { $kind ->
        [road] yol
        [city] şehir
        [monastery] manastır
        [garden] bahçe
       *[field] tarla
    }
follower-step = { $player }, karo yerleşti. Harfli bir yere bir takipçi koy ya da hiç koyma. { $left } takipçin kaldı.
dm-turn = <#{ $channel }> kanalındaki #{ $game } numaralı Carcassonne oyununda sıra sende ({ $move }. hamle).
dm-reminder = ⏰ Hatırlatma: <#{ $channel }> kanalındaki #{ $game } numaralı Carcassonne oyununda sıra hâlâ sende ({ $move }. hamle).
dm-link = Sıran: { $link }
dm-how-to-change = Sunucuda `/carcassonne bildirim` sana nasıl haber verileceğini değiştirir.
dm-fallback = { $player }, sıran seni bekliyor: { $link }
dm-fallback-reminder = ⏰ { $player }, sıran hâlâ seni bekliyor: { $link }
dm-closed = DM'lerin bana kapalı, bu yüzden seni burada anıyorum. Onları aç ya da `/carcassonne bildirim` ile başka bir yol seç.
board-turn = #{ $game } numaralı oyun: sıra { $name } oyuncusunda ({ $move }. hamle).
board-holders-turn = #{ $game } numaralı oyun: kim neyi tutuyor, sıra { $name } oyuncusunda ({ $move }. hamle).
board-holders-end = #{ $game } numaralı oyun: sonda kim neyi tutuyordu.
board-over = #{ $game } numaralı oyun bitti.
board-not-started = #{ $game } numaralı oyun henüz başlamadı.
board-cancelled = #{ $game } numaralı oyun iptal edildi.
bag-not-started = #{ $game } numaralı oyun henüz başlamadı: { $total } karonun hepsi torbada.
bag-over = #{ $game } numaralı oyun bitti: çekilecek bir şey kalmadı.
bag-left = #{ $game } numaralı oyun: { $left ->
        [0] torba boş; eldeki karo sonuncusu.
        [one] torbada { $left } karo kaldı; { $fitting ->
            [0] şu an hiçbir yere uymazdı.
           *[other] şu an bir yere uyardı.
        }
       *[other] torbada { $left } karo kaldı; { $nowhere ->
            [0] şu an hepsi bir yere uyardı.
           *[other] şu an { $fitting } tanesi bir yere uyardı, { $nowhere } tanesi uymazdı.
        }
    }
final-title = Son puanlar
# $medal is 🥇, 🥈, 🥉 or ▫️; $left is yes for a player who left the game.
final-line = { $medal } { $player } — **{ $score }** (yollar { $roads }, şehirler { $cities }, manastırlar { $monasteries }, tarlalar { $farms }{ $goods ->
        [0] {""}
       *[other] , mallar { $goods }
    }){ $left ->
        [yes] , oyundan ayrıldı
       *[no] {""}
    }
final-rating = derece { $before } → { $after }
undo-last-move = son hamle
undo-vote = **Geri alınsın mı?** { $asker }, #{ $game } numaralı oyunda şunu geri almak istiyor: { $what }. { $voters }: kabul ediyor musunuz? Herkes <t:{ $closes }:R> kabul etmeli.
undo-agreed = Şimdiye dek kabul edenler: { $names }.
rematch-invite = { $count ->
        [0] #{ $old } numaralı oyunun rövanşı: #{ $game } numaralı oyunun lobisi hemen yukarıda.
       *[other] #{ $old } numaralı oyunun rövanşı! { $players }: #{ $game } numaralı oyunun lobisi hemen yukarıda; yeniden oynamak için **Katıl**'a basın.
    }

## Lists and stats, in the language of whoever asked.

leaderboard-title = Sıralama
leaderboard-title-season = Sıralama — sezon { $season }
season-over = 🏆 **Sezon { $season } bitti.** En iyi oyuncuları:
season-top-line = { $medal } { $player } — derece { $rating }, { $games } oyun, { $wins } galibiyet
leaderboard-empty = Bu sunucuda henüz kimse bir oyunu bitirmedi.
leaderboard-line = { $place }. { $player } — derece { $rating } · { $games } oyun, { $wins } galibiyet · ortalama { $average }, en iyi { $best }
games-title = { $count ->
        [0] Bu sunucuda süren oyun yok. `/carcassonne yeni` ile bir tane başlat.
        [one] **Bu sunucuda { $count } oyun sürüyor**
       *[other] **Bu sunucuda { $count } oyun sürüyor** (sayfa { $page }/{ $pages }, en uzun bekleyen önce)
    }
games-cannot-check = Discord'a hangi kanalları görebildiğini soramadım, bu yüzden şimdilik oyun listelemiyorum. Lütfen bir dakika sonra yeniden dene.
stats-cannot-check = Discord'a hangi kanalları görebildiğini soramadım, bu yüzden son oyunlar şimdilik listelenmiyor.
games-your-turn = sıra sende
games-turn-of = sıra: { $name }
games-between-turns = turlar arasında
games-since = <t:{ $since }:R> beri
games-go-to-it = git
games-progress = { $played } tur oynandı, { $left } karo kaldı
games-paused = duraklatıldı
mine-none = Bu sunucuda hiçbir oyunda oynamıyorsun. `/carcassonne oyunlar` süren oyunları listeler.
mine-title = **Oyunların** ({ $count }): { $yours ->
        [0] şu an hiçbiri seni beklemiyor.
       *[other] { $yours } oyunda sıra sende.
    }
stats-none = { $player } bu sunucuda henüz bir oyunu bitirmedi.
stats-line = { $player }: { $games } oyun, { $wins } galibiyet, ortalama puan { $average }, en iyi { $best }; derece { $rating } (beceri { $mu } ± { $sigma }).
history-none = #{ $game } numaralı oyunda henüz hamle yok.
history-title = #{ $game } numaralı oyun: { $total } hamlenin son { $shown ->
        [one] hamlesi
       *[other] { $shown } hamlesi
    }
history-end = Son.
recent-title = Son { $count ->
        [one] oyun
       *[other] { $count } oyun
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 kazandı
       *[other] { $players } oyuncu içinde { $rank }.
    }, { $score } puan
against-none = { $a } ile { $b } bu sunucuda henüz birlikte bir oyun bitirmedi.
against-line = **{ $b } ile:** birlikte { $games } oyun; { $a } { $ahead } oyunda önde, { $behind } oyunda geride, { $level } oyunda berabere.
replay-whole-game = Bütün oyun:

## What happened, said in the game's channel. Names come as $player,
## $name, $asker… and are shown as typed.

someone = Biri
undo-refused = { $voter }, { $asker } adlı oyuncunun istediği geri almayı reddetti; hamleler kalıyor.
undo-agreed-by-all = Herkes { $asker } ile aynı fikirde: { $moves } geri alındı.
undo-done = { $asker } geri aldı: { $moves }.
undo-turn-undone = Bu tur geri alındı.
undo-play-again = { $player } o turu aynı karoyla yeniden oynuyor.
undo-expired = Herkes zamanında kabul etmedi, bu yüzden hamleler kalıyor.
# "Ann's tile V at (1, 0)", in a list of undone moves.
undo-tile-of = { $player }: { $tile } karosu ({ $x }, { $y })
news-skipped = { $actor }, { $player } adlı oyuncunun turunu atladı.
news-removed = { $actor }, { $player } adlı oyuncuyu oyundan çıkardı; takipçileri tahtada kalıyor.
news-handed = { $actor }, { $player } adlı oyuncunun yerini bir bilgisayar oyuncusuna verdi.
news-stand-in = Bundan sonra { $player } adlı oyuncunun yerinde bir bilgisayar oyuncusu ({ $level }) oynuyor; o yer derecelendirilmez.
seat-stood-in = { $player } (bilgisayar, { $level })
news-clock-started = { $actor } saati yeniden başlattı: turun kalan süresi neyse o.
news-clock-stopped = { $actor } saati durdurdu: yeniden başlatılana dek kimsenin süresi bitmez. Hamleler yine yapılabilir.
# $follower is none, road, city, monastery or field.
news-placed = { $player }, { $tile } karosunu ({ $x }, { $y }) konumuna yerleştirdi{ $follower ->
        [road] {" "}ve yola bir haydut koydu
        [city] {" "}ve şehre bir şövalye koydu
        [monastery] {" "}ve manastıra bir keşiş koydu
        [field] {" "}ve tarlaya bir çiftçi koydu
       *[none] {""}
    }.
news-could-not-place = { $player } bir karo yerleştiremedi.
figure-name = { $figure ->
        [large] büyük takipçi
        [abbot] başrahip
        [builder] inşaatçı
        [pig] domuz
       *[follower] takipçi
    }
button-watch-live = Canlı izle
button-open-board = Tahtayı aç
button-return-abbot = Başrahibi geri al
follower-menu = Bir yer ve bir figür seç
error-choose-spot = Menüden bir yer seç.
news-goods = { $player } tamamlanan şehrin mallarını aldı: { $wine } şarap, { $grain } tahıl, { $cloth } kumaş.
news-second-part = { $player } adlı oyuncunun inşaatçısı yapının büyüdüğünü gördü: { $player } ikinci bir karo oynuyor.
news-placed-figure = { $player }, { $tile } karosunu ({ $x }, { $y }) konumuna yerleştirdi ve { $kind ->
        [road] yola
        [city] şehre
        [monastery] manastıra
        [garden] bahçeye
       *[field] tarlaya
    } { $figure ->
        [large] büyük takipçisini
        [abbot] başrahibini
        [builder] inşaatçısını
       *[pig] domuzunu
    } koydu.
news-left = { $player } oyundan ayrıldı.
history-scored = Puanlar: { $list }.
history-set-aside = { $player } hiçbir yere uymayan { $tile } karosunu çekti; karo kenara kondu.
history-skipped = { $player } adlı oyuncunun turu atlandı; { $tile } karosu kenara kondu.
history-nothing-more = Sonda başka puan çıkmadı.
history-final-scoring = Son sayım.
news-set-aside = { $tile } karosu hiçbir yere uymuyor, bu yüzden kenara kondu ve { $player } yeniden çekti.
news-game-over = Oyun bitti.
undo-lapsed = Oyun ilerledi, bu yüzden geri alma oylaması kapandı: hamleler kalıyor.
news-begins = Oyun başlıyor! İlk oynayan: { $player }.
news-started = #{ $game } numaralı oyun başladı.
news-cancelled = #{ $game } numaralı oyunu { $player } iptal etti.
news-only-computers = Yalnızca bilgisayar oyuncuları kaldı, bu yüzden oyun burada bitiyor.
news-turn-goes-on = Bu tur yeni bir mesajda sürüyor.
news-lobby-closed = #{ $game } numaralı oyunun lobisi kapandı: { $hours } saat içinde kimse başlatmadı. `/carcassonne yeni` yenisini açar.
news-still-turn = Sıra hâlâ { $player } oyuncusunda: tur aşağıda yeniden gönderildi.
news-forfeit = { $player } üst üste { $missed } turda süresini doldurdu ve oyunu hükmen kaybetti.
news-timed-out = { $player } süresini doldurdu; tur atlandı.
# A scoring: $players are the names ("Ann and Ben"), $count how many.
scored = { $count ->
        [0] Kimse { $points } puan almadı: { $what }
        [one] { $players } { $points } puan aldı: { $what }
       *[other] { $players } kişi başı { $points } puan aldı: { $what }
    }
what-road = { $tiles } karoluk yol
what-road-unfinished = { $tiles } karoluk bitmemiş yol
what-city = { $tiles } karoluk şehir{ $pennants ->
        [0] {""}
       *[other] , { $pennants } armalı
    }
what-city-unfinished = { $tiles } karoluk bitmemiş şehir{ $pennants ->
        [0] {""}
       *[other] , { $pennants } armalı
    }
what-monastery = tamamlanmış manastır
what-monastery-unfinished = { $neighbours } komşulu bitmemiş manastır
what-field = { $cities } tamamlanmış şehre değen tarla

what-road-inn = { $tiles } karoluk hanlı yol (karo başına 2 puan)
what-road-inn-unfinished = { $tiles } karoluk bitmemiş hanlı yol: hanlı yol tamamlanmadıkça puan almaz
what-city-cathedral = { $tiles } karoluk katedralli şehir{ $pennants ->
        [0] {""}
       *[other] {" "}ve { $pennants } arma
    } (her biri 3 puan)
what-city-cathedral-unfinished = { $tiles } karoluk bitmemiş katedralli şehir: katedralli şehir tamamlanmadıkça puan almaz
what-garden = tamamlanmış bahçe
what-garden-unfinished = { $neighbours } komşulu bitmemiş bahçe
what-abbot-returned = { $neighbours } komşulu { $kind ->
        [garden] bir bahçeden
       *[monastery] bir manastırdan
    } geri alınan başrahip
what-goods = en çok { $good ->
        [wine] şarap
        [grain] tahıl
       *[cloth] kumaş
    } ({ $count } jeton)
what-field-pig = { $cities } tamamlanmış şehre değen, domuzlu tarla (şehir başına 4 puan)

## Help: one message, at most 2000 characters. Command names as in this
## language's commands above.

help = **Discord'da Carcassonne**
    `/carcassonne yeni` bir lobi açar; diğerleri **Katıl**'a, ev sahibi **Başlat**'a basar (önce `/ev_sahibi seçenekler` ile seçenekleri değiştirebilir). Ev sahibi lobinin menüsünden yerleri bilgisayar oyuncularıyla (kolay, orta ya da zor) doldurabilir.
    Sıran gelince numarasıyla bir konum seç, karoyu ⟲ ⟳ ile döndür ve **Onayla**; sonra harfli bir yere bir takipçi koy ya da **Takipçi yok**'u seç (ya da başka yere koymak için **Karoyu geri al**); `/carcassonne geri_al` son hamlenin geri alınması için herkesin onayını ister. Tur mesajını mı kaybettin? `/carcassonne sıra` düğmelerini yalnızca sana geri getirir. `/carcassonne bildirim` sıranın nasıl bildirileceğini seçer: anma, DM ya da bildirimsiz. `/carcassonne benim` oyunlarını, önce seni bekleyenleri; `/carcassonne oyunlar` sunucudaki her oyunu listeler.
    Tamamlanan yollar, şehirler ve manastırlar hemen puan alır; tarlalar ve bitmemiş her şey sonda. Son puanların altındaki **Rövanş** aynı oyuncular için yeni bir lobi açar.
    `/carcassonne tahta` tahtayı (ya da kimin neyi tuttuğunu), `/carcassonne torba` çekilecekleri, `/carcassonne geçmiş` son hamleleri sözle (yalnızca sana), `/carcassonne puan` puanları, `/carcassonne kurallar` geçerli kuralları gösterir.
    `/carcassonne çekil` oyundan ayrılır; `/ev_sahibi iptal` oyunu bitirir; `/ev_sahibi atla` süren turu atlar, `/ev_sahibi çıkar` bir oyuncuyu çıkarır ve `/ev_sahibi saat` tatil için saati durdurur (ev sahibi ya da Sunucuyu Yönet). Kanalında bir iznimi kaybettiğim için duraklayan oyun, izin geri gelince `/ev_sahibi sürdür` ile sürer.
    `/carcassonne dışa_aktar` oyunun kaydını verir; `/carcassonne tekrar` şimdiye dek oyunun animasyonunu, yalnızca sana.
    `/sıralama` ve `/istatistik` herkesin nasıl oynadığını gösterir (`/istatistik karşı:` ikili karşılaşmalar).
    `/turnuva aç` bir turnuva düzenler; yöneticiler sunucuyu `/ayarlar` ile ayarlar.
answer-limits = { $lobbies ->
        [0] Üyeler istedikleri kadar açık lobi tutabilir.
       *[other] Her üye aynı anda en çok { $lobbies } açık lobi tutabilir.
    } { $cooldown ->
        [0] Rövanş ve geri alma isteklerinde bekleme yok.
       *[other] Bir kişi { $cooldown } dakikada bir rövanş ya da geri alma isteyebilir.
    } { $threads ->
        [0] Bot istediği kadar oyun alt başlığı açar.
       *[other] Bot saatte en çok { $threads } oyun alt başlığı açar.
    } { $games ->
        [0] Bir kanal ve alt başlıkları istediği kadar oyun tutabilir.
       *[other] Bir kanal ve alt başlıkları aynı anda en çok { $games } oyun tutar.
    }
answer-season-channel-kind = Sezon duyuruları bir metin ya da duyuru kanalına gider. Bunlardan birini seç.
answer-seasons = { $period ->
        [monthly] Sezonlar bir ay sürer (UTC); dereceler her ay, her oyuncunun tüm zamanlar derecesinin yeni gelen derecesine yarı yarıya yaklaştırılmasıyla yeniden başlar.
        [quarterly] Sezonlar üç ay sürer (UTC); dereceler her çeyrekte, her oyuncunun tüm zamanlar derecesinin yeni gelen derecesine yarı yarıya yaklaştırılmasıyla yeniden başlar.
       *[off] Sezon yok: sıralama tüm zamanları sayar.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] Sezon sonları duyurulmaz.
        }
       *[other] Her sezonun ilk üçü <#{ $channel }> kanalında duyurulur.
    }

## Tournaments
event-thread = { $event } · raunt { $round }, masa { $table }
event-thread-match = { $event } · raunt { $round }, masa { $table }, oyun { $game }
news-decided-by-deadline = Rauntun son günü geçti: bu oyun burada biter, sonucu o anki puanlar belirler.
error-no-event = Burada turnuva yok.
error-no-event-named = Bu sunucuda “{ $name }” adlı bir turnuva yok.
error-events-share-name = Bu sunucuda bu adda birden fazla turnuva var ({ $channels }): onu kendi kanalından iptal et.
error-event-full = Bu turnuva dolu ({ $limit } oyuncu).
error-already-signed-up = Zaten kayıtlısın.
error-not-signed-up = Bu turnuvada oynamıyorsun.
error-signup-closed = Bu turnuvanın kaydı kapandı.
error-event-not-running = Bu turnuva sürmüyor.
error-too-few-entrants = Bir turnuvanın başlaması için en az { $needed } oyuncu gerekir.
error-best-of-pairs = Birkaç oyunluk maçlar iki kişilik masalar içindir.
cmd-tournament = turnuva
cmd-tournament-desc = Turnuvalar: İsviçre sistemi, herkes herkese ya da tek eleme
cmd-tournament-open = aç
cmd-tournament-open-desc = Bu kanalda bir turnuvanın kaydını aç; ev sahibi sensin
cmd-tournament-start = başlat
cmd-tournament-start-desc = Bu kanalın turnuvasını şimdi başlat (ev sahibi ya da Sunucuyu Yönet)
cmd-tournament-cancel = iptal
cmd-tournament-cancel-desc = Bu kanalın turnuvasını iptal et (ev sahibi ya da Sunucuyu Yönet)
cmd-tournament-standings = puan_tablosu
cmd-tournament-standings-desc = Bu kanalın turnuvasının puan tablosu, yalnızca sana
cmd-tournament-withdraw = çekil
cmd-tournament-withdraw-desc = Bu kanalın turnuvasından çekil: bitmemiş oyunların yenilgi sayılır
opt-name = ad
opt-name-desc = Turnuvanın adı
opt-tournament-cancel-name-desc = Bu sunucunun başka bir yerindeki bir turnuvanın adı, onu buradan iptal etmek için
opt-format = biçim
opt-format-desc = Oyuncular nasıl eşlenir (varsayılan İsviçre sistemi)
opt-table = masa
opt-table-desc = Her masadaki oyuncu (varsayılan 2)
opt-best_of = maç_oyunu
opt-best_of-desc = İki kişilik masalarda maç başına oyun (varsayılan 1)
opt-rounds = rauntlar
opt-rounds-desc = İsviçre turnuvasının raunt sayısı (varsayılan 4)
opt-tournament-open-seats-desc = En çok kaç oyuncu alır (varsayılan 16)
opt-round_hours = raunt_saati
opt-round_hours-desc = Her rauntun son güne dek sürdüğü saat (varsayılan bir hafta)
opt-signup_hours = kayıt_saati
opt-signup_hours-desc = Kayıt kapanıp kendiliğinden başlayana dek saat (0: ev sahibi başlatır)
choice-format-0 = İsviçre sistemi
choice-format-1 = herkes herkese
choice-format-2 = tek eleme
choice-table-0 = 2 oyuncu
choice-table-1 = 3 oyuncu
choice-table-2 = 4 oyuncu
choice-best_of-0 = 1 oyun
choice-best_of-1 = 3 oyunda 2 galibiyet
choice-best_of-2 = 5 oyunda 3 galibiyet
event-title = **{ $event }** — { $format ->
        [swiss] { $rounds } rauntluk İsviçre sistemi turnuva
        [round_robin] herkes herkese
       *[elimination] tek eleme
    }, { $size } kişilik masalar{ $best_of ->
        [1] {""}
       *[other] , { $best_of } oyunluk maçlar
    }; ev sahibi { $host }.
event-round-time = **Rauntlar:** her biri { $time }; bir rauntun son gününde süren oyunların sonucunu o anki puanlar belirler.
event-signed-up = **Kayıtlılar ({ $joined }/{ $max }):** { $players }
event-nobody = henüz kimse yok
event-closes = Kayıt <t:{ $closes }:R> kapanır ve turnuva o zaman başlar.
event-host-starts = Ev sahibi turnuvayı **Başlat** ile başlatır.
event-signup-over = Kayıt bitti.
event-round = **{ $event } — raunt { $round }/{ $rounds }**
event-table = Masa { $table }: { $players } → { $thread }
event-table-waiting = Masa { $table }: { $players } (alt başlığı birazdan açılıyor)
event-tables-more = …ve { $count } masa daha: her biri kendi alt başlığında bildirilir.
event-bye = Bay (galibiyet sayılır): { $player }
event-deadline = Bu raunt <t:{ $when }:R> biter.
event-standings-title = **{ $event } — raunt { $round }/{ $rounds } sonrası puan tablosu**
event-final-title = **{ $event } — son puan tablosu**
event-table-ref = raunt { $round }, masa { $table }
event-decided = Rauntun son gününde belirlendi: { $tables }.
event-winner = 🏆 **{ $event }** kazananı: { $player }!
picture-event-after-round = { $event } — raunt { $round } sonrası
picture-event-final = { $event } — son puan tablosu
event-cancelled = **{ $event }** iptal edildi; iptal eden: { $player }.
event-cancelled-empty = **{ $event }** başlamadı: çok az oyuncu kaydoldu.
event-withdrew = { $player } **{ $event }** turnuvasından çekildi; bitmemiş oyunları yenilgi sayılır.
event-tables-wait = { $host } **{ $event }** masaları alt başlıklarını bekliyor: bu sunucuda Discord'un izin verdiği kadar etkin alt başlık var (1.000). Turnuva bu arada duraklatıldı, süreleri de onunla. Biten alt başlıkları arşivlemek yer açar: her { $minutes } dakikada bir yeniden deniyor ve kendiliğimden sürdürüyorum; ev sahibi daha önce de sürdürebilir.
answer-event-not-in-thread = Turnuvayı bir alt başlıkta değil, bir kanalda aç: oyunları orada kendi alt başlıklarını alır.
answer-event-here = Bu kanalda zaten bir turnuva var (#{ $event }): aynı anda bir tane.
answer-event-opened = #{ $event } numaralı turnuva açıldı: kaydı bu kanala gönderildi.
answer-event-started = { $event } başladı.
answer-event-cancelled = { $event } iptal edildi.
answer-event-withdrawn = { $event } turnuvasından çekildin.
cmd-tournament-resume = sürdür
cmd-tournament-resume-desc = İzinlerim geri gelince bu kanalın duraklatılmış turnuvasını sürdür (ev sahibi ya da Sunucuyu Yönet)
error-event-paused = Bu turnuva duraklatıldı: kanalında bir iznimi (yazma ya da alt başlık açma) kaybettim. Geri gelince ev sahibi `/turnuva sürdür` ile sürdürebilir.
answer-event-resumed = { $event } sürüyor.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Son karonun çevresindeki tahta; { $tile } karosunun sığdığı her karede bir numara var
alt-close-up = Az önce konan karo yakından; bir takipçinin alabileceği her yerde bir harf var
alt-board = Tahta ve her oyuncunun puanı
alt-scores = Son tahta ve her oyuncunun alan türüne göre puanları
alt-bag = Torbada kalan karolar, tür tür
alt-holders = Her yolu, şehri ve çayırı tutan oyuncunun renginde tahta
alt-race = Her turdan sonra her oyuncunun puanı
alt-tile = Çekilen { $tile } karosu
alt-replay = Oyun, karo karo
alt-standings = Turnuvanın puan durumu
alt-rating = Derece: { $name }, oyun oyun

# The live board's page.
page-title = Carcassonne
page-language = Dil
page-new-game = Yeni oyun
page-people = Bu ekrandaki kişiler
page-add-person = Kişi ekle
page-computers = Bilgisayar oyuncuları
page-add-computer = Bilgisayar oyuncusu ekle
page-player = Oyuncu { $n }
page-remove = Kaldır
page-rules = Kurallar
page-expansions = Genişlemeler
page-seats = Koltuk: { $seats } (2 ile 6 arası)
page-start = Oyunu başlat
page-watching = İzliyorsun.
page-waiting = { $player } bekleniyor…
page-turn-tile = { $player }, sıra sende: karonun nereye gideceğini seç.
page-turn-figure = { $player }: bir yere figür koy ya da koyma.
page-fits-here = Karo buraya uyuyor: sütun { $x }, satır { $y }
page-drawn-tile = Konacak karo: { $tile }
page-zoom-in = Yakınlaştır
page-zoom-out = Uzaklaştır
page-centre = Tüm tahtayı göster
page-scores = Puanlar
page-bag = Torbadaki karolar: { $left }
page-history = Geçmiş
page-game-over = Oyun bitti.
page-offline = Bağlantı koptu; yeniden deneniyor…
page-stale = Oyun ilerledi; işte şimdiki hâli.
page-keys = Tuşlar: Tab ile bir kareye git, Enter ile seç, R karoyu döndürür, tekrar Enter karoyu koyar; oklar kaydırır, + ve − yakınlaştırır, 0 tüm tahtayı gösterir.
page-holders = Neyin kimde olduğunu göster
page-by-feature = Alana göre puanlar
page-error-bad-request = Sayfa, tahtanın anlamadığı bir şey gönderdi; sayfayı yenile.
page-error-session = Bu bağlantı artık geçerli değil (süresi doldu ya da başka bir oyunun). Oyunu yeniden aç.
page-error-watch-only = Bu bağlantı izlemek için: onunla oynanamaz.
page-error-too-many = Aynı anda çok fazla tıklama; biraz bekle.
page-error-busy = Tahta şu anda çok meşgul; birazdan yeniden dene.
page-error-discord-code = Discord kim olduğunuzu doğrulamadı. Tahtayı kapatıp yeniden açın.
page-error-not-in-activity = Discord'a göre bu etkinlikte değilsiniz ya da etkinlik bir oyunun kanalında değil. Tahtayı oyunun kanalından açın.
page-error-discord-down = Şu anda Discord'a ulaşılamadı. Birazdan yeniden deneyin.
page-error-no-game-here = Bu kanalda süren bir oyun yok.
page-asking-discord = Discord'a kim olduğunuz soruluyor…
