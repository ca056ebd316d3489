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

## Comandos: nomes (minúsculas, de 1 a 32 caracteres, sem espaços) e descrições (no máximo 100 caracteres)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Jogue Carcassonne neste canal.
cmd-carcassonne-new = nova
cmd-carcassonne-new-desc = Abra um saguão para uma nova partida.
cmd-carcassonne-options = opções
cmd-carcassonne-options-desc = Mude as opções do saguão deste canal antes do início (o anfitrião).
cmd-carcassonne-turn = turno
cmd-carcassonne-turn-desc = Traga de volta os botões do seu turno, só para você.
cmd-carcassonne-board = tabuleiro
cmd-carcassonne-board-desc = Mostre o tabuleiro da partida deste canal, ou quem controla o quê, só para você.
cmd-carcassonne-bag = saco
cmd-carcassonne-bag-desc = Mostre o que resta no saco, tipo por tipo, só para você.
cmd-carcassonne-history = histórico
cmd-carcassonne-history-desc = As últimas jogadas da partida deste canal, em palavras, só para você.
cmd-carcassonne-score = placar
cmd-carcassonne-score-desc = Mostre o placar, dividido em estradas, cidades, mosteiros e campos.
cmd-carcassonne-rules = regras
cmd-carcassonne-rules-desc = As regras e opções da partida deste canal (ou o padrão do servidor).
cmd-carcassonne-undo = desfazer
cmd-carcassonne-undo-desc = Peça aos outros para desfazer a última jogada (as do computador depois dela também).
cmd-carcassonne-resign = desistir
cmd-carcassonne-resign-desc = Saia da partida deste canal.
cmd-carcassonne-cancel = cancelar
cmd-carcassonne-cancel-desc = Cancele a partida deste canal (o anfitrião, ou quem pode "Gerenciar servidor").
cmd-carcassonne-resume = retomar
cmd-carcassonne-resume-desc = Retome a partida pausada deste canal, quando minhas permissões aqui forem corrigidas.
cmd-carcassonne-export = exportar
cmd-carcassonne-export-desc = O registro da última partida deste canal (carcassonne-record/1).
cmd-carcassonne-replay = replay
cmd-carcassonne-replay-desc = Uma animação da última partida deste canal (as jogadas até agora), só para você.
cmd-carcassonne-games = partidas
cmd-carcassonne-games-desc = As partidas em andamento neste servidor, só para você.
cmd-carcassonne-mine = minhas
cmd-carcassonne-mine-desc = Suas partidas em andamento neste servidor, primeiro as que esperam por você.
cmd-carcassonne-notify = avisos
cmd-carcassonne-notify-desc = Como você fica sabendo que é a sua vez nas partidas deste servidor.
cmd-carcassonne-skip = pular
cmd-carcassonne-skip-desc = Pule o turno do jogador atual (o anfitrião, ou quem pode "Gerenciar servidor").
cmd-carcassonne-remove = remover
cmd-carcassonne-remove-desc = Tire um jogador da partida; os seguidores dele ficam (anfitrião ou "Gerenciar servidor").
cmd-carcassonne-clock = relógio
cmd-carcassonne-clock-desc = Pare ou reinicie o relógio de turnos (o anfitrião, ou quem pode "Gerenciar servidor").
cmd-carcassonne-help = ajuda
cmd-carcassonne-help-desc = Como jogar com este bot.
cmd-carcassonne-config = configurar
cmd-carcassonne-config-desc = Padrões do servidor para novas partidas ("Gerenciar servidor").
cmd-leaderboard = classificação
cmd-leaderboard-desc = Os melhores jogadores deste servidor.
cmd-stats = estatísticas
cmd-stats-desc = O histórico de alguém neste servidor: rating, últimas 10 partidas e contra alguém.

opt-small_city = cidade_pequena
opt-small_city-desc = Pontos por uma cidade completa de 2 peças
opt-farms = campos
opt-farms-desc = Como os camponeses pontuam
opt-end_scoring = pontuação_final
opt-end_scoring-desc = Quanto vale no fim o que ficou incompleto
opt-seats = lugares
opt-seats-desc = Lugares (de 2 a 6)
opt-turn_hours = horas_por_turno
opt-turn_hours-desc = Horas por turno (0: sem limite)
opt-thread = tópico
opt-thread-desc = Jogue em um tópico próprio
opt-computers = computadores
opt-computers-desc = Jogadores do computador que entram já (você pode adicionar mais no saguão)
opt-computer_level = nível_computador
opt-computer_level-desc = Quão bem jogam os jogadores do computador
opt-language = idioma
opt-language-desc = O idioma da partida (o do servidor, se não for escolhido)
opt-carcassonne-options-language-desc = O idioma da partida
opt-carcassonne-config-language-desc = O idioma das novas partidas (o do próprio servidor, se não for escolhido)
opt-show = mostrar
opt-show-desc = O tabuleiro (padrão), ou cada estrada, cidade e campo na cor de quem o controla
opt-moves = jogadas
opt-moves-desc = Quantas jogadas (10 se não for escolhido)
opt-how = como
opt-how-desc = Como avisar você (deixe em branco para ver como é avisado agora)
opt-player = jogador
opt-player-desc = O jogador a remover
opt-action = ação
opt-action-desc = Pare o relógio, ou reinicie-o
opt-reminder_hours = horas_lembrete
opt-reminder_hours-desc = Horas até um lembrete (0: nenhum)
opt-forfeit_after = desistência_após
opt-forfeit_after-desc = Turnos perdidos seguidos até o jogador ser eliminado (0: nunca)
opt-threads = tópicos
opt-threads-desc = Dê a cada partida um tópico próprio
opt-lobby_hours = horas_saguão
opt-lobby_hours-desc = Horas que um saguão fica aberto sem começar (0: sempre; 48 se não for escolhido)
opt-user = usuário
opt-user-desc = De quem são as estatísticas (as suas, se não for escolhido)
opt-against = contra
opt-against-desc = O histórico contra esta pessoa

choice-small_city-0 = 4 pontos (regras atuais)
choice-small_city-1 = 2 pontos (primeira edição)
choice-farms-0 = por campo (regras atuais)
choice-farms-1 = por cidade (primeira edição)
choice-farms-2 = sem camponeses
choice-end_scoring-0 = tudo o que está incompleto pontua
choice-end_scoring-1 = só mosteiros incompletos
choice-computer_level-0 = fácil
choice-computer_level-1 = médio
choice-computer_level-2 = difícil
choice-show-0 = o tabuleiro
choice-show-1 = quem controla o quê (estradas, cidades, campos)
choice-how-0 = me mencione no canal da partida
choice-how-1 = me mande uma mensagem direta
choice-how-2 = sem ping (só a mensagem do turno)
choice-action-0 = parar (para as férias)
choice-action-1 = reiniciar
