# Русский: термины — как в изданиях «Каркассона» от Hobby World (см.
# assets/locales/glossary/README.md). К игроку обращаемся на «вы»; глаголы
# рядом с именами — в настоящем времени, чтобы не гадать о роде.

## Pictures. Words drawn on the board's pictures: keep them short.

# A seat with no name (seats are numbered from 1).
picture-player = Игрок { $number }
picture-game-over = Игра окончена
# The status line of the board: whose turn, and the tiles left to draw.
picture-to-play = Ходит { $name } · { $left ->
    [one] остался { $left } квадрат
    [few] осталось { $left } квадрата
   *[many] осталось { $left } квадратов
}
# Column headings of the players' panel and the score sheet.
picture-col-followers = Подданные
picture-col-score = Очки
picture-col-bank = Время
picture-bank-dh = { $d } д { $h } ч
picture-bank-hm = { $h } ч { $m } мин
picture-bank-m = { $m } мин
picture-bank-left = осталось { $left }
picture-col-roads = Дороги
picture-col-cities = Города
picture-col-monasteries = Монаст.
picture-col-farms = Поля
picture-col-total = Итого
picture-col-figures = Фигуры
picture-col-wine = Вино
picture-col-grain = Зерно
picture-col-cloth = Ткань
picture-col-goods = Товары
# The turn picture.
picture-turn-of = Ходит { $name }
picture-fits = { $count ->
    [0] Этот квадрат никуда не подходит.
    [one] { $count } место, куда подходит этот квадрат
    [few] { $count } места, куда подходит этот квадрат
   *[many] { $count } мест, куда подходит этот квадрат
}
picture-bag-left = { $count ->
    [0] Мешочек пуст
    [one] В мешочке { $count } квадрат
    [few] В мешочке { $count } квадрата
   *[many] В мешочке { $count } квадратов
}
# The follower close-up: each lettered spot, and what it is on.
picture-no-spot = На этот квадрат нельзя поставить подданного.
picture-spot = { $letter }: { $feature ->
    [road] дорога
    [city] город
    [monastery] монастырь
    [garden] сад
   *[field] поле
}
# The bag picture.
picture-bag-all-drawn = Все квадраты уже вытянуты.
picture-bag-all-fit = Сейчас каждый из них куда-нибудь подошёл бы.
picture-bag-some-fit = Куда-нибудь подошли бы: { $fitting }; никуда: { $nowhere } (обведены красным).
# The board tinted by who holds each feature.
picture-holders-title = Кто чем владеет
picture-holders-key = Дороги, города и поля — цветом игрока, у которого там больше всего подданных; при равенстве — в полоску.
picture-chart-race = Гонка очков
picture-chart-end = Конец
picture-chart-turns = Ходы
picture-chart-rating = Рейтинг: { $name }
picture-chart-games = { $count ->
        [one] { $count } партия, самая старая слева
        [few] { $count } партии, самая старая слева
       *[many] { $count } партий, самая старая слева
    }
picture-chart-peak = Лучший { $rating }
picture-chart-season-peak = Лучший в сезоне { $rating }
picture-standings-player = Игрок
picture-standings-points = Очки
picture-standings-buchholz = Бухгольц
picture-standings-score = Набрано
picture-standings-played = Сыграно
picture-standings-withdrawn = { $name } (выбыл)
picture-standings-none = Ещё никто не играл.
picture-chart-now = Сейчас: { $rating }

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Играть в «Каркассон» в этом канале.
cmd-carcassonne-new = новая
cmd-carcassonne-new-desc = Открыть лобби новой игры.
cmd-host = хозяин
cmd-host-desc = Вести игру этого канала как хозяин (или с правом «Управлять сервером»).
cmd-host-options = настройки
cmd-host-options-desc = Изменить настройки лобби этого канала до начала игры (хозяин).
cmd-carcassonne-turn = ход
cmd-carcassonne-turn-desc = Вернуть кнопки вашего хода, только для вас.
cmd-carcassonne-board = поле
cmd-carcassonne-board-desc = Показать поле игры этого канала или кто чем владеет, только для вас.
cmd-carcassonne-bag = мешочек
cmd-carcassonne-bag-desc = Что осталось в мешочке, по видам, только для вас.
cmd-carcassonne-history = история
cmd-carcassonne-history-desc = Последние ходы игры этого канала словами, только для вас.
cmd-carcassonne-score = очки
cmd-carcassonne-score-desc = Показать очки по дорогам, городам, монастырям и полям.
cmd-carcassonne-rules = правила
cmd-carcassonne-rules-desc = Правила и настройки игры этого канала (или настройки сервера по умолчанию).
cmd-carcassonne-undo = отменить
cmd-carcassonne-undo-desc = Попросить остальных отменить последний ход (и ходы компьютера после него).
cmd-carcassonne-resign = сдаться
cmd-carcassonne-resign-desc = Выйти из игры этого канала.
cmd-host-cancel = отмена
cmd-host-cancel-desc = Отменить игру этого канала (хозяин или тот, у кого есть право «Управлять сервером»).
cmd-host-resume = продолжить
cmd-host-resume-desc = Продолжить приостановленную игру этого канала, когда мои права здесь вернут.
cmd-carcassonne-export = экспорт
cmd-carcassonne-export-desc = Запись последней игры этого канала (carcassonne-record/1).
cmd-carcassonne-replay = повтор
cmd-carcassonne-replay-desc = Анимация последней игры этого канала (ходы до сих пор), только для вас.
cmd-carcassonne-games = игры
cmd-carcassonne-games-desc = Идущие игры на этом сервере, только для вас.
cmd-carcassonne-mine = мои
cmd-carcassonne-mine-desc = Ваши идущие игры на этом сервере; сначала те, что ждут вашего хода.
cmd-carcassonne-notify = оповещения
cmd-carcassonne-notify-desc = Как вам сообщать о вашем ходе в играх этого сервера.
cmd-host-skip = пропустить
cmd-host-skip-desc = Пропустить ход текущего игрока (хозяин или «Управлять сервером»).
cmd-host-remove = исключить
cmd-host-remove-desc = Исключить игрока из игры; его подданные остаются (хозяин или «Управлять сервером»).
cmd-host-standin = замена
cmd-host-standin-desc = Отдать место игрока компьютеру; место без рейтинга (хозяин или «Управлять сервером»).
cmd-host-clock = часы
cmd-host-clock-desc = Остановить или запустить часы ходов этой игры (хозяин или «Управлять сервером»).
cmd-host-links = ссылки
cmd-host-links-desc = Новые ссылки для зрителей; старые перестают работать (хозяин или «Управлять сервером»).
cmd-carcassonne-help = помощь
cmd-carcassonne-help-desc = Как играть с этим ботом.
cmd-settings = сервер
cmd-settings-desc = Настройки сервера для новых игр («Управлять сервером»).
cmd-leaderboard = рейтинг
cmd-leaderboard-desc = Лучшие игроки этого сервера.
cmd-stats = статистика
cmd-stats-desc = Итоги игрока на этом сервере: рейтинг, последние 10 игр и игры против кого-то.

# Options, by name; a command can have its own description of one.
opt-small_city = малый_город
opt-small_city-desc = Очки за завершённый город из 2 квадратов
opt-farms = крестьяне
opt-farms-desc = Как считаются очки крестьян
opt-end_scoring = итоговый_подсчет
opt-end_scoring-desc = Что из незавершённого приносит очки в конце
opt-seats = места
opt-seats-desc = Места (от 2 до 6)
opt-turn_hours = часы_на_ход
opt-turn_hours-desc = Часов на ход (0: без ограничения)
opt-thread = ветка
opt-thread-desc = Играть в отдельной ветке
opt-computers = компьютеры
opt-computers-desc = Сколько компьютерных игроков посадить сразу (можно добавить и в лобби)
opt-computer_level = уровень_компьютера
opt-computer_level-desc = Насколько хорошо играют компьютерные игроки
opt-language = язык
opt-language-desc = Язык игры (если не задан — язык сервера)
opt-river = река
opt-river-desc = Играть с «Рекой» (исток первым, озеро последним)
opt-abbot = аббат
opt-abbot-desc = Играть с «Аббатом» (сады и аббат у каждого)
opt-inns_cathedrals = таверны_соборы
opt-inns_cathedrals-desc = Играть с «Тавернами и соборами»
opt-traders_builders = купцы_зодчие
opt-traders_builders-desc = Играть с «Купцами и зодчими»
opt-host-options-language-desc = Язык игры
opt-settings-language-desc = Язык новых игр (если не задан — собственный язык сервера)
opt-show = показать
opt-show-desc = Поле (по умолчанию) или каждую дорогу, город и поле цветом владельца
opt-moves = ходы
opt-moves-desc = Сколько ходов (по умолчанию 10)
opt-how = как
opt-how-desc = Как вам сообщать (не указывайте, чтобы увидеть, как сейчас)
opt-player = игрок
opt-player-desc = Игрок, которого нужно исключить
opt-host-standin-player-desc = Игрок, чьё место займёт компьютер
opt-stand_in = замена
opt-stand_in-desc = Кто займёт место игрока, у которого кончилось время, который сдался или исключён
opt-time_bank = запас_времени
opt-time_bank-desc = Запас времени каждому игроку вместо часов на ход (как часы на Board Game Arena)
opt-action = действие
opt-action-desc = Остановить часы или запустить их снова
opt-reminder_hours = часы_до_напоминания
opt-reminder_hours-desc = Часов до напоминания (0: без напоминаний)
opt-forfeit_after = поражение_после
opt-forfeit_after-desc = Сколько пропущенных подряд ходов до поражения (0: никогда)
opt-threads = ветки
opt-threads-desc = Каждой игре — своя ветка
opt-lobby_hours = часы_лобби
opt-lobby_hours-desc = Сколько часов лобби открыто, если игру не начали (0: всегда; по умолчанию 48)
opt-lobbies_per_member = лобби_на_участника
opt-lobbies_per_member-desc = Открытых лобби на одного участника (0: сколько угодно; по умолчанию 3)
opt-ask_cooldown_minutes = пауза_запросов_минуты
opt-ask_cooldown_minutes-desc = Минут между запросами реванша или отмены одного человека (0: без паузы; по умолчанию 10)
opt-threads_per_hour = веток_в_час
opt-threads_per_hour-desc = Сколько веток для игр бот открывает в час (0: сколько угодно; по умолчанию 10)
opt-games_per_channel = игр_на_канал
opt-games_per_channel-desc = Идущих игр в канале и его ветках вместе (0: сколько угодно; по умолчанию 10)
opt-season = сезон
opt-settings-season-desc = Сезоны рейтинга: рейтинги обнуляются каждый месяц или квартал (выкл.: только за всё время)
opt-leaderboard-season-desc = Какой рейтинг: этого сезона (по умолчанию), прошлого или за всё время
opt-season_channel = канал_сезонов
opt-season_channel-desc = Где объявлять тройку лучших по окончании сезона
opt-season_announce = объявлять_сезоны
opt-season_announce-desc = Объявлять тройку лучших каждого сезона (false: ничего не объявлять)
opt-user = пользователь
opt-user-desc = Чья статистика (по умолчанию ваша)
opt-against = против
opt-against-desc = Их итоги против этого человека

# Choices, by option and place in the list (languages keep their own names).
choice-small_city-0 = 4 очка (текущие правила)
choice-small_city-1 = 2 очка (первое издание)
choice-farms-0 = за поле (текущие правила)
choice-farms-1 = за город (первое издание)
choice-farms-2 = без крестьян
choice-end_scoring-0 = всё незавершённое приносит очки
choice-end_scoring-1 = только незавершённые монастыри
choice-computer_level-0 = лёгкий
choice-computer_level-1 = средний
choice-computer_level-2 = сложный
choice-stand_in-0 = никто: место выходит из игры
choice-stand_in-1 = компьютерный игрок (лёгкий)
choice-stand_in-2 = компьютерный игрок (средний)
choice-stand_in-3 = компьютерный игрок (сложный)
choice-time_bank-0 = выкл. (часы на ход)
choice-time_bank-1 = 1 день, +8 часов за ход, до 2 дней
choice-time_bank-2 = 3 дня, +1 день за ход, до 7 дней
choice-time_bank-3 = 7 дней, +2 дня за ход, до 14 дней
choice-settings-season-0 = каждый месяц
choice-settings-season-1 = каждый квартал
choice-settings-season-2 = выкл.
choice-leaderboard-season-0 = этот сезон
choice-leaderboard-season-1 = прошлый сезон
choice-leaderboard-season-2 = за всё время
choice-show-0 = поле
choice-show-1 = кто чем владеет (дороги, города, поля)
choice-how-0 = упоминать меня в канале игры
choice-how-1 = присылать мне личное сообщение
choice-how-2 = без пинга (только сообщение хода)
choice-action-0 = остановить (на каникулы)
choice-action-1 = запустить снова

## Refusals: why an action was not done. Nothing changed after any of them.

error-unknown-game = Такой игры нет.
error-channel-busy = В этом канале уже есть игра (#{ $game }). Сначала завершите или отмените её либо начните игру в ветке.
error-not-in-lobby = Это можно сделать только в лобби, до начала игры.
error-not-started = Игра ещё не началась.
error-game-over = Эта игра окончена.
error-already-joined = Вы уже в этой игре.
error-lobby-full = Все места заняты ({ $seats }).
error-not-in-game = Вы не участвуете в этой игре.
error-host-cannot-leave = Вы хозяин этой игры: отмените её, а не выходите.
error-not-host = Это может сделать только хозяин.
error-not-allowed-to-cancel = Отменить игру может только хозяин или администратор сервера.
error-too-few-players = Для начала игры нужно не меньше 2 игроков.
error-seats-changing = Прямо сейчас кто-то входит в лобби или выходит; нажмите «Начать» ещё раз.
error-not-your-turn = Сейчас ходит { $name }.
error-turn-over = Этот ход уже закончен; посмотрите последнее сообщение.
error-no-such-spot = На этом квадрате нет места { $letter }.
error-bad-seats = В игре от 2 до 6 мест, а не { $seats }.
error-turn-limit-too-short = Время на ход — не меньше минуты.
error-reminder-too-soon = Напоминание — не раньше чем через минуту.
error-forfeit-never = Поражение — не раньше чем после одного пропущенного хода.
error-seats-taken = Уже вошло игроков: { $players }.
error-corrupt = Сохранённые ходы этой игры не читаются, поэтому её нельзя продолжить. Хозяин или администратор сервера может её отменить.
error-no-computer = Нет компьютерного игрока, которого можно убрать.
error-computer-turn = Сейчас ход компьютерного игрока; он ходит сам.
error-paused = Игра #{ $game } приостановлена: Discord отклоняет мои сообщения в её канале. Когда мои права там исправят, хозяин или администратор сервера может продолжить её командой `/хозяин продолжить`.
error-not-paused = Эта игра не приостановлена.
error-not-allowed-to-resume = Продолжить игру может только хозяин или администратор сервера.
error-nothing-to-take-back = В этом ходу нет выложенного квадрата, который можно забрать.
error-not-finished = Эта игра ещё не окончена.
error-not-allowed-to-manage = Это может сделать только хозяин или администратор сервера.
error-competitor-manages = В турнирной партии это может сделать только хозяин турнира (если он в ней не играет) или администратор сервера, но не её игроки.
error-tournament-undo-needs-consent = В турнирной партии ход можно отменить только с согласия всех соперников, а компьютерный игрок дать его не может.
error-not-a-player = { $name } не участвует в этой игре.
error-clock-stopped = Часы этой игры уже остановлены; `/хозяин часы` запускает их снова.
error-clock-running = Часы этой игры уже идут.
error-nothing-to-undo = Пока нет ни одного хода, который можно отменить.
error-cannot-undo = Последним был пропущенный ход или выход игрока; это нельзя отменить.
error-undo-vote-open = В этой игре уже идёт голосование об отмене; оно закончится, когда ответят все.
error-undo-vote-closed = Это голосование об отмене закрыто.
error-not-a-voter = Голосуют за эту отмену только остальные игроки.
error-internal = У нас что-то пошло не так; ничего не изменилось. Попробуйте ещё раз.
error-saved = Это сохранено, но при показе у нас что-то пошло не так; сообщения игры скоро догонят.
error-too-many-threads = Достигнут предел сервера: { $limit ->
        [one] { $limit } новая ветка
        [few] { $limit } новые ветки
       *[many] { $limit } новых веток
    } в час. Попробуйте снова через { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
       *[many] { $minutes } минут
    } или начните игру здесь, без ветки.
error-too-many-games = В этом канале и его ветках уже { $limit ->
        [one] { $limit } игра идёт или ждёт игроков
        [few] { $limit } игры идут или ждут игроков
       *[many] { $limit } игр идут или ждут игроков
    } — больше сервер не позволяет. Попробуйте снова, когда { $limit ->
        [1] она закончится
       *[other] одна из них закончится
    }, или начните игру в другом канале.
error-too-many-lobbies = У вас на этом сервере уже { $limit ->
        [one] { $limit } открытое лобби
       *[other] { $limit } открытых лобби
    } — больше сервер не позволяет. Начните или отмените { $limit ->
        [1] его
       *[other] одно из них
    } и попробуйте снова.
error-rematch-asked-recently = Вы только что просили реванш. Чтобы никого не пинговать так скоро снова, попросить можно через { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
       *[many] { $minutes } минут
    }.
error-undo-asked-recently = Вы только что просили отмену. Чтобы никого не пинговать так скоро снова, попросить можно через { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
       *[many] { $minutes } минут
    }.
error-choose-level = Выберите уровень в меню.
error-choose-expansions = Выберите дополнения в меню.
error-choose-position = Выберите позицию в меню.

# Moves the rules do not allow. $side is north, east, south or west; $edge
# and $neighbour are field, road or city; $kind is road, city, monastery or
# field; $pos is a square such as (2, -1); $port a spot code such as N or NNW.
illegal-game-over = Игра окончена.
illegal-tile-already-placed = Вы уже выложили квадрат; теперь выберите, куда поставить подданного, или не ставьте никого.
illegal-tile-not-placed = Сначала выложите квадрат, потом выбирайте подданного.
illegal-occupied = На { $pos } уже лежит квадрат.
illegal-not-adjacent = Квадрат должен примыкать к уже выложенному, а { $pos } ни к одному не примыкает.
illegal-edge-mismatch = Этот квадрат не подходит на { $pos }: на его { $side ->
        [north] северной
        [east] восточной
        [south] южной
       *[west] западной
    } стороне { $edge ->
        [road] дорога
        [river] река
        [city] город
       *[field] поле
    }, а у соседа с { $side ->
        [north] севера
        [east] востока
        [south] юга
       *[west] запада
    } там { $neighbour ->
        [road] дорога
        [river] река
        [city] город
       *[field] поле
    }.
illegal-no-followers-left = У вас в запасе не осталось подданных.
illegal-farmers-not-used = В этой игре нет крестьян.
illegal-no-such-feature = На этом квадрате нет { $kind ->
        [road] дороги
        [city] города
        [monastery] монастыря
       *[field] поля
    } в { $port }.
illegal-no-monastery = На этом квадрате нет монастыря.
illegal-port-needed = Укажите, где на квадрате встанет { $kind ->
        [road] разбойник
        [city] рыцарь
        [monastery] монах
       *[field] крестьянин
    }: для { $kind ->
        [road] дороги
        [city] города
        [monastery] монастыря
       *[field] поля
    } нужно место.
illegal-monastery-takes-no-port = Монах стоит на самом монастыре; место указывать не нужно.
illegal-feature-occupied = На { $kind ->
        [road] этой дороге
        [city] этом городе
        [monastery] этом монастыре
        [garden] этом саду
       *[field] этом поле
    } уже есть подданный.
illegal-not-playing = Этот игрок уже не в игре.
illegal-river-closed = Река закрыта: квадраты реки больше выкладывать нельзя.
illegal-river-must-extend = Квадрат реки должен продолжать реку: он ложится на { $pos }, рекой к открытому концу реки.
illegal-river-u-turn = Река не может дважды подряд поворачивать в одну сторону.
illegal-figure-not-in-play = { $figure ->
        [large] Большого подданного
        [abbot] Аббата
        [builder] Зодчего
        [pig] Свиньи
       *[follower] Подданных
    } в этой игре нет.
illegal-no-figure-left = { $figure ->
        [large] Ваш большой подданный уже
        [abbot] Ваш аббат уже
        [builder] Ваш зодчий уже
        [pig] Ваша свинья уже
       *[follower] Все ваши подданные уже
    } на поле.
illegal-no-garden = На этом квадрате нет сада.
illegal-figure-not-there = { $figure ->
        [abbot] Аббат встаёт только в монастырь или сад
        [builder] Зодчий встаёт только на дорогу или в город
        [pig] Свинья встаёт только на поле
       *[other] В сад встаёт только аббат
    }, а это { $kind ->
        [road] дорога
        [city] город
        [monastery] монастырь
        [garden] сад
       *[field] поле
    }.
illegal-builder-on-completed = Этот квадрат завершает объект; зодчий встаёт только на тот, что ещё строится.
illegal-builder-needs-follower = Зодчий встаёт только на дорогу или в город, где уже есть ваш подданный.
illegal-pig-needs-farmer = Свинья встаёт только на поле, где уже есть ваш крестьянин.
illegal-no-abbot-on-board = На поле нет вашего аббата, которого можно забрать.
illegal-abbot-feature-complete = Монастырь или сад вашего аббата завершён; он приносит очки, и аббат вернётся сам.
illegal-abbot-return-with-figure = Забрать аббата — это действие с фигурой в этом ходу: ставить ещё одну фигуру нельзя.

# Discord's names for the bot's permissions, as its settings show them.
perm-view-channel = Просматривать канал
perm-send-messages = Отправлять сообщения
perm-attach-files = Прикреплять файлы
perm-read-message-history = Читать историю сообщений
perm-create-public-threads = Создавать публичные ветки
perm-send-messages-in-threads = Отправлять сообщения в ветках
# $list names the permissions; $count says how many.
error-missing-permissions = Я не могу вести игру в { $thread ->
        [yes] этой ветке
       *[no] этом канале
    }: здесь мне не хватает { $count ->
        [1] права
       *[other] прав
    } { $list }. Администратор сервера может выдать их в настройках канала («Права доступа»), после чего попробуйте снова.
# Joins names in a list: "A, B and C".
list-and = { $init } и { $last }
paused-notice = Игра #{ $game } в <#{ $channel }> приостановлена: Discord отклоняет мои сообщения там, значит, у меня отобрали право. Мне нужны: { $list } (в ветке — { $threads } вместо { $send }). Когда это исправят, хозяин или администратор сервера может выполнить там `/хозяин продолжить`; до тех пор часы ходов стоят.
paused-thread-notice = Игра #{ $game } в <#{ $channel }> приостановлена: её ветка заархивирована или закрыта, и я не могу открыть её снова. Когда модератор её откроет, хозяин или администратор сервера может выполнить там `/хозяин продолжить`; до тех пор часы ходов стоят.
error-unknown-options = У этой команды нет { $count ->
        [one] параметра { $options }
       *[other] параметров { $options }
    }. Возможно, Discord ещё обновляет команды этого бота; попробуйте через минуту.
error-unreadable-option = Не удалось прочитать параметр { $option }: такое значение он не принимает. `/carcassonne помощь` перечисляет параметры.
error-stale-command = Эта команда не совпадает с версией этого бота (параметр вне диапазона или выбор, которого у него нет). Возможно, Discord ещё обновляет команды этого бота; попробуйте через минуту.
error-needs-manage-server = Менять настройки сервера по умолчанию может только тот, у кого есть право «Управлять сервером».
error-server-only = В «Каркассон» играют в каналах сервера; эта команда работает там, а не в личных сообщениях.

## Answers to commands, seen only by the person who asked unless said.

answer-pick-subcommand = Выберите одну из подкоманд: { $list }.
answer-no-thread = Discord не дал мне открыть здесь ветку. Попробуйте снова или начните игру без ветки (`ветка: False`).
answer-threads-full = На этом сервере столько активных веток, сколько позволяет Discord (1000), поэтому я не могу открыть ветку для игры. Заархивируйте завершённые ветки, чтобы освободить место, или начните игру здесь без ветки (`ветка: False`).
answer-game-open = { $thread ->
        [yes] Игра #{ $game } открыта в <#{ $channel }>: лобби там.
       *[no] Игра #{ $game } открыта: лобби чуть ниже.
    }
answer-no-lobby = В этом канале нет лобби.
answer-options-started = Игра уже началась: её настройки остаются как есть.
answer-options-saved = Сохранено. Игра #{ $game } пройдёт так:
    { $rules }
answer-no-game-start-one = В этом канале нет игры. Начните её командой `/carcassonne новая`.
answer-no-running-game = В этом канале нет идущей игры.
answer-no-game = В этом канале нет игры.
answer-no-game-to-cancel = В этом канале нет игры, которую можно отменить.
# Public, under the score sheet.
answer-scores = Очки игры #{ $game }.
answer-rules-of-game = Игра #{ $game }:
    { $rules }
answer-rules-of-server = Настройки сервера для новых игр:
    { $rules }
answer-undone = Отменено; игра продолжается с этого места.
# $closes is a time, shown by Discord in the reader's own format.
answer-undo-asked = Запрос отправлен. Остальные могут согласиться до <t:{ $closes }:f>.
answer-resigned = Вы вышли из игры #{ $game }.
# Public.
answer-cancelled = Игра #{ $game } отменена.
answer-resumed = Игра #{ $game } продолжается; её часы ходов снова идут.
answer-record = Запись игры #{ $game }.
answer-replay-cooldown = Вы только что просили повтор; попросить снова можно через { $seconds } с.
answer-replay = Игра #{ $game }, ход за ходом.
answer-replay-busy = Я сейчас рисую другой повтор, а рисую их по одному, чтобы игры шли быстро. Попросите снова через минуту.
answer-computer-turn = Сейчас ходит { $name }; он ходит сам.
answer-not-your-turn = Сейчас ходит { $name }, а не вы.
answer-turn-link = Сообщение хода: { $link }
answer-done = Готово: { $what }
answer-links-renewed = Старые ссылки для зрителей этой игры больше не работают; на новых карточках будет новая.
# $how is mention, dm or quiet.
answer-notice-set = Теперь о ваших ходах вам сообщают { $how ->
        [mention] упоминанием в канале игры
        [dm] личным сообщением со ссылкой на ход (и упоминанием в канале, если ваши ЛС для меня закрыты)
       *[quiet] только сообщением хода, без пинга
    }.
answer-notice-now = О ваших ходах вам сообщают { $how ->
        [mention] упоминанием в канале игры
        [dm] личным сообщением со ссылкой на ход (и упоминанием в канале, если ваши ЛС для меня закрыты)
       *[quiet] только сообщением хода, без пинга
    }. Изменить это можно командой `/carcassonne оповещения`.
answer-config-saved = Сохранено. Новые игры на этом сервере:
    { $rules }{ $threads ->
        [yes] У каждой игры своя ветка.
       *[no] Игры идут в самом канале.
    } { $lobby_hours ->
        [0] Лобби открыты, пока игру не начнут или не отменят.
        [one] Лобби закрываются через { $lobby_hours } час, если игру не начали.
        [few] Лобби закрываются через { $lobby_hours } часа, если игру не начали.
       *[many] Лобби закрываются через { $lobby_hours } часов, если игру не начали.
    }

## Answers to clicks, seen only by the person who clicked.

click-unknown-control = Эта кнопка боту незнакома; она ничего не меняет.
click-other-channel = Эта кнопка относится к игре в другом канале; она ничего не меняет.
click-no-board = Этот бот не может открыть поле внутри Discord; пользуйтесь кнопками или «Смотреть вживую», если она есть.
click-rematch-open = Игра #{ $game } открыта: её лобби ниже. Остальные приглашены.

## Game messages in the channel, in the game's language.

duration-days = { $n ->
        [one] { $n } день
        [few] { $n } дня
       *[many] { $n } дней
    }
duration-hours = { $n ->
        [one] { $n } час
        [few] { $n } часа
       *[many] { $n } часов
    }
duration-minutes = { $n ->
        [one] { $n } минута
        [few] { $n } минуты
       *[many] { $n } минут
    }
# The rules in force; $small is four or two, $farms per-field, per-city or
# off, $end all or monasteries.
rules-line = { $small ->
        [two] город из 2 квадратов приносит 2 очка (первое издание)
       *[four] город из 2 квадратов приносит 4 очка
    }; { $farms ->
        [per-city] крестьяне получают очки за каждый завершённый город один раз (первое издание)
        [off] без крестьян
       *[per-field] крестьяне получают 3 очка за каждый завершённый город, к которому примыкает их поле
    }; { $end ->
        [monasteries] в конце очки приносят только незавершённые монастыри
       *[all] в конце очки приносят незавершённые дороги, города и монастыри
    }
rules-turn-time = { $time }; затем { $forfeit ->
        [yes] ход пропускается, а после { $after } пропущенных подряд ходов игрок проигрывает
       *[no] ход пропускается
    }
rules-no-turn-limit = без ограничения
rules-rules = **Правила:** { $rules }.
expansion-name = { $name ->
        [river] Река
        [abbot] Аббат
        [inns_cathedrals] Таверны и соборы
       *[traders_builders] Купцы и зодчие
    }
rules-expansions = **Дополнения:** { $list }.
rules-no-expansions = **Дополнения:** нет (базовая игра).
rules-seats = **Места:** до { $seats }.
rules-turn = **Время на ход:** { $turn_time }.
rules-reminder = **Напоминание:** через { $time } без хода.
rules-stand-in = **Замена:** компьютерный игрок ({ $level }) занимает место того, у кого кончилось время, кто сдался или исключён; это место без рейтинга.
rules-bank = запас времени { $start } каждому, ещё { $increment } за каждый ход, не больше { $cap }; тратится только в ваши ходы
rules-language = **Язык:** { $language }.
lobby-title = **Каркассон** — игра #{ $game }, хозяин { $host }
lobby-players = **Игроки ({ $joined }/{ $seats }):** { $players }
lobby-can-start = Хозяин может начать игру.
lobby-waiting = Ждём ещё хотя бы одного игрока…
lobby-closes = Лобби закроется <t:{ $closes }:R>, если игру не начнут.
lobby-add-computer-menu = Добавить компьютерного игрока (хозяин)…
lobby-expansions-menu = Дополнения (выбирает хозяин)
lobby-add-computer = Добавить компьютерного игрока: { $level }
level-easy = лёгкий
level-medium = средний
level-hard = сложный
level-random = случайный
level-easy-blurb = Знает правила, часто упускает лучший ход
level-medium-blurb = Делает ход, который сейчас выглядит лучшим
level-hard-blurb = Просчитывает квадраты, что ещё в мешочке
level-random-blurb = Любой разрешённый ход
# Buttons: at most 80 characters.
button-join = Войти
button-leave = Выйти
button-start = Начать
button-cancel = Отменить
button-remove-computer = Убрать компьютер
button-previous = ◀ Назад
button-next = Далее ▶
button-fits-one-way = Подходит одним способом
button-turn = ⟳ Повернуть
button-turn-left = ⟲ Влево
button-turn-right = ⟳ Вправо
button-confirm = Подтвердить
button-no-follower = Без подданного
button-take-back = ↩ Забрать квадрат
button-rematch = Реванш
button-agree = Согласен
button-refuse = Против
# The turn message. $player is a mention; $tile a tile's letter.
turn-header = { $player }, ваш ход (ход { $move }). Ваш квадрат — **{ $tile }**; { $left ->
        [one] в мешочке остался { $left } квадрат.
        [few] в мешочке осталось { $left } квадрата.
       *[many] в мешочке осталось { $left } квадратов.
    }
turn-deadline = Время выйдет <t:{ $deadline }:R>.
turn-clock-stopped = Часы остановлены.
turn-pick = Выберите позицию по номеру, поверните квадрат и подтвердите.
turn-shown-in-place = Квадрат показан на месте. Поверните его или выберите другую позицию, затем подтвердите.
# Under each position in the menu: at most 100 characters.
turn-fits-ways = { $ways ->
        [one] подходит { $ways } способом
       *[other] подходит { $ways } способами
    }
turn-choose-position = { $pages ->
        [1] Выберите позицию
       *[other] Выберите позицию (страница { $page } из { $pages })
    }
feature = { $kind ->
        [road] дорога
        [city] город
        [monastery] монастырь
        [garden] сад
       *[field] поле
    }
follower-step = { $player }, квадрат выложен. Поставьте подданного на место с буквой или не ставьте никого. { $left ->
        [one] У вас остался { $left } подданный.
        [few] У вас осталось { $left } подданных.
       *[many] У вас осталось { $left } подданных.
    }
dm-turn = Ваш ход в игре «Каркассон» #{ $game } в <#{ $channel }> (ход { $move }).
dm-reminder = ⏰ Напоминание: всё ещё ваш ход в игре «Каркассон» #{ $game } в <#{ $channel }> (ход { $move }).
dm-link = Ваш ход: { $link }
dm-how-to-change = `/carcassonne оповещения` на сервере меняет способ оповещения.
dm-fallback = { $player }, ваш ход ждёт: { $link }
dm-fallback-reminder = ⏰ { $player }, ваш ход всё ещё ждёт: { $link }
dm-closed = Ваши ЛС для меня закрыты, поэтому я упоминаю вас здесь. Откройте их или выберите другой способ командой `/carcassonne оповещения`.
board-turn = Игра #{ $game }: ходит { $name } (ход { $move }).
board-holders-turn = Игра #{ $game }: кто чем владеет, ходит { $name } (ход { $move }).
board-holders-end = Игра #{ $game }: кто чем владел в конце.
board-over = Игра #{ $game } окончена.
board-not-started = Игра #{ $game } ещё не началась.
board-cancelled = Игра #{ $game } отменена.
bag-not-started = Игра #{ $game } ещё не началась: все { $total } квадратов в мешочке.
bag-over = Игра #{ $game } окончена: тянуть больше нечего.
bag-left = Игра #{ $game }: { $left ->
        [0] мешочек пуст; квадрат в руке — последний.
        [one] в мешочке { $left } квадрат; { $fitting ->
            [0] сейчас он никуда не подошёл бы.
           *[other] сейчас он куда-нибудь подошёл бы.
        }
        [few] в мешочке { $left } квадрата; { $nowhere ->
            [0] все они сейчас куда-нибудь подошли бы.
           *[other] куда-нибудь подошли бы { $fitting }, никуда — { $nowhere }.
        }
       *[many] в мешочке { $left } квадратов; { $nowhere ->
            [0] все они сейчас куда-нибудь подошли бы.
           *[other] куда-нибудь подошли бы { $fitting }, никуда — { $nowhere }.
        }
    }
final-title = Итоговый счёт
# $medal is 🥇, 🥈, 🥉 or ▫️; $left is yes for a player who left the game.
final-line = { $medal } { $player } — **{ $score }** (дороги { $roads }, города { $cities }, монастыри { $monasteries }, поля { $farms }{ $goods ->
        [0] {""}
       *[other] , товары { $goods }
    }){ $left ->
        [yes] , вышел из игры
       *[no] {""}
    }
final-rating = рейтинг { $before } → { $after }
undo-last-move = последний ход
undo-vote = **Отменить?** { $asker } просит отменить { $what } в игре #{ $game }. { $voters }: вы согласны? Согласиться должны все до <t:{ $closes }:R>.
undo-agreed = Уже согласны: { $names }.
rematch-invite = { $count ->
        [0] Реванш игры #{ $old }: лобби игры #{ $game } чуть выше.
       *[other] Реванш игры #{ $old }! { $players }: лобби игры #{ $game } чуть выше; нажмите **Войти**, чтобы сыграть снова.
    }

## Lists and stats, in the language of whoever asked.

leaderboard-title = Рейтинг
leaderboard-title-season = Рейтинг — сезон { $season }
season-over = 🏆 **Сезон { $season } окончен.** Лучшие игроки:
season-top-line = { $medal } { $player } — рейтинг { $rating }, { $games ->
        [one] { $games } игра
        [few] { $games } игры
       *[many] { $games } игр
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[many] { $wins } побед
    }
leaderboard-empty = На этом сервере ещё никто не закончил игру.
leaderboard-line = { $place }. { $player } — рейтинг { $rating } · { $games ->
        [one] { $games } игра
        [few] { $games } игры
       *[many] { $games } игр
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[many] { $wins } побед
    } · в среднем { $average }, лучший счёт { $best }
games-title = { $count ->
        [0] На этом сервере нет идущих игр. Начните игру командой `/carcassonne новая`.
        [one] **На этом сервере идёт { $count } игра**
        [few] **На этом сервере идут { $count } игры** (страница { $page } из { $pages }, дольше всех ждущие — первыми)
       *[many] **На этом сервере идут { $count } игр** (страница { $page } из { $pages }, дольше всех ждущие — первыми)
    }
games-cannot-check = Не удалось спросить у Discord, какие каналы вам видны, поэтому пока я не показываю игры. Попробуйте через минуту.
stats-cannot-check = Не удалось спросить у Discord, какие каналы вам видны, поэтому последние игры пока не показаны.
games-your-turn = ваш ход
games-turn-of = ходит { $name }
games-between-turns = между ходами
games-since = с <t:{ $since }:R>
games-go-to-it = перейти
games-progress = { $played ->
        [one] сыгран { $played } ход
        [few] сыграно { $played } хода
       *[many] сыграно { $played } ходов
    }, { $left ->
        [one] остался { $left } квадрат
        [few] осталось { $left } квадрата
       *[many] осталось { $left } квадратов
    }
games-paused = приостановлена
mine-none = Вы не участвуете ни в одной игре на этом сервере. `/carcassonne игры` показывает идущие.
mine-title = **Ваши игры** ({ $count }): { $yours ->
        [0] сейчас ни одна не ждёт вашего хода.
        [one] ваш ход в { $yours } игре.
       *[other] ваш ход в { $yours } играх.
    }
stats-none = { $player } ещё не закончил ни одной игры на этом сервере.
stats-line = { $player }: { $games ->
        [one] { $games } игра
        [few] { $games } игры
       *[many] { $games } игр
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[many] { $wins } побед
    }, средний счёт { $average }, лучший { $best }; рейтинг { $rating } (мастерство { $mu } ± { $sigma }).
history-none = В игре #{ $game } ещё нет ходов.
history-title = Игра #{ $game }: { $shown ->
        [one] последний { $shown } ход
        [few] последние { $shown } хода
       *[many] последние { $shown } ходов
    } из { $total }
history-end = Конец.
recent-title = { $count ->
        [one] Последняя { $count } игра:
        [few] Последние { $count } игры:
       *[many] Последние { $count } игр:
    }
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 победа
       *[other] { $rank }-е место из { $players }
    }, очков: { $score }
against-none = { $a } и { $b } ещё не закончили вместе ни одной игры на этом сервере.
against-line = **Против { $b }:** { $games ->
        [one] { $games } игра
        [few] { $games } игры
       *[many] { $games } игр
    } вместе; { $a } впереди в { $ahead }, позади в { $behind }, вровень в { $level }.
replay-whole-game = Вся игра:

## What happened, said in the game's channel. Names come as $player,
## $name, $asker… and are shown as typed.

someone = Кто-то
undo-refused = { $voter } против отмены ходов, которую просил { $asker }; ходы остаются.
undo-agreed-by-all = Все согласились с { $asker }: отменено — { $moves }.
undo-done = { $asker } отменяет: { $moves }.
undo-turn-undone = Этот ход отменён.
undo-play-again = { $player } снова делает этот ход, с тем же квадратом.
undo-expired = Не все согласились вовремя, поэтому ходы остаются.
# "Ann's tile V at (1, 0)", in a list of undone moves.
undo-tile-of = квадрат { $tile } игрока { $player } на ({ $x }, { $y })
news-skipped = { $actor } пропускает ход игрока { $player }.
news-removed = { $actor } исключает { $player } из игры; подданные остаются на поле.
news-handed = { $actor } отдаёт место { $player } компьютерному игроку.
news-stand-in = Отныне место { $player } занимает компьютерный игрок ({ $level }); это место без рейтинга.
seat-stood-in = { $player } (компьютер, { $level })
news-clock-started = { $actor } снова запускает часы: у хода осталось то же время, что было.
news-clock-stopped = { $actor } останавливает часы: ни у кого не кончится время, пока их снова не запустят. Ходить при этом можно.
# $follower is none, road, city, monastery or field.
news-placed = { $player } выкладывает квадрат { $tile } на ({ $x }, { $y }){ $follower ->
        [road] {" "}и ставит разбойника на дорогу
        [city] {" "}и ставит рыцаря в город
        [monastery] {" "}и ставит монаха в монастырь
        [field] {" "}и кладёт крестьянина на поле
       *[none] {""}
    }.
news-could-not-place = { $player } не может выложить квадрат.
figure-name = { $figure ->
        [large] большой подданный
        [abbot] аббат
        [builder] зодчий
        [pig] свинья
       *[follower] подданный
    }
button-watch-live = Смотреть вживую
button-open-board = Открыть поле
button-return-abbot = Забрать аббата
follower-menu = Выберите место и фигуру
error-choose-spot = Выберите место в меню.
news-goods = { $player } забирает товары завершённого города: вино { $wine }, зерно { $grain }, ткань { $cloth }.
news-second-part = Зодчий игрока { $player } видит, как растёт объект: { $player } выкладывает второй квадрат.
news-placed-figure = { $player } выкладывает квадрат { $tile } на ({ $x }, { $y }) и ставит { $figure ->
        [large] своего большого подданного
        [abbot] своего аббата
        [builder] своего зодчего
       *[pig] свою свинью
    } { $kind ->
        [road] на дорогу
        [city] в город
        [monastery] в монастырь
        [garden] в сад
       *[field] на поле
    }.
news-left = { $player } выходит из игры.
history-scored = Очки: { $list }.
history-set-aside = { $player } тянет квадрат { $tile }, который никуда не подходит; он отложен.
history-skipped = Ход игрока { $player } пропущен; квадрат { $tile } отложен.
history-nothing-more = В конце больше никто не получил очков.
history-final-scoring = Итоговый подсчёт.
news-set-aside = Квадрат { $tile } никуда не подходит, поэтому он отложен, и { $player } тянет снова.
news-game-over = Игра окончена.
undo-lapsed = Игра пошла дальше, поэтому голосование об отмене закрыто: ходы остаются.
news-begins = Игра начинается! Первым ходит { $player }.
news-started = Игра #{ $game } началась.
news-cancelled = Игру #{ $game } отменил(а) { $player }.
news-only-computers = Остались только компьютерные игроки, поэтому игра здесь заканчивается.
news-turn-goes-on = Этот ход продолжается в новом сообщении.
news-lobby-closed = Лобби игры #{ $game } закрыто: никто не начал игру за { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
       *[many] { $hours } часов
    }. `/carcassonne новая` открывает новое.
news-still-turn = Всё ещё ходит { $player }: ход опубликован заново ниже.
news-forfeit = У игрока { $player } { $missed } раз подряд кончилось время, и он проигрывает.
news-timed-out = У игрока { $player } кончилось время; ход пропущен.
# A scoring: $players are the names ("Ann and Ben"), $count how many.
scored = { $count ->
        [0] Никто не получает { $points }: { $what }
        [one] { $players } получает { $points }: { $what }
       *[other] { $players } получают по { $points }: { $what }
    }
what-road = дорога из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    }
what-road-unfinished = незавершённая дорога из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    }
what-city = город из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    }{ $pennants ->
        [0] {""}
        [one] {" "}с { $pennants } щитом
       *[other] {" "}с { $pennants } щитами
    }
what-city-unfinished = незавершённый город из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    }{ $pennants ->
        [0] {""}
        [one] {" "}с { $pennants } щитом
       *[other] {" "}с { $pennants } щитами
    }
what-monastery = завершённый монастырь
what-monastery-unfinished = незавершённый монастырь, соседей: { $neighbours }
what-field = поле у { $cities ->
        [one] { $cities } завершённого города
       *[other] { $cities } завершённых городов
    }

what-road-inn = дорога с таверной из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    } (2 очка за квадрат)
what-road-inn-unfinished = незавершённая дорога с таверной из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    }: дорога с таверной приносит очки, только если завершена
what-city-cathedral = город с собором из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    }{ $pennants ->
        [0] {""}
        [one] {" "}и { $pennants } щитом
       *[other] {" "}и { $pennants } щитами
    } (по 3 очка)
what-city-cathedral-unfinished = незавершённый город с собором из { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратов
    }: город с собором приносит очки, только если завершён
what-garden = завершённый сад
what-garden-unfinished = незавершённый сад, соседей: { $neighbours }
what-abbot-returned = аббат забран { $kind ->
        [garden] из сада
       *[monastery] из монастыря
    }, соседей: { $neighbours }
what-goods = больше всех { $good ->
        [wine] вина
        [grain] зерна
       *[cloth] ткани
    } ({ $count ->
        [one] { $count } жетон
        [few] { $count } жетона
       *[many] { $count } жетонов
    })
what-field-pig = поле у { $cities ->
        [one] { $cities } завершённого города
       *[other] { $cities } завершённых городов
    }, со свиньёй (4 очка за город)

## Help: one message, at most 2000 characters. Command names as in this
## language's commands above.

help = **Каркассон в Discord**
    `/carcassonne новая` открывает лобби; остальные жмут **Войти**, хозяин — **Начать** (а до того может изменить настройки командой `/хозяин настройки`). Хозяин может занять места компьютерными игроками (лёгкий, средний или сложный) из меню лобби.
    В свой ход выберите позицию по номеру, поверните квадрат кнопками ⟲ ⟳ и нажмите **Подтвердить**; затем поставьте подданного на место с буквой или выберите **Без подданного** (или **Забрать квадрат**, чтобы выложить его в другое место); `/carcassonne отменить` просит остальных согласиться отменить последний ход. Потеряли сообщение хода? `/carcassonne ход` вернёт кнопки, только для вас. `/carcassonne оповещения` — как сообщать о вашем ходе: упоминание, ЛС или без пинга. `/carcassonne мои` — ваши игры, сначала ждущие вас; `/carcassonne игры` — все игры сервера.
    Завершённые дороги, города и монастыри приносят очки сразу; поля и всё незавершённое — в конце. **Реванш** под итоговым счётом открывает новое лобби для тех же игроков.
    `/carcassonne поле` показывает поле (или кто чем владеет), `/carcassonne мешочек` — что осталось тянуть, `/carcassonne история` — последние ходы словами (только для вас), `/carcassonne очки` — счёт, `/carcassonne правила` — действующие правила.
    `/carcassonne сдаться` — выйти из игры; `/хозяин отмена` — закончить её; `/хозяин пропустить` пропускает текущий ход, `/хозяин исключить` убирает игрока, а `/хозяин часы` останавливает часы на каникулы (хозяин или «Управлять сервером»). Игра, приостановленная из-за потерянного мной права в её канале, продолжается командой `/хозяин продолжить`, когда право вернут.
    `/carcassonne экспорт` даёт запись игры; `/carcassonne повтор` — анимацию игры до этого момента, только для вас.
    `/рейтинг` и `/статистика` показывают, кто как играет (`/статистика против:` — личные встречи).
    `/турнир открыть` проводит турнир; администраторы настраивают сервер через `/сервер`.
answer-limits = { $lobbies ->
        [0] Участники могут держать сколько угодно открытых лобби.
        [one] Каждый участник может держать { $lobbies } открытое лобби одновременно.
       *[other] Каждый участник может держать { $lobbies } открытых лобби одновременно.
    } { $cooldown ->
        [0] У запросов реванша и отмены нет паузы.
        [one] Просить реванш или отмену можно раз в { $cooldown } минуту.
        [few] Просить реванш или отмену можно раз в { $cooldown } минуты.
       *[many] Просить реванш или отмену можно раз в { $cooldown } минут.
    } { $threads ->
        [0] Бот открывает сколько угодно веток для игр.
        [one] Бот открывает не больше { $threads } ветки для игр в час.
       *[other] Бот открывает не больше { $threads } веток для игр в час.
    } { $games ->
        [0] В канале и его ветках может быть сколько угодно игр.
        [one] В канале и его ветках одновременно не больше { $games } игры.
       *[other] В канале и его ветках одновременно не больше { $games } игр.
    }
answer-season-channel-kind = Объявления о сезонах публикуются в текстовом канале или канале объявлений. Выберите один из них.
answer-seasons = { $period ->
        [monthly] Сезон длится месяц (UTC); каждый месяц рейтинги начинаются заново с общего рейтинга игрока, наполовину приближенного к рейтингу новичка.
        [quarterly] Сезон длится квартал (UTC); каждый квартал рейтинги начинаются заново с общего рейтинга игрока, наполовину приближенного к рейтингу новичка.
       *[off] Без сезонов: рейтинг считается за всё время.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] Окончание сезона не объявляется.
        }
       *[other] Тройка лучших каждого сезона объявляется в <#{ $channel }>.
    }

## Tournaments
event-thread = { $event } · раунд { $round }, стол { $table }
event-thread-match = { $event } · раунд { $round }, стол { $table }, игра { $game }
news-decided-by-deadline = Срок раунда прошёл: игра заканчивается здесь, итог решает текущий счёт.
error-no-event = Здесь нет турнира.
error-no-event-named = На этом сервере нет турнира «{ $name }».
error-events-share-name = На этом сервере несколько турниров с таким названием ({ $channels }): отмените его в его собственном канале.
error-event-full = В этом турнире нет мест ({ $limit } игроков).
error-already-signed-up = Вы уже записаны.
error-not-signed-up = Вы не участвуете в этом турнире.
error-signup-closed = Запись на этот турнир закрыта.
error-event-not-running = Этот турнир не идёт.
error-too-few-entrants = Для начала турнира нужно не меньше { $needed } игроков.
error-best-of-pairs = Матчи из нескольких игр — только для столов на двоих.
cmd-tournament = турнир
cmd-tournament-desc = Турниры: швейцарская система, круговой или на выбывание
cmd-tournament-open = открыть
cmd-tournament-open-desc = Открыть запись на турнир в этом канале; вы его проводите
cmd-tournament-start = начать
cmd-tournament-start-desc = Начать турнир этого канала сейчас (его хозяин или «Управлять сервером»)
cmd-tournament-cancel = отмена
cmd-tournament-cancel-desc = Отменить турнир этого канала (его хозяин или «Управлять сервером»)
cmd-tournament-standings = таблица
cmd-tournament-standings-desc = Турнирная таблица этого канала, только для вас
cmd-tournament-withdraw = выйти
cmd-tournament-withdraw-desc = Выйти из турнира этого канала: ваши незаконченные игры засчитываются как поражения
opt-name = название
opt-name-desc = Название турнира
opt-tournament-cancel-name-desc = Название турнира в другом месте этого сервера, чтобы отменить его отсюда
opt-format = формат
opt-format-desc = Как составляются пары (по умолчанию швейцарская система)
opt-table = стол
opt-table-desc = Игроков за каждым столом (по умолчанию 2)
opt-best_of = матч_из
opt-best_of-desc = Игр в матче за столом на двоих (по умолчанию 1)
opt-rounds = раунды
opt-rounds-desc = Раундов швейцарского турнира (по умолчанию 4)
opt-tournament-open-seats-desc = Сколько игроков самое большее (по умолчанию 16)
opt-round_hours = часы_раунда
opt-round_hours-desc = Сколько часов длится раунд до срока (по умолчанию неделя)
opt-signup_hours = часы_записи
opt-signup_hours-desc = Часов до конца записи и самостоятельного старта (0: начинает хозяин)
choice-format-0 = швейцарская система
choice-format-1 = круговой
choice-format-2 = на выбывание
choice-table-0 = 2 игрока
choice-table-1 = 3 игрока
choice-table-2 = 4 игрока
choice-best_of-0 = 1 игра
choice-best_of-1 = до 2 побед из 3
choice-best_of-2 = до 3 побед из 5
event-title = **{ $event }** — { $format ->
        [swiss] турнир по швейцарской системе, раундов: { $rounds }
        [round_robin] круговой турнир
       *[elimination] турнир на выбывание
    }, столы на { $size }{ $best_of ->
        [1] {""}
       *[other] , матчи до { $best_of } игр
    }; проводит { $host }.
event-round-time = **Раунды:** по { $time }; игры, не закончившиеся к сроку раунда, решает текущий счёт.
event-signed-up = **Записались ({ $joined }/{ $max }):** { $players }
event-nobody = пока никто
event-closes = Запись закрывается <t:{ $closes }:R>, и тогда же начинается турнир.
event-host-starts = Хозяин начинает турнир кнопкой **Начать**.
event-signup-over = Запись окончена.
event-round = **{ $event } — раунд { $round } из { $rounds }**
event-table = Стол { $table }: { $players } → { $thread }
event-table-waiting = Стол { $table }: { $players } (ветка скоро откроется)
event-tables-more = …и ещё столов: { $count }; каждый назван в своей ветке.
event-bye = Без пары (засчитывается как победа): { $player }
event-deadline = Этот раунд заканчивается <t:{ $when }:R>.
event-standings-title = **{ $event } — таблица после раунда { $round } из { $rounds }**
event-final-title = **{ $event } — итоговая таблица**
event-table-ref = раунд { $round }, стол { $table }
event-decided = Решено по сроку раунда: { $tables }.
event-winner = 🏆 { $player } побеждает в турнире **{ $event }**!
picture-event-after-round = { $event } — после раунда { $round }
picture-event-final = { $event } — итоговая таблица
event-cancelled = **{ $event }** отменён; отменил(а) { $player }.
event-cancelled-empty = **{ $event }** не начался: записалось слишком мало игроков.
event-withdrew = { $player } выходит из турнира **{ $event }**; незаконченные игры засчитываются как поражения.
event-tables-wait = { $host } Столы турнира **{ $event }** ждут своих веток: на этом сервере столько активных веток, сколько позволяет Discord (1000). Пока турнир приостановлен, и его сроки вместе с ним. Архивирование завершённых веток освобождает место: я пробую снова каждые { $minutes } минут и продолжу сам, или хозяин может возобновить его раньше.
answer-event-not-in-thread = Открывайте турнир в канале, а не в ветке: его игры получат там свои ветки.
answer-event-here = В этом канале уже есть турнир (#{ $event }): по одному за раз.
answer-event-opened = Турнир #{ $event } открыт: запись опубликована в этом канале.
answer-event-started = { $event } начался.
answer-event-cancelled = { $event } отменён.
answer-event-withdrawn = Вы вышли из турнира { $event }.
cmd-tournament-resume = продолжить
cmd-tournament-resume-desc = Продолжить приостановленный турнир этого канала, когда права вернут (хозяин или администратор)
error-event-paused = Этот турнир приостановлен: я потерял право в его канале (писать или открывать ветки). Когда его вернут, хозяин может продолжить командой `/турнир продолжить`.
answer-event-resumed = { $event } продолжается.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Поле вокруг последнего квадрата, с номером на каждой клетке, куда подходит квадрат { $tile }
alt-close-up = Только что выложенный квадрат крупно, с буквой на каждом месте, которое может занять подданный
alt-board = Поле и очки каждого игрока
alt-scores = Поле в конце игры и очки каждого игрока по видам объектов
alt-bag = Квадраты, оставшиеся в мешочке, по видам
alt-holders = Поле в цветах игроков, которым принадлежат дороги, города и поля
alt-race = Очки каждого игрока после каждого хода
alt-tile = Квадрат { $tile }, как он вытянут
alt-replay = Игра, квадрат за квадратом
alt-standings = Таблица турнира
alt-rating = Рейтинг: { $name }, игра за игрой

# The live board's page.
page-title = Каркассон
page-language = Язык
page-new-game = Новая игра
page-people = Люди у этого экрана
page-add-person = Добавить человека
page-computers = Компьютерные игроки
page-add-computer = Добавить компьютерного игрока
page-player = Игрок { $n }
page-remove = Убрать
page-rules = Правила
page-expansions = Дополнения
page-seats = Мест: { $seats } (от 2 до 6)
page-start = Начать игру
page-watching = Вы наблюдаете.
page-waiting = Ждём: { $player }…
page-turn-tile = { $player }, ваш ход: выберите, куда положить тайл.
page-turn-figure = { $player }: поставьте фигуру на место или никакую.
page-fits-here = Тайл подходит сюда: столбец { $x }, ряд { $y }
page-drawn-tile = Тайл для выкладки: { $tile }
page-zoom-in = Приблизить
page-zoom-out = Отдалить
page-centre = Показать всё поле
page-scores = Очки
page-bag = Тайлов в мешке: { $left }
page-history = История
page-game-over = Игра окончена.
page-offline = Соединение потеряно; пробуем снова…
page-stale = Игра продвинулась; вот её текущее состояние.
page-keys = Клавиши: Tab к клетке, Enter — выбрать её, R — повернуть тайл, снова Enter — положить; стрелки двигают поле, + и − меняют масштаб, 0 показывает всё поле.
page-holders = Показать, кто чем владеет
page-by-feature = Очки по объектам
page-error-bad-request = Страница отправила то, что поле не понимает; перезагрузите страницу.
page-error-session = Эта ссылка больше не действует (истекла или от другой игры). Откройте игру заново.
page-error-watch-only = Эта ссылка только для просмотра: по ней нельзя играть.
page-error-too-many = Слишком много нажатий сразу; подождите немного.
page-error-busy = Доска сейчас перегружена; попробуйте ещё раз чуть позже.
page-error-discord-code = Discord не подтвердил, кто вы. Закройте поле и откройте его снова.
page-error-not-in-activity = По словам Discord, вас нет в этой активности или она не в канале игры. Откройте поле из канала игры.
page-error-discord-down = Сейчас не удалось связаться с Discord. Попробуйте ещё раз чуть позже.
page-error-no-game-here = В этом канале нет идущей игры.
page-asking-discord = Спрашиваем у Discord, кто вы…
