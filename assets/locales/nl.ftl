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
picture-col-bank = Tijd over
picture-bank-dh = { $d } d { $h } u
picture-bank-hm = { $h } u { $m } min
picture-bank-m = { $m } min
picture-bank-left = nog { $left }
picture-col-roads = Wegen
picture-col-cities = Steden
picture-col-monasteries = Kloost.
picture-col-farms = Weiden
picture-col-total = Totaal
picture-col-figures = Figuren
picture-col-wine = Wijn
picture-col-grain = Graan
picture-col-cloth = Stof
picture-col-goods = Goederen
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
    [garden] tuin
   *[field] weiland
}
picture-bag-all-drawn = Alle tegels zijn getrokken.
picture-bag-all-fit = Elk ervan past nu wel ergens.
picture-bag-some-fit = { $fitting } passen nu ergens; { $nowhere } niet (rood omlijnd).
picture-holders-title = Wie heeft wat
picture-holders-key = Wegen, steden en weilanden in de kleur van de speler met de meeste horigen erin; gestreept bij gelijke stand.
picture-chart-race = Puntenrace
picture-chart-end = Einde
picture-chart-turns = Beurten
picture-chart-rating = Rating van { $name }
picture-chart-games = { $count ->
        [one] 1 spel, het oudste links
       *[other] { $count } spellen, het oudste links
    }
picture-chart-peak = Hoogste { $rating }
picture-chart-season-peak = Hoogste dit seizoen { $rating }
picture-standings-player = Speler
picture-standings-points = Matchpt.
picture-standings-buchholz = Buchholz
picture-standings-score = Punten
picture-standings-played = Gespeeld
picture-standings-withdrawn = { $name } (teruggetrokken)
picture-standings-none = Nog niemand heeft gespeeld.
picture-chart-now = Nu: { $rating }

## Commando's: namen (kleine letters, 1–32 tekens, geen spaties) en omschrijvingen (hoogstens 100 tekens)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Speel Carcassonne in dit kanaal.
cmd-carcassonne-new = nieuw
cmd-carcassonne-new-desc = Open een lobby voor een nieuw spel.
cmd-host = gastheer
cmd-host-desc = Leid het spel in dit kanaal als gastheer (of met 'Server beheren').
cmd-host-options = opties
cmd-host-options-desc = Wijzig de opties van de lobby in dit kanaal vóór de start (de gastheer).
cmd-carcassonne-turn = beurt
cmd-carcassonne-turn-desc = Haal de knoppen van je beurt terug, alleen voor jou.
cmd-carcassonne-board = bord
cmd-carcassonne-board-desc = Toon het bord van het spel in dit kanaal, of wie wat bezit, alleen voor jou.
cmd-carcassonne-bag = zak
cmd-carcassonne-bag-desc = Toon wat er nog in de zak zit, soort per soort, alleen voor jou.
cmd-carcassonne-history = geschiedenis
cmd-carcassonne-history-desc = De laatste zetten van het spel in dit kanaal, in woorden, alleen voor jou.
cmd-carcassonne-score = score
cmd-carcassonne-score-desc = Toon de scores, verdeeld over wegen, steden, kloosters en weilanden.
cmd-carcassonne-rules = regels
cmd-carcassonne-rules-desc = De regels en opties van het spel in dit kanaal (of de standaard van de server).
cmd-carcassonne-undo = terugdraaien
cmd-carcassonne-undo-desc = Vraag de anderen de laatste zet terug te draaien (computerzetten erna ook).
cmd-carcassonne-resign = opgeven
cmd-carcassonne-resign-desc = Verlaat het spel in dit kanaal.
cmd-host-cancel = annuleren
cmd-host-cancel-desc = Annuleer het spel in dit kanaal (de gastheer, of iemand met 'Server beheren').
cmd-host-resume = hervatten
cmd-host-resume-desc = Hervat het gepauzeerde spel in dit kanaal zodra mijn rechten hier in orde zijn.
cmd-carcassonne-export = exporteren
cmd-carcassonne-export-desc = Het spelverslag van het laatste spel in dit kanaal (carcassonne-record/1).
cmd-carcassonne-replay = herhaling
cmd-carcassonne-replay-desc = Een animatie van het laatste spel in dit kanaal (de zetten tot nu toe), alleen voor jou.
cmd-carcassonne-games = spellen
cmd-carcassonne-games-desc = De lopende spellen op deze server, alleen voor jou.
cmd-carcassonne-mine = mijn-spellen
cmd-carcassonne-mine-desc = Je lopende spellen op deze server, eerst die op jou wachten.
cmd-carcassonne-notify = meldingen
cmd-carcassonne-notify-desc = Hoe je hoort dat je aan de beurt bent in de spellen van deze server.
cmd-host-skip = overslaan
cmd-host-skip-desc = Sla de beurt van de huidige speler over (de gastheer, of iemand met 'Server beheren').
cmd-host-remove = verwijderen
cmd-host-remove-desc = Haal een speler uit het spel; zijn horigen blijven staan (gastheer of 'Server beheren').
cmd-host-standin = vervangen
cmd-host-standin-desc = Geef de plaats van een speler aan de computer; die telt niet mee (gastheer of 'Server beheren').
cmd-host-clock = klok
cmd-host-clock-desc = Stop of start de beurtklok van dit spel (de gastheer, of iemand met 'Server beheren').
cmd-host-links = links
cmd-host-links-desc = Nieuwe meekijklinks voor dit spel; de oude werken niet meer (de gastheer, of 'Server beheren').
cmd-carcassonne-help = hulp
cmd-carcassonne-help-desc = Hoe je met deze bot speelt.
cmd-settings = instellingen
cmd-settings-desc = Standaardinstellingen van de server voor nieuwe spellen ('Server beheren').
cmd-leaderboard = ranglijst
cmd-leaderboard-desc = De beste spelers van deze server.
cmd-stats = statistieken
cmd-stats-desc = Iemands resultaten op deze server: rating, laatste 10 spellen en tegen iemand.

opt-small_city = kleine_stad
opt-small_city-desc = Punten voor een voltooide stad van 2 tegels
opt-farms = weilanden
opt-farms-desc = Hoe boeren scoren
opt-end_scoring = eindtelling
opt-end_scoring-desc = Wat onvoltooide gebieden aan het eind opleveren
opt-seats = plaatsen
opt-seats-desc = Plaatsen (2 tot 6)
opt-turn_hours = uren_per_beurt
opt-turn_hours-desc = Uren per beurt (0: geen limiet)
opt-thread = thread
opt-thread-desc = Speel in een eigen thread
opt-computers = computers
opt-computers-desc = Computerspelers die meteen meedoen (in de lobby kun je er meer toevoegen)
opt-computer_level = computerniveau
opt-computer_level-desc = Hoe goed de computerspelers spelen
opt-language = taal
opt-language-desc = De taal van het spel (anders die van de server)
opt-river = rivier
opt-river-desc = Speel met De Rivier (eerst de bron, als laatste het meer)
opt-abbot = abt
opt-abbot-desc = Speel met De Abt (tuinen, en een abt voor iedereen)
opt-inns_cathedrals = herbergen_kathedralen
opt-inns_cathedrals-desc = Speel met Herbergen en Kathedralen
opt-traders_builders = kooplieden_bouwmeesters
opt-traders_builders-desc = Speel met Kooplieden en Bouwmeesters
opt-host-options-language-desc = De taal van het spel
opt-settings-language-desc = De taal van nieuwe spellen (anders de eigen taal van de server)
opt-show = weergave
opt-show-desc = Het bord (standaard), of elke weg, stad en weiland in de kleur van wie het bezit
opt-moves = zetten
opt-moves-desc = Hoeveel zetten (anders 10)
opt-how = hoe
opt-how-desc = Hoe je een melding krijgt (laat leeg om je huidige instelling te zien)
opt-player = speler
opt-player-desc = De speler die eruit moet
opt-host-standin-player-desc = De speler wiens plaats een computerspeler overneemt
opt-stand_in = vervanger
opt-stand_in-desc = Wie de plaats overneemt van wie geen tijd meer heeft, opgeeft of verwijderd wordt
opt-time_bank = tijdbank
opt-time_bank-desc = Een tijdbank per speler in plaats van uren per beurt (zoals de klok van Board Game Arena)
opt-action = actie
opt-action-desc = Stop de klok, of start hem weer
opt-reminder_hours = uren_tot_herinnering
opt-reminder_hours-desc = Uren tot een herinnering (0: geen)
opt-forfeit_after = opgeven_na
opt-forfeit_after-desc = Gemiste beurten op rij waarna een speler verliest (0: nooit)
opt-threads = threads
opt-threads-desc = Geef elk spel een eigen thread
opt-lobby_hours = lobby_uren
opt-lobby_hours-desc = Uren dat een lobby zonder start openblijft (0: altijd; anders 48)
opt-lobbies_per_member = lobbys_per_lid
opt-lobbies_per_member-desc = Open lobby's die één lid tegelijk mag hebben (0: onbeperkt; anders 3)
opt-ask_cooldown_minutes = wachttijd_verzoeken_minuten
opt-ask_cooldown_minutes-desc = Minuten tussen verzoeken om revanche of terugdraaien van één persoon (0: geen; anders 10)
opt-threads_per_hour = threads_per_uur
opt-threads_per_hour-desc = Threads die de bot per uur voor spellen opent (0: onbeperkt; anders 10)
opt-games_per_channel = spellen_per_kanaal
opt-games_per_channel-desc = Lopende spellen die een kanaal en zijn threads samen mogen hebben (0: onbeperkt; anders 10)
opt-season = seizoen
opt-settings-season-desc = Seizoenen van de ranglijst: ratings starten elke maand of kwartaal opnieuw (off: alleen totaal)
opt-leaderboard-season-desc = Welke ranglijst: dit seizoen (standaard), het vorige seizoen of totaal
opt-season_channel = seizoen_kanaal
opt-season_channel-desc = Waar de top drie van elk seizoen wordt aangekondigd als het afloopt
opt-season_announce = seizoen_aankondigen
opt-season_announce-desc = De top drie van elk seizoen aankondigen (false: niets aankondigen)
opt-user = gebruiker
opt-user-desc = Wiens statistieken (anders de jouwe)
opt-against = tegen
opt-against-desc = De resultaten tegen deze persoon

choice-small_city-0 = 4 punten (huidige regels)
choice-small_city-1 = 2 punten (eerste editie)
choice-farms-0 = per weiland (huidige regels)
choice-farms-1 = per stad (eerste editie)
choice-farms-2 = zonder boeren
choice-end_scoring-0 = alles wat onvoltooid is telt
choice-end_scoring-1 = alleen onvoltooide kloosters
choice-computer_level-0 = makkelijk
choice-computer_level-1 = gemiddeld
choice-computer_level-2 = moeilijk
choice-stand_in-0 = niemand: de plaats verlaat het spel
choice-stand_in-1 = een computerspeler (makkelijk)
choice-stand_in-2 = een computerspeler (gemiddeld)
choice-stand_in-3 = een computerspeler (moeilijk)
choice-time_bank-0 = uit (uren per beurt)
choice-time_bank-1 = 1 dag, +8 uur per beurt, hoogstens 2 dagen
choice-time_bank-2 = 3 dagen, +1 dag per beurt, hoogstens 7 dagen
choice-time_bank-3 = 7 dagen, +2 dagen per beurt, hoogstens 14 dagen
choice-settings-season-0 = maandelijks
choice-settings-season-1 = per kwartaal
choice-settings-season-2 = uit
choice-leaderboard-season-0 = dit seizoen
choice-leaderboard-season-1 = vorig seizoen
choice-leaderboard-season-2 = totaal
choice-show-0 = het bord
choice-show-1 = wie wat bezit (wegen, steden, weilanden)
choice-how-0 = noem me in het kanaal van het spel
choice-how-1 = stuur me een privébericht
choice-how-2 = geen ping (alleen het beurtbericht)
choice-action-0 = stoppen (voor de vakantie)
choice-action-1 = weer starten

## Weigeringen: waarom iets niet gebeurd is. Daarna is er niets veranderd.

error-unknown-game = Dat spel bestaat niet.
error-channel-busy = Dit kanaal heeft al een spel (#{ $game }). Maak het eerst af of annuleer het, of start een spel in een thread.
error-not-in-lobby = Dat kan alleen in de lobby, voordat het spel begint.
error-not-started = Het spel is nog niet begonnen.
error-game-over = Dit spel is afgelopen.
error-already-joined = Je doet al mee aan dit spel.
error-lobby-full = Het spel is vol ({ $seats } plaatsen).
error-not-in-game = Je speelt niet mee in dit spel.
error-host-cannot-leave = Jij bent de gastheer van dit spel: annuleer het in plaats van weg te gaan.
error-not-host = Alleen de gastheer kan dat.
error-not-allowed-to-cancel = Alleen de gastheer of een serverbeheerder kan het spel annuleren.
error-too-few-players = Een spel heeft minstens 2 spelers nodig om te beginnen.
error-seats-changing = Er komen nu mensen bij deze lobby of ze gaan weg; druk nog eens op Starten.
error-not-your-turn = { $name } is aan de beurt.
error-turn-over = Deze beurt is voorbij; kijk naar het nieuwste bericht.
error-no-such-spot = Op deze tegel is geen plek { $letter }.
error-bad-seats = Een spel heeft 2 tot 6 plaatsen, niet { $seats }.
error-turn-limit-too-short = De tijd per beurt moet minstens een minuut zijn.
error-reminder-too-soon = Herinneringen komen op zijn vroegst na een minuut.
error-forfeit-never = Verliezen kan op zijn vroegst na één gemiste beurt.
error-seats-taken = Er doen al { $players } spelers mee.
error-corrupt = De opgeslagen zetten van dit spel zijn onleesbaar, dus het kan niet verder. De gastheer of een serverbeheerder kan het annuleren.
error-no-computer = Er is geen computerspeler om te verwijderen.
error-computer-turn = Een computerspeler is aan de beurt; die zet vanzelf.
error-paused = Spel #{ $game } is gepauzeerd: Discord weigert mijn berichten in het kanaal ervan. Zodra mijn rechten daar in orde zijn, kan de gastheer of een serverbeheerder het hervatten met `/gastheer hervatten`.
error-not-paused = Dit spel is niet gepauzeerd.
error-not-allowed-to-resume = Alleen de gastheer of een serverbeheerder kan het spel hervatten.
error-nothing-to-take-back = Er ligt deze beurt geen tegel om terug te nemen.
error-not-finished = Dat spel is nog niet afgelopen.
error-not-allowed-to-manage = Alleen de gastheer of een serverbeheerder kan dat.
error-competitor-manages = In een toernooipartij kan alleen de toernooigastheer (als die niet meespeelt) of een serverbeheerder dat, nooit een van de spelers.
error-tournament-undo-needs-consent = In een toernooipartij wordt een zet alleen teruggenomen met instemming van elke tegenstander, en een computerspeler kan die niet geven.
error-not-a-player = { $name } speelt niet mee in dit spel.
error-clock-stopped = De klok van dit spel staat al stil; `/gastheer klok` zet hem weer aan.
error-clock-running = De klok van dit spel loopt al.
error-nothing-to-undo = Er is nog geen zet om terug te draaien.
error-cannot-undo = De laatste zet was een overgeslagen beurt of een speler die vertrok; dat kan niet teruggedraaid worden.
error-undo-vote-open = In dit spel loopt al een stemming over terugdraaien; die eindigt als iedereen geantwoord heeft.
error-undo-vote-closed = Die stemming is gesloten.
error-not-a-voter = Alleen de andere spelers stemmen over dit terugdraaien.
error-internal = Er ging bij ons iets mis; er is niets veranderd. Probeer het nog eens.
error-saved = Het is opgeslagen, maar bij het tonen ging er bij ons iets mis; de berichten van het spel halen het zo in.
error-too-many-threads = De limiet van deze server van { $limit ->
        [one] 1 nieuwe thread
       *[other] { $limit } nieuwe threads
    } per uur is bereikt. Probeer het over { $minutes ->
        [one] 1 minuut
       *[other] { $minutes } minuten
    } opnieuw, of start het spel hier zonder thread.
error-too-many-games = Dit kanaal en zijn threads hebben al { $limit ->
        [one] 1 lopend of open spel
       *[other] { $limit } lopende of open spellen
    }, het maximum dat deze server toestaat. Probeer het opnieuw als { $limit ->
        [one] het
       *[other] er een
    } is afgelopen, of start het spel in een ander kanaal.
error-too-many-lobbies = Je hebt op deze server al { $limit ->
        [one] een open lobby
       *[other] { $limit } open lobby's
    }, het maximum. Start of annuleer { $limit ->
        [one] die
       *[other] er een
    } en probeer het dan opnieuw.
error-rematch-asked-recently = Je vroeg zojuist om een revanche. Zodat niemand zo snel weer gepingd wordt, kun je het over { $minutes ->
        [one] 1 minuut
       *[other] { $minutes } minuten
    } opnieuw vragen.
error-undo-asked-recently = Je vroeg zojuist om een zet terug te draaien. Zodat niemand zo snel weer gepingd wordt, kun je het over { $minutes ->
        [one] 1 minuut
       *[other] { $minutes } minuten
    } opnieuw vragen.
error-choose-level = Kies een niveau uit het menu.
error-choose-expansions = Kies de uitbreidingen uit het menu.
error-choose-position = Kies een plek uit het menu.

illegal-game-over = Het spel is afgelopen.
illegal-tile-already-placed = Je hebt je tegel al gelegd; kies nu waar een horige komt, of geen.
illegal-tile-not-placed = Leg je tegel voordat je een horige kiest.
illegal-occupied = Op { $pos } ligt al een tegel.
illegal-not-adjacent = Een tegel moet aan een gelegde tegel grenzen, en { $pos } grenst aan geen enkele.
illegal-edge-mismatch = Die tegel past niet op { $pos }: de { $side ->
        [north] noordrand
        [east] oostrand
        [south] zuidrand
       *[west] westrand
    } is { $edge ->
        [road] een weg
        [river] een rivier
        [city] een stad
       *[field] een weiland
    }, maar de tegel ten { $side ->
        [north] noorden
        [east] oosten
        [south] zuiden
       *[west] westen
    } heeft daar { $neighbour ->
        [road] een weg
        [river] een rivier
        [city] een stad
       *[field] een weiland
    }.
illegal-no-followers-left = Je hebt geen horigen meer in je voorraad.
illegal-farmers-not-used = In dit spel zijn er geen boeren.
illegal-no-such-feature = Deze tegel heeft geen { $kind ->
        [road] weg
        [city] stad
        [monastery] klooster
       *[field] weiland
    } bij { $port }.
illegal-no-monastery = Deze tegel heeft geen klooster.
illegal-port-needed = Zeg waar op de tegel de { $kind ->
        [road] struikrover
        [city] ridder
        [monastery] monnik
       *[field] boer
    } komt: { $kind ->
        [road] een weg
        [city] een stad
        [monastery] een klooster
       *[field] een weiland
    } heeft een aansluitpunt nodig.
illegal-monastery-takes-no-port = Een monnik staat op het klooster zelf; die heeft geen aansluitpunt nodig.
illegal-feature-occupied = { $kind ->
        [road] Op die weg
        [city] In die stad
        [monastery] In dat klooster
        [garden] In die tuin
       *[field] Op dat weiland
    } staat al een horige.
illegal-not-playing = Die speler doet niet meer mee.
illegal-river-closed = De rivier is gesloten: er kunnen geen riviertegels meer gelegd worden.
illegal-river-must-extend = Een riviertegel moet de rivier voortzetten: hij gaat op { $pos }, met een rivierkant naar het open einde van de rivier.
illegal-river-u-turn = De rivier mag niet twee keer achter elkaar dezelfde kant op draaien.
illegal-figure-not-in-play = { $figure ->
        [large] De grote horige wordt
        [abbot] De abt wordt
        [builder] De bouwmeester wordt
        [pig] Het varken wordt
       *[follower] Horigen worden
    } in dit spel niet gebruikt.
illegal-no-figure-left = { $figure ->
        [large] Je grote horige staat
        [abbot] Je abt staat
        [builder] Je bouwmeester staat
        [pig] Je varken staat
       *[follower] Al je horigen staan
    } al op het speelveld.
illegal-no-garden = Deze tegel heeft geen tuin.
illegal-figure-not-there = { $figure ->
        [abbot] De abt gaat alleen in een klooster of een tuin
        [builder] De bouwmeester gaat alleen op een weg of in een stad
        [pig] Het varken gaat alleen op een weiland
       *[other] Alleen de abt gaat in een tuin
    }, niet { $kind ->
        [road] op deze weg
        [city] in deze stad
        [monastery] in dit klooster
        [garden] in deze tuin
       *[field] op dit weiland
    }.
illegal-builder-on-completed = Deze tegel voltooit dat gebied; de bouwmeester gaat alleen in een gebied dat nog groeit.
illegal-builder-needs-follower = De bouwmeester gaat alleen op een weg of in een stad waar je al een horige hebt.
illegal-pig-needs-farmer = Het varken gaat alleen op een weiland waar je al een boer hebt.
illegal-no-abbot-on-board = Je hebt geen abt op het speelveld om terug te nemen.
illegal-abbot-feature-complete = Het klooster of de tuin van je abt is voltooid; het telt en hij komt vanzelf terug.
illegal-abbot-return-with-figure = Je abt terugnemen is deze beurt je stap met een figuur: je kunt niet ook nog een figuur plaatsen.

perm-view-channel = Kanaal bekijken
perm-send-messages = Berichten verzenden
perm-attach-files = Bestanden bijvoegen
perm-read-message-history = Berichtgeschiedenis lezen
perm-create-public-threads = Openbare threads aanmaken
perm-send-messages-in-threads = Berichten verzenden in threads
error-missing-permissions = Ik kan in { $thread ->
        [yes] deze thread
       *[no] dit kanaal
    } geen spel leiden: ik mis hier { $count ->
        [one] het recht
       *[other] de rechten
    } { $list }. Een serverbeheerder kan ze me geven in de kanaalinstellingen (Rechten); probeer het daarna opnieuw.
list-and = { $init } en { $last }
paused-notice = Spel #{ $game } in <#{ $channel }> is gepauzeerd: Discord weigert daar mijn berichten, dus er is mij een recht afgenomen. Ik heb { $list } nodig (in een thread { $threads } in plaats van { $send }). Zodra dat in orde is, kan de gastheer of een serverbeheerder daar `/gastheer hervatten` gebruiken; tot dan staat de beurtklok stil.
paused-thread-notice = Spel #{ $game } in <#{ $channel }> is gepauzeerd: de thread is gearchiveerd of vergrendeld, en ik kan hem niet weer openen. Zodra een moderator hem ontgrendelt, kan de host of een serverbeheerder daar `/gastheer hervatten` gebruiken; tot dan staat de beurtklok stil.
error-unknown-options = Dit commando heeft geen { $count ->
        [one] optie met de naam { $options }
       *[other] opties met de namen { $options }
    }. Misschien werkt Discord de commando's van deze bot nog bij; probeer het over een minuut opnieuw.
error-unreadable-option = Ik kon de optie { $option } niet lezen: die waarde neemt ze niet aan. `/carcassonne hulp` legt de opties uit.
error-stale-command = Dat commando past niet bij de versie van deze bot (een optie buiten bereik, of een keuze die er niet is). Misschien werkt Discord de commando's nog bij; probeer het over een minuut opnieuw.
error-needs-manage-server = Alleen iemand met het recht 'Server beheren' kan de standaardinstellingen van deze server wijzigen.
error-server-only = Carcassonne wordt gespeeld in de kanalen van een server; dit commando werkt daar, niet in privéberichten.

## Antwoorden op commando's, alleen voor wie het vroeg tenzij anders vermeld.

answer-pick-subcommand = Kies een van de subcommando's: { $list }.
answer-no-thread = Discord liet me hier geen thread openen. Probeer het opnieuw, of start het spel zonder thread (`thread: False`).
answer-threads-full = Deze server heeft zoveel actieve threads als Discord toestaat (1.000), dus ik kan er geen openen voor het spel. Archiveer afgelopen threads om ruimte te maken, of start het spel hier zonder thread (`thread: False`).
answer-game-open = { $thread ->
        [yes] Spel #{ $game } is geopend in <#{ $channel }>: de lobby staat daar.
       *[no] Spel #{ $game } is geopend: de lobby staat hieronder.
    }
answer-no-lobby = Er is geen lobby in dit kanaal.
answer-options-started = Het spel is begonnen: de opties blijven zoals ze zijn.
answer-options-saved = Opgeslagen. Spel #{ $game } wordt gespeeld met:
    { $rules }
answer-no-game-start-one = Er is geen spel in dit kanaal. Start er een met `/carcassonne nieuw`.
answer-no-running-game = Er loopt geen spel in dit kanaal.
answer-no-game = Er is geen spel in dit kanaal.
answer-no-game-to-cancel = Er is geen spel om te annuleren in dit kanaal.
answer-scores = Scores van spel #{ $game }.
answer-rules-of-game = Spel #{ $game }:
    { $rules }
answer-rules-of-server = Standaard van deze server voor nieuwe spellen:
    { $rules }
answer-undone = Teruggedraaid; het spel gaat vanaf daar verder.
answer-undo-asked = Gevraagd. De anderen kunnen instemmen tot <t:{ $closes }:f>.
answer-resigned = Je hebt spel #{ $game } verlaten.
answer-cancelled = Spel #{ $game } is geannuleerd.
answer-resumed = Spel #{ $game } gaat verder; de beurtklok loopt weer.
answer-record = Het spelverslag van spel #{ $game }.
answer-replay-cooldown = Je vroeg net al om een herhaling; over { $seconds } s kun je het opnieuw vragen.
answer-replay = Spel #{ $game }, beurt voor beurt.
answer-replay-busy = Ik teken nu al een andere herhaling, één tegelijk zodat de spellen vlot blijven. Vraag het over een minuut opnieuw.
answer-computer-turn = { $name } is aan de beurt; die zet vanzelf.
answer-not-your-turn = { $name } is aan de beurt, niet jij.
answer-turn-link = Het beurtbericht: { $link }
answer-done = Gedaan: { $what }
answer-links-renewed = De oude meekijklinks van dit spel werken niet meer; nieuwe kaarten hebben een nieuwe.
answer-notice-set = Vanaf nu hoor je dat je aan de beurt bent { $how ->
        [mention] via een vermelding in het kanaal van het spel
        [dm] via een privébericht met een link naar de beurt (met een vermelding in het kanaal als je DM's voor mij dicht staan)
       *[quiet] alleen via het beurtbericht, zonder ping
    }.
answer-notice-now = Je hoort dat je aan de beurt bent { $how ->
        [mention] via een vermelding in het kanaal van het spel
        [dm] via een privébericht met een link naar de beurt (met een vermelding in het kanaal als je DM's voor mij dicht staan)
       *[quiet] alleen via het beurtbericht, zonder ping
    }. Wijzig dat met `/carcassonne meldingen`.
answer-config-saved = Opgeslagen. Nieuwe spellen op deze server:
    { $rules }{ $threads ->
        [yes] Elk spel krijgt een eigen thread.
       *[no] Er wordt in het kanaal gespeeld.
    } { $lobby_hours ->
        [0] Lobby's blijven open tot ze gestart of geannuleerd worden.
        [one] Lobby's sluiten na 1 uur als niemand start.
       *[other] Lobby's sluiten na { $lobby_hours } uur als niemand start.
    }

## Antwoorden op klikken, alleen voor wie klikte.

click-unknown-control = Deze knop kent deze bot niet; hij verandert niets.
click-other-channel = Die knop hoort bij een spel in een ander kanaal; hij verandert niets.
click-no-board = Deze bot kan het bord niet in Discord openen; gebruik de knoppen, of ‘Live meekijken’ waar die staat.
click-rematch-open = Spel #{ $game } is geopend: de lobby staat hieronder. De anderen zijn uitgenodigd.

## Berichten van het spel in het kanaal, in de taal van het spel.

duration-days = { $n ->
        [one] 1 dag
       *[other] { $n } dagen
    }
duration-hours = { $n ->
        [one] 1 uur
       *[other] { $n } uur
    }
duration-minutes = { $n ->
        [one] 1 minuut
       *[other] { $n } minuten
    }
rules-line = { $small ->
        [two] een stad van 2 tegels telt 2 (eerste editie)
       *[four] een stad van 2 tegels telt 4
    }; { $farms ->
        [per-city] boeren tellen elke voltooide stad één keer (eerste editie)
        [off] zonder boeren
       *[per-field] boeren krijgen 3 per voltooide stad aan hun weiland
    }; { $end ->
        [monasteries] aan het eind tellen alleen onvoltooide kloosters
       *[all] onvoltooide wegen, steden en kloosters tellen aan het eind
    }
rules-turn-time = { $time }; daarna { $forfeit ->
        [yes] wordt de beurt overgeslagen, en na { $after } gemiste beurten op rij verliest de speler
       *[no] wordt de beurt overgeslagen
    }
rules-no-turn-limit = geen limiet
rules-rules = **Regels:** { $rules }.
expansion-name = { $name ->
        [river] De Rivier
        [abbot] De Abt
        [inns_cathedrals] Herbergen en Kathedralen
       *[traders_builders] Kooplieden en Bouwmeesters
    }
rules-expansions = **Uitbreidingen:** { $list }.
rules-no-expansions = **Uitbreidingen:** geen (het basisspel).
rules-seats = **Plaatsen:** tot { $seats }.
rules-turn = **Tijd per beurt:** { $turn_time }.
rules-reminder = **Herinnering:** na { $time } zonder zet.
rules-stand-in = **Vervangers:** een computerspeler ({ $level }) neemt de plaats over van wie geen tijd meer heeft, opgeeft of verwijderd wordt; die plaats telt niet mee voor de rating.
rules-bank = een tijdbank van { $start } per speler, { $increment } erbij voor elke beurt, hoogstens { $cap }; hij loopt alleen in je eigen beurten
rules-language = **Taal:** { $language }.
lobby-title = **Carcassonne** — spel #{ $game }, gastheer { $host }
lobby-players = **Spelers ({ $joined }/{ $seats }):** { $players }
lobby-can-start = De gastheer kan het spel nu starten.
lobby-waiting = Wachten op minstens één speler meer…
lobby-closes = De lobby sluit <t:{ $closes }:R> als niemand start.
lobby-add-computer-menu = Computerspeler toevoegen (gastheer)…
lobby-expansions-menu = Uitbreidingen (de gastheer kiest)
lobby-add-computer = Computerspeler toevoegen: { $level }
level-easy = makkelijk
level-medium = gemiddeld
level-hard = moeilijk
level-random = willekeurig
level-easy-blurb = Kent de regels, mist vaak de beste zet
level-medium-blurb = Doet de zet die nu het beste lijkt
level-hard-blurb = Denkt vooruit over de tegels die nog in de zak zitten
level-random-blurb = Een willekeurige geldige zet
button-join = Meedoen
button-leave = Weggaan
button-start = Starten
button-cancel = Annuleren
button-remove-computer = Computer verwijderen
button-previous = ◀ Vorige
button-next = Volgende ▶
button-fits-one-way = Past maar op één manier
button-turn = ⟳ Draaien
button-turn-left = ⟲ Linksom draaien
button-turn-right = ⟳ Rechtsom draaien
button-confirm = Bevestigen
button-no-follower = Geen horige
button-take-back = ↩ Tegel terugnemen
button-rematch = Revanche
button-agree = Akkoord
button-refuse = Weigeren
turn-header = { $player }, je bent aan de beurt (zet { $move }). Je tegel is **{ $tile }**; { $left ->
        [one] er zit nog 1 tegel in de zak.
       *[other] er zitten nog { $left } tegels in de zak.
    }
turn-deadline = De tijd loopt <t:{ $deadline }:R> af.
turn-clock-stopped = De klok staat stil.
turn-pick = Kies een plek op nummer, draai de tegel en bevestig.
turn-shown-in-place = De tegel ligt ter voorbeeld op zijn plek. Draai hem of kies een andere plek, en bevestig.
turn-fits-ways = { $ways ->
        [one] past op één manier
       *[other] past op { $ways } manieren
    }
turn-choose-position = { $pages ->
        [one] Kies een plek
       *[other] Kies een plek (pagina { $page } van { $pages })
    }
feature = { $kind ->
        [road] weg
        [city] stad
        [monastery] klooster
        [garden] tuin
       *[field] weiland
    }
follower-step = { $player }, de tegel ligt. Zet een horige op een plek met een letter, of geen. Je hebt nog { $left ->
        [one] 1 horige
       *[other] { $left } horigen
    }.
dm-turn = Je bent aan de beurt in Carcassonne-spel #{ $game } in <#{ $channel }> (zet { $move }).
dm-reminder = ⏰ Herinnering: je bent nog steeds aan de beurt in Carcassonne-spel #{ $game } in <#{ $channel }> (zet { $move }).
dm-link = Jouw beurt: { $link }
dm-how-to-change = `/carcassonne meldingen` op de server wijzigt hoe je het hoort.
dm-fallback = { $player }, je beurt wacht: { $link }
dm-fallback-reminder = ⏰ { $player }, je beurt wacht nog steeds: { $link }
dm-closed = Je DM's staan voor mij dicht, dus ik noem je hier. Zet ze open, of kies een andere manier met `/carcassonne meldingen`.
board-turn = Spel #{ $game }: { $name } is aan de beurt (zet { $move }).
board-holders-turn = Spel #{ $game }: wie wat bezit, { $name } is aan de beurt (zet { $move }).
board-holders-end = Spel #{ $game }: wie aan het eind wat bezat.
board-over = Spel #{ $game } is afgelopen.
board-not-started = Spel #{ $game } is nog niet begonnen.
board-cancelled = Spel #{ $game } is geannuleerd.
bag-not-started = Spel #{ $game } is nog niet begonnen: alle { $total } tegels zitten in de zak.
bag-over = Spel #{ $game } is afgelopen: er is niets meer te trekken.
bag-left = Spel #{ $game }: { $left ->
        [0] de zak is leeg; de tegel in de hand is de laatste.
        [one] nog 1 tegel in de zak; { $fitting ->
            [0] die zou nu nergens passen.
           *[other] die zou nu ergens passen.
        }
       *[other] nog { $left } tegels in de zak; { $nowhere ->
            [0] ze zouden nu allemaal ergens passen.
           *[other] { $fitting } zouden nu ergens passen, { $nowhere } niet.
        }
    }
final-title = Eindstand
final-line = { $medal } { $player } — **{ $score }** (wegen { $roads }, steden { $cities }, kloosters { $monasteries }, weilanden { $farms }{ $goods ->
        [0] {""}
       *[other] , goederen { $goods }
    }){ $left ->
        [yes] , heeft het spel verlaten
       *[no] {""}
    }
final-rating = rating { $before } → { $after }
undo-last-move = de laatste zet
undo-vote = **Terugdraaien?** { $asker } vraagt om { $what } terug te draaien in spel #{ $game }. { $voters }: gaan jullie akkoord? Iedereen moet akkoord gaan, vóór <t:{ $closes }:R>.
undo-agreed = Tot nu toe akkoord: { $names }.
rematch-invite = { $count ->
        [0] Revanche voor spel #{ $old }: de lobby van spel #{ $game } staat hierboven.
       *[other] Revanche voor spel #{ $old }! { $players }: de lobby van spel #{ $game } staat hierboven; druk op **Meedoen** om nog eens te spelen.
    }

## Lijsten en statistieken, in de taal van wie het vraagt.

leaderboard-title = Ranglijst
leaderboard-title-season = Ranglijst — seizoen { $season }
season-over = 🏆 **Seizoen { $season } is voorbij.** De beste spelers:
season-top-line = { $medal } { $player } — rating { $rating }, { $games ->
        [one] 1 spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] 1 overwinning
       *[other] { $wins } overwinningen
    }
leaderboard-empty = Nog niemand heeft een spel op deze server uitgespeeld.
leaderboard-line = { $place }. { $player } — rating { $rating } · { $games ->
        [one] 1 spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] 1 overwinning
       *[other] { $wins } overwinningen
    } · gemiddeld { $average }, beste { $best }
games-title = { $count ->
        [0] Er loopt geen spel op deze server. Start er een met `/carcassonne nieuw`.
        [one] **1 lopend spel op deze server**
       *[other] **{ $count } lopende spellen op deze server** (pagina { $page } van { $pages }, langst wachtende eerst)
    }
games-cannot-check = Ik kon Discord niet vragen welke kanalen je kunt zien, dus ik toon voorlopig geen spellen. Probeer het over een minuut opnieuw.
stats-cannot-check = Ik kon Discord niet vragen welke kanalen je kunt zien, dus de laatste spellen staan er voorlopig niet bij.
games-your-turn = jouw beurt
games-turn-of = { $name } is aan de beurt
games-between-turns = tussen twee beurten
games-since = sinds <t:{ $since }:R>
games-go-to-it = erheen
games-progress = { $played ->
        [one] 1 beurt
       *[other] { $played } beurten
    } gespeeld, { $left ->
        [one] 1 tegel
       *[other] { $left } tegels
    } over
games-paused = gepauzeerd
mine-none = Je speelt in geen enkel spel op deze server. `/carcassonne spellen` toont de lopende.
mine-title = **Jouw spellen** ({ $count }): { $yours ->
        [0] er wacht nu geen enkel op jou.
        [one] je bent aan de beurt in 1 spel.
       *[other] je bent aan de beurt in { $yours } spellen.
    }
stats-none = { $player } heeft op deze server nog geen spel uitgespeeld.
stats-line = { $player }: { $games ->
        [one] 1 spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] 1 overwinning
       *[other] { $wins } overwinningen
    }, gemiddelde score { $average }, beste { $best }; rating { $rating } (vaardigheid { $mu } ± { $sigma }).
history-none = Spel #{ $game } heeft nog geen zetten.
history-title = Spel #{ $game }: { $shown ->
        [one] de laatste zet
       *[other] de laatste { $shown } zetten
    } van { $total }
history-end = Einde.
recent-title = { $count ->
        [one] Laatste spel
       *[other] Laatste { $count } spellen
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 gewonnen
       *[other] { $rank }e van { $players }
    }, { $score } punten
against-none = { $a } en { $b } hebben op deze server nog geen spel samen uitgespeeld.
against-line = **Tegen { $b }:** { $games ->
        [one] 1 spel
       *[other] { $games } spellen
    } samen; { $a } voor in { $ahead }, achter in { $behind }, gelijk in { $level }.
replay-whole-game = Het hele spel:
someone = Iemand
undo-refused = { $voter } weigert de zetten terug te draaien die { $asker } wilde terugdraaien; ze blijven staan.
undo-agreed-by-all = Iedereen is het eens met { $asker }: { $moves } teruggedraaid.
undo-done = { $asker } heeft { $moves } teruggedraaid.
undo-turn-undone = Deze beurt is teruggedraaid.
undo-play-again = { $player } speelt die beurt opnieuw, met dezelfde tegel.
undo-expired = Niet iedereen ging op tijd akkoord, dus de zetten blijven staan.
undo-tile-of = tegel { $tile } van { $player } op ({ $x }, { $y })
news-skipped = { $actor } heeft de beurt van { $player } overgeslagen.
news-removed = { $actor } heeft { $player } uit het spel gehaald; de horigen blijven op het bord.
news-handed = { $actor } heeft de plaats van { $player } aan een computerspeler gegeven.
news-stand-in = Een computerspeler ({ $level }) speelt vanaf nu de plaats van { $player }; die plaats telt niet mee voor de rating.
seat-stood-in = { $player } (computer, { $level })
news-clock-started = { $actor } heeft de klok weer gestart: de beurt heeft de tijd die nog over was.
news-clock-stopped = { $actor } heeft de klok stilgezet: niemands tijd loopt af tot hij weer loopt. Zetten doen kan nog steeds.
news-placed = { $player } legde tegel { $tile } op ({ $x }, { $y }){ $follower ->
        [road] {" "}met een struikrover op de weg
        [city] {" "}met een ridder in de stad
        [monastery] {" "}met een monnik in het klooster
        [field] {" "}met een boer op het weiland
       *[none] {""}
    }.
news-could-not-place = { $player } kon geen tegel leggen.
figure-name = { $figure ->
        [large] grote horige
        [abbot] abt
        [builder] bouwmeester
        [pig] varken
       *[follower] horige
    }
button-watch-live = Live meekijken
button-open-board = Bord openen
button-return-abbot = Abt terugnemen
follower-menu = Kies een plek en een figuur
error-choose-spot = Kies een plek uit het menu.
news-goods = { $player } neemt de goederen van de voltooide stad: { $wine } wijn, { $grain } graan, { $cloth } stof.
news-second-part = Het gebied van de bouwmeester van { $player } is gegroeid: { $player } legt een tweede tegel.
news-placed-figure = { $player } legde tegel { $tile } op ({ $x }, { $y }) met { $figure ->
        [large] de grote horige
        [abbot] de abt
        [builder] de bouwmeester
       *[pig] het varken
    } { $kind ->
        [road] op de weg
        [city] in de stad
        [monastery] in het klooster
        [garden] in de tuin
       *[field] op het weiland
    }.
news-left = { $player } heeft het spel verlaten.
history-scored = Gescoord: { $list }.
history-set-aside = { $player } trok tegel { $tile }, die nergens past; hij is weggelegd.
history-skipped = De beurt van { $player } is overgeslagen; tegel { $tile } is weggelegd.
history-nothing-more = Aan het eind werd niets meer gescoord.
history-final-scoring = Eindtelling.
news-set-aside = Tegel { $tile } past nergens, dus hij is weggelegd en { $player } trok opnieuw.
news-game-over = Het spel is afgelopen.
undo-lapsed = Het spel is verdergegaan, dus de stemming over terugdraaien is gesloten: de zetten blijven staan.
news-begins = Het spel begint! { $player } begint.
news-started = Spel #{ $game } is begonnen.
news-cancelled = Spel #{ $game } is geannuleerd door { $player }.
news-only-computers = Er zijn alleen nog computerspelers over, dus het spel eindigt hier.
news-turn-goes-on = Deze beurt gaat verder in een nieuw bericht.
news-lobby-closed = De lobby van spel #{ $game } is gesloten: niemand startte het binnen { $hours ->
        [one] 1 uur
       *[other] { $hours } uur
    }. `/carcassonne nieuw` opent een nieuwe.
news-still-turn = { $player } is nog steeds aan de beurt: de beurt staat hieronder opnieuw.
news-forfeit = { $player } overschreed { $missed } beurten op rij de tijd en verliest het spel.
news-timed-out = { $player } overschreed de tijd; de beurt is overgeslagen.
scored = { $count ->
        [0] Niemand scoort { $points }: { $what }
        [one] { $players } scoort { $points }: { $what }
       *[other] { $players } scoren elk { $points }: { $what }
    }
what-road = weg van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }
what-road-unfinished = onvoltooide weg van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }
what-city = stad van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }{ $pennants ->
        [0] {""}
        [one] {" "}met 1 wapenschild
       *[other] {" "}met { $pennants } wapenschilden
    }
what-city-unfinished = onvoltooide stad van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }{ $pennants ->
        [0] {""}
        [one] {" "}met 1 wapenschild
       *[other] {" "}met { $pennants } wapenschilden
    }
what-monastery = voltooid klooster
what-monastery-unfinished = onvoltooid klooster met { $neighbours ->
        [one] 1 buur
       *[other] { $neighbours } buren
    }
what-field = weiland aan { $cities ->
        [one] 1 voltooide stad
       *[other] { $cities } voltooide steden
    }

what-road-inn = weg met herberg van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    } (2 punten per tegel)
what-road-inn-unfinished = onvoltooide weg met herberg van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }: een weg met herberg telt alleen voltooid
what-city-cathedral = stad met kathedraal van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }{ $pennants ->
        [0] {""}
        [one] {" "}en 1 wapenschild
       *[other] {" "}en { $pennants } wapenschilden
    } (3 punten per stuk)
what-city-cathedral-unfinished = onvoltooide stad met kathedraal van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }: een stad met kathedraal telt alleen voltooid
what-garden = voltooide tuin
what-garden-unfinished = onvoltooide tuin met { $neighbours ->
        [one] 1 buur
       *[other] { $neighbours } buren
    }
what-abbot-returned = abt teruggenomen uit { $kind ->
        [garden] een tuin
       *[monastery] een klooster
    } met { $neighbours ->
        [one] 1 buur
       *[other] { $neighbours } buren
    }
what-goods = meeste { $good ->
        [wine] wijn
        [grain] graan
       *[cloth] stof
    } ({ $count ->
        [one] 1 fiche
       *[other] { $count } fiches
    })
what-field-pig = weiland aan { $cities ->
        [one] 1 voltooide stad
       *[other] { $cities } voltooide steden
    }, met varken (4 punten per stad)

## Hulp: één bericht, hoogstens 2000 tekens.

help = **Carcassonne in Discord**
    `/carcassonne nieuw` opent een lobby; de anderen drukken op **Meedoen**, de gastheer drukt op **Starten** (en kan eerst de opties wijzigen met `/gastheer opties`). In het menu van de lobby vult de gastheer plaatsen met computerspelers (makkelijk, gemiddeld, moeilijk).
    In je beurt kies je een genummerde plek, draai je de tegel met ⟲ ⟳ en druk je op **Bevestigen**; daarna zet je een horige op een plek met een letter of kies je **Geen horige** (of **Tegel terugnemen** om hem ergens anders te leggen); `/carcassonne terugdraaien` vraagt de anderen om de laatste zet terug te draaien. Beurtbericht kwijt? `/carcassonne beurt` geeft je de knoppen terug, alleen voor jou. `/carcassonne meldingen` kiest hoe je hoort dat je aan de beurt bent: vermelding, DM of geen ping. `/carcassonne mijn-spellen` toont je spellen, die op jou wachten eerst; `/carcassonne spellen` alle spellen op de server.
    Voltooide wegen, steden en kloosters scoren meteen; weilanden en alles wat onvoltooid is aan het eind. **Revanche** onder de eindstand opent een nieuwe lobby voor dezelfde spelers.
    `/carcassonne bord` toont het bord (of wie wat bezit), `/carcassonne zak` wat er nog te trekken is en `/carcassonne geschiedenis` de laatste zetten in woorden (alleen voor jou), `/carcassonne score` de scores, `/carcassonne regels` de geldende regels.
    `/carcassonne opgeven` verlaat een spel; `/gastheer annuleren` beëindigt het; `/gastheer overslaan` slaat de lopende beurt over, `/gastheer verwijderen` haalt een speler eruit en `/gastheer klok` zet de klok stil voor de vakantie. Een gepauzeerd spel gaat verder met `/gastheer hervatten`.
    `/carcassonne exporteren` geeft het spelverslag; `/carcassonne herhaling` een animatie van het spel tot nu toe, alleen voor jou.
    `/ranglijst` en `/statistieken` tonen hoe iedereen speelt (`/statistieken tegen:` het onderlinge resultaat).
    `/toernooi openen` organiseert een toernooi; beheerders stellen de server in met `/instellingen`.
answer-limits = { $lobbies ->
        [0] Leden mogen zoveel open lobby's hebben als ze willen.
        [one] Elk lid mag 1 open lobby tegelijk hebben.
       *[other] Elk lid mag { $lobbies } open lobby's tegelijk hebben.
    } { $cooldown ->
        [0] Verzoeken om revanche of terugdraaien hebben geen wachttijd.
        [one] Je mag één keer per minuut om een revanche of terugdraaien vragen.
       *[other] Je mag eens per { $cooldown } minuten om een revanche of terugdraaien vragen.
    } { $threads ->
        [0] De bot opent onbeperkt spelthreads.
        [one] De bot opent hoogstens 1 spelthread per uur.
       *[other] De bot opent hoogstens { $threads } spelthreads per uur.
    } { $games ->
        [0] Een kanaal en zijn threads mogen onbeperkt spellen hebben.
        [one] Een kanaal en zijn threads hebben hoogstens 1 spel tegelijk.
       *[other] Een kanaal en zijn threads hebben hoogstens { $games } spellen tegelijk.
    }
answer-season-channel-kind = Seizoensaankondigingen gaan naar een tekst- of aankondigingskanaal. Kies er een.
answer-seasons = { $period ->
        [monthly] Seizoenen duren een maand (UTC); ratings beginnen elke maand opnieuw vanaf ieders totale rating, halfweg teruggebracht naar die van een nieuwkomer.
        [quarterly] Seizoenen duren een kwartaal (UTC); ratings beginnen elk kwartaal opnieuw vanaf ieders totale rating, halfweg teruggebracht naar die van een nieuwkomer.
       *[off] Geen seizoenen: de ranglijst telt alle spellen.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] Het einde van een seizoen wordt niet aangekondigd.
        }
       *[other] De top drie van elk seizoen wordt aangekondigd in <#{ $channel }>.
    }

## Toernooien
event-thread = { $event } · ronde { $round }, tafel { $table }
event-thread-match = { $event } · ronde { $round }, tafel { $table }, partij { $game }
news-decided-by-deadline = De termijn van de ronde is verstreken: dit spel eindigt hier, beslist door de huidige stand.
error-no-event = Hier is geen toernooi.
error-no-event-named = Geen toernooi op deze server heet ‘{ $name }’.
error-events-share-name = Meer dan één toernooi op deze server heeft die naam ({ $channels }): annuleer het in zijn eigen kanaal.
error-event-full = Dit toernooi is vol ({ $limit } spelers).
error-already-signed-up = Je bent al ingeschreven.
error-not-signed-up = Je speelt niet mee in dit toernooi.
error-signup-closed = De inschrijving voor dit toernooi is gesloten.
error-event-not-running = Dit toernooi is niet bezig.
error-too-few-entrants = Een toernooi heeft minstens { $needed } spelers nodig om te beginnen.
error-best-of-pairs = Wedstrijden over meerdere partijen zijn voor tafels van twee.
cmd-tournament = toernooi
cmd-tournament-desc = Toernooien: Zwitsers systeem, iedereen tegen iedereen of knock-out
cmd-tournament-open = openen
cmd-tournament-open-desc = Open de inschrijving voor een toernooi in dit kanaal; jij leidt het
cmd-tournament-start = starten
cmd-tournament-start-desc = Start het toernooi van dit kanaal nu (de leiding of 'Server beheren')
cmd-tournament-cancel = annuleren
cmd-tournament-cancel-desc = Annuleer het toernooi van dit kanaal (de leiding of 'Server beheren')
cmd-tournament-standings = stand
cmd-tournament-standings-desc = De stand van het toernooi in dit kanaal, alleen voor jou
cmd-tournament-withdraw = terugtrekken
cmd-tournament-withdraw-desc = Trek je terug uit het toernooi van dit kanaal: lopende partijen tellen als verlies
opt-name = naam
opt-name-desc = De naam van het toernooi
opt-tournament-cancel-name-desc = De naam van een toernooi elders op deze server, om het hiervandaan te annuleren
opt-format = opzet
opt-format-desc = Hoe er wordt ingedeeld (Zwitsers tenzij ingesteld)
opt-table = tafel
opt-table-desc = Spelers aan elke tafel (2 tenzij ingesteld)
opt-best_of = partijen
opt-best_of-desc = Partijen per wedstrijd aan tafels van twee (1 tenzij ingesteld)
opt-rounds = rondes
opt-rounds-desc = Rondes van een Zwitsers toernooi (4 tenzij ingesteld)
opt-tournament-open-seats-desc = Hoogstens zoveel spelers (16 tenzij ingesteld)
opt-round_hours = uren_per_ronde
opt-round_hours-desc = Uren per ronde tot de termijn (een week tenzij ingesteld)
opt-signup_hours = inschrijfuren
opt-signup_hours-desc = Uren tot de inschrijving sluit en het vanzelf begint (0: de leiding start het)
choice-format-0 = Zwitsers systeem
choice-format-1 = iedereen tegen iedereen
choice-format-2 = knock-out
choice-table-0 = 2 spelers
choice-table-1 = 3 spelers
choice-table-2 = 4 spelers
choice-best_of-0 = 1 partij
choice-best_of-1 = best of 3
choice-best_of-2 = best of 5
event-title = **{ $event }** — { $format ->
        [swiss] een Zwitsers toernooi van { $rounds } rondes
        [round_robin] een toernooi iedereen tegen iedereen
       *[elimination] een knock-outtoernooi
    }, tafels van { $size }{ $best_of ->
        [1] {""}
       *[other] , wedstrijden best of { $best_of }
    }; leiding: { $host }.
event-round-time = **Rondes:** elk { $time }; partijen die bij de termijn nog lopen, beslist de stand van dat moment.
event-signed-up = **Ingeschreven ({ $joined }/{ $max }):** { $players }
event-nobody = nog niemand
event-closes = De inschrijving sluit <t:{ $closes }:R>, en dan begint het toernooi.
event-host-starts = De leiding start het toernooi met **Starten**.
event-signup-over = De inschrijving is voorbij.
event-round = **{ $event } — ronde { $round } van { $rounds }**
event-table = Tafel { $table }: { $players } → { $thread }
event-table-waiting = Tafel { $table }: { $players } (de thread opent zo)
event-tables-more = …en nog { $count } tafels: elke tafel wordt in zijn eigen thread genoemd.
event-bye = Vrij (telt als winst): { $player }
event-deadline = Deze ronde eindigt <t:{ $when }:R>.
event-standings-title = **{ $event } — stand na ronde { $round } van { $rounds }**
event-final-title = **{ $event } — eindstand**
event-table-ref = ronde { $round }, tafel { $table }
event-decided = Beslist bij de termijn van de ronde: { $tables }.
event-winner = 🏆 { $player } wint **{ $event }**!
picture-event-after-round = { $event } — na ronde { $round }
picture-event-final = { $event } — eindstand
event-cancelled = **{ $event }** is geannuleerd door { $player }.
event-cancelled-empty = **{ $event }** is niet begonnen: te weinig inschrijvingen.
event-withdrew = { $player } heeft zich teruggetrokken uit **{ $event }**; lopende partijen tellen als verlies.
event-tables-wait = { $host } De tafels van **{ $event }** wachten op hun threads: deze server heeft zoveel actieve threads als Discord toestaat (1.000). Het toernooi is zolang gepauzeerd, de deadlines ook. Afgelopen threads archiveren maakt ruimte: ik probeer het elke { $minutes } minuten opnieuw en ga vanzelf verder, of de host hervat het eerder.
answer-event-not-in-thread = Open een toernooi in een kanaal, niet in een thread: de partijen krijgen daar eigen threads.
answer-event-here = Dit kanaal heeft al een toernooi (nr. { $event }): één tegelijk.
answer-event-opened = Toernooi nr. { $event } is geopend: de inschrijving staat in dit kanaal.
answer-event-started = { $event } is begonnen.
answer-event-cancelled = { $event } is geannuleerd.
answer-event-withdrawn = Je hebt je teruggetrokken uit { $event }.
cmd-tournament-resume = hervatten
cmd-tournament-resume-desc = Hervat het gepauzeerde toernooi van dit kanaal als mijn rechten terug zijn (leiding of beheer)
error-event-paused = Dit toernooi is gepauzeerd: ik mis een recht in het kanaal (om te posten of threads te openen). Zodra het terug is, kan de leiding verder met `/toernooi hervatten`.
answer-event-resumed = { $event } gaat verder.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Het speelveld rond de laatste tegel, met een nummer op elk vak waar tegel { $tile } past
alt-close-up = De zojuist gelegde tegel van dichtbij, met een letter op elke plek die een horige kan innemen
alt-board = Het speelveld, met de score van elke speler
alt-scores = Het speelveld aan het eind, met de punten van elke speler per soort gebied
alt-bag = De tegels die nog in de zak zitten, soort per soort
alt-holders = Het speelveld in de kleuren van wie elke weg, stad en weide heeft
alt-race = De score van elke speler na elke beurt
alt-tile = Tegel { $tile }, zoals getrokken
alt-replay = Het spel, tegel voor tegel
alt-standings = De stand van het toernooi
alt-rating = De rating van { $name }, spel voor spel

# The live board's page.
page-title = Carcassonne
page-language = Taal
page-new-game = Nieuw spel
page-people = Mensen aan dit scherm
page-add-person = Persoon toevoegen
page-computers = Computerspelers
page-add-computer = Computerspeler toevoegen
page-player = Speler { $n }
page-remove = Verwijderen
page-rules = Regels
page-expansions = Uitbreidingen
page-seats = Plaatsen: { $seats } (2 tot 6)
page-start = Spel starten
page-watching = Je kijkt mee.
page-waiting = Wachten op { $player }…
page-turn-tile = { $player }, jij bent: kies waar de tegel komt.
page-turn-figure = { $player }: zet een figuur op een plek, of geen.
page-fits-here = De tegel past hier: kolom { $x }, rij { $y }
page-drawn-tile = De tegel om te leggen: { $tile }
page-zoom-in = Inzoomen
page-zoom-out = Uitzoomen
page-centre = Het hele bord tonen
page-scores = Scores
page-bag = Tegels in de zak: { $left }
page-history = Verloop
page-game-over = Het spel is voorbij.
page-offline = De verbinding is verbroken; opnieuw proberen…
page-stale = Het spel is verder gegaan; hier is hoe het nu staat.
page-keys = Toetsen: Tab naar een vak, Enter om het te kiezen, R draait de tegel, nogmaals Enter om hem te leggen; pijlen verschuiven, + en − zoomen, 0 toont het hele bord.
page-holders = Tonen wie wat bezit
page-by-feature = Punten per gebied
page-error-bad-request = De pagina stuurde iets dat het bord niet begrijpt; laad de pagina opnieuw.
page-error-session = Deze link geldt niet meer (verlopen of voor een ander spel). Open het spel opnieuw.
page-error-watch-only = Deze link is om mee te kijken: er kan niet mee gespeeld worden.
page-error-too-many = Te veel klikken tegelijk; wacht even.
page-error-busy = Het bord is nu te druk; probeer het zo meteen opnieuw.
page-error-discord-code = Discord heeft niet bevestigd wie je bent. Sluit het bord en open het opnieuw.
page-error-not-in-activity = Volgens Discord zit je niet in deze activiteit, of staat die niet in het kanaal van een spel. Open het bord vanuit het kanaal van het spel.
page-error-discord-down = Discord was nu niet te bereiken. Probeer het zo meteen opnieuw.
page-error-no-game-here = Er loopt geen spel in dit kanaal.
page-asking-discord = Discord vragen wie je bent…
