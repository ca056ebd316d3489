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
