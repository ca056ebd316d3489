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
