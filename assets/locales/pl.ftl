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
picture-col-roads = Drogi
picture-col-cities = Miasta
picture-col-monasteries = Klasztory
picture-col-farms = Łąki
picture-col-total = Razem
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
   *[field] łąka
}
picture-bag-all-drawn = Wszystkie kafelki zostały dobrane.
picture-bag-all-fit = Każdy z nich pasowałby teraz gdzieś na planszy.
picture-bag-some-fit = Pasowałoby teraz: { $fitting }; nie pasowałoby: { $nowhere } (czerwona ramka).
picture-holders-title = Kto co posiada
picture-holders-key = Drogi, miasta i łąki w kolorze gracza z największą liczbą podwładnych; w paski przy remisie.

## Polecenia: nazwy (małe litery, 1–32 znaki, bez spacji) i opisy (najwyżej 100 znaków)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Graj w Carcassonne na tym kanale.
cmd-carcassonne-new = nowa
cmd-carcassonne-new-desc = Otwórz poczekalnię nowej gry.
cmd-carcassonne-options = opcje
cmd-carcassonne-options-desc = Zmień opcje poczekalni na tym kanale przed startem (gospodarz).
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
cmd-carcassonne-cancel = anuluj
cmd-carcassonne-cancel-desc = Anuluj grę na tym kanale (gospodarz lub ktoś z „Zarządzanie serwerem”).
cmd-carcassonne-resume = wznów
cmd-carcassonne-resume-desc = Wznów wstrzymaną grę na tym kanale, gdy moje uprawnienia zostaną naprawione.
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
cmd-carcassonne-skip = pomiń
cmd-carcassonne-skip-desc = Pomiń turę obecnego gracza (gospodarz lub ktoś z „Zarządzanie serwerem”).
cmd-carcassonne-remove = usuń
cmd-carcassonne-remove-desc = Usuń gracza z gry; jego podwładni zostają (gospodarz lub „Zarządzanie serwerem”).
cmd-carcassonne-clock = zegar
cmd-carcassonne-clock-desc = Zatrzymaj lub uruchom zegar tur tej gry (gospodarz lub „Zarządzanie serwerem”).
cmd-carcassonne-help = pomoc
cmd-carcassonne-help-desc = Jak grać z tym botem.
cmd-carcassonne-config = ustawienia
cmd-carcassonne-config-desc = Domyślne ustawienia serwera dla nowych gier („Zarządzanie serwerem”).
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
opt-carcassonne-options-language-desc = Język gry
opt-carcassonne-config-language-desc = Język nowych gier (jeśli nie podano, własny język serwera)
opt-show = widok
opt-show-desc = Plansza (domyślnie) albo każda droga, miasto i łąka w kolorze tego, kto je trzyma
opt-moves = ruchy
opt-moves-desc = Ile ruchów (domyślnie 10)
opt-how = jak
opt-how-desc = Jak cię powiadamiać (pomiń, by zobaczyć obecne ustawienie)
opt-player = gracz
opt-player-desc = Gracz do usunięcia
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
choice-show-0 = plansza
choice-show-1 = kto co trzyma (drogi, miasta, łąki)
choice-how-0 = wspomnij mnie na kanale gry
choice-how-1 = wyślij mi wiadomość prywatną
choice-how-2 = bez pingu (tylko wiadomość tury)
choice-action-0 = zatrzymaj (na urlop)
choice-action-1 = uruchom ponownie
