# Polski. Terminy z polskiej instrukcji (zob. glossary/README.md).

## Obrazki

picture-player = Gracz { $number }
picture-game-over = Koniec gry
picture-to-play = Ruch: { $name } · { $left ->
    [one] został { $left } kafelek
    [few] zostały { $left } kafelki
   *[many] zostało { $left } kafelków
}
picture-col-followers = Podwładni
picture-col-score = Punkty
picture-col-bank = Zostało
picture-bank-dh = { $d } d { $h } h
picture-bank-hm = { $h } h { $m } min
picture-bank-m = { $m } min
picture-bank-left = zostało { $left }
picture-col-roads = Drogi
picture-col-cities = Miasta
picture-col-monasteries = Klasztory
picture-col-farms = Łąki
picture-col-total = Razem
picture-col-figures = Figurki
picture-col-wine = Wino
picture-col-grain = Zboże
picture-col-cloth = Sukno
picture-col-goods = Towary
picture-turn-of = Ruch gracza { $name }
picture-fits = { $count ->
    [0] Ten kafelek nigdzie nie pasuje.
    [one] { $count } miejsce, w którym pasuje ten kafelek
    [few] { $count } miejsca, w których pasuje ten kafelek
   *[many] { $count } miejsc, w których pasuje ten kafelek
}
picture-bag-left = { $count ->
    [0] Worek jest pusty
    [one] { $count } kafelek w worku
    [few] { $count } kafelki w worku
   *[many] { $count } kafelków w worku
}
picture-no-spot = Na tym kafelku nie można postawić podwładnego.
picture-spot = { $letter }: { $feature ->
    [road] droga
    [city] miasto
    [monastery] klasztor
    [garden] ogród
   *[field] łąka
}
picture-bag-all-drawn = Wszystkie kafelki zostały dobrane.
picture-bag-all-fit = Każdy z nich pasowałby teraz gdzieś na planszy.
picture-bag-some-fit = Pasowałoby teraz: { $fitting }; nie pasowałoby: { $nowhere } (czerwona ramka).
picture-holders-title = Kto co posiada
picture-holders-key = Drogi, miasta i łąki w kolorze gracza z największą liczbą podwładnych; w paski przy remisie.
picture-chart-race = Wyścig punktów
picture-chart-end = Koniec
picture-chart-turns = Tury
picture-chart-rating = Ranking: { $name }
picture-chart-games = { $count ->
        [one] 1 gra, najstarsza po lewej
        [few] { $count } gry, najstarsza po lewej
       *[other] { $count } gier, najstarsza po lewej
    }
picture-chart-peak = Najwyżej { $rating }
picture-chart-season-peak = Najwyżej w sezonie { $rating }
picture-standings-player = Gracz
picture-standings-points = Pkt meczu
picture-standings-buchholz = Buchholz
picture-standings-score = Punkty
picture-standings-played = Rozegrane
picture-standings-withdrawn = { $name } (wycofany)
picture-standings-none = Nikt jeszcze nie grał.
picture-chart-now = Teraz: { $rating }

## Polecenia: nazwy (małe litery, 1–32 znaki, bez spacji) i opisy (najwyżej 100 znaków)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Graj w Carcassonne na tym kanale.
cmd-carcassonne-new = nowa
cmd-carcassonne-new-desc = Otwórz poczekalnię nowej gry.
cmd-host = gospodarz
cmd-host-desc = Prowadź grę na tym kanale jako gospodarz (lub z „Zarządzanie serwerem”).
cmd-host-options = opcje
cmd-host-options-desc = Zmień opcje poczekalni na tym kanale przed startem (gospodarz).
cmd-carcassonne-turn = tura
cmd-carcassonne-turn-desc = Przywróć przyciski swojej tury, tylko dla ciebie.
cmd-carcassonne-board = plansza
cmd-carcassonne-board-desc = Pokaż planszę gry na tym kanale albo kto co trzyma, tylko dla ciebie.
cmd-carcassonne-bag = worek
cmd-carcassonne-bag-desc = Pokaż, co zostało w worku, rodzaj po rodzaju, tylko dla ciebie.
cmd-carcassonne-history = historia
cmd-carcassonne-history-desc = Ostatnie ruchy gry na tym kanale, słowami, tylko dla ciebie.
cmd-carcassonne-score = wynik
cmd-carcassonne-score-desc = Pokaż wyniki z podziałem na drogi, miasta, klasztory i łąki.
cmd-carcassonne-rules = zasady
cmd-carcassonne-rules-desc = Zasady i opcje gry na tym kanale (albo domyślne ustawienia serwera).
cmd-carcassonne-undo = cofnij
cmd-carcassonne-undo-desc = Poproś pozostałych o cofnięcie ostatniego ruchu (i ruchów komputera po nim).
cmd-carcassonne-resign = poddaj
cmd-carcassonne-resign-desc = Opuść grę na tym kanale.
cmd-host-cancel = anuluj
cmd-host-cancel-desc = Anuluj grę na tym kanale (gospodarz lub ktoś z „Zarządzanie serwerem”).
cmd-host-resume = wznów
cmd-host-resume-desc = Wznów wstrzymaną grę na tym kanale, gdy moje uprawnienia zostaną naprawione.
cmd-carcassonne-export = eksport
cmd-carcassonne-export-desc = Zapis ostatniej gry na tym kanale (carcassonne-record/1).
cmd-carcassonne-replay = powtórka
cmd-carcassonne-replay-desc = Animacja ostatniej gry na tym kanale (dotychczasowe ruchy), tylko dla ciebie.
cmd-carcassonne-games = gry
cmd-carcassonne-games-desc = Trwające gry na tym serwerze, tylko dla ciebie.
cmd-carcassonne-mine = moje
cmd-carcassonne-mine-desc = Twoje trwające gry na tym serwerze, najpierw te, które czekają na ciebie.
cmd-carcassonne-notify = powiadomienia
cmd-carcassonne-notify-desc = Jak się dowiadujesz, że twoja tura w grach na tym serwerze.
cmd-host-skip = pomiń
cmd-host-skip-desc = Pomiń turę obecnego gracza (gospodarz lub ktoś z „Zarządzanie serwerem”).
cmd-host-remove = usuń
cmd-host-remove-desc = Usuń gracza z gry; jego podwładni zostają (gospodarz lub „Zarządzanie serwerem”).
cmd-host-standin = zastąp
cmd-host-standin-desc = Oddaj miejsce gracza komputerowi; bez rankingu (gospodarz lub „Zarządzanie serwerem”).
cmd-host-clock = zegar
cmd-host-clock-desc = Zatrzymaj lub uruchom zegar tur tej gry (gospodarz lub „Zarządzanie serwerem”).
cmd-host-links = linki
cmd-host-links-desc = Nowe linki do oglądania na żywo; stare przestają działać (gospodarz lub „Zarządzanie serwerem”).
cmd-carcassonne-help = pomoc
cmd-carcassonne-help-desc = Jak grać z tym botem.
cmd-settings = ustawienia
cmd-settings-desc = Domyślne ustawienia serwera dla nowych gier („Zarządzanie serwerem”).
cmd-leaderboard = ranking
cmd-leaderboard-desc = Najlepsi gracze tego serwera.
cmd-stats = statystyki
cmd-stats-desc = Bilans kogoś na tym serwerze: ranking, ostatnie 10 gier i przeciwko komuś.

opt-small_city = małe_miasto
opt-small_city-desc = Punkty za ukończone miasto z 2 kafelków
opt-farms = łąki
opt-farms-desc = Jak punktują chłopi
opt-end_scoring = punktacja_końcowa
opt-end_scoring-desc = Ile na koniec dają rzeczy nieukończone
opt-seats = miejsca
opt-seats-desc = Miejsca (od 2 do 6)
opt-turn_hours = godziny_na_turę
opt-turn_hours-desc = Godziny na turę (0: bez limitu)
opt-thread = wątek
opt-thread-desc = Graj we własnym wątku
opt-computers = komputery
opt-computers-desc = Gracze komputerowi, którzy siadają od razu (więcej dodasz w poczekalni)
opt-computer_level = poziom_komputera
opt-computer_level-desc = Jak dobrze grają gracze komputerowi
opt-language = język
opt-language-desc = Język gry (jeśli nie podano, język serwera)
opt-river = rzeka
opt-river-desc = Graj z Rzeką (najpierw źródło, na końcu jezioro)
opt-abbot = opat
opt-abbot-desc = Graj z Opatem (ogrody i opat dla każdego)
opt-inns_cathedrals = karczmy_katedry
opt-inns_cathedrals-desc = Graj z Karczmami i katedrami
opt-traders_builders = kupcy_budowniczowie
opt-traders_builders-desc = Graj z Kupcami i budowniczymi
opt-host-options-language-desc = Język gry
opt-settings-language-desc = Język nowych gier (jeśli nie podano, własny język serwera)
opt-show = widok
opt-show-desc = Plansza (domyślnie) albo każda droga, miasto i łąka w kolorze tego, kto je trzyma
opt-moves = ruchy
opt-moves-desc = Ile ruchów (domyślnie 10)
opt-how = jak
opt-how-desc = Jak cię powiadamiać (pomiń, by zobaczyć obecne ustawienie)
opt-player = gracz
opt-player-desc = Gracz do usunięcia
opt-host-standin-player-desc = Gracz, którego miejsce zajmie komputer
opt-stand_in = zastępca
opt-stand_in-desc = Kto zajmuje miejsce gracza, któremu skończył się czas, który się poddał lub został usunięty
opt-time_bank = bank_czasu
opt-time_bank-desc = Bank czasu dla każdego gracza zamiast godzin na turę (jak zegar Board Game Arena)
opt-action = akcja
opt-action-desc = Zatrzymaj zegar albo uruchom go ponownie
opt-reminder_hours = godziny_przypomnienia
opt-reminder_hours-desc = Godziny do przypomnienia (0: bez przypomnień)
opt-forfeit_after = walkower_po
opt-forfeit_after-desc = Pominięte tury z rzędu, po których gracz przegrywa walkowerem (0: nigdy)
opt-threads = wątki
opt-threads-desc = Daj każdej grze własny wątek
opt-lobby_hours = godziny_poczekalni
opt-lobby_hours-desc = Godziny, przez które nierozpoczęta poczekalnia jest otwarta (0: zawsze; domyślnie 48)
opt-lobbies_per_member = poczekalnie_na_osobe
opt-lobbies_per_member-desc = Otwarte poczekalnie, które jedna osoba może mieć naraz (0: bez limitu; domyślnie 3)
opt-ask_cooldown_minutes = odstep_prosb_minuty
opt-ask_cooldown_minutes-desc = Minuty między prośbami jednej osoby o rewanż lub cofnięcie (0: brak; domyślnie 10)
opt-threads_per_hour = watki_na_godzine
opt-threads_per_hour-desc = Wątki, które bot otwiera na gry w ciągu godziny (0: bez limitu; domyślnie 10)
opt-games_per_channel = gry_na_kanal
opt-games_per_channel-desc = Trwające gry, które kanał i jego wątki mogą mieć razem (0: bez limitu; domyślnie 10)
opt-season = sezon
opt-settings-season-desc = Sezony rankingu: ranking zaczyna się od nowa co miesiąc lub kwartał (off: tylko ogólny)
opt-leaderboard-season-desc = Który ranking: ten sezon (domyślnie), poprzedni sezon lub ogólny
opt-season_channel = kanal_sezonu
opt-season_channel-desc = Gdzie ogłaszana jest najlepsza trójka każdego sezonu po jego końcu
opt-season_announce = oglaszaj_sezon
opt-season_announce-desc = Ogłaszaj najlepszą trójkę każdego sezonu (false: nic nie ogłaszaj)
opt-user = osoba
opt-user-desc = Czyje statystyki (domyślnie twoje)
opt-against = przeciwko
opt-against-desc = Bilans przeciwko tej osobie

choice-small_city-0 = 4 punkty (obecne zasady)
choice-small_city-1 = 2 punkty (pierwsze wydanie)
choice-farms-0 = za łąkę (obecne zasady)
choice-farms-1 = za miasto (pierwsze wydanie)
choice-farms-2 = bez chłopów
choice-end_scoring-0 = punktuje wszystko nieukończone
choice-end_scoring-1 = tylko nieukończone klasztory
choice-computer_level-0 = łatwy
choice-computer_level-1 = średni
choice-computer_level-2 = trudny
choice-stand_in-0 = nikt: miejsce opuszcza grę
choice-stand_in-1 = gracz komputerowy (łatwy)
choice-stand_in-2 = gracz komputerowy (średni)
choice-stand_in-3 = gracz komputerowy (trudny)
choice-time_bank-0 = wyłączony (godziny na turę)
choice-time_bank-1 = 1 dzień, +8 godzin na turę, najwyżej 2 dni
choice-time_bank-2 = 3 dni, +1 dzień na turę, najwyżej 7 dni
choice-time_bank-3 = 7 dni, +2 dni na turę, najwyżej 14 dni
choice-settings-season-0 = miesięczne
choice-settings-season-1 = kwartalne
choice-settings-season-2 = wyłączone
choice-leaderboard-season-0 = ten sezon
choice-leaderboard-season-1 = poprzedni sezon
choice-leaderboard-season-2 = ogólny
choice-show-0 = plansza
choice-show-1 = kto co trzyma (drogi, miasta, łąki)
choice-how-0 = wspomnij mnie na kanale gry
choice-how-1 = wyślij mi wiadomość prywatną
choice-how-2 = bez pingu (tylko wiadomość tury)
choice-action-0 = zatrzymaj (na urlop)
choice-action-1 = uruchom ponownie

## Odmowy: dlaczego czegoś nie zrobiono. Po każdej nic się nie zmieniło.

error-unknown-game = Nie ma takiej gry.
error-channel-busy = Na tym kanale jest już gra (#{ $game }). Najpierw ją zakończ lub anuluj albo zacznij grę w wątku.
error-not-in-lobby = To można zrobić tylko w poczekalni, przed startem gry.
error-not-started = Gra jeszcze się nie zaczęła.
error-game-over = Ta gra się skończyła.
error-already-joined = Już jesteś w tej grze.
error-lobby-full = Gra jest pełna (miejsca: { $seats }).
error-not-in-game = Nie grasz w tej grze.
error-host-cannot-leave = Jesteś gospodarzem tej gry: anuluj ją zamiast wychodzić.
error-not-host = Tylko gospodarz może to zrobić.
error-not-allowed-to-cancel = Tylko gospodarz lub administrator serwera może anulować grę.
error-too-few-players = Do startu gra potrzebuje co najmniej 2 graczy.
error-seats-changing = Właśnie ktoś dołącza do tego lobby lub je opuszcza; naciśnij Zacznij jeszcze raz.
error-not-your-turn = Teraz tura gracza { $name }.
error-turn-over = Ta tura się skończyła; zobacz najnowszą wiadomość.
error-no-such-spot = Na tym kafelku nie ma miejsca { $letter }.
error-bad-seats = Gra ma od 2 do 6 miejsc, nie { $seats }.
error-turn-limit-too-short = Czas na turę musi wynosić co najmniej minutę.
error-reminder-too-soon = Przypomnienie może przyjść najwcześniej po minucie.
error-forfeit-never = Walkower najwcześniej po jednej pominiętej turze.
error-seats-taken = Dołączyło już graczy: { $players }.
error-corrupt = Zapisanych ruchów tej gry nie da się odczytać, więc nie może być kontynuowana. Gospodarz lub administrator serwera może ją anulować.
error-no-computer = Nie ma gracza komputerowego do usunięcia.
error-computer-turn = Teraz tura gracza komputerowego; rusza się sam.
error-paused = Gra #{ $game } jest wstrzymana: Discord odrzuca moje wiadomości na jej kanale. Gdy moje uprawnienia tam zostaną naprawione, gospodarz lub administrator serwera może ją wznowić poleceniem `/gospodarz wznów`.
error-not-paused = Ta gra nie jest wstrzymana.
error-not-allowed-to-resume = Tylko gospodarz lub administrator serwera może wznowić grę.
error-nothing-to-take-back = W tej turze nie ma położonego kafelka do cofnięcia.
error-not-finished = Ta gra jeszcze się nie skończyła.
error-not-allowed-to-manage = Tylko gospodarz lub administrator serwera może to zrobić.
error-competitor-manages = W grze turniejowej może to zrobić tylko gospodarz turnieju (jeśli w niej nie gra) lub administrator serwera, nigdy żaden z jej graczy.
error-tournament-undo-needs-consent = W grze turniejowej ruch można cofnąć tylko za zgodą wszystkich przeciwników, a gracz komputerowy nie może jej wyrazić.
error-not-a-player = { $name } nie gra w tej grze.
error-clock-stopped = Zegar tej gry jest już zatrzymany; `/gospodarz zegar` uruchamia go ponownie.
error-clock-running = Zegar tej gry już chodzi.
error-nothing-to-undo = Nie ma jeszcze żadnego ruchu do cofnięcia.
error-cannot-undo = Ostatni ruch to pominięta tura albo odejście gracza; tego nie da się cofnąć.
error-undo-vote-open = W tej grze trwa już głosowanie nad cofnięciem; kończy się, gdy wszyscy odpowiedzą.
error-undo-vote-closed = To głosowanie jest zamknięte.
error-not-a-voter = Nad tym cofnięciem głosują tylko pozostali gracze.
error-internal = Coś poszło nie tak po naszej stronie; nic nie zostało zmienione. Spróbuj ponownie.
error-saved = Zapisano, ale przy wyświetlaniu coś poszło nie tak po naszej stronie; wiadomości gry zaraz to nadrobią.
error-too-many-threads = Osiągnięto limit tego serwera: { $limit ->
        [one] 1 nowy wątek
        [few] { $limit } nowe wątki
       *[other] { $limit } nowych wątków
    } na godzinę. Spróbuj ponownie za { $minutes ->
        [one] 1 minutę
        [few] { $minutes } minuty
       *[other] { $minutes } minut
    } albo rozpocznij grę tutaj, bez wątku.
error-too-many-games = Gry trwające lub czekające na graczy w tym kanale i jego wątkach osiągnęły limit tego serwera: { $limit }. Spróbuj ponownie, gdy któraś się skończy, albo zacznij grę w innym kanale.
error-too-many-lobbies = Masz już na tym serwerze { $limit ->
        [one] otwartą poczekalnię
        [few] { $limit } otwarte poczekalnie
       *[other] { $limit } otwartych poczekalni
    }, najwięcej, ile wolno. Rozpocznij lub anuluj { $limit ->
        [one] ją
       *[other] jedną z nich
    } i spróbuj ponownie.
error-rematch-asked-recently = Przed chwilą poproszono o rewanż. Żeby nikt nie był znowu oznaczany tak szybko, możesz poprosić ponownie za { $minutes ->
        [one] 1 minutę
        [few] { $minutes } minuty
       *[other] { $minutes } minut
    }.
error-undo-asked-recently = Przed chwilą poproszono o cofnięcie ruchu. Żeby nikt nie był znowu oznaczany tak szybko, możesz poprosić ponownie za { $minutes ->
        [one] 1 minutę
        [few] { $minutes } minuty
       *[other] { $minutes } minut
    }.
error-choose-level = Wybierz poziom z menu.
error-choose-expansions = Wybierz rozszerzenia z menu.
error-choose-position = Wybierz pozycję z menu.

illegal-game-over = Gra się skończyła.
illegal-tile-already-placed = Twój kafelek już leży; teraz wybierz, gdzie postawić podwładnego, albo nie stawiaj żadnego.
illegal-tile-not-placed = Połóż kafelek, zanim wybierzesz podwładnego.
illegal-occupied = Na { $pos } leży już kafelek.
illegal-not-adjacent = Kafelek musi stykać się z kafelkiem na planszy, a { $pos } nie styka się z żadnym.
illegal-edge-mismatch = Ten kafelek nie pasuje na { $pos }: jego { $side ->
        [north] północna
        [east] wschodnia
        [south] południowa
       *[west] zachodnia
    } krawędź to { $edge ->
        [road] droga
        [river] rzeka
        [city] miasto
       *[field] łąka
    }, a kafelek od { $side ->
        [north] północy
        [east] wschodu
        [south] południa
       *[west] zachodu
    } ma tam { $neighbour ->
        [road] drogę
        [river] rzekę
        [city] miasto
       *[field] łąkę
    }.
illegal-no-followers-left = Nie masz już podwładnych w zapasie.
illegal-farmers-not-used = W tej grze nie ma chłopów.
illegal-no-such-feature = Ten kafelek nie ma { $kind ->
        [road] drogi
        [city] miasta
        [monastery] klasztoru
       *[field] łąki
    } w { $port }.
illegal-no-monastery = Ten kafelek nie ma klasztoru.
illegal-port-needed = Powiedz, gdzie na kafelku stanie { $kind ->
        [road] rabuś
        [city] rycerz
        [monastery] mnich
       *[field] chłop
    }: { $kind ->
        [road] droga
        [city] miasto
        [monastery] klasztor
       *[field] łąka
    } potrzebuje punktu zaczepienia.
illegal-monastery-takes-no-port = Mnich stoi na samym klasztorze; nie potrzebuje punktu zaczepienia.
illegal-feature-occupied = { $kind ->
        [road] Na tej drodze
        [city] W tym mieście
        [monastery] W tym klasztorze
        [garden] W tym ogrodzie
       *[field] Na tej łące
    } jest już podwładny.
illegal-not-playing = Ten gracz nie bierze już udziału w grze.
illegal-river-closed = Rzeka jest zamknięta: nie można już dokładać kafelków rzeki.
illegal-river-must-extend = Kafelek rzeki musi przedłużać rzekę: idzie na { $pos }, krawędzią rzeki do otwartego końca rzeki.
illegal-river-u-turn = Rzeka nie może skręcić dwa razy z rzędu w tę samą stronę.
illegal-figure-not-in-play = { $figure ->
        [large] Duży podwładny nie jest używany
        [abbot] Opat nie jest używany
        [builder] Budowniczy nie jest używany
        [pig] Świnia nie jest używana
       *[follower] Podwładni nie są używani
    } w tej grze.
illegal-no-figure-left = { $figure ->
        [large] Twój duży podwładny jest
        [abbot] Twój opat jest
        [builder] Twój budowniczy jest
        [pig] Twoja świnia jest
       *[follower] Wszyscy twoi podwładni są
    } już na planszy.
illegal-no-garden = Ten kafelek nie ma ogrodu.
illegal-figure-not-there = { $figure ->
        [abbot] Opat stoi tylko w klasztorze lub w ogrodzie
        [builder] Budowniczy stoi tylko na drodze lub w mieście
        [pig] Świnia stoi tylko na łące
       *[other] Tylko opat stoi w ogrodzie
    }, nie { $kind ->
        [road] na tej drodze
        [city] w tym mieście
        [monastery] w tym klasztorze
        [garden] w tym ogrodzie
       *[field] na tej łące
    }.
illegal-builder-on-completed = Ten kafelek kończy ten obszar; budowniczy stoi tylko na takim, który jeszcze rośnie.
illegal-builder-needs-follower = Budowniczy stoi tylko na drodze lub w mieście, gdzie masz już podwładnego.
illegal-pig-needs-farmer = Świnia stoi tylko na łące, gdzie masz już chłopa.
illegal-no-abbot-on-board = Nie masz na planszy opata, którego można zabrać.
illegal-abbot-feature-complete = Klasztor lub ogród twojego opata jest ukończony; zostanie podliczony, a opat wróci sam.
illegal-abbot-return-with-figure = Zabranie opata to w tej turze twój ruch figurą: nie możesz też postawić figury.

perm-view-channel = Wyświetlanie kanału
perm-send-messages = Wysyłanie wiadomości
perm-attach-files = Załączanie plików
perm-read-message-history = Czytanie historii wiadomości
perm-create-public-threads = Tworzenie wątków publicznych
perm-send-messages-in-threads = Wysyłanie wiadomości w wątkach
error-missing-permissions = Nie mogę prowadzić gry w { $thread ->
        [yes] tym wątku
       *[no] tym kanale
    }: brakuje mi tu { $count ->
        [one] uprawnienia
       *[other] uprawnień
    } { $list }. Administrator serwera może mi je nadać w ustawieniach kanału (Uprawnienia); potem spróbuj ponownie.
list-and = { $init } i { $last }
paused-notice = Gra #{ $game } na <#{ $channel }> jest wstrzymana: Discord odrzuca tam moje wiadomości, więc odebrano mi jakieś uprawnienie. Potrzebuję: { $list } (w wątku { $threads } zamiast { $send }). Gdy to zostanie naprawione, gospodarz lub administrator serwera może tam użyć `/gospodarz wznów`; do tego czasu zegar tur stoi.
paused-thread-notice = Gra #{ $game } na <#{ $channel }> jest wstrzymana: jej wątek jest zarchiwizowany lub zablokowany i nie mogę go ponownie otworzyć. Gdy moderator go odblokuje, gospodarz lub administrator serwera może tam użyć `/gospodarz wznów`; do tego czasu zegar tur stoi.
error-unknown-options = To polecenie nie ma { $count ->
        [one] opcji o nazwie { $options }
       *[other] opcji o nazwach { $options }
    }. Discord może wciąż aktualizować polecenia tego bota; spróbuj za minutę.
error-unreadable-option = Nie udało mi się odczytać opcji { $option }: ta opcja nie przyjmuje takiej wartości. `/carcassonne pomoc` opisuje opcje.
error-stale-command = To polecenie nie zgadza się z wersją tego bota (opcja poza zakresem albo wybór, którego nie ma). Discord może wciąż aktualizować polecenia; spróbuj za minutę.
error-needs-manage-server = Tylko osoba z uprawnieniem „Zarządzanie serwerem” może zmienić ustawienia tego serwera.
error-server-only = W Carcassonne gra się na kanałach serwera; to polecenie działa tam, nie w wiadomościach prywatnych.

## Odpowiedzi na polecenia, widoczne tylko dla pytającego, chyba że napisano inaczej.

answer-pick-subcommand = Wybierz jedno z podpoleceń: { $list }.
answer-no-thread = Discord nie pozwolił mi otworzyć tu wątku. Spróbuj ponownie albo zacznij grę bez wątku (`wątek: False`).
answer-threads-full = Ten serwer ma tyle aktywnych wątków, ile pozwala Discord (1000), więc nie mogę otworzyć wątku dla gry. Zarchiwizuj zakończone wątki, aby zrobić miejsce, albo zacznij grę tutaj bez wątku (`wątek: False`).
answer-game-open = { $thread ->
        [yes] Gra #{ $game } jest otwarta na <#{ $channel }>: tam jest poczekalnia.
       *[no] Gra #{ $game } jest otwarta: poczekalnia jest tuż poniżej.
    }
answer-no-lobby = Na tym kanale nie ma poczekalni.
answer-options-started = Gra już się zaczęła: jej opcje zostają bez zmian.
answer-options-saved = Zapisano. Gra #{ $game } będzie rozgrywana tak:
    { $rules }
answer-no-game-start-one = Na tym kanale nie ma gry. Zacznij ją poleceniem `/carcassonne nowa`.
answer-no-running-game = Na tym kanale nie trwa żadna gra.
answer-no-game = Na tym kanale nie ma gry.
answer-no-game-to-cancel = Na tym kanale nie ma gry do anulowania.
answer-scores = Wyniki gry #{ $game }.
answer-rules-of-game = Gra #{ $game }:
    { $rules }
answer-rules-of-server = Domyślne ustawienia tego serwera dla nowych gier:
    { $rules }
answer-undone = Cofnięto; gra toczy się dalej od tego miejsca.
answer-undo-asked = Zapytano. Pozostali mogą się zgodzić do <t:{ $closes }:f>.
answer-resigned = Opuszczasz grę #{ $game }.
answer-cancelled = Gra #{ $game } została anulowana.
answer-resumed = Gra #{ $game } toczy się dalej; jej zegar tur znowu chodzi.
answer-record = Zapis gry #{ $game }.
answer-replay-cooldown = Przed chwilą prosiłeś o powtórkę; możesz poprosić znowu za { $seconds } s.
answer-replay = Gra #{ $game }, tura po turze.
answer-replay-busy = Właśnie rysuję inną powtórkę, a rysuję je po jednej, żeby gry szły szybko. Poproś ponownie za minutę.
answer-computer-turn = Teraz tura gracza { $name }; rusza się sam.
answer-not-your-turn = Teraz tura gracza { $name }, nie twoja.
answer-turn-link = Wiadomość tury: { $link }
answer-done = Zrobione: { $what }
answer-links-renewed = Stare linki do oglądania tej gry przestały działać; nowe karty mają nowy link.
answer-notice-set = Od teraz o swojej turze dowiadujesz się { $how ->
        [mention] przez wzmiankę na kanale gry
        [dm] z wiadomości prywatnej z linkiem do tury (i wzmianki na kanale, jeśli masz zamknięte dla mnie wiadomości prywatne)
       *[quiet] tylko z wiadomości tury, bez pingu
    }.
answer-notice-now = O swojej turze dowiadujesz się { $how ->
        [mention] przez wzmiankę na kanale gry
        [dm] z wiadomości prywatnej z linkiem do tury (i wzmianki na kanale, jeśli masz zamknięte dla mnie wiadomości prywatne)
       *[quiet] tylko z wiadomości tury, bez pingu
    }. Zmienisz to poleceniem `/carcassonne powiadomienia`.
answer-config-saved = Zapisano. Nowe gry na tym serwerze:
    { $rules }{ $threads ->
        [yes] Każda gra dostaje własny wątek.
       *[no] Gry toczą się na kanale.
    } { $lobby_hours ->
        [0] Poczekalnie są otwarte, dopóki ktoś nie zacznie lub nie anuluje gry.
        [one] Poczekalnie zamykają się po 1 godzinie, jeśli nikt nie zacznie.
        [few] Poczekalnie zamykają się po { $lobby_hours } godzinach, jeśli nikt nie zacznie.
       *[many] Poczekalnie zamykają się po { $lobby_hours } godzinach, jeśli nikt nie zacznie.
    }

## Odpowiedzi na kliknięcia, widoczne tylko dla klikającego.

click-unknown-control = Tego przycisku ten bot nie zna; nic nie zmienia.
click-other-channel = Ten przycisk należy do gry na innym kanale; nic nie zmienia.
click-no-board = Ten bot nie może otworzyć planszy w Discordzie; użyj przycisków albo „Oglądaj na żywo”, jeśli jest widoczny.
click-rematch-open = Gra #{ $game } jest otwarta: jej poczekalnia jest poniżej. Pozostali są zaproszeni.

## Wiadomości gry na kanale, w języku gry.

duration-days = { $n ->
        [one] 1 dzień
       *[many] { $n } dni
    }
duration-hours = { $n ->
        [one] 1 godzina
        [few] { $n } godziny
       *[many] { $n } godzin
    }
duration-minutes = { $n ->
        [one] 1 minuta
        [few] { $n } minuty
       *[many] { $n } minut
    }
rules-line = { $small ->
        [two] miasto z 2 kafelków daje 2 punkty (pierwsze wydanie)
       *[four] miasto z 2 kafelków daje 4 punkty
    }; { $farms ->
        [per-city] chłopi liczą każde ukończone miasto raz (pierwsze wydanie)
        [off] bez chłopów
       *[per-field] chłopi dostają 3 za każde ukończone miasto przy ich łące
    }; { $end ->
        [monasteries] na koniec punktują tylko nieukończone klasztory
       *[all] nieukończone drogi, miasta i klasztory punktują na koniec
    }
rules-turn-time = { $time }; potem { $forfeit ->
        [yes] tura przepada, a po { $after } pominiętych turach z rzędu gracz przegrywa walkowerem
       *[no] tura przepada
    }
rules-no-turn-limit = bez limitu
rules-rules = **Zasady:** { $rules }.
expansion-name = { $name ->
        [river] Rzeka
        [abbot] Opat
        [inns_cathedrals] Karczmy i katedry
       *[traders_builders] Kupcy i budowniczowie
    }
rules-expansions = **Rozszerzenia:** { $list }.
rules-no-expansions = **Rozszerzenia:** brak (gra podstawowa).
rules-seats = **Miejsca:** do { $seats }.
rules-turn = **Czas na turę:** { $turn_time }.
rules-reminder = **Przypomnienie:** po { $time } bez ruchu.
rules-stand-in = **Zastępcy:** gracz komputerowy ({ $level }) zajmuje miejsce każdego, komu skończy się czas, kto się podda lub zostanie usunięty; to miejsce nie liczy się do rankingu.
rules-bank = bank czasu { $start } dla każdego, { $increment } więcej za każdą turę, najwyżej { $cap }; płynie tylko w twoich turach
rules-language = **Język:** { $language }.
lobby-title = **Carcassonne** — gra #{ $game }, gospodarz: { $host }
lobby-players = **Gracze ({ $joined }/{ $seats }):** { $players }
lobby-can-start = Gospodarz może już zacząć grę.
lobby-waiting = Czekamy na co najmniej jeszcze jednego gracza…
lobby-closes = Poczekalnia zamknie się <t:{ $closes }:R>, jeśli nikt nie zacznie.
lobby-add-computer-menu = Dodaj gracza komputerowego (gospodarz)…
lobby-expansions-menu = Rozszerzenia (wybiera gospodarz)
lobby-add-computer = Dodaj gracza komputerowego: { $level }
level-easy = łatwy
level-medium = średni
level-hard = trudny
level-random = losowy
level-easy-blurb = Zna zasady, często przeocza najlepszy ruch
level-medium-blurb = Wybiera ruch, który teraz wygląda najlepiej
level-hard-blurb = Myśli naprzód o kafelkach, które zostały w worku
level-random-blurb = Dowolny dozwolony ruch
button-join = Dołącz
button-leave = Wyjdź
button-start = Zacznij
button-cancel = Anuluj
button-remove-computer = Usuń komputer
button-previous = ◀ Poprzednia
button-next = Następna ▶
button-fits-one-way = Pasuje tylko tak
button-turn = ⟳ Obróć
button-turn-left = ⟲ Obróć w lewo
button-turn-right = ⟳ Obróć w prawo
button-confirm = Potwierdź
button-no-follower = Bez podwładnego
button-take-back = ↩ Cofnij kafelek
button-rematch = Rewanż
button-agree = Zgoda
button-refuse = Odmawiam
turn-header = { $player }, twoja tura (ruch { $move }). Twój kafelek to **{ $tile }**; { $left ->
        [one] w worku został 1 kafelek.
        [few] w worku zostały { $left } kafelki.
       *[many] w worku zostało { $left } kafelków.
    }
turn-deadline = Czas mija <t:{ $deadline }:R>.
turn-clock-stopped = Zegar jest zatrzymany.
turn-pick = Wybierz pozycję po numerze, obróć kafelek i potwierdź.
turn-shown-in-place = Kafelek jest pokazany na miejscu. Obróć go albo wybierz inną pozycję, potem potwierdź.
turn-fits-ways = { $ways ->
        [one] pasuje na jeden sposób
        [few] pasuje na { $ways } sposoby
       *[many] pasuje na { $ways } sposobów
    }
turn-choose-position = { $pages ->
        [one] Wybierz pozycję
       *[other] Wybierz pozycję (strona { $page } z { $pages })
    }
feature = { $kind ->
        [road] droga
        [city] miasto
        [monastery] klasztor
        [garden] ogród
       *[field] łąka
    }
follower-step = { $player }, kafelek leży. Postaw podwładnego na miejscu z literą albo nie stawiaj żadnego. { $left ->
        [one] Został ci 1 podwładny.
        [few] Zostało ci { $left } podwładnych.
       *[many] Zostało ci { $left } podwładnych.
    }
dm-turn = Twoja tura w grze Carcassonne #{ $game } na <#{ $channel }> (ruch { $move }).
dm-reminder = ⏰ Przypomnienie: wciąż twoja tura w grze Carcassonne #{ $game } na <#{ $channel }> (ruch { $move }).
dm-link = Twoja tura: { $link }
dm-how-to-change = `/carcassonne powiadomienia` na serwerze zmienia sposób powiadamiania.
dm-fallback = { $player }, twoja tura czeka: { $link }
dm-fallback-reminder = ⏰ { $player }, twoja tura wciąż czeka: { $link }
dm-closed = Masz zamknięte dla mnie wiadomości prywatne, więc wspominam cię tutaj. Otwórz je albo wybierz inny sposób poleceniem `/carcassonne powiadomienia`.
board-turn = Gra #{ $game }: tura gracza { $name } (ruch { $move }).
board-holders-turn = Gra #{ $game }: kto co trzyma w turze gracza { $name } (ruch { $move }).
board-holders-end = Gra #{ $game }: kto co trzymał na koniec.
board-over = Gra #{ $game } się skończyła.
board-not-started = Gra #{ $game } jeszcze się nie zaczęła.
board-cancelled = Gra #{ $game } została anulowana.
bag-not-started = Gra #{ $game } jeszcze się nie zaczęła: w worku są wszystkie kafelki ({ $total }).
bag-over = Gra #{ $game } się skończyła: nie ma już czego dobierać.
bag-left = Gra #{ $game }: { $left ->
        [0] worek jest pusty; kafelek w ręce jest ostatni.
        [one] w worku został 1 kafelek; { $fitting ->
            [0] teraz nigdzie by nie pasował.
           *[other] teraz gdzieś by pasował.
        }
        [few] w worku zostały { $left } kafelki; { $nowhere ->
            [0] wszystkie pasowałyby teraz gdzieś.
           *[other] pasujące teraz gdzieś: { $fitting }, niepasujące: { $nowhere }.
        }
       *[many] w worku zostało { $left } kafelków; { $nowhere ->
            [0] wszystkie pasowałyby teraz gdzieś.
           *[other] pasujące teraz gdzieś: { $fitting }, niepasujące: { $nowhere }.
        }
    }
final-title = Wyniki końcowe
final-line = { $medal } { $player } — **{ $score }** (drogi { $roads }, miasta { $cities }, klasztory { $monasteries }, łąki { $farms }{ $goods ->
        [0] {""}
       *[other] , towary { $goods }
    }){ $left ->
        [yes] , opuścił grę
       *[no] {""}
    }
final-rating = ranking { $before } → { $after }
undo-last-move = ostatni ruch
undo-vote = **Cofnąć?** { $asker } prosi o cofnięcie: { $what } w grze #{ $game }. { $voters }: zgadzacie się? Muszą zgodzić się wszyscy, do <t:{ $closes }:R>.
undo-agreed = Zgodzili się dotąd: { $names }.
rematch-invite = { $count ->
        [0] Rewanż za grę #{ $old }: poczekalnia gry #{ $game } jest tuż powyżej.
       *[other] Rewanż za grę #{ $old }! { $players }: poczekalnia gry #{ $game } jest tuż powyżej; naciśnijcie **Dołącz**, by zagrać znowu.
    }

## Listy i statystyki, w języku pytającego.

leaderboard-title = Ranking
leaderboard-title-season = Ranking — sezon { $season }
season-over = 🏆 **Sezon { $season } dobiegł końca.** Najlepsi gracze:
season-top-line = { $medal } { $player } — ranking { $rating }, { $games ->
        [one] 1 gra
        [few] { $games } gry
       *[other] { $games } gier
    }, { $wins ->
        [one] 1 wygrana
        [few] { $wins } wygrane
       *[other] { $wins } wygranych
    }
leaderboard-empty = Nikt jeszcze nie ukończył gry na tym serwerze.
leaderboard-line = { $place }. { $player } — ranking { $rating } · { $games ->
        [one] 1 gra
        [few] { $games } gry
       *[many] { $games } gier
    }, { $wins ->
        [one] 1 wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    } · średnio { $average }, najlepiej { $best }
games-title = { $count ->
        [0] Na tym serwerze nie trwa żadna gra. Zacznij ją poleceniem `/carcassonne nowa`.
        [one] **1 trwająca gra na tym serwerze**
        [few] **{ $count } trwające gry na tym serwerze** (strona { $page } z { $pages }, najdłużej czekające najpierw)
       *[many] **{ $count } trwających gier na tym serwerze** (strona { $page } z { $pages }, najdłużej czekające najpierw)
    }
games-cannot-check = Nie udało mi się zapytać Discorda, które kanały widzisz, więc na razie nie pokazuję żadnych gier. Spróbuj ponownie za minutę.
stats-cannot-check = Nie udało mi się zapytać Discorda, które kanały widzisz, więc na razie nie pokazuję ostatnich gier.
games-your-turn = twoja tura
games-turn-of = tura: { $name }
games-between-turns = między turami
games-since = od <t:{ $since }:R>
games-go-to-it = przejdź
games-progress = rozegrane tury: { $played }, zostało kafelków: { $left }
games-paused = wstrzymana
mine-none = Nie grasz w żadnej grze na tym serwerze. `/carcassonne gry` pokazuje trwające.
mine-title = **Twoje gry** ({ $count }): { $yours ->
        [0] żadna teraz na ciebie nie czeka.
        [one] twoja tura w 1 grze.
       *[other] twoja tura w { $yours } grach.
    }
stats-none = { $player } nie ukończył jeszcze żadnej gry na tym serwerze.
stats-line = { $player }: { $games ->
        [one] 1 gra
        [few] { $games } gry
       *[many] { $games } gier
    }, { $wins ->
        [one] 1 wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    }, średni wynik { $average }, najlepszy { $best }; ranking { $rating } (umiejętności { $mu } ± { $sigma }).
history-none = Gra #{ $game } nie ma jeszcze ruchów.
history-title = Gra #{ $game }: { $shown ->
        [one] ostatni ruch
        [few] ostatnie { $shown } ruchy
       *[many] ostatnie { $shown } ruchów
    } z { $total }
history-end = Koniec.
recent-title = { $count ->
        [one] Ostatnia gra
        [few] Ostatnie { $count } gry
       *[many] Ostatnie { $count } gier
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 wygrana
       *[other] { $rank }. miejsce z { $players }
    }, { $score } pkt
against-none = { $a } i { $b } nie ukończyli jeszcze razem żadnej gry na tym serwerze.
against-line = **Przeciwko { $b }:** { $games ->
        [one] 1 wspólna gra
        [few] { $games } wspólne gry
       *[many] { $games } wspólnych gier
    }; { $a } przed w { $ahead }, za w { $behind }, remis w { $level }.
replay-whole-game = Cała gra:
someone = Ktoś
undo-refused = { $voter } nie zgadza się na cofnięcie ruchów, o które prosił { $asker }; zostają.
undo-agreed-by-all = Wszyscy zgodzili się z { $asker }: cofnięto { $moves }.
undo-done = { $asker } cofnął { $moves }.
undo-turn-undone = Ta tura została cofnięta.
undo-play-again = { $player } rozgrywa tę turę jeszcze raz, z tym samym kafelkiem.
undo-expired = Nie wszyscy zgodzili się na czas, więc ruchy zostają.
undo-tile-of = kafelek { $tile } gracza { $player } na ({ $x }, { $y })
news-skipped = { $actor } pominął turę gracza { $player }.
news-removed = { $actor } usunął gracza { $player } z gry; jego podwładni zostają na planszy.
news-handed = { $actor } oddał miejsce gracza { $player } graczowi komputerowemu.
news-stand-in = Od teraz miejsce gracza { $player } gra gracz komputerowy ({ $level }); to miejsce nie liczy się do rankingu.
seat-stood-in = { $player } (komputer, { $level })
news-clock-started = { $actor } znów uruchomił zegar: tura ma tyle czasu, ile jej zostało.
news-clock-stopped = { $actor } zatrzymał zegar: nikomu nie skończy się czas, dopóki zegar nie ruszy. Ruchy nadal można wykonywać.
news-placed = { $player } kładzie kafelek { $tile } na ({ $x }, { $y }){ $follower ->
        [road] {" "}i stawia rabusia na drodze
        [city] {" "}i stawia rycerza w mieście
        [monastery] {" "}i stawia mnicha w klasztorze
        [field] {" "}i stawia chłopa na łące
       *[none] {""}
    }.
news-could-not-place = { $player } nie mógł położyć kafelka.
figure-name = { $figure ->
        [large] duży podwładny
        [abbot] opat
        [builder] budowniczy
        [pig] świnia
       *[follower] podwładny
    }
button-watch-live = Oglądaj na żywo
button-open-board = Otwórz planszę
button-return-abbot = Zabierz opata
follower-menu = Wybierz miejsce i figurę
error-choose-spot = Wybierz miejsce z menu.
news-goods = { $player } bierze towary z ukończonego miasta: wino { $wine }, zboże { $grain }, sukno { $cloth }.
news-second-part = Obszar budowniczego gracza { $player } się powiększył: { $player } kładzie drugi kafelek.
news-placed-figure = { $player } kładzie kafelek { $tile } na ({ $x }, { $y }) i stawia { $figure ->
        [large] dużego podwładnego
        [abbot] opata
        [builder] budowniczego
       *[pig] świnię
    } { $kind ->
        [road] na drodze
        [city] w mieście
        [monastery] w klasztorze
        [garden] w ogrodzie
       *[field] na łące
    }.
news-left = { $player } opuścił grę.
history-scored = Punkty: { $list }.
history-set-aside = { $player } dobrał kafelek { $tile }, który nigdzie nie pasuje; odłożono go.
history-skipped = Tura gracza { $player } została pominięta; kafelek { $tile } odłożono.
history-nothing-more = Na koniec nic więcej nie zapunktowało.
history-final-scoring = Punktacja końcowa.
news-set-aside = Kafelek { $tile } nigdzie nie pasuje, więc odłożono go, a { $player } dobrał ponownie.
news-game-over = Gra się skończyła.
undo-lapsed = Gra poszła dalej, więc głosowanie nad cofnięciem jest zamknięte: ruchy zostają.
news-begins = Gra się zaczyna! Pierwszy rusza { $player }.
news-started = Gra #{ $game } się zaczęła.
news-cancelled = Gra #{ $game } została anulowana przez: { $player }.
news-only-computers = Zostali tylko gracze komputerowi, więc gra kończy się tutaj.
news-turn-goes-on = Ta tura toczy się dalej w nowej wiadomości.
news-lobby-closed = Poczekalnia gry #{ $game } jest zamknięta: nikt nie zaczął gry w ciągu { $hours ->
        [one] 1 godziny
       *[other] { $hours } godzin
    }. `/carcassonne nowa` otwiera kolejną.
news-still-turn = Wciąż tura gracza { $player }: jest pokazana ponownie poniżej.
news-forfeit = { $player } przekroczył czas { $missed } razy z rzędu i przegrywa walkowerem.
news-timed-out = { $player } przekroczył czas; tura przepadła.
scored = { $count ->
        [0] Nikt nie dostaje { $points } pkt: { $what }
        [one] { $players } dostaje { $points } pkt: { $what }
       *[other] { $players } dostają po { $points } pkt: { $what }
    }
what-road = droga z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    }
what-road-unfinished = nieukończona droga z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    }
what-city = miasto z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    }{ $pennants ->
        [0] {""}
        [one] {" "}z 1 herbem
       *[other] {" "}z herbami: { $pennants }
    }
what-city-unfinished = nieukończone miasto z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    }{ $pennants ->
        [0] {""}
        [one] {" "}z 1 herbem
       *[other] {" "}z herbami: { $pennants }
    }
what-monastery = ukończony klasztor
what-monastery-unfinished = nieukończony klasztor { $neighbours ->
        [one] z 1 sąsiadem
       *[other] z sąsiadami: { $neighbours }
    }
what-field = łąka przy { $cities ->
        [one] 1 ukończonym mieście
       *[other] ukończonych miastach: { $cities }
    }

what-road-inn = droga z karczmą z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    } (2 punkty za kafelek)
what-road-inn-unfinished = nieukończona droga z karczmą z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    }: droga z karczmą punktuje tylko ukończona
what-city-cathedral = miasto z katedrą z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    }{ $pennants ->
        [0] {""}
        [one] {" "}i 1 herbem
       *[other] {" "}i { $pennants } herbami
    } (po 3 punkty)
what-city-cathedral-unfinished = nieukończone miasto z katedrą z { $tiles ->
        [one] 1 kafelka
       *[other] { $tiles } kafelków
    }: miasto z katedrą punktuje tylko ukończone
what-garden = ukończony ogród
what-garden-unfinished = nieukończony ogród { $neighbours ->
        [one] z 1 sąsiadem
       *[other] z { $neighbours } sąsiadami
    }
what-abbot-returned = opat zabrany { $kind ->
        [garden] z ogrodu
       *[monastery] z klasztoru
    } { $neighbours ->
        [one] z 1 sąsiadem
       *[other] z { $neighbours } sąsiadami
    }
what-goods = najwięcej { $good ->
        [wine] wina
        [grain] zboża
       *[cloth] sukna
    } ({ $count ->
        [one] 1 żeton
        [few] { $count } żetony
       *[other] { $count } żetonów
    })
what-field-pig = łąka przy { $cities ->
        [one] 1 ukończonym mieście
       *[other] { $cities } ukończonych miastach
    }, ze świnią (4 punkty za miasto)

## Pomoc: jedna wiadomość, najwyżej 2000 znaków.

help = **Carcassonne na Discordzie**
    `/carcassonne nowa` otwiera poczekalnię; pozostali naciskają **Dołącz**, gospodarz naciska **Zacznij** (a wcześniej może zmienić opcje poleceniem `/gospodarz opcje`). Z menu poczekalni gospodarz może zapełnić miejsca graczami komputerowymi (łatwy, średni lub trudny).
    W swojej turze wybierz numerowaną pozycję, obróć kafelek przyciskami ⟲ ⟳ i naciśnij **Potwierdź**; potem postaw podwładnego na miejscu z literą albo wybierz **Bez podwładnego** (lub **Cofnij kafelek**, by położyć go gdzie indziej); `/carcassonne cofnij` prosi pozostałych o zgodę na cofnięcie ostatniego ruchu. Zgubiona wiadomość tury? `/carcassonne tura` przywraca jej przyciski, tylko dla ciebie. `/carcassonne powiadomienia` wybiera, jak dowiadujesz się o turze: wzmianka, wiadomość prywatna albo bez pingu. `/carcassonne moje` pokazuje twoje gry, najpierw czekające na ciebie; `/carcassonne gry` wszystkie gry serwera.
    Ukończone drogi, miasta i klasztory punktują od razu; łąki i wszystko nieukończone na koniec. **Rewanż** pod wynikami końcowymi otwiera nową poczekalnię dla tych samych graczy.
    `/carcassonne plansza` pokazuje planszę (albo kto co trzyma), `/carcassonne worek` co zostało do dobrania, `/carcassonne historia` ostatnie ruchy słowami (tylko dla ciebie), `/carcassonne wynik` wyniki, `/carcassonne zasady` obowiązujące zasady.
    `/carcassonne poddaj` opuszcza grę; `/gospodarz anuluj` ją kończy; `/gospodarz pomiń` pomija bieżącą turę, `/gospodarz usuń` wyłącza gracza z gry, a `/gospodarz zegar` zatrzymuje zegar na urlop (gospodarz lub „Zarządzanie serwerem”). Gra wstrzymana, bo straciłem uprawnienie na jej kanale, toczy się dalej po `/gospodarz wznów`, gdy uprawnienie wróci.
    `/carcassonne eksport` daje zapis gry; `/carcassonne powtórka` animację dotychczasowej gry, tylko dla ciebie.
    `/ranking` i `/statystyki` pokazują, jak grają wszyscy (`/statystyki przeciwko:` bilans bezpośredni).
    `/turniej otwórz` organizuje turniej; administratorzy ustawiają serwer przez `/ustawienia`.
answer-limits = { $lobbies ->
        [0] Każdy może mieć dowolnie wiele otwartych poczekalni.
        [one] Każdy może mieć naraz 1 otwartą poczekalnię.
       *[other] Każdy może mieć naraz { $lobbies } otwartych poczekalni.
    } { $cooldown ->
        [0] Prośby o rewanż i cofnięcie nie mają odstępu.
        [one] O rewanż lub cofnięcie można prosić raz na minutę.
       *[other] O rewanż lub cofnięcie można prosić raz na { $cooldown } minut.
    } { $threads ->
        [0] Bot otwiera dowolnie wiele wątków gier.
        [one] Bot otwiera najwyżej 1 wątek gry na godzinę.
       *[other] Bot otwiera najwyżej { $threads } wątków gier na godzinę.
    } { $games ->
        [0] Kanał i jego wątki mogą mieć dowolnie wiele gier.
        [one] Kanał i jego wątki mają najwyżej 1 grę naraz.
        [few] Kanał i jego wątki mają najwyżej { $games } gry naraz.
       *[other] Kanał i jego wątki mają najwyżej { $games } gier naraz.
    }
answer-season-channel-kind = Ogłoszenia sezonów trafiają na kanał tekstowy lub ogłoszeniowy. Wybierz jeden z nich.
answer-seasons = { $period ->
        [monthly] Sezony trwają miesiąc (UTC); ranking zaczyna się co miesiąc od ogólnego rankingu gracza, przesuniętego w połowie drogi do rankingu nowicjusza.
        [quarterly] Sezony trwają kwartał (UTC); ranking zaczyna się co kwartał od ogólnego rankingu gracza, przesuniętego w połowie drogi do rankingu nowicjusza.
       *[off] Bez sezonów: ranking liczy wszystkie gry.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] Koniec sezonu nie jest ogłaszany.
        }
       *[other] Najlepsza trójka każdego sezonu jest ogłaszana na <#{ $channel }>.
    }

## Turnieje
event-thread = { $event } · runda { $round }, stół { $table }
event-thread-match = { $event } · runda { $round }, stół { $table }, partia { $game }
news-decided-by-deadline = Minął termin rundy: ta gra kończy się tutaj, rozstrzygnięta według obecnych wyników.
error-no-event = Tu nie ma turnieju.
error-no-event-named = Żaden turniej na tym serwerze nie nazywa się „{ $name }”.
error-events-share-name = Kilka turniejów na tym serwerze ma tę nazwę ({ $channels }): anuluj go na jego własnym kanale.
error-event-full = Ten turniej jest pełny ({ $limit } graczy).
error-already-signed-up = Już jesteś zapisany.
error-not-signed-up = Nie grasz w tym turnieju.
error-signup-closed = Zapisy do tego turnieju są zamknięte.
error-event-not-running = Ten turniej nie trwa.
error-too-few-entrants = Turniej potrzebuje co najmniej { $needed } graczy, żeby się zacząć.
error-best-of-pairs = Mecze z kilku partii są dla stołów dwuosobowych.
cmd-tournament = turniej
cmd-tournament-desc = Turnieje: system szwajcarski, każdy z każdym lub pucharowy
cmd-tournament-open = otwórz
cmd-tournament-open-desc = Otwórz zapisy na turniej w tym kanale; to ty go prowadzisz
cmd-tournament-start = rozpocznij
cmd-tournament-start-desc = Rozpocznij teraz turniej tego kanału (prowadzący lub „Zarządzanie serwerem”)
cmd-tournament-cancel = anuluj
cmd-tournament-cancel-desc = Anuluj turniej tego kanału (prowadzący lub „Zarządzanie serwerem”)
cmd-tournament-standings = tabela
cmd-tournament-standings-desc = Tabela turnieju tego kanału, tylko dla ciebie
cmd-tournament-withdraw = wycofaj
cmd-tournament-withdraw-desc = Wycofaj się z turnieju tego kanału: niedokończone gry liczą się jako porażki
opt-name = nazwa
opt-name-desc = Nazwa turnieju
opt-tournament-cancel-name-desc = Nazwa turnieju w innym miejscu tego serwera, aby anulować go stąd
opt-format = system
opt-format-desc = Jak dobierane są pary (szwajcarski, jeśli nie ustawiono)
opt-table = stół
opt-table-desc = Graczy przy każdym stole (2, jeśli nie ustawiono)
opt-best_of = partie
opt-best_of-desc = Partii w meczu przy stołach dwuosobowych (1, jeśli nie ustawiono)
opt-rounds = rundy
opt-rounds-desc = Rund turnieju szwajcarskiego (4, jeśli nie ustawiono)
opt-tournament-open-seats-desc = Najwyżej tylu graczy (16, jeśli nie ustawiono)
opt-round_hours = godziny_rundy
opt-round_hours-desc = Godzin każdej rundy do terminu (tydzień, jeśli nie ustawiono)
opt-signup_hours = godziny_zapisów
opt-signup_hours-desc = Godzin do zamknięcia zapisów i samego startu (0: startuje prowadzący)
choice-format-0 = system szwajcarski
choice-format-1 = każdy z każdym
choice-format-2 = system pucharowy
choice-table-0 = 2 graczy
choice-table-1 = 3 graczy
choice-table-2 = 4 graczy
choice-best_of-0 = 1 partia
choice-best_of-1 = do 2 wygranych
choice-best_of-2 = do 3 wygranych
event-title = **{ $event }** — { $format ->
        [swiss] turniej szwajcarski na { $rounds } rund
        [round_robin] turniej każdy z każdym
       *[elimination] turniej pucharowy
    }, stoły po { $size }{ $best_of ->
        [1] {""}
       *[other] , mecze do { $best_of } partii
    }; prowadzi { $host }.
event-round-time = **Rundy:** po { $time }; gry trwające w chwili terminu rozstrzyga bieżący wynik.
event-signed-up = **Zapisani ({ $joined }/{ $max }):** { $players }
event-nobody = jeszcze nikt
event-closes = Zapisy zamykają się <t:{ $closes }:R> i wtedy turniej się zaczyna.
event-host-starts = Prowadzący rozpoczyna turniej przyciskiem **Zacznij**.
event-signup-over = Zapisy są zamknięte.
event-round = **{ $event } — runda { $round } z { $rounds }**
event-table = Stół { $table }: { $players } → { $thread }
event-table-waiting = Stół { $table }: { $players } (wątek zaraz się otworzy)
event-tables-more = …i jeszcze { $count } stołów: każdy jest podany w swoim wątku.
event-bye = Wolny los (liczy się jako wygrana): { $player }
event-deadline = Ta runda kończy się <t:{ $when }:R>.
event-standings-title = **{ $event } — tabela po rundzie { $round } z { $rounds }**
event-final-title = **{ $event } — tabela końcowa**
event-table-ref = runda { $round }, stół { $table }
event-decided = Rozstrzygnięte w terminie rundy: { $tables }.
event-winner = 🏆 { $player } wygrywa **{ $event }**!
picture-event-after-round = { $event } — po rundzie { $round }
picture-event-final = { $event } — tabela końcowa
event-cancelled = **{ $event }** anulował(a) { $player }.
event-cancelled-empty = **{ $event }** się nie zaczął: za mało zapisanych.
event-withdrew = { $player } wycofał(a) się z **{ $event }**; niedokończone gry liczą się jako porażki.
event-tables-wait = { $host } Stoły turnieju **{ $event }** czekają na swoje wątki: ten serwer ma tyle aktywnych wątków, ile pozwala Discord (1000). Do tego czasu turniej jest wstrzymany, a jego terminy razem z nim. Archiwizacja zakończonych wątków robi miejsce: próbuję ponownie co { $minutes } minut i wznowię sam, albo gospodarz może wznowić go wcześniej.
answer-event-not-in-thread = Otwórz turniej w kanale, nie w wątku: jego gry dostaną tam własne wątki.
answer-event-here = Ten kanał ma już turniej (nr { $event }): jeden naraz.
answer-event-opened = Turniej nr { $event } jest otwarty: zapisy są w tym kanale.
answer-event-started = { $event } się zaczął.
answer-event-cancelled = { $event } jest anulowany.
answer-event-withdrawn = Wycofałeś się z { $event }.
cmd-tournament-resume = wznów
cmd-tournament-resume-desc = Wznów wstrzymany turniej tego kanału, gdy wrócą moje uprawnienia (prowadzący lub admin)
error-event-paused = Ten turniej jest wstrzymany: straciłem uprawnienie w jego kanale (do pisania lub otwierania wątków). Gdy wróci, prowadzący może go wznowić przez `/turniej wznów`.
answer-event-resumed = { $event } trwa dalej.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Plansza wokół ostatniego kafelka, z numerem na każdym polu, na którym pasuje kafelek { $tile }
alt-close-up = Dopiero położony kafelek z bliska, z literą na każdym miejscu, które może zająć podwładny
alt-board = Plansza z punktami każdego gracza
alt-scores = Plansza na koniec, z punktami każdego gracza według rodzaju terenu
alt-bag = Kafelki, które zostały w worku, rodzaj po rodzaju
alt-holders = Plansza w kolorach graczy, do których należą drogi, miasta i łąki
alt-race = Punkty każdego gracza po każdej turze
alt-tile = Kafelek { $tile }, tak jak wyciągnięty
alt-replay = Gra, kafelek po kafelku
alt-standings = Tabela turnieju
alt-rating = Ranking gracza { $name }, gra po grze

# The live board's page.
page-title = Carcassonne
page-language = Język
page-new-game = Nowa gra
page-people = Osoby przy tym ekranie
page-add-person = Dodaj osobę
page-computers = Gracze komputerowi
page-add-computer = Dodaj gracza komputerowego
page-player = Gracz { $n }
page-remove = Usuń
page-rules = Zasady
page-expansions = Dodatki
page-seats = Miejsca: { $seats } (od 2 do 6)
page-start = Rozpocznij grę
page-watching = Oglądasz grę.
page-waiting = Czekamy na: { $player }…
page-turn-tile = { $player }, twoja kolej: wybierz, gdzie położyć płytkę.
page-turn-figure = { $player }: postaw figurkę na miejscu albo żadnej.
page-fits-here = Płytka pasuje tutaj: kolumna { $x }, rząd { $y }
page-drawn-tile = Płytka do położenia: { $tile }
page-zoom-in = Powiększ
page-zoom-out = Pomniejsz
page-centre = Pokaż całą planszę
page-scores = Punkty
page-bag = Płytki w worku: { $left }
page-history = Historia
page-game-over = Gra się skończyła.
page-offline = Utracono połączenie; ponawiam…
page-stale = Gra poszła dalej; oto jej obecny stan.
page-keys = Klawisze: Tab do pola, Enter, by je wybrać, R obraca płytkę, ponownie Enter, by ją położyć; strzałki przesuwają, + i − przybliżają, 0 pokazuje całą planszę.
page-holders = Pokaż, kto co kontroluje
page-by-feature = Punkty według terenu
page-error-bad-request = Strona wysłała coś, czego plansza nie rozumie; odśwież stronę.
page-error-session = Ten link jest już nieważny (wygasł lub dotyczy innej gry). Otwórz grę ponownie.
page-error-watch-only = Ten link służy do oglądania: nie można nim grać.
page-error-too-many = Za dużo kliknięć naraz; poczekaj chwilę.
page-error-busy = Plansza jest teraz zajęta; spróbuj ponownie za chwilę.
page-error-discord-code = Discord nie potwierdził, kim jesteś. Zamknij planszę i otwórz ją ponownie.
page-error-not-in-activity = Według Discorda nie jesteś w tej aktywności albo nie jest ona na kanale gry. Otwórz planszę z kanału gry.
page-error-discord-down = Nie udało się teraz zapytać Discorda. Spróbuj ponownie za chwilę.
page-error-no-game-here = Na tym kanale nie toczy się żadna gra.
page-asking-discord = Pytamy Discorda, kim jesteś…
