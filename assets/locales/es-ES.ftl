# Español (España). Términos del reglamento español (ver glossary/README.md).

## Imágenes

picture-player = Jugador { $number }
picture-game-over = Fin de la partida
picture-to-play = Turno de { $name } · { $left ->
    [one] queda { $left } loseta
   *[other] quedan { $left } losetas
}
picture-col-followers = Seguidores
picture-col-score = Puntos
picture-col-roads = Caminos
picture-col-cities = Ciudades
picture-col-monasteries = Monast.
picture-col-farms = Campos
picture-col-total = Total
picture-turn-of = Turno de { $name }
picture-fits = { $count ->
    [0] Esta loseta no encaja en ningún sitio.
    [one] { $count } sitio donde encaja esta loseta
   *[other] { $count } sitios donde encaja esta loseta
}
picture-bag-left = { $count ->
    [0] La bolsa está vacía
    [one] Queda { $count } loseta en la bolsa
   *[other] Quedan { $count } losetas en la bolsa
}
picture-no-spot = En esta loseta no se puede colocar ningún seguidor.
picture-spot = { $letter }: { $feature ->
    [road] camino
    [city] ciudad
    [monastery] monasterio
   *[field] campo
}
picture-bag-all-drawn = Ya se han robado todas las losetas.
picture-bag-all-fit = Todas encajarían en algún sitio ahora.
picture-bag-some-fit = { $fitting } encajarían en algún sitio ahora; { $nowhere } no (con borde rojo).
picture-holders-title = Quién controla qué
picture-holders-key = Caminos, ciudades y campos del color del jugador con más seguidores en ellos; a rayas si hay empate.
