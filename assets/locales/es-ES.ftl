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
picture-col-bank = Queda
picture-bank-dh = { $d } d { $h } h
picture-bank-hm = { $h } h { $m } min
picture-bank-m = { $m } min
picture-bank-left = quedan { $left }
picture-col-roads = Caminos
picture-col-cities = Ciudades
picture-col-monasteries = Monast.
picture-col-farms = Campos
picture-col-total = Total
picture-col-figures = Figuras
picture-col-wine = Vino
picture-col-grain = Trigo
picture-col-cloth = Tela
picture-col-goods = Mercanc.
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
    [garden] jardín
   *[field] campo
}
picture-bag-all-drawn = Ya se han robado todas las losetas.
picture-bag-all-fit = Todas encajarían en algún sitio ahora.
picture-bag-some-fit = { $fitting } encajarían en algún sitio ahora; { $nowhere } no (con borde rojo).
picture-holders-title = Quién controla qué
picture-holders-key = Caminos, ciudades y campos del color del jugador con más seguidores en ellos; a rayas si hay empate.
picture-chart-race = Carrera de puntos
picture-chart-end = Final
picture-chart-turns = Turnos
picture-chart-rating = Valoración de { $name }
picture-chart-games = { $count ->
        [one] 1 partida, la más antigua a la izquierda
       *[other] { $count } partidas, la más antigua a la izquierda
    }
picture-chart-peak = Máximo { $rating }
picture-chart-season-peak = Máximo de la temporada { $rating }
picture-standings-player = Jugador
picture-standings-points = Pts. match
picture-standings-buchholz = Buchholz
picture-standings-score = Puntos
picture-standings-played = Jugadas
picture-standings-withdrawn = { $name } (retirado)
picture-standings-none = Nadie ha jugado todavía.
picture-chart-now = Ahora: { $rating }

## Comandos: nombres (minúsculas, de 1 a 32 caracteres, sin espacios) y descripciones (100 caracteres como mucho)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Jugar a Carcassonne en este canal.
cmd-carcassonne-new = nueva
cmd-carcassonne-new-desc = Abrir una sala para una partida nueva.
cmd-host = anfitrion
cmd-host-desc = Dirigir la partida de este canal como anfitrión (o con «Gestionar servidor»).
cmd-host-options = opciones
cmd-host-options-desc = Cambiar las opciones de la sala de este canal antes de empezar (el anfitrión).
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
cmd-host-cancel = cancelar
cmd-host-cancel-desc = Cancelar la partida de este canal (el anfitrión o quien pueda «Gestionar servidor»).
cmd-host-resume = reanudar
cmd-host-resume-desc = Reanudar la partida en pausa de este canal cuando mis permisos estén arreglados.
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
cmd-host-skip = saltar
cmd-host-skip-desc = Saltar el turno del jugador actual (el anfitrión o quien pueda «Gestionar servidor»).
cmd-host-remove = expulsar
cmd-host-remove-desc = Sacar a un jugador de la partida; sus seguidores se quedan (anfitrión o administración).
cmd-host-standin = sustituir
cmd-host-standin-desc = Dar el puesto de un jugador al ordenador; no se clasifica (anfitrión o administración).
cmd-host-clock = reloj
cmd-host-clock-desc = Parar o poner en marcha el reloj de turnos (el anfitrión o quien pueda «Gestionar servidor»).
cmd-host-links = enlaces
cmd-host-links-desc = Nuevos enlaces de «Ver en directo»; los viejos dejan de valer (anfitrión o «Gestionar servidor»).
cmd-carcassonne-help = ayuda
cmd-carcassonne-help-desc = Cómo jugar con este bot.
cmd-settings = configuración
cmd-settings-desc = Valores del servidor para partidas nuevas («Gestionar servidor»).
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
opt-river = río
opt-river-desc = Jugar con El Río (primero el manantial, al final el lago)
opt-abbot = abad
opt-abbot-desc = Jugar con El Abad (jardines y un abad para cada uno)
opt-inns_cathedrals = posadas_catedrales
opt-inns_cathedrals-desc = Jugar con Posadas y Catedrales
opt-traders_builders = mercaderes_constructores
opt-traders_builders-desc = Jugar con Mercaderes y Constructores
opt-host-options-language-desc = El idioma de la partida
opt-settings-language-desc = El idioma de las partidas nuevas (el propio del servidor si no se indica)
opt-show = mostrar
opt-show-desc = El tablero (por defecto), o cada camino, ciudad y campo del color de quien lo controla
opt-moves = jugadas
opt-moves-desc = Cuántas jugadas (10 si no se indica)
opt-how = cómo
opt-how-desc = Cómo avisarte (déjalo vacío para ver cómo se te avisa ahora)
opt-player = jugador
opt-player-desc = El jugador que sale de la partida
opt-host-standin-player-desc = El jugador cuyo puesto ocupa el ordenador
opt-stand_in = sustituto
opt-stand_in-desc = Quién ocupa el puesto de quien se queda sin tiempo, abandona o es expulsado
opt-time_bank = reserva_de_tiempo
opt-time_bank-desc = Una reserva de tiempo por jugador, en lugar de horas por turno (como el reloj de Board Game Arena)
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
opt-lobbies_per_member = salas_por_miembro
opt-lobbies_per_member-desc = Salas abiertas que un miembro puede tener a la vez (0: sin límite; 3 si no se indica)
opt-ask_cooldown_minutes = espera_peticiones_minutos
opt-ask_cooldown_minutes-desc = Minutos entre peticiones de revancha o de deshacer (0: ninguno; 10 si no se indica)
opt-threads_per_hour = hilos_por_hora
opt-threads_per_hour-desc = Hilos que el bot abre para partidas por hora (0: sin límite; 10 si no se indica)
opt-games_per_channel = partidas_por_canal
opt-games_per_channel-desc = Partidas en curso que un canal y sus hilos pueden tener a la vez (0: sin límite; 10 si no se indica)
opt-season = temporada
opt-settings-season-desc = Temporadas de la clasificación: las valoraciones empiezan de nuevo cada mes o trimestre
opt-leaderboard-season-desc = Qué clasificación: esta temporada (por defecto), la anterior o la histórica
opt-season_channel = canal_temporada
opt-season_channel-desc = Dónde se anuncian los tres mejores de cada temporada cuando termina
opt-season_announce = anunciar_temporada
opt-season_announce-desc = Anunciar los tres mejores de cada temporada (false: no anunciar nada)
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
choice-stand_in-0 = nadie: el puesto sale de la partida
choice-stand_in-1 = un jugador del ordenador (fácil)
choice-stand_in-2 = un jugador del ordenador (medio)
choice-stand_in-3 = un jugador del ordenador (difícil)
choice-time_bank-0 = no (horas por turno)
choice-time_bank-1 = 1 día, +8 horas por turno, hasta 2 días
choice-time_bank-2 = 3 días, +1 día por turno, hasta 7 días
choice-time_bank-3 = 7 días, +2 días por turno, hasta 14 días
choice-settings-season-0 = mensual
choice-settings-season-1 = trimestral
choice-settings-season-2 = desactivadas
choice-leaderboard-season-0 = esta temporada
choice-leaderboard-season-1 = temporada anterior
choice-leaderboard-season-2 = histórica
choice-show-0 = el tablero
choice-show-1 = quién controla qué (caminos, ciudades, campos)
choice-how-0 = mencióname en el canal de la partida
choice-how-1 = envíame un mensaje directo
choice-how-2 = sin ping (solo el mensaje del turno)
choice-action-0 = parar (por vacaciones)
choice-action-1 = poner en marcha

## Rechazos: por qué no se hizo algo. Después de cualquiera, nada ha cambiado.

error-unknown-game = Esa partida no existe.
error-channel-busy = Este canal ya tiene una partida (#{ $game }). Termínala o cancélala antes, o empieza una partida en un hilo.
error-not-in-lobby = Eso solo se puede hacer en la sala, antes de empezar la partida.
error-not-started = La partida aún no ha empezado.
error-game-over = Esta partida ha terminado.
error-already-joined = Ya estás en esta partida.
error-lobby-full = La partida está completa ({ $seats } plazas).
error-not-in-game = No juegas en esta partida.
error-host-cannot-leave = Eres el anfitrión de esta partida: cancélala en lugar de salir.
error-not-host = Solo el anfitrión puede hacer eso.
error-not-allowed-to-cancel = Solo el anfitrión o un administrador del servidor pueden cancelar la partida.
error-too-few-players = Una partida necesita al menos 2 jugadores para empezar.
error-seats-changing = Ahora mismo hay gente entrando o saliendo de esta sala; pulsa Empezar otra vez.
error-not-your-turn = Es el turno de { $name }.
error-turn-over = Este turno ha terminado; mira el último mensaje.
error-no-such-spot = No hay ningún lugar { $letter } en esta loseta.
error-bad-seats = Una partida tiene de 2 a 6 plazas, no { $seats }.
error-turn-limit-too-short = El tiempo por turno debe ser de al menos un minuto.
error-reminder-too-soon = Los recordatorios llegan como pronto tras un minuto.
error-forfeit-never = La eliminación llega como pronto tras un turno perdido.
error-seats-taken = Ya se han unido { $players } jugadores.
error-corrupt = Las jugadas guardadas de esta partida no se pueden leer, así que no puede seguir. El anfitrión o un administrador del servidor pueden cancelarla.
error-no-computer = No hay ningún jugador del ordenador que quitar.
error-computer-turn = Es el turno de un jugador del ordenador; juega solo.
error-paused = La partida #{ $game } está en pausa: Discord rechaza mis mensajes en su canal. Cuando mis permisos allí estén arreglados, el anfitrión o un administrador del servidor pueden reanudarla con `/anfitrion reanudar`.
error-not-paused = Esta partida no está en pausa.
error-not-allowed-to-resume = Solo el anfitrión o un administrador del servidor pueden reanudar la partida.
error-nothing-to-take-back = En este turno no hay ninguna loseta colocada que recuperar.
error-not-finished = Esa partida aún no ha terminado.
error-not-allowed-to-manage = Solo el anfitrión o un administrador del servidor pueden hacer eso.
error-competitor-manages = En una partida de torneo solo puede hacerlo el anfitrión del torneo (si no juega en ella) o un administrador del servidor, nunca uno de sus jugadores.
error-tournament-undo-needs-consent = En una partida de torneo solo se deshace una jugada con el consentimiento de todos los rivales, y un jugador de la computadora no puede darlo.
error-not-a-player = { $name } no juega en esta partida.
error-clock-stopped = El reloj de esta partida ya está parado; `/anfitrion reloj` lo pone en marcha de nuevo.
error-clock-running = El reloj de esta partida ya está en marcha.
error-nothing-to-undo = Todavía no hay ninguna jugada que deshacer.
error-cannot-undo = La última jugada fue un turno saltado o un jugador que se fue; eso no se puede deshacer.
error-undo-vote-open = Ya hay una votación para deshacer abierta en esta partida; termina cuando todos hayan respondido.
error-undo-vote-closed = Esa votación está cerrada.
error-not-a-voter = En este deshacer solo votan los demás jugadores.
error-internal = Algo ha fallado por nuestra parte; no se ha cambiado nada. Inténtalo de nuevo.
error-saved = Se ha guardado, pero algo ha fallado por nuestra parte al mostrarlo; los mensajes de la partida se pondrán al día enseguida.
error-too-many-threads = Se ha alcanzado el límite de este servidor de { $limit ->
        [one] 1 hilo nuevo
       *[other] { $limit } hilos nuevos
    } por hora. Vuelve a intentarlo dentro de { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    } o empieza la partida aquí sin hilo.
error-too-many-games = Este canal y sus hilos ya tienen { $limit ->
        [one] 1 partida
       *[other] { $limit } partidas
    } en curso o esperando jugadores, el máximo que permite este servidor. Vuelve a intentarlo cuando { $limit ->
        [one] termine
       *[other] termine alguna
    }, o empieza la partida en otro canal.
error-too-many-lobbies = Ya tienes { $limit ->
        [one] una sala abierta
       *[other] { $limit } salas abiertas
    } en este servidor, el máximo permitido. Empieza o cancela { $limit ->
        [one] esa sala
       *[other] una de ellas
    } y vuelve a intentarlo.
error-rematch-asked-recently = Acabas de pedir una revancha. Para que nadie reciba otra mención tan pronto, podrás volver a pedirla dentro de { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    }.
error-undo-asked-recently = Acabas de pedir deshacer una jugada. Para que nadie reciba otra mención tan pronto, podrás volver a pedirlo dentro de { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    }.
error-choose-level = Elige un nivel del menú.
error-choose-expansions = Elige las expansiones del menú.
error-choose-position = Elige una posición del menú.

illegal-game-over = La partida ha terminado.
illegal-tile-already-placed = Ya has colocado tu loseta; ahora elige dónde poner un seguidor, o ninguno.
illegal-tile-not-placed = Coloca tu loseta antes de elegir un seguidor.
illegal-occupied = Ya hay una loseta en { $pos }.
illegal-not-adjacent = Una loseta debe tocar una loseta ya colocada, y { $pos } no toca ninguna.
illegal-edge-mismatch = Esa loseta no encaja en { $pos }: su borde { $side ->
        [north] norte
        [east] este
        [south] sur
       *[west] oeste
    } tiene { $edge ->
        [road] un camino
        [river] un río
        [city] una ciudad
       *[field] un campo
    }, pero la loseta del { $side ->
        [north] norte
        [east] este
        [south] sur
       *[west] oeste
    } tiene ahí { $neighbour ->
        [road] un camino
        [river] un río
        [city] una ciudad
       *[field] un campo
    }.
illegal-no-followers-left = No te quedan seguidores en tu reserva.
illegal-farmers-not-used = En esta partida no hay granjeros.
illegal-no-such-feature = Esta loseta no tiene { $kind ->
        [road] camino
        [city] ciudad
        [monastery] monasterio
       *[field] campo
    } en { $port }.
illegal-no-monastery = Esta loseta no tiene monasterio.
illegal-port-needed = Di dónde va el { $kind ->
        [road] salteador
        [city] caballero
        [monastery] monje
       *[field] granjero
    } en la loseta: { $kind ->
        [road] un camino
        [city] una ciudad
        [monastery] un monasterio
       *[field] un campo
    } necesita un punto de anclaje.
illegal-monastery-takes-no-port = Un monje va sobre el propio monasterio; no necesita punto de anclaje.
illegal-feature-occupied = { $kind ->
        [road] Ese camino
        [city] Esa ciudad
        [monastery] Ese monasterio
        [garden] Ese jardín
       *[field] Ese campo
    } ya tiene un seguidor.
illegal-not-playing = Ese jugador ya no está en la partida.
illegal-river-closed = El río está cerrado: ya no se pueden colocar losetas de río.
illegal-river-must-extend = Una loseta de río debe continuar el río: va en { $pos }, con un borde de río hacia el extremo abierto del río.
illegal-river-u-turn = El río no puede girar dos veces seguidas hacia el mismo lado.
illegal-figure-not-in-play = { $figure ->
        [large] El seguidor grande no se usa
        [abbot] El abad no se usa
        [builder] El constructor no se usa
        [pig] El cerdo no se usa
       *[follower] Los seguidores no se usan
    } en esta partida.
illegal-no-figure-left = { $figure ->
        [large] Tu seguidor grande ya está
        [abbot] Tu abad ya está
        [builder] Tu constructor ya está
        [pig] Tu cerdo ya está
       *[follower] Todos tus seguidores ya están
    } en el tablero.
illegal-no-garden = Esta loseta no tiene jardín.
illegal-figure-not-there = { $figure ->
        [abbot] El abad solo va en un monasterio o un jardín
        [builder] El constructor solo va en un camino o una ciudad
        [pig] El cerdo solo va en un campo
       *[other] Solo el abad va en un jardín
    }, no en { $kind ->
        [road] este camino
        [city] esta ciudad
        [monastery] este monasterio
        [garden] este jardín
       *[field] este campo
    }.
illegal-builder-on-completed = Esta loseta completa esa zona; el constructor solo va en una que aún crece.
illegal-builder-needs-follower = El constructor solo va en un camino o una ciudad donde ya tienes un seguidor.
illegal-pig-needs-farmer = El cerdo solo va en un campo donde ya tienes un granjero.
illegal-no-abbot-on-board = No tienes ningún abad en el tablero que recuperar.
illegal-abbot-feature-complete = El monasterio o jardín de tu abad está completo; puntúa y vuelve solo.
illegal-abbot-return-with-figure = Recuperar tu abad es el paso de figura de este turno: no puedes colocar además otra figura.

perm-view-channel = Ver canal
perm-send-messages = Enviar mensajes
perm-attach-files = Adjuntar archivos
perm-read-message-history = Leer el historial de mensajes
perm-create-public-threads = Crear hilos públicos
perm-send-messages-in-threads = Enviar mensajes en hilos
error-missing-permissions = No puedo llevar una partida en { $thread ->
        [yes] este hilo
       *[no] este canal
    }: aquí me { $count ->
        [one] falta el permiso
       *[other] faltan los permisos
    } { $list }. Un administrador del servidor puede dármelos en los ajustes del canal (Permisos); después, inténtalo de nuevo.
list-and = { $init } y { $last }
paused-notice = La partida #{ $game } en <#{ $channel }> está en pausa: Discord rechaza mis mensajes allí, así que me han quitado un permiso. Necesito { $list } (en un hilo, { $threads } en lugar de { $send }). Cuando esté arreglado, el anfitrión o un administrador del servidor pueden usar `/anfitrion reanudar` allí; hasta entonces el reloj de turnos está parado.
paused-thread-notice = La partida #{ $game } en <#{ $channel }> está en pausa: su hilo está archivado o bloqueado y no puedo volver a abrirlo. Cuando un moderador lo desbloquee, el anfitrión o un administrador del servidor puede usar `/anfitrion reanudar` allí; hasta entonces el reloj de turnos está parado.
error-unknown-options = Este comando no tiene { $count ->
        [one] ninguna opción llamada { $options }
       *[other] opciones llamadas { $options }
    }. Puede que Discord aún esté actualizando los comandos de este bot; inténtalo dentro de un minuto.
error-unreadable-option = No he podido leer la opción { $option }: no es un valor que admita. `/carcassonne ayuda` explica las opciones.
error-stale-command = Ese comando no coincide con la versión de este bot (una opción fuera de rango, o una elección que no tiene). Puede que Discord aún esté actualizando los comandos; inténtalo dentro de un minuto.
error-needs-manage-server = Solo quien tenga el permiso «Gestionar servidor» puede cambiar los valores de este servidor.
error-server-only = Carcassonne se juega en los canales de un servidor; este comando funciona allí, no en mensajes directos.

## Respuestas a comandos, solo para quien pregunta salvo que se diga.

answer-pick-subcommand = Elige uno de los subcomandos: { $list }.
answer-no-thread = Discord no me ha dejado abrir un hilo aquí. Inténtalo de nuevo, o empieza la partida sin hilo (`hilo: False`).
answer-threads-full = Este servidor tiene tantos hilos activos como permite Discord (1.000), así que no puedo abrir uno para la partida. Archiva hilos terminados para hacer sitio, o empieza la partida aquí sin hilo (`hilo: False`).
answer-game-open = { $thread ->
        [yes] La partida #{ $game } está abierta en <#{ $channel }>: la sala está allí.
       *[no] La partida #{ $game } está abierta: la sala está justo debajo.
    }
answer-no-lobby = No hay ninguna sala en este canal.
answer-options-started = La partida ya ha empezado: sus opciones se quedan como están.
answer-options-saved = Guardado. La partida #{ $game } se jugará con:
    { $rules }
answer-no-game-start-one = No hay ninguna partida en este canal. Empieza una con `/carcassonne nueva`.
answer-no-running-game = No hay ninguna partida en curso en este canal.
answer-no-game = No hay ninguna partida en este canal.
answer-no-game-to-cancel = No hay ninguna partida que cancelar en este canal.
answer-scores = Puntuaciones de la partida #{ $game }.
answer-rules-of-game = Partida #{ $game }:
    { $rules }
answer-rules-of-server = Valores de este servidor para partidas nuevas:
    { $rules }
answer-undone = Deshecho; la partida sigue desde ahí.
answer-undo-asked = Pedido. Los demás pueden aceptar hasta <t:{ $closes }:f>.
answer-resigned = Has dejado la partida #{ $game }.
answer-cancelled = La partida #{ $game } se ha cancelado.
answer-resumed = La partida #{ $game } continúa; su reloj de turnos vuelve a correr.
answer-record = El registro de la partida #{ $game }.
answer-replay-cooldown = Has pedido una repetición hace un momento; puedes volver a pedirla dentro de { $seconds } s.
answer-replay = La partida #{ $game }, turno a turno.
answer-replay-busy = Ahora mismo estoy dibujando otra repetición, y las dibujo de una en una para que las partidas sigan ágiles. Vuelve a pedirla dentro de un minuto.
answer-computer-turn = Es el turno de { $name }; juega solo.
answer-not-your-turn = Es el turno de { $name }, no el tuyo.
answer-turn-link = El mensaje del turno: { $link }
answer-done = Hecho: { $what }
answer-links-renewed = Los antiguos enlaces de «Ver en directo» de esta partida dejan de valer; las tarjetas nuevas llevan uno nuevo.
answer-notice-set = A partir de ahora te avisamos de tus turnos { $how ->
        [mention] con una mención en el canal de la partida
        [dm] con un mensaje directo con un enlace al turno (y una mención en el canal si tienes los MD cerrados para mí)
       *[quiet] solo con el mensaje del turno, sin ping
    }.
answer-notice-now = Te avisamos de tus turnos { $how ->
        [mention] con una mención en el canal de la partida
        [dm] con un mensaje directo con un enlace al turno (y una mención en el canal si tienes los MD cerrados para mí)
       *[quiet] solo con el mensaje del turno, sin ping
    }. Cámbialo con `/carcassonne avisos`.
answer-config-saved = Guardado. Partidas nuevas en este servidor:
    { $rules }{ $threads ->
        [yes] Cada partida tiene su propio hilo.
       *[no] Las partidas se juegan en el canal.
    } { $lobby_hours ->
        [0] Las salas siguen abiertas hasta que se empiezan o se cancelan.
        [one] Las salas se cierran tras 1 hora si nadie empieza.
       *[other] Las salas se cierran tras { $lobby_hours } horas si nadie empieza.
    }

## Respuestas a clics, solo para quien hace clic.

click-unknown-control = Este control no lo conoce este bot; no cambia nada.
click-other-channel = Ese control es de una partida de otro canal; no cambia nada.
click-no-board = Este bot no puede abrir el tablero dentro de Discord; usa los botones, o «Ver en directo» donde aparezca.
click-rematch-open = La partida #{ $game } está abierta: su sala está debajo. Los demás están invitados.

## Mensajes de la partida en el canal, en el idioma de la partida.

duration-days = { $n ->
        [one] 1 día
       *[other] { $n } días
    }
duration-hours = { $n ->
        [one] 1 hora
       *[other] { $n } horas
    }
duration-minutes = { $n ->
        [one] 1 minuto
       *[other] { $n } minutos
    }
rules-line = { $small ->
        [two] una ciudad de 2 losetas vale 2 (primera edición)
       *[four] una ciudad de 2 losetas vale 4
    }; { $farms ->
        [per-city] los granjeros puntúan cada ciudad completa una vez (primera edición)
        [off] sin granjeros
       *[per-field] los granjeros puntúan 3 por ciudad completa que toque su campo
    }; { $end ->
        [monasteries] al final solo puntúan los monasterios incompletos
       *[all] caminos, ciudades y monasterios incompletos puntúan al final
    }
rules-turn-time = { $time }; después { $forfeit ->
        [yes] se salta el turno, y tras { $after } turnos perdidos seguidos el jugador queda eliminado
       *[no] se salta el turno
    }
rules-no-turn-limit = sin límite
rules-rules = **Reglas:** { $rules }.
expansion-name = { $name ->
        [river] El Río
        [abbot] El Abad
        [inns_cathedrals] Posadas y Catedrales
       *[traders_builders] Mercaderes y Constructores
    }
rules-expansions = **Expansiones:** { $list }.
rules-no-expansions = **Expansiones:** ninguna (el juego básico).
rules-seats = **Plazas:** hasta { $seats }.
rules-turn = **Tiempo por turno:** { $turn_time }.
rules-reminder = **Recordatorio:** tras { $time } sin jugar.
rules-stand-in = **Sustitutos:** un jugador del ordenador ({ $level }) ocupa el puesto de quien se quede sin tiempo, abandone o sea expulsado; ese puesto no cuenta para la clasificación.
rules-bank = una reserva de { $start } para cada uno, { $increment } más por cada turno, hasta { $cap }; solo corre en tus propios turnos
rules-language = **Idioma:** { $language }.
lobby-title = **Carcassonne** — partida #{ $game }, anfitrión: { $host }
lobby-players = **Jugadores ({ $joined }/{ $seats }):** { $players }
lobby-can-start = El anfitrión ya puede empezar la partida.
lobby-waiting = Esperando al menos a un jugador más…
lobby-closes = La sala se cierra <t:{ $closes }:R> si nadie empieza.
lobby-add-computer-menu = Añadir un jugador del ordenador (anfitrión)…
lobby-expansions-menu = Expansiones (elige el anfitrión)
lobby-add-computer = Añadir un jugador del ordenador: { $level }
level-easy = fácil
level-medium = medio
level-hard = difícil
level-random = al azar
level-easy-blurb = Conoce las reglas, a menudo se le escapa la mejor jugada
level-medium-blurb = Hace la jugada que ahora parece mejor
level-hard-blurb = Piensa por adelantado con las losetas que quedan en la bolsa
level-random-blurb = Cualquier jugada válida
button-join = Unirse
button-leave = Salir
button-start = Empezar
button-cancel = Cancelar
button-remove-computer = Quitar ordenador
button-previous = ◀ Anterior
button-next = Siguiente ▶
button-fits-one-way = Solo encaja así
button-turn = ⟳ Girar
button-turn-left = ⟲ Girar a la izquierda
button-turn-right = ⟳ Girar a la derecha
button-confirm = Confirmar
button-no-follower = Sin seguidor
button-take-back = ↩ Recuperar la loseta
button-rematch = Revancha
button-agree = Acepto
button-refuse = Me niego
turn-header = { $player }, es tu turno (jugada { $move }). Tu loseta es **{ $tile }**; { $left ->
        [one] queda 1 loseta en la bolsa.
       *[other] quedan { $left } losetas en la bolsa.
    }
turn-deadline = El tiempo se acaba <t:{ $deadline }:R>.
turn-clock-stopped = El reloj está parado.
turn-pick = Elige una posición por su número, gira la loseta y confirma.
turn-shown-in-place = La loseta se muestra en su sitio. Gírala o elige otra posición, y confirma.
turn-fits-ways = { $ways ->
        [one] encaja de una manera
       *[other] encaja de { $ways } maneras
    }
turn-choose-position = { $pages ->
        [one] Elige una posición
       *[other] Elige una posición (página { $page } de { $pages })
    }
feature = { $kind ->
        [road] camino
        [city] ciudad
        [monastery] monasterio
        [garden] jardín
       *[field] campo
    }
follower-step = { $player }, la loseta está colocada. Pon un seguidor en un lugar con letra, o ninguno. Te { $left ->
        [one] queda 1 seguidor
       *[other] quedan { $left } seguidores
    }.
dm-turn = Es tu turno en la partida de Carcassonne #{ $game } en <#{ $channel }> (jugada { $move }).
dm-reminder = ⏰ Recordatorio: sigue siendo tu turno en la partida de Carcassonne #{ $game } en <#{ $channel }> (jugada { $move }).
dm-link = Tu turno: { $link }
dm-how-to-change = `/carcassonne avisos` en el servidor cambia cómo te avisamos.
dm-fallback = { $player }, tu turno te espera: { $link }
dm-fallback-reminder = ⏰ { $player }, tu turno sigue esperándote: { $link }
dm-closed = Tienes los MD cerrados para mí, así que te menciono aquí. Ábrelos, o elige otra forma con `/carcassonne avisos`.
board-turn = Partida #{ $game }: turno de { $name } (jugada { $move }).
board-holders-turn = Partida #{ $game }: quién controla qué en el turno de { $name } (jugada { $move }).
board-holders-end = Partida #{ $game }: quién controlaba qué al final.
board-over = La partida #{ $game } ha terminado.
board-not-started = La partida #{ $game } aún no ha empezado.
board-cancelled = La partida #{ $game } se canceló.
bag-not-started = La partida #{ $game } aún no ha empezado: las { $total } losetas están en la bolsa.
bag-over = La partida #{ $game } ha terminado: no queda nada por robar.
bag-left = Partida #{ $game }: { $left ->
        [0] la bolsa está vacía; la loseta en mano es la última.
        [one] queda 1 loseta en la bolsa; { $fitting ->
            [0] ahora no encajaría en ningún sitio.
           *[other] ahora encajaría en algún sitio.
        }
       *[other] quedan { $left } losetas en la bolsa; { $nowhere ->
            [0] todas encajarían ahora en algún sitio.
           *[other] { $fitting } encajarían ahora en algún sitio, { $nowhere } no.
        }
    }
final-title = Puntuación final
final-line = { $medal } { $player } — **{ $score }** (caminos { $roads }, ciudades { $cities }, monasterios { $monasteries }, campos { $farms }{ $goods ->
        [0] {""}
       *[other] , mercancías { $goods }
    }){ $left ->
        [yes] , dejó la partida
       *[no] {""}
    }
final-rating = valoración { $before } → { $after }
undo-last-move = la última jugada
undo-vote = **¿Deshacer?** { $asker } pide deshacer { $what } en la partida #{ $game }. { $voters }: ¿estáis de acuerdo? Tenéis que estarlo todos, antes de <t:{ $closes }:R>.
undo-agreed = De acuerdo hasta ahora: { $names }.
rematch-invite = { $count ->
        [0] Revancha de la partida #{ $old }: la sala de la partida #{ $game } está justo encima.
       *[other] ¡Revancha de la partida #{ $old }! { $players }: la sala de la partida #{ $game } está justo encima; pulsad **Unirse** para volver a jugar.
    }

## Listas y estadísticas, en el idioma de quien pregunta.

leaderboard-title = Clasificación
leaderboard-title-season = Clasificación — temporada { $season }
season-over = 🏆 **La temporada { $season } ha terminado.** Sus mejores jugadores:
season-top-line = { $medal } { $player } — valoración { $rating }, { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    }
leaderboard-empty = Nadie ha terminado todavía una partida en este servidor.
leaderboard-line = { $place }. { $player } — valoración { $rating } · { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    } · media { $average }, mejor { $best }
games-title = { $count ->
        [0] No hay ninguna partida en curso en este servidor. Empieza una con `/carcassonne nueva`.
        [one] **1 partida en curso en este servidor**
       *[other] **{ $count } partidas en curso en este servidor** (página { $page } de { $pages }, primero las que más esperan)
    }
games-cannot-check = No he podido preguntar a Discord qué canales puedes ver, así que por ahora no muestro ninguna partida. Vuelve a intentarlo dentro de un minuto.
stats-cannot-check = No he podido preguntar a Discord qué canales puedes ver, así que por ahora no muestro las últimas partidas.
games-your-turn = tu turno
games-turn-of = turno de { $name }
games-between-turns = entre turnos
games-since = desde <t:{ $since }:R>
games-go-to-it = ir allí
games-progress = { $played ->
        [one] 1 turno jugado
       *[other] { $played } turnos jugados
    }, { $left ->
        [one] queda 1 loseta
       *[other] quedan { $left } losetas
    }
games-paused = en pausa
mine-none = No juegas en ninguna partida de este servidor. `/carcassonne partidas` muestra las que están en curso.
mine-title = **Tus partidas** ({ $count }): { $yours ->
        [0] ninguna te está esperando ahora.
        [one] es tu turno en 1 partida.
       *[other] es tu turno en { $yours } partidas.
    }
stats-none = { $player } aún no ha terminado ninguna partida en este servidor.
stats-line = { $player }: { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    }, puntuación media { $average }, mejor { $best }; valoración { $rating } (nivel { $mu } ± { $sigma }).
history-none = La partida #{ $game } aún no tiene jugadas.
history-title = Partida #{ $game }: { $shown ->
        [one] la última jugada
       *[other] las últimas { $shown } jugadas
    } de { $total }
history-end = Fin.
recent-title = { $count ->
        [one] Última partida
       *[other] Últimas { $count } partidas
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 ganada
       *[other] { $rank }.º de { $players }
    }, { $score } puntos
against-none = { $a } y { $b } aún no han terminado ninguna partida juntos en este servidor.
against-line = **Contra { $b }:** { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    } juntos; { $a } por delante en { $ahead }, por detrás en { $behind }, empatados en { $level }.
replay-whole-game = La partida entera:
someone = Alguien
undo-refused = { $voter } se niega a deshacer las jugadas que { $asker } pidió deshacer; se quedan.
undo-agreed-by-all = Todos están de acuerdo con { $asker }: { $moves } deshecho.
undo-done = { $asker } ha deshecho { $moves }.
undo-turn-undone = Este turno se ha deshecho.
undo-play-again = { $player } vuelve a jugar ese turno, con la misma loseta.
undo-expired = No todos aceptaron a tiempo, así que las jugadas se quedan.
undo-tile-of = la loseta { $tile } de { $player } en ({ $x }, { $y })
news-skipped = { $actor } ha saltado el turno de { $player }.
news-removed = { $actor } ha sacado a { $player } de la partida; sus seguidores se quedan en el tablero.
news-handed = { $actor } ha dado el puesto de { $player } a un jugador del ordenador.
news-stand-in = Un jugador del ordenador ({ $level }) juega desde ahora el puesto de { $player }; ese puesto no cuenta para la clasificación.
seat-stood-in = { $player } (ordenador, { $level })
news-clock-started = { $actor } ha vuelto a poner en marcha el reloj: el turno tiene el tiempo que le quedaba.
news-clock-stopped = { $actor } ha parado el reloj: a nadie se le acaba el tiempo hasta que vuelva a correr. Se puede seguir jugando.
news-placed = { $player } ha colocado la loseta { $tile } en ({ $x }, { $y }){ $follower ->
        [road] {" "}con un salteador en el camino
        [city] {" "}con un caballero en la ciudad
        [monastery] {" "}con un monje en el monasterio
        [field] {" "}con un granjero en el campo
       *[none] {""}
    }.
news-could-not-place = { $player } no ha podido colocar ninguna loseta.
figure-name = { $figure ->
        [large] seguidor grande
        [abbot] abad
        [builder] constructor
        [pig] cerdo
       *[follower] seguidor
    }
button-watch-live = Ver en directo
button-open-board = Abrir tablero
button-return-abbot = Recuperar el abad
follower-menu = Elige un lugar y una figura
error-choose-spot = Elige un lugar del menú.
news-goods = { $player } se lleva las mercancías de la ciudad completada: { $wine } vino, { $grain } trigo, { $cloth } tela.
news-second-part = La zona del constructor de { $player } ha crecido: { $player } juega una segunda loseta.
news-placed-figure = { $player } colocó la loseta { $tile } en ({ $x }, { $y }) con { $figure ->
        [large] su seguidor grande
        [abbot] su abad
        [builder] su constructor
       *[pig] su cerdo
    } { $kind ->
        [road] en el camino
        [city] en la ciudad
        [monastery] en el monasterio
        [garden] en el jardín
       *[field] en el campo
    }.
news-left = { $player } ha dejado la partida.
history-scored = Puntos: { $list }.
history-set-aside = { $player } robó la loseta { $tile }, que no encaja en ningún sitio; se apartó.
history-skipped = Se saltó el turno de { $player }; la loseta { $tile } se apartó.
history-nothing-more = Al final no se puntuó nada más.
history-final-scoring = Recuento final.
news-set-aside = La loseta { $tile } no encaja en ningún sitio, así que se ha apartado y { $player } ha vuelto a robar.
news-game-over = La partida ha terminado.
undo-lapsed = La partida ha seguido, así que la votación para deshacer se ha cerrado: las jugadas se quedan.
news-begins = ¡Empieza la partida! { $player } juega primero.
news-started = La partida #{ $game } ha empezado.
news-cancelled = { $player } ha cancelado la partida #{ $game }.
news-only-computers = Solo quedan jugadores del ordenador, así que la partida termina aquí.
news-turn-goes-on = Este turno sigue en un mensaje nuevo.
news-lobby-closed = La sala de la partida #{ $game } se ha cerrado: nadie la empezó en { $hours ->
        [one] 1 hora
       *[other] { $hours } horas
    }. `/carcassonne nueva` abre otra.
news-still-turn = Sigue siendo el turno de { $player }: se vuelve a publicar abajo.
news-forfeit = A { $player } se le acabó el tiempo { $missed } turnos seguidos y queda eliminado.
news-timed-out = A { $player } se le acabó el tiempo; se ha saltado el turno.
scored = { $count ->
        [0] Nadie puntúa { $points }: { $what }
        [one] { $players } puntúa { $points }: { $what }
       *[other] { $players } puntúan { $points } cada uno: { $what }
    }
what-road = camino de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }
what-road-unfinished = camino incompleto de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }
what-city = ciudad de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }{ $pennants ->
        [0] {""}
        [one] {" "}con 1 escudo
       *[other] {" "}con { $pennants } escudos
    }
what-city-unfinished = ciudad incompleta de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }{ $pennants ->
        [0] {""}
        [one] {" "}con 1 escudo
       *[other] {" "}con { $pennants } escudos
    }
what-monastery = monasterio completo
what-monastery-unfinished = monasterio incompleto con { $neighbours ->
        [one] 1 vecina
       *[other] { $neighbours } vecinas
    }
what-field = campo que toca { $cities ->
        [one] 1 ciudad completa
       *[other] { $cities } ciudades completas
    }

what-road-inn = camino con posada de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    } (2 puntos por loseta)
what-road-inn-unfinished = camino incompleto con posada de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }: un camino con posada no puntúa si no se completa
what-city-cathedral = ciudad con catedral de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }{ $pennants ->
        [0] {""}
        [one] {" "}y 1 escudo
       *[other] {" "}y { $pennants } escudos
    } (3 puntos cada uno)
what-city-cathedral-unfinished = ciudad incompleta con catedral de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }: una ciudad con catedral no puntúa si no se completa
what-garden = jardín completo
what-garden-unfinished = jardín incompleto con { $neighbours ->
        [one] 1 vecina
       *[other] { $neighbours } vecinas
    }
what-abbot-returned = abad recuperado de { $kind ->
        [garden] un jardín
       *[monastery] un monasterio
    } con { $neighbours ->
        [one] 1 vecina
       *[other] { $neighbours } vecinas
    }
what-goods = más { $good ->
        [wine] vino
        [grain] trigo
       *[cloth] tela
    } ({ $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    })
what-field-pig = campo junto a { $cities ->
        [one] 1 ciudad completa
       *[other] { $cities } ciudades completas
    }, con cerdo (4 puntos por ciudad)

## Ayuda: un mensaje, 2000 caracteres como mucho.

help = **Carcassonne en Discord**
    `/carcassonne nueva` abre una sala; los demás pulsan **Unirse** y el anfitrión pulsa **Empezar** (y antes puede cambiar las opciones con `/anfitrion opciones`). Desde el menú de la sala, el anfitrión puede llenar plazas con jugadores del ordenador (fácil, medio o difícil).
    En tu turno, elige una posición numerada, gira la loseta con ⟲ ⟳ y pulsa **Confirmar**; después pon un seguidor en un lugar con letra o elige **Sin seguidor** (o **Recuperar la loseta** para colocarla en otro sitio); `/carcassonne deshacer` pide a los demás deshacer la última jugada. ¿Has perdido el mensaje de tu turno? `/carcassonne turno` te devuelve sus botones, solo para ti. `/carcassonne avisos` elige cómo te avisamos: mención, MD o sin ping. `/carcassonne mis-partidas` muestra tus partidas, primero las que te esperan; `/carcassonne partidas`, todas las del servidor.
    Caminos, ciudades y monasterios completos puntúan al momento; los campos y todo lo incompleto, al final. **Revancha**, bajo la puntuación final, abre una sala nueva para los mismos jugadores.
    `/carcassonne tablero` muestra el tablero (o quién controla qué), `/carcassonne bolsa` lo que queda por robar y `/carcassonne historial` las últimas jugadas en palabras (solo para ti), `/carcassonne puntuación` las puntuaciones, `/carcassonne reglas` las reglas vigentes.
    `/carcassonne abandonar` deja una partida; `/anfitrion cancelar` la termina; `/anfitrion saltar` salta el turno en curso, `/anfitrion expulsar` saca a un jugador y `/anfitrion reloj` para el reloj durante las vacaciones. Una partida en pausa por falta de permisos sigue con `/anfitrion reanudar`.
    `/carcassonne exportar` da el registro de la partida; `/carcassonne repetición`, una animación de la partida hasta ahora, solo para ti.
    `/clasificación` y `/estadísticas` muestran cómo juega cada cual (`/estadísticas contra:` el cara a cara).
    `/torneo abrir` organiza un torneo; la administración ajusta el servidor con `/configuración`.
answer-limits = { $lobbies ->
        [0] Los miembros pueden tener cualquier número de salas abiertas.
        [one] Cada miembro puede tener 1 sala abierta a la vez.
       *[other] Cada miembro puede tener { $lobbies } salas abiertas a la vez.
    } { $cooldown ->
        [0] Las peticiones de revancha y de deshacer no tienen espera.
        [one] Se puede pedir una revancha o deshacer una vez por minuto.
       *[other] Se puede pedir una revancha o deshacer una vez cada { $cooldown } minutos.
    } { $threads ->
        [0] El bot abre cualquier número de hilos de partida.
        [one] El bot abre como mucho 1 hilo de partida por hora.
       *[other] El bot abre como mucho { $threads } hilos de partida por hora.
    } { $games ->
        [0] Un canal y sus hilos pueden tener cualquier número de partidas.
        [one] Un canal y sus hilos tienen como mucho 1 partida a la vez.
       *[other] Un canal y sus hilos tienen como mucho { $games } partidas a la vez.
    }
answer-season-channel-kind = Los anuncios de temporada van a un canal de texto o de anuncios. Elige uno de esos.
answer-seasons = { $period ->
        [monthly] Las temporadas duran un mes (UTC); las valoraciones empiezan de nuevo cada mes desde la histórica de cada jugador, a medio camino de la de un recién llegado.
        [quarterly] Las temporadas duran un trimestre (UTC); las valoraciones empiezan de nuevo cada trimestre desde la histórica de cada jugador, a medio camino de la de un recién llegado.
       *[off] Sin temporadas: la clasificación cuenta todas las partidas.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] El final de las temporadas no se anuncia.
        }
       *[other] Los tres mejores de cada temporada se anuncian en <#{ $channel }>.
    }

## Torneos
event-thread = { $event } · ronda { $round }, mesa { $table }
event-thread-match = { $event } · ronda { $round }, mesa { $table }, partida { $game }
news-decided-by-deadline = Ha vencido el plazo de la ronda: esta partida termina aquí, decidida por la puntuación actual.
error-no-event = Aquí no hay ningún torneo.
error-no-event-named = Ningún torneo de este servidor se llama «{ $name }».
error-events-share-name = Más de un torneo de este servidor tiene ese nombre ({ $channels }): cancélalo desde su propio canal.
error-event-full = Este torneo está completo ({ $limit } jugadores).
error-already-signed-up = Ya estás inscrito.
error-not-signed-up = No juegas en este torneo.
error-signup-closed = La inscripción de este torneo está cerrada.
error-event-not-running = Este torneo no está en marcha.
error-too-few-entrants = Un torneo necesita al menos { $needed } jugadores para empezar.
error-best-of-pairs = Los enfrentamientos de varias partidas son para mesas de dos.
cmd-tournament = torneo
cmd-tournament-desc = Torneos: sistema suizo, todos contra todos o eliminatoria
cmd-tournament-open = abrir
cmd-tournament-open-desc = Abrir la inscripción de un torneo en este canal; tú lo organizas
cmd-tournament-start = empezar
cmd-tournament-start-desc = Empezar ya el torneo de este canal (quien lo organiza o administración)
cmd-tournament-cancel = cancelar
cmd-tournament-cancel-desc = Cancelar el torneo de este canal (quien lo organiza o administración)
cmd-tournament-standings = clasificacion
cmd-tournament-standings-desc = La clasificación del torneo de este canal, solo para ti
cmd-tournament-withdraw = retirarse
cmd-tournament-withdraw-desc = Retirarse del torneo de este canal: tus partidas sin acabar cuentan como derrotas
opt-name = nombre
opt-name-desc = El nombre del torneo
opt-tournament-cancel-name-desc = El nombre de un torneo de otro canal de este servidor, para cancelarlo desde aquí
opt-format = formato
opt-format-desc = Cómo se empareja (sistema suizo si no se indica)
opt-table = mesa
opt-table-desc = Jugadores en cada mesa (2 si no se indica)
opt-best_of = partidas
opt-best_of-desc = Partidas por enfrentamiento en mesas de dos (1 si no se indica)
opt-rounds = rondas
opt-rounds-desc = Rondas de un torneo suizo (4 si no se indica)
opt-tournament-open-seats-desc = Jugadores como máximo (16 si no se indica)
opt-round_hours = horas_por_ronda
opt-round_hours-desc = Horas de cada ronda hasta su plazo (una semana si no se indica)
opt-signup_hours = horas_inscripcion
opt-signup_hours-desc = Horas hasta que cierra la inscripción y empieza solo (0: lo empieza quien organiza)
choice-format-0 = sistema suizo
choice-format-1 = todos contra todos
choice-format-2 = eliminatoria
choice-table-0 = 2 jugadores
choice-table-1 = 3 jugadores
choice-table-2 = 4 jugadores
choice-best_of-0 = 1 partida
choice-best_of-1 = al mejor de 3
choice-best_of-2 = al mejor de 5
event-title = **{ $event }** — { $format ->
        [swiss] un torneo suizo de { $rounds } rondas
        [round_robin] un torneo de todos contra todos
       *[elimination] un torneo eliminatorio
    }, mesas de { $size }{ $best_of ->
        [1] {""}
       *[other] , enfrentamientos al mejor de { $best_of }
    }; organiza { $host }.
event-round-time = **Rondas:** { $time } cada una; las partidas que sigan al vencer el plazo se deciden por la puntuación del momento.
event-signed-up = **Inscritos ({ $joined }/{ $max }):** { $players }
event-nobody = nadie todavía
event-closes = La inscripción cierra <t:{ $closes }:R> y el torneo empieza entonces.
event-host-starts = Quien organiza empieza el torneo con **Empezar**.
event-signup-over = La inscripción ha terminado.
event-round = **{ $event } — ronda { $round } de { $rounds }**
event-table = Mesa { $table }: { $players } → { $thread }
event-table-waiting = Mesa { $table }: { $players } (su hilo se abre enseguida)
event-tables-more = …y { $count } mesas más: cada una se indica en su propio hilo.
event-bye = Descansa (cuenta como victoria): { $player }
event-deadline = Esta ronda termina <t:{ $when }:R>.
event-standings-title = **{ $event } — clasificación tras la ronda { $round } de { $rounds }**
event-final-title = **{ $event } — clasificación final**
event-table-ref = ronda { $round }, mesa { $table }
event-decided = Decidido al vencer el plazo: { $tables }.
event-winner = 🏆 ¡{ $player } gana **{ $event }**!
picture-event-after-round = { $event } — tras la ronda { $round }
picture-event-final = { $event } — clasificación final
event-cancelled = **{ $event }** ha sido cancelado por { $player }.
event-cancelled-empty = **{ $event }** no ha empezado: muy pocos inscritos.
event-withdrew = { $player } se ha retirado de **{ $event }**; sus partidas sin acabar cuentan como derrotas.
event-tables-wait = { $host } Las mesas de **{ $event }** esperan sus hilos: este servidor tiene tantos hilos activos como permite Discord (1.000). El torneo queda en pausa mientras tanto, y sus plazos con él. Archivar hilos terminados hace sitio: lo vuelvo a intentar cada { $minutes } minutos y sigo por mi cuenta, o el anfitrión puede reanudarlo antes.
answer-event-not-in-thread = Abre el torneo en un canal, no en un hilo: allí sus partidas tendrán hilos propios.
answer-event-here = Este canal ya tiene un torneo (n.º { $event }): de uno en uno.
answer-event-opened = El torneo n.º { $event } está abierto: su inscripción está en este canal.
answer-event-started = { $event } ha empezado.
answer-event-cancelled = { $event } está cancelado.
answer-event-withdrawn = Te has retirado de { $event }.
cmd-tournament-resume = reanudar
cmd-tournament-resume-desc = Reanudar el torneo en pausa de este canal cuando vuelvan mis permisos (quien organiza o admin.)
error-event-paused = Este torneo está en pausa: he perdido un permiso en su canal (para escribir o abrir hilos). Cuando vuelva, quien organiza puede seguir con `/torneo reanudar`.
answer-event-resumed = { $event } continúa.

## Alt text of pictures (what a screen reader says for each)
alt-turn = El tablero alrededor de la última loseta, con un número en cada casilla donde cabe la loseta { $tile }
alt-close-up = La loseta recién colocada, de cerca, con una letra en cada lugar que puede ocupar un seguidor
alt-board = El tablero, con los puntos de cada jugador
alt-scores = El tablero final, con los puntos de cada jugador por tipo de terreno
alt-bag = Las losetas que quedan en la bolsa, tipo por tipo
alt-holders = El tablero en los colores de quien controla cada camino, ciudad y campo
alt-race = Los puntos de cada jugador tras cada turno
alt-tile = La loseta { $tile }, tal como salió
alt-replay = La partida, loseta a loseta
alt-standings = La clasificación del torneo
alt-rating = La valoración de { $name }, partida a partida

# The live board's page.
page-title = Carcassonne
page-language = Idioma
page-new-game = Nueva partida
page-people = Personas ante esta pantalla
page-add-person = Añadir una persona
page-computers = Jugadores de ordenador
page-add-computer = Añadir un jugador de ordenador
page-player = Jugador { $n }
page-remove = Quitar
page-rules = Reglas
page-expansions = Expansiones
page-seats = Plazas: { $seats } (de 2 a 6)
page-start = Empezar la partida
page-watching = Estás mirando.
page-waiting = Esperando a { $player }…
page-turn-tile = { $player }, te toca: elige dónde va la loseta.
page-turn-figure = { $player }: pon una figura en un lugar, o ninguna.
page-fits-here = La loseta encaja aquí: columna { $x }, fila { $y }
page-drawn-tile = La loseta que colocar: { $tile }
page-zoom-in = Acercar
page-zoom-out = Alejar
page-centre = Ver todo el tablero
page-scores = Puntuaciones
page-bag = Losetas en la bolsa: { $left }
page-history = Historial
page-game-over = La partida ha terminado.
page-offline = Se perdió la conexión; reintentando…
page-stale = La partida avanzó; aquí está tal como está ahora.
page-keys = Teclas: Tab hasta una casilla, Intro para elegirla, R para girar la loseta, Intro otra vez para colocarla; flechas para mover, + y − para ampliar, 0 para verlo todo.
page-holders = Mostrar quién controla qué
page-by-feature = Puntos por elemento
page-error-bad-request = La página envió algo que el tablero no entiende; recarga la página.
page-error-session = Este enlace ya no es válido (caducó o es de otra partida). Abre la partida otra vez.
page-error-watch-only = Este enlace es para mirar: no permite jugar.
page-error-too-many = Demasiados clics a la vez; espera un momento.
page-error-busy = El tablero está ocupado ahora mismo; inténtalo de nuevo en un momento.
page-error-discord-code = Discord no confirmó quién eres. Cierra el tablero y ábrelo de nuevo.
page-error-not-in-activity = Discord dice que no estás en esta actividad, o que no está en el canal de una partida. Abre el tablero desde el canal de la partida.
page-error-discord-down = No se pudo consultar a Discord ahora mismo. Inténtalo de nuevo en un momento.
page-error-no-game-here = No hay ninguna partida en curso en este canal.
page-asking-discord = Preguntando a Discord quién eres…
