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

## Commando's: namen (kleine letters, 1–32 tekens, geen spaties) en omschrijvingen (hoogstens 100 tekens)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Speel Carcassonne in dit kanaal.
cmd-carcassonne-new = nieuw
cmd-carcassonne-new-desc = Open een lobby voor een nieuw spel.
cmd-carcassonne-options = opties
cmd-carcassonne-options-desc = Wijzig de opties van de lobby in dit kanaal vóór de start (de gastheer).
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
cmd-carcassonne-cancel = annuleren
cmd-carcassonne-cancel-desc = Annuleer het spel in dit kanaal (de gastheer, of iemand met 'Server beheren').
cmd-carcassonne-resume = hervatten
cmd-carcassonne-resume-desc = Hervat het gepauzeerde spel in dit kanaal zodra mijn rechten hier in orde zijn.
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
cmd-carcassonne-skip = overslaan
cmd-carcassonne-skip-desc = Sla de beurt van de huidige speler over (de gastheer, of iemand met 'Server beheren').
cmd-carcassonne-remove = verwijderen
cmd-carcassonne-remove-desc = Haal een speler uit het spel; zijn horigen blijven staan (gastheer of 'Server beheren').
cmd-carcassonne-clock = klok
cmd-carcassonne-clock-desc = Stop of start de beurtklok van dit spel (de gastheer, of iemand met 'Server beheren').
cmd-carcassonne-help = hulp
cmd-carcassonne-help-desc = Hoe je met deze bot speelt.
cmd-carcassonne-config = instellingen
cmd-carcassonne-config-desc = Standaardinstellingen van de server voor nieuwe spellen ('Server beheren').
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
opt-carcassonne-options-language-desc = De taal van het spel
opt-carcassonne-config-language-desc = De taal van nieuwe spellen (anders de eigen taal van de server)
opt-show = weergave
opt-show-desc = Het bord (standaard), of elke weg, stad en weiland in de kleur van wie het bezit
opt-moves = zetten
opt-moves-desc = Hoeveel zetten (anders 10)
opt-how = hoe
opt-how-desc = Hoe je een melding krijgt (laat leeg om je huidige instelling te zien)
opt-player = speler
opt-player-desc = De speler die eruit moet
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
choice-show-0 = het bord
choice-show-1 = wie wat bezit (wegen, steden, weilanden)
choice-how-0 = noem me in het kanaal van het spel
choice-how-1 = stuur me een privébericht
choice-how-2 = geen ping (alleen het beurtbericht)
choice-action-0 = stoppen (voor de vakantie)
choice-action-1 = weer starten
