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
picture-col-roads = Straßen
picture-col-cities = Städte
picture-col-monasteries = Klöster
picture-col-farms = Wiesen
picture-col-total = Gesamt
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
   *[field] Wiese
}
picture-bag-all-drawn = Alle Plättchen sind gezogen.
picture-bag-all-fit = Jedes davon würde jetzt irgendwo passen.
picture-bag-some-fit = { $fitting } würden jetzt irgendwo passen, { $nowhere } nicht (rot umrandet).
picture-holders-title = Wem gehört was
picture-holders-key = Straßen, Städte und Wiesen in der Farbe des Spielers mit den meisten Gefolgsleuten darin; gestreift bei Gleichstand.

## Befehle: Namen (klein, 1–32 Zeichen, keine Leerzeichen) und Beschreibungen (höchstens 100 Zeichen)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Carcassonne in diesem Kanal spielen.
cmd-carcassonne-new = neu
cmd-carcassonne-new-desc = Eine Lobby für ein neues Spiel eröffnen.
cmd-carcassonne-options = optionen
cmd-carcassonne-options-desc = Die Optionen der Lobby in diesem Kanal vor dem Start ändern (Gastgeber).
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
cmd-carcassonne-cancel = abbrechen
cmd-carcassonne-cancel-desc = Das Spiel in diesem Kanal abbrechen (Gastgeber oder „Server verwalten“).
cmd-carcassonne-resume = fortsetzen
cmd-carcassonne-resume-desc = Das pausierte Spiel fortsetzen, sobald meine Berechtigungen hier stimmen.
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
cmd-carcassonne-skip = überspringen
cmd-carcassonne-skip-desc = Den Zug des aktuellen Spielers überspringen (Gastgeber oder „Server verwalten“).
cmd-carcassonne-remove = entfernen
cmd-carcassonne-remove-desc = Einen Spieler aus dem Spiel nehmen; seine Gefolgsleute bleiben (Gastgeber oder Admin).
cmd-carcassonne-clock = uhr
cmd-carcassonne-clock-desc = Die Zuguhr dieses Spiels anhalten oder starten (Gastgeber oder „Server verwalten“).
cmd-carcassonne-help = hilfe
cmd-carcassonne-help-desc = Wie man mit diesem Bot spielt.
cmd-carcassonne-config = einstellungen
cmd-carcassonne-config-desc = Vorgaben des Servers für neue Spiele („Server verwalten“).
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
opt-carcassonne-options-language-desc = Die Sprache des Spiels
opt-carcassonne-config-language-desc = Die Sprache neuer Spiele (sonst die eigene Sprache des Servers)
opt-show = ansicht
opt-show-desc = Das Spielfeld (Vorgabe), oder jede Straße, Stadt und Wiese in der Farbe ihres Besitzers
opt-moves = züge
opt-moves-desc = Wie viele Züge (sonst 10)
opt-how = wie
opt-how-desc = Wie du benachrichtigt wirst (weglassen, um die aktuelle Einstellung zu sehen)
opt-player = spieler
opt-player-desc = Der Spieler, der entfernt wird
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
choice-show-0 = das Spielfeld
choice-show-1 = wem was gehört (Straßen, Städte, Wiesen)
choice-how-0 = erwähne mich im Kanal des Spiels
choice-how-1 = schick mir eine Direktnachricht
choice-how-2 = kein Ping (nur die Zugnachricht)
choice-action-0 = anhalten (für den Urlaub)
choice-action-1 = wieder starten
