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

## Comandi: nomi (minuscoli, da 1 a 32 caratteri, senza spazi) e descrizioni (al massimo 100 caratteri)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Gioca a Carcassonne in questo canale.
cmd-carcassonne-new = nuova
cmd-carcassonne-new-desc = Apri una sala d'attesa per una nuova partita.
cmd-carcassonne-options = opzioni
cmd-carcassonne-options-desc = Cambia le opzioni della sala d'attesa di questo canale prima dell'inizio (l'host).
cmd-carcassonne-turn = turno
cmd-carcassonne-turn-desc = Recupera i pulsanti del tuo turno, solo per te.
cmd-carcassonne-board = tabellone
cmd-carcassonne-board-desc = Mostra il tabellone della partita di questo canale, o chi controlla cosa, solo per te.
cmd-carcassonne-bag = sacchetto
cmd-carcassonne-bag-desc = Mostra cosa resta nel sacchetto, tipo per tipo, solo per te.
cmd-carcassonne-history = cronologia
cmd-carcassonne-history-desc = Le ultime mosse della partita di questo canale, a parole, solo per te.
cmd-carcassonne-score = punteggio
cmd-carcassonne-score-desc = Mostra i punteggi, divisi per strade, città, monasteri e prati.
cmd-carcassonne-rules = regole
cmd-carcassonne-rules-desc = Le regole e le opzioni della partita di questo canale (o quelle del server).
cmd-carcassonne-undo = annulla-mossa
cmd-carcassonne-undo-desc = Chiedi agli altri di annullare l'ultima mossa (anche quelle del computer dopo).
cmd-carcassonne-resign = ritirati
cmd-carcassonne-resign-desc = Lascia la partita di questo canale.
cmd-carcassonne-cancel = annulla
cmd-carcassonne-cancel-desc = Annulla la partita di questo canale (l'host, o chi può «Gestire il server»).
cmd-carcassonne-resume = riprendi
cmd-carcassonne-resume-desc = Riprendi la partita in pausa di questo canale, una volta sistemati i miei permessi.
cmd-carcassonne-export = esporta
cmd-carcassonne-export-desc = La registrazione dell'ultima partita di questo canale (carcassonne-record/1).
cmd-carcassonne-replay = replay
cmd-carcassonne-replay-desc = Un'animazione dell'ultima partita di questo canale (le mosse finora), solo per te.
cmd-carcassonne-games = partite
cmd-carcassonne-games-desc = Le partite in corso su questo server, solo per te.
cmd-carcassonne-mine = mie
cmd-carcassonne-mine-desc = Le tue partite in corso su questo server, prima quelle che aspettano te.
cmd-carcassonne-notify = notifiche
cmd-carcassonne-notify-desc = Come ti avvisiamo che tocca a te nelle partite di questo server.
cmd-carcassonne-skip = salta
cmd-carcassonne-skip-desc = Salta il turno del giocatore di turno (l'host, o chi può «Gestire il server»).
cmd-carcassonne-remove = rimuovi
cmd-carcassonne-remove-desc = Togli un giocatore dalla partita; i suoi seguaci restano (l'host, o chi gestisce il server).
cmd-carcassonne-clock = orologio
cmd-carcassonne-clock-desc = Ferma o riavvia l'orologio dei turni (l'host, o chi può «Gestire il server»).
cmd-carcassonne-help = aiuto
cmd-carcassonne-help-desc = Come si gioca con questo bot.
cmd-carcassonne-config = impostazioni
cmd-carcassonne-config-desc = Le impostazioni del server per le nuove partite («Gestire il server»).
cmd-leaderboard = classifica
cmd-leaderboard-desc = I migliori giocatori di questo server.
cmd-stats = statistiche
cmd-stats-desc = Il bilancio di qualcuno su questo server: valutazione, ultime 10 partite e contro qualcuno.

opt-small_city = città_piccola
opt-small_city-desc = Punti per una città completata di 2 tessere
opt-farms = prati
opt-farms-desc = Come contano i contadini
opt-end_scoring = punteggio_finale
opt-end_scoring-desc = Cosa vale alla fine ciò che è incompleto
opt-seats = posti
opt-seats-desc = Posti (da 2 a 6)
opt-turn_hours = ore_per_turno
opt-turn_hours-desc = Ore per turno (0: nessun limite)
opt-thread = thread
opt-thread-desc = Gioca in un thread a parte
opt-computers = computer
opt-computers-desc = Giocatori computer da far sedere subito (puoi aggiungerne altri nella sala d'attesa)
opt-computer_level = livello_computer
opt-computer_level-desc = Quanto bene giocano i giocatori computer
opt-language = lingua
opt-language-desc = La lingua della partita (quella del server se non indicata)
opt-carcassonne-options-language-desc = La lingua della partita
opt-carcassonne-config-language-desc = La lingua delle nuove partite (quella propria del server se non indicata)
opt-show = mostra
opt-show-desc = Il tabellone (predefinito), o ogni strada, città e prato nel colore di chi lo controlla
opt-moves = mosse
opt-moves-desc = Quante mosse (10 se non indicato)
opt-how = come
opt-how-desc = Come avvisarti (lascialo vuoto per vedere come vieni avvisato ora)
opt-player = giocatore
opt-player-desc = Il giocatore da rimuovere
opt-action = azione
opt-action-desc = Ferma l'orologio, o riavvialo
opt-reminder_hours = ore_promemoria
opt-reminder_hours-desc = Ore prima di un promemoria (0: nessuno)
opt-forfeit_after = ritiro_dopo
opt-forfeit_after-desc = Turni persi di fila prima che un giocatore perda a tavolino (0: mai)
opt-threads = thread
opt-threads-desc = Dai a ogni partita un thread tutto suo
opt-lobby_hours = ore_sala
opt-lobby_hours-desc = Ore in cui una sala d'attesa resta aperta senza inizio (0: sempre; 48 se non indicato)
opt-user = utente
opt-user-desc = Le statistiche di chi (le tue se non indicato)
opt-against = contro
opt-against-desc = Il suo bilancio contro questa persona

choice-small_city-0 = 4 punti (regole attuali)
choice-small_city-1 = 2 punti (prima edizione)
choice-farms-0 = per prato (regole attuali)
choice-farms-1 = per città (prima edizione)
choice-farms-2 = niente contadini
choice-end_scoring-0 = tutto l'incompleto conta
choice-end_scoring-1 = solo i monasteri incompleti
choice-computer_level-0 = facile
choice-computer_level-1 = medio
choice-computer_level-2 = difficile
choice-show-0 = il tabellone
choice-show-1 = chi controlla cosa (strade, città, prati)
choice-how-0 = menzionami nel canale della partita
choice-how-1 = mandami un messaggio diretto
choice-how-2 = nessun ping (solo il messaggio del turno)
choice-action-0 = ferma (per le vacanze)
choice-action-1 = riavvia
