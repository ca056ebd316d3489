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

## Comandos: nombres (minúsculas, de 1 a 32 caracteres, sin espacios) y descripciones (100 caracteres como mucho)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Jugar a Carcassonne en este canal.
cmd-carcassonne-new = nueva
cmd-carcassonne-new-desc = Abrir una sala para una partida nueva.
cmd-carcassonne-options = opciones
cmd-carcassonne-options-desc = Cambiar las opciones de la sala de este canal antes de empezar (el anfitrión).
cmd-carcassonne-turn = turno
cmd-carcassonne-turn-desc = Recuperar los botones de tu turno, solo para ti.
cmd-carcassonne-board = tablero
cmd-carcassonne-board-desc = Ver el tablero de la partida de este canal, o quién controla qué, solo para ti.
cmd-carcassonne-bag = bolsa
cmd-carcassonne-bag-desc = Ver lo que queda en la bolsa, tipo por tipo, solo para ti.
cmd-carcassonne-history = historial
cmd-carcassonne-history-desc = Las últimas jugadas de la partida de este canal, en palabras, solo para ti.
cmd-carcassonne-score = puntuación
cmd-carcassonne-score-desc = Ver las puntuaciones, por caminos, ciudades, monasterios y campos.
cmd-carcassonne-rules = reglas
cmd-carcassonne-rules-desc = Las reglas y opciones de la partida de este canal (o las del servidor).
cmd-carcassonne-undo = deshacer
cmd-carcassonne-undo-desc = Pedir a los demás deshacer la última jugada (también las del ordenador posteriores).
cmd-carcassonne-resign = abandonar
cmd-carcassonne-resign-desc = Dejar la partida de este canal.
cmd-carcassonne-cancel = cancelar
cmd-carcassonne-cancel-desc = Cancelar la partida de este canal (el anfitrión o quien pueda «Gestionar servidor»).
cmd-carcassonne-resume = reanudar
cmd-carcassonne-resume-desc = Reanudar la partida en pausa de este canal cuando mis permisos estén arreglados.
cmd-carcassonne-export = exportar
cmd-carcassonne-export-desc = El registro de la última partida de este canal (carcassonne-record/1).
cmd-carcassonne-replay = repetición
cmd-carcassonne-replay-desc = Una animación de la última partida de este canal (las jugadas hasta ahora), solo para ti.
cmd-carcassonne-games = partidas
cmd-carcassonne-games-desc = Las partidas en curso en este servidor, solo para ti.
cmd-carcassonne-mine = mis-partidas
cmd-carcassonne-mine-desc = Tus partidas en curso en este servidor, primero las que te esperan.
cmd-carcassonne-notify = avisos
cmd-carcassonne-notify-desc = Cómo te avisamos de que es tu turno en las partidas de este servidor.
cmd-carcassonne-skip = saltar
cmd-carcassonne-skip-desc = Saltar el turno del jugador actual (el anfitrión o quien pueda «Gestionar servidor»).
cmd-carcassonne-remove = expulsar
cmd-carcassonne-remove-desc = Sacar a un jugador de la partida; sus seguidores se quedan (anfitrión o administración).
cmd-carcassonne-clock = reloj
cmd-carcassonne-clock-desc = Parar o poner en marcha el reloj de turnos (el anfitrión o quien pueda «Gestionar servidor»).
cmd-carcassonne-help = ayuda
cmd-carcassonne-help-desc = Cómo jugar con este bot.
cmd-carcassonne-config = configuración
cmd-carcassonne-config-desc = Valores del servidor para partidas nuevas («Gestionar servidor»).
cmd-leaderboard = clasificación
cmd-leaderboard-desc = Los mejores jugadores de este servidor.
cmd-stats = estadísticas
cmd-stats-desc = El historial de alguien en este servidor: valoración, últimas 10 partidas y contra alguien.

opt-small_city = ciudad_pequeña
opt-small_city-desc = Puntos por una ciudad completa de 2 losetas
opt-farms = campos
opt-farms-desc = Cómo puntúan los granjeros
opt-end_scoring = recuento_final
opt-end_scoring-desc = Qué puntúa lo incompleto al final
opt-seats = plazas
opt-seats-desc = Plazas (de 2 a 6)
opt-turn_hours = horas_por_turno
opt-turn_hours-desc = Horas por turno (0: sin límite)
opt-thread = hilo
opt-thread-desc = Jugar en un hilo propio
opt-computers = ordenadores
opt-computers-desc = Jugadores del ordenador que se sientan ya (puedes añadir más en la sala)
opt-computer_level = nivel_ordenador
opt-computer_level-desc = Lo bien que juegan los jugadores del ordenador
opt-language = idioma
opt-language-desc = El idioma de la partida (el del servidor si no se indica)
opt-carcassonne-options-language-desc = El idioma de la partida
opt-carcassonne-config-language-desc = El idioma de las partidas nuevas (el propio del servidor si no se indica)
opt-show = mostrar
opt-show-desc = El tablero (por defecto), o cada camino, ciudad y campo del color de quien lo controla
opt-moves = jugadas
opt-moves-desc = Cuántas jugadas (10 si no se indica)
opt-how = cómo
opt-how-desc = Cómo avisarte (déjalo vacío para ver cómo se te avisa ahora)
opt-player = jugador
opt-player-desc = El jugador que sale de la partida
opt-action = acción
opt-action-desc = Parar el reloj o ponerlo de nuevo en marcha
opt-reminder_hours = horas_recordatorio
opt-reminder_hours-desc = Horas antes de un recordatorio (0: ninguno)
opt-forfeit_after = abandono_tras
opt-forfeit_after-desc = Turnos perdidos seguidos antes de que un jugador quede eliminado (0: nunca)
opt-threads = hilos
opt-threads-desc = Dar a cada partida un hilo propio
opt-lobby_hours = horas_sala
opt-lobby_hours-desc = Horas que una sala sigue abierta sin empezar (0: siempre; 48 si no se indica)
opt-user = usuario
opt-user-desc = De quién son las estadísticas (por defecto, tuyas)
opt-against = contra
opt-against-desc = Su historial contra esta persona

choice-small_city-0 = 4 puntos (reglas actuales)
choice-small_city-1 = 2 puntos (primera edición)
choice-farms-0 = por campo (reglas actuales)
choice-farms-1 = por ciudad (primera edición)
choice-farms-2 = sin granjeros
choice-end_scoring-0 = todo lo incompleto puntúa
choice-end_scoring-1 = solo los monasterios incompletos
choice-computer_level-0 = fácil
choice-computer_level-1 = medio
choice-computer_level-2 = difícil
choice-show-0 = el tablero
choice-show-1 = quién controla qué (caminos, ciudades, campos)
choice-how-0 = mencióname en el canal de la partida
choice-how-1 = envíame un mensaje directo
choice-how-2 = sin ping (solo el mensaje del turno)
choice-action-0 = parar (por vacaciones)
choice-action-1 = poner en marcha
