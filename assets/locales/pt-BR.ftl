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
picture-col-bank = Resta
picture-bank-dh = { $d } d { $h } h
picture-bank-hm = { $h } h { $m } min
picture-bank-m = { $m } min
picture-bank-left = restam { $left }
picture-col-roads = Estradas
picture-col-cities = Cidades
picture-col-monasteries = Mosteiros
picture-col-farms = Campos
picture-col-total = Total
picture-col-figures = Figuras
picture-col-wine = Vinho
picture-col-grain = Trigo
picture-col-cloth = Tecido
picture-col-goods = Mercad.
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
    [garden] jardim
   *[field] campo
}
picture-bag-all-drawn = Todas as peças já foram compradas.
picture-bag-all-fit = Todas se encaixariam em algum lugar agora.
picture-bag-some-fit = { $fitting } se encaixariam em algum lugar agora; { $nowhere } não (contorno vermelho).
picture-holders-title = Quem controla o quê
picture-holders-key = Estradas, cidades e campos na cor do jogador com mais seguidores neles; listrados em caso de empate.
picture-chart-race = Corrida de pontos
picture-chart-end = Fim
picture-chart-turns = Turnos
picture-chart-rating = Rating de { $name }
picture-chart-games = { $count ->
        [one] 1 partida, a mais antiga à esquerda
       *[other] { $count } partidas, a mais antiga à esquerda
    }
picture-chart-peak = Máximo { $rating }
picture-chart-season-peak = Máximo da temporada { $rating }
picture-standings-player = Jogador
picture-standings-points = Pts partida
picture-standings-buchholz = Buchholz
picture-standings-score = Pontos
picture-standings-played = Jogadas
picture-standings-withdrawn = { $name } (desistiu)
picture-standings-none = Ninguém jogou ainda.
picture-chart-now = Agora: { $rating }

## Comandos: nomes (minúsculas, de 1 a 32 caracteres, sem espaços) e descrições (no máximo 100 caracteres)

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Jogue Carcassonne neste canal.
cmd-carcassonne-new = nova
cmd-carcassonne-new-desc = Abra um saguão para uma nova partida.
cmd-host = anfitriao
cmd-host-desc = Conduza a partida deste canal como anfitrião (ou com "Gerenciar servidor").
cmd-host-options = opções
cmd-host-options-desc = Mude as opções do saguão deste canal antes do início (o anfitrião).
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
cmd-host-cancel = cancelar
cmd-host-cancel-desc = Cancele a partida deste canal (o anfitrião, ou quem pode "Gerenciar servidor").
cmd-host-resume = retomar
cmd-host-resume-desc = Retome a partida pausada deste canal, quando minhas permissões aqui forem corrigidas.
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
cmd-host-skip = pular
cmd-host-skip-desc = Pule o turno do jogador atual (o anfitrião, ou quem pode "Gerenciar servidor").
cmd-host-remove = remover
cmd-host-remove-desc = Tire um jogador da partida; os seguidores dele ficam (anfitrião ou "Gerenciar servidor").
cmd-host-standin = substituir
cmd-host-standin-desc = Passe o lugar de um jogador ao computador; não vale ranking (anfitrião ou "Gerenciar servidor").
cmd-host-clock = relógio
cmd-host-clock-desc = Pare ou reinicie o relógio de turnos (o anfitrião, ou quem pode "Gerenciar servidor").
cmd-host-links = links
cmd-host-links-desc = Novos links para assistir; os antigos param de funcionar (o anfitrião, ou "Gerenciar servidor").
cmd-carcassonne-help = ajuda
cmd-carcassonne-help-desc = Como jogar com este bot.
cmd-settings = configurar
cmd-settings-desc = Padrões do servidor para novas partidas ("Gerenciar servidor").
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
opt-river = rio
opt-river-desc = Jogar com O Rio (primeiro a nascente, por último o lago)
opt-abbot = abade
opt-abbot-desc = Jogar com O Abade (jardins e um abade para cada um)
opt-inns_cathedrals = estalagens_catedrais
opt-inns_cathedrals-desc = Jogar com Estalagens e Catedrais
opt-traders_builders = comerciantes_construtores
opt-traders_builders-desc = Jogar com Comerciantes e Construtores
opt-host-options-language-desc = O idioma da partida
opt-settings-language-desc = O idioma das novas partidas (o do próprio servidor, se não for escolhido)
opt-show = mostrar
opt-show-desc = O tabuleiro (padrão), ou cada estrada, cidade e campo na cor de quem o controla
opt-moves = jogadas
opt-moves-desc = Quantas jogadas (10 se não for escolhido)
opt-how = como
opt-how-desc = Como avisar você (deixe em branco para ver como é avisado agora)
opt-player = jogador
opt-player-desc = O jogador a remover
opt-host-standin-player-desc = O jogador cujo lugar o computador assume
opt-stand_in = substituto
opt-stand_in-desc = Quem assume o lugar de quem fica sem tempo, desiste ou é removido
opt-time_bank = banco_de_tempo
opt-time_bank-desc = Um banco de tempo por jogador, no lugar de horas por turno (como o relógio do Board Game Arena)
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
opt-lobbies_per_member = saguoes_por_membro
opt-lobbies_per_member-desc = Saguões abertos que um membro pode ter ao mesmo tempo (0: sem limite; padrão 3)
opt-ask_cooldown_minutes = espera_pedidos_minutos
opt-ask_cooldown_minutes-desc = Minutos entre pedidos de revanche ou de desfazer de uma pessoa (0: nenhuma; padrão 10)
opt-threads_per_hour = topicos_por_hora
opt-threads_per_hour-desc = Tópicos que o bot abre para partidas por hora (0: sem limite; padrão 10)
opt-games_per_channel = partidas_por_canal
opt-games_per_channel-desc = Partidas em andamento que um canal e seus tópicos podem ter juntos (0: sem limite; padrão 10)
opt-season = temporada
opt-settings-season-desc = Temporadas do ranking: os ratings recomeçam a cada mês ou trimestre (off: só o geral)
opt-leaderboard-season-desc = Qual ranking: esta temporada (padrão), a anterior ou o geral
opt-season_channel = canal_temporada
opt-season_channel-desc = Onde os três melhores de cada temporada são anunciados quando ela termina
opt-season_announce = anunciar_temporada
opt-season_announce-desc = Anunciar os três melhores de cada temporada (false: não anunciar nada)
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
choice-stand_in-0 = ninguém: o lugar sai da partida
choice-stand_in-1 = um jogador do computador (fácil)
choice-stand_in-2 = um jogador do computador (médio)
choice-stand_in-3 = um jogador do computador (difícil)
choice-time_bank-0 = desligado (horas por turno)
choice-time_bank-1 = 1 dia, +8 horas por turno, até 2 dias
choice-time_bank-2 = 3 dias, +1 dia por turno, até 7 dias
choice-time_bank-3 = 7 dias, +2 dias por turno, até 14 dias
choice-settings-season-0 = mensais
choice-settings-season-1 = trimestrais
choice-settings-season-2 = desligadas
choice-leaderboard-season-0 = esta temporada
choice-leaderboard-season-1 = temporada anterior
choice-leaderboard-season-2 = geral
choice-show-0 = o tabuleiro
choice-show-1 = quem controla o quê (estradas, cidades, campos)
choice-how-0 = me mencione no canal da partida
choice-how-1 = me mande uma mensagem direta
choice-how-2 = sem ping (só a mensagem do turno)
choice-action-0 = parar (para as férias)
choice-action-1 = reiniciar

## Recusas: por que algo não foi feito. Depois de qualquer uma, nada mudou.

error-unknown-game = Essa partida não existe.
error-channel-busy = Este canal já tem uma partida (#{ $game }). Termine ou cancele essa antes, ou comece uma partida em um tópico.
error-not-in-lobby = Isso só pode ser feito no saguão, antes de a partida começar.
error-not-started = A partida ainda não começou.
error-game-over = Esta partida acabou.
error-already-joined = Você já está nesta partida.
error-lobby-full = A partida está cheia ({ $seats } lugares).
error-not-in-game = Você não está jogando nesta partida.
error-host-cannot-leave = Você é o anfitrião desta partida: cancele-a em vez de sair.
error-not-host = Só o anfitrião pode fazer isso.
error-not-allowed-to-cancel = Só o anfitrião ou um admin do servidor pode cancelar a partida.
error-too-few-players = Uma partida precisa de pelo menos 2 jogadores para começar.
error-seats-changing = Há gente entrando ou saindo desta sala agora; aperte Começar de novo.
error-not-your-turn = É a vez de { $name }.
error-turn-over = Este turno acabou; veja a mensagem mais recente.
error-no-such-spot = Não há lugar { $letter } nesta peça.
error-bad-seats = Uma partida tem de 2 a 6 lugares, não { $seats }.
error-turn-limit-too-short = O tempo por turno deve ser de pelo menos um minuto.
error-reminder-too-soon = Os lembretes vêm, no mínimo, depois de um minuto.
error-forfeit-never = A eliminação vem, no mínimo, depois de um turno perdido.
error-seats-taken = { $players } jogadores já entraram.
error-corrupt = As jogadas salvas desta partida não podem ser lidas, então ela não pode continuar. O anfitrião ou um admin do servidor pode cancelá-la.
error-no-computer = Não há jogador do computador para remover.
error-computer-turn = É a vez de um jogador do computador; ele joga sozinho.
error-paused = A partida #{ $game } está pausada: o Discord recusa minhas mensagens no canal dela. Quando minhas permissões lá forem corrigidas, o anfitrião ou um admin do servidor pode retomá-la com `/anfitriao retomar`.
error-not-paused = Esta partida não está pausada.
error-not-allowed-to-resume = Só o anfitrião ou um admin do servidor pode retomar a partida.
error-nothing-to-take-back = Não há peça colocada para pegar de volta neste turno.
error-not-finished = Essa partida ainda não acabou.
error-not-allowed-to-manage = Só o anfitrião ou um admin do servidor pode fazer isso.
error-competitor-manages = Numa partida de torneio só o anfitrião do torneio (se não estiver jogando nela) ou um admin do servidor pode fazer isso, nunca um dos jogadores.
error-tournament-undo-needs-consent = Numa partida de torneio uma jogada só é desfeita com o consentimento de todos os adversários, e um jogador do computador não pode dá-lo.
error-not-a-player = { $name } não está jogando nesta partida.
error-clock-stopped = O relógio desta partida já está parado; `/anfitriao relógio` o reinicia.
error-clock-running = O relógio desta partida já está correndo.
error-nothing-to-undo = Ainda não há nenhuma jogada para desfazer.
error-cannot-undo = A última jogada foi um turno pulado ou um jogador que saiu; isso não pode ser desfeito.
error-undo-vote-open = Já há uma votação para desfazer aberta nesta partida; ela termina quando todos responderem.
error-undo-vote-closed = Essa votação está encerrada.
error-not-a-voter = Só os outros jogadores votam neste desfazer.
error-internal = Algo deu errado do nosso lado; nada foi alterado. Tente de novo.
error-saved = Isso foi salvo, mas algo deu errado do nosso lado ao mostrar; as mensagens da partida vão se atualizar em instantes.
error-too-many-threads = O limite deste servidor de { $limit ->
        [one] 1 tópico novo
       *[other] { $limit } tópicos novos
    } por hora foi atingido. Tente de novo em { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    } ou comece a partida aqui, sem tópico.
error-too-many-games = Este canal e seus tópicos já têm { $limit ->
        [one] 1 partida
       *[other] { $limit } partidas
    } em andamento ou esperando jogadores, o máximo que este servidor permite. Tente de novo quando { $limit ->
        [one] ela terminar
       *[other] uma delas terminar
    }, ou comece a partida em outro canal.
error-too-many-lobbies = Você já tem { $limit ->
        [one] um saguão aberto
       *[other] { $limit } saguões abertos
    } neste servidor, o máximo permitido. Comece ou cancele { $limit ->
        [one] esse saguão
       *[other] um deles
    } e tente de novo.
error-rematch-asked-recently = Você acabou de pedir uma revanche. Para que ninguém seja mencionado de novo tão cedo, você pode pedir outra vez em { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    }.
error-undo-asked-recently = Você acabou de pedir para desfazer uma jogada. Para que ninguém seja mencionado de novo tão cedo, você pode pedir outra vez em { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    }.
error-choose-level = Escolha um nível no menu.
error-choose-expansions = Escolha as expansões no menu.
error-choose-position = Escolha uma posição no menu.

illegal-game-over = A partida acabou.
illegal-tile-already-placed = Você já colocou sua peça; agora escolha onde pôr um seguidor, ou nenhum.
illegal-tile-not-placed = Coloque sua peça antes de escolher um seguidor.
illegal-occupied = Já há uma peça em { $pos }.
illegal-not-adjacent = Uma peça precisa tocar uma peça já colocada, e { $pos } não toca nenhuma.
illegal-edge-mismatch = Essa peça não cabe em { $pos }: a borda { $side ->
        [north] norte
        [east] leste
        [south] sul
       *[west] oeste
    } dela tem { $edge ->
        [road] uma estrada
        [river] um rio
        [city] uma cidade
       *[field] um campo
    }, mas a peça ao { $side ->
        [north] norte
        [east] leste
        [south] sul
       *[west] oeste
    } tem ali { $neighbour ->
        [road] uma estrada
        [river] um rio
        [city] uma cidade
       *[field] um campo
    }.
illegal-no-followers-left = Você não tem mais seguidores na reserva.
illegal-farmers-not-used = Nesta partida não há camponeses.
illegal-no-such-feature = Esta peça não tem { $kind ->
        [road] estrada
        [city] cidade
        [monastery] mosteiro
       *[field] campo
    } em { $port }.
illegal-no-monastery = Esta peça não tem mosteiro.
illegal-port-needed = Diga onde na peça vai o { $kind ->
        [road] ladrão
        [city] cavaleiro
        [monastery] monge
       *[field] camponês
    }: { $kind ->
        [road] uma estrada
        [city] uma cidade
        [monastery] um mosteiro
       *[field] um campo
    } precisa de um ponto de encaixe.
illegal-monastery-takes-no-port = Um monge fica no próprio mosteiro; não precisa de ponto de encaixe.
illegal-feature-occupied = { $kind ->
        [road] Essa estrada
        [city] Essa cidade
        [monastery] Esse mosteiro
        [garden] Esse jardim
       *[field] Esse campo
    } já tem um seguidor.
illegal-not-playing = Esse jogador não está mais na partida.
illegal-river-closed = O rio está fechado: não dá mais para colocar peças de rio.
illegal-river-must-extend = Uma peça de rio precisa continuar o rio: ela vai em { $pos }, com uma borda de rio voltada para a ponta aberta do rio.
illegal-river-u-turn = O rio não pode virar duas vezes seguidas para o mesmo lado.
illegal-figure-not-in-play = { $figure ->
        [large] O seguidor grande não é usado
        [abbot] O abade não é usado
        [builder] O construtor não é usado
        [pig] O porco não é usado
       *[follower] Os seguidores não são usados
    } nesta partida.
illegal-no-figure-left = { $figure ->
        [large] Seu seguidor grande já está
        [abbot] Seu abade já está
        [builder] Seu construtor já está
        [pig] Seu porco já está
       *[follower] Todos os seus seguidores já estão
    } no tabuleiro.
illegal-no-garden = Esta peça não tem jardim.
illegal-figure-not-there = { $figure ->
        [abbot] O abade só vai em um mosteiro ou jardim
        [builder] O construtor só vai em uma estrada ou cidade
        [pig] O porco só vai em um campo
       *[other] Só o abade vai em um jardim
    }, não { $kind ->
        [road] nesta estrada
        [city] nesta cidade
        [monastery] neste mosteiro
        [garden] neste jardim
       *[field] neste campo
    }.
illegal-builder-on-completed = Esta peça completa essa área; o construtor só vai em uma que ainda cresce.
illegal-builder-needs-follower = O construtor só vai em uma estrada ou cidade onde você já tem um seguidor.
illegal-pig-needs-farmer = O porco só vai em um campo onde você já tem um camponês.
illegal-no-abbot-on-board = Você não tem abade no tabuleiro para pegar de volta.
illegal-abbot-feature-complete = O mosteiro ou jardim do seu abade está completo; ele pontua e volta sozinho.
illegal-abbot-return-with-figure = Pegar o abade de volta é a ação de figura deste turno: você não pode colocar outra figura.

perm-view-channel = Ver canal
perm-send-messages = Enviar mensagens
perm-attach-files = Anexar arquivos
perm-read-message-history = Ver histórico de mensagens
perm-create-public-threads = Criar tópicos públicos
perm-send-messages-in-threads = Enviar mensagens em tópicos
error-missing-permissions = Não consigo conduzir uma partida { $thread ->
        [yes] neste tópico
       *[no] neste canal
    }: aqui me { $count ->
        [one] falta a permissão
       *[other] faltam as permissões
    } { $list }. Um admin do servidor pode me dar nas configurações do canal (Permissões); depois tente de novo.
list-and = { $init } e { $last }
paused-notice = A partida #{ $game } em <#{ $channel }> está pausada: o Discord recusa minhas mensagens lá, então me tiraram uma permissão. Preciso de { $list } (em um tópico, { $threads } em vez de { $send }). Quando isso for corrigido, o anfitrião ou um admin do servidor pode usar `/anfitriao retomar` lá; até lá o relógio de turnos fica parado.
paused-thread-notice = A partida #{ $game } em <#{ $channel }> está pausada: o tópico dela está arquivado ou trancado, e não consigo reabri-lo. Quando um moderador destrancar, o anfitrião ou um admin do servidor pode usar `/anfitriao retomar` lá; até lá o relógio de turnos fica parado.
error-unknown-options = Este comando não tem { $count ->
        [one] opção chamada { $options }
       *[other] opções chamadas { $options }
    }. Talvez o Discord ainda esteja atualizando os comandos deste bot; tente de novo em um minuto.
error-unreadable-option = Não consegui ler a opção { $option }: esse não é um valor que ela aceita. `/carcassonne ajuda` explica as opções.
error-stale-command = Esse comando não bate com a versão deste bot (uma opção fora do intervalo, ou uma escolha que não existe). Talvez o Discord ainda esteja atualizando os comandos; tente de novo em um minuto.
error-needs-manage-server = Só quem tem a permissão "Gerenciar servidor" pode mudar os padrões deste servidor.
error-server-only = Carcassonne é jogado nos canais de um servidor; este comando funciona lá, não em mensagens diretas.

## Respostas a comandos, só para quem pediu, a menos que se diga.

answer-pick-subcommand = Escolha um dos subcomandos: { $list }.
answer-no-thread = O Discord não me deixou abrir um tópico aqui. Tente de novo, ou comece a partida sem tópico (`tópico: False`).
answer-threads-full = Este servidor tem tantos tópicos ativos quanto o Discord permite (1.000), então não consigo abrir um para a partida. Arquive tópicos encerrados para abrir espaço, ou comece a partida aqui sem tópico (`tópico: False`).
answer-game-open = { $thread ->
        [yes] A partida #{ $game } está aberta em <#{ $channel }>: o saguão está lá.
       *[no] A partida #{ $game } está aberta: o saguão está logo abaixo.
    }
answer-no-lobby = Não há saguão neste canal.
answer-options-started = A partida já começou: as opções ficam como estão.
answer-options-saved = Salvo. A partida #{ $game } será jogada com:
    { $rules }
answer-no-game-start-one = Não há partida neste canal. Comece uma com `/carcassonne nova`.
answer-no-running-game = Não há partida em andamento neste canal.
answer-no-game = Não há partida neste canal.
answer-no-game-to-cancel = Não há partida para cancelar neste canal.
answer-scores = Placar da partida #{ $game }.
answer-rules-of-game = Partida #{ $game }:
    { $rules }
answer-rules-of-server = Padrões deste servidor para novas partidas:
    { $rules }
answer-undone = Desfeito; a partida continua dali.
answer-undo-asked = Pedido feito. Os outros podem concordar até <t:{ $closes }:f>.
answer-resigned = Você saiu da partida #{ $game }.
answer-cancelled = A partida #{ $game } foi cancelada.
answer-resumed = A partida #{ $game } continua; o relógio de turnos voltou a correr.
answer-record = O registro da partida #{ $game }.
answer-replay-cooldown = Você pediu um replay há pouco; pode pedir de novo em { $seconds } s.
answer-replay = A partida #{ $game }, turno a turno.
answer-replay-busy = Estou desenhando outro replay agora, um de cada vez para as partidas continuarem rápidas. Peça de novo em um minuto.
answer-computer-turn = É a vez de { $name }; ele joga sozinho.
answer-not-your-turn = É a vez de { $name }, não a sua.
answer-turn-link = A mensagem do turno: { $link }
answer-done = Feito: { $what }
answer-links-renewed = Os links antigos para assistir a esta partida pararam de funcionar; os novos cartões trazem um novo.
answer-notice-set = De agora em diante você fica sabendo dos seus turnos { $how ->
        [mention] por uma menção no canal da partida
        [dm] por mensagem direta com um link para o turno (e uma menção no canal se suas DMs estiverem fechadas para mim)
       *[quiet] só pela mensagem do turno, sem ping
    }.
answer-notice-now = Você fica sabendo dos seus turnos { $how ->
        [mention] por uma menção no canal da partida
        [dm] por mensagem direta com um link para o turno (e uma menção no canal se suas DMs estiverem fechadas para mim)
       *[quiet] só pela mensagem do turno, sem ping
    }. Mude isso com `/carcassonne avisos`.
answer-config-saved = Salvo. Novas partidas neste servidor:
    { $rules }{ $threads ->
        [yes] Cada partida ganha um tópico próprio.
       *[no] As partidas são jogadas no canal.
    } { $lobby_hours ->
        [0] Os saguões ficam abertos até alguém começar ou cancelar.
        [one] Os saguões fecham depois de 1 hora se ninguém começar.
       *[other] Os saguões fecham depois de { $lobby_hours } horas se ninguém começar.
    }

## Respostas a cliques, só para quem clicou.

click-unknown-control = Este botão não é deste bot; não muda nada.
click-other-channel = Esse botão pertence a uma partida de outro canal; não muda nada.
click-no-board = Este bot não consegue abrir o tabuleiro dentro do Discord; use os botões, ou “Assistir ao vivo” onde aparecer.
click-rematch-open = A partida #{ $game } está aberta: o saguão dela está abaixo. Os outros foram convidados.

## Mensagens da partida no canal, no idioma da partida.

duration-days = { $n ->
        [one] 1 dia
       *[other] { $n } dias
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
        [two] uma cidade de 2 peças vale 2 (primeira edição)
       *[four] uma cidade de 2 peças vale 4
    }; { $farms ->
        [per-city] camponeses contam cada cidade completa uma vez (primeira edição)
        [off] sem camponeses
       *[per-field] camponeses ganham 3 por cidade completa que toque o campo deles
    }; { $end ->
        [monasteries] no fim só os mosteiros incompletos pontuam
       *[all] estradas, cidades e mosteiros incompletos pontuam no fim
    }
rules-turn-time = { $time }; depois { $forfeit ->
        [yes] o turno é pulado, e depois de { $after } turnos perdidos seguidos o jogador é eliminado
       *[no] o turno é pulado
    }
rules-no-turn-limit = sem limite
rules-rules = **Regras:** { $rules }.
expansion-name = { $name ->
        [river] O Rio
        [abbot] O Abade
        [inns_cathedrals] Estalagens e Catedrais
       *[traders_builders] Comerciantes e Construtores
    }
rules-expansions = **Expansões:** { $list }.
rules-no-expansions = **Expansões:** nenhuma (o jogo básico).
rules-seats = **Lugares:** até { $seats }.
rules-turn = **Tempo por turno:** { $turn_time }.
rules-reminder = **Lembrete:** depois de { $time } sem jogada.
rules-stand-in = **Substitutos:** um jogador do computador ({ $level }) assume o lugar de quem ficar sem tempo, desistir ou for removido; esse lugar não vale para o ranking.
rules-bank = um banco de { $start } para cada um, { $increment } a mais a cada turno, até { $cap }; ele só corre nos seus próprios turnos
rules-language = **Idioma:** { $language }.
lobby-title = **Carcassonne** — partida #{ $game }, anfitrião: { $host }
lobby-players = **Jogadores ({ $joined }/{ $seats }):** { $players }
lobby-can-start = O anfitrião já pode começar a partida.
lobby-waiting = Esperando pelo menos mais um jogador…
lobby-closes = O saguão fecha <t:{ $closes }:R> se ninguém começar.
lobby-add-computer-menu = Adicionar um jogador do computador (anfitrião)…
lobby-expansions-menu = Expansões (o anfitrião escolhe)
lobby-add-computer = Adicionar um jogador do computador: { $level }
level-easy = fácil
level-medium = médio
level-hard = difícil
level-random = aleatório
level-easy-blurb = Conhece as regras, muitas vezes perde a melhor jogada
level-medium-blurb = Faz a jogada que parece melhor agora
level-hard-blurb = Pensa à frente nas peças que ainda estão no saco
level-random-blurb = Qualquer jogada válida
button-join = Entrar
button-leave = Sair
button-start = Começar
button-cancel = Cancelar
button-remove-computer = Remover computador
button-previous = ◀ Anterior
button-next = Próxima ▶
button-fits-one-way = Só cabe assim
button-turn = ⟳ Girar
button-turn-left = ⟲ Girar para a esquerda
button-turn-right = ⟳ Girar para a direita
button-confirm = Confirmar
button-no-follower = Sem seguidor
button-take-back = ↩ Pegar a peça de volta
button-rematch = Revanche
button-agree = Concordo
button-refuse = Recuso
turn-header = { $player }, é a sua vez (jogada { $move }). Sua peça é **{ $tile }**; { $left ->
        [one] resta 1 peça no saco.
       *[other] restam { $left } peças no saco.
    }
turn-deadline = O tempo acaba <t:{ $deadline }:R>.
turn-clock-stopped = O relógio está parado.
turn-pick = Escolha uma posição pelo número, gire a peça e confirme.
turn-shown-in-place = A peça aparece no lugar. Gire-a ou escolha outra posição, depois confirme.
turn-fits-ways = { $ways ->
        [one] cabe de um jeito
       *[other] cabe de { $ways } jeitos
    }
turn-choose-position = { $pages ->
        [one] Escolha uma posição
       *[other] Escolha uma posição (página { $page } de { $pages })
    }
feature = { $kind ->
        [road] estrada
        [city] cidade
        [monastery] mosteiro
        [garden] jardim
       *[field] campo
    }
follower-step = { $player }, a peça foi colocada. Ponha um seguidor num lugar com letra, ou nenhum. { $left ->
        [one] Resta 1 seguidor.
       *[other] Restam { $left } seguidores.
    }
dm-turn = É a sua vez na partida de Carcassonne #{ $game } em <#{ $channel }> (jogada { $move }).
dm-reminder = ⏰ Lembrete: ainda é a sua vez na partida de Carcassonne #{ $game } em <#{ $channel }> (jogada { $move }).
dm-link = Sua vez: { $link }
dm-how-to-change = `/carcassonne avisos` no servidor muda como você é avisado.
dm-fallback = { $player }, sua vez está esperando: { $link }
dm-fallback-reminder = ⏰ { $player }, sua vez ainda está esperando: { $link }
dm-closed = Suas DMs estão fechadas para mim, então menciono você aqui. Abra-as, ou escolha outro jeito com `/carcassonne avisos`.
board-turn = Partida #{ $game }: vez de { $name } (jogada { $move }).
board-holders-turn = Partida #{ $game }: quem controla o quê na vez de { $name } (jogada { $move }).
board-holders-end = Partida #{ $game }: quem controlava o quê no fim.
board-over = A partida #{ $game } acabou.
board-not-started = A partida #{ $game } ainda não começou.
board-cancelled = A partida #{ $game } foi cancelada.
bag-not-started = A partida #{ $game } ainda não começou: as { $total } peças estão no saco.
bag-over = A partida #{ $game } acabou: não há mais nada para tirar.
bag-left = Partida #{ $game }: { $left ->
        [0] o saco está vazio; a peça na mão é a última.
        [one] resta 1 peça no saco; { $fitting ->
            [0] agora ela não caberia em lugar nenhum.
           *[other] agora ela caberia em algum lugar.
        }
       *[other] restam { $left } peças no saco; { $nowhere ->
            [0] todas caberiam agora em algum lugar.
           *[other] { $fitting } caberiam agora em algum lugar, { $nowhere } não.
        }
    }
final-title = Placar final
final-line = { $medal } { $player } — **{ $score }** (estradas { $roads }, cidades { $cities }, mosteiros { $monasteries }, campos { $farms }{ $goods ->
        [0] {""}
       *[other] , mercadorias { $goods }
    }){ $left ->
        [yes] , saiu da partida
       *[no] {""}
    }
final-rating = rating { $before } → { $after }
undo-last-move = a última jogada
undo-vote = **Desfazer?** { $asker } pede para desfazer { $what } na partida #{ $game }. { $voters }: vocês concordam? Todos precisam concordar, até <t:{ $closes }:R>.
undo-agreed = Concordaram até agora: { $names }.
rematch-invite = { $count ->
        [0] Revanche da partida #{ $old }: o saguão da partida #{ $game } está logo acima.
       *[other] Revanche da partida #{ $old }! { $players }: o saguão da partida #{ $game } está logo acima; apertem **Entrar** para jogar de novo.
    }

## Listas e estatísticas, no idioma de quem pediu.

leaderboard-title = Classificação
leaderboard-title-season = Ranking — temporada { $season }
season-over = 🏆 **A temporada { $season } terminou.** Os melhores jogadores:
season-top-line = { $medal } { $player } — rating { $rating }, { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] 1 vitória
       *[other] { $wins } vitórias
    }
leaderboard-empty = Ninguém terminou uma partida neste servidor ainda.
leaderboard-line = { $place }. { $player } — rating { $rating } · { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] 1 vitória
       *[other] { $wins } vitórias
    } · média { $average }, melhor { $best }
games-title = { $count ->
        [0] Nenhuma partida em andamento neste servidor. Comece uma com `/carcassonne nova`.
        [one] **1 partida em andamento neste servidor**
       *[other] **{ $count } partidas em andamento neste servidor** (página { $page } de { $pages }, as que esperam há mais tempo primeiro)
    }
games-cannot-check = Não consegui perguntar ao Discord quais canais você pode ver, então não vou listar nenhuma partida por enquanto. Tente de novo em um minuto.
stats-cannot-check = Não consegui perguntar ao Discord quais canais você pode ver, então as últimas partidas não aparecem por enquanto.
games-your-turn = sua vez
games-turn-of = vez de { $name }
games-between-turns = entre turnos
games-since = desde <t:{ $since }:R>
games-go-to-it = ir até lá
games-progress = { $played ->
        [one] 1 turno jogado
       *[other] { $played } turnos jogados
    }, { $left ->
        [one] resta 1 peça
       *[other] restam { $left } peças
    }
games-paused = pausada
mine-none = Você não está jogando em nenhuma partida neste servidor. `/carcassonne partidas` lista as que estão em andamento.
mine-title = **Suas partidas** ({ $count }): { $yours ->
        [0] nenhuma está esperando por você agora.
        [one] é a sua vez em 1 partida.
       *[other] é a sua vez em { $yours } partidas.
    }
stats-none = { $player } ainda não terminou nenhuma partida neste servidor.
stats-line = { $player }: { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] 1 vitória
       *[other] { $wins } vitórias
    }, pontuação média { $average }, melhor { $best }; rating { $rating } (habilidade { $mu } ± { $sigma }).
history-none = A partida #{ $game } ainda não tem jogadas.
history-title = Partida #{ $game }: { $shown ->
        [one] a última jogada
       *[other] as últimas { $shown } jogadas
    } de { $total }
history-end = Fim.
recent-title = { $count ->
        [one] Última partida
       *[other] Últimas { $count } partidas
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 venceu
       *[other] { $rank }º de { $players }
    }, { $score } pontos
against-none = { $a } e { $b } ainda não terminaram uma partida juntos neste servidor.
against-line = **Contra { $b }:** { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    } juntos; { $a } à frente em { $ahead }, atrás em { $behind }, empatados em { $level }.
replay-whole-game = A partida inteira:
someone = Alguém
undo-refused = { $voter } recusou desfazer as jogadas que { $asker } pediu para desfazer; elas ficam.
undo-agreed-by-all = Todos concordaram com { $asker }: { $moves } desfeito.
undo-done = { $asker } desfez { $moves }.
undo-turn-undone = Este turno foi desfeito.
undo-play-again = { $player } joga esse turno de novo, com a mesma peça.
undo-expired = Nem todos concordaram a tempo, então as jogadas ficam.
undo-tile-of = a peça { $tile } de { $player } em ({ $x }, { $y })
news-skipped = { $actor } pulou o turno de { $player }.
news-removed = { $actor } tirou { $player } da partida; os seguidores dele ficam no tabuleiro.
news-handed = { $actor } passou o lugar de { $player } a um jogador do computador.
news-stand-in = De agora em diante um jogador do computador ({ $level }) joga no lugar de { $player }; esse lugar não vale para o ranking.
seat-stood-in = { $player } (computador, { $level })
news-clock-started = { $actor } reiniciou o relógio: o turno tem o tempo que ainda restava.
news-clock-stopped = { $actor } parou o relógio: o tempo de ninguém acaba até ele voltar a correr. Ainda dá para jogar.
news-placed = { $player } colocou a peça { $tile } em ({ $x }, { $y }){ $follower ->
        [road] {" "}com um ladrão na estrada
        [city] {" "}com um cavaleiro na cidade
        [monastery] {" "}com um monge no mosteiro
        [field] {" "}com um camponês no campo
       *[none] {""}
    }.
news-could-not-place = { $player } não conseguiu colocar uma peça.
figure-name = { $figure ->
        [large] seguidor grande
        [abbot] abade
        [builder] construtor
        [pig] porco
       *[follower] seguidor
    }
button-watch-live = Assistir ao vivo
button-open-board = Abrir tabuleiro
button-return-abbot = Pegar o abade de volta
follower-menu = Escolha um lugar e uma figura
error-choose-spot = Escolha um lugar no menu.
news-goods = { $player } pega as mercadorias da cidade completa: { $wine } vinho, { $grain } trigo, { $cloth } tecido.
news-second-part = A área do construtor de { $player } cresceu: { $player } joga uma segunda peça.
news-placed-figure = { $player } colocou a peça { $tile } em ({ $x }, { $y }) com { $figure ->
        [large] seu seguidor grande
        [abbot] seu abade
        [builder] seu construtor
       *[pig] seu porco
    } { $kind ->
        [road] na estrada
        [city] na cidade
        [monastery] no mosteiro
        [garden] no jardim
       *[field] no campo
    }.
news-left = { $player } saiu da partida.
history-scored = Pontos: { $list }.
history-set-aside = { $player } tirou a peça { $tile }, que não cabe em lugar nenhum; ela foi deixada de lado.
history-skipped = O turno de { $player } foi pulado; a peça { $tile } foi deixada de lado.
history-nothing-more = No fim, nada mais pontuou.
history-final-scoring = Pontuação final.
news-set-aside = A peça { $tile } não cabe em lugar nenhum, então foi deixada de lado e { $player } tirou outra.
news-game-over = A partida acabou.
undo-lapsed = A partida seguiu em frente, então a votação para desfazer foi encerrada: as jogadas ficam.
news-begins = A partida começa! { $player } joga primeiro.
news-started = A partida #{ $game } começou.
news-cancelled = A partida #{ $game } foi cancelada por { $player }.
news-only-computers = Só restaram jogadores do computador, então a partida termina aqui.
news-turn-goes-on = Este turno continua em uma nova mensagem.
news-lobby-closed = O saguão da partida #{ $game } fechou: ninguém a começou em { $hours ->
        [one] 1 hora
       *[other] { $hours } horas
    }. `/carcassonne nova` abre outro.
news-still-turn = Ainda é a vez de { $player }: o turno foi postado de novo abaixo.
news-forfeit = { $player } estourou o tempo { $missed } turnos seguidos e foi eliminado.
news-timed-out = { $player } estourou o tempo; o turno foi pulado.
scored = { $count ->
        [0] Ninguém marca { $points }: { $what }
        [one] { $players } marca { $points }: { $what }
       *[other] { $players } marcam { $points } cada: { $what }
    }
what-road = estrada de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    }
what-road-unfinished = estrada incompleta de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    }
what-city = cidade de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    }{ $pennants ->
        [0] {""}
        [one] {" "}com 1 brasão
       *[other] {" "}com { $pennants } brasões
    }
what-city-unfinished = cidade incompleta de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    }{ $pennants ->
        [0] {""}
        [one] {" "}com 1 brasão
       *[other] {" "}com { $pennants } brasões
    }
what-monastery = mosteiro completo
what-monastery-unfinished = mosteiro incompleto com { $neighbours ->
        [one] 1 vizinha
       *[other] { $neighbours } vizinhas
    }
what-field = campo que toca { $cities ->
        [one] 1 cidade completa
       *[other] { $cities } cidades completas
    }

what-road-inn = estrada com estalagem de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    } (2 pontos por peça)
what-road-inn-unfinished = estrada incompleta com estalagem de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    }: uma estrada com estalagem só pontua completa
what-city-cathedral = cidade com catedral de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    }{ $pennants ->
        [0] {""}
        [one] {" "}e 1 brasão
       *[other] {" "}e { $pennants } brasões
    } (3 pontos cada)
what-city-cathedral-unfinished = cidade incompleta com catedral de { $tiles ->
        [one] 1 peça
       *[other] { $tiles } peças
    }: uma cidade com catedral só pontua completa
what-garden = jardim completo
what-garden-unfinished = jardim incompleto com { $neighbours ->
        [one] 1 vizinha
       *[other] { $neighbours } vizinhas
    }
what-abbot-returned = abade retirado de { $kind ->
        [garden] um jardim
       *[monastery] um mosteiro
    } com { $neighbours ->
        [one] 1 vizinha
       *[other] { $neighbours } vizinhas
    }
what-goods = mais { $good ->
        [wine] vinho
        [grain] trigo
       *[cloth] tecido
    } ({ $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    })
what-field-pig = campo junto a { $cities ->
        [one] 1 cidade completa
       *[other] { $cities } cidades completas
    }, com porco (4 pontos por cidade)

## Ajuda: uma mensagem, no máximo 2000 caracteres.

help = **Carcassonne no Discord**
    `/carcassonne nova` abre um saguão; os outros apertam **Entrar** e o anfitrião aperta **Começar** (antes ele pode mudar as opções com `/anfitriao opções`). Pelo menu do saguão, o anfitrião pode preencher lugares com jogadores do computador (fácil, médio ou difícil).
    Na sua vez, escolha uma posição numerada, gire a peça com ⟲ ⟳ e aperte **Confirmar**; depois ponha um seguidor num lugar com letra ou escolha **Sem seguidor** (ou **Pegar a peça de volta** para colocá-la em outro lugar); `/carcassonne desfazer` pede aos outros para desfazer a última jogada. Perdeu a mensagem do seu turno? `/carcassonne turno` traz os botões de volta, só para você. `/carcassonne avisos` escolhe como você fica sabendo da sua vez: menção, DM ou sem ping. `/carcassonne minhas` lista suas partidas, primeiro as que esperam por você; `/carcassonne partidas`, todas as do servidor.
    Estradas, cidades e mosteiros completos pontuam na hora; campos e tudo o que ficou incompleto, no fim. **Revanche**, abaixo do placar final, abre um novo saguão para os mesmos jogadores.
    `/carcassonne tabuleiro` mostra o tabuleiro (ou quem controla o quê), `/carcassonne saco` o que falta tirar e `/carcassonne histórico` as últimas jogadas em palavras (só para você), `/carcassonne placar` o placar, `/carcassonne regras` as regras em vigor.
    `/carcassonne desistir` sai de uma partida; `/anfitriao cancelar` a encerra; `/anfitriao pular` pula o turno atual, `/anfitriao remover` tira um jogador e `/anfitriao relógio` para o relógio nas férias. Uma partida pausada porque perdi uma permissão no canal dela continua com `/anfitriao retomar` quando a permissão voltar.
    `/carcassonne exportar` dá o registro da partida; `/carcassonne replay`, uma animação da partida até agora, só para você.
    `/classificação` e `/estatísticas` mostram como cada um joga (`/estatísticas contra:` o confronto direto).
    `/torneio abrir` organiza um torneio; a administração ajusta o servidor com `/configurar`.
answer-limits = { $lobbies ->
        [0] Os membros podem ter quantos saguões abertos quiserem.
        [one] Cada membro pode ter 1 saguão aberto por vez.
       *[other] Cada membro pode ter { $lobbies } saguões abertos por vez.
    } { $cooldown ->
        [0] Pedidos de revanche e de desfazer não têm espera.
        [one] Pode-se pedir uma revanche ou desfazer uma vez por minuto.
       *[other] Pode-se pedir uma revanche ou desfazer uma vez a cada { $cooldown } minutos.
    } { $threads ->
        [0] O bot abre quantos tópicos de partida forem precisos.
        [one] O bot abre no máximo 1 tópico de partida por hora.
       *[other] O bot abre no máximo { $threads } tópicos de partida por hora.
    } { $games ->
        [0] Um canal e seus tópicos podem ter quantas partidas quiserem.
        [one] Um canal e seus tópicos têm no máximo 1 partida por vez.
       *[other] Um canal e seus tópicos têm no máximo { $games } partidas por vez.
    }
answer-season-channel-kind = Os anúncios de temporada vão para um canal de texto ou de anúncios. Escolha um deles.
answer-seasons = { $period ->
        [monthly] As temporadas duram um mês (UTC); os ratings recomeçam a cada mês a partir do rating geral de cada jogador, trazido até a metade do caminho para o de um novato.
        [quarterly] As temporadas duram um trimestre (UTC); os ratings recomeçam a cada trimestre a partir do rating geral de cada jogador, trazido até a metade do caminho para o de um novato.
       *[off] Sem temporadas: o ranking conta todas as partidas.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] O fim das temporadas não é anunciado.
        }
       *[other] Os três melhores de cada temporada são anunciados em <#{ $channel }>.
    }

## Torneios
event-thread = { $event } · rodada { $round }, mesa { $table }
event-thread-match = { $event } · rodada { $round }, mesa { $table }, partida { $game }
news-decided-by-deadline = O prazo da rodada acabou: esta partida termina aqui, decidida pela pontuação atual.
error-no-event = Não há torneio aqui.
error-no-event-named = Nenhum torneio deste servidor se chama “{ $name }”.
error-events-share-name = Mais de um torneio deste servidor tem esse nome ({ $channels }): cancele-o no próprio canal.
error-event-full = Este torneio está cheio ({ $limit } jogadores).
error-already-signed-up = Você já está inscrito.
error-not-signed-up = Você não joga neste torneio.
error-signup-closed = As inscrições deste torneio estão encerradas.
error-event-not-running = Este torneio não está em andamento.
error-too-few-entrants = Um torneio precisa de pelo menos { $needed } jogadores para começar.
error-best-of-pairs = Partidas de vários jogos são para mesas de dois.
cmd-tournament = torneio
cmd-tournament-desc = Torneios: sistema suíço, todos contra todos ou eliminatória
cmd-tournament-open = abrir
cmd-tournament-open-desc = Abra as inscrições de um torneio neste canal; você o organiza
cmd-tournament-start = comecar
cmd-tournament-start-desc = Comece agora o torneio deste canal (quem organiza ou "Gerenciar servidor")
cmd-tournament-cancel = cancelar
cmd-tournament-cancel-desc = Cancele o torneio deste canal (quem organiza ou "Gerenciar servidor")
cmd-tournament-standings = classificacao
cmd-tournament-standings-desc = A classificação do torneio deste canal, só para você
cmd-tournament-withdraw = desistir
cmd-tournament-withdraw-desc = Desista do torneio deste canal: suas partidas em andamento contam como derrotas
opt-name = nome
opt-name-desc = O nome do torneio
opt-tournament-cancel-name-desc = O nome de um torneio em outro lugar deste servidor, para cancelá-lo daqui
opt-format = formato
opt-format-desc = Como os jogadores são pareados (suíço se não definido)
opt-table = mesa
opt-table-desc = Jogadores em cada mesa (2 se não definido)
opt-best_of = partidas
opt-best_of-desc = Partidas por confronto em mesas de dois (1 se não definido)
opt-rounds = rodadas
opt-rounds-desc = Rodadas de um torneio suíço (4 se não definido)
opt-tournament-open-seats-desc = Jogadores no máximo (16 se não definido)
opt-round_hours = horas_por_rodada
opt-round_hours-desc = Horas de cada rodada até o prazo (uma semana se não definido)
opt-signup_hours = horas_inscricao
opt-signup_hours-desc = Horas até as inscrições fecharem e ele começar sozinho (0: quem organiza começa)
choice-format-0 = sistema suíço
choice-format-1 = todos contra todos
choice-format-2 = eliminatória
choice-table-0 = 2 jogadores
choice-table-1 = 3 jogadores
choice-table-2 = 4 jogadores
choice-best_of-0 = 1 partida
choice-best_of-1 = melhor de 3
choice-best_of-2 = melhor de 5
event-title = **{ $event }** — { $format ->
        [swiss] um torneio suíço de { $rounds } rodadas
        [round_robin] um torneio todos contra todos
       *[elimination] um torneio eliminatório
    }, mesas de { $size }{ $best_of ->
        [1] {""}
       *[other] , confrontos em melhor de { $best_of }
    }; organizado por { $host }.
event-round-time = **Rodadas:** { $time } cada; partidas ainda em andamento no prazo são decididas pela pontuação do momento.
event-signed-up = **Inscritos ({ $joined }/{ $max }):** { $players }
event-nobody = ninguém ainda
event-closes = As inscrições fecham <t:{ $closes }:R>, e o torneio começa então.
event-host-starts = Quem organiza começa o torneio com **Começar**.
event-signup-over = As inscrições terminaram.
event-round = **{ $event } — rodada { $round } de { $rounds }**
event-table = Mesa { $table }: { $players } → { $thread }
event-table-waiting = Mesa { $table }: { $players } (o tópico abre em instantes)
event-tables-more = …e mais { $count } mesas: cada uma é indicada no próprio tópico.
event-bye = Folga (conta como vitória): { $player }
event-deadline = Esta rodada termina <t:{ $when }:R>.
event-standings-title = **{ $event } — classificação após a rodada { $round } de { $rounds }**
event-final-title = **{ $event } — classificação final**
event-table-ref = rodada { $round }, mesa { $table }
event-decided = Decidido no prazo da rodada: { $tables }.
event-winner = 🏆 { $player } vence **{ $event }**!
picture-event-after-round = { $event } — após a rodada { $round }
picture-event-final = { $event } — classificação final
event-cancelled = **{ $event }** foi cancelado por { $player }.
event-cancelled-empty = **{ $event }** não começou: poucos inscritos.
event-withdrew = { $player } desistiu de **{ $event }**; as partidas em andamento contam como derrotas.
event-tables-wait = { $host } As mesas de **{ $event }** esperam seus tópicos: este servidor tem tantos tópicos ativos quanto o Discord permite (1.000). O torneio fica pausado enquanto isso, com seus prazos. Arquivar tópicos encerrados abre espaço: tento de novo a cada { $minutes } minutos e sigo sozinho, ou o anfitrião pode retomá-lo antes.
answer-event-not-in-thread = Abra um torneio em um canal, não em um tópico: as partidas terão tópicos próprios lá.
answer-event-here = Este canal já tem um torneio (nº { $event }): um de cada vez.
answer-event-opened = O torneio nº { $event } está aberto: as inscrições estão neste canal.
answer-event-started = { $event } começou.
answer-event-cancelled = { $event } foi cancelado.
answer-event-withdrawn = Você desistiu de { $event }.
cmd-tournament-resume = retomar
cmd-tournament-resume-desc = Retome o torneio pausado deste canal quando minhas permissões voltarem (quem organiza ou admin)
error-event-paused = Este torneio está pausado: perdi uma permissão no canal dele (para postar ou abrir tópicos). Quando ela voltar, quem organiza pode continuar com `/torneio retomar`.
answer-event-resumed = { $event } continua.

## Alt text of pictures (what a screen reader says for each)
alt-turn = O tabuleiro em volta da última peça, com um número em cada casa onde a peça { $tile } cabe
alt-close-up = A peça recém-colocada, de perto, com uma letra em cada lugar que um seguidor pode ocupar
alt-board = O tabuleiro, com os pontos de cada jogador
alt-scores = O tabuleiro final, com os pontos de cada jogador por tipo de terreno
alt-bag = As peças que restam no saco, tipo por tipo
alt-holders = O tabuleiro nas cores de quem controla cada estrada, cidade e campo
alt-race = Os pontos de cada jogador depois de cada turno
alt-tile = A peça { $tile }, como foi tirada
alt-replay = A partida, peça por peça
alt-standings = A classificação do torneio
alt-rating = O rating de { $name }, partida por partida

# The live board's page.
page-title = Carcassonne
page-language = Idioma
page-new-game = Novo jogo
page-people = Pessoas nesta tela
page-add-person = Adicionar uma pessoa
page-computers = Jogadores de computador
page-add-computer = Adicionar um jogador de computador
page-player = Jogador { $n }
page-remove = Remover
page-rules = Regras
page-expansions = Expansões
page-seats = Lugares: { $seats } (de 2 a 6)
page-start = Começar o jogo
page-watching = Você está assistindo.
page-waiting = Esperando { $player }…
page-turn-tile = { $player }, sua vez: escolha onde vai o bloco.
page-turn-figure = { $player }: coloque uma peça em um lugar, ou nenhuma.
page-fits-here = O bloco cabe aqui: coluna { $x }, linha { $y }
page-drawn-tile = O bloco a colocar: { $tile }
page-zoom-in = Aproximar
page-zoom-out = Afastar
page-centre = Mostrar o tabuleiro inteiro
page-scores = Pontuação
page-bag = Blocos no saco: { $left }
page-history = Histórico
page-game-over = O jogo acabou.
page-offline = A conexão caiu; tentando de novo…
page-stale = O jogo avançou; aqui está como está agora.
page-keys = Teclas: Tab até uma casa, Enter para escolhê-la, R para girar o bloco, Enter de novo para colocá-lo; setas movem, + e − dão zoom, 0 mostra tudo.
page-holders = Mostrar quem controla o quê
page-by-feature = Pontos por tipo
page-error-bad-request = A página enviou algo que o tabuleiro não entende; recarregue a página.
page-error-session = Este link não vale mais (expirou ou é de outro jogo). Abra o jogo de novo.
page-error-watch-only = Este link é para assistir: não dá para jogar com ele.
page-error-too-many = Cliques demais de uma vez; espere um momento.
page-error-busy = O tabuleiro está ocupado agora; tente de novo em um momento.
page-error-discord-code = O Discord não confirmou quem você é. Feche o tabuleiro e abra de novo.
page-error-not-in-activity = Segundo o Discord, você não está nesta atividade, ou ela não está no canal de uma partida. Abra o tabuleiro pelo canal da partida.
page-error-discord-down = Não foi possível consultar o Discord agora. Tente de novo em instantes.
page-error-no-game-here = Não há nenhuma partida em andamento neste canal.
page-asking-discord = Perguntando ao Discord quem você é…
