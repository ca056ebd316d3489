# Deutsch. Begriffe wie in der deutschen Spielregel (siehe glossary/README.md).

## Bilder

picture-player = Spieler { $number }
picture-game-over = Spielende
picture-to-play = { $name } ist am Zug · { $left ->
    [one] { $left } Plättchen übrig
   *[other] { $left } Plättchen übrig
}
picture-col-followers = Gefolgsleute
picture-col-score = Punkte
picture-col-bank = Restzeit
picture-bank-dh = { $d } T { $h } h
picture-bank-hm = { $h } h { $m } min
picture-bank-m = { $m } min
picture-bank-left = noch { $left }
picture-col-roads = Straßen
picture-col-cities = Städte
picture-col-monasteries = Klöster
picture-col-farms = Wiesen
picture-col-total = Gesamt
picture-col-figures = Figuren
picture-col-wine = Wein
picture-col-grain = Getreide
picture-col-cloth = Stoff
picture-col-goods = Waren
picture-turn-of = { $name } ist am Zug
picture-fits = { $count ->
    [0] Dieses Plättchen passt nirgends.
    [one] { $count } Stelle, an die dieses Plättchen passt
   *[other] { $count } Stellen, an die dieses Plättchen passt
}
picture-bag-left = { $count ->
    [0] Der Beutel ist leer
    [one] { $count } Plättchen im Beutel
   *[other] { $count } Plättchen im Beutel
}
picture-no-spot = Auf dieses Plättchen kann kein Gefolgsmann.
picture-spot = { $letter }: { $feature ->
    [road] Straße
    [city] Stadt
    [monastery] Kloster
    [garden] Garten
   *[field] Wiese
}
picture-bag-all-drawn = Alle Plättchen sind gezogen.
picture-bag-all-fit = Jedes davon würde jetzt irgendwo passen.
picture-bag-some-fit = { $fitting } würden jetzt irgendwo passen, { $nowhere } nicht (rot umrandet).
picture-holders-title = Wem gehört was
picture-holders-key = Straßen, Städte und Wiesen in der Farbe des Spielers mit den meisten Gefolgsleuten darin; gestreift bei Gleichstand.
picture-chart-race = Punkteverlauf
picture-chart-end = Ende
picture-chart-turns = Züge
picture-chart-rating = Wertung von { $name }
picture-chart-games = { $count ->
        [one] 1 Spiel, das älteste links
       *[other] { $count } Spiele, das älteste links
    }
picture-chart-peak = Bestwert { $rating }
picture-chart-season-peak = Saisonbestwert { $rating }
picture-standings-player = Spieler
picture-standings-points = Matchpkt.
picture-standings-buchholz = Buchholz
picture-standings-score = Punkte
picture-standings-played = Gespielt
picture-standings-withdrawn = { $name } (zurückgezogen)
picture-standings-none = Noch hat niemand gespielt.
picture-chart-now = Jetzt: { $rating }

## Befehle: Namen (klein, 1–32 Zeichen, keine Leerzeichen) und Beschreibungen (höchstens 100 Zeichen)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Carcassonne in diesem Kanal spielen.
cmd-carcassonne-new = neu
cmd-carcassonne-new-desc = Eine Lobby für ein neues Spiel eröffnen.
cmd-host = gastgeber
cmd-host-desc = Das Spiel dieses Kanals als Gastgeber leiten (oder mit „Server verwalten“).
cmd-host-options = optionen
cmd-host-options-desc = Die Optionen der Lobby in diesem Kanal vor dem Start ändern (Gastgeber).
cmd-carcassonne-turn = zug
cmd-carcassonne-turn-desc = Die Knöpfe für deinen Zug zurückholen, nur für dich.
cmd-carcassonne-board = spielfeld
cmd-carcassonne-board-desc = Das Spielfeld dieses Kanals zeigen, oder wem was gehört, nur für dich.
cmd-carcassonne-bag = beutel
cmd-carcassonne-bag-desc = Zeigen, was noch im Beutel ist, Art für Art, nur für dich.
cmd-carcassonne-history = verlauf
cmd-carcassonne-history-desc = Die letzten Züge des Spiels in diesem Kanal in Worten, nur für dich.
cmd-carcassonne-score = punkte
cmd-carcassonne-score-desc = Die Punkte zeigen, aufgeteilt nach Straßen, Städten, Klöstern und Wiesen.
cmd-carcassonne-rules = regeln
cmd-carcassonne-rules-desc = Regeln und Optionen des Spiels in diesem Kanal (oder die Vorgaben des Servers).
cmd-carcassonne-undo = zurücknehmen
cmd-carcassonne-undo-desc = Die anderen bitten, den letzten Zug zurückzunehmen (Computerzüge danach auch).
cmd-carcassonne-resign = aufgeben
cmd-carcassonne-resign-desc = Das Spiel in diesem Kanal verlassen.
cmd-host-cancel = abbrechen
cmd-host-cancel-desc = Das Spiel in diesem Kanal abbrechen (Gastgeber oder „Server verwalten“).
cmd-host-resume = fortsetzen
cmd-host-resume-desc = Das pausierte Spiel fortsetzen, sobald meine Berechtigungen hier stimmen.
cmd-carcassonne-export = export
cmd-carcassonne-export-desc = Die Spielaufzeichnung des letzten Spiels in diesem Kanal (carcassonne-record/1).
cmd-carcassonne-replay = wiederholung
cmd-carcassonne-replay-desc = Eine Animation des letzten Spiels in diesem Kanal (die bisherigen Züge), nur für dich.
cmd-carcassonne-games = spiele
cmd-carcassonne-games-desc = Die laufenden Spiele auf diesem Server, nur für dich.
cmd-carcassonne-mine = meine
cmd-carcassonne-mine-desc = Deine laufenden Spiele auf diesem Server, die wartenden zuerst.
cmd-carcassonne-notify = benachrichtigung
cmd-carcassonne-notify-desc = Wie du erfährst, dass du in den Spielen dieses Servers am Zug bist.
cmd-host-skip = überspringen
cmd-host-skip-desc = Den Zug des aktuellen Spielers überspringen (Gastgeber oder „Server verwalten“).
cmd-host-remove = entfernen
cmd-host-remove-desc = Einen Spieler aus dem Spiel nehmen; seine Gefolgsleute bleiben (Gastgeber oder Admin).
cmd-host-standin = ersetzen
cmd-host-standin-desc = Den Platz eines Spielers einem Computerspieler geben; er wird nicht gewertet (Gastgeber oder Admin).
cmd-host-clock = uhr
cmd-host-clock-desc = Die Zuguhr dieses Spiels anhalten oder starten (Gastgeber oder „Server verwalten“).
cmd-host-links = links
cmd-host-links-desc = Neue Links zum Live-Zuschauen; die alten gelten nicht mehr (Gastgeber oder „Server verwalten“).
cmd-carcassonne-help = hilfe
cmd-carcassonne-help-desc = Wie man mit diesem Bot spielt.
cmd-settings = einstellungen
cmd-settings-desc = Vorgaben des Servers für neue Spiele („Server verwalten“).
cmd-leaderboard = rangliste
cmd-leaderboard-desc = Die besten Spieler dieses Servers.
cmd-stats = statistik
cmd-stats-desc = Die Bilanz einer Person auf diesem Server: Wertung, letzte 10 Spiele und gegen jemanden.

opt-small_city = kleine_stadt
opt-small_city-desc = Punkte für eine fertige Stadt aus 2 Plättchen
opt-farms = wiesen
opt-farms-desc = Wie Bauern werten
opt-end_scoring = schlusswertung
opt-end_scoring-desc = Was Unfertiges am Ende zählt
opt-seats = plätze
opt-seats-desc = Plätze (2 bis 6)
opt-turn_hours = stunden_pro_zug
opt-turn_hours-desc = Stunden pro Zug (0: unbegrenzt)
opt-thread = thread
opt-thread-desc = In einem eigenen Thread spielen
opt-computers = computer
opt-computers-desc = Computerspieler, die gleich mitspielen (in der Lobby kannst du weitere hinzufügen)
opt-computer_level = computerstärke
opt-computer_level-desc = Wie gut die Computerspieler spielen
opt-language = sprache
opt-language-desc = Die Sprache des Spiels (sonst die des Servers)
opt-river = fluss
opt-river-desc = Mit dem Fluss spielen (erst die Quelle, zuletzt der See)
opt-abbot = abt
opt-abbot-desc = Mit dem Abt spielen (Gärten und ein Abt für jeden)
opt-inns_cathedrals = wirtshäuser_kathedralen
opt-inns_cathedrals-desc = Mit Wirtshäuser & Kathedralen spielen
opt-traders_builders = händler_baumeister
opt-traders_builders-desc = Mit Händler & Baumeister spielen
opt-host-options-language-desc = Die Sprache des Spiels
opt-settings-language-desc = Die Sprache neuer Spiele (sonst die eigene Sprache des Servers)
opt-show = ansicht
opt-show-desc = Das Spielfeld (Vorgabe), oder jede Straße, Stadt und Wiese in der Farbe ihres Besitzers
opt-moves = züge
opt-moves-desc = Wie viele Züge (sonst 10)
opt-how = wie
opt-how-desc = Wie du benachrichtigt wirst (weglassen, um die aktuelle Einstellung zu sehen)
opt-player = spieler
opt-player-desc = Der Spieler, der entfernt wird
opt-host-standin-player-desc = Der Spieler, dessen Platz ein Computerspieler übernimmt
opt-stand_in = ersatz
opt-stand_in-desc = Wer den Platz übernimmt, wenn jemand die Zeit überschreitet, aufgibt oder entfernt wird
opt-time_bank = zeitkonto
opt-time_bank-desc = Ein Zeitkonto für jeden Spieler statt Stunden pro Zug (wie die Uhr von Board Game Arena)
opt-action = aktion
opt-action-desc = Die Uhr anhalten oder wieder starten
opt-reminder_hours = erinnerung_nach_stunden
opt-reminder_hours-desc = Stunden bis zur Erinnerung (0: keine)
opt-forfeit_after = aufgabe_nach
opt-forfeit_after-desc = Verpasste Züge in Folge, nach denen ein Spieler ausscheidet (0: nie)
opt-threads = threads
opt-threads-desc = Jedem Spiel einen eigenen Thread geben
opt-lobby_hours = lobby_stunden
opt-lobby_hours-desc = Stunden, die eine Lobby ohne Start offen bleibt (0: immer; sonst 48)
opt-lobbies_per_member = lobbys_pro_mitglied
opt-lobbies_per_member-desc = Offene Lobbys, die ein Mitglied zugleich leiten darf (0: beliebig viele; sonst 3)
opt-ask_cooldown_minutes = wartezeit_minuten
opt-ask_cooldown_minutes-desc = Minuten zwischen Revanche- oder Rückgängig-Anfragen einer Person (0: keine; sonst 10)
opt-threads_per_hour = threads_pro_stunde
opt-threads_per_hour-desc = Threads, die der Bot pro Stunde für Spiele öffnet (0: beliebig viele; sonst 10)
opt-games_per_channel = spiele_pro_kanal
opt-games_per_channel-desc = Laufende Spiele, die ein Kanal mit seinen Threads haben darf (0: beliebig viele; sonst 10)
opt-season = saison
opt-settings-season-desc = Saisons der Bestenliste: Wertungen beginnen jeden Monat oder jedes Quartal neu (off: nur gesamt)
opt-leaderboard-season-desc = Welche Bestenliste: diese Saison (Standard), die letzte Saison oder gesamt
opt-season_channel = saison_kanal
opt-season_channel-desc = Wo am Ende jeder Saison die besten drei verkündet werden
opt-season_announce = saison_verkuenden
opt-season_announce-desc = Die besten drei jeder Saison verkünden (false: nichts verkünden)
opt-user = person
opt-user-desc = Wessen Statistik (sonst deine)
opt-against = gegen
opt-against-desc = Die Bilanz gegen diese Person

choice-small_city-0 = 4 Punkte (aktuelle Regel)
choice-small_city-1 = 2 Punkte (erste Ausgabe)
choice-farms-0 = pro Wiese (aktuelle Regel)
choice-farms-1 = pro Stadt (erste Ausgabe)
choice-farms-2 = ohne Bauern
choice-end_scoring-0 = alles Unfertige zählt
choice-end_scoring-1 = nur unfertige Klöster
choice-computer_level-0 = leicht
choice-computer_level-1 = mittel
choice-computer_level-2 = schwer
choice-stand_in-0 = niemand: der Platz verlässt das Spiel
choice-stand_in-1 = ein Computerspieler (leicht)
choice-stand_in-2 = ein Computerspieler (mittel)
choice-stand_in-3 = ein Computerspieler (schwer)
choice-time_bank-0 = aus (Stunden pro Zug)
choice-time_bank-1 = 1 Tag, +8 Stunden pro Zug, höchstens 2 Tage
choice-time_bank-2 = 3 Tage, +1 Tag pro Zug, höchstens 7 Tage
choice-time_bank-3 = 7 Tage, +2 Tage pro Zug, höchstens 14 Tage
choice-settings-season-0 = monatlich
choice-settings-season-1 = vierteljährlich
choice-settings-season-2 = aus
choice-leaderboard-season-0 = diese Saison
choice-leaderboard-season-1 = letzte Saison
choice-leaderboard-season-2 = gesamt
choice-show-0 = das Spielfeld
choice-show-1 = wem was gehört (Straßen, Städte, Wiesen)
choice-how-0 = erwähne mich im Kanal des Spiels
choice-how-1 = schick mir eine Direktnachricht
choice-how-2 = kein Ping (nur die Zugnachricht)
choice-action-0 = anhalten (für den Urlaub)
choice-action-1 = wieder starten

## Ablehnungen: warum etwas nicht getan wurde. Danach ist nichts verändert.

error-unknown-game = Dieses Spiel gibt es nicht.
error-channel-busy = In diesem Kanal läuft schon ein Spiel (#{ $game }). Beende oder brich es zuerst ab, oder starte ein Spiel in einem Thread.
error-not-in-lobby = Das geht nur in der Lobby, vor dem Start des Spiels.
error-not-started = Das Spiel hat noch nicht begonnen.
error-game-over = Dieses Spiel ist vorbei.
error-already-joined = Du spielst schon mit.
error-lobby-full = Das Spiel ist voll ({ $seats } Plätze).
error-not-in-game = Du spielst in diesem Spiel nicht mit.
error-host-cannot-leave = Du bist Gastgeber dieses Spiels: brich es ab, statt es zu verlassen.
error-not-host = Das kann nur der Gastgeber.
error-not-allowed-to-cancel = Nur der Gastgeber oder ein Server-Admin kann das Spiel abbrechen.
error-too-few-players = Ein Spiel braucht zum Start mindestens 2 Spieler.
error-seats-changing = Gerade treten Leute dieser Lobby bei oder verlassen sie; drücke noch einmal auf Starten.
error-not-your-turn = { $name } ist am Zug.
error-turn-over = Dieser Zug ist vorbei; sieh dir die neueste Nachricht an.
error-no-such-spot = Auf diesem Plättchen gibt es keinen Platz { $letter }.
error-bad-seats = Ein Spiel hat 2 bis 6 Plätze, nicht { $seats }.
error-turn-limit-too-short = Die Zeit pro Zug muss mindestens eine Minute betragen.
error-reminder-too-soon = Erinnerungen kommen frühestens nach einer Minute.
error-forfeit-never = Ausscheiden frühestens nach einem verpassten Zug.
error-seats-taken = Es sind schon { $players } Spieler beigetreten.
error-corrupt = Die gespeicherten Züge dieses Spiels sind nicht lesbar, deshalb kann es nicht weitergehen. Der Gastgeber oder ein Server-Admin kann es abbrechen.
error-no-computer = Es gibt keinen Computerspieler zum Entfernen.
error-computer-turn = Ein Computerspieler ist am Zug; er zieht von selbst.
error-paused = Spiel #{ $game } ist pausiert: Discord lehnt meine Nachrichten in seinem Kanal ab. Sobald meine Berechtigungen dort stimmen, kann der Gastgeber oder ein Server-Admin es mit `/gastgeber fortsetzen` fortsetzen.
error-not-paused = Dieses Spiel ist nicht pausiert.
error-not-allowed-to-resume = Nur der Gastgeber oder ein Server-Admin kann das Spiel fortsetzen.
error-nothing-to-take-back = In diesem Zug liegt kein Plättchen, das du zurücknehmen könntest.
error-not-finished = Dieses Spiel ist noch nicht vorbei.
error-not-allowed-to-manage = Das kann nur der Gastgeber oder ein Server-Admin.
error-competitor-manages = In einem Turnierspiel kann das nur die Turnierleitung (wenn sie nicht mitspielt) oder ein Server-Admin, nicht wer darin spielt.
error-tournament-undo-needs-consent = In einem Turnierspiel wird ein Zug nur mit der Zustimmung aller Gegner zurückgenommen, und ein Computerspieler kann sie nicht geben.
error-not-a-player = { $name } spielt in diesem Spiel nicht mit.
error-clock-stopped = Die Uhr dieses Spiels ist schon angehalten; `/gastgeber uhr` startet sie wieder.
error-clock-running = Die Uhr dieses Spiels läuft schon.
error-nothing-to-undo = Es gibt noch keinen Zug, den man zurücknehmen könnte.
error-cannot-undo = Der letzte Zug war ein übersprungener Zug oder ein Spieler, der gegangen ist; das lässt sich nicht zurücknehmen.
error-undo-vote-open = In diesem Spiel läuft schon eine Abstimmung übers Zurücknehmen; sie endet, wenn alle geantwortet haben.
error-undo-vote-closed = Diese Abstimmung ist beendet.
error-not-a-voter = Über dieses Zurücknehmen stimmen nur die anderen Spieler ab.
error-internal = Bei uns ist etwas schiefgegangen; nichts wurde geändert. Bitte versuch es noch einmal.
error-saved = Das ist gespeichert, aber beim Anzeigen ist bei uns etwas schiefgegangen; die Nachrichten des Spiels holen das gleich nach.
error-too-many-threads = Das Limit dieses Servers von { $limit ->
        [one] 1 neuen Thread
       *[other] { $limit } neuen Threads
    } pro Stunde ist erreicht. Versuch es in { $minutes ->
        [one] 1 Minute
       *[other] { $minutes } Minuten
    } noch einmal oder starte das Spiel hier ohne Thread.
error-too-many-games = Dieser Kanal und seine Threads haben schon { $limit ->
        [one] 1 laufendes oder offenes Spiel
       *[other] { $limit } laufende oder offene Spiele
    }, mehr erlaubt dieser Server nicht. Versuch es noch einmal, wenn { $limit ->
        [one] es
       *[other] eines davon
    } zu Ende ist, oder starte das Spiel in einem anderen Kanal.
error-too-many-lobbies = Du leitest auf diesem Server schon { $limit ->
        [one] eine offene Lobby
       *[other] { $limit } offene Lobbys
    }, so viele wie erlaubt. Starte oder beende { $limit ->
        [one] sie
       *[other] eine davon
    } und versuch es dann noch einmal.
error-rematch-asked-recently = Du hast gerade erst um eine Revanche gebeten. Damit niemand so bald wieder angepingt wird, kannst du in { $minutes ->
        [one] 1 Minute
       *[other] { $minutes } Minuten
    } wieder fragen.
error-undo-asked-recently = Du hast gerade erst um ein Rückgängigmachen gebeten. Damit niemand so bald wieder angepingt wird, kannst du in { $minutes ->
        [one] 1 Minute
       *[other] { $minutes } Minuten
    } wieder fragen.
error-choose-level = Wähle eine Stärke aus dem Menü.
error-choose-expansions = Wähle die Erweiterungen aus dem Menü.
error-choose-position = Wähle eine Stelle aus dem Menü.

illegal-game-over = Das Spiel ist vorbei.
illegal-tile-already-placed = Du hast dein Plättchen schon gelegt; wähle jetzt, wohin ein Gefolgsmann kommt, oder keiner.
illegal-tile-not-placed = Lege dein Plättchen, bevor du einen Gefolgsmann wählst.
illegal-occupied = Auf { $pos } liegt schon ein Plättchen.
illegal-not-adjacent = Ein Plättchen muss an ein Plättchen auf dem Tisch grenzen, und { $pos } grenzt an keines.
illegal-edge-mismatch = Das Plättchen passt nicht auf { $pos }: seine { $side ->
        [north] Nordkante
        [east] Ostkante
        [south] Südkante
       *[west] Westkante
    } zeigt { $edge ->
        [road] eine Straße
        [river] einen Fluss
        [city] eine Stadt
       *[field] eine Wiese
    }, aber das Plättchen im { $side ->
        [north] Norden
        [east] Osten
        [south] Süden
       *[west] Westen
    } hat dort { $neighbour ->
        [road] eine Straße
        [river] einen Fluss
        [city] eine Stadt
       *[field] eine Wiese
    }.
illegal-no-followers-left = Du hast keine Gefolgsleute mehr im Vorrat.
illegal-farmers-not-used = In diesem Spiel gibt es keine Bauern.
illegal-no-such-feature = Dieses Plättchen hat bei { $port } keine { $kind ->
        [road] Straße
        [city] Stadt
        [monastery] Kloster
       *[field] Wiese
    }.
illegal-no-monastery = Dieses Plättchen hat kein Kloster.
illegal-port-needed = Sag, wohin auf dem Plättchen der { $kind ->
        [road] Wegelagerer
        [city] Ritter
        [monastery] Mönch
       *[field] Bauer
    } kommt: { $kind ->
        [road] eine Straße
        [city] eine Stadt
        [monastery] ein Kloster
       *[field] eine Wiese
    } braucht einen Anschluss.
illegal-monastery-takes-no-port = Ein Mönch steht auf dem Kloster selbst; er braucht keinen Anschluss.
illegal-feature-occupied = { $kind ->
        [road] Auf dieser Straße
        [city] In dieser Stadt
        [monastery] In diesem Kloster
        [garden] In diesem Garten
       *[field] Auf dieser Wiese
    } steht schon ein Gefolgsmann.
illegal-not-playing = Dieser Spieler ist nicht mehr im Spiel.
illegal-river-closed = Der Fluss ist geschlossen: Es können keine Flussplättchen mehr angelegt werden.
illegal-river-must-extend = Ein Flussplättchen muss den Fluss fortsetzen: Es gehört auf { $pos }, mit einer Flusskante zum offenen Ende des Flusses.
illegal-river-u-turn = Der Fluss darf nicht zweimal hintereinander in dieselbe Richtung abbiegen.
illegal-figure-not-in-play = { $figure ->
        [large] Der große Gefolgsmann wird
        [abbot] Der Abt wird
        [builder] Der Baumeister wird
        [pig] Das Schwein wird
       *[follower] Gefolgsleute werden
    } in diesem Spiel nicht verwendet.
illegal-no-figure-left = { $figure ->
        [large] Dein großer Gefolgsmann steht
        [abbot] Dein Abt steht
        [builder] Dein Baumeister steht
        [pig] Dein Schwein steht
       *[follower] Alle deine Gefolgsleute stehen
    } schon auf dem Spielplan.
illegal-no-garden = Dieses Plättchen hat keinen Garten.
illegal-figure-not-there = { $figure ->
        [abbot] Der Abt kommt nur in ein Kloster oder einen Garten
        [builder] Der Baumeister kommt nur auf eine Straße oder in eine Stadt
        [pig] Das Schwein kommt nur auf eine Wiese
       *[other] Nur der Abt kommt in einen Garten
    }, nicht { $kind ->
        [road] auf diese Straße
        [city] in diese Stadt
        [monastery] in dieses Kloster
        [garden] in diesen Garten
       *[field] auf diese Wiese
    }.
illegal-builder-on-completed = Dieses Plättchen schließt das Gebiet ab; der Baumeister kommt nur in ein Gebiet, das noch wächst.
illegal-builder-needs-follower = Der Baumeister kommt nur auf eine Straße oder in eine Stadt, in der schon ein Gefolgsmann von dir steht.
illegal-pig-needs-farmer = Das Schwein kommt nur auf eine Wiese, auf der schon ein Bauer von dir liegt.
illegal-no-abbot-on-board = Du hast keinen Abt auf dem Spielplan, den du zurücknehmen könntest.
illegal-abbot-feature-complete = Das Kloster oder der Garten deines Abts ist fertig; er wird gewertet und kommt von selbst zurück.
illegal-abbot-return-with-figure = Den Abt zurückzunehmen ist in diesem Zug dein Figurenschritt: Du kannst nicht zusätzlich eine Figur einsetzen.

perm-view-channel = Kanal ansehen
perm-send-messages = Nachrichten senden
perm-attach-files = Dateien anhängen
perm-read-message-history = Nachrichtenverlauf anzeigen
perm-create-public-threads = Öffentliche Threads erstellen
perm-send-messages-in-threads = Nachrichten in Threads senden
error-missing-permissions = Ich kann in { $thread ->
        [yes] diesem Thread
       *[no] diesem Kanal
    } kein Spiel leiten: mir { $count ->
        [one] fehlt hier die Berechtigung
       *[other] fehlen hier die Berechtigungen
    } { $list }. Ein Server-Admin kann sie mir in den Kanaleinstellungen (Berechtigungen) geben; dann versuch es noch einmal.
list-and = { $init } und { $last }
paused-notice = Spiel #{ $game } in <#{ $channel }> ist pausiert: Discord lehnt meine Nachrichten dort ab, mir wurde also eine Berechtigung genommen. Ich brauche { $list } (in einem Thread { $threads } statt { $send }). Sobald das behoben ist, kann der Gastgeber oder ein Server-Admin dort `/gastgeber fortsetzen` ausführen; bis dahin ist die Zuguhr angehalten.
paused-thread-notice = Spiel #{ $game } in <#{ $channel }> ist pausiert: Sein Thread ist archiviert oder gesperrt, und ich kann ihn nicht wieder öffnen. Sobald ein Moderator ihn entsperrt, kann der Gastgeber oder ein Server-Admin dort `/gastgeber fortsetzen` ausführen; bis dahin steht die Zuguhr still.
error-unknown-options = Dieser Befehl hat keine { $count ->
        [one] Option namens { $options }
       *[other] Optionen namens { $options }
    }. Vielleicht aktualisiert Discord die Befehle dieses Bots noch; versuch es in einer Minute noch einmal.
error-unreadable-option = Ich konnte die Option { $option } nicht lesen: diesen Wert nimmt sie nicht. `/carcassonne hilfe` erklärt die Optionen.
error-stale-command = Dieser Befehl passt nicht zur Version dieses Bots (eine Option außerhalb des Bereichs oder eine Auswahl, die es nicht gibt). Vielleicht aktualisiert Discord die Befehle noch; versuch es in einer Minute noch einmal.
error-needs-manage-server = Nur wer die Berechtigung „Server verwalten“ hat, kann die Vorgaben dieses Servers ändern.
error-server-only = Carcassonne wird in den Kanälen eines Servers gespielt; dieser Befehl funktioniert dort, nicht in Direktnachrichten.

## Antworten auf Befehle, nur für die fragende Person, wenn nicht anders gesagt.

answer-pick-subcommand = Wähle einen der Unterbefehle: { $list }.
answer-no-thread = Discord hat mich hier keinen Thread eröffnen lassen. Versuch es noch einmal, oder starte das Spiel ohne Thread (`thread: False`).
answer-threads-full = Dieser Server hat so viele aktive Threads, wie Discord erlaubt (1.000), daher kann ich keinen für das Spiel eröffnen. Archiviere beendete Threads, um Platz zu schaffen, oder starte das Spiel hier ohne Thread (`thread: False`).
answer-game-open = { $thread ->
        [yes] Spiel #{ $game } ist in <#{ $channel }> eröffnet: die Lobby ist dort.
       *[no] Spiel #{ $game } ist eröffnet: die Lobby ist gleich darunter.
    }
answer-no-lobby = In diesem Kanal gibt es keine Lobby.
answer-options-started = Das Spiel hat begonnen: seine Optionen bleiben, wie sie sind.
answer-options-saved = Gespeichert. Spiel #{ $game } wird so gespielt:
    { $rules }
answer-no-game-start-one = In diesem Kanal gibt es kein Spiel. Starte eins mit `/carcassonne neu`.
answer-no-running-game = In diesem Kanal läuft kein Spiel.
answer-no-game = In diesem Kanal gibt es kein Spiel.
answer-no-game-to-cancel = In diesem Kanal gibt es kein Spiel zum Abbrechen.
answer-scores = Punktestand von Spiel #{ $game }.
answer-rules-of-game = Spiel #{ $game }:
    { $rules }
answer-rules-of-server = Vorgaben dieses Servers für neue Spiele:
    { $rules }
answer-undone = Zurückgenommen; das Spiel geht von dort aus weiter.
answer-undo-asked = Gefragt. Die anderen können bis <t:{ $closes }:f> zustimmen.
answer-resigned = Du hast Spiel #{ $game } verlassen.
answer-cancelled = Spiel #{ $game } wurde abgebrochen.
answer-resumed = Spiel #{ $game } geht weiter; seine Zuguhr läuft wieder.
answer-record = Die Aufzeichnung von Spiel #{ $game }.
answer-replay-cooldown = Du hast gerade erst eine Wiederholung angefordert; in { $seconds } s kannst du wieder fragen.
answer-replay = Spiel #{ $game }, Zug für Zug.
answer-replay-busy = Ich zeichne gerade eine andere Wiederholung, immer nur eine, damit die Spiele flott bleiben. Frag in einer Minute noch einmal.
answer-computer-turn = { $name } ist am Zug; er zieht von selbst.
answer-not-your-turn = { $name } ist am Zug, nicht du.
answer-turn-link = Die Zugnachricht: { $link }
answer-done = Erledigt: { $what }
answer-links-renewed = Die alten Links zum Live-Zuschauen gelten ab jetzt nicht mehr; neue Karten tragen einen neuen.
answer-notice-set = Ab jetzt erfährst du von deinen Zügen { $how ->
        [mention] durch eine Erwähnung im Kanal des Spiels
        [dm] per Direktnachricht mit einem Link zum Zug (und einer Erwähnung im Kanal, wenn deine DMs für mich geschlossen sind)
       *[quiet] nur durch die Zugnachricht, ohne Ping
    }.
answer-notice-now = Du erfährst von deinen Zügen { $how ->
        [mention] durch eine Erwähnung im Kanal des Spiels
        [dm] per Direktnachricht mit einem Link zum Zug (und einer Erwähnung im Kanal, wenn deine DMs für mich geschlossen sind)
       *[quiet] nur durch die Zugnachricht, ohne Ping
    }. Ändern kannst du das mit `/carcassonne benachrichtigung`.
answer-config-saved = Gespeichert. Neue Spiele auf diesem Server:
    { $rules }{ $threads ->
        [yes] Spiele bekommen einen eigenen Thread.
       *[no] Gespielt wird im Kanal.
    } { $lobby_hours ->
        [0] Lobbys bleiben offen, bis sie gestartet oder abgebrochen werden.
        [one] Lobbys schließen nach 1 Stunde, wenn niemand startet.
       *[other] Lobbys schließen nach { $lobby_hours } Stunden, wenn niemand startet.
    }

## Antworten auf Klicks, nur für die klickende Person.

click-unknown-control = Dieses Bedienelement kennt der Bot nicht; es ändert nichts.
click-other-channel = Dieses Bedienelement gehört zu einem Spiel in einem anderen Kanal; es ändert nichts.
click-no-board = Das Brett lässt sich bei diesem Bot nicht in Discord öffnen; nutze die Knöpfe oder „Live zuschauen“, wo es angezeigt wird.
click-rematch-open = Spiel #{ $game } ist eröffnet: die Lobby ist unten. Die anderen sind eingeladen.

## Nachrichten des Spiels im Kanal, in der Sprache des Spiels.

duration-days = { $n ->
        [one] 1 Tag
       *[other] { $n } Tage
    }
duration-hours = { $n ->
        [one] 1 Stunde
       *[other] { $n } Stunden
    }
duration-minutes = { $n ->
        [one] 1 Minute
       *[other] { $n } Minuten
    }
rules-line = { $small ->
        [two] eine Stadt aus 2 Plättchen zählt 2 (erste Ausgabe)
       *[four] eine Stadt aus 2 Plättchen zählt 4
    }; { $farms ->
        [per-city] Bauern werten jede fertige Stadt einmal (erste Ausgabe)
        [off] ohne Bauern
       *[per-field] Bauern erhalten 3 pro fertiger Stadt an ihrer Wiese
    }; { $end ->
        [monasteries] am Ende zählen nur unfertige Klöster
       *[all] unfertige Straßen, Städte und Klöster zählen am Ende
    }
rules-turn-time = { $time }; dann { $forfeit ->
        [yes] wird der Zug übersprungen, und nach { $after } verpassten Zügen in Folge scheidet der Spieler aus
       *[no] wird der Zug übersprungen
    }
rules-no-turn-limit = unbegrenzt
rules-rules = **Regeln:** { $rules }.
expansion-name = { $name ->
        [river] Der Fluss
        [abbot] Der Abt
        [inns_cathedrals] Wirtshäuser & Kathedralen
       *[traders_builders] Händler & Baumeister
    }
rules-expansions = **Erweiterungen:** { $list }.
rules-no-expansions = **Erweiterungen:** keine (das Grundspiel).
rules-seats = **Plätze:** bis zu { $seats }.
rules-turn = **Zeit pro Zug:** { $turn_time }.
rules-reminder = **Erinnerung:** nach { $time } ohne Zug.
rules-stand-in = **Ersatz:** Ein Computerspieler ({ $level }) übernimmt den Platz aller, deren Zeit abläuft, die aufgeben oder entfernt werden; dieser Platz wird nicht gewertet.
rules-bank = ein Zeitkonto von { $start } für jeden, { $increment } mehr für jeden Zug, höchstens { $cap }; es läuft nur in den eigenen Zügen
rules-language = **Sprache:** { $language }.
lobby-title = **Carcassonne** — Spiel #{ $game }, Gastgeber { $host }
lobby-players = **Spieler ({ $joined }/{ $seats }):** { $players }
lobby-can-start = Der Gastgeber kann das Spiel jetzt starten.
lobby-waiting = Es fehlt noch mindestens ein Spieler…
lobby-closes = Die Lobby schließt <t:{ $closes }:R>, wenn niemand startet.
lobby-add-computer-menu = Computerspieler hinzufügen (Gastgeber)…
lobby-expansions-menu = Erweiterungen (wählt der Gastgeber)
lobby-add-computer = Computerspieler hinzufügen: { $level }
level-easy = leicht
level-medium = mittel
level-hard = schwer
level-random = zufällig
level-easy-blurb = Kennt die Regeln, übersieht oft den besten Zug
level-medium-blurb = Nimmt den Zug, der gerade am besten aussieht
level-hard-blurb = Denkt über die Plättchen im Beutel voraus
level-random-blurb = Irgendein erlaubter Zug
button-join = Beitreten
button-leave = Verlassen
button-start = Starten
button-cancel = Abbrechen
button-remove-computer = Computer entfernen
button-previous = ◀ Zurück
button-next = Weiter ▶
button-fits-one-way = Passt nur so
button-turn = ⟳ Drehen
button-turn-left = ⟲ Links drehen
button-turn-right = ⟳ Rechts drehen
button-confirm = Bestätigen
button-no-follower = Kein Gefolgsmann
button-take-back = ↩ Plättchen zurücknehmen
button-rematch = Revanche
button-agree = Zustimmen
button-refuse = Ablehnen
turn-header = { $player }, du bist am Zug (Zug { $move }). Dein Plättchen ist **{ $tile }**; { $left ->
        [one] 1 Plättchen ist noch im Beutel.
       *[other] { $left } Plättchen sind noch im Beutel.
    }
turn-deadline = Die Zeit läuft <t:{ $deadline }:R> ab.
turn-clock-stopped = Die Uhr ist angehalten.
turn-pick = Wähle eine Stelle nach ihrer Nummer, drehe das Plättchen und bestätige.
turn-shown-in-place = Das Plättchen liegt zur Ansicht an seinem Platz. Dreh es oder wähle eine andere Stelle, dann bestätige.
turn-fits-ways = { $ways ->
        [one] passt auf eine Art
       *[other] passt auf { $ways } Arten
    }
turn-choose-position = { $pages ->
        [one] Wähle eine Stelle
       *[other] Wähle eine Stelle (Seite { $page } von { $pages })
    }
feature = { $kind ->
        [road] Straße
        [city] Stadt
        [monastery] Kloster
        [garden] Garten
       *[field] Wiese
    }
follower-step = { $player }, das Plättchen liegt. Setz einen Gefolgsmann auf einen Platz mit Buchstaben, oder keinen. Du hast noch { $left ->
        [one] 1 Gefolgsmann
       *[other] { $left } Gefolgsleute
    }.
dm-turn = Du bist am Zug in Carcassonne-Spiel #{ $game } in <#{ $channel }> (Zug { $move }).
dm-reminder = ⏰ Erinnerung: du bist noch am Zug in Carcassonne-Spiel #{ $game } in <#{ $channel }> (Zug { $move }).
dm-link = Dein Zug: { $link }
dm-how-to-change = `/carcassonne benachrichtigung` auf dem Server ändert, wie du Bescheid bekommst.
dm-fallback = { $player }, dein Zug wartet: { $link }
dm-fallback-reminder = ⏰ { $player }, dein Zug wartet immer noch: { $link }
dm-closed = Deine DMs sind für mich geschlossen, darum erwähne ich dich hier. Öffne sie, oder wähle mit `/carcassonne benachrichtigung` einen anderen Weg.
board-turn = Spiel #{ $game }: { $name } ist am Zug (Zug { $move }).
board-holders-turn = Spiel #{ $game }: wem was gehört, { $name } ist am Zug (Zug { $move }).
board-holders-end = Spiel #{ $game }: wem am Ende was gehörte.
board-over = Spiel #{ $game } ist vorbei.
board-not-started = Spiel #{ $game } hat noch nicht begonnen.
board-cancelled = Spiel #{ $game } wurde abgebrochen.
bag-not-started = Spiel #{ $game } hat noch nicht begonnen: alle { $total } Plättchen sind im Beutel.
bag-over = Spiel #{ $game } ist vorbei: es gibt nichts mehr zu ziehen.
bag-left = Spiel #{ $game }: { $left ->
        [0] der Beutel ist leer; das Plättchen in der Hand ist das letzte.
        [one] 1 Plättchen im Beutel; { $fitting ->
            [0] es würde jetzt nirgends passen.
           *[other] es würde jetzt irgendwo passen.
        }
       *[other] { $left } Plättchen im Beutel; { $nowhere ->
            [0] alle würden jetzt irgendwo passen.
           *[other] { $fitting } davon würden jetzt irgendwo passen, { $nowhere } nicht.
        }
    }
final-title = Endwertung
final-line = { $medal } { $player } — **{ $score }** (Straßen { $roads }, Städte { $cities }, Klöster { $monasteries }, Wiesen { $farms }{ $goods ->
        [0] {""}
       *[other] , Waren { $goods }
    }){ $left ->
        [yes] , hat das Spiel verlassen
       *[no] {""}
    }
final-rating = Wertung { $before } → { $after }
undo-last-move = den letzten Zug
undo-vote = **Zurücknehmen?** { $asker } möchte in Spiel #{ $game } { $what } zurücknehmen. { $voters }: seid ihr einverstanden? Alle müssen zustimmen, bis <t:{ $closes }:R>.
undo-agreed = Bisher zugestimmt: { $names }.
rematch-invite = { $count ->
        [0] Revanche für Spiel #{ $old }: die Lobby von Spiel #{ $game } ist gleich darüber.
       *[other] Revanche für Spiel #{ $old }! { $players }: die Lobby von Spiel #{ $game } ist gleich darüber; drückt **Beitreten**, um noch einmal zu spielen.
    }

## Listen und Statistiken, in der Sprache der fragenden Person.

leaderboard-title = Rangliste
leaderboard-title-season = Bestenliste — Saison { $season }
season-over = 🏆 **Die Saison { $season } ist vorbei.** Ihre Besten:
season-top-line = { $medal } { $player } — Wertung { $rating }, { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    }
leaderboard-empty = Auf diesem Server hat noch niemand ein Spiel beendet.
leaderboard-line = { $place }. { $player } — Wertung { $rating } · { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    } · Schnitt { $average }, bestes { $best }
games-title = { $count ->
        [0] Auf diesem Server läuft kein Spiel. Starte eins mit `/carcassonne neu`.
        [one] **1 laufendes Spiel auf diesem Server**
       *[other] **{ $count } laufende Spiele auf diesem Server** (Seite { $page } von { $pages }, die am längsten wartenden zuerst)
    }
games-cannot-check = Ich konnte Discord nicht fragen, welche Kanäle du sehen kannst, also liste ich vorerst keine Spiele auf. Bitte versuch es in einer Minute noch einmal.
stats-cannot-check = Ich konnte Discord nicht fragen, welche Kanäle du sehen kannst, darum fehlen die letzten Spiele vorerst.
games-your-turn = du bist am Zug
games-turn-of = { $name } ist am Zug
games-between-turns = zwischen zwei Zügen
games-since = seit <t:{ $since }:R>
games-go-to-it = hin
games-progress = { $played ->
        [one] 1 Zug
       *[other] { $played } Züge
    } gespielt, { $left } Plättchen übrig
games-paused = pausiert
mine-none = Du spielst in keinem Spiel auf diesem Server. `/carcassonne spiele` zeigt die laufenden.
mine-title = **Deine Spiele** ({ $count }): { $yours ->
        [0] keines wartet gerade auf dich.
        [one] du bist in 1 Spiel am Zug.
       *[other] du bist in { $yours } Spielen am Zug.
    }
stats-none = { $player } hat auf diesem Server noch kein Spiel beendet.
stats-line = { $player }: { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    }, Punkteschnitt { $average }, bestes { $best }; Wertung { $rating } (Spielstärke { $mu } ± { $sigma }).
history-none = Spiel #{ $game } hat noch keine Züge.
history-title = Spiel #{ $game }: { $shown ->
        [one] der letzte Zug
       *[other] die letzten { $shown } Züge
    } von { $total }
history-end = Ende.
recent-title = { $count ->
        [one] Letztes Spiel
       *[other] Letzte { $count } Spiele
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 gewonnen
       *[other] { $rank }. von { $players }
    }, { $score } Punkte
against-none = { $a } und { $b } haben auf diesem Server noch kein Spiel zusammen beendet.
against-line = **Gegen { $b }:** { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    } zusammen; { $a } vorn in { $ahead }, hinten in { $behind }, gleichauf in { $level }.
replay-whole-game = Das ganze Spiel:
someone = Jemand
undo-refused = { $voter } will die Züge, die { $asker } zurücknehmen wollte, nicht zurücknehmen; sie bleiben.
undo-agreed-by-all = Alle sind mit { $asker } einverstanden: { $moves } zurückgenommen.
undo-done = { $asker } hat { $moves } zurückgenommen.
undo-turn-undone = Dieser Zug wurde zurückgenommen.
undo-play-again = { $player } spielt diesen Zug noch einmal, mit demselben Plättchen.
undo-expired = Nicht alle haben rechtzeitig zugestimmt, also bleiben die Züge.
undo-tile-of = Plättchen { $tile } von { $player } auf ({ $x }, { $y })
news-skipped = { $actor } hat den Zug von { $player } übersprungen.
news-removed = { $actor } hat { $player } aus dem Spiel genommen; die Gefolgsleute bleiben liegen.
news-handed = { $actor } hat den Platz von { $player } einem Computerspieler gegeben.
news-stand-in = Ein Computerspieler ({ $level }) spielt ab jetzt den Platz von { $player }; dieser Platz wird nicht gewertet.
seat-stood-in = { $player } (Computer, { $level })
news-clock-started = { $actor } hat die Uhr wieder gestartet: der Zug hat die Zeit, die er noch hatte.
news-clock-stopped = { $actor } hat die Uhr angehalten: niemandem läuft die Zeit ab, bis sie wieder läuft. Gezogen werden kann weiterhin.
news-placed = { $player } hat Plättchen { $tile } auf ({ $x }, { $y }) gelegt{ $follower ->
        [road] {" "}mit einem Wegelagerer auf der Straße
        [city] {" "}mit einem Ritter in der Stadt
        [monastery] {" "}mit einem Mönch im Kloster
        [field] {" "}mit einem Bauern auf der Wiese
       *[none] {""}
    }.
news-could-not-place = { $player } konnte kein Plättchen legen.
figure-name = { $figure ->
        [large] großer Gefolgsmann
        [abbot] Abt
        [builder] Baumeister
        [pig] Schwein
       *[follower] Gefolgsmann
    }
button-watch-live = Live zuschauen
button-open-board = Brett öffnen
button-return-abbot = Abt zurücknehmen
follower-menu = Wähle einen Platz und eine Figur
error-choose-spot = Wähle einen Platz aus dem Menü.
news-goods = { $player } nimmt die Waren der fertigen Stadt: { $wine } Wein, { $grain } Getreide, { $cloth } Stoff.
news-second-part = Das Gebiet mit dem Baumeister von { $player } ist gewachsen: { $player } legt ein zweites Plättchen.
news-placed-figure = { $player } legt Plättchen { $tile } auf ({ $x }, { $y }) und setzt { $figure ->
        [large] den großen Gefolgsmann
        [abbot] den Abt
        [builder] den Baumeister
       *[pig] das Schwein
    } { $kind ->
        [road] auf die Straße
        [city] in die Stadt
        [monastery] ins Kloster
        [garden] in den Garten
       *[field] auf die Wiese
    }.
news-left = { $player } hat das Spiel verlassen.
history-scored = Punkte: { $list }.
history-set-aside = { $player } hat Plättchen { $tile } gezogen, das nirgends passt; es wurde beiseitegelegt.
history-skipped = Der Zug von { $player } wurde übersprungen; Plättchen { $tile } wurde beiseitegelegt.
history-nothing-more = Am Ende gab es keine weiteren Punkte.
history-final-scoring = Schlusswertung.
news-set-aside = Plättchen { $tile } passt nirgends, also wurde es beiseitegelegt und { $player } hat neu gezogen.
news-game-over = Das Spiel ist vorbei.
undo-lapsed = Das Spiel ist weitergegangen, also ist die Abstimmung übers Zurücknehmen beendet: die Züge bleiben.
news-begins = Das Spiel beginnt! { $player } fängt an.
news-started = Spiel #{ $game } hat begonnen.
news-cancelled = Spiel #{ $game } wurde von { $player } abgebrochen.
news-only-computers = Es sind nur noch Computerspieler übrig, also endet das Spiel hier.
news-turn-goes-on = Dieser Zug geht in einer neuen Nachricht weiter.
news-lobby-closed = Die Lobby von Spiel #{ $game } ist geschlossen: niemand hat es innerhalb { $hours ->
        [one] 1 Stunde
       *[other] { $hours } Stunden
    } gestartet. `/carcassonne neu` eröffnet eine neue.
news-still-turn = { $player } ist noch am Zug: er wird unten noch einmal gezeigt.
news-forfeit = { $player } hat { $missed } Züge in Folge die Zeit überschritten und scheidet aus.
news-timed-out = { $player } hat die Zeit überschritten; der Zug wurde übersprungen.
scored = { $count ->
        [0] Niemand erhält { $points } Punkte: { $what }
        [one] { $players } erhält { $points } Punkte: { $what }
       *[other] { $players } erhalten je { $points } Punkte: { $what }
    }
what-road = Straße aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }
what-road-unfinished = unfertige Straße aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }
what-city = Stadt aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }{ $pennants ->
        [0] {""}
        [one] {" "}mit 1 Wappen
       *[other] {" "}mit { $pennants } Wappen
    }
what-city-unfinished = unfertige Stadt aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }{ $pennants ->
        [0] {""}
        [one] {" "}mit 1 Wappen
       *[other] {" "}mit { $pennants } Wappen
    }
what-monastery = fertiges Kloster
what-monastery-unfinished = unfertiges Kloster mit { $neighbours ->
        [one] 1 Nachbarn
       *[other] { $neighbours } Nachbarn
    }
what-field = Wiese an { $cities ->
        [one] 1 fertigen Stadt
       *[other] { $cities } fertigen Städten
    }

what-road-inn = Straße mit Gasthaus aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    } (2 Punkte je Plättchen)
what-road-inn-unfinished = unfertige Straße mit Gasthaus aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }: Eine Straße mit Gasthaus zählt nur fertig
what-city-cathedral = Stadt mit Kathedrale aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }{ $pennants ->
        [0] {""}
        [one] {" "}und 1 Wappen
       *[other] {" "}und { $pennants } Wappen
    } (je 3 Punkte)
what-city-cathedral-unfinished = unfertige Stadt mit Kathedrale aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }: Eine Stadt mit Kathedrale zählt nur fertig
what-garden = fertiger Garten
what-garden-unfinished = unfertiger Garten mit { $neighbours ->
        [one] 1 Nachbarn
       *[other] { $neighbours } Nachbarn
    }
what-abbot-returned = Abt zurückgenommen aus { $kind ->
        [garden] einem Garten
       *[monastery] einem Kloster
    } mit { $neighbours ->
        [one] 1 Nachbarn
       *[other] { $neighbours } Nachbarn
    }
what-goods = am meisten { $good ->
        [wine] Wein
        [grain] Getreide
       *[cloth] Stoff
    } ({ $count ->
        [one] 1 Warenplättchen
       *[other] { $count } Warenplättchen
    })
what-field-pig = Wiese an { $cities ->
        [one] 1 fertigen Stadt
       *[other] { $cities } fertigen Städten
    }, mit Schwein (4 Punkte je Stadt)

## Hilfe: eine Nachricht, höchstens 2000 Zeichen.

help = **Carcassonne in Discord**
    `/carcassonne neu` eröffnet eine Lobby; die anderen drücken **Beitreten**, der Gastgeber drückt **Starten** (vorher ändert `/gastgeber optionen` die Optionen). Im Menü der Lobby füllt der Gastgeber Plätze mit Computerspielern (leicht, mittel, schwer).
    In deinem Zug wählst du eine nummerierte Stelle, drehst das Plättchen mit ⟲ ⟳ und drückst **Bestätigen**; dann setzt du einen Gefolgsmann auf einen Platz mit Buchstaben oder wählst **Kein Gefolgsmann** (oder **Plättchen zurücknehmen**, um es woanders hinzulegen); `/carcassonne zurücknehmen` bittet alle anderen, den letzten Zug zurückzunehmen. Zugnachricht verloren? `/carcassonne zug` holt ihre Knöpfe zurück, nur für dich. `/carcassonne benachrichtigung` wählt, wie du erfährst, dass du dran bist: Erwähnung, DM oder kein Ping. `/carcassonne meine` zeigt deine Spiele; `/carcassonne spiele` alle Spiele des Servers.
    Fertige Straßen, Städte und Klöster zählen sofort; Wiesen und alles Unfertige am Ende. **Revanche** unter der Endwertung eröffnet eine neue Lobby für dieselben Spieler.
    `/carcassonne spielfeld` zeigt das Spielfeld (oder wem was gehört), `/carcassonne beutel` was noch zu ziehen ist und `/carcassonne verlauf` die letzten Züge in Worten (nur für dich), `/carcassonne punkte` den Punktestand, `/carcassonne regeln` die geltenden Regeln.
    `/carcassonne aufgeben` verlässt ein Spiel; `/gastgeber abbrechen` beendet es; `/gastgeber überspringen` überspringt den laufenden Zug, `/gastgeber entfernen` nimmt einen Spieler heraus und `/gastgeber uhr` hält die Uhr für den Urlaub an. Ein Spiel, das mangels Berechtigung pausiert, setzt `/gastgeber fortsetzen` fort.
    `/carcassonne export` liefert die Spielaufzeichnung; `/carcassonne wiederholung` eine Animation des bisherigen Spiels, nur für dich.
    `/rangliste` und `/statistik` zeigen, wie alle spielen (`/statistik gegen:` den direkten Vergleich).
    `/turnier eroeffnen` veranstaltet ein Turnier; Admins legen mit `/einstellungen` die Vorgaben fest.
answer-limits = { $lobbies ->
        [0] Mitglieder dürfen beliebig viele offene Lobbys leiten.
        [one] Jedes Mitglied darf 1 offene Lobby zugleich leiten.
       *[other] Jedes Mitglied darf { $lobbies } offene Lobbys zugleich leiten.
    } { $cooldown ->
        [0] Revanche- und Rückgängig-Anfragen haben keine Wartezeit.
        [one] Man darf einmal pro Minute um eine Revanche oder ein Rückgängigmachen bitten.
       *[other] Man darf alle { $cooldown } Minuten um eine Revanche oder ein Rückgängigmachen bitten.
    } { $threads ->
        [0] Der Bot öffnet beliebig viele Spiel-Threads.
        [one] Der Bot öffnet höchstens 1 Spiel-Thread pro Stunde.
       *[other] Der Bot öffnet höchstens { $threads } Spiel-Threads pro Stunde.
    } { $games ->
        [0] Ein Kanal mit seinen Threads darf beliebig viele Spiele haben.
        [one] Ein Kanal mit seinen Threads hat höchstens 1 Spiel zugleich.
       *[other] Ein Kanal mit seinen Threads hat höchstens { $games } Spiele zugleich.
    }
answer-season-channel-kind = Saisonverkündungen gehen in einen Text- oder Ankündigungskanal. Wähle einen davon.
answer-seasons = { $period ->
        [monthly] Saisons dauern einen Monat (UTC); die Wertungen beginnen jeden Monat neu, ausgehend von der Gesamtwertung, halb zurück zu der eines Neulings.
        [quarterly] Saisons dauern ein Quartal (UTC); die Wertungen beginnen jedes Quartal neu, ausgehend von der Gesamtwertung, halb zurück zu der eines Neulings.
       *[off] Keine Saisons: die Bestenliste zählt alle Spiele.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] Saisonenden werden nicht verkündet.
        }
       *[other] Die besten drei jeder Saison werden in <#{ $channel }> verkündet.
    }

## Turniere
event-thread = { $event } · Runde { $round }, Tisch { $table }
event-thread-match = { $event } · Runde { $round }, Tisch { $table }, Partie { $game }
news-decided-by-deadline = Die Frist der Runde ist abgelaufen: Diese Partie endet hier und wird nach dem aktuellen Punktestand entschieden.
error-no-event = Hier gibt es kein Turnier.
error-no-event-named = Kein Turnier auf diesem Server heißt „{ $name }“.
error-events-share-name = Mehrere Turniere auf diesem Server haben diesen Namen ({ $channels }): Sag es in seinem eigenen Kanal ab.
error-event-full = Dieses Turnier ist voll ({ $limit } Spieler).
error-already-signed-up = Du bist schon angemeldet.
error-not-signed-up = Du spielst in diesem Turnier nicht mit.
error-signup-closed = Die Anmeldung für dieses Turnier ist geschlossen.
error-event-not-running = Dieses Turnier läuft nicht.
error-too-few-entrants = Ein Turnier braucht mindestens { $needed } Spieler, um zu beginnen.
error-best-of-pairs = Matches über mehrere Partien gibt es nur an Zweiertischen.
cmd-tournament = turnier
cmd-tournament-desc = Turniere: Schweizer System, Jeder gegen jeden oder K.-o.-System
cmd-tournament-open = eroeffnen
cmd-tournament-open-desc = Die Anmeldung für ein Turnier in diesem Kanal eröffnen; du leitest es
cmd-tournament-start = starten
cmd-tournament-start-desc = Das Turnier dieses Kanals jetzt starten (Leitung oder Admin)
cmd-tournament-cancel = abbrechen
cmd-tournament-cancel-desc = Das Turnier dieses Kanals abbrechen (Leitung oder Admin)
cmd-tournament-standings = tabelle
cmd-tournament-standings-desc = Die Tabelle des Turniers in diesem Kanal, nur für dich
cmd-tournament-withdraw = zurueckziehen
cmd-tournament-withdraw-desc = Vom Turnier dieses Kanals zurücktreten: offene Partien zählen als verloren
opt-name = name
opt-name-desc = Der Name des Turniers
opt-tournament-cancel-name-desc = Der Name eines Turniers anderswo auf diesem Server, um es von hier abzusagen
opt-format = modus
opt-format-desc = Wie gepaart wird (Schweizer System, wenn nicht gesetzt)
opt-table = tisch
opt-table-desc = Spieler an jedem Tisch (2, wenn nicht gesetzt)
opt-best_of = partien
opt-best_of-desc = Partien pro Match an Zweiertischen (1, wenn nicht gesetzt)
opt-rounds = runden
opt-rounds-desc = Runden im Schweizer System (4, wenn nicht gesetzt)
opt-tournament-open-seats-desc = Höchstens so viele Spieler (16, wenn nicht gesetzt)
opt-round_hours = rundenstunden
opt-round_hours-desc = Stunden pro Runde bis zur Frist (eine Woche, wenn nicht gesetzt)
opt-signup_hours = anmeldestunden
opt-signup_hours-desc = Stunden bis die Anmeldung schließt und es von selbst beginnt (0: die Leitung startet)
choice-format-0 = Schweizer System
choice-format-1 = Jeder gegen jeden
choice-format-2 = K.-o.-System
choice-table-0 = 2 Spieler
choice-table-1 = 3 Spieler
choice-table-2 = 4 Spieler
choice-best_of-0 = 1 Partie
choice-best_of-1 = Best of 3
choice-best_of-2 = Best of 5
event-title = **{ $event }** — { $format ->
        [swiss] ein Turnier im Schweizer System über { $rounds } Runden
        [round_robin] ein Turnier Jeder gegen jeden
       *[elimination] ein Turnier im K.-o.-System
    }, Tische zu { $size }{ $best_of ->
        [1] {""}
       *[other] , Matches Best of { $best_of }
    }; Leitung: { $host }.
event-round-time = **Runden:** je { $time }; Partien, die bei Rundenschluss noch laufen, entscheidet der aktuelle Punktestand.
event-signed-up = **Angemeldet ({ $joined }/{ $max }):** { $players }
event-nobody = noch niemand
event-closes = Die Anmeldung schließt <t:{ $closes }:R>, dann beginnt das Turnier.
event-host-starts = Die Leitung startet das Turnier mit **Starten**.
event-signup-over = Die Anmeldung ist vorbei.
event-round = **{ $event } — Runde { $round } von { $rounds }**
event-table = Tisch { $table }: { $players } → { $thread }
event-table-waiting = Tisch { $table }: { $players } (der Thread öffnet gleich)
event-tables-more = …und { $count } weitere Tische: jeder wird in seinem eigenen Thread genannt.
event-bye = Freilos (zählt als Sieg): { $player }
event-deadline = Diese Runde endet <t:{ $when }:R>.
event-standings-title = **{ $event } — Tabelle nach Runde { $round } von { $rounds }**
event-final-title = **{ $event } — Endstand**
event-table-ref = Runde { $round }, Tisch { $table }
event-decided = Bei Rundenschluss entschieden: { $tables }.
event-winner = 🏆 { $player } gewinnt **{ $event }**!
picture-event-after-round = { $event } — nach Runde { $round }
picture-event-final = { $event } — Endstand
event-cancelled = **{ $event }** wurde von { $player } abgebrochen.
event-cancelled-empty = **{ $event }** hat nicht begonnen: zu wenige Anmeldungen.
event-withdrew = { $player } hat sich von **{ $event }** zurückgezogen; offene Partien zählen als verloren.
event-tables-wait = { $host } Die Tische von **{ $event }** warten auf ihre Threads: Dieser Server hat so viele aktive Threads, wie Discord erlaubt (1.000). Das Turnier ist so lange pausiert, seine Fristen mit ihm. Beendete Threads zu archivieren schafft Platz: Ich versuche es alle { $minutes } Minuten erneut und mache von selbst weiter, oder der Gastgeber setzt es früher fort.
answer-event-not-in-thread = Eröffne ein Turnier in einem Kanal, nicht in einem Thread: Seine Partien bekommen dort eigene Threads.
answer-event-here = In diesem Kanal gibt es schon ein Turnier (#{ $event }): eins nach dem anderen.
answer-event-opened = Turnier #{ $event } ist eröffnet: Die Anmeldung steht in diesem Kanal.
answer-event-started = { $event } hat begonnen.
answer-event-cancelled = { $event } ist abgebrochen.
answer-event-withdrawn = Du hast dich von { $event } zurückgezogen.
cmd-tournament-resume = fortsetzen
cmd-tournament-resume-desc = Das pausierte Turnier dieses Kanals fortsetzen, sobald meine Rechte zurück sind (Leitung oder Admin)
error-event-paused = Dieses Turnier ist pausiert: Mir fehlt ein Recht in seinem Kanal (zum Schreiben oder für Threads). Sobald es zurück ist, setzt die Leitung es mit `/turnier fortsetzen` fort.
answer-event-resumed = { $event } geht weiter.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Das Spielfeld um das letzte Plättchen, mit einer Nummer auf jedem Feld, auf das Plättchen { $tile } passt
alt-close-up = Das eben gelegte Plättchen aus der Nähe, mit einem Buchstaben auf jedem Platz für einen Gefolgsmann
alt-board = Das Spielfeld mit den Punkten jedes Spielers
alt-scores = Das Spielfeld am Ende, mit den Punkten jedes Spielers nach Gebiet
alt-bag = Die Plättchen im Beutel, Sorte für Sorte
alt-holders = Das Spielfeld in den Farben der Spieler, denen Straßen, Städte und Wiesen gehören
alt-race = Die Punkte jedes Spielers nach jedem Zug
alt-tile = Plättchen { $tile }, wie gezogen
alt-replay = Das Spiel, Plättchen für Plättchen
alt-standings = Der Stand des Turniers
alt-rating = Die Wertung von { $name }, Spiel für Spiel

# The live board's page.
page-title = Carcassonne
page-language = Sprache
page-new-game = Neues Spiel
page-people = Personen an diesem Bildschirm
page-add-person = Person hinzufügen
page-computers = Computerspieler
page-add-computer = Computerspieler hinzufügen
page-player = Spieler { $n }
page-remove = Entfernen
page-rules = Regeln
page-expansions = Erweiterungen
page-seats = Plätze: { $seats } (2 bis 6)
page-start = Spiel starten
page-watching = Du schaust zu.
page-waiting = Warte auf { $player }…
page-turn-tile = { $player }, du bist dran: Wähle, wohin die Karte kommt.
page-turn-figure = { $player }: Setze eine Figur auf einen Platz oder keine.
page-fits-here = Die Karte passt hier: Spalte { $x }, Reihe { $y }
page-drawn-tile = Die zu legende Karte: { $tile }
page-zoom-in = Vergrößern
page-zoom-out = Verkleinern
page-centre = Ganzes Spielfeld zeigen
page-scores = Punkte
page-bag = Karten im Beutel: { $left }
page-history = Verlauf
page-game-over = Das Spiel ist vorbei.
page-offline = Die Verbindung ist abgebrochen; neuer Versuch…
page-stale = Das Spiel ist weitergegangen; hier ist der aktuelle Stand.
page-keys = Tasten: Tab zu einem Feld, Enter wählt es, R dreht die Karte, noch einmal Enter legt sie; Pfeile verschieben, + und − zoomen, 0 zeigt das ganze Spielfeld.
page-holders = Zeigen, wem was gehört
page-by-feature = Punkte nach Gebiet
page-error-bad-request = Die Seite hat etwas gesendet, das das Spielbrett nicht versteht; lade die Seite neu.
page-error-session = Dieser Link gilt nicht mehr (abgelaufen oder für ein anderes Spiel). Öffne das Spiel erneut.
page-error-watch-only = Dieser Link ist zum Zuschauen: Mit ihm kann man nicht spielen.
page-error-too-many = Zu viele Klicks auf einmal; warte einen Moment.
page-error-busy = Das Brett ist gerade voll ausgelastet; versuche es gleich noch einmal.
page-error-discord-code = Discord hat nicht bestätigt, wer du bist. Schließe das Brett und öffne es erneut.
page-error-not-in-activity = Laut Discord bist du nicht in dieser Aktivität, oder sie ist in keinem Spielkanal. Öffne das Brett aus dem Kanal des Spiels.
page-error-discord-down = Discord war gerade nicht erreichbar. Versuche es gleich noch einmal.
page-error-no-game-here = In diesem Kanal läuft kein Spiel.
page-asking-discord = Discord wird gefragt, wer du bist …
