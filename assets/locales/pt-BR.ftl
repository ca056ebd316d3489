# Português (Brasil). Termos do manual brasileiro (veja glossary/README.md).

## Imagens

picture-player = Jogador { $number }
picture-game-over = Fim de jogo
picture-to-play = Vez de { $name } · { $left ->
    [0] nenhuma peça restante
    [one] { $left } peça restante
   *[other] { $left } peças restantes
}
picture-col-followers = Seguidores
picture-col-score = Pontos
picture-col-roads = Estradas
picture-col-cities = Cidades
picture-col-monasteries = Mosteiros
picture-col-farms = Campos
picture-col-total = Total
picture-turn-of = Vez de { $name }
picture-fits = { $count ->
    [0] Esta peça não se encaixa em lugar nenhum.
    [one] { $count } lugar onde esta peça se encaixa
   *[other] { $count } lugares onde esta peça se encaixa
}
picture-bag-left = { $count ->
    [0] O saco está vazio
    [one] { $count } peça no saco
   *[other] { $count } peças no saco
}
picture-no-spot = Nenhum seguidor pode ir nesta peça.
picture-spot = { $letter }: { $feature ->
    [road] estrada
    [city] cidade
    [monastery] mosteiro
   *[field] campo
}
picture-bag-all-drawn = Todas as peças já foram compradas.
picture-bag-all-fit = Todas se encaixariam em algum lugar agora.
picture-bag-some-fit = { $fitting } se encaixariam em algum lugar agora; { $nowhere } não (contorno vermelho).
picture-holders-title = Quem controla o quê
picture-holders-key = Estradas, cidades e campos na cor do jogador com mais seguidores neles; listrados em caso de empate.
