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
picture-col-bank = Resta
picture-bank-dh = { $d } g { $h } h
picture-bank-hm = { $h } h { $m } min
picture-bank-m = { $m } min
picture-bank-left = restano { $left }
picture-col-roads = Strade
picture-col-cities = Città
picture-col-monasteries = Monast.
picture-col-farms = Prati
picture-col-total = Totale
picture-col-figures = Pedine
picture-col-wine = Vino
picture-col-grain = Grano
picture-col-cloth = Stoffa
picture-col-goods = Merci
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
    [garden] giardino
   *[field] prato
}
picture-bag-all-drawn = Tutte le tessere sono state pescate.
picture-bag-all-fit = Ognuna si potrebbe piazzare da qualche parte adesso.
picture-bag-some-fit = { $fitting } si potrebbero piazzare adesso; { $nowhere } no (bordate di rosso).
picture-holders-title = Chi controlla cosa
picture-holders-key = Strade, città e prati nel colore del giocatore con più seguaci; a strisce in caso di parità.
picture-chart-race = Corsa ai punti
picture-chart-end = Fine
picture-chart-turns = Turni
picture-chart-rating = Valutazione di { $name }
picture-chart-games = { $count ->
        [one] 1 partita, la più vecchia a sinistra
       *[other] { $count } partite, la più vecchia a sinistra
    }
picture-chart-peak = Massimo { $rating }
picture-chart-season-peak = Massimo della stagione { $rating }
picture-standings-player = Giocatore
picture-standings-points = Pti match
picture-standings-buchholz = Buchholz
picture-standings-score = Punti
picture-standings-played = Giocate
picture-standings-withdrawn = { $name } (ritirato)
picture-standings-none = Nessuno ha ancora giocato.
picture-chart-now = Ora: { $rating }

## Comandi: nomi (minuscoli, da 1 a 32 caratteri, senza spazi) e descrizioni (al massimo 100 caratteri)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Gioca a Carcassonne in questo canale.
cmd-carcassonne-new = nuova
cmd-carcassonne-new-desc = Apri una sala d'attesa per una nuova partita.
cmd-host = host
cmd-host-desc = Gestisci la partita di questo canale come host (o con «Gestire il server»).
cmd-host-options = opzioni
cmd-host-options-desc = Cambia le opzioni della sala d'attesa di questo canale prima dell'inizio (l'host).
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
cmd-host-cancel = annulla
cmd-host-cancel-desc = Annulla la partita di questo canale (l'host, o chi può «Gestire il server»).
cmd-host-resume = riprendi
cmd-host-resume-desc = Riprendi la partita in pausa di questo canale, una volta sistemati i miei permessi.
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
cmd-host-skip = salta
cmd-host-skip-desc = Salta il turno del giocatore di turno (l'host, o chi può «Gestire il server»).
cmd-host-remove = rimuovi
cmd-host-remove-desc = Togli un giocatore dalla partita; i suoi seguaci restano (l'host, o chi gestisce il server).
cmd-host-standin = sostituisci
cmd-host-standin-desc = Dai il posto di un giocatore al computer; non conta in classifica (host o chi gestisce il server).
cmd-host-clock = orologio
cmd-host-clock-desc = Ferma o riavvia l'orologio dei turni (l'host, o chi può «Gestire il server»).
cmd-host-links = link
cmd-host-links-desc = Nuovi link per guardare dal vivo; i vecchi non valgono più (l'host, o chi può «Gestire il server»).
cmd-carcassonne-help = aiuto
cmd-carcassonne-help-desc = Come si gioca con questo bot.
cmd-settings = impostazioni
cmd-settings-desc = Le impostazioni del server per le nuove partite («Gestire il server»).
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
opt-river = fiume
opt-river-desc = Gioca con Il Fiume (prima la sorgente, per ultimo il lago)
opt-abbot = abate
opt-abbot-desc = Gioca con L'Abate (giardini e un abate per ciascuno)
opt-inns_cathedrals = locande_cattedrali
opt-inns_cathedrals-desc = Gioca con Locande e Cattedrali
opt-traders_builders = mercanti_costruttori
opt-traders_builders-desc = Gioca con Mercanti e Costruttori
opt-host-options-language-desc = La lingua della partita
opt-settings-language-desc = La lingua delle nuove partite (quella propria del server se non indicata)
opt-show = mostra
opt-show-desc = Il tabellone (predefinito), o ogni strada, città e prato nel colore di chi lo controlla
opt-moves = mosse
opt-moves-desc = Quante mosse (10 se non indicato)
opt-how = come
opt-how-desc = Come avvisarti (lascialo vuoto per vedere come vieni avvisato ora)
opt-player = giocatore
opt-player-desc = Il giocatore da rimuovere
opt-host-standin-player-desc = Il giocatore il cui posto va al computer
opt-stand_in = sostituto
opt-stand_in-desc = Chi prende il posto di chi esaurisce il tempo, si ritira o viene rimosso
opt-time_bank = riserva_di_tempo
opt-time_bank-desc = Una riserva di tempo a testa, al posto delle ore per turno (come l'orologio di Board Game Arena)
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
opt-lobbies_per_member = sale_per_membro
opt-lobbies_per_member-desc = Sale d’attesa aperte che un membro può avere insieme (0: senza limite; 3 se non indicato)
opt-ask_cooldown_minutes = attesa_richieste_minuti
opt-ask_cooldown_minutes-desc = Minuti tra le richieste di rivincita o di annullamento (0: nessuna; 10 se non indicato)
opt-threads_per_hour = thread_all_ora
opt-threads_per_hour-desc = Thread che il bot apre per le partite ogni ora (0: senza limite; 10 se non indicato)
opt-games_per_channel = partite_per_canale
opt-games_per_channel-desc = Partite in corso di un canale e dei suoi thread insieme (0: senza limite; 10 se non indicato)
opt-season = stagione
opt-settings-season-desc = Stagioni della classifica: le valutazioni ripartono ogni mese o trimestre (off: solo totale)
opt-leaderboard-season-desc = Quale classifica: questa stagione (predefinita), la precedente o totale
opt-season_channel = canale_stagione
opt-season_channel-desc = Dove vengono annunciati i primi tre di ogni stagione quando finisce
opt-season_announce = annuncia_stagione
opt-season_announce-desc = Annunciare i primi tre di ogni stagione (false: non annunciare nulla)
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
choice-stand_in-0 = nessuno: il posto lascia la partita
choice-stand_in-1 = un giocatore computer (facile)
choice-stand_in-2 = un giocatore computer (medio)
choice-stand_in-3 = un giocatore computer (difficile)
choice-time_bank-0 = no (ore per turno)
choice-time_bank-1 = 1 giorno, +8 ore a turno, fino a 2 giorni
choice-time_bank-2 = 3 giorni, +1 giorno a turno, fino a 7 giorni
choice-time_bank-3 = 7 giorni, +2 giorni a turno, fino a 14 giorni
choice-settings-season-0 = mensili
choice-settings-season-1 = trimestrali
choice-settings-season-2 = disattivate
choice-leaderboard-season-0 = questa stagione
choice-leaderboard-season-1 = stagione precedente
choice-leaderboard-season-2 = totale
choice-show-0 = il tabellone
choice-show-1 = chi controlla cosa (strade, città, prati)
choice-how-0 = menzionami nel canale della partita
choice-how-1 = mandami un messaggio diretto
choice-how-2 = nessun ping (solo il messaggio del turno)
choice-action-0 = ferma (per le vacanze)
choice-action-1 = riavvia

## Rifiuti: perché qualcosa non è stato fatto. Dopo ognuno, nulla è cambiato.

error-unknown-game = Questa partita non esiste.
error-channel-busy = Questo canale ha già una partita (#{ $game }). Finiscila o annullala prima, oppure inizia una partita in un thread.
error-not-in-lobby = Si può fare solo nella sala d'attesa, prima dell'inizio della partita.
error-not-started = La partita non è ancora iniziata.
error-game-over = Questa partita è finita.
error-already-joined = Sei già in questa partita.
error-lobby-full = La partita è al completo ({ $seats } posti).
error-not-in-game = Non giochi in questa partita.
error-host-cannot-leave = Sei l'host di questa partita: annullala invece di uscire.
error-not-host = Solo l'host può farlo.
error-not-allowed-to-cancel = Solo l'host o un admin del server possono annullare la partita.
error-too-few-players = Per iniziare servono almeno 2 giocatori.
error-seats-changing = Proprio ora qualcuno sta entrando o uscendo da questa sala; premi di nuovo Inizia.
error-not-your-turn = Tocca a { $name }.
error-turn-over = Questo turno è finito; guarda l'ultimo messaggio.
error-no-such-spot = Su questa tessera non c'è il posto { $letter }.
error-bad-seats = Una partita ha da 2 a 6 posti, non { $seats }.
error-turn-limit-too-short = Il tempo per turno deve essere almeno un minuto.
error-reminder-too-soon = I promemoria arrivano al più presto dopo un minuto.
error-forfeit-never = La sconfitta a tavolino arriva al più presto dopo un turno perso.
error-seats-taken = Si sono già uniti { $players } giocatori.
error-corrupt = Le mosse salvate di questa partita non si possono leggere, quindi non può continuare. L'host o un admin del server possono annullarla.
error-no-computer = Non c'è nessun giocatore computer da rimuovere.
error-computer-turn = Tocca a un giocatore computer; muove da solo.
error-paused = La partita #{ $game } è in pausa: Discord rifiuta i miei messaggi nel suo canale. Sistemati i miei permessi lì, l'host o un admin del server possono riprenderla con `/host riprendi`.
error-not-paused = Questa partita non è in pausa.
error-not-allowed-to-resume = Solo l'host o un admin del server possono riprendere la partita.
error-nothing-to-take-back = In questo turno non c'è nessuna tessera piazzata da riprendere.
error-not-finished = Quella partita non è ancora finita.
error-not-allowed-to-manage = Solo l'host o un admin del server possono farlo.
error-competitor-manages = In una partita di torneo solo l'host del torneo (se non ci gioca) o un admin del server possono farlo, mai uno dei suoi giocatori.
error-tournament-undo-needs-consent = In una partita di torneo una mossa si annulla solo con il consenso di tutti gli avversari, e un giocatore computer non può darlo.
error-not-a-player = { $name } non gioca in questa partita.
error-clock-stopped = L'orologio di questa partita è già fermo; `/host orologio` lo riavvia.
error-clock-running = L'orologio di questa partita è già in funzione.
error-nothing-to-undo = Non c'è ancora nessuna mossa da annullare.
error-cannot-undo = L'ultima mossa era un turno saltato o un giocatore uscito; non si può annullare.
error-undo-vote-open = In questa partita c'è già una votazione per annullare; finisce quando tutti hanno risposto.
error-undo-vote-closed = Quella votazione è chiusa.
error-not-a-voter = Su questo annullamento votano solo gli altri giocatori.
error-internal = Qualcosa è andato storto da parte nostra; non è cambiato nulla. Riprova, per favore.
error-saved = È stato salvato, ma qualcosa è andato storto da parte nostra nel mostrarlo; i messaggi della partita si aggiorneranno a breve.
error-too-many-threads = Il limite di questo server di { $limit ->
        [one] 1 nuovo thread
       *[other] { $limit } nuovi thread
    } all’ora è stato raggiunto. Riprova tra { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minuti
    }, oppure avvia la partita qui senza thread.
error-too-many-games = Questo canale e i suoi thread hanno già { $limit ->
        [one] 1 partita
       *[other] { $limit } partite
    } in corso o in attesa di giocatori, il massimo che questo server consente. Riprova quando { $limit ->
        [one] sarà finita
       *[other] una di esse sarà finita
    }, oppure avvia la partita in un altro canale.
error-too-many-lobbies = Hai già { $limit ->
        [one] una sala d’attesa aperta
       *[other] { $limit } sale d’attesa aperte
    } su questo server, il massimo consentito. Avvia o annulla { $limit ->
        [one] quella
       *[other] una di esse
    }, poi riprova.
error-rematch-asked-recently = Hai appena chiesto una rivincita. Perché nessuno venga menzionato di nuovo così presto, potrai chiederla ancora tra { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minuti
    }.
error-undo-asked-recently = Hai appena chiesto di annullare una mossa. Perché nessuno venga menzionato di nuovo così presto, potrai chiederlo ancora tra { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minuti
    }.
error-choose-level = Scegli un livello dal menu.
error-choose-expansions = Scegli le espansioni dal menu.
error-choose-position = Scegli una posizione dal menu.

illegal-game-over = La partita è finita.
illegal-tile-already-placed = Hai già piazzato la tua tessera; ora scegli dove mettere un seguace, o nessuno.
illegal-tile-not-placed = Piazza la tua tessera prima di scegliere un seguace.
illegal-occupied = C'è già una tessera in { $pos }.
illegal-not-adjacent = Una tessera deve toccare una tessera già in gioco, e { $pos } non ne tocca nessuna.
illegal-edge-mismatch = Quella tessera non va in { $pos }: il suo lato { $side ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    } ha { $edge ->
        [road] una strada
        [river] un fiume
        [city] una città
       *[field] un prato
    } ma la tessera a { $side ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    } ha lì { $neighbour ->
        [road] una strada
        [river] un fiume
        [city] una città
       *[field] un prato
    }.
illegal-no-followers-left = Non hai più seguaci nella tua riserva.
illegal-farmers-not-used = In questa partita non ci sono contadini.
illegal-no-such-feature = Questa tessera non ha { $kind ->
        [road] una strada
        [city] una città
        [monastery] un monastero
       *[field] un prato
    } in { $port }.
illegal-no-monastery = Questa tessera non ha un monastero.
illegal-port-needed = Di' dove va il { $kind ->
        [road] brigante
        [city] cavaliere
        [monastery] monaco
       *[field] contadino
    } sulla tessera: { $kind ->
        [road] una strada
        [city] una città
        [monastery] un monastero
       *[field] un prato
    } ha bisogno di un punto di aggancio.
illegal-monastery-takes-no-port = Un monaco sta sul monastero stesso; non serve un punto di aggancio.
illegal-feature-occupied = { $kind ->
        [road] Quella strada
        [city] Quella città
        [monastery] Quel monastero
        [garden] Quel giardino
       *[field] Quel prato
    } ha già un seguace.
illegal-not-playing = Quel giocatore non è più in partita.
illegal-river-closed = Il fiume è chiuso: non si possono più piazzare tessere fiume.
illegal-river-must-extend = Una tessera fiume deve proseguire il fiume: va in { $pos }, con un lato di fiume verso l'estremità aperta del fiume.
illegal-river-u-turn = Il fiume non può girare due volte di seguito dalla stessa parte.
illegal-figure-not-in-play = { $figure ->
        [large] Il seguace grande non si usa
        [abbot] L'abate non si usa
        [builder] Il costruttore non si usa
        [pig] Il maiale non si usa
       *[follower] I seguaci non si usano
    } in questa partita.
illegal-no-figure-left = { $figure ->
        [large] Il tuo seguace grande è già
        [abbot] Il tuo abate è già
        [builder] Il tuo costruttore è già
        [pig] Il tuo maiale è già
       *[follower] Tutti i tuoi seguaci sono già
    } sul tabellone.
illegal-no-garden = Questa tessera non ha un giardino.
illegal-figure-not-there = { $figure ->
        [abbot] L'abate va solo in un monastero o in un giardino
        [builder] Il costruttore va solo su una strada o in una città
        [pig] Il maiale va solo in un prato
       *[other] Solo l'abate va in un giardino
    }, non { $kind ->
        [road] su questa strada
        [city] in questa città
        [monastery] in questo monastero
        [garden] in questo giardino
       *[field] in questo prato
    }.
illegal-builder-on-completed = Questa tessera completa quella zona; il costruttore va solo in una che cresce ancora.
illegal-builder-needs-follower = Il costruttore va solo su una strada o in una città dove hai già un seguace.
illegal-pig-needs-farmer = Il maiale va solo in un prato dove hai già un contadino.
illegal-no-abbot-on-board = Non hai un abate sul tabellone da riprendere.
illegal-abbot-feature-complete = Il monastero o il giardino del tuo abate è completato; conta e torna da solo.
illegal-abbot-return-with-figure = Riprendere l'abate è la mossa con le pedine di questo turno: non puoi anche piazzare una pedina.

perm-view-channel = Visualizzare il canale
perm-send-messages = Inviare messaggi
perm-attach-files = Allegare file
perm-read-message-history = Leggere la cronologia dei messaggi
perm-create-public-threads = Creare thread pubblici
perm-send-messages-in-threads = Inviare messaggi nei thread
error-missing-permissions = Non posso gestire una partita in { $thread ->
        [yes] questo thread
       *[no] questo canale
    }: qui mi { $count ->
        [one] manca il permesso
       *[other] mancano i permessi
    } { $list }. Un admin del server può darmeli nelle impostazioni del canale (Permessi); poi riprova.
list-and = { $init } e { $last }
paused-notice = La partita #{ $game } in <#{ $channel }> è in pausa: Discord rifiuta i miei messaggi lì, quindi mi è stato tolto un permesso. Mi serve { $list } (in un thread, { $threads } invece di { $send }). Una volta sistemato, l'host o un admin del server possono usare lì `/host riprendi`; fino ad allora l'orologio dei turni è fermo.
paused-thread-notice = La partita #{ $game } in <#{ $channel }> è in pausa: il suo thread è archiviato o bloccato e non posso riaprirlo. Quando un moderatore lo sblocca, l'host o un admin del server può usare `/host riprendi` lì; fino ad allora l'orologio dei turni è fermo.
error-unknown-options = Questo comando non ha { $count ->
        [one] un'opzione chiamata { $options }
       *[other] opzioni chiamate { $options }
    }. Forse Discord sta ancora aggiornando i comandi di questo bot; riprova tra un minuto.
error-unreadable-option = Non sono riuscito a leggere l'opzione { $option }: non è un valore che accetta. `/carcassonne aiuto` spiega le opzioni.
error-stale-command = Quel comando non corrisponde alla versione di questo bot (un'opzione fuori intervallo, o una scelta che non ha). Forse Discord sta ancora aggiornando i comandi; riprova tra un minuto.
error-needs-manage-server = Solo chi ha il permesso «Gestire il server» può cambiare le impostazioni di questo server.
error-server-only = Carcassonne si gioca nei canali di un server; questo comando funziona lì, non nei messaggi diretti.

## Risposte ai comandi, solo per chi ha chiesto salvo dove detto.

answer-pick-subcommand = Scegli uno dei sottocomandi: { $list }.
answer-no-thread = Discord non mi ha lasciato aprire un thread qui. Riprova, oppure inizia la partita senza thread (`thread: False`).
answer-threads-full = Questo server ha tanti thread attivi quanti Discord ne permette (1.000), quindi non posso aprirne uno per la partita. Archivia i thread finiti per fare spazio, oppure inizia la partita qui senza thread (`thread: False`).
answer-game-open = { $thread ->
        [yes] La partita #{ $game } è aperta in <#{ $channel }>: la sala d'attesa è lì.
       *[no] La partita #{ $game } è aperta: la sala d'attesa è qui sotto.
    }
answer-no-lobby = In questo canale non c'è nessuna sala d'attesa.
answer-options-started = La partita è iniziata: le sue opzioni restano come sono.
answer-options-saved = Salvato. La partita #{ $game } si giocherà con:
    { $rules }
answer-no-game-start-one = In questo canale non c'è nessuna partita. Iniziane una con `/carcassonne nuova`.
answer-no-running-game = In questo canale non c'è nessuna partita in corso.
answer-no-game = In questo canale non c'è nessuna partita.
answer-no-game-to-cancel = In questo canale non c'è nessuna partita da annullare.
answer-scores = Punteggi della partita #{ $game }.
answer-rules-of-game = Partita #{ $game }:
    { $rules }
answer-rules-of-server = Impostazioni di questo server per le nuove partite:
    { $rules }
answer-undone = Annullato; la partita riprende da lì.
answer-undo-asked = Chiesto. Gli altri possono accettare fino a <t:{ $closes }:f>.
answer-resigned = Hai lasciato la partita #{ $game }.
answer-cancelled = La partita #{ $game } è stata annullata.
answer-resumed = La partita #{ $game } continua; il suo orologio dei turni è ripartito.
answer-record = La registrazione della partita #{ $game }.
answer-replay-cooldown = Hai chiesto un replay un attimo fa; potrai chiederne un altro tra { $seconds } s.
answer-replay = La partita #{ $game }, turno per turno.
answer-replay-busy = Sto già disegnando un altro replay, uno alla volta perché le partite restino veloci. Richiedilo tra un minuto.
answer-computer-turn = Tocca a { $name }; muove da solo.
answer-not-your-turn = Tocca a { $name }, non a te.
answer-turn-link = Il messaggio del turno: { $link }
answer-done = Fatto: { $what }
answer-links-renewed = I vecchi link «Guarda dal vivo» di questa partita non valgono più; le nuove schede ne hanno uno nuovo.
answer-notice-set = D'ora in poi ti avvisiamo dei tuoi turni { $how ->
        [mention] con una menzione nel canale della partita
        [dm] con un messaggio diretto con un link al turno (e una menzione nel canale se i tuoi DM sono chiusi per me)
       *[quiet] solo con il messaggio del turno, senza ping
    }.
answer-notice-now = Ti avvisiamo dei tuoi turni { $how ->
        [mention] con una menzione nel canale della partita
        [dm] con un messaggio diretto con un link al turno (e una menzione nel canale se i tuoi DM sono chiusi per me)
       *[quiet] solo con il messaggio del turno, senza ping
    }. Cambialo con `/carcassonne notifiche`.
answer-config-saved = Salvato. Nuove partite su questo server:
    { $rules }{ $threads ->
        [yes] Ogni partita ha un thread tutto suo.
       *[no] Le partite si giocano nel canale.
    } { $lobby_hours ->
        [0] Le sale d'attesa restano aperte finché non si inizia o si annulla.
        [one] Le sale d'attesa chiudono dopo 1 ora se nessuno inizia.
       *[other] Le sale d'attesa chiudono dopo { $lobby_hours } ore se nessuno inizia.
    }

## Risposte ai clic, solo per chi ha cliccato.

click-unknown-control = Questo pulsante non è uno di questo bot; non cambia nulla.
click-other-channel = Quel pulsante appartiene a una partita di un altro canale; non cambia nulla.
click-no-board = Questo bot non può aprire il tabellone dentro Discord; usa i pulsanti, o «Guarda dal vivo» dove compare.
click-rematch-open = La partita #{ $game } è aperta: la sua sala d'attesa è qui sotto. Gli altri sono invitati.

## Messaggi della partita nel canale, nella lingua della partita.

duration-days = { $n ->
        [one] 1 giorno
       *[other] { $n } giorni
    }
duration-hours = { $n ->
        [one] 1 ora
       *[other] { $n } ore
    }
duration-minutes = { $n ->
        [one] 1 minuto
       *[other] { $n } minuti
    }
rules-line = { $small ->
        [two] una città di 2 tessere vale 2 (prima edizione)
       *[four] una città di 2 tessere vale 4
    }; { $farms ->
        [per-city] i contadini contano ogni città completata una volta (prima edizione)
        [off] niente contadini
       *[per-field] i contadini valgono 3 per città completata che tocca il loro prato
    }; { $end ->
        [monasteries] alla fine contano solo i monasteri incompleti
       *[all] strade, città e monasteri incompleti contano alla fine
    }
rules-turn-time = { $time }; poi { $forfeit ->
        [yes] il turno salta, e dopo { $after } turni persi di fila il giocatore perde a tavolino
       *[no] il turno salta
    }
rules-no-turn-limit = nessun limite
rules-rules = **Regole:** { $rules }.
expansion-name = { $name ->
        [river] Il Fiume
        [abbot] L'Abate
        [inns_cathedrals] Locande e Cattedrali
       *[traders_builders] Mercanti e Costruttori
    }
rules-expansions = **Espansioni:** { $list }.
rules-no-expansions = **Espansioni:** nessuna (il gioco base).
rules-seats = **Posti:** fino a { $seats }.
rules-turn = **Tempo per turno:** { $turn_time }.
rules-reminder = **Promemoria:** dopo { $time } senza mosse.
rules-stand-in = **Sostituti:** un giocatore computer ({ $level }) prende il posto di chi esaurisce il tempo, si ritira o viene rimosso; quel posto non conta per la classifica.
rules-bank = una riserva di { $start } a testa, { $increment } in più per ogni turno, fino a { $cap }; scorre solo nei tuoi turni
rules-language = **Lingua:** { $language }.
lobby-title = **Carcassonne** — partita #{ $game }, host: { $host }
lobby-players = **Giocatori ({ $joined }/{ $seats }):** { $players }
lobby-can-start = L'host può iniziare la partita ora.
lobby-waiting = In attesa di almeno un altro giocatore…
lobby-closes = La sala d'attesa chiude <t:{ $closes }:R> se nessuno inizia.
lobby-add-computer-menu = Aggiungi un giocatore computer (host)…
lobby-expansions-menu = Espansioni (sceglie l'host)
lobby-add-computer = Aggiungi un giocatore computer: { $level }
level-easy = facile
level-medium = medio
level-hard = difficile
level-random = casuale
level-easy-blurb = Conosce le regole, spesso manca la mossa migliore
level-medium-blurb = Fa la mossa che ora sembra migliore
level-hard-blurb = Pensa in anticipo alle tessere ancora nel sacchetto
level-random-blurb = Una mossa valida qualsiasi
button-join = Unisciti
button-leave = Esci
button-start = Inizia
button-cancel = Annulla
button-remove-computer = Rimuovi computer
button-previous = ◀ Precedente
button-next = Successiva ▶
button-fits-one-way = Va solo così
button-turn = ⟳ Ruota
button-turn-left = ⟲ Ruota a sinistra
button-turn-right = ⟳ Ruota a destra
button-confirm = Conferma
button-no-follower = Nessun seguace
button-take-back = ↩ Riprendi la tessera
button-rematch = Rivincita
button-agree = D'accordo
button-refuse = Rifiuto
turn-header = { $player }, tocca a te (mossa { $move }). La tua tessera è **{ $tile }**; { $left ->
        [one] nel sacchetto resta 1 tessera.
       *[other] nel sacchetto restano { $left } tessere.
    }
turn-deadline = Il tempo scade <t:{ $deadline }:R>.
turn-clock-stopped = L'orologio è fermo.
turn-pick = Scegli una posizione dal suo numero, ruota la tessera e conferma.
turn-shown-in-place = La tessera è mostrata al suo posto. Ruotala o scegli un'altra posizione, poi conferma.
turn-fits-ways = { $ways ->
        [one] va in un modo
       *[other] va in { $ways } modi
    }
turn-choose-position = { $pages ->
        [one] Scegli una posizione
       *[other] Scegli una posizione (pagina { $page } di { $pages })
    }
feature = { $kind ->
        [road] strada
        [city] città
        [monastery] monastero
        [garden] giardino
       *[field] prato
    }
follower-step = { $player }, la tessera è piazzata. Metti un seguace su un posto con lettera, o nessuno. Ti { $left ->
        [one] resta 1 seguace
       *[other] restano { $left } seguaci
    }.
dm-turn = Tocca a te nella partita di Carcassonne #{ $game } in <#{ $channel }> (mossa { $move }).
dm-reminder = ⏰ Promemoria: tocca ancora a te nella partita di Carcassonne #{ $game } in <#{ $channel }> (mossa { $move }).
dm-link = Il tuo turno: { $link }
dm-how-to-change = `/carcassonne notifiche` sul server cambia come vieni avvisato.
dm-fallback = { $player }, il tuo turno ti aspetta: { $link }
dm-fallback-reminder = ⏰ { $player }, il tuo turno ti aspetta ancora: { $link }
dm-closed = I tuoi DM sono chiusi per me, quindi ti menziono qui. Aprili, oppure scegli un altro modo con `/carcassonne notifiche`.
board-turn = Partita #{ $game }: tocca a { $name } (mossa { $move }).
board-holders-turn = Partita #{ $game }: chi controlla cosa, tocca a { $name } (mossa { $move }).
board-holders-end = Partita #{ $game }: chi controllava cosa alla fine.
board-over = La partita #{ $game } è finita.
board-not-started = La partita #{ $game } non è ancora iniziata.
board-cancelled = La partita #{ $game } è stata annullata.
bag-not-started = La partita #{ $game } non è ancora iniziata: tutte le { $total } tessere sono nel sacchetto.
bag-over = La partita #{ $game } è finita: non resta nulla da pescare.
bag-left = Partita #{ $game }: { $left ->
        [0] il sacchetto è vuoto; la tessera in mano è l'ultima.
        [one] 1 tessera nel sacchetto; { $fitting ->
            [0] ora non andrebbe da nessuna parte.
           *[other] ora andrebbe da qualche parte.
        }
       *[other] { $left } tessere nel sacchetto; { $nowhere ->
            [0] ora andrebbero tutte da qualche parte.
           *[other] { $fitting } ora andrebbero da qualche parte, { $nowhere } no.
        }
    }
final-title = Punteggi finali
final-line = { $medal } { $player } — **{ $score }** (strade { $roads }, città { $cities }, monasteri { $monasteries }, prati { $farms }{ $goods ->
        [0] {""}
       *[other] , merci { $goods }
    }){ $left ->
        [yes] , ha lasciato la partita
       *[no] {""}
    }
final-rating = valutazione { $before } → { $after }
undo-last-move = l'ultima mossa
undo-vote = **Annullare?** { $asker } chiede di annullare { $what } nella partita #{ $game }. { $voters }: siete d'accordo? Dovete esserlo tutti, entro <t:{ $closes }:R>.
undo-agreed = D'accordo finora: { $names }.
rematch-invite = { $count ->
        [0] Rivincita della partita #{ $old }: la sala d'attesa della partita #{ $game } è qui sopra.
       *[other] Rivincita della partita #{ $old }! { $players }: la sala d'attesa della partita #{ $game } è qui sopra; premete **Unisciti** per giocare ancora.
    }

## Elenchi e statistiche, nella lingua di chi chiede.

leaderboard-title = Classifica
leaderboard-title-season = Classifica — stagione { $season }
season-over = 🏆 **La stagione { $season } è finita.** I suoi migliori giocatori:
season-top-line = { $medal } { $player } — valutazione { $rating }, { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }, { $wins ->
        [one] 1 vittoria
       *[other] { $wins } vittorie
    }
leaderboard-empty = Nessuno ha ancora finito una partita su questo server.
leaderboard-line = { $place }. { $player } — valutazione { $rating } · { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }, { $wins ->
        [one] 1 vittoria
       *[other] { $wins } vittorie
    } · media { $average }, migliore { $best }
games-title = { $count ->
        [0] Su questo server non c'è nessuna partita in corso. Iniziane una con `/carcassonne nuova`.
        [one] **1 partita in corso su questo server**
       *[other] **{ $count } partite in corso su questo server** (pagina { $page } di { $pages }, prima quelle che aspettano da più tempo)
    }
games-cannot-check = Non sono riuscito a chiedere a Discord quali canali puoi vedere, quindi per ora non elenco nessuna partita. Riprova tra un minuto.
stats-cannot-check = Non ho potuto chiedere a Discord quali canali puoi vedere, quindi per ora le ultime partite non sono elencate.
games-your-turn = tocca a te
games-turn-of = tocca a { $name }
games-between-turns = tra un turno e l'altro
games-since = da <t:{ $since }:R>
games-go-to-it = vai
games-progress = { $played ->
        [one] 1 turno giocato
       *[other] { $played } turni giocati
    }, { $left ->
        [one] 1 tessera rimasta
       *[other] { $left } tessere rimaste
    }
games-paused = in pausa
mine-none = Non giochi in nessuna partita su questo server. `/carcassonne partite` elenca quelle in corso.
mine-title = **Le tue partite** ({ $count }): { $yours ->
        [0] nessuna ti sta aspettando ora.
        [one] tocca a te in 1 partita.
       *[other] tocca a te in { $yours } partite.
    }
stats-none = { $player } non ha ancora finito nessuna partita su questo server.
stats-line = { $player }: { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }, { $wins ->
        [one] 1 vittoria
       *[other] { $wins } vittorie
    }, punteggio medio { $average }, migliore { $best }; valutazione { $rating } (abilità { $mu } ± { $sigma }).
history-none = La partita #{ $game } non ha ancora mosse.
history-title = Partita #{ $game }: { $shown ->
        [one] l'ultima mossa
       *[other] le ultime { $shown } mosse
    } di { $total }
history-end = Fine.
recent-title = { $count ->
        [one] Ultima partita
       *[other] Ultime { $count } partite
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 vinta
       *[other] { $rank }º su { $players }
    }, { $score } punti
against-none = { $a } e { $b } non hanno ancora finito una partita insieme su questo server.
against-line = **Contro { $b }:** { $games ->
        [one] 1 partita
       *[other] { $games } partite
    } insieme; { $a } avanti in { $ahead }, indietro in { $behind }, pari in { $level }.
replay-whole-game = La partita intera:
someone = Qualcuno
undo-refused = { $voter } rifiuta di annullare le mosse che { $asker } voleva annullare; restano.
undo-agreed-by-all = Tutti d'accordo con { $asker }: { $moves } annullato.
undo-done = { $asker } ha annullato { $moves }.
undo-turn-undone = Questo turno è stato annullato.
undo-play-again = { $player } rigioca quel turno, con la stessa tessera.
undo-expired = Non tutti hanno accettato in tempo, quindi le mosse restano.
undo-tile-of = la tessera { $tile } di { $player } in ({ $x }, { $y })
news-skipped = { $actor } ha saltato il turno di { $player }.
news-removed = { $actor } ha tolto { $player } dalla partita; i suoi seguaci restano sul tabellone.
news-handed = { $actor } ha dato il posto di { $player } a un giocatore computer.
news-stand-in = Da ora un giocatore computer ({ $level }) gioca il posto di { $player }; quel posto non conta per la classifica.
seat-stood-in = { $player } (computer, { $level })
news-clock-started = { $actor } ha riavviato l'orologio: il turno ha il tempo che gli restava.
news-clock-stopped = { $actor } ha fermato l'orologio: a nessuno scade il tempo finché non riparte. Si può ancora muovere.
news-placed = { $player } ha piazzato la tessera { $tile } in ({ $x }, { $y }){ $follower ->
        [road] {" "}con un brigante sulla strada
        [city] {" "}con un cavaliere nella città
        [monastery] {" "}con un monaco nel monastero
        [field] {" "}con un contadino sul prato
       *[none] {""}
    }.
news-could-not-place = { $player } non ha potuto piazzare una tessera.
figure-name = { $figure ->
        [large] seguace grande
        [abbot] abate
        [builder] costruttore
        [pig] maiale
       *[follower] seguace
    }
button-watch-live = Guarda dal vivo
button-open-board = Apri il tabellone
button-return-abbot = Riprendi l'abate
follower-menu = Scegli un punto e una pedina
error-choose-spot = Scegli un punto dal menu.
news-goods = { $player } prende le merci della città completata: { $wine } vino, { $grain } grano, { $cloth } stoffa.
news-second-part = La zona del costruttore di { $player } è cresciuta: { $player } gioca una seconda tessera.
news-placed-figure = { $player } ha piazzato la tessera { $tile } in ({ $x }, { $y }) con { $figure ->
        [large] il suo seguace grande
        [abbot] il suo abate
        [builder] il suo costruttore
       *[pig] il suo maiale
    } { $kind ->
        [road] sulla strada
        [city] nella città
        [monastery] nel monastero
        [garden] nel giardino
       *[field] nel prato
    }.
news-left = { $player } ha lasciato la partita.
history-scored = Punti: { $list }.
history-set-aside = { $player } ha pescato la tessera { $tile }, che non va da nessuna parte; è stata messa da parte.
history-skipped = Il turno di { $player } è stato saltato; la tessera { $tile } è stata messa da parte.
history-nothing-more = Alla fine non si è segnato altro.
history-final-scoring = Punteggio finale.
news-set-aside = La tessera { $tile } non va da nessuna parte, quindi è stata messa da parte e { $player } ha pescato di nuovo.
news-game-over = La partita è finita.
undo-lapsed = La partita è andata avanti, quindi la votazione per annullare è chiusa: le mosse restano.
news-begins = La partita comincia! { $player } gioca per primo.
news-started = La partita #{ $game } è iniziata.
news-cancelled = La partita #{ $game } è stata annullata da { $player }.
news-only-computers = Sono rimasti solo giocatori computer, quindi la partita finisce qui.
news-turn-goes-on = Questo turno continua in un nuovo messaggio.
news-lobby-closed = La sala d'attesa della partita #{ $game } è chiusa: nessuno l'ha iniziata entro { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
    }. `/carcassonne nuova` ne apre un'altra.
news-still-turn = Tocca ancora a { $player }: il turno è ripubblicato qui sotto.
news-forfeit = A { $player } è scaduto il tempo per { $missed } turni di fila e perde a tavolino.
news-timed-out = A { $player } è scaduto il tempo; il turno è saltato.
scored = { $count ->
        [0] Nessuno segna { $points }: { $what }
        [one] { $players } segna { $points }: { $what }
       *[other] { $players } segnano { $points } ciascuno: { $what }
    }
what-road = strada di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }
what-road-unfinished = strada incompleta di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }
what-city = città di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }{ $pennants ->
        [0] {""}
        [one] {" "}con 1 stemma
       *[other] {" "}con { $pennants } stemmi
    }
what-city-unfinished = città incompleta di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }{ $pennants ->
        [0] {""}
        [one] {" "}con 1 stemma
       *[other] {" "}con { $pennants } stemmi
    }
what-monastery = monastero completato
what-monastery-unfinished = monastero incompleto con { $neighbours ->
        [one] 1 vicina
       *[other] { $neighbours } vicine
    }
what-field = prato che tocca { $cities ->
        [one] 1 città completata
       *[other] { $cities } città completate
    }

what-road-inn = strada con locanda di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    } (2 punti a tessera)
what-road-inn-unfinished = strada incompleta con locanda di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }: una strada con locanda vale solo se completata
what-city-cathedral = città con cattedrale di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }{ $pennants ->
        [0] {""}
        [one] {" "}e 1 stemma
       *[other] {" "}e { $pennants } stemmi
    } (3 punti ciascuno)
what-city-cathedral-unfinished = città incompleta con cattedrale di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }: una città con cattedrale vale solo se completata
what-garden = giardino completato
what-garden-unfinished = giardino incompleto con { $neighbours ->
        [one] 1 vicina
       *[other] { $neighbours } vicine
    }
what-abbot-returned = abate ripreso da { $kind ->
        [garden] un giardino
       *[monastery] un monastero
    } con { $neighbours ->
        [one] 1 vicina
       *[other] { $neighbours } vicine
    }
what-goods = più { $good ->
        [wine] vino
        [grain] grano
       *[cloth] stoffa
    } ({ $count ->
        [one] 1 gettone
       *[other] { $count } gettoni
    })
what-field-pig = prato vicino a { $cities ->
        [one] 1 città completata
       *[other] { $cities } città completate
    }, con maiale (4 punti a città)

## Aiuto: un messaggio, al massimo 2000 caratteri.

help = **Carcassonne su Discord**
    `/carcassonne nuova` apre una sala d'attesa; gli altri premono **Unisciti**, l'host preme **Inizia** (e prima può cambiare le opzioni con `/host opzioni`). Dal menu della sala d'attesa l'host può riempire i posti con giocatori computer (facile, medio o difficile).
    Nel tuo turno scegli una posizione numerata, ruota la tessera con ⟲ ⟳ e premi **Conferma**; poi metti un seguace su un posto con lettera o scegli **Nessun seguace** (o **Riprendi la tessera** per piazzarla altrove); `/carcassonne annulla-mossa` chiede agli altri di annullare l'ultima mossa. Perso il messaggio del tuo turno? `/carcassonne turno` ti ridà i suoi pulsanti, solo per te. `/carcassonne notifiche` sceglie come vieni avvisato: menzione, DM o nessun ping. `/carcassonne mie` elenca le tue partite, prima quelle che aspettano te; `/carcassonne partite` tutte quelle del server.
    Strade, città e monasteri completati valgono subito; prati e tutto l'incompleto alla fine. **Rivincita** sotto i punteggi finali apre una nuova sala d'attesa per gli stessi giocatori.
    `/carcassonne tabellone` mostra il tabellone (o chi controlla cosa), `/carcassonne sacchetto` cosa resta da pescare e `/carcassonne cronologia` le ultime mosse a parole (solo per te), `/carcassonne punteggio` i punteggi, `/carcassonne regole` le regole in vigore.
    `/carcassonne ritirati` lascia una partita; `/host annulla` la chiude; `/host salta` salta il turno in corso, `/host rimuovi` toglie un giocatore e `/host orologio` ferma l'orologio per le vacanze (host o «Gestire il server»). Una partita in pausa perché ho perso un permesso nel suo canale riprende con `/host riprendi` quando torna.
    `/carcassonne esporta` dà la registrazione della partita; `/carcassonne replay` un'animazione della partita finora, solo per te.
    `/classifica` e `/statistiche` mostrano come gioca ognuno (`/statistiche contro:` il testa a testa).
    `/torneo apri` organizza un torneo; gli admin impostano il server con `/impostazioni`.
answer-limits = { $lobbies ->
        [0] I membri possono avere quante sale d’attesa aperte vogliono.
        [one] Ogni membro può avere 1 sala d’attesa aperta alla volta.
       *[other] Ogni membro può avere { $lobbies } sale d’attesa aperte alla volta.
    } { $cooldown ->
        [0] Le richieste di rivincita e di annullamento non hanno attesa.
        [one] Si può chiedere una rivincita o un annullamento una volta al minuto.
       *[other] Si può chiedere una rivincita o un annullamento una volta ogni { $cooldown } minuti.
    } { $threads ->
        [0] Il bot apre quanti thread di partita servono.
        [one] Il bot apre al massimo 1 thread di partita all’ora.
       *[other] Il bot apre al massimo { $threads } thread di partita all’ora.
    } { $games ->
        [0] Un canale e i suoi thread possono avere partite senza limite.
        [one] Un canale e i suoi thread hanno al massimo 1 partita alla volta.
       *[other] Un canale e i suoi thread hanno al massimo { $games } partite alla volta.
    }
answer-season-channel-kind = Gli annunci di stagione vanno in un canale di testo o di annunci. Scegline uno.
answer-seasons = { $period ->
        [monthly] Le stagioni durano un mese (UTC); le valutazioni ripartono ogni mese da quella totale di ciascuno, riportata a metà strada da quella di un nuovo arrivato.
        [quarterly] Le stagioni durano un trimestre (UTC); le valutazioni ripartono ogni trimestre da quella totale di ciascuno, riportata a metà strada da quella di un nuovo arrivato.
       *[off] Niente stagioni: la classifica conta tutte le partite.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] La fine delle stagioni non viene annunciata.
        }
       *[other] I primi tre di ogni stagione vengono annunciati in <#{ $channel }>.
    }

## Tornei
event-thread = { $event } · turno { $round }, tavolo { $table }
event-thread-match = { $event } · turno { $round }, tavolo { $table }, partita { $game }
news-decided-by-deadline = La scadenza del turno è passata: questa partita finisce qui, decisa dai punteggi attuali.
error-no-event = Qui non c'è nessun torneo.
error-no-event-named = Nessun torneo di questo server si chiama «{ $name }».
error-events-share-name = Più tornei di questo server hanno quel nome ({ $channels }): annullalo dal suo canale.
error-event-full = Questo torneo è al completo ({ $limit } giocatori).
error-already-signed-up = Sei già iscritto.
error-not-signed-up = Non giochi in questo torneo.
error-signup-closed = Le iscrizioni a questo torneo sono chiuse.
error-event-not-running = Questo torneo non è in corso.
error-too-few-entrants = Un torneo ha bisogno di almeno { $needed } giocatori per iniziare.
error-best-of-pairs = Gli incontri su più partite sono per tavoli da due.
cmd-tournament = torneo
cmd-tournament-desc = Tornei: sistema svizzero, girone all'italiana o eliminazione diretta
cmd-tournament-open = apri
cmd-tournament-open-desc = Apri le iscrizioni di un torneo in questo canale; lo organizzi tu
cmd-tournament-start = avvia
cmd-tournament-start-desc = Avvia ora il torneo di questo canale (chi lo organizza o chi gestisce il server)
cmd-tournament-cancel = annulla
cmd-tournament-cancel-desc = Annulla il torneo di questo canale (chi lo organizza o chi gestisce il server)
cmd-tournament-standings = classifica
cmd-tournament-standings-desc = La classifica del torneo di questo canale, solo per te
cmd-tournament-withdraw = ritirati
cmd-tournament-withdraw-desc = Ritirati dal torneo di questo canale: le tue partite in corso contano come sconfitte
opt-name = nome
opt-name-desc = Il nome del torneo
opt-tournament-cancel-name-desc = Il nome di un torneo altrove su questo server, per annullarlo da qui
opt-format = formula
opt-format-desc = Come si formano gli abbinamenti (svizzero se non indicato)
opt-table = tavolo
opt-table-desc = Giocatori a ogni tavolo (2 se non indicato)
opt-best_of = partite
opt-best_of-desc = Partite per incontro ai tavoli da due (1 se non indicato)
opt-rounds = turni
opt-rounds-desc = Turni di un torneo svizzero (4 se non indicato)
opt-tournament-open-seats-desc = Giocatori al massimo (16 se non indicato)
opt-round_hours = durata_turno_torneo
opt-round_hours-desc = Ore di ogni turno prima della scadenza (una settimana se non indicato)
opt-signup_hours = ore_iscrizioni
opt-signup_hours-desc = Ore prima che le iscrizioni chiudano e parta da solo (0: lo avvia chi organizza)
choice-format-0 = sistema svizzero
choice-format-1 = girone all'italiana
choice-format-2 = eliminazione diretta
choice-table-0 = 2 giocatori
choice-table-1 = 3 giocatori
choice-table-2 = 4 giocatori
choice-best_of-0 = 1 partita
choice-best_of-1 = al meglio di 3
choice-best_of-2 = al meglio di 5
event-title = **{ $event }** — { $format ->
        [swiss] un torneo a sistema svizzero di { $rounds } turni
        [round_robin] un girone all'italiana
       *[elimination] un torneo a eliminazione diretta
    }, tavoli da { $size }{ $best_of ->
        [1] {""}
       *[other] , incontri al meglio di { $best_of }
    }; organizza { $host }.
event-round-time = **Turni:** { $time } ciascuno; le partite ancora in corso alla scadenza sono decise dai punteggi del momento.
event-signed-up = **Iscritti ({ $joined }/{ $max }):** { $players }
event-nobody = ancora nessuno
event-closes = Le iscrizioni chiudono <t:{ $closes }:R> e il torneo parte allora.
event-host-starts = Chi organizza avvia il torneo con **Avvia**.
event-signup-over = Le iscrizioni sono chiuse.
event-round = **{ $event } — turno { $round } di { $rounds }**
event-table = Tavolo { $table }: { $players } → { $thread }
event-table-waiting = Tavolo { $table }: { $players } (il suo thread si apre a breve)
event-tables-more = …e altri { $count } tavoli: ognuno è indicato nel proprio thread.
event-bye = Riposo (conta come vittoria): { $player }
event-deadline = Questo turno finisce <t:{ $when }:R>.
event-standings-title = **{ $event } — classifica dopo il turno { $round } di { $rounds }**
event-final-title = **{ $event } — classifica finale**
event-table-ref = turno { $round }, tavolo { $table }
event-decided = Deciso alla scadenza del turno: { $tables }.
event-winner = 🏆 { $player } vince **{ $event }**!
picture-event-after-round = { $event } — dopo il turno { $round }
picture-event-final = { $event } — classifica finale
event-cancelled = **{ $event }** è stato annullato da { $player }.
event-cancelled-empty = **{ $event }** non è partito: troppo pochi iscritti.
event-withdrew = { $player } si è ritirato da **{ $event }**; le sue partite in corso contano come sconfitte.
event-tables-wait = { $host } I tavoli di **{ $event }** aspettano i loro thread: questo server ha tanti thread attivi quanti Discord ne permette (1.000). Nel frattempo il torneo è in pausa, e le sue scadenze con lui. Archiviare i thread finiti fa spazio: riprovo ogni { $minutes } minuti e vado avanti da solo, oppure l'host può riprenderlo prima.
answer-event-not-in-thread = Apri un torneo in un canale, non in un thread: lì le sue partite avranno thread propri.
answer-event-here = Questo canale ha già un torneo (n. { $event }): uno alla volta.
answer-event-opened = Il torneo n. { $event } è aperto: le iscrizioni sono in questo canale.
answer-event-started = { $event } è iniziato.
answer-event-cancelled = { $event } è annullato.
answer-event-withdrawn = Ti sei ritirato da { $event }.
cmd-tournament-resume = riprendi
cmd-tournament-resume-desc = Riprendi il torneo in pausa di questo canale quando tornano i miei permessi (chi organizza o admin)
error-event-paused = Questo torneo è in pausa: ho perso un permesso nel suo canale (per scrivere o aprire thread). Quando torna, chi organizza può riprenderlo con `/torneo riprendi`.
answer-event-resumed = { $event } riprende.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Il tavolo intorno all'ultima tessera, con un numero su ogni casella dove sta la tessera { $tile }
alt-close-up = La tessera appena messa, da vicino, con una lettera su ogni posto che un seguace può prendere
alt-board = Il tavolo, con i punti di ogni giocatore
alt-scores = Il tavolo finale, con i punti di ogni giocatore per tipo di zona
alt-bag = Le tessere rimaste nel sacchetto, tipo per tipo
alt-holders = Il tavolo nei colori di chi controlla ogni strada, città e campo
alt-race = I punti di ogni giocatore dopo ogni turno
alt-tile = La tessera { $tile }, come pescata
alt-replay = La partita, tessera per tessera
alt-standings = La classifica del torneo
alt-rating = La valutazione di { $name }, partita per partita

# The live board's page.
page-title = Carcassonne
page-language = Lingua
page-new-game = Nuova partita
page-people = Persone davanti a questo schermo
page-add-person = Aggiungi una persona
page-computers = Giocatori computer
page-add-computer = Aggiungi un giocatore computer
page-player = Giocatore { $n }
page-remove = Rimuovi
page-rules = Regole
page-expansions = Espansioni
page-seats = Posti: { $seats } (da 2 a 6)
page-start = Inizia la partita
page-watching = Stai guardando.
page-waiting = In attesa di { $player }…
page-turn-tile = { $player }, tocca a te: scegli dove va la tessera.
page-turn-figure = { $player }: metti una pedina su un punto, o nessuna.
page-fits-here = La tessera sta qui: colonna { $x }, riga { $y }
page-drawn-tile = La tessera da piazzare: { $tile }
page-zoom-in = Ingrandisci
page-zoom-out = Riduci
page-centre = Mostra tutto il tabellone
page-scores = Punteggi
page-bag = Tessere nel sacchetto: { $left }
page-history = Cronologia
page-game-over = La partita è finita.
page-offline = Connessione persa; nuovo tentativo…
page-stale = La partita è andata avanti; eccola com'è ora.
page-keys = Tasti: Tab fino a una casella, Invio per sceglierla, R per ruotare la tessera, di nuovo Invio per piazzarla; frecce per spostare, + e − per lo zoom, 0 per vedere tutto.
page-holders = Mostra chi controlla cosa
page-by-feature = Punti per elemento
page-error-bad-request = La pagina ha inviato qualcosa che il tabellone non capisce; ricarica la pagina.
page-error-session = Questo link non è più valido (scaduto o di un'altra partita). Apri di nuovo la partita.
page-error-watch-only = Questo link serve per guardare: non permette di giocare.
page-error-too-many = Troppi clic insieme; aspetta un momento.
page-error-busy = Il tabellone è occupato in questo momento; riprova tra poco.
page-error-discord-code = Discord non ha confermato chi sei. Chiudi il tabellone e riaprilo.
page-error-not-in-activity = Secondo Discord non sei in questa attività, oppure non è nel canale di una partita. Apri il tabellone dal canale della partita.
page-error-discord-down = Al momento non è stato possibile contattare Discord. Riprova tra poco.
page-error-no-game-here = Non c’è nessuna partita in corso in questo canale.
page-asking-discord = Discord sta verificando chi sei…
