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
