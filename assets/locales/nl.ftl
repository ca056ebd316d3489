# Nederlands. Termen uit de Nederlandse spelregels (zie glossary/README.md).

## Afbeeldingen

picture-player = Speler { $number }
picture-game-over = Spel afgelopen
picture-to-play = { $name } is aan de beurt · { $left ->
    [one] nog { $left } tegel
   *[other] nog { $left } tegels
}
picture-col-followers = Horigen
picture-col-score = Score
picture-col-roads = Wegen
picture-col-cities = Steden
picture-col-monasteries = Kloost.
picture-col-farms = Weiden
picture-col-total = Totaal
picture-turn-of = { $name } is aan de beurt
picture-fits = { $count ->
    [0] Deze tegel past nergens.
    [one] { $count } plek waar deze tegel past
   *[other] { $count } plekken waar deze tegel past
}
picture-bag-left = { $count ->
    [0] De zak is leeg
    [one] Nog { $count } tegel in de zak
   *[other] Nog { $count } tegels in de zak
}
picture-no-spot = Op deze tegel kan geen horige.
picture-spot = { $letter }: { $feature ->
    [road] weg
    [city] stad
    [monastery] klooster
   *[field] weiland
}
picture-bag-all-drawn = Alle tegels zijn getrokken.
picture-bag-all-fit = Elk ervan past nu wel ergens.
picture-bag-some-fit = { $fitting } passen nu ergens; { $nowhere } niet (rood omlijnd).
picture-holders-title = Wie heeft wat
picture-holders-key = Wegen, steden en weilanden in de kleur van de speler met de meeste horigen erin; gestreept bij gelijke stand.
