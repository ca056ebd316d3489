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
picture-col-roads = Routes
picture-col-cities = Villes
picture-col-monasteries = Abbayes
picture-col-farms = Prés
picture-col-total = Total
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
   *[field] pré
}
picture-bag-all-drawn = Toutes les tuiles ont été piochées.
picture-bag-all-fit = Chacune d'elles trouverait sa place maintenant.
picture-bag-some-fit = { $fitting } trouveraient leur place maintenant ; { $nowhere } non (entourées de rouge).
picture-holders-title = Qui contrôle quoi
picture-holders-key = Routes, villes et prés à la couleur du joueur qui y a le plus de partisans ; rayés en cas d'égalité.

## Commandes : noms (minuscules, 1 à 32 caractères, sans espace) et descriptions (100 caractères au plus)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Jouer à Carcassonne dans ce salon.
cmd-carcassonne-new = nouvelle
cmd-carcassonne-new-desc = Ouvrir un salon d'attente pour une nouvelle partie.
cmd-carcassonne-options = options
cmd-carcassonne-options-desc = Changer les options de la partie de ce salon avant le début (l'hôte).
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
cmd-carcassonne-cancel = annuler
cmd-carcassonne-cancel-desc = Annuler la partie de ce salon (l'hôte, ou « Gérer le serveur »).
cmd-carcassonne-resume = reprendre
cmd-carcassonne-resume-desc = Reprendre la partie en pause de ce salon, une fois mes permissions rétablies.
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
cmd-carcassonne-skip = passer
cmd-carcassonne-skip-desc = Passer le tour du joueur actuel (l'hôte, ou « Gérer le serveur »).
cmd-carcassonne-remove = retirer
cmd-carcassonne-remove-desc = Retirer un joueur de la partie ; ses partisans restent (l'hôte, ou « Gérer le serveur »).
cmd-carcassonne-clock = horloge
cmd-carcassonne-clock-desc = Arrêter ou relancer l'horloge des tours (l'hôte, ou « Gérer le serveur »).
cmd-carcassonne-help = aide
cmd-carcassonne-help-desc = Comment jouer avec ce bot.
cmd-carcassonne-config = config
cmd-carcassonne-config-desc = Réglages du serveur pour les nouvelles parties (« Gérer le serveur »).
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
opt-carcassonne-options-language-desc = La langue de la partie
opt-carcassonne-config-language-desc = La langue des nouvelles parties (celle du serveur lui-même sinon)
opt-show = affichage
opt-show-desc = Le plateau (par défaut), ou chaque route, ville et pré aux couleurs de qui le tient
opt-moves = coups
opt-moves-desc = Combien de coups (10 par défaut)
opt-how = comment
opt-how-desc = Comment vous prévenir (à omettre pour voir le réglage actuel)
opt-player = joueur
opt-player-desc = Le joueur à retirer
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
choice-show-0 = le plateau
choice-show-1 = qui tient quoi (routes, villes, prés)
choice-how-0 = me mentionner dans le salon de la partie
choice-how-1 = m'envoyer un message privé
choice-how-2 = pas de ping (le message du tour seulement)
choice-action-0 = arrêter (pour les vacances)
choice-action-1 = relancer
