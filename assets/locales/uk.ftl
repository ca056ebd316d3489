# Українська: терміни — як у правилах «Каркасона» (див.
# assets/locales/glossary/README.md). До гравця звертаємося на «ви»; дієслова
# поруч з іменами — у теперішньому часі, щоб не вгадувати рід.

## Pictures. Words drawn on the board's pictures: keep them short.

# A seat with no name (seats are numbered from 1).
picture-player = Гравець { $number }
picture-game-over = Гру завершено
# The status line of the board: whose turn, and the tiles left to draw.
picture-to-play = Ходить { $name } · { $left ->
    [one] залишився { $left } квадрат
    [few] залишилося { $left } квадрати
   *[many] залишилося { $left } квадратів
}
# Column headings of the players' panel and the score sheet.
picture-col-followers = Піддані
picture-col-score = Очки
picture-col-bank = Час
picture-bank-dh = { $d } д { $h } год
picture-bank-hm = { $h } год { $m } хв
picture-bank-m = { $m } хв
picture-bank-left = лишилося { $left }
picture-col-roads = Дороги
picture-col-cities = Міста
picture-col-monasteries = Монаст.
picture-col-farms = Поля
picture-col-total = Разом
picture-col-figures = Фігури
picture-col-wine = Вино
picture-col-grain = Зерно
picture-col-cloth = Тканина
picture-col-goods = Товари
# The turn picture.
picture-turn-of = Ходить { $name }
picture-fits = { $count ->
    [0] Цей квадрат нікуди не підходить.
    [one] { $count } місце, куди підходить цей квадрат
    [few] { $count } місця, куди підходить цей квадрат
   *[many] { $count } місць, куди підходить цей квадрат
}
picture-bag-left = { $count ->
    [0] Мішечок порожній
    [one] У мішечку { $count } квадрат
    [few] У мішечку { $count } квадрати
   *[many] У мішечку { $count } квадратів
}
# The follower close-up: each lettered spot, and what it is on.
picture-no-spot = На цей квадрат не можна поставити підданого.
picture-spot = { $letter }: { $feature ->
    [road] дорога
    [city] місто
    [monastery] монастир
    [garden] сад
   *[field] поле
}
# The bag picture.
picture-bag-all-drawn = Усі квадрати вже витягнуто.
picture-bag-all-fit = Зараз кожен із них кудись підійшов би.
picture-bag-some-fit = Кудись підійшли б: { $fitting }; нікуди: { $nowhere } (обведені червоним).
# The board tinted by who holds each feature.
picture-holders-title = Хто чим володіє
picture-holders-key = Дороги, міста й поля — кольором гравця, що має там найбільше підданих; за рівності — смугасті.
picture-chart-race = Перегони очок
picture-chart-end = Кінець
picture-chart-turns = Ходи
picture-chart-rating = Рейтинг: { $name }
picture-chart-games = { $count ->
        [one] { $count } гра, найстаріша ліворуч
        [few] { $count } гри, найстаріша ліворуч
       *[many] { $count } ігор, найстаріша ліворуч
    }
picture-chart-peak = Найкращий { $rating }
picture-chart-season-peak = Найкращий у сезоні { $rating }
picture-standings-player = Гравець
picture-standings-points = Очки
picture-standings-buchholz = Бухгольц
picture-standings-score = Набрано
picture-standings-played = Зіграно
picture-standings-withdrawn = { $name } (вибув)
picture-standings-none = Ще ніхто не грав.
picture-chart-now = Зараз: { $rating }

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Грати в «Каркасон» у цьому каналі.
cmd-carcassonne-new = нова
cmd-carcassonne-new-desc = Відкрити лобі нової гри.
cmd-host = господар
cmd-host-desc = Вести гру цього каналу як господар (або з правом «Керувати сервером»).
cmd-host-options = налаштування
cmd-host-options-desc = Змінити налаштування лобі цього каналу до початку гри (господар).
cmd-carcassonne-turn = хід
cmd-carcassonne-turn-desc = Повернути кнопки вашого ходу, лише для вас.
cmd-carcassonne-board = поле
cmd-carcassonne-board-desc = Показати поле гри цього каналу або хто чим володіє, лише для вас.
cmd-carcassonne-bag = мішечок
cmd-carcassonne-bag-desc = Що лишилося в мішечку, за видами, лише для вас.
cmd-carcassonne-history = історія
cmd-carcassonne-history-desc = Останні ходи гри цього каналу словами, лише для вас.
cmd-carcassonne-score = очки
cmd-carcassonne-score-desc = Показати очки за дорогами, містами, монастирями й полями.
cmd-carcassonne-rules = правила
cmd-carcassonne-rules-desc = Правила й налаштування гри цього каналу (або типові налаштування сервера).
cmd-carcassonne-undo = скасувати
cmd-carcassonne-undo-desc = Попросити інших скасувати останній хід (і ходи комп'ютера після нього).
cmd-carcassonne-resign = здатися
cmd-carcassonne-resign-desc = Вийти з гри цього каналу.
cmd-host-cancel = відміна
cmd-host-cancel-desc = Скасувати гру цього каналу (господар або хтось із правом «Керувати сервером»).
cmd-host-resume = продовжити
cmd-host-resume-desc = Продовжити призупинену гру цього каналу, коли мої дозволи тут виправлять.
cmd-carcassonne-export = експорт
cmd-carcassonne-export-desc = Запис останньої гри цього каналу (carcassonne-record/1).
cmd-carcassonne-replay = повтор
cmd-carcassonne-replay-desc = Анімація останньої гри цього каналу (ходи досі), лише для вас.
cmd-carcassonne-games = ігри
cmd-carcassonne-games-desc = Поточні ігри на цьому сервері, лише для вас.
cmd-carcassonne-mine = мої
cmd-carcassonne-mine-desc = Ваші поточні ігри на цьому сервері; спершу ті, що чекають на ваш хід.
cmd-carcassonne-notify = сповіщення
cmd-carcassonne-notify-desc = Як повідомляти вас про ваш хід в іграх цього сервера.
cmd-host-skip = пропустити
cmd-host-skip-desc = Пропустити хід поточного гравця (господар або «Керувати сервером»).
cmd-host-remove = виключити
cmd-host-remove-desc = Виключити гравця з гри; його піддані лишаються (господар або «Керувати сервером»).
cmd-host-standin = заміна
cmd-host-standin-desc = Віддати місце гравця комп'ютеру; місце без рейтингу (господар або «Керувати сервером»).
cmd-host-clock = годинник
cmd-host-clock-desc = Зупинити або запустити годинник ходів цієї гри (господар або «Керувати сервером»).
cmd-host-links = посилання
cmd-host-links-desc = Нові посилання для глядачів; старі перестають працювати (господар або «Керувати сервером»).
cmd-carcassonne-help = довідка
cmd-carcassonne-help-desc = Як грати з цим ботом.
cmd-settings = сервер
cmd-settings-desc = Налаштування сервера для нових ігор («Керувати сервером»).
cmd-leaderboard = рейтинг
cmd-leaderboard-desc = Найкращі гравці цього сервера.
cmd-stats = статистика
cmd-stats-desc = Підсумки гравця на цьому сервері: рейтинг, останні 10 ігор та ігри проти когось.

# Options, by name; a command can have its own description of one.
opt-small_city = мале_місто
opt-small_city-desc = Очки за завершене місто з 2 квадратів
opt-farms = селяни
opt-farms-desc = Як рахуються очки селян
opt-end_scoring = підсумковий_підрахунок
opt-end_scoring-desc = Що з незавершеного дає очки наприкінці
opt-seats = місця
opt-seats-desc = Місця (від 2 до 6)
opt-turn_hours = години_на_хід
opt-turn_hours-desc = Годин на хід (0: без обмеження)
opt-thread = гілка
opt-thread-desc = Грати в окремій гілці
opt-computers = комп_ютери
opt-computers-desc = Скільки комп'ютерних гравців посадити одразу (можна додати й у лобі)
opt-computer_level = рівень_комп_ютера
opt-computer_level-desc = Наскільки добре грають комп'ютерні гравці
opt-language = мова
opt-language-desc = Мова гри (якщо не задано — мова сервера)
opt-river = річка
opt-river-desc = Грати з «Річкою» (витік першим, озеро останнім)
opt-abbot = абат
opt-abbot-desc = Грати з «Абатом» (сади й абат у кожного)
opt-inns_cathedrals = таверни_собори
opt-inns_cathedrals-desc = Грати з «Тавернами та соборами»
opt-traders_builders = купці_будівничі
opt-traders_builders-desc = Грати з «Купцями та будівничими»
opt-host-options-language-desc = Мова гри
opt-settings-language-desc = Мова нових ігор (якщо не задано — власна мова сервера)
opt-show = показати
opt-show-desc = Поле (типово) або кожну дорогу, місто й поле кольором власника
opt-moves = ходи
opt-moves-desc = Скільки ходів (типово 10)
opt-how = як
opt-how-desc = Як вас повідомляти (не вказуйте, щоб побачити, як зараз)
opt-player = гравець
opt-player-desc = Гравець, якого треба виключити
opt-host-standin-player-desc = Гравець, чиє місце займе комп'ютер
opt-stand_in = заміна
opt-stand_in-desc = Хто займе місце гравця, у якого скінчився час, який здався або виключений
opt-time_bank = запас_часу
opt-time_bank-desc = Запас часу кожному гравцю замість годин на хід (як годинник на Board Game Arena)
opt-action = дія
opt-action-desc = Зупинити годинник або запустити його знову
opt-reminder_hours = години_до_нагадування
opt-reminder_hours-desc = Годин до нагадування (0: без нагадувань)
opt-forfeit_after = поразка_після
opt-forfeit_after-desc = Скільки пропущених поспіль ходів до поразки (0: ніколи)
opt-threads = гілки
opt-threads-desc = Кожній грі — своя гілка
opt-lobby_hours = години_лобі
opt-lobby_hours-desc = Скільки годин лобі відкрите, якщо гру не почали (0: завжди; типово 48)
opt-lobbies_per_member = лобі_на_учасника
opt-lobbies_per_member-desc = Відкритих лобі на одного учасника (0: скільки завгодно; типово 3)
opt-ask_cooldown_minutes = пауза_запитів_хвилини
opt-ask_cooldown_minutes-desc = Хвилин між запитами реваншу чи скасування однієї людини (0: без паузи; типово 10)
opt-threads_per_hour = гілок_на_годину
opt-threads_per_hour-desc = Скільки гілок для ігор бот відкриває за годину (0: скільки завгодно; типово 10)
opt-games_per_channel = ігор_на_канал
opt-games_per_channel-desc = Поточних ігор у каналі та його гілках разом (0: скільки завгодно; типово 10)
opt-season = сезон
opt-settings-season-desc = Сезони рейтингу: рейтинги починаються знову щомісяця чи щокварталу (вимк.: лише за весь час)
opt-leaderboard-season-desc = Який рейтинг: цього сезону (типово), минулого чи за весь час
opt-season_channel = канал_сезонів
opt-season_channel-desc = Де оголошувати трійку найкращих наприкінці сезону
opt-season_announce = оголошувати_сезони
opt-season_announce-desc = Оголошувати трійку найкращих кожного сезону (false: нічого не оголошувати)
opt-user = користувач
opt-user-desc = Чия статистика (типово ваша)
opt-against = проти
opt-against-desc = Їхні підсумки проти цієї людини

# Choices, by option and place in the list (languages keep their own names).
choice-small_city-0 = 4 очки (чинні правила)
choice-small_city-1 = 2 очки (перше видання)
choice-farms-0 = за поле (чинні правила)
choice-farms-1 = за місто (перше видання)
choice-farms-2 = без селян
choice-end_scoring-0 = усе незавершене дає очки
choice-end_scoring-1 = лише незавершені монастирі
choice-computer_level-0 = легкий
choice-computer_level-1 = середній
choice-computer_level-2 = складний
choice-stand_in-0 = ніхто: місце виходить із гри
choice-stand_in-1 = комп'ютерний гравець (легкий)
choice-stand_in-2 = комп'ютерний гравець (середній)
choice-stand_in-3 = комп'ютерний гравець (складний)
choice-time_bank-0 = вимк. (години на хід)
choice-time_bank-1 = 1 день, +8 годин за хід, до 2 днів
choice-time_bank-2 = 3 дні, +1 день за хід, до 7 днів
choice-time_bank-3 = 7 днів, +2 дні за хід, до 14 днів
choice-settings-season-0 = щомісяця
choice-settings-season-1 = щокварталу
choice-settings-season-2 = вимк.
choice-leaderboard-season-0 = цей сезон
choice-leaderboard-season-1 = минулий сезон
choice-leaderboard-season-2 = за весь час
choice-show-0 = поле
choice-show-1 = хто чим володіє (дороги, міста, поля)
choice-how-0 = згадувати мене в каналі гри
choice-how-1 = надсилати мені особисте повідомлення
choice-how-2 = без пінгу (лише повідомлення ходу)
choice-action-0 = зупинити (на канікули)
choice-action-1 = запустити знову

## Refusals: why an action was not done. Nothing changed after any of them.

error-unknown-game = Такої гри немає.
error-channel-busy = У цьому каналі вже є гра (#{ $game }). Спершу завершіть або скасуйте її чи почніть гру в гілці.
error-not-in-lobby = Це можна зробити лише в лобі, до початку гри.
error-not-started = Гра ще не почалася.
error-game-over = Цю гру завершено.
error-already-joined = Ви вже в цій грі.
error-lobby-full = Усі місця зайняті ({ $seats }).
error-not-in-game = Ви не берете участі в цій грі.
error-host-cannot-leave = Ви господар цієї гри: скасуйте її, а не виходьте.
error-not-host = Це може зробити лише господар.
error-not-allowed-to-cancel = Скасувати гру може лише господар або адміністратор сервера.
error-too-few-players = Щоб почати гру, потрібно щонайменше 2 гравці.
error-seats-changing = Саме зараз хтось входить у лобі чи виходить; натисніть «Почати» ще раз.
error-not-your-turn = Зараз ходить { $name }.
error-turn-over = Цей хід уже завершено; погляньте на останнє повідомлення.
error-no-such-spot = На цьому квадраті немає місця { $letter }.
error-bad-seats = У грі від 2 до 6 місць, а не { $seats }.
error-turn-limit-too-short = Час на хід — щонайменше хвилина.
error-reminder-too-soon = Нагадування — не раніше ніж за хвилину.
error-forfeit-never = Поразка — не раніше ніж після одного пропущеного ходу.
error-seats-taken = Уже ввійшло гравців: { $players }.
error-corrupt = Збережені ходи цієї гри не читаються, тож її не можна продовжити. Господар або адміністратор сервера може її скасувати.
error-no-computer = Немає комп'ютерного гравця, якого можна прибрати.
error-computer-turn = Зараз хід комп'ютерного гравця; він ходить сам.
error-paused = Гру #{ $game } призупинено: Discord відхиляє мої повідомлення в її каналі. Коли мої дозволи там виправлять, господар або адміністратор сервера може продовжити її командою `/господар продовжити`.
error-not-paused = Цю гру не призупинено.
error-not-allowed-to-resume = Продовжити гру може лише господар або адміністратор сервера.
error-nothing-to-take-back = У цьому ході немає викладеного квадрата, який можна забрати.
error-not-finished = Цю гру ще не завершено.
error-not-allowed-to-manage = Це може зробити лише господар або адміністратор сервера.
error-competitor-manages = У турнірній партії це може зробити лише господар турніру (якщо він у ній не грає) або адміністратор сервера, але не її гравці.
error-tournament-undo-needs-consent = У турнірній партії хід можна скасувати лише за згодою всіх суперників, а комп’ютерний гравець дати її не може.
error-not-a-player = { $name } не бере участі в цій грі.
error-clock-stopped = Годинник цієї гри вже зупинено; `/господар годинник` запускає його знову.
error-clock-running = Годинник цієї гри вже йде.
error-nothing-to-undo = Поки немає жодного ходу, який можна скасувати.
error-cannot-undo = Останнім був пропущений хід або вихід гравця; це не можна скасувати.
error-undo-vote-open = У цій грі вже триває голосування про скасування; воно завершиться, коли відповідять усі.
error-undo-vote-closed = Це голосування про скасування закрито.
error-not-a-voter = За це скасування голосують лише інші гравці.
error-internal = У нас щось пішло не так; нічого не змінилося. Спробуйте ще раз.
error-saved = Це збережено, але під час показу в нас щось пішло не так; повідомлення гри незабаром наздоженуть.
error-too-many-threads = Досягнуто ліміту сервера: { $limit ->
        [one] { $limit } нова гілка
        [few] { $limit } нові гілки
       *[many] { $limit } нових гілок
    } на годину. Спробуйте знову за { $minutes ->
        [one] { $minutes } хвилину
        [few] { $minutes } хвилини
       *[many] { $minutes } хвилин
    } або почніть гру тут, без гілки.
error-too-many-games = У цьому каналі та його гілках уже { $limit ->
        [one] { $limit } гра триває чи чекає на гравців
        [few] { $limit } гри тривають чи чекають на гравців
       *[many] { $limit } ігор тривають чи чекають на гравців
    } — більше сервер не дозволяє. Спробуйте знову, коли { $limit ->
        [1] вона завершиться
       *[other] одна з них завершиться
    }, або почніть гру в іншому каналі.
error-too-many-lobbies = У вас на цьому сервері вже { $limit ->
        [one] { $limit } відкрите лобі
       *[other] { $limit } відкритих лобі
    } — більше сервер не дозволяє. Почніть або скасуйте { $limit ->
        [1] його
       *[other] одне з них
    } і спробуйте знову.
error-rematch-asked-recently = Ви щойно просили реванш. Щоб нікого не пінгувати знову так скоро, попросити можна за { $minutes ->
        [one] { $minutes } хвилину
        [few] { $minutes } хвилини
       *[many] { $minutes } хвилин
    }.
error-undo-asked-recently = Ви щойно просили скасування. Щоб нікого не пінгувати знову так скоро, попросити можна за { $minutes ->
        [one] { $minutes } хвилину
        [few] { $minutes } хвилини
       *[many] { $minutes } хвилин
    }.
error-choose-level = Виберіть рівень у меню.
error-choose-expansions = Виберіть доповнення в меню.
error-choose-position = Виберіть позицію в меню.

# Moves the rules do not allow. $side is north, east, south or west; $edge
# and $neighbour are field, road or city; $kind is road, city, monastery or
# field; $pos is a square such as (2, -1); $port a spot code such as N or NNW.
illegal-game-over = Гру завершено.
illegal-tile-already-placed = Ви вже виклали квадрат; тепер виберіть, куди поставити підданого, або не ставте нікого.
illegal-tile-not-placed = Спершу викладіть квадрат, потім вибирайте підданого.
illegal-occupied = На { $pos } уже лежить квадрат.
illegal-not-adjacent = Квадрат має прилягати до вже викладеного, а { $pos } не прилягає до жодного.
illegal-edge-mismatch = Цей квадрат не підходить на { $pos }: на його { $side ->
        [north] північній
        [east] східній
        [south] південній
       *[west] західній
    } стороні { $edge ->
        [road] дорога
        [river] річка
        [city] місто
       *[field] поле
    }, а в сусіда з { $side ->
        [north] півночі
        [east] сходу
        [south] півдня
       *[west] заходу
    } там { $neighbour ->
        [road] дорога
        [river] річка
        [city] місто
       *[field] поле
    }.
illegal-no-followers-left = У вашому запасі не лишилося підданих.
illegal-farmers-not-used = У цій грі немає селян.
illegal-no-such-feature = На цьому квадраті немає { $kind ->
        [road] дороги
        [city] міста
        [monastery] монастиря
       *[field] поля
    } у { $port }.
illegal-no-monastery = На цьому квадраті немає монастиря.
illegal-port-needed = Укажіть, де на квадраті стане { $kind ->
        [road] розбійник
        [city] лицар
        [monastery] монах
       *[field] селянин
    }: для { $kind ->
        [road] дороги
        [city] міста
        [monastery] монастиря
       *[field] поля
    } потрібне місце.
illegal-monastery-takes-no-port = Монах стоїть на самому монастирі; місце вказувати не треба.
illegal-feature-occupied = На { $kind ->
        [road] цій дорозі
        [city] цьому місті
        [monastery] цьому монастирі
        [garden] цьому саду
       *[field] цьому полі
    } уже є підданий.
illegal-not-playing = Цей гравець уже не в грі.
illegal-river-closed = Річку закрито: квадрати річки більше викладати не можна.
illegal-river-must-extend = Квадрат річки має продовжувати річку: він лягає на { $pos }, річкою до відкритого кінця річки.
illegal-river-u-turn = Річка не може двічі поспіль повертати в той самий бік.
illegal-figure-not-in-play = { $figure ->
        [large] Великого підданого
        [abbot] Абата
        [builder] Будівничого
        [pig] Свині
       *[follower] Підданих
    } у цій грі немає.
illegal-no-figure-left = { $figure ->
        [large] Ваш великий підданий уже
        [abbot] Ваш абат уже
        [builder] Ваш будівничий уже
        [pig] Ваша свиня вже
       *[follower] Усі ваші піддані вже
    } на полі.
illegal-no-garden = На цьому квадраті немає саду.
illegal-figure-not-there = { $figure ->
        [abbot] Абат стає лише в монастир або сад
        [builder] Будівничий стає лише на дорогу або в місто
        [pig] Свиня стає лише на поле
       *[other] У сад стає лише абат
    }, а це { $kind ->
        [road] дорога
        [city] місто
        [monastery] монастир
        [garden] сад
       *[field] поле
    }.
illegal-builder-on-completed = Цей квадрат завершує об'єкт; будівничий стає лише на той, що ще будується.
illegal-builder-needs-follower = Будівничий стає лише на дорогу або в місто, де вже є ваш підданий.
illegal-pig-needs-farmer = Свиня стає лише на поле, де вже є ваш селянин.
illegal-no-abbot-on-board = На полі немає вашого абата, якого можна забрати.
illegal-abbot-feature-complete = Монастир або сад вашого абата завершено; він дає очки, і абат повернеться сам.
illegal-abbot-return-with-figure = Забрати абата — це дія з фігурою в цьому ході: ставити ще одну фігуру не можна.

# Discord's names for the bot's permissions, as its settings show them.
perm-view-channel = Переглядати канал
perm-send-messages = Надсилати повідомлення
perm-attach-files = Прикріплювати файли
perm-read-message-history = Читати історію повідомлень
perm-create-public-threads = Створювати публічні гілки
perm-send-messages-in-threads = Надсилати повідомлення в гілках
# $list names the permissions; $count says how many.
error-missing-permissions = Я не можу вести гру в { $thread ->
        [yes] цій гілці
       *[no] цьому каналі
    }: тут мені бракує { $count ->
        [1] дозволу
       *[other] дозволів
    } { $list }. Адміністратор сервера може надати їх у налаштуваннях каналу («Дозволи»), після чого спробуйте знову.
# Joins names in a list: "A, B and C".
list-and = { $init } і { $last }
paused-notice = Гру #{ $game } у <#{ $channel }> призупинено: Discord відхиляє мої повідомлення там, отже, в мене забрали дозвіл. Мені потрібні: { $list } (у гілці — { $threads } замість { $send }). Коли це виправлять, господар або адміністратор сервера може виконати там `/господар продовжити`; доти годинник ходів стоїть.
paused-thread-notice = Гру #{ $game } у <#{ $channel }> призупинено: її гілку заархівовано або закрито, і я не можу відкрити її знову. Коли модератор її відкриє, господар або адміністратор сервера може виконати там `/господар продовжити`; доти годинник ходів стоїть.
error-unknown-options = Ця команда не має { $count ->
        [one] параметра { $options }
       *[other] параметрів { $options }
    }. Можливо, Discord ще оновлює команди цього бота; спробуйте за хвилину.
error-unreadable-option = Не вдалося прочитати параметр { $option }: такого значення він не приймає. `/carcassonne довідка` перелічує параметри.
error-stale-command = Ця команда не збігається з версією цього бота (параметр поза діапазоном або вибір, якого в нього немає). Можливо, Discord ще оновлює команди цього бота; спробуйте за хвилину.
error-needs-manage-server = Змінювати типові налаштування сервера може лише той, хто має дозвіл «Керувати сервером».
error-server-only = У «Каркасон» грають у каналах сервера; ця команда працює там, а не в особистих повідомленнях.

## Answers to commands, seen only by the person who asked unless said.

answer-pick-subcommand = Виберіть одну з підкоманд: { $list }.
answer-no-thread = Discord не дав мені відкрити тут гілку. Спробуйте знову або почніть гру без гілки (`гілка: False`).
answer-threads-full = На цьому сервері стільки активних гілок, скільки дозволяє Discord (1000), тож я не можу відкрити гілку для гри. Заархівуйте завершені гілки, щоб звільнити місце, або почніть гру тут без гілки (`гілка: False`).
answer-game-open = { $thread ->
        [yes] Гру #{ $game } відкрито в <#{ $channel }>: лобі там.
       *[no] Гру #{ $game } відкрито: лобі трохи нижче.
    }
answer-no-lobby = У цьому каналі немає лобі.
answer-options-started = Гра вже почалася: її налаштування лишаються як є.
answer-options-saved = Збережено. Гра #{ $game } пройде так:
    { $rules }
answer-no-game-start-one = У цьому каналі немає гри. Почніть її командою `/carcassonne нова`.
answer-no-running-game = У цьому каналі немає поточної гри.
answer-no-game = У цьому каналі немає гри.
answer-no-game-to-cancel = У цьому каналі немає гри, яку можна скасувати.
# Public, under the score sheet.
answer-scores = Очки гри #{ $game }.
answer-rules-of-game = Гра #{ $game }:
    { $rules }
answer-rules-of-server = Налаштування сервера для нових ігор:
    { $rules }
answer-undone = Скасовано; гра триває з цього місця.
# $closes is a time, shown by Discord in the reader's own format.
answer-undo-asked = Запит надіслано. Інші можуть погодитися до <t:{ $closes }:f>.
answer-resigned = Ви вийшли з гри #{ $game }.
# Public.
answer-cancelled = Гру #{ $game } скасовано.
answer-resumed = Гра #{ $game } триває; її годинник ходів знову йде.
answer-record = Запис гри #{ $game }.
answer-replay-cooldown = Ви щойно просили повтор; попросити знову можна за { $seconds } с.
answer-replay = Гра #{ $game }, хід за ходом.
answer-replay-busy = Я зараз малюю інший повтор, а малюю їх по одному, щоб ігри йшли швидко. Попросіть знову за хвилину.
answer-computer-turn = Зараз ходить { $name }; він ходить сам.
answer-not-your-turn = Зараз ходить { $name }, а не ви.
answer-turn-link = Повідомлення ходу: { $link }
answer-done = Готово: { $what }
answer-links-renewed = Старі посилання для глядачів цієї гри більше не працюють; на нових картках буде нове.
# $how is mention, dm or quiet.
answer-notice-set = Відтепер про ваші ходи вам повідомляють { $how ->
        [mention] згадкою в каналі гри
        [dm] особистим повідомленням із посиланням на хід (і згадкою в каналі, якщо ваші ОП для мене закриті)
       *[quiet] лише повідомленням ходу, без пінгу
    }.
answer-notice-now = Про ваші ходи вам повідомляють { $how ->
        [mention] згадкою в каналі гри
        [dm] особистим повідомленням із посиланням на хід (і згадкою в каналі, якщо ваші ОП для мене закриті)
       *[quiet] лише повідомленням ходу, без пінгу
    }. Змінити це можна командою `/carcassonne сповіщення`.
answer-config-saved = Збережено. Нові ігри на цьому сервері:
    { $rules }{ $threads ->
        [yes] Кожна гра має свою гілку.
       *[no] Ігри йдуть у самому каналі.
    } { $lobby_hours ->
        [0] Лобі відкриті, доки гру не почнуть або не скасують.
        [one] Лобі закриваються за { $lobby_hours } годину, якщо гру не почали.
        [few] Лобі закриваються за { $lobby_hours } години, якщо гру не почали.
       *[many] Лобі закриваються за { $lobby_hours } годин, якщо гру не почали.
    }

## Answers to clicks, seen only by the person who clicked.

click-unknown-control = Ця кнопка боту незнайома; вона нічого не змінює.
click-other-channel = Ця кнопка стосується гри в іншому каналі; вона нічого не змінює.
click-no-board = Цей бот не може відкрити поле всередині Discord; користуйтеся кнопками або «Дивитися наживо», якщо вона є.
click-rematch-open = Гру #{ $game } відкрито: її лобі нижче. Інших запрошено.

## Game messages in the channel, in the game's language.

duration-days = { $n ->
        [one] { $n } день
        [few] { $n } дні
       *[many] { $n } днів
    }
duration-hours = { $n ->
        [one] { $n } година
        [few] { $n } години
       *[many] { $n } годин
    }
duration-minutes = { $n ->
        [one] { $n } хвилина
        [few] { $n } хвилини
       *[many] { $n } хвилин
    }
# The rules in force; $small is four or two, $farms per-field, per-city or
# off, $end all or monasteries.
rules-line = { $small ->
        [two] місто з 2 квадратів дає 2 очки (перше видання)
       *[four] місто з 2 квадратів дає 4 очки
    }; { $farms ->
        [per-city] селяни отримують очки за кожне завершене місто один раз (перше видання)
        [off] без селян
       *[per-field] селяни отримують 3 очки за кожне завершене місто, до якого прилягає їхнє поле
    }; { $end ->
        [monasteries] наприкінці очки дають лише незавершені монастирі
       *[all] наприкінці очки дають незавершені дороги, міста й монастирі
    }
rules-turn-time = { $time }; потім { $forfeit ->
        [yes] хід пропускається, а після { $after } пропущених поспіль ходів гравець програє
       *[no] хід пропускається
    }
rules-no-turn-limit = без обмеження
rules-rules = **Правила:** { $rules }.
expansion-name = { $name ->
        [river] Річка
        [abbot] Абат
        [inns_cathedrals] Таверни та собори
       *[traders_builders] Купці та будівничі
    }
rules-expansions = **Доповнення:** { $list }.
rules-no-expansions = **Доповнення:** немає (базова гра).
rules-seats = **Місця:** до { $seats }.
rules-turn = **Час на хід:** { $turn_time }.
rules-reminder = **Нагадування:** через { $time } без ходу.
rules-stand-in = **Заміна:** комп'ютерний гравець ({ $level }) займає місце того, у кого скінчився час, хто здався або виключений; це місце без рейтингу.
rules-bank = запас часу { $start } кожному, ще { $increment } за кожен хід, не більше { $cap }; витрачається лише у ваші ходи
rules-language = **Мова:** { $language }.
lobby-title = **Каркасон** — гра #{ $game }, господар { $host }
lobby-players = **Гравці ({ $joined }/{ $seats }):** { $players }
lobby-can-start = Господар може почати гру.
lobby-waiting = Чекаємо ще хоча б одного гравця…
lobby-closes = Лобі закриється <t:{ $closes }:R>, якщо гру не почнуть.
lobby-add-computer-menu = Додати комп'ютерного гравця (господар)…
lobby-expansions-menu = Доповнення (вибирає господар)
lobby-add-computer = Додати комп'ютерного гравця: { $level }
level-easy = легкий
level-medium = середній
level-hard = складний
level-random = випадковий
level-easy-blurb = Знає правила, часто пропускає найкращий хід
level-medium-blurb = Робить хід, що зараз здається найкращим
level-hard-blurb = Прораховує квадрати, що ще в мішечку
level-random-blurb = Будь-який дозволений хід
# Buttons: at most 80 characters.
button-join = Увійти
button-leave = Вийти
button-start = Почати
button-cancel = Скасувати
button-remove-computer = Прибрати комп'ютер
button-previous = ◀ Назад
button-next = Далі ▶
button-fits-one-way = Підходить одним способом
button-turn = ⟳ Повернути
button-turn-left = ⟲ Ліворуч
button-turn-right = ⟳ Праворуч
button-confirm = Підтвердити
button-no-follower = Без підданого
button-take-back = ↩ Забрати квадрат
button-rematch = Реванш
button-agree = Згоден
button-refuse = Проти
# The turn message. $player is a mention; $tile a tile's letter.
turn-header = { $player }, ваш хід (хід { $move }). Ваш квадрат — **{ $tile }**; { $left ->
        [one] у мішечку лишився { $left } квадрат.
        [few] у мішечку лишилося { $left } квадрати.
       *[many] у мішечку лишилося { $left } квадратів.
    }
turn-deadline = Час вийде <t:{ $deadline }:R>.
turn-clock-stopped = Годинник зупинено.
turn-pick = Виберіть позицію за номером, поверніть квадрат і підтвердіть.
turn-shown-in-place = Квадрат показано на місці. Поверніть його або виберіть іншу позицію, потім підтвердіть.
# Under each position in the menu: at most 100 characters.
turn-fits-ways = { $ways ->
        [one] підходить { $ways } способом
       *[other] підходить { $ways } способами
    }
turn-choose-position = { $pages ->
        [1] Виберіть позицію
       *[other] Виберіть позицію (сторінка { $page } з { $pages })
    }
feature = { $kind ->
        [road] дорога
        [city] місто
        [monastery] монастир
        [garden] сад
       *[field] поле
    }
follower-step = { $player }, квадрат викладено. Поставте підданого на місце з літерою або не ставте нікого. { $left ->
        [one] У вас лишився { $left } підданий.
        [few] У вас лишилося { $left } піддані.
       *[many] У вас лишилося { $left } підданих.
    }
dm-turn = Ваш хід у грі «Каркасон» #{ $game } у <#{ $channel }> (хід { $move }).
dm-reminder = ⏰ Нагадування: досі ваш хід у грі «Каркасон» #{ $game } у <#{ $channel }> (хід { $move }).
dm-link = Ваш хід: { $link }
dm-how-to-change = `/carcassonne сповіщення` на сервері змінює спосіб сповіщення.
dm-fallback = { $player }, ваш хід чекає: { $link }
dm-fallback-reminder = ⏰ { $player }, ваш хід досі чекає: { $link }
dm-closed = Ваші ОП для мене закриті, тож я згадую вас тут. Відкрийте їх або виберіть інший спосіб командою `/carcassonne сповіщення`.
board-turn = Гра #{ $game }: ходить { $name } (хід { $move }).
board-holders-turn = Гра #{ $game }: хто чим володіє, ходить { $name } (хід { $move }).
board-holders-end = Гра #{ $game }: хто чим володів наприкінці.
board-over = Гру #{ $game } завершено.
board-not-started = Гра #{ $game } ще не почалася.
board-cancelled = Гру #{ $game } скасовано.
bag-not-started = Гра #{ $game } ще не почалася: усі { $total } квадратів у мішечку.
bag-over = Гру #{ $game } завершено: тягнути більше нічого.
bag-left = Гра #{ $game }: { $left ->
        [0] мішечок порожній; квадрат у руці — останній.
        [one] у мішечку { $left } квадрат; { $fitting ->
            [0] зараз він нікуди не підійшов би.
           *[other] зараз він кудись підійшов би.
        }
        [few] у мішечку { $left } квадрати; { $nowhere ->
            [0] усі вони зараз кудись підійшли б.
           *[other] кудись підійшли б { $fitting }, нікуди — { $nowhere }.
        }
       *[many] у мішечку { $left } квадратів; { $nowhere ->
            [0] усі вони зараз кудись підійшли б.
           *[other] кудись підійшли б { $fitting }, нікуди — { $nowhere }.
        }
    }
final-title = Підсумковий рахунок
# $medal is 🥇, 🥈, 🥉 or ▫️; $left is yes for a player who left the game.
final-line = { $medal } { $player } — **{ $score }** (дороги { $roads }, міста { $cities }, монастирі { $monasteries }, поля { $farms }{ $goods ->
        [0] {""}
       *[other] , товари { $goods }
    }){ $left ->
        [yes] , вийшов із гри
       *[no] {""}
    }
final-rating = рейтинг { $before } → { $after }
undo-last-move = останній хід
undo-vote = **Скасувати?** { $asker } просить скасувати { $what } у грі #{ $game }. { $voters }: ви згодні? Погодитися мають усі до <t:{ $closes }:R>.
undo-agreed = Уже згодні: { $names }.
rematch-invite = { $count ->
        [0] Реванш гри #{ $old }: лобі гри #{ $game } трохи вище.
       *[other] Реванш гри #{ $old }! { $players }: лобі гри #{ $game } трохи вище; натисніть **Увійти**, щоб зіграти знову.
    }

## Lists and stats, in the language of whoever asked.

leaderboard-title = Рейтинг
leaderboard-title-season = Рейтинг — сезон { $season }
season-over = 🏆 **Сезон { $season } завершено.** Найкращі гравці:
season-top-line = { $medal } { $player } — рейтинг { $rating }, { $games ->
        [one] { $games } гра
        [few] { $games } гри
       *[many] { $games } ігор
    }, { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
       *[many] { $wins } перемог
    }
leaderboard-empty = На цьому сервері ще ніхто не завершив гру.
leaderboard-line = { $place }. { $player } — рейтинг { $rating } · { $games ->
        [one] { $games } гра
        [few] { $games } гри
       *[many] { $games } ігор
    }, { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
       *[many] { $wins } перемог
    } · у середньому { $average }, найкращий рахунок { $best }
games-title = { $count ->
        [0] На цьому сервері немає поточних ігор. Почніть гру командою `/carcassonne нова`.
        [one] **На цьому сервері триває { $count } гра**
        [few] **На цьому сервері тривають { $count } гри** (сторінка { $page } з { $pages }, найдовше очікувані — першими)
       *[many] **На цьому сервері тривають { $count } ігор** (сторінка { $page } з { $pages }, найдовше очікувані — першими)
    }
games-cannot-check = Не вдалося спитати в Discord, які канали вам видно, тож поки я не показую ігор. Спробуйте за хвилину.
stats-cannot-check = Не вдалося спитати в Discord, які канали вам видно, тож останні ігри поки не показано.
games-your-turn = ваш хід
games-turn-of = ходить { $name }
games-between-turns = між ходами
games-since = з <t:{ $since }:R>
games-go-to-it = перейти
games-progress = { $played ->
        [one] зіграно { $played } хід
        [few] зіграно { $played } ходи
       *[many] зіграно { $played } ходів
    }, { $left ->
        [one] лишився { $left } квадрат
        [few] лишилося { $left } квадрати
       *[many] лишилося { $left } квадратів
    }
games-paused = призупинена
mine-none = Ви не берете участі в жодній грі на цьому сервері. `/carcassonne ігри` показує поточні.
mine-title = **Ваші ігри** ({ $count }): { $yours ->
        [0] зараз жодна не чекає на ваш хід.
        [one] ваш хід в { $yours } грі.
       *[other] ваш хід в { $yours } іграх.
    }
stats-none = { $player } ще не завершив жодної гри на цьому сервері.
stats-line = { $player }: { $games ->
        [one] { $games } гра
        [few] { $games } гри
       *[many] { $games } ігор
    }, { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
       *[many] { $wins } перемог
    }, середній рахунок { $average }, найкращий { $best }; рейтинг { $rating } (майстерність { $mu } ± { $sigma }).
history-none = У грі #{ $game } ще немає ходів.
history-title = Гра #{ $game }: { $shown ->
        [one] останній { $shown } хід
        [few] останні { $shown } ходи
       *[many] останні { $shown } ходів
    } з { $total }
history-end = Кінець.
recent-title = { $count ->
        [one] Остання { $count } гра:
        [few] Останні { $count } гри:
       *[many] Останні { $count } ігор:
    }
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 перемога
       *[other] { $rank }-е місце з { $players }
    }, очок: { $score }
against-none = { $a } і { $b } ще не завершили разом жодної гри на цьому сервері.
against-line = **Проти { $b }:** { $games ->
        [one] { $games } гра
        [few] { $games } гри
       *[many] { $games } ігор
    } разом; { $a } попереду в { $ahead }, позаду в { $behind }, нарівні в { $level }.
replay-whole-game = Уся гра:

## What happened, said in the game's channel. Names come as $player,
## $name, $asker… and are shown as typed.

someone = Хтось
undo-refused = { $voter } проти скасування ходів, про яке просив { $asker }; ходи лишаються.
undo-agreed-by-all = Усі погодилися з { $asker }: скасовано — { $moves }.
undo-done = { $asker } скасовує: { $moves }.
undo-turn-undone = Цей хід скасовано.
undo-play-again = { $player } знову робить цей хід, із тим самим квадратом.
undo-expired = Не всі погодилися вчасно, тож ходи лишаються.
# "Ann's tile V at (1, 0)", in a list of undone moves.
undo-tile-of = квадрат { $tile } гравця { $player } на ({ $x }, { $y })
news-skipped = { $actor } пропускає хід гравця { $player }.
news-removed = { $actor } виключає { $player } з гри; піддані лишаються на полі.
news-handed = { $actor } віддає місце { $player } комп'ютерному гравцю.
news-stand-in = Віднині місце { $player } займає комп'ютерний гравець ({ $level }); це місце без рейтингу.
seat-stood-in = { $player } (комп'ютер, { $level })
news-clock-started = { $actor } знову запускає годинник: у ходу лишився той самий час, що був.
news-clock-stopped = { $actor } зупиняє годинник: ні в кого не скінчиться час, доки його знову не запустять. Ходити при цьому можна.
# $follower is none, road, city, monastery or field.
news-placed = { $player } викладає квадрат { $tile } на ({ $x }, { $y }){ $follower ->
        [road] {" "}і ставить розбійника на дорогу
        [city] {" "}і ставить лицаря в місто
        [monastery] {" "}і ставить монаха в монастир
        [field] {" "}і кладе селянина на поле
       *[none] {""}
    }.
news-could-not-place = { $player } не може викласти квадрат.
figure-name = { $figure ->
        [large] великий підданий
        [abbot] абат
        [builder] будівничий
        [pig] свиня
       *[follower] підданий
    }
button-watch-live = Дивитися наживо
button-open-board = Відкрити поле
button-return-abbot = Забрати абата
follower-menu = Виберіть місце й фігуру
error-choose-spot = Виберіть місце в меню.
news-goods = { $player } забирає товари завершеного міста: вино { $wine }, зерно { $grain }, тканина { $cloth }.
news-second-part = Будівничий гравця { $player } бачить, як росте об'єкт: { $player } викладає другий квадрат.
news-placed-figure = { $player } викладає квадрат { $tile } на ({ $x }, { $y }) і ставить { $figure ->
        [large] свого великого підданого
        [abbot] свого абата
        [builder] свого будівничого
       *[pig] свою свиню
    } { $kind ->
        [road] на дорогу
        [city] у місто
        [monastery] у монастир
        [garden] у сад
       *[field] на поле
    }.
news-left = { $player } виходить із гри.
history-scored = Очки: { $list }.
history-set-aside = { $player } тягне квадрат { $tile }, який нікуди не підходить; його відкладено.
history-skipped = Хід гравця { $player } пропущено; квадрат { $tile } відкладено.
history-nothing-more = Наприкінці більше ніхто не отримав очок.
history-final-scoring = Підсумковий підрахунок.
news-set-aside = Квадрат { $tile } нікуди не підходить, тож його відкладено, і { $player } тягне знову.
news-game-over = Гру завершено.
undo-lapsed = Гра пішла далі, тож голосування про скасування закрито: ходи лишаються.
news-begins = Гра починається! Першим ходить { $player }.
news-started = Гра #{ $game } почалася.
news-cancelled = Гру #{ $game } скасував(-ла) { $player }.
news-only-computers = Лишилися тільки комп'ютерні гравці, тож гра тут завершується.
news-turn-goes-on = Цей хід триває в новому повідомленні.
news-lobby-closed = Лобі гри #{ $game } закрито: ніхто не почав гру за { $hours ->
        [one] { $hours } годину
        [few] { $hours } години
       *[many] { $hours } годин
    }. `/carcassonne нова` відкриває нове.
news-still-turn = Досі ходить { $player }: хід опубліковано знову нижче.
news-forfeit = У гравця { $player } { $missed } разів поспіль скінчився час, і він програє.
news-timed-out = У гравця { $player } скінчився час; хід пропущено.
# A scoring: $players are the names ("Ann and Ben"), $count how many.
scored = { $count ->
        [0] Ніхто не отримує { $points }: { $what }
        [one] { $players } отримує { $points }: { $what }
       *[other] { $players } отримують по { $points }: { $what }
    }
what-road = дорога з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    }
what-road-unfinished = незавершена дорога з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    }
what-city = місто з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    }{ $pennants ->
        [0] {""}
        [one] {" "}з { $pennants } щитом
       *[other] {" "}з { $pennants } щитами
    }
what-city-unfinished = незавершене місто з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    }{ $pennants ->
        [0] {""}
        [one] {" "}з { $pennants } щитом
       *[other] {" "}з { $pennants } щитами
    }
what-monastery = завершений монастир
what-monastery-unfinished = незавершений монастир, сусідів: { $neighbours }
what-field = поле біля { $cities ->
        [one] { $cities } завершеного міста
       *[other] { $cities } завершених міст
    }

what-road-inn = дорога з таверною з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    } (2 очки за квадрат)
what-road-inn-unfinished = незавершена дорога з таверною з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    }: дорога з таверною дає очки, лише якщо завершена
what-city-cathedral = місто із собором з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    }{ $pennants ->
        [0] {""}
        [one] {" "}і { $pennants } щитом
       *[other] {" "}і { $pennants } щитами
    } (по 3 очки)
what-city-cathedral-unfinished = незавершене місто із собором з { $tiles ->
        [one] { $tiles } квадрата
       *[other] { $tiles } квадратів
    }: місто із собором дає очки, лише якщо завершене
what-garden = завершений сад
what-garden-unfinished = незавершений сад, сусідів: { $neighbours }
what-abbot-returned = абата забрано { $kind ->
        [garden] із саду
       *[monastery] з монастиря
    }, сусідів: { $neighbours }
what-goods = найбільше { $good ->
        [wine] вина
        [grain] зерна
       *[cloth] тканини
    } ({ $count ->
        [one] { $count } жетон
        [few] { $count } жетони
       *[many] { $count } жетонів
    })
what-field-pig = поле біля { $cities ->
        [one] { $cities } завершеного міста
       *[other] { $cities } завершених міст
    }, зі свинею (4 очки за місто)

## Help: one message, at most 2000 characters. Command names as in this
## language's commands above.

help = **Каркасон у Discord**
    `/carcassonne нова` відкриває лобі; інші тиснуть **Увійти**, господар — **Почати** (а перед тим може змінити налаштування командою `/господар налаштування`). Господар може зайняти місця комп'ютерними гравцями (легкий, середній чи складний) з меню лобі.
    У свій хід виберіть позицію за номером, поверніть квадрат кнопками ⟲ ⟳ і натисніть **Підтвердити**; потім поставте підданого на місце з літерою або виберіть **Без підданого** (чи **Забрати квадрат**, щоб викласти його деінде); `/carcassonne скасувати` просить інших погодитися скасувати останній хід. Загубили повідомлення ходу? `/carcassonne хід` поверне кнопки, лише для вас. `/carcassonne сповіщення` — як повідомляти про ваш хід: згадка, ОП або без пінгу. `/carcassonne мої` — ваші ігри, спершу ті, що чекають на вас; `/carcassonne ігри` — усі ігри сервера.
    Завершені дороги, міста й монастирі дають очки одразу; поля й усе незавершене — наприкінці. **Реванш** під підсумковим рахунком відкриває нове лобі для тих самих гравців.
    `/carcassonne поле` показує поле (або хто чим володіє), `/carcassonne мішечок` — що лишилося тягнути, `/carcassonne історія` — останні ходи словами (лише для вас), `/carcassonne очки` — рахунок, `/carcassonne правила` — чинні правила.
    `/carcassonne здатися` — вийти з гри; `/господар відміна` — завершити її; `/господар пропустити` пропускає поточний хід, `/господар виключити` прибирає гравця, а `/господар годинник` зупиняє годинник на канікули (господар або «Керувати сервером»). Гра, призупинена через втрачений мною дозвіл у її каналі, триває далі з `/господар продовжити`, коли дозвіл повернуть.
    `/carcassonne експорт` дає запис гри; `/carcassonne повтор` — анімацію гри досі, лише для вас.
    `/рейтинг` і `/статистика` показують, хто як грає (`/статистика проти:` — особисті зустрічі).
    `/турнір відкрити` проводить турнір; адміністратори налаштовують сервер через `/сервер`.
answer-limits = { $lobbies ->
        [0] Учасники можуть тримати скільки завгодно відкритих лобі.
        [one] Кожен учасник може тримати { $lobbies } відкрите лобі одночасно.
       *[other] Кожен учасник може тримати { $lobbies } відкритих лобі одночасно.
    } { $cooldown ->
        [0] Запити реваншу й скасування не мають паузи.
        [one] Просити реванш чи скасування можна раз на { $cooldown } хвилину.
        [few] Просити реванш чи скасування можна раз на { $cooldown } хвилини.
       *[many] Просити реванш чи скасування можна раз на { $cooldown } хвилин.
    } { $threads ->
        [0] Бот відкриває скільки завгодно гілок для ігор.
        [one] Бот відкриває не більше { $threads } гілки для ігор на годину.
       *[other] Бот відкриває не більше { $threads } гілок для ігор на годину.
    } { $games ->
        [0] У каналі та його гілках може бути скільки завгодно ігор.
        [one] У каналі та його гілках одночасно не більше { $games } гри.
       *[other] У каналі та його гілках одночасно не більше { $games } ігор.
    }
answer-season-channel-kind = Оголошення про сезони публікуються в текстовому каналі або каналі оголошень. Виберіть один із них.
answer-seasons = { $period ->
        [monthly] Сезон триває місяць (UTC); щомісяця рейтинги починаються знову із загального рейтингу гравця, наполовину наближеного до рейтингу новачка.
        [quarterly] Сезон триває квартал (UTC); щокварталу рейтинги починаються знову із загального рейтингу гравця, наполовину наближеного до рейтингу новачка.
       *[off] Без сезонів: рейтинг рахується за весь час.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] Кінець сезону не оголошується.
        }
       *[other] Трійку найкращих кожного сезону оголошують у <#{ $channel }>.
    }

## Tournaments
event-thread = { $event } · раунд { $round }, стіл { $table }
event-thread-match = { $event } · раунд { $round }, стіл { $table }, гра { $game }
news-decided-by-deadline = Строк раунду минув: гра завершується тут, підсумок вирішує поточний рахунок.
error-no-event = Тут немає турніру.
error-no-event-named = На цьому сервері немає турніру «{ $name }».
error-events-share-name = На цьому сервері кілька турнірів із такою назвою ({ $channels }): скасуйте його в його власному каналі.
error-event-full = У цьому турнірі немає місць ({ $limit } гравців).
error-already-signed-up = Ви вже записані.
error-not-signed-up = Ви не берете участі в цьому турнірі.
error-signup-closed = Запис на цей турнір закрито.
error-event-not-running = Цей турнір не триває.
error-too-few-entrants = Щоб почати турнір, потрібно щонайменше { $needed } гравців.
error-best-of-pairs = Матчі з кількох ігор — лише для столів на двох.
cmd-tournament = турнір
cmd-tournament-desc = Турніри: швейцарська система, коловий або на вибування
cmd-tournament-open = відкрити
cmd-tournament-open-desc = Відкрити запис на турнір у цьому каналі; ви його проводите
cmd-tournament-start = почати
cmd-tournament-start-desc = Почати турнір цього каналу зараз (його господар або «Керувати сервером»)
cmd-tournament-cancel = відміна
cmd-tournament-cancel-desc = Скасувати турнір цього каналу (його господар або «Керувати сервером»)
cmd-tournament-standings = таблиця
cmd-tournament-standings-desc = Турнірна таблиця цього каналу, лише для вас
cmd-tournament-withdraw = вийти
cmd-tournament-withdraw-desc = Вийти з турніру цього каналу: ваші незавершені ігри зараховуються як поразки
opt-name = назва
opt-name-desc = Назва турніру
opt-tournament-cancel-name-desc = Назва турніру в іншому місці цього сервера, щоб скасувати його звідси
opt-format = формат
opt-format-desc = Як складаються пари (типово швейцарська система)
opt-table = стіл
opt-table-desc = Гравців за кожним столом (типово 2)
opt-best_of = матч_із
opt-best_of-desc = Ігор у матчі за столом на двох (типово 1)
opt-rounds = раунди
opt-rounds-desc = Раундів швейцарського турніру (типово 4)
opt-tournament-open-seats-desc = Скільки гравців щонайбільше (типово 16)
opt-round_hours = години_раунду
opt-round_hours-desc = Скільки годин триває раунд до строку (типово тиждень)
opt-signup_hours = години_запису
opt-signup_hours-desc = Годин до кінця запису й самостійного старту (0: починає господар)
choice-format-0 = швейцарська система
choice-format-1 = коловий
choice-format-2 = на вибування
choice-table-0 = 2 гравці
choice-table-1 = 3 гравці
choice-table-2 = 4 гравці
choice-best_of-0 = 1 гра
choice-best_of-1 = до 2 перемог із 3
choice-best_of-2 = до 3 перемог із 5
event-title = **{ $event }** — { $format ->
        [swiss] турнір за швейцарською системою, раундів: { $rounds }
        [round_robin] коловий турнір
       *[elimination] турнір на вибування
    }, столи на { $size }{ $best_of ->
        [1] {""}
       *[other] , матчі до { $best_of } ігор
    }; проводить { $host }.
event-round-time = **Раунди:** по { $time }; ігри, не завершені до строку раунду, вирішує поточний рахунок.
event-signed-up = **Записалися ({ $joined }/{ $max }):** { $players }
event-nobody = поки ніхто
event-closes = Запис закривається <t:{ $closes }:R>, і тоді ж починається турнір.
event-host-starts = Господар починає турнір кнопкою **Почати**.
event-signup-over = Запис завершено.
event-round = **{ $event } — раунд { $round } з { $rounds }**
event-table = Стіл { $table }: { $players } → { $thread }
event-table-waiting = Стіл { $table }: { $players } (гілка скоро відкриється)
event-tables-more = …і ще столів: { $count }; кожен названо у своїй гілці.
event-bye = Без пари (зараховується як перемога): { $player }
event-deadline = Цей раунд завершується <t:{ $when }:R>.
event-standings-title = **{ $event } — таблиця після раунду { $round } з { $rounds }**
event-final-title = **{ $event } — підсумкова таблиця**
event-table-ref = раунд { $round }, стіл { $table }
event-decided = Вирішено за строком раунду: { $tables }.
event-winner = 🏆 { $player } перемагає в турнірі **{ $event }**!
picture-event-after-round = { $event } — після раунду { $round }
picture-event-final = { $event } — підсумкова таблиця
event-cancelled = **{ $event }** скасовано; скасував(-ла) { $player }.
event-cancelled-empty = **{ $event }** не почався: записалося замало гравців.
event-withdrew = { $player } виходить із турніру **{ $event }**; незавершені ігри зараховуються як поразки.
event-tables-wait = { $host } Столи турніру **{ $event }** чекають на свої гілки: на цьому сервері стільки активних гілок, скільки дозволяє Discord (1000). Доти турнір призупинено, а його терміни разом із ним. Архівування завершених гілок звільняє місце: я пробую знову кожні { $minutes } хвилин і продовжу сам, або господар може відновити його раніше.
answer-event-not-in-thread = Відкривайте турнір у каналі, а не в гілці: його ігри отримають там свої гілки.
answer-event-here = У цьому каналі вже є турнір (#{ $event }): по одному за раз.
answer-event-opened = Турнір #{ $event } відкрито: запис опубліковано в цьому каналі.
answer-event-started = { $event } почався.
answer-event-cancelled = { $event } скасовано.
answer-event-withdrawn = Ви вийшли з турніру { $event }.
cmd-tournament-resume = продовжити
cmd-tournament-resume-desc = Продовжити призупинений турнір цього каналу, коли дозволи повернуть (господар або адміністратор)
error-event-paused = Цей турнір призупинено: я втратив дозвіл у його каналі (писати чи відкривати гілки). Коли його повернуть, господар може продовжити командою `/турнір продовжити`.
answer-event-resumed = { $event } триває.

## Alt text of pictures (what a screen reader says for each)
alt-turn = Поле навколо останнього квадрата, з номером на кожній клітинці, куди пасує квадрат { $tile }
alt-close-up = Щойно викладений квадрат зблизька, з літерою на кожному місці, яке може зайняти підданий
alt-board = Поле й очки кожного гравця
alt-scores = Поле наприкінці гри й очки кожного гравця за видами об'єктів
alt-bag = Квадрати, що лишилися в мішечку, за видами
alt-holders = Поле в кольорах гравців, яким належать дороги, міста й поля
alt-race = Очки кожного гравця після кожного ходу
alt-tile = Квадрат { $tile }, як його витягнуто
alt-replay = Гра, квадрат за квадратом
alt-standings = Таблиця турніру
alt-rating = Рейтинг: { $name }, гра за грою

# The live board's page.
page-title = Каркассон
page-language = Мова
page-new-game = Нова гра
page-people = Люди біля цього екрана
page-add-person = Додати людину
page-computers = Комп'ютерні гравці
page-add-computer = Додати комп'ютерного гравця
page-player = Гравець { $n }
page-remove = Прибрати
page-rules = Правила
page-expansions = Доповнення
page-seats = Місць: { $seats } (від 2 до 6)
page-start = Почати гру
page-watching = Ви спостерігаєте.
page-waiting = Чекаємо: { $player }…
page-turn-tile = { $player }, ваш хід: виберіть, куди покласти тайл.
page-turn-figure = { $player }: поставте фігурку на місце або жодної.
page-fits-here = Тайл підходить сюди: стовпець { $x }, ряд { $y }
page-drawn-tile = Тайл, який треба покласти: { $tile }
page-zoom-in = Наблизити
page-zoom-out = Віддалити
page-centre = Показати все поле
page-scores = Очки
page-bag = Тайлів у мішку: { $left }
page-history = Історія
page-game-over = Гру закінчено.
page-offline = З'єднання втрачено; пробуємо знову…
page-stale = Гра просунулася; ось її поточний стан.
page-keys = Клавіші: Tab до клітинки, Enter — вибрати її, R — повернути тайл, знову Enter — покласти; стрілки рухають поле, + і − змінюють масштаб, 0 показує все поле.
page-holders = Показати, хто чим володіє
page-by-feature = Очки за об’єктами
page-error-bad-request = Сторінка надіслала те, чого поле не розуміє; перезавантажте сторінку.
page-error-session = Це посилання більше не діє (застаріло або від іншої гри). Відкрийте гру знову.
page-error-watch-only = Це посилання лише для перегляду: ним не можна грати.
page-error-too-many = Забагато натискань одразу; зачекайте трохи.
page-error-busy = Дошка зараз перевантажена; спробуйте ще раз трохи згодом.
page-error-discord-code = Discord не підтвердив, хто ви. Закрийте поле й відкрийте його знову.
page-error-not-in-activity = За словами Discord, вас немає в цій активності або вона не в каналі гри. Відкрийте поле з каналу гри.
page-error-discord-down = Зараз не вдалося звернутися до Discord. Спробуйте ще раз трохи згодом.
page-error-no-game-here = У цьому каналі немає гри, що триває.
page-asking-discord = Питаємо в Discord, хто ви…
