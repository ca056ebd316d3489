# Italiano. Termini del regolamento italiano (vedi glossary/README.md).

## Immagini

picture-player = Giocatore { $number }
picture-game-over = Partita finita
picture-to-play = Tocca a { $name } · { $left ->
    [one] { $left } tessera rimasta
   *[other] { $left } tessere rimaste
}
picture-col-followers = Seguaci
picture-col-score = Punti
picture-col-roads = Strade
picture-col-cities = Città
picture-col-monasteries = Monast.
picture-col-farms = Prati
picture-col-total = Totale
picture-turn-of = Tocca a { $name }
picture-fits = { $count ->
    [0] Questa tessera non si può piazzare da nessuna parte.
    [one] { $count } posto in cui questa tessera si può piazzare
   *[other] { $count } posti in cui questa tessera si può piazzare
}
picture-bag-left = { $count ->
    [0] Il sacchetto è vuoto
    [one] { $count } tessera nel sacchetto
   *[other] { $count } tessere nel sacchetto
}
picture-no-spot = Su questa tessera non può andare nessun seguace.
picture-spot = { $letter }: { $feature ->
    [road] strada
    [city] città
    [monastery] monastero
   *[field] prato
}
picture-bag-all-drawn = Tutte le tessere sono state pescate.
picture-bag-all-fit = Ognuna si potrebbe piazzare da qualche parte adesso.
picture-bag-some-fit = { $fitting } si potrebbero piazzare adesso; { $nowhere } no (bordate di rosso).
picture-holders-title = Chi controlla cosa
picture-holders-key = Strade, città e prati nel colore del giocatore con più seguaci; a strisce in caso di parità.
