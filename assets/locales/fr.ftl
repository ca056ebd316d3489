# Français. Termes de la règle française (voir glossary/README.md).

## Images

picture-player = Joueur { $number }
picture-game-over = Partie terminée
picture-to-play = À { $name } de jouer · { $left ->
    [one] { $left } tuile restante
   *[other] { $left } tuiles restantes
}
picture-col-followers = Partisans
picture-col-score = Points
picture-col-bank = Reste
picture-bank-dh = { $d } j { $h } h
picture-bank-hm = { $h } h { $m } min
picture-bank-m = { $m } min
picture-bank-left = reste { $left }
picture-col-roads = Routes
picture-col-cities = Villes
picture-col-monasteries = Abbayes
picture-col-farms = Prés
picture-col-total = Total
picture-col-figures = Figurines
picture-col-wine = Vin
picture-col-grain = Blé
picture-col-cloth = Tissu
picture-col-goods = Marchand.
picture-turn-of = Au tour de { $name }
picture-fits = { $count ->
    [0] Cette tuile ne se place nulle part.
    [one] { $count } emplacement possible pour cette tuile
   *[other] { $count } emplacements possibles pour cette tuile
}
picture-bag-left = { $count ->
    [0] Le sac est vide
    [one] { $count } tuile dans le sac
   *[other] { $count } tuiles dans le sac
}
picture-no-spot = Aucun partisan ne peut aller sur cette tuile.
picture-spot = { $letter } : { $feature ->
    [road] route
    [city] ville
    [monastery] abbaye
    [garden] jardin
   *[field] pré
}
picture-bag-all-drawn = Toutes les tuiles ont été piochées.
picture-bag-all-fit = Chacune d'elles trouverait sa place maintenant.
picture-bag-some-fit = { $fitting } trouveraient leur place maintenant ; { $nowhere } non (entourées de rouge).
picture-holders-title = Qui contrôle quoi
picture-holders-key = Routes, villes et prés à la couleur du joueur qui y a le plus de partisans ; rayés en cas d'égalité.
picture-chart-race = Course aux points
picture-chart-end = Fin
picture-chart-turns = Tours
picture-chart-rating = Classement de { $name }
picture-chart-games = { $count ->
        [one] 1 partie, la plus ancienne à gauche
       *[other] { $count } parties, la plus ancienne à gauche
    }
picture-chart-peak = Record { $rating }
picture-chart-season-peak = Record de la saison { $rating }
picture-standings-player = Joueur
picture-standings-points = Pts match
picture-standings-buchholz = Buchholz
picture-standings-score = Points
picture-standings-played = Jouées
picture-standings-withdrawn = { $name } (forfait)
picture-standings-none = Personne n’a encore joué.
picture-chart-now = Maintenant : { $rating }

## Commandes : noms (minuscules, 1 à 32 caractères, sans espace) et descriptions (100 caractères au plus)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Jouer à Carcassonne dans ce salon.
cmd-carcassonne-new = nouvelle
cmd-carcassonne-new-desc = Ouvrir un salon d'attente pour une nouvelle partie.
cmd-host = hôte
cmd-host-desc = Mener la partie de ce salon en tant qu'hôte (ou avec « Gérer le serveur »).
cmd-host-options = options
cmd-host-options-desc = Changer les options de la partie de ce salon avant le début (l'hôte).
cmd-carcassonne-turn = tour
cmd-carcassonne-turn-desc = Retrouver les boutons de votre tour, pour vous seul.
cmd-carcassonne-board = plateau
cmd-carcassonne-board-desc = Voir le plateau de la partie de ce salon, ou qui tient quoi, pour vous seul.
cmd-carcassonne-bag = sac
cmd-carcassonne-bag-desc = Voir ce qui reste dans le sac, sorte par sorte, pour vous seul.
cmd-carcassonne-history = historique
cmd-carcassonne-history-desc = Les derniers coups de la partie de ce salon, en mots, pour vous seul.
cmd-carcassonne-score = score
cmd-carcassonne-score-desc = Voir les scores, détaillés par routes, villes, abbayes et prés.
cmd-carcassonne-rules = règles
cmd-carcassonne-rules-desc = Les règles et options de la partie de ce salon (ou celles du serveur par défaut).
cmd-carcassonne-undo = revenir
cmd-carcassonne-undo-desc = Demander aux autres d'annuler le dernier coup (les coups de l'ordinateur après aussi).
cmd-carcassonne-resign = abandonner
cmd-carcassonne-resign-desc = Quitter la partie de ce salon.
cmd-host-cancel = annuler
cmd-host-cancel-desc = Annuler la partie de ce salon (l'hôte, ou « Gérer le serveur »).
cmd-host-resume = reprendre
cmd-host-resume-desc = Reprendre la partie en pause de ce salon, une fois mes permissions rétablies.
cmd-carcassonne-export = exporter
cmd-carcassonne-export-desc = L'enregistrement de la dernière partie de ce salon (carcassonne-record/1).
cmd-carcassonne-replay = rediffusion
cmd-carcassonne-replay-desc = Une animation de la dernière partie de ce salon (les coups joués), pour vous seul.
cmd-carcassonne-games = parties
cmd-carcassonne-games-desc = Les parties en cours sur ce serveur, pour vous seul.
cmd-carcassonne-mine = mes-parties
cmd-carcassonne-mine-desc = Vos parties en cours sur ce serveur, celles qui vous attendent d'abord.
cmd-carcassonne-notify = notifications
cmd-carcassonne-notify-desc = Comment on vous prévient que c'est votre tour sur ce serveur.
cmd-host-skip = passer
cmd-host-skip-desc = Passer le tour du joueur actuel (l'hôte, ou « Gérer le serveur »).
cmd-host-remove = retirer
cmd-host-remove-desc = Retirer un joueur de la partie ; ses partisans restent (l'hôte, ou « Gérer le serveur »).
cmd-host-standin = remplacer
cmd-host-standin-desc = Donner la place d'un joueur à l'ordinateur ; elle n'est pas classée (hôte ou « Gérer le serveur »).
cmd-host-clock = horloge
cmd-host-clock-desc = Arrêter ou relancer l'horloge des tours (l'hôte, ou « Gérer le serveur »).
cmd-host-links = liens
cmd-host-links-desc = Nouveaux liens du direct ; les anciens ne marchent plus (l'hôte, ou « Gérer le serveur »).
cmd-carcassonne-help = aide
cmd-carcassonne-help-desc = Comment jouer avec ce bot.
cmd-settings = config
cmd-settings-desc = Réglages du serveur pour les nouvelles parties (« Gérer le serveur »).
cmd-leaderboard = classement
cmd-leaderboard-desc = Les meilleurs joueurs de ce serveur.
cmd-stats = stats
cmd-stats-desc = Le bilan de quelqu'un sur ce serveur : classement, 10 dernières parties, face à quelqu'un.

opt-small_city = petite_ville
opt-small_city-desc = Points pour une ville de 2 tuiles achevée
opt-farms = prés
opt-farms-desc = Comment comptent les paysans
opt-end_scoring = décompte_final
opt-end_scoring-desc = Ce que rapporte l'inachevé à la fin
opt-seats = places
opt-seats-desc = Places (2 à 6)
opt-turn_hours = heures_par_tour
opt-turn_hours-desc = Heures par tour (0 : sans limite)
opt-thread = fil
opt-thread-desc = Jouer dans un fil à part
opt-computers = ordinateurs
opt-computers-desc = Joueurs ordinateur à placer tout de suite (d'autres peuvent s'ajouter dans le salon)
opt-computer_level = niveau_ordinateur
opt-computer_level-desc = Le niveau des joueurs ordinateur
opt-language = langue
opt-language-desc = La langue de la partie (celle du serveur sinon)
opt-river = rivière
opt-river-desc = Jouer avec La Rivière (la source d'abord, le lac en dernier)
opt-abbot = abbé
opt-abbot-desc = Jouer avec L'Abbé (jardins, et un abbé pour chacun)
opt-inns_cathedrals = auberges_cathédrales
opt-inns_cathedrals-desc = Jouer avec Auberges et Cathédrales
opt-traders_builders = marchands_bâtisseurs
opt-traders_builders-desc = Jouer avec Marchands et Bâtisseurs
opt-host-options-language-desc = La langue de la partie
opt-settings-language-desc = La langue des nouvelles parties (celle du serveur lui-même sinon)
opt-show = affichage
opt-show-desc = Le plateau (par défaut), ou chaque route, ville et pré aux couleurs de qui le tient
opt-moves = coups
opt-moves-desc = Combien de coups (10 par défaut)
opt-how = comment
opt-how-desc = Comment vous prévenir (à omettre pour voir le réglage actuel)
opt-player = joueur
opt-player-desc = Le joueur à retirer
opt-host-standin-player-desc = Le joueur dont l'ordinateur prend la place
opt-stand_in = remplacant
opt-stand_in-desc = Qui prend la place d'un joueur hors délai, qui abandonne ou qui est retiré
opt-time_bank = reserve_de_temps
opt-time_bank-desc = Une réserve de temps par joueur, au lieu d'heures par tour (comme l'horloge de Board Game Arena)
opt-action = action
opt-action-desc = Arrêter l'horloge, ou la relancer
opt-reminder_hours = heures_rappel
opt-reminder_hours-desc = Heures avant un rappel (0 : aucun)
opt-forfeit_after = forfait_après
opt-forfeit_after-desc = Tours manqués d'affilée avant qu'un joueur soit déclaré forfait (0 : jamais)
opt-threads = fils
opt-threads-desc = Donner à chaque partie son propre fil
opt-lobby_hours = heures_salon
opt-lobby_hours-desc = Heures d'ouverture d'un salon d'attente sans début (0 : toujours ; 48 par défaut)
opt-lobbies_per_member = salons_par_membre
opt-lobbies_per_member-desc = Salons d’attente ouverts par membre à la fois (0 : sans limite ; 3 par défaut)
opt-ask_cooldown_minutes = delai_demandes_minutes
opt-ask_cooldown_minutes-desc = Minutes entre deux demandes de revanche ou d’annulation (0 : aucun ; 10 par défaut)
opt-threads_per_hour = fils_par_heure
opt-threads_per_hour-desc = Fils que le bot ouvre pour des parties par heure (0 : sans limite ; 10 par défaut)
opt-games_per_channel = parties_par_salon
opt-games_per_channel-desc = Parties en cours qu’un salon et ses fils peuvent avoir ensemble (0 : sans limite ; 10 par défaut)
opt-season = saison
opt-settings-season-desc = Saisons du classement : les classements repartent chaque mois ou trimestre (off : global)
opt-leaderboard-season-desc = Quel classement : cette saison (par défaut), la saison précédente ou global
opt-season_channel = salon_saison
opt-season_channel-desc = Où les trois premiers de chaque saison sont annoncés à sa fin
opt-season_announce = annoncer_saison
opt-season_announce-desc = Annoncer les trois premiers de chaque saison (false : rien annoncer)
opt-user = personne
opt-user-desc = Les stats de qui (les vôtres par défaut)
opt-against = contre
opt-against-desc = Son bilan face à cette personne

choice-small_city-0 = 4 points (règles actuelles)
choice-small_city-1 = 2 points (première édition)
choice-farms-0 = par pré (règles actuelles)
choice-farms-1 = par ville (première édition)
choice-farms-2 = sans paysans
choice-end_scoring-0 = tout l'inachevé compte
choice-end_scoring-1 = seulement les abbayes inachevées
choice-computer_level-0 = facile
choice-computer_level-1 = moyen
choice-computer_level-2 = difficile
choice-stand_in-0 = personne : la place quitte la partie
choice-stand_in-1 = un joueur ordinateur (facile)
choice-stand_in-2 = un joueur ordinateur (moyen)
choice-stand_in-3 = un joueur ordinateur (difficile)
choice-time_bank-0 = aucune (heures par tour)
choice-time_bank-1 = 1 jour, +8 heures par tour, 2 jours au plus
choice-time_bank-2 = 3 jours, +1 jour par tour, 7 jours au plus
choice-time_bank-3 = 7 jours, +2 jours par tour, 14 jours au plus
choice-settings-season-0 = mensuelles
choice-settings-season-1 = trimestrielles
choice-settings-season-2 = désactivées
choice-leaderboard-season-0 = cette saison
choice-leaderboard-season-1 = saison précédente
choice-leaderboard-season-2 = global
choice-show-0 = le plateau
choice-show-1 = qui tient quoi (routes, villes, prés)
choice-how-0 = me mentionner dans le salon de la partie
choice-how-1 = m'envoyer un message privé
choice-how-2 = pas de ping (le message du tour seulement)
choice-action-0 = arrêter (pour les vacances)
choice-action-1 = relancer

## Refus : pourquoi une action n'a pas été faite. Rien n'a changé après.

error-unknown-game = Cette partie n'existe pas.
error-channel-busy = Ce salon a déjà une partie (#{ $game }). Terminez-la ou annulez-la d'abord, ou lancez une partie dans un fil.
error-not-in-lobby = Cela ne se fait que dans le salon d'attente, avant le début de la partie.
error-not-started = La partie n'a pas encore commencé.
error-game-over = Cette partie est terminée.
error-already-joined = Vous êtes déjà dans cette partie.
error-lobby-full = La partie est complète ({ $seats } places).
error-not-in-game = Vous ne jouez pas dans cette partie.
error-host-cannot-leave = Vous êtes l'hôte de cette partie : annulez-la au lieu de la quitter.
error-not-host = Seul l'hôte peut faire cela.
error-not-allowed-to-cancel = Seuls l'hôte ou un admin du serveur peuvent annuler la partie.
error-too-few-players = Il faut au moins 2 joueurs pour commencer.
error-seats-changing = Des joueurs rejoignent ou quittent ce salon en ce moment ; appuyez de nouveau sur Commencer.
error-not-your-turn = C'est au tour de { $name }.
error-turn-over = Ce tour est fini ; regardez le dernier message.
error-no-such-spot = Il n'y a pas d'emplacement { $letter } sur cette tuile.
error-bad-seats = Une partie a de 2 à 6 places, pas { $seats }.
error-turn-limit-too-short = Le temps par tour doit être d'au moins une minute.
error-reminder-too-soon = Un rappel vient au plus tôt après une minute.
error-forfeit-never = Le forfait vient au plus tôt après un tour manqué.
error-seats-taken = { $players } joueurs ont déjà rejoint.
error-corrupt = Les coups enregistrés de cette partie sont illisibles, elle ne peut pas continuer. L'hôte ou un admin du serveur peut l'annuler.
error-no-computer = Il n'y a pas de joueur ordinateur à retirer.
error-computer-turn = C'est au tour d'un joueur ordinateur ; il joue tout seul.
error-paused = La partie #{ $game } est en pause : Discord refuse mes messages dans son salon. Une fois mes permissions rétablies, l'hôte ou un admin du serveur peut la reprendre avec `/hôte reprendre`.
error-not-paused = Cette partie n'est pas en pause.
error-not-allowed-to-resume = Seuls l'hôte ou un admin du serveur peuvent reprendre la partie.
error-nothing-to-take-back = Aucune tuile posée à reprendre dans ce tour.
error-not-finished = Cette partie n'est pas encore terminée.
error-not-allowed-to-manage = Seuls l'hôte ou un admin du serveur peuvent faire cela.
error-competitor-manages = Dans une partie de tournoi, seuls l'hôte du tournoi (s'il n'y joue pas) ou un admin du serveur peuvent faire cela, jamais l'un de ses joueurs.
error-tournament-undo-needs-consent = Dans une partie de tournoi, un coup n’est repris qu’avec l’accord de chaque adversaire, et un joueur ordinateur ne peut pas le donner.
error-not-a-player = { $name } ne joue pas dans cette partie.
error-clock-stopped = L'horloge de cette partie est déjà arrêtée ; `/hôte horloge` la relance.
error-clock-running = L'horloge de cette partie tourne déjà.
error-nothing-to-undo = Il n'y a encore aucun coup à annuler.
error-cannot-undo = Le dernier coup était un tour passé ou un joueur parti ; cela ne s'annule pas.
error-undo-vote-open = Un vote pour revenir en arrière est déjà ouvert dans cette partie ; il se termine quand tout le monde a répondu.
error-undo-vote-closed = Ce vote est clos.
error-not-a-voter = Seuls les autres joueurs votent sur ce retour en arrière.
error-internal = Quelque chose s'est mal passé de notre côté ; rien n'a été changé. Réessayez, s'il vous plaît.
error-saved = C'est enregistré, mais quelque chose s'est mal passé de notre côté à l'affichage ; les messages de la partie vont rattraper cela sous peu.
error-too-many-threads = La limite de ce serveur, { $limit ->
        [one] 1 nouveau fil
       *[other] { $limit } nouveaux fils
    } par heure, est atteinte. Réessaie dans { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }, ou lance la partie ici sans fil.
error-too-many-games = Ce salon et ses fils ont déjà { $limit ->
        [one] 1 partie
       *[other] { $limit } parties
    } en cours ou en attente de joueurs, le maximum permis par ce serveur. Réessaie quand { $limit ->
        [one] elle sera finie
       *[other] l’une d’elles sera finie
    }, ou lance la partie dans un autre salon.
error-too-many-lobbies = Tu animes déjà { $limit ->
        [one] un salon d’attente ouvert
       *[other] { $limit } salons d’attente ouverts
    } sur ce serveur, le maximum autorisé. Lance ou annule { $limit ->
        [one] ce salon
       *[other] l’un d’eux
    }, puis réessaie.
error-rematch-asked-recently = Tu as demandé une revanche il y a un instant. Pour que personne ne soit de nouveau mentionné si vite, tu pourras redemander dans { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }.
error-undo-asked-recently = Tu as demandé une annulation il y a un instant. Pour que personne ne soit de nouveau mentionné si vite, tu pourras redemander dans { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }.
error-choose-level = Choisissez un niveau dans le menu.
error-choose-expansions = Choisis les extensions dans le menu.
error-choose-position = Choisissez un emplacement dans le menu.

illegal-game-over = La partie est terminée.
illegal-tile-already-placed = Vous avez déjà posé votre tuile ; choisissez maintenant où placer un partisan, ou aucun.
illegal-tile-not-placed = Posez votre tuile avant de choisir un partisan.
illegal-occupied = Il y a déjà une tuile en { $pos }.
illegal-not-adjacent = Une tuile doit toucher une tuile déjà posée, et { $pos } n'en touche aucune.
illegal-edge-mismatch = Cette tuile ne va pas en { $pos } : son bord { $side ->
        [north] nord
        [east] est
        [south] sud
       *[west] ouest
    } montre { $edge ->
        [road] une route
        [river] une rivière
        [city] une ville
       *[field] un pré
    } mais la tuile au { $side ->
        [north] nord
        [east] côté est
        [south] sud
       *[west] côté ouest
    } y a { $neighbour ->
        [road] une route
        [river] une rivière
        [city] une ville
       *[field] un pré
    }.
illegal-no-followers-left = Vous n'avez plus de partisans en réserve.
illegal-farmers-not-used = Il n'y a pas de paysans dans cette partie.
illegal-no-such-feature = Cette tuile n'a pas { $kind ->
        [road] de route
        [city] de ville
        [monastery] d'abbaye
       *[field] de pré
    } en { $port }.
illegal-no-monastery = Cette tuile n'a pas d'abbaye.
illegal-port-needed = Dites où va le { $kind ->
        [road] voleur
        [city] chevalier
        [monastery] moine
       *[field] paysan
    } sur la tuile : { $kind ->
        [road] une route
        [city] une ville
        [monastery] une abbaye
       *[field] un pré
    } a besoin d'un point d'attache.
illegal-monastery-takes-no-port = Un moine se tient sur l'abbaye elle-même ; il ne prend pas de point d'attache.
illegal-feature-occupied = { $kind ->
        [road] Cette route
        [city] Cette ville
        [monastery] Cette abbaye
        [garden] Ce jardin
       *[field] Ce pré
    } a déjà un partisan.
illegal-not-playing = Ce joueur n'est plus dans la partie.
illegal-river-closed = La rivière est fermée : on ne peut plus poser de tuile rivière.
illegal-river-must-extend = Une tuile rivière doit prolonger la rivière : elle va en { $pos }, un bord de rivière tourné vers le bout ouvert de la rivière.
illegal-river-u-turn = La rivière ne peut pas tourner deux fois de suite du même côté.
illegal-figure-not-in-play = { $figure ->
        [large] Le grand partisan n'est
        [abbot] L'abbé n'est
        [builder] Le bâtisseur n'est
        [pig] Le cochon n'est
       *[follower] Les partisans ne sont
    } pas utilisé dans cette partie.
illegal-no-figure-left = { $figure ->
        [large] Ton grand partisan est
        [abbot] Ton abbé est
        [builder] Ton bâtisseur est
        [pig] Ton cochon est
       *[follower] Tous tes partisans sont
    } déjà sur le plateau.
illegal-no-garden = Cette tuile n'a pas de jardin.
illegal-figure-not-there = { $figure ->
        [abbot] L'abbé ne va que dans une abbaye ou un jardin
        [builder] Le bâtisseur ne va que sur une route ou dans une ville
        [pig] Le cochon ne va que dans un pré
       *[other] Seul l'abbé va dans un jardin
    }, pas { $kind ->
        [road] sur cette route
        [city] dans cette ville
        [monastery] dans cette abbaye
        [garden] dans ce jardin
       *[field] dans ce pré
    }.
illegal-builder-on-completed = Cette tuile achève la zone ; le bâtisseur ne va que dans une zone qui grandit encore.
illegal-builder-needs-follower = Le bâtisseur ne va que sur une route ou dans une ville où tu as déjà un partisan.
illegal-pig-needs-farmer = Le cochon ne va que dans un pré où tu as déjà un paysan.
illegal-no-abbot-on-board = Tu n'as pas d'abbé sur le plateau à reprendre.
illegal-abbot-feature-complete = L'abbaye ou le jardin de ton abbé est achevé ; il est compté et revient tout seul.
illegal-abbot-return-with-figure = Reprendre ton abbé est l'action de figurine de ce tour : tu ne peux pas poser de figurine en plus.

perm-view-channel = Voir le salon
perm-send-messages = Envoyer des messages
perm-attach-files = Joindre des fichiers
perm-read-message-history = Voir les anciens messages
perm-create-public-threads = Créer des fils publics
perm-send-messages-in-threads = Envoyer des messages dans les fils
error-missing-permissions = Je ne peux pas mener de partie dans { $thread ->
        [yes] ce fil
       *[no] ce salon
    } : il me manque ici { $count ->
        [one] la permission
       *[other] les permissions
    } { $list }. Un admin du serveur peut me les donner dans les paramètres du salon (Permissions), puis réessayez.
list-and = { $init } et { $last }
paused-notice = La partie #{ $game } dans <#{ $channel }> est en pause : Discord refuse mes messages là-bas, on m'a donc retiré une permission. J'ai besoin de { $list } (dans un fil, { $threads } au lieu de { $send }). Une fois corrigé, l'hôte ou un admin du serveur peut lancer `/hôte reprendre` là-bas ; l'horloge des tours est arrêtée d'ici là.
paused-thread-notice = La partie #{ $game } dans <#{ $channel }> est en pause : son fil est archivé ou verrouillé, et je ne peux pas le rouvrir. Dès qu'un modérateur le déverrouille, l'hôte ou un admin du serveur peut lancer `/hôte reprendre` là-bas ; d'ici là, l'horloge des tours est arrêtée.
error-unknown-options = Cette commande n'a pas { $count ->
        [one] d'option nommée { $options }
       *[other] d'options nommées { $options }
    }. Discord met peut-être encore à jour les commandes de ce bot ; réessayez dans une minute.
error-unreadable-option = Je n'ai pas pu lire l'option { $option } : ce n'est pas une valeur qu'elle accepte. `/carcassonne aide` présente les options.
error-stale-command = Cette commande ne correspond pas à la version de ce bot (une option hors limites, ou un choix qu'elle n'a pas). Discord met peut-être encore à jour les commandes ; réessayez dans une minute.
error-needs-manage-server = Seule une personne ayant la permission « Gérer le serveur » peut changer les réglages de ce serveur.
error-server-only = Carcassonne se joue dans les salons d'un serveur ; cette commande fonctionne là, pas en messages privés.

## Réponses aux commandes, visibles seulement par qui a demandé, sauf mention contraire.

answer-pick-subcommand = Choisissez une des sous-commandes : { $list }.
answer-no-thread = Discord ne m'a pas laissé ouvrir de fil ici. Réessayez, ou lancez la partie sans fil (`fil: False`).
answer-threads-full = Ce serveur a autant de fils actifs que Discord le permet (1 000), je ne peux donc pas en ouvrir un pour la partie. Archivez des fils terminés pour faire de la place, ou lancez la partie ici sans fil (`fil: False`).
answer-game-open = { $thread ->
        [yes] La partie #{ $game } est ouverte dans <#{ $channel }> : le salon d'attente y est.
       *[no] La partie #{ $game } est ouverte : le salon d'attente est juste en dessous.
    }
answer-no-lobby = Il n'y a pas de salon d'attente dans ce salon.
answer-options-started = La partie a commencé : ses options restent telles quelles.
answer-options-saved = Enregistré. La partie #{ $game } se jouera avec :
    { $rules }
answer-no-game-start-one = Il n'y a pas de partie dans ce salon. Lancez-en une avec `/carcassonne nouvelle`.
answer-no-running-game = Il n'y a pas de partie en cours dans ce salon.
answer-no-game = Il n'y a pas de partie dans ce salon.
answer-no-game-to-cancel = Il n'y a pas de partie à annuler dans ce salon.
answer-scores = Scores de la partie #{ $game }.
answer-rules-of-game = Partie #{ $game } :
    { $rules }
answer-rules-of-server = Réglages de ce serveur pour les nouvelles parties :
    { $rules }
answer-undone = Annulé ; la partie reprend de là.
answer-undo-asked = Demandé. Les autres peuvent accepter jusqu'à <t:{ $closes }:f>.
answer-resigned = Vous avez quitté la partie #{ $game }.
answer-cancelled = La partie #{ $game } a été annulée.
answer-resumed = La partie #{ $game } continue ; son horloge tourne de nouveau.
answer-record = L'enregistrement de la partie #{ $game }.
answer-replay-cooldown = Vous avez demandé une rediffusion il y a un instant ; vous pourrez redemander dans { $seconds } s.
answer-replay = La partie #{ $game }, tour par tour.
answer-replay-busy = Je dessine déjà une autre rediffusion, une à la fois pour que les parties restent rapides. Redemandez dans une minute.
answer-computer-turn = C'est au tour de { $name } ; il joue tout seul.
answer-not-your-turn = C'est au tour de { $name }, pas au vôtre.
answer-turn-link = Le message du tour : { $link }
answer-done = Fait : { $what }
answer-links-renewed = Les anciens liens « Regarder en direct » de cette partie ne marchent plus ; les nouvelles cartes en portent un nouveau.
answer-notice-set = Désormais, on vous prévient de votre tour { $how ->
        [mention] par une mention dans le salon de la partie
        [dm] par message privé avec un lien vers le tour (avec une mention dans le salon si vos MP me sont fermés)
       *[quiet] par le message du tour seulement, sans ping
    }.
answer-notice-now = On vous prévient de votre tour { $how ->
        [mention] par une mention dans le salon de la partie
        [dm] par message privé avec un lien vers le tour (avec une mention dans le salon si vos MP me sont fermés)
       *[quiet] par le message du tour seulement, sans ping
    }. Changez cela avec `/carcassonne notifications`.
answer-config-saved = Enregistré. Nouvelles parties sur ce serveur :
    { $rules }{ $threads ->
        [yes] Chaque partie a son propre fil.
       *[no] Les parties se jouent dans le salon.
    } { $lobby_hours ->
        [0] Les salons d'attente restent ouverts jusqu'au début ou à l'annulation.
        [one] Les salons d'attente ferment après 1 heure sans début.
       *[other] Les salons d'attente ferment après { $lobby_hours } heures sans début.
    }

## Réponses aux clics, visibles seulement par qui a cliqué.

click-unknown-control = Ce bouton n'est pas connu de ce bot ; il ne change rien.
click-other-channel = Ce bouton appartient à une partie d'un autre salon ; il ne change rien.
click-no-board = Ce bot ne peut pas ouvrir le plateau dans Discord ; utilisez les boutons, ou « Regarder en direct » là où il apparaît.
click-rematch-open = La partie #{ $game } est ouverte : son salon d'attente est en dessous. Les autres sont invités.

## Messages de la partie dans le salon, dans la langue de la partie.

duration-days = { $n ->
        [one] 1 jour
       *[other] { $n } jours
    }
duration-hours = { $n ->
        [one] 1 heure
       *[other] { $n } heures
    }
duration-minutes = { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }
rules-line = { $small ->
        [two] une ville de 2 tuiles rapporte 2 (première édition)
       *[four] une ville de 2 tuiles rapporte 4
    } ; { $farms ->
        [per-city] les paysans comptent chaque ville achevée une fois (première édition)
        [off] sans paysans
       *[per-field] les paysans rapportent 3 par ville achevée touchant leur pré
    } ; { $end ->
        [monasteries] seules les abbayes inachevées comptent à la fin
       *[all] routes, villes et abbayes inachevées comptent à la fin
    }
rules-turn-time = { $time } ; ensuite { $forfeit ->
        [yes] le tour est passé, et après { $after } tours manqués d'affilée le joueur est déclaré forfait
       *[no] le tour est passé
    }
rules-no-turn-limit = sans limite
rules-rules = **Règles :** { $rules }.
expansion-name = { $name ->
        [river] La Rivière
        [abbot] L'Abbé
        [inns_cathedrals] Auberges et Cathédrales
       *[traders_builders] Marchands et Bâtisseurs
    }
rules-expansions = **Extensions :** { $list }.
rules-no-expansions = **Extensions :** aucune (le jeu de base).
rules-seats = **Places :** jusqu'à { $seats }.
rules-turn = **Temps par tour :** { $turn_time }.
rules-reminder = **Rappel :** après { $time } sans coup.
rules-stand-in = **Remplaçants :** un joueur ordinateur ({ $level }) prend la place de quiconque dépasse son temps, abandonne ou est retiré ; cette place n'est pas classée.
rules-bank = une réserve de { $start } pour chacun, { $increment } de plus à chaque tour, { $cap } au plus ; elle ne s'écoule que pendant vos propres tours
rules-language = **Langue :** { $language }.
lobby-title = **Carcassonne** — partie #{ $game }, hôte : { $host }
lobby-players = **Joueurs ({ $joined }/{ $seats }) :** { $players }
lobby-can-start = L'hôte peut lancer la partie maintenant.
lobby-waiting = En attente d'au moins un joueur de plus…
lobby-closes = Le salon d'attente ferme <t:{ $closes }:R> sauf si la partie commence.
lobby-add-computer-menu = Ajouter un joueur ordinateur (hôte)…
lobby-expansions-menu = Extensions (l'hôte choisit)
lobby-add-computer = Ajouter un joueur ordinateur : { $level }
level-easy = facile
level-medium = moyen
level-hard = difficile
level-random = au hasard
level-easy-blurb = Connaît les règles, rate souvent le meilleur coup
level-medium-blurb = Joue le coup qui semble le meilleur sur le moment
level-hard-blurb = Anticipe avec les tuiles encore dans le sac
level-random-blurb = N'importe quel coup permis
button-join = Rejoindre
button-leave = Quitter
button-start = Commencer
button-cancel = Annuler
button-remove-computer = Retirer l'ordinateur
button-previous = ◀ Précédent
button-next = Suivant ▶
button-fits-one-way = Un seul sens possible
button-turn = ⟳ Tourner
button-turn-left = ⟲ Tourner à gauche
button-turn-right = ⟳ Tourner à droite
button-confirm = Valider
button-no-follower = Aucun partisan
button-take-back = ↩ Reprendre la tuile
button-rematch = Revanche
button-agree = D'accord
button-refuse = Refuser
turn-header = { $player }, c'est votre tour (coup { $move }). Votre tuile est **{ $tile }** ; { $left ->
        [one] il reste 1 tuile dans le sac.
       *[other] il reste { $left } tuiles dans le sac.
    }
turn-deadline = Le temps s'écoule <t:{ $deadline }:R>.
turn-clock-stopped = L'horloge est arrêtée.
turn-pick = Choisissez un emplacement par son numéro, tournez la tuile, puis validez.
turn-shown-in-place = La tuile est montrée en place. Tournez-la ou choisissez un autre emplacement, puis validez.
turn-fits-ways = { $ways ->
        [one] va dans un seul sens
       *[other] va dans { $ways } sens
    }
turn-choose-position = { $pages ->
        [one] Choisissez un emplacement
       *[other] Choisissez un emplacement (page { $page } sur { $pages })
    }
feature = { $kind ->
        [road] route
        [city] ville
        [monastery] abbaye
        [garden] jardin
       *[field] pré
    }
follower-step = { $player }, la tuile est posée. Placez un partisan sur un emplacement lettré, ou aucun. Il vous reste { $left ->
        [one] 1 partisan
       *[other] { $left } partisans
    }.
dm-turn = C'est votre tour dans la partie de Carcassonne #{ $game } dans <#{ $channel }> (coup { $move }).
dm-reminder = ⏰ Rappel : c'est toujours votre tour dans la partie de Carcassonne #{ $game } dans <#{ $channel }> (coup { $move }).
dm-link = Votre tour : { $link }
dm-how-to-change = `/carcassonne notifications` sur le serveur change la façon dont on vous prévient.
dm-fallback = { $player }, votre tour vous attend : { $link }
dm-fallback-reminder = ⏰ { $player }, votre tour vous attend toujours : { $link }
dm-closed = Vos MP me sont fermés, je vous mentionne donc ici. Ouvrez-les, ou choisissez un autre moyen avec `/carcassonne notifications`.
board-turn = Partie #{ $game } : au tour de { $name } (coup { $move }).
board-holders-turn = Partie #{ $game } : qui tient quoi, au tour de { $name } (coup { $move }).
board-holders-end = Partie #{ $game } : qui tenait quoi à la fin.
board-over = La partie #{ $game } est terminée.
board-not-started = La partie #{ $game } n'a pas encore commencé.
board-cancelled = La partie #{ $game } a été annulée.
bag-not-started = La partie #{ $game } n'a pas encore commencé : les { $total } tuiles sont dans le sac.
bag-over = La partie #{ $game } est terminée : il ne reste rien à piocher.
bag-left = Partie #{ $game } : { $left ->
        [0] le sac est vide ; la tuile en main est la dernière.
        [one] 1 tuile dans le sac ; { $fitting ->
            [0] elle n'irait nulle part maintenant.
           *[other] elle irait quelque part maintenant.
        }
       *[other] { $left } tuiles dans le sac ; { $nowhere ->
            [0] toutes iraient quelque part maintenant.
           *[other] { $fitting } iraient quelque part maintenant, { $nowhere } non.
        }
    }
final-title = Scores finaux
final-line = { $medal } { $player } — **{ $score }** (routes { $roads }, villes { $cities }, abbayes { $monasteries }, prés { $farms }{ $goods ->
        [0] {""}
       *[other] , marchandises { $goods }
    }){ $left ->
        [yes] , a quitté la partie
       *[no] {""}
    }
final-rating = classement { $before } → { $after }
undo-last-move = le dernier coup
undo-vote = **Revenir en arrière ?** { $asker } demande d'annuler { $what } dans la partie #{ $game }. { $voters } : êtes-vous d'accord ? Tout le monde doit l'être, avant <t:{ $closes }:R>.
undo-agreed = D'accord jusqu'ici : { $names }.
rematch-invite = { $count ->
        [0] Revanche de la partie #{ $old } : le salon d'attente de la partie #{ $game } est juste au-dessus.
       *[other] Revanche de la partie #{ $old } ! { $players } : le salon d'attente de la partie #{ $game } est juste au-dessus ; appuyez sur **Rejoindre** pour rejouer.
    }

## Listes et statistiques, dans la langue de qui demande.

leaderboard-title = Classement
leaderboard-title-season = Classement — saison { $season }
season-over = 🏆 **La saison { $season } est terminée.** Ses meilleurs joueurs :
season-top-line = { $medal } { $player } — classement { $rating }, { $games ->
        [one] 1 partie
       *[other] { $games } parties
    }, { $wins ->
        [one] 1 victoire
       *[other] { $wins } victoires
    }
leaderboard-empty = Personne n'a encore terminé de partie sur ce serveur.
leaderboard-line = { $place }. { $player } — classement { $rating } · { $games ->
        [one] 1 partie
       *[other] { $games } parties
    }, { $wins ->
        [one] 1 victoire
       *[other] { $wins } victoires
    } · moyenne { $average }, record { $best }
games-title = { $count ->
        [0] Aucune partie en cours sur ce serveur. Lancez-en une avec `/carcassonne nouvelle`.
        [one] **1 partie en cours sur ce serveur**
       *[other] **{ $count } parties en cours sur ce serveur** (page { $page } sur { $pages }, celles qui attendent depuis le plus longtemps d'abord)
    }
games-cannot-check = Je n’ai pas pu demander à Discord quels salons tu peux voir, donc je ne liste aucune partie pour l’instant. Réessaie dans une minute.
stats-cannot-check = Je n’ai pas pu demander à Discord quels salons tu peux voir : les dernières parties ne sont pas listées pour l’instant.
games-your-turn = votre tour
games-turn-of = au tour de { $name }
games-between-turns = entre deux tours
games-since = depuis <t:{ $since }:R>
games-go-to-it = y aller
games-progress = { $played ->
        [one] 1 tour joué
       *[other] { $played } tours joués
    }, { $left ->
        [one] 1 tuile restante
       *[other] { $left } tuiles restantes
    }
games-paused = en pause
mine-none = Vous ne jouez dans aucune partie sur ce serveur. `/carcassonne parties` liste celles en cours.
mine-title = **Vos parties** ({ $count }) : { $yours ->
        [0] aucune ne vous attend pour l'instant.
        [one] c'est votre tour dans 1 partie.
       *[other] c'est votre tour dans { $yours } parties.
    }
stats-none = { $player } n'a encore terminé aucune partie sur ce serveur.
stats-line = { $player } : { $games ->
        [one] 1 partie
       *[other] { $games } parties
    }, { $wins ->
        [one] 1 victoire
       *[other] { $wins } victoires
    }, score moyen { $average }, record { $best } ; classement { $rating } (niveau { $mu } ± { $sigma }).
history-none = La partie #{ $game } n'a encore aucun coup.
history-title = Partie #{ $game } : { $shown ->
        [one] le dernier coup
       *[other] les { $shown } derniers coups
    } sur { $total }
history-end = Fin.
recent-title = { $count ->
        [one] Dernière partie
       *[other] { $count } dernières parties
    } :
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 gagnée
       *[other] { $rank }e sur { $players }
    }, { $score } points
against-none = { $a } et { $b } n'ont encore terminé aucune partie ensemble sur ce serveur.
against-line = **Face à { $b } :** { $games ->
        [one] 1 partie
       *[other] { $games } parties
    } ensemble ; { $a } devant dans { $ahead }, derrière dans { $behind }, à égalité dans { $level }.
replay-whole-game = Toute la partie :
someone = Quelqu'un
undo-refused = { $voter } refuse d'annuler les coups que { $asker } voulait annuler ; ils restent.
undo-agreed-by-all = Tout le monde est d'accord avec { $asker } : { $moves } annulé.
undo-done = { $asker } a annulé { $moves }.
undo-turn-undone = Ce tour a été annulé.
undo-play-again = { $player } rejoue ce tour, avec la même tuile.
undo-expired = Tout le monde n'a pas accepté à temps, les coups restent donc.
undo-tile-of = la tuile { $tile } de { $player } en ({ $x }, { $y })
news-skipped = { $actor } a passé le tour de { $player }.
news-removed = { $actor } a retiré { $player } de la partie ; ses partisans restent sur le plateau.
news-handed = { $actor } a confié la place de { $player } à un joueur ordinateur.
news-stand-in = Un joueur ordinateur ({ $level }) joue désormais la place de { $player } ; cette place n'est pas classée.
seat-stood-in = { $player } (ordinateur, { $level })
news-clock-started = { $actor } a relancé l'horloge : le tour a le temps qui lui restait.
news-clock-stopped = { $actor } a arrêté l'horloge : personne ne dépasse son temps tant qu'elle n'est pas relancée. On peut toujours jouer.
news-placed = { $player } a posé la tuile { $tile } en ({ $x }, { $y }){ $follower ->
        [road] {" "}avec un voleur sur la route
        [city] {" "}avec un chevalier dans la ville
        [monastery] {" "}avec un moine dans l'abbaye
        [field] {" "}avec un paysan dans le pré
       *[none] {""}
    }.
news-could-not-place = { $player } n'a pu poser aucune tuile.
figure-name = { $figure ->
        [large] grand partisan
        [abbot] abbé
        [builder] bâtisseur
        [pig] cochon
       *[follower] partisan
    }
button-watch-live = Regarder en direct
button-open-board = Ouvrir le plateau
button-return-abbot = Reprendre l'abbé
follower-menu = Choisis un emplacement et une figurine
error-choose-spot = Choisis un emplacement dans le menu.
news-goods = { $player } prend les marchandises de la ville achevée : { $wine } vin, { $grain } blé, { $cloth } tissu.
news-second-part = La zone du bâtisseur de { $player } s'agrandit : { $player } joue une deuxième tuile.
news-placed-figure = { $player } a posé la tuile { $tile } en ({ $x }, { $y }) avec { $figure ->
        [large] son grand partisan
        [abbot] son abbé
        [builder] son bâtisseur
       *[pig] son cochon
    } { $kind ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
        [garden] dans le jardin
       *[field] dans le pré
    }.
news-left = { $player } a quitté la partie.
history-scored = Points : { $list }.
history-set-aside = { $player } a pioché la tuile { $tile }, qui ne va nulle part ; elle a été mise de côté.
history-skipped = Le tour de { $player } a été passé ; la tuile { $tile } a été mise de côté.
history-nothing-more = Rien de plus n'a été marqué à la fin.
history-final-scoring = Décompte final.
news-set-aside = La tuile { $tile } ne va nulle part, elle a donc été mise de côté et { $player } a pioché de nouveau.
news-game-over = La partie est terminée.
undo-lapsed = La partie a continué, le vote est donc clos : les coups restent.
news-begins = La partie commence ! { $player } joue en premier.
news-started = La partie #{ $game } a commencé.
news-cancelled = La partie #{ $game } a été annulée par { $player }.
news-only-computers = Il ne reste que des joueurs ordinateur, la partie s'arrête donc ici.
news-turn-goes-on = Ce tour continue dans un nouveau message.
news-lobby-closed = Le salon d'attente de la partie #{ $game } est fermé : personne ne l'a lancée en { $hours ->
        [one] 1 heure
       *[other] { $hours } heures
    }. `/carcassonne nouvelle` en ouvre un autre.
news-still-turn = C'est toujours au tour de { $player } : le tour est reposté ci-dessous.
news-forfeit = { $player } a dépassé son temps { $missed } tours d'affilée et est déclaré forfait.
news-timed-out = { $player } a dépassé son temps ; le tour a été passé.
scored = { $count ->
        [0] Personne ne marque { $points } : { $what }
        [one] { $players } marque { $points } : { $what }
       *[other] { $players } marquent { $points } chacun : { $what }
    }
what-road = route de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    }
what-road-unfinished = route inachevée de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    }
what-city = ville de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    }{ $pennants ->
        [0] {""}
        [one] {" "}avec 1 blason
       *[other] {" "}avec { $pennants } blasons
    }
what-city-unfinished = ville inachevée de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    }{ $pennants ->
        [0] {""}
        [one] {" "}avec 1 blason
       *[other] {" "}avec { $pennants } blasons
    }
what-monastery = abbaye achevée
what-monastery-unfinished = abbaye inachevée avec { $neighbours ->
        [one] 1 voisine
       *[other] { $neighbours } voisines
    }
what-field = pré touchant { $cities ->
        [one] 1 ville achevée
       *[other] { $cities } villes achevées
    }

what-road-inn = route avec une auberge, de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    } (2 points par tuile)
what-road-inn-unfinished = route inachevée avec une auberge, de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    } : une route avec auberge ne rapporte rien si elle n'est pas achevée
what-city-cathedral = ville avec une cathédrale, de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    }{ $pennants ->
        [0] {""}
        [one] {" "}et 1 blason
       *[other] {" "}et { $pennants } blasons
    } (3 points chacun)
what-city-cathedral-unfinished = ville inachevée avec une cathédrale, de { $tiles ->
        [one] 1 tuile
       *[other] { $tiles } tuiles
    } : une ville avec cathédrale ne rapporte rien si elle n'est pas achevée
what-garden = jardin achevé
what-garden-unfinished = jardin inachevé avec { $neighbours ->
        [one] 1 voisine
       *[other] { $neighbours } voisines
    }
what-abbot-returned = abbé repris { $kind ->
        [garden] d'un jardin
       *[monastery] d'une abbaye
    } avec { $neighbours ->
        [one] 1 voisine
       *[other] { $neighbours } voisines
    }
what-goods = le plus de { $good ->
        [wine] vin
        [grain] blé
       *[cloth] tissu
    } ({ $count ->
        [one] 1 jeton
       *[other] { $count } jetons
    })
what-field-pig = pré touchant { $cities ->
        [one] 1 ville achevée
       *[other] { $cities } villes achevées
    }, avec un cochon (4 points par ville)

## Aide : un message, 2000 caractères au plus.

help = **Carcassonne sur Discord**
    `/carcassonne nouvelle` ouvre un salon d'attente ; les autres appuient sur **Rejoindre**, l'hôte appuie sur **Commencer** (`/hôte options` change d'abord les options). Le menu du salon d'attente permet à l'hôte d'ajouter des joueurs ordinateur (facile, moyen, difficile).
    À votre tour, choisissez un emplacement numéroté, tournez la tuile avec ⟲ ⟳ et **Valider** ; puis placez un partisan sur un emplacement lettré ou choisissez **Aucun partisan** (ou **Reprendre la tuile** pour la poser ailleurs) ; `/carcassonne revenir` demande aux autres d'accepter d'annuler le dernier coup. Message du tour perdu ? `/carcassonne tour` vous rend ses boutons, pour vous seul. `/carcassonne notifications` choisit comment on vous prévient : mention, MP ou sans ping. `/carcassonne mes-parties` liste vos parties ; `/carcassonne parties` toutes celles du serveur.
    Routes, villes et abbayes achevées rapportent tout de suite ; les prés et tout l'inachevé comptent à la fin. **Revanche** sous les scores finaux ouvre un nouveau salon d'attente pour les mêmes joueurs.
    `/carcassonne plateau` montre le plateau (ou qui tient quoi), `/carcassonne sac` ce qui reste à piocher et `/carcassonne historique` les derniers coups en mots (pour vous seul), `/carcassonne score` les scores, `/carcassonne règles` les règles en vigueur.
    `/carcassonne abandonner` quitte une partie ; `/hôte annuler` y met fin ; `/hôte passer` passe le tour en cours, `/hôte retirer` sort un joueur et `/hôte horloge` arrête l'horloge pour les vacances. Une partie en pause faute de permission dans son salon reprend avec `/hôte reprendre` une fois la permission rendue.
    `/carcassonne exporter` donne l'enregistrement de la partie ; `/carcassonne rediffusion` une animation de la partie jusqu'ici, pour vous seul.
    `/classement` et `/stats` montrent comment chacun joue (`/stats contre:` un face-à-face).
    `/tournoi ouvrir` organise un tournoi ; les admins règlent le serveur avec `/config`.
answer-limits = { $lobbies ->
        [0] Les membres peuvent animer autant de salons d’attente qu’ils veulent.
        [one] Chaque membre peut animer 1 salon d’attente ouvert à la fois.
       *[other] Chaque membre peut animer { $lobbies } salons d’attente ouverts à la fois.
    } { $cooldown ->
        [0] Les demandes de revanche et d’annulation n’ont pas de délai.
        [one] On peut demander une revanche ou une annulation une fois par minute.
       *[other] On peut demander une revanche ou une annulation une fois toutes les { $cooldown } minutes.
    } { $threads ->
        [0] Le bot ouvre autant de fils de partie que nécessaire.
        [one] Le bot ouvre au plus 1 fil de partie par heure.
       *[other] Le bot ouvre au plus { $threads } fils de partie par heure.
    } { $games ->
        [0] Un salon et ses fils peuvent avoir autant de parties que voulu.
        [one] Un salon et ses fils ont au plus 1 partie à la fois.
       *[other] Un salon et ses fils ont au plus { $games } parties à la fois.
    }
answer-season-channel-kind = Les annonces de saison vont dans un salon textuel ou d’annonces. Choisis-en un.
answer-seasons = { $period ->
        [monthly] Les saisons durent un mois (UTC) ; les classements repartent chaque mois du classement global de chacun, ramené à mi-chemin de celui d’un nouveau venu.
        [quarterly] Les saisons durent un trimestre (UTC) ; les classements repartent chaque trimestre du classement global de chacun, ramené à mi-chemin de celui d’un nouveau venu.
       *[off] Pas de saisons : le classement compte toutes les parties.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] La fin des saisons n’est pas annoncée.
        }
       *[other] Les trois premiers de chaque saison sont annoncés dans <#{ $channel }>.
    }

## Tournois
event-thread = { $event } · manche { $round }, table { $table }
event-thread-match = { $event } · manche { $round }, table { $table }, partie { $game }
news-decided-by-deadline = L'échéance de la manche est passée : cette partie s'arrête ici, décidée par les scores du moment.
error-no-event = Il n'y a pas de tournoi ici.
error-no-event-named = Aucun tournoi de ce serveur ne s'appelle « { $name } ».
error-events-share-name = Plusieurs tournois de ce serveur portent ce nom ({ $channels }) : annule-le depuis son propre salon.
error-event-full = Ce tournoi est complet ({ $limit } joueurs).
error-already-signed-up = Tu es déjà inscrit.
error-not-signed-up = Tu ne joues pas dans ce tournoi.
error-signup-closed = Les inscriptions à ce tournoi sont closes.
error-event-not-running = Ce tournoi n'est pas en cours.
error-too-few-entrants = Un tournoi doit compter au moins { $needed } joueurs pour commencer.
error-best-of-pairs = Les matchs en plusieurs parties se jouent à deux.
cmd-tournament = tournoi
cmd-tournament-desc = Tournois : système suisse, toutes rondes ou élimination directe
cmd-tournament-open = ouvrir
cmd-tournament-open-desc = Ouvrir les inscriptions d'un tournoi dans ce salon ; tu l'organises
cmd-tournament-start = lancer
cmd-tournament-start-desc = Lancer maintenant le tournoi de ce salon (l'organisateur ou « Gérer le serveur »)
cmd-tournament-cancel = annuler
cmd-tournament-cancel-desc = Annuler le tournoi de ce salon (l'organisateur ou « Gérer le serveur »)
cmd-tournament-standings = classement
cmd-tournament-standings-desc = Le classement du tournoi de ce salon, rien que pour toi
cmd-tournament-withdraw = abandonner
cmd-tournament-withdraw-desc = Se retirer du tournoi de ce salon : tes parties en cours comptent comme perdues
opt-name = nom
opt-name-desc = Le nom du tournoi
opt-tournament-cancel-name-desc = Le nom d'un tournoi ailleurs sur ce serveur, pour l'annuler d'ici
opt-format = formule
opt-format-desc = Comment les joueurs sont appariés (système suisse par défaut)
opt-table = table
opt-table-desc = Joueurs à chaque table (2 par défaut)
opt-best_of = manches
opt-best_of-desc = Parties d'un match aux tables de deux (1 par défaut)
opt-rounds = rondes
opt-rounds-desc = Rondes d'un tournoi suisse (4 par défaut)
opt-tournament-open-seats-desc = Joueurs acceptés au plus (16 par défaut)
opt-round_hours = heures_par_ronde
opt-round_hours-desc = Heures de chaque ronde avant son échéance (une semaine par défaut)
opt-signup_hours = heures_inscription
opt-signup_hours-desc = Heures avant la clôture des inscriptions et le début (0 : l'organisateur le lance)
choice-format-0 = système suisse
choice-format-1 = toutes rondes
choice-format-2 = élimination directe
choice-table-0 = 2 joueurs
choice-table-1 = 3 joueurs
choice-table-2 = 4 joueurs
choice-best_of-0 = 1 partie
choice-best_of-1 = en 3 parties
choice-best_of-2 = en 5 parties
event-title = **{ $event }** — { $format ->
        [swiss] un tournoi en système suisse de { $rounds } rondes
        [round_robin] un tournoi toutes rondes
       *[elimination] un tournoi à élimination directe
    }, tables de { $size }{ $best_of ->
        [1] {""}
       *[other] , matchs en { $best_of } parties
    } ; organisé par { $host }.
event-round-time = **Rondes :** { $time } chacune ; les parties encore en cours à l'échéance sont décidées par les scores du moment.
event-signed-up = **Inscrits ({ $joined }/{ $max }) :** { $players }
event-nobody = personne pour l'instant
event-closes = Les inscriptions ferment <t:{ $closes }:R>, et le tournoi commence alors.
event-host-starts = L'organisateur lance le tournoi avec **Lancer**.
event-signup-over = Les inscriptions sont closes.
event-round = **{ $event } — ronde { $round } sur { $rounds }**
event-table = Table { $table } : { $players } → { $thread }
event-table-waiting = Table { $table } : { $players } (son fil s'ouvre bientôt)
event-tables-more = …et { $count } tables de plus : chacune est annoncée dans son propre fil.
event-bye = Exempt (compte comme une victoire) : { $player }
event-deadline = Cette ronde se termine <t:{ $when }:R>.
event-standings-title = **{ $event } — classement après la ronde { $round } sur { $rounds }**
event-final-title = **{ $event } — classement final**
event-table-ref = ronde { $round }, table { $table }
event-decided = Décidé à l'échéance de la ronde : { $tables }.
event-winner = 🏆 { $player } remporte **{ $event }** !
picture-event-after-round = { $event } — après la ronde { $round }
picture-event-final = { $event } — classement final
event-cancelled = **{ $event }** a été annulé par { $player }.
event-cancelled-empty = **{ $event }** n'a pas commencé : trop peu d'inscrits.
event-withdrew = { $player } s'est retiré de **{ $event }** ; ses parties en cours comptent comme perdues.
event-tables-wait = { $host } Les tables de **{ $event }** attendent leurs fils : ce serveur a autant de fils actifs que Discord le permet (1 000). Le tournoi est en pause en attendant, ses échéances avec lui. Archiver des fils terminés fait de la place : je réessaie toutes les { $minutes } minutes et reprends de moi-même, ou l'hôte peut le reprendre plus tôt.
answer-event-not-in-thread = Ouvre un tournoi dans un salon, pas dans un fil : ses parties y auront leurs propres fils.
answer-event-here = Ce salon a déjà un tournoi (n° { $event }) : un à la fois.
answer-event-opened = Le tournoi n° { $event } est ouvert : ses inscriptions sont dans ce salon.
answer-event-started = { $event } a commencé.
answer-event-cancelled = { $event } est annulé.
answer-event-withdrawn = Tu t'es retiré de { $event }.
cmd-tournament-resume = reprendre
cmd-tournament-resume-desc = Reprendre le tournoi en pause de ce salon, mes permissions rétablies (organisateur ou admin)
error-event-paused = Ce tournoi est en pause : j'ai perdu une permission dans son salon (pour écrire ou ouvrir des fils). Une fois rétablie, l'organisateur peut le reprendre avec `/tournoi reprendre`.
answer-event-resumed = { $event } reprend.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Le plateau autour de la dernière tuile, avec un numéro sur chaque case où la tuile { $tile } s'ajoute
alt-close-up = La tuile tout juste posée, de près, avec une lettre sur chaque place qu'un partisan peut prendre
alt-board = Le plateau, avec les points de chaque joueur
alt-scores = Le plateau final, avec les points de chaque joueur par type de terrain
alt-bag = Les tuiles restant dans le sac, type par type
alt-holders = Le plateau aux couleurs de qui contrôle chaque route, ville et pré
alt-race = Les points de chaque joueur après chaque tour
alt-tile = La tuile { $tile }, telle que piochée
alt-replay = La partie, tuile par tuile
alt-standings = Le classement du tournoi
alt-rating = Le classement de { $name }, partie par partie

# The live board's page.
page-title = Carcassonne
page-language = Langue
page-new-game = Nouvelle partie
page-people = Personnes devant cet écran
page-add-person = Ajouter une personne
page-computers = Joueurs ordinateur
page-add-computer = Ajouter un joueur ordinateur
page-player = Joueur { $n }
page-remove = Retirer
page-rules = Règles
page-expansions = Extensions
page-seats = Places : { $seats } (de 2 à 6)
page-start = Commencer la partie
page-watching = Vous regardez la partie.
page-waiting = En attente de { $player }…
page-turn-tile = { $player }, à vous : choisissez où va la tuile.
page-turn-figure = { $player } : posez une figurine sur un emplacement, ou aucune.
page-fits-here = La tuile va ici : colonne { $x }, rangée { $y }
page-drawn-tile = La tuile à poser : { $tile }
page-zoom-in = Zoomer
page-zoom-out = Dézoomer
page-centre = Voir tout le plateau
page-scores = Scores
page-bag = Tuiles dans le sac : { $left }
page-history = Historique
page-game-over = La partie est terminée.
page-offline = La connexion est perdue ; nouvel essai…
page-stale = La partie a avancé ; la voici telle qu'elle est.
page-keys = Touches : Tab vers une case, Entrée pour la choisir, R pour tourner la tuile, Entrée de nouveau pour la poser ; flèches pour déplacer, + et − pour zoomer, 0 pour tout voir.
page-holders = Montrer qui tient quoi
page-by-feature = Points par élément
page-error-bad-request = La page a envoyé quelque chose que le plateau ne comprend pas ; rechargez la page.
page-error-session = Ce lien n'est plus valable (expiré ou pour une autre partie). Ouvrez la partie à nouveau.
page-error-watch-only = Ce lien sert à regarder : il ne permet pas de jouer.
page-error-too-many = Trop de clics à la fois ; attendez un instant.
page-error-busy = Le plateau est occupé pour le moment ; réessayez dans un instant.
page-error-discord-code = Discord n’a pas confirmé qui vous êtes. Fermez le plateau et rouvrez-le.
page-error-not-in-activity = Selon Discord, vous n’êtes pas dans cette activité, ou elle n’est pas dans le salon d’une partie. Ouvrez le plateau depuis le salon de la partie.
page-error-discord-down = Impossible de joindre Discord pour le moment. Réessayez dans un instant.
page-error-no-game-here = Aucune partie n’est en cours dans ce salon.
page-asking-discord = Discord vérifie qui vous êtes…
