# 简体中文：游戏术语见 assets/locales/glossary/README.md。
# 称呼玩家为"你"。

## Pictures. Words drawn on the board's pictures: keep them short.

# A seat with no name (seats are numbered from 1).
picture-player = 玩家 { $number }
picture-game-over = 游戏结束
# The status line of the board: whose turn, and the tiles left to draw.
picture-to-play = 轮到 { $name } · 剩余 { $left } 块
# Column headings of the players' panel and the score sheet.
picture-col-followers = 米宝
picture-col-score = 得分
picture-col-bank = 剩余时间
picture-bank-dh = { $d }天{ $h }小时
picture-bank-hm = { $h }小时{ $m }分
picture-bank-m = { $m }分
picture-bank-left = 剩余 { $left }
picture-col-roads = 道路
picture-col-cities = 城市
picture-col-monasteries = 修道院
picture-col-farms = 草地
picture-col-total = 总计
picture-col-figures = 棋子
picture-col-wine = 葡萄酒
picture-col-grain = 谷物
picture-col-cloth = 布匹
picture-col-goods = 货物
# The turn picture.
picture-turn-of = 轮到 { $name }
picture-fits = { $count ->
    [0] 这块板块无处可放。
   *[other] 这块板块可放的位置：{ $count } 处
}
picture-bag-left = { $count ->
    [0] 袋子空了
   *[other] 袋中剩余 { $count } 块
}
# The follower close-up: each lettered spot, and what it is on.
picture-no-spot = 这块板块上不能放米宝。
picture-spot = { $letter }：{ $feature ->
    [road] 道路
    [city] 城市
    [monastery] 修道院
    [garden] 花园
   *[field] 草地
}
# The bag picture.
picture-bag-all-drawn = 所有板块都已抽完。
picture-bag-all-fit = 现在每一块都能放在某处。
picture-bag-some-fit = 现在有 { $fitting } 块能放在某处，{ $nowhere } 块不能（红框标出）。
# The board tinted by who holds each feature.
picture-holders-title = 谁占据了什么
picture-holders-key = 道路、城市和草地以其中米宝最多的玩家颜色标出；并列时为条纹。
picture-chart-race = 得分竞赛
picture-chart-end = 结束
picture-chart-turns = 回合
picture-chart-rating = { $name } 的等级分
picture-chart-games = { $count } 局，最早的在左
picture-chart-peak = 最高 { $rating }
picture-chart-season-peak = 赛季最高 { $rating }
picture-standings-player = 玩家
picture-standings-points = 积分
picture-standings-buchholz = 布赫霍尔茨分
picture-standings-score = 得分
picture-standings-played = 已赛
picture-standings-withdrawn = { $name }（退赛）
picture-standings-none = 还没有人比赛。
picture-chart-now = 当前：{ $rating }

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = 在这个频道玩卡卡颂。
cmd-carcassonne-new = 新游戏
cmd-carcassonne-new-desc = 为新游戏开一个大厅。
cmd-host = 房主
cmd-host-desc = 以房主身份管理本频道的游戏（或有"管理服务器"权限）。
cmd-host-options = 选项
cmd-host-options-desc = 开始前修改本频道大厅的选项（房主）。
cmd-carcassonne-turn = 回合
cmd-carcassonne-turn-desc = 重新显示你这回合的操作按钮，仅你可见。
cmd-carcassonne-board = 版图
cmd-carcassonne-board-desc = 显示本频道游戏的版图，或谁占据了什么，仅你可见。
cmd-carcassonne-bag = 袋子
cmd-carcassonne-bag-desc = 按种类显示袋中剩下的板块，仅你可见。
cmd-carcassonne-history = 历史
cmd-carcassonne-history-desc = 用文字显示本频道游戏最近的几步，仅你可见。
cmd-carcassonne-score = 得分
cmd-carcassonne-score-desc = 按道路、城市、修道院和草地显示得分。
cmd-carcassonne-rules = 规则
cmd-carcassonne-rules-desc = 本频道游戏的规则和选项（或本服务器的默认设置）。
cmd-carcassonne-undo = 悔棋
cmd-carcassonne-undo-desc = 请其他玩家同意撤销上一步（之后电脑的步骤也一并撤销）。
cmd-carcassonne-resign = 认输
cmd-carcassonne-resign-desc = 退出本频道的游戏。
cmd-host-cancel = 取消
cmd-host-cancel-desc = 取消本频道的游戏（房主，或有"管理服务器"权限的人）。
cmd-host-resume = 恢复
cmd-host-resume-desc = 我在这里的权限修好后，恢复本频道暂停的游戏。
cmd-carcassonne-export = 导出
cmd-carcassonne-export-desc = 本频道最近一局游戏的棋谱（carcassonne-record/1）。
cmd-carcassonne-replay = 回放
cmd-carcassonne-replay-desc = 本频道最近一局游戏（到目前为止）的动画，仅你可见。
cmd-carcassonne-games = 游戏列表
cmd-carcassonne-games-desc = 本服务器进行中的游戏，仅你可见。
cmd-carcassonne-mine = 我的游戏
cmd-carcassonne-mine-desc = 你在本服务器进行中的游戏，等你行动的排在前面。
cmd-carcassonne-notify = 通知
cmd-carcassonne-notify-desc = 在本服务器的游戏中轮到你时如何通知你。
cmd-host-skip = 跳过
cmd-host-skip-desc = 跳过当前玩家的回合（房主，或有"管理服务器"权限的人）。
cmd-host-remove = 移除
cmd-host-remove-desc = 把一名玩家移出游戏；其米宝留在版图上（房主或"管理服务器"）。
cmd-host-standin = 托管
cmd-host-standin-desc = 把一名玩家的座位交给电脑；该座位不计等级分（房主或"管理服务器"）。
cmd-host-clock = 计时
cmd-host-clock-desc = 暂停或启动本局的回合计时（房主，或有"管理服务器"权限的人）。
cmd-host-links = 链接
cmd-host-links-desc = 为本局生成新的观战链接，旧链接随即失效（房主，或有“管理服务器”权限的人）。
cmd-carcassonne-help = 帮助
cmd-carcassonne-help-desc = 如何用这个机器人玩。
cmd-settings = 服务器设置
cmd-settings-desc = 新游戏的服务器默认设置（"管理服务器"）。
cmd-leaderboard = 排行榜
cmd-leaderboard-desc = 本服务器的最佳玩家。
cmd-stats = 战绩
cmd-stats-desc = 某人在本服务器的战绩：等级分、最近 10 局，以及与某人的对战。

# Options, by name; a command can have its own description of one.
opt-small_city = 小城市
opt-small_city-desc = 完成的 2 块城市的得分
opt-farms = 农夫
opt-farms-desc = 农夫如何计分
opt-end_scoring = 终局计分
opt-end_scoring-desc = 终局时哪些未完成的区域计分
opt-seats = 座位
opt-seats-desc = 座位数（2 到 6）
opt-turn_hours = 回合时长
opt-turn_hours-desc = 每回合小时数（0：不限）
opt-thread = 子区
opt-thread-desc = 在专属子区中进行
opt-computers = 电脑
opt-computers-desc = 现在加入的电脑玩家数（也可在大厅中添加）
opt-computer_level = 电脑难度
opt-computer_level-desc = 电脑玩家的水平
opt-language = 语言
opt-language-desc = 游戏语言（未设置则为服务器语言）
opt-river = 河流
opt-river-desc = 使用"河流"扩展（源头最先，湖泊最后）
opt-abbot = 修道院长
opt-abbot-desc = 使用"修道院长"扩展（花园，每人一个修道院长）
opt-inns_cathedrals = 客栈与大教堂
opt-inns_cathedrals-desc = 使用"客栈与大教堂"扩展
opt-traders_builders = 商人与建筑师
opt-traders_builders-desc = 使用"商人与建筑师"扩展
opt-host-options-language-desc = 游戏语言
opt-settings-language-desc = 新游戏的语言（未设置则为服务器自身的语言）
opt-show = 显示
opt-show-desc = 版图（默认），或按占据者颜色显示每条道路、城市和草地
opt-moves = 步数
opt-moves-desc = 显示多少步（默认 10）
opt-how = 方式
opt-how-desc = 如何通知你（不填则显示当前方式）
opt-player = 玩家
opt-player-desc = 要移除的玩家
opt-host-standin-player-desc = 座位交给电脑的玩家
opt-stand_in = 托管
opt-stand_in-desc = 超时、认输或被移除的玩家由谁接替座位
opt-time_bank = 时间银行
opt-time_bank-desc = 每位玩家一个时间银行，代替每回合小时数（类似 Board Game Arena 的计时）
opt-action = 操作
opt-action-desc = 暂停计时，或重新启动
opt-reminder_hours = 提醒小时
opt-reminder_hours-desc = 多少小时后提醒（0：不提醒）
opt-forfeit_after = 判负次数
opt-forfeit_after-desc = 连续错过多少回合判负（0：从不）
opt-threads = 使用子区
opt-threads-desc = 每局游戏一个专属子区
opt-lobby_hours = 大厅时长
opt-lobby_hours-desc = 未开始的大厅保持开放的小时数（0：永久；默认 48）
opt-lobbies_per_member = 每人大厅数
opt-lobbies_per_member-desc = 一名成员可同时开的大厅数（0：不限；默认 3）
opt-ask_cooldown_minutes = 请求间隔分钟
opt-ask_cooldown_minutes-desc = 同一人两次请求再战或悔棋之间的分钟数（0：无；默认 10）
opt-threads_per_hour = 每小时子区数
opt-threads_per_hour-desc = 机器人每小时为游戏开的子区数（0：不限；默认 10）
opt-games_per_channel = 每频道游戏数
opt-games_per_channel-desc = 一个频道及其子区可同时进行的游戏数（0：不限；默认 10）
opt-season = 赛季
opt-settings-season-desc = 排行榜赛季：等级分每月或每季度重新开始（关：只看总榜）
opt-leaderboard-season-desc = 哪个排行榜：本赛季（默认）、上赛季或总榜
opt-season_channel = 赛季频道
opt-season_channel-desc = 赛季结束时在哪里公布前三名
opt-season_announce = 赛季公告
opt-season_announce-desc = 公布每个赛季的前三名（false：什么都不公布）
opt-user = 用户
opt-user-desc = 谁的战绩（默认：你）
opt-against = 对手
opt-against-desc = 与此人的对战战绩

# Choices, by option and place in the list (languages keep their own names).
choice-small_city-0 = 4 分（现行规则）
choice-small_city-1 = 2 分（初版）
choice-farms-0 = 按草地（现行规则）
choice-farms-1 = 按城市（初版）
choice-farms-2 = 不用农夫
choice-end_scoring-0 = 所有未完成的都计分
choice-end_scoring-1 = 只有未完成的修道院
choice-computer_level-0 = 简单
choice-computer_level-1 = 中等
choice-computer_level-2 = 困难
choice-stand_in-0 = 无人：该座位退出游戏
choice-stand_in-1 = 电脑玩家（简单）
choice-stand_in-2 = 电脑玩家（中等）
choice-stand_in-3 = 电脑玩家（困难）
choice-time_bank-0 = 关（每回合小时数）
choice-time_bank-1 = 1 天，每回合 +8 小时，最多 2 天
choice-time_bank-2 = 3 天，每回合 +1 天，最多 7 天
choice-time_bank-3 = 7 天，每回合 +2 天，最多 14 天
choice-settings-season-0 = 每月
choice-settings-season-1 = 每季度
choice-settings-season-2 = 关
choice-leaderboard-season-0 = 本赛季
choice-leaderboard-season-1 = 上赛季
choice-leaderboard-season-2 = 总榜
choice-show-0 = 版图
choice-show-1 = 谁占据了什么（道路、城市、草地）
choice-how-0 = 在游戏频道提及我
choice-how-1 = 给我发私信
choice-how-2 = 不提醒（只有回合消息）
choice-action-0 = 暂停（假期用）
choice-action-1 = 重新启动

## Refusals: why an action was not done. Nothing changed after any of them.

error-unknown-game = 没有这局游戏。
error-channel-busy = 这个频道已经有一局游戏（#{ $game }）。请先结束或取消它，或在子区中开始游戏。
error-not-in-lobby = 这只能在游戏开始前的大厅里做。
error-not-started = 游戏还没开始。
error-game-over = 这局游戏已经结束。
error-already-joined = 你已经在这局游戏中了。
error-lobby-full = 座位已满（{ $seats } 个座位）。
error-not-in-game = 你没有参加这局游戏。
error-host-cannot-leave = 你是这局游戏的房主：请取消游戏，而不是退出。
error-not-host = 只有房主能这么做。
error-not-allowed-to-cancel = 只有房主或服务器管理员能取消游戏。
error-too-few-players = 游戏至少需要 2 名玩家才能开始。
error-seats-changing = 现在有人正在加入或离开大厅；请再按一次"开始"。
error-not-your-turn = 现在轮到 { $name }。
error-turn-over = 这个回合已经结束；请看最新的消息。
error-no-such-spot = 这块板块上没有位置 { $letter }。
error-bad-seats = 一局游戏有 2 到 6 个座位，不能是 { $seats } 个。
error-turn-limit-too-short = 回合时限至少为一分钟。
error-reminder-too-soon = 提醒最早在一分钟后。
error-forfeit-never = 至少错过一个回合后才会判负。
error-seats-taken = 已经有 { $players } 名玩家加入。
error-corrupt = 这局游戏保存的步骤无法读取，因此无法继续。房主或服务器管理员可以取消它。
error-no-computer = 没有可以移除的电脑玩家。
error-computer-turn = 现在是电脑玩家的回合，它会自己行动。
error-paused = 游戏 #{ $game } 已暂停：Discord 拒绝了我在它频道中的消息。权限修好后，房主或服务器管理员可以用 `/房主 恢复` 继续。
error-not-paused = 这局游戏没有暂停。
error-not-allowed-to-resume = 只有房主或服务器管理员能恢复游戏。
error-nothing-to-take-back = 这个回合没有可以收回的已放板块。
error-not-finished = 那局游戏还没结束。
error-not-allowed-to-manage = 只有房主或服务器管理员能这么做。
error-competitor-manages = 在锦标赛对局中，只有锦标赛的主办者（不参与该对局时）或服务器管理员能这么做，对局中的玩家不能。
error-tournament-undo-needs-consent = 在锦标赛对局中，只有所有对手都同意才能悔棋，而电脑玩家无法同意。
error-not-a-player = { $name } 没有参加这局游戏。
error-clock-stopped = 这局游戏的计时已经暂停；`/房主 计时` 可以重新启动。
error-clock-running = 这局游戏的计时已经在走了。
error-nothing-to-undo = 还没有可以撤销的步骤。
error-cannot-undo = 上一步是被跳过的回合或玩家离开，无法撤销。
error-undo-vote-open = 这局游戏已经有一个悔棋投票在进行；所有人回答后结束。
error-undo-vote-closed = 那个悔棋投票已经结束。
error-not-a-voter = 只有其他玩家对这次悔棋投票。
error-internal = 我们这边出了点问题；什么都没有改变。请再试一次。
error-saved = 已保存，但显示时我们这边出了点问题；游戏消息很快会跟上。
error-too-many-threads = 已达到本服务器每小时 { $limit } 个新子区的上限。请 { $minutes } 分钟后再试，或者不开子区直接在这里开始游戏。
error-too-many-games = 这个频道及其子区已有 { $limit } 局进行中或等待玩家的游戏，这是本服务器允许的上限。请在{ $limit ->
        [1] 它
       *[other] 其中一局
    }结束后再试，或在别的频道开始游戏。
error-too-many-lobbies = 你在本服务器已经开了 { $limit } 个大厅，这是上限。请先开始或取消{ $limit ->
        [1] 它
       *[other] 其中一个
    }，再试一次。
error-rematch-asked-recently = 你刚刚请求过再战。为了不让大家这么快又被提醒，你可以在 { $minutes } 分钟后再请求。
error-undo-asked-recently = 你刚刚请求过悔棋。为了不让大家这么快又被提醒，你可以在 { $minutes } 分钟后再请求。
error-choose-level = 请从菜单中选择难度。
error-choose-expansions = 请从菜单中选择扩展。
error-choose-position = 请从菜单中选择位置。

# Moves the rules do not allow. $side is north, east, south or west; $edge
# and $neighbour are field, road or city; $kind is road, city, monastery or
# field; $pos is a square such as (2, -1); $port a spot code such as N or NNW.
illegal-game-over = 游戏已经结束。
illegal-tile-already-placed = 你已经放好了板块；现在选择把米宝放在哪里，或者不放。
illegal-tile-not-placed = 请先放板块，再选择米宝。
illegal-occupied = { $pos } 已经有板块了。
illegal-not-adjacent = 板块必须与版图上的板块相邻，而 { $pos } 不与任何板块相邻。
illegal-edge-mismatch = 那块板块放不进 { $pos }：它的{ $side ->
        [north] 北
        [east] 东
        [south] 南
       *[west] 西
    }边是{ $edge ->
        [road] 道路
        [river] 河流
        [city] 城市
       *[field] 草地
    }，而{ $side ->
        [north] 北
        [east] 东
        [south] 南
       *[west] 西
    }边相邻的板块在那里是{ $neighbour ->
        [road] 道路
        [river] 河流
        [city] 城市
       *[field] 草地
    }。
illegal-no-followers-left = 你手上没有米宝了。
illegal-farmers-not-used = 这局游戏不使用农夫。
illegal-no-such-feature = 这块板块的 { $port } 处没有{ $kind ->
        [road] 道路
        [city] 城市
        [monastery] 修道院
       *[field] 草地
    }。
illegal-no-monastery = 这块板块上没有修道院。
illegal-port-needed = 请说明{ $kind ->
        [road] 强盗
        [city] 骑士
        [monastery] 修士
       *[field] 农夫
    }放在板块的哪里：{ $kind ->
        [road] 道路
        [city] 城市
        [monastery] 修道院
       *[field] 草地
    }需要指定位置。
illegal-monastery-takes-no-port = 修士就站在修道院上，不需要指定位置。
illegal-feature-occupied = 那{ $kind ->
        [road] 条道路
        [city] 座城市
        [monastery] 座修道院
        [garden] 座花园
       *[field] 片草地
    }上已经有米宝了。
illegal-not-playing = 那名玩家已经不在游戏中了。
illegal-river-closed = 河流已经封闭：不能再放河流板块。
illegal-river-must-extend = 河流板块必须延续河流：它要放在 { $pos }，河流边朝向河流的开口端。
illegal-river-u-turn = 河流不能连续两次向同一方向转弯。
illegal-figure-not-in-play = 这局游戏不使用{ $figure ->
        [large] 大米宝
        [abbot] 修道院长
        [builder] 建筑师
        [pig] 猪
       *[follower] 米宝
    }。
illegal-no-figure-left = 你的{ $figure ->
        [large] 大米宝
        [abbot] 修道院长
        [builder] 建筑师
        [pig] 猪
       *[follower] 米宝都
    }已经在版图上了。
illegal-no-garden = 这块板块上没有花园。
illegal-figure-not-there = { $figure ->
        [abbot] 修道院长只能放在修道院或花园
        [builder] 建筑师只能放在道路或城市
        [pig] 猪只能放在草地
       *[other] 只有修道院长能放在花园
    }，而这里是{ $kind ->
        [road] 道路
        [city] 城市
        [monastery] 修道院
        [garden] 花园
       *[field] 草地
    }。
illegal-builder-on-completed = 这块板块完成了那个区域；建筑师只能放在仍在扩展的区域上。
illegal-builder-needs-follower = 建筑师只能放在你已经有米宝的道路或城市上。
illegal-pig-needs-farmer = 猪只能放在你已经有农夫的草地上。
illegal-no-abbot-on-board = 版图上没有你可以收回的修道院长。
illegal-abbot-feature-complete = 你的修道院长所在的修道院或花园已经完成；它会计分并自动回来。
illegal-abbot-return-with-figure = 收回修道院长就是这个回合的棋子行动：不能再放棋子。

# Discord's names for the bot's permissions, as its settings show them.
perm-view-channel = 查看频道
perm-send-messages = 发送消息
perm-attach-files = 附加文件
perm-read-message-history = 阅读消息历史记录
perm-create-public-threads = 创建公开子区
perm-send-messages-in-threads = 在子区中发送消息
# $list names the permissions; $count says how many.
error-missing-permissions = 我无法在{ $thread ->
        [yes] 这个子区
       *[no] 这个频道
    }进行游戏：我在这里缺少{ $list }{ $count ->
        [1] 权限
       *[other] 权限
    }。服务器管理员可以在频道设置（权限）中给我，然后再试一次。
# Joins names in a list: "A, B and C".
list-and = { $init }和{ $last }
paused-notice = <#{ $channel }> 中的游戏 #{ $game } 已暂停：Discord 拒绝了我在那里的消息，说明我的某个权限被拿走了。我需要：{ $list }（在子区中是 { $threads } 而不是 { $send }）。修好后，房主或服务器管理员可以在那里运行 `/房主 恢复`；在此之前回合计时暂停。
paused-thread-notice = <#{ $channel }> 中的游戏 #{ $game } 已暂停：它的子区已被存档或锁定，我无法重新打开。版主解锁后，房主或服务器管理员可以在那里运行 `/房主 恢复`；在此之前回合计时暂停。
error-unknown-options = 这个命令没有名为 { $options } 的{ $count ->
        [1] 选项
       *[other] 选项
    }。Discord 可能还在更新这个机器人的命令；请一分钟后再试。
error-unreadable-option = 无法读取选项 { $option }：这不是该选项接受的值。`/carcassonne 帮助` 列出了所有选项。
error-stale-command = 这个命令与本机器人的版本不符（选项超出范围，或没有这个选项）。Discord 可能还在更新这个机器人的命令；请一分钟后再试。
error-needs-manage-server = 只有拥有"管理服务器"权限的人才能修改本服务器的默认设置。
error-server-only = 卡卡颂在服务器的频道中进行；这个命令只能在那里用，不能在私信中用。

## Answers to commands, seen only by the person who asked unless said.

answer-pick-subcommand = 请选择一个子命令：{ $list }。
answer-no-thread = Discord 不允许我在这里开子区。请再试一次，或者不开子区开始游戏（`子区: False`）。
answer-threads-full = 本服务器的活跃子区已达 Discord 的上限（1,000 个），所以我无法为游戏开子区。请存档已结束的子区腾出空间，或者不开子区直接在这里开始游戏（`子区: False`）。
answer-game-open = { $thread ->
        [yes] 游戏 #{ $game } 已在 <#{ $channel }> 开启：大厅在那里。
       *[no] 游戏 #{ $game } 已开启：大厅就在下面。
    }
answer-no-lobby = 这个频道没有大厅。
answer-options-started = 游戏已经开始：选项保持不变。
answer-options-saved = 已保存。游戏 #{ $game } 将这样进行：
    { $rules }
answer-no-game-start-one = 这个频道没有游戏。用 `/carcassonne 新游戏` 开一局吧。
answer-no-running-game = 这个频道没有进行中的游戏。
answer-no-game = 这个频道没有游戏。
answer-no-game-to-cancel = 这个频道没有可以取消的游戏。
# Public, under the score sheet.
answer-scores = 游戏 #{ $game } 的得分。
answer-rules-of-game = 游戏 #{ $game }：
    { $rules }
answer-rules-of-server = 本服务器新游戏的默认设置：
    { $rules }
answer-undone = 已撤销；游戏从那里继续。
# $closes is a time, shown by Discord in the reader's own format.
answer-undo-asked = 已请求。其他人可以在 <t:{ $closes }:f> 之前同意。
answer-resigned = 你已退出游戏 #{ $game }。
# Public.
answer-cancelled = 游戏 #{ $game } 已取消。
answer-resumed = 游戏 #{ $game } 继续进行；回合计时重新开始。
answer-record = 游戏 #{ $game } 的棋谱。
answer-replay-cooldown = 你刚刚请求过回放；{ $seconds } 秒后可以再请求。
answer-replay = 游戏 #{ $game }，逐回合回放。
answer-replay-busy = 我正在绘制另一个回放，为了让游戏保持流畅，一次只画一个。请一分钟后再请求。
answer-computer-turn = 现在轮到 { $name }，它会自己行动。
answer-not-your-turn = 现在轮到 { $name }，不是你。
answer-turn-link = 回合消息：{ $link }
answer-done = 完成：{ $what }
answer-links-renewed = 本局旧的观战链接已失效；新的卡片会带上新链接。
# $how is mention, dm or quiet.
answer-notice-set = 从现在起，轮到你时会{ $how ->
        [mention] 在游戏频道中提及你
        [dm] 给你发带回合链接的私信（如果你的私信对我关闭，则在频道中提及你）
       *[quiet] 只发回合消息，不提醒
    }。
answer-notice-now = 轮到你时会{ $how ->
        [mention] 在游戏频道中提及你
        [dm] 给你发带回合链接的私信（如果你的私信对我关闭，则在频道中提及你）
       *[quiet] 只发回合消息，不提醒
    }。用 `/carcassonne 通知` 修改。
answer-config-saved = 已保存。本服务器的新游戏：
    { $rules }{ $threads ->
        [yes] 每局游戏都有专属子区。
       *[no] 游戏在频道中进行。
    } { $lobby_hours ->
        [0] 大厅保持开放，直到开始或取消。
       *[other] 未开始的大厅在 { $lobby_hours } 小时后关闭。
    }

## Answers to clicks, seen only by the person who clicked.

click-unknown-control = 这个按钮不是本机器人的；什么都不会改变。
click-other-channel = 这个按钮属于另一个频道的游戏；什么都不会改变。
click-no-board = 此机器人无法在 Discord 内打开棋盘；请使用按钮，或在显示时使用“实时观战”。
click-rematch-open = 游戏 #{ $game } 已开启：大厅在下面。其他人已被邀请。

## Game messages in the channel, in the game's language.

duration-days = { $n } 天
duration-hours = { $n } 小时
duration-minutes = { $n } 分钟
# The rules in force; $small is four or two, $farms per-field, per-city or
# off, $end all or monasteries.
rules-line = { $small ->
        [two] 2 块的城市得 2 分（初版）
       *[four] 2 块的城市得 4 分
    }；{ $farms ->
        [per-city] 每座完成的城市只给农夫计分一次（初版）
        [off] 不用农夫
       *[per-field] 农夫所在草地每接触一座完成的城市得 3 分
    }；{ $end ->
        [monasteries] 终局时只有未完成的修道院计分
       *[all] 终局时未完成的道路、城市和修道院计分
    }
rules-turn-time = { $time }；之后{ $forfeit ->
        [yes] 跳过该回合，连续错过 { $after } 个回合的玩家判负
       *[no] 跳过该回合
    }
rules-no-turn-limit = 不限
rules-rules = **规则：**{ $rules }。
expansion-name = { $name ->
        [river] 河流
        [abbot] 修道院长
        [inns_cathedrals] 客栈与大教堂
       *[traders_builders] 商人与建筑师
    }
rules-expansions = **扩展：**{ $list }。
rules-no-expansions = **扩展：**无（基础游戏）。
rules-seats = **座位：**最多 { $seats } 个。
rules-turn = **回合时间：**{ $turn_time }。
rules-reminder = **提醒：**{ $time }未行动后。
rules-stand-in = **托管：**超时、认输或被移除的玩家的座位由电脑玩家（{ $level }）接替；该座位不计等级分。
rules-bank = 每人 { $start } 的时间银行，每回合增加 { $increment }，最多 { $cap }，只在自己的回合中消耗
rules-language = **语言：**{ $language }。
lobby-title = **卡卡颂** — 游戏 #{ $game }，房主 { $host }
lobby-players = **玩家（{ $joined }/{ $seats }）：**{ $players }
lobby-can-start = 房主现在可以开始游戏。
lobby-waiting = 至少还需要一名玩家…
lobby-closes = 如果不开始，大厅将于 <t:{ $closes }:R> 关闭。
lobby-add-computer-menu = 添加电脑玩家（房主）…
lobby-expansions-menu = 扩展（房主选择）
lobby-add-computer = 添加电脑玩家：{ $level }
level-easy = 简单
level-medium = 中等
level-hard = 困难
level-random = 随机
level-easy-blurb = 懂规则，但常错过最好的一步
level-medium-blurb = 走眼下看起来最好的一步
level-hard-blurb = 会考虑袋中剩下的板块
level-random-blurb = 任意合规的一步
# Buttons: at most 80 characters.
button-join = 加入
button-leave = 离开
button-start = 开始
button-cancel = 取消
button-remove-computer = 移除电脑
button-previous = ◀ 上一页
button-next = 下一页 ▶
button-fits-one-way = 只有一种方向可放
button-turn = ⟳ 旋转
button-turn-left = ⟲ 向左转
button-turn-right = ⟳ 向右转
button-confirm = 确认
button-no-follower = 不放米宝
button-take-back = ↩ 收回板块
button-rematch = 再战
button-agree = 同意
button-refuse = 拒绝
# The turn message. $player is a mention; $tile a tile's letter.
turn-header = { $player }，轮到你了（第 { $move } 步）。你的板块是 **{ $tile }**；袋中还剩 { $left } 块。
turn-deadline = 时间将于 <t:{ $deadline }:R> 用完。
turn-clock-stopped = 计时已暂停。
turn-pick = 按编号选一个位置，旋转板块，然后确认。
turn-shown-in-place = 板块已显示在该位置。旋转它或选另一个位置，然后确认。
# Under each position in the menu: at most 100 characters.
turn-fits-ways = 有 { $ways } 种方向可放
turn-choose-position = { $pages ->
        [1] 选择一个位置
       *[other] 选择一个位置（第 { $page }/{ $pages } 页）
    }
feature = { $kind ->
        [road] 道路
        [city] 城市
        [monastery] 修道院
        [garden] 花园
       *[field] 草地
    }
follower-step = { $player }，板块已放好。把米宝放在标有字母的位置，或者不放。你还剩 { $left } 个米宝。
dm-turn = 在 <#{ $channel }> 的卡卡颂游戏 #{ $game } 中轮到你了（第 { $move } 步）。
dm-reminder = ⏰ 提醒：在 <#{ $channel }> 的卡卡颂游戏 #{ $game } 中仍然轮到你（第 { $move } 步）。
dm-link = 你的回合：{ $link }
dm-how-to-change = 在服务器中用 `/carcassonne 通知` 修改通知方式。
dm-fallback = { $player }，你的回合在等你：{ $link }
dm-fallback-reminder = ⏰ { $player }，你的回合还在等你：{ $link }
dm-closed = 你的私信对我关闭，所以我在这里提及你。请打开私信，或用 `/carcassonne 通知` 选择别的方式。
board-turn = 游戏 #{ $game }：轮到 { $name }（第 { $move } 步）。
board-holders-turn = 游戏 #{ $game }：轮到 { $name } 时谁占据了什么（第 { $move } 步）。
board-holders-end = 游戏 #{ $game }：结束时谁占据了什么。
board-over = 游戏 #{ $game } 已结束。
board-not-started = 游戏 #{ $game } 还没开始。
board-cancelled = 游戏 #{ $game } 已取消。
bag-not-started = 游戏 #{ $game } 还没开始：全部 { $total } 块都在袋中。
bag-over = 游戏 #{ $game } 已结束：没有可抽的板块了。
bag-left = 游戏 #{ $game }：{ $left ->
        [0] 袋子空了；手上的板块是最后一块。
       *[other] 袋中还剩 { $left } 块；{ $nowhere ->
            [0] 现在每一块都能放在某处。
           *[other] 现在有 { $fitting } 块能放在某处，{ $nowhere } 块不能。
        }
    }
final-title = 最终得分
# $medal is 🥇, 🥈, 🥉 or ▫️; $left is yes for a player who left the game.
final-line = { $medal } { $player } — **{ $score }**（道路 { $roads }，城市 { $cities }，修道院 { $monasteries }，草地 { $farms }{ $goods ->
        [0] {""}
       *[other] ，货物 { $goods }
    }）{ $left ->
        [yes] ，已离开游戏
       *[no] {""}
    }
final-rating = 等级分 { $before } → { $after }
undo-last-move = 上一步
undo-vote = **要悔棋吗？** { $asker } 请求撤销游戏 #{ $game } 中的{ $what }。{ $voters }：你们同意吗？所有人都须在 <t:{ $closes }:R> 前同意。
undo-agreed = 目前已同意：{ $names }。
rematch-invite = { $count ->
        [0] 游戏 #{ $old } 的再战：游戏 #{ $game } 的大厅就在上面。
       *[other] 游戏 #{ $old } 的再战！{ $players }：游戏 #{ $game } 的大厅就在上面；按 **加入** 再玩一局。
    }

## Lists and stats, in the language of whoever asked.

leaderboard-title = 排行榜
leaderboard-title-season = 排行榜 — 第 { $season } 赛季
season-over = 🏆 **第 { $season } 赛季结束。** 最佳玩家：
season-top-line = { $medal } { $player } — 等级分 { $rating }，{ $games } 局，{ $wins } 胜
leaderboard-empty = 本服务器还没有人完成过一局游戏。
leaderboard-line = { $place }. { $player } — 等级分 { $rating } · { $games } 局，{ $wins } 胜 · 平均 { $average }，最高 { $best }
games-title = { $count ->
        [0] 本服务器没有进行中的游戏。用 `/carcassonne 新游戏` 开一局吧。
        [1] **本服务器有 1 局游戏在进行**
       *[other] **本服务器有 { $count } 局游戏在进行**（第 { $page }/{ $pages } 页，等待最久的在前）
    }
games-cannot-check = 我无法向 Discord 查询你能看到哪些频道，所以暂时不列出游戏。请一分钟后再试。
stats-cannot-check = 我无法向 Discord 查询你能看到哪些频道，所以暂时不列出最近的游戏。
games-your-turn = 轮到你
games-turn-of = 轮到 { $name }
games-between-turns = 回合之间
games-since = 自 <t:{ $since }:R>
games-go-to-it = 前往
games-progress = 已进行 { $played } 回合，剩余 { $left } 块
games-paused = 已暂停
mine-none = 你没有在本服务器参加任何游戏。`/carcassonne 游戏列表` 列出进行中的游戏。
mine-title = **你的游戏**（{ $count }）：{ $yours ->
        [0] 现在没有在等你的游戏。
       *[other] 有 { $yours } 局轮到你。
    }
stats-none = { $player } 还没有在本服务器完成过游戏。
stats-line = { $player }：{ $games } 局，{ $wins } 胜，平均得分 { $average }，最高 { $best }；等级分 { $rating }（实力 { $mu } ± { $sigma }）。
history-none = 游戏 #{ $game } 还没有步骤。
history-title = 游戏 #{ $game }：共 { $total } 步中的最近 { $shown } 步
history-end = 结束。
recent-title = 最近 { $count } 局：
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 获胜
       *[other] { $players } 人中第 { $rank } 名
    }，{ $score } 分
against-none = { $a } 和 { $b } 还没有在本服务器一起完成过游戏。
against-line = **对阵 { $b }：**一起 { $games } 局；{ $a } 领先 { $ahead } 局，落后 { $behind } 局，打平 { $level } 局。
replay-whole-game = 整局游戏：

## What happened, said in the game's channel. Names come as $player,
## $name, $asker… and are shown as typed.

someone = 某人
undo-refused = { $voter } 拒绝撤销 { $asker } 请求撤销的步骤；步骤保留。
undo-agreed-by-all = 所有人都同意了 { $asker }：已撤销{ $moves }。
undo-done = { $asker } 撤销了{ $moves }。
undo-turn-undone = 这个回合已被撤销。
undo-play-again = { $player } 用同一块板块重新进行那个回合。
undo-expired = 没有所有人及时同意，所以步骤保留。
# "Ann's tile V at (1, 0)", in a list of undone moves.
undo-tile-of = { $player } 在 ({ $x }, { $y }) 的板块 { $tile }
news-skipped = { $actor } 跳过了 { $player } 的回合。
news-removed = { $actor } 把 { $player } 移出了游戏；其米宝留在版图上。
news-handed = { $actor } 把 { $player } 的座位交给了电脑玩家。
news-stand-in = 从现在起由电脑玩家（{ $level }）代替 { $player } 的座位；该座位不计等级分。
seat-stood-in = { $player }（电脑，{ $level }）
news-clock-started = { $actor } 重新启动了计时：回合剩余时间与暂停时相同。
news-clock-stopped = { $actor } 暂停了计时：在重新启动前没有人会超时。仍然可以行动。
# $follower is none, road, city, monastery or field.
news-placed = { $player } 把板块 { $tile } 放在 ({ $x }, { $y }){ $follower ->
        [road] {""}，并在道路上放了强盗
        [city] {""}，并在城市里放了骑士
        [monastery] {""}，并在修道院里放了修士
        [field] {""}，并在草地上放了农夫
       *[none] {""}
    }。
news-could-not-place = { $player } 无法放置板块。
figure-name = { $figure ->
        [large] 大米宝
        [abbot] 修道院长
        [builder] 建筑师
        [pig] 猪
       *[follower] 米宝
    }
button-watch-live = 实时观战
button-open-board = 打开棋盘
button-return-abbot = 收回修道院长
follower-menu = 选择位置和棋子
error-choose-spot = 请从菜单中选择位置。
news-goods = { $player } 拿走了完成城市的货物：葡萄酒 { $wine }，谷物 { $grain }，布匹 { $cloth }。
news-second-part = { $player } 的建筑师所在的区域扩展了：{ $player } 再放一块板块。
news-placed-figure = { $player } 把板块 { $tile } 放在 ({ $x }, { $y })，并在{ $kind ->
        [road] 道路上
        [city] 城市里
        [monastery] 修道院里
        [garden] 花园里
       *[field] 草地上
    }放了{ $figure ->
        [large] 大米宝
        [abbot] 修道院长
        [builder] 建筑师
       *[pig] 猪
    }。
news-left = { $player } 离开了游戏。
history-scored = 得分：{ $list }。
history-set-aside = { $player } 抽到的板块 { $tile } 无处可放，已放到一边。
history-skipped = { $player } 的回合被跳过；板块 { $tile } 已放到一边。
history-nothing-more = 终局时没有其他得分。
history-final-scoring = 终局计分。
news-set-aside = 板块 { $tile } 无处可放，已放到一边，{ $player } 重新抽了一块。
news-game-over = 游戏结束。
undo-lapsed = 游戏已经继续，悔棋投票结束：步骤保留。
news-begins = 游戏开始！{ $player } 先手。
news-started = 游戏 #{ $game } 已开始。
news-cancelled = 游戏 #{ $game } 被 { $player } 取消了。
news-only-computers = 只剩电脑玩家了，游戏到此结束。
news-turn-goes-on = 这个回合在新消息中继续。
news-lobby-closed = 游戏 #{ $game } 的大厅已关闭：{ $hours } 小时内没有人开始。`/carcassonne 新游戏` 可以再开一个。
news-still-turn = 仍然轮到 { $player }：已在下面重新发出。
news-forfeit = { $player } 连续 { $missed } 个回合超时，判负。
news-timed-out = { $player } 超时；回合被跳过。
# A scoring: $players are the names ("Ann and Ben"), $count how many.
scored = { $count ->
        [0] 没有人得到 { $points } 分：{ $what }
        [1] { $players } 得 { $points } 分：{ $what }
       *[other] { $players } 各得 { $points } 分：{ $what }
    }
what-road = { $tiles } 块的道路
what-road-unfinished = { $tiles } 块的未完成道路
what-city = { $tiles } 块的城市{ $pennants ->
        [0] {""}
       *[other] ，带 { $pennants } 个盾徽
    }
what-city-unfinished = { $tiles } 块的未完成城市{ $pennants ->
        [0] {""}
       *[other] ，带 { $pennants } 个盾徽
    }
what-monastery = 完成的修道院
what-monastery-unfinished = 周围有 { $neighbours } 块的未完成修道院
what-field = 接触 { $cities } 座完成城市的草地

what-road-inn = 有客栈的 { $tiles } 块道路（每块 2 分）
what-road-inn-unfinished = 有客栈的 { $tiles } 块未完成道路：有客栈的道路未完成不得分
what-city-cathedral = 有大教堂的 { $tiles } 块城市{ $pennants ->
        [0] {""}
       *[other] 和 { $pennants } 个盾徽
    }（每个 3 分）
what-city-cathedral-unfinished = 有大教堂的 { $tiles } 块未完成城市：有大教堂的城市未完成不得分
what-garden = 完成的花园
what-garden-unfinished = 周围有 { $neighbours } 块的未完成花园
what-abbot-returned = 从周围有 { $neighbours } 块的{ $kind ->
        [garden] 花园
       *[monastery] 修道院
    }收回的修道院长
what-goods = { $good ->
        [wine] 葡萄酒
        [grain] 谷物
       *[cloth] 布匹
    }最多（{ $count } 个）
what-field-pig = 接触 { $cities } 座完成城市、有猪的草地（每座城市 4 分）

## Help: one message, at most 2000 characters. Command names as in this
## language's commands above.

help = **在 Discord 中玩卡卡颂**
    `/carcassonne 新游戏` 开一个大厅；其他人按 **加入**，房主按 **开始**（之前可以用 `/房主 选项` 修改选项）。房主可以从大厅菜单中用电脑玩家（简单、中等或困难）填满座位。
    轮到你时，按编号选一个位置，用 ⟲ ⟳ 旋转板块并 **确认**；然后把米宝放在标有字母的位置，或选择 **不放米宝**（或用 **收回板块** 放到别处）；`/carcassonne 悔棋` 请其他所有人同意撤销上一步。找不到回合消息？`/carcassonne 回合` 会重新显示操作按钮，仅你可见。`/carcassonne 通知` 选择轮到你时的通知方式：提及、私信或不提醒。`/carcassonne 我的游戏` 列出你的游戏，等你的排在前面；`/carcassonne 游戏列表` 列出服务器上的所有游戏。
    完成的道路、城市和修道院立即计分；草地和所有未完成的区域在终局计分。最终得分下方的 **再战** 为同一批玩家开一个新大厅。
    `/carcassonne 版图` 显示版图（或谁占据了什么），`/carcassonne 袋子` 显示剩下可抽的板块，`/carcassonne 历史` 用文字显示最近的步骤（仅你可见），`/carcassonne 得分` 显示得分，`/carcassonne 规则` 显示当前规则。
    `/carcassonne 认输` 退出游戏；`/房主 取消` 结束游戏；`/房主 跳过` 跳过当前回合，`/房主 移除` 移出一名玩家，`/房主 计时` 在假期暂停计时（房主或"管理服务器"）。因我在其频道失去权限而暂停的游戏，在权限恢复后用 `/房主 恢复` 继续。
    `/carcassonne 导出` 给出棋谱；`/carcassonne 回放` 给出到目前为止的动画，仅你可见。
    `/排行榜` 和 `/战绩` 显示大家的成绩（`/战绩 对手:` 查看对战记录）。
    `/锦标赛 报名` 举办锦标赛；管理员用 `/服务器设置` 设定服务器默认设置。
answer-limits = { $lobbies ->
        [0] 成员可以开任意数量的大厅。
       *[other] 每名成员同时最多开 { $lobbies } 个大厅。
    } { $cooldown ->
        [0] 再战和悔棋请求没有冷却时间。
       *[other] 每人每 { $cooldown } 分钟可以请求一次再战或悔棋。
    } { $threads ->
        [0] 机器人可以开任意数量的游戏子区。
       *[other] 机器人每小时最多开 { $threads } 个游戏子区。
    } { $games ->
        [0] 一个频道及其子区可以有任意数量的游戏。
       *[other] 一个频道及其子区同时最多有 { $games } 局游戏。
    }
answer-season-channel-kind = 赛季公告发到文字频道或公告频道。请选择其中一种。
answer-seasons = { $period ->
        [monthly] 每个赛季一个月（UTC）；每月从每位玩家的总等级分向新玩家等级分拉近一半后重新开始。
        [quarterly] 每个赛季一个季度（UTC）；每季度从每位玩家的总等级分向新玩家等级分拉近一半后重新开始。
       *[off] 没有赛季：排行榜按全部时间计算。
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] 赛季结束不公告。
        }
       *[other] 每个赛季的前三名在 <#{ $channel }> 公布。
    }

## Tournaments
event-thread = { $event } · 第 { $round } 轮，第 { $table } 桌
event-thread-match = { $event } · 第 { $round } 轮，第 { $table } 桌，第 { $game } 局
news-decided-by-deadline = 本轮截止时间已过：这局游戏到此结束，按当前得分决定。
error-no-event = 这里没有锦标赛。
error-no-event-named = 本服务器没有名为“{ $name }”的锦标赛。
error-events-share-name = 本服务器有多个同名的锦标赛（{ $channels }）：请在它自己的频道中取消。
error-event-full = 这个锦标赛已满（{ $limit } 名玩家）。
error-already-signed-up = 你已经报名了。
error-not-signed-up = 你没有参加这个锦标赛。
error-signup-closed = 这个锦标赛的报名已截止。
error-event-not-running = 这个锦标赛没有在进行。
error-too-few-entrants = 锦标赛至少需要 { $needed } 名玩家才能开始。
error-best-of-pairs = 多局制比赛只用于两人桌。
cmd-tournament = 锦标赛
cmd-tournament-desc = 锦标赛：瑞士制、循环赛或单败淘汰
cmd-tournament-open = 报名
cmd-tournament-open-desc = 在本频道开放锦标赛报名；由你主办
cmd-tournament-start = 开始
cmd-tournament-start-desc = 立即开始本频道的锦标赛（主办者或"管理服务器"）
cmd-tournament-cancel = 取消
cmd-tournament-cancel-desc = 取消本频道的锦标赛（主办者或"管理服务器"）
cmd-tournament-standings = 排名
cmd-tournament-standings-desc = 本频道锦标赛的排名，仅你可见
cmd-tournament-withdraw = 退赛
cmd-tournament-withdraw-desc = 退出本频道的锦标赛：你未完成的游戏记为负
opt-name = 名称
opt-name-desc = 锦标赛的名称
opt-tournament-cancel-name-desc = 本服务器其他地方的锦标赛名称，用于从这里取消它
opt-format = 赛制
opt-format-desc = 如何配对（默认瑞士制）
opt-table = 每桌人数
opt-table-desc = 每桌玩家数（默认 2）
opt-best_of = 局数
opt-best_of-desc = 两人桌每场比赛的局数（默认 1）
opt-rounds = 轮数
opt-rounds-desc = 瑞士制的轮数（默认 4）
opt-tournament-open-seats-desc = 最多接受的玩家数（默认 16）
opt-round_hours = 每轮小时
opt-round_hours-desc = 每轮到截止前的小时数（默认一周）
opt-signup_hours = 报名小时
opt-signup_hours-desc = 报名截止并自动开始前的小时数（0：由主办者开始）
choice-format-0 = 瑞士制
choice-format-1 = 循环赛
choice-format-2 = 单败淘汰
choice-table-0 = 2 人
choice-table-1 = 3 人
choice-table-2 = 4 人
choice-best_of-0 = 1 局
choice-best_of-1 = 三局两胜
choice-best_of-2 = 五局三胜
event-title = **{ $event }** — { $format ->
        [swiss] { $rounds } 轮瑞士制锦标赛
        [round_robin] 循环赛
       *[elimination] 单败淘汰
    }，{ $size } 人桌{ $best_of ->
        [1] {""}
       *[other] ，每场 { $best_of } 局
    }；主办 { $host }。
event-round-time = **轮次：**每轮 { $time }；截止时仍在进行的游戏按当时的得分决定。
event-signed-up = **已报名（{ $joined }/{ $max }）：**{ $players }
event-nobody = 还没有人
event-closes = 报名将于 <t:{ $closes }:R> 截止，锦标赛届时开始。
event-host-starts = 主办者按 **开始** 开始锦标赛。
event-signup-over = 报名已结束。
event-round = **{ $event } — 第 { $round }/{ $rounds } 轮**
event-table = 第 { $table } 桌：{ $players } → { $thread }
event-table-waiting = 第 { $table } 桌：{ $players }（子区即将开启）
event-tables-more = ……另有 { $count } 桌：各桌在各自的子区中公布。
event-bye = 轮空（记为胜）：{ $player }
event-deadline = 本轮于 <t:{ $when }:R> 结束。
event-standings-title = **{ $event } — 第 { $round }/{ $rounds } 轮后的排名**
event-final-title = **{ $event } — 最终排名**
event-table-ref = 第 { $round } 轮，第 { $table } 桌
event-decided = 按本轮截止时间决定：{ $tables }。
event-winner = 🏆 { $player } 赢得了 **{ $event }**！
picture-event-after-round = { $event } — 第 { $round } 轮后
picture-event-final = { $event } — 最终排名
event-cancelled = **{ $event }** 已被 { $player } 取消。
event-cancelled-empty = **{ $event }** 没有开始：报名人数太少。
event-withdrew = { $player } 退出了 **{ $event }**；其未完成的游戏记为负。
event-tables-wait = { $host } **{ $event }** 的牌桌正在等待子区：本服务器的活跃子区已达 Discord 的上限（1,000 个）。在此期间锦标赛暂停，期限也一同暂停。存档已结束的子区即可腾出空间：我每 { $minutes } 分钟重试一次并自动继续，房主也可以提前恢复。
answer-event-not-in-thread = 请在频道而不是子区中开锦标赛：它的游戏会在那里有自己的子区。
answer-event-here = 这个频道已经有一个锦标赛（#{ $event }）：一次只能有一个。
answer-event-opened = 锦标赛 #{ $event } 已开启：报名信息已发在本频道。
answer-event-started = { $event } 已开始。
answer-event-cancelled = { $event } 已取消。
answer-event-withdrawn = 你已退出 { $event }。
cmd-tournament-resume = 恢复
cmd-tournament-resume-desc = 我的权限恢复后，继续本频道暂停的锦标赛（主办者或"管理服务器"）
error-event-paused = 这个锦标赛已暂停：我在它的频道失去了权限（发消息或开子区）。恢复后，主办者可以用 `/锦标赛 恢复` 继续。
answer-event-resumed = { $event } 继续进行。

## Alt text of pictures (what a screen reader says for each)
alt-turn = 最后一块板块周围的版图，板块 { $tile } 能放的每一格都有编号
alt-close-up = 刚放下的板块特写，米宝能占的每个位置都有字母
alt-board = 版图和每位玩家的得分
alt-scores = 最终版图和每位玩家按地形的得分
alt-bag = 袋中剩下的板块，按种类
alt-holders = 按占据每条道路、每座城市和每片草地的玩家颜色着色的版图
alt-race = 每回合后每位玩家的得分
alt-tile = 抽到的板块 { $tile }
alt-replay = 整局游戏，一块一块地
alt-standings = 锦标赛排名
alt-rating = { $name } 的等级分，逐局

# The live board's page.
page-title = 卡卡颂
page-language = 语言
page-new-game = 新游戏
page-people = 这块屏幕前的玩家
page-add-person = 添加玩家
page-computers = 电脑玩家
page-add-computer = 添加电脑玩家
page-player = 玩家 { $n }
page-remove = 移除
page-rules = 规则
page-expansions = 扩展
page-seats = 座位：{ $seats }（2 到 6）
page-start = 开始游戏
page-watching = 你正在观战。
page-waiting = 等待 { $player }…
page-turn-tile = { $player }，轮到你了：选择板块放在哪里。
page-turn-figure = { $player }：把一个棋子放在某个位置，或不放。
page-fits-here = 板块可放在这里：第 { $x } 列，第 { $y } 行
page-drawn-tile = 要放的板块：{ $tile }
page-zoom-in = 放大
page-zoom-out = 缩小
page-centre = 显示整个版图
page-scores = 得分
page-bag = 袋中板块：{ $left }
page-history = 历史
page-game-over = 游戏结束。
page-offline = 连接已断开，正在重试…
page-stale = 游戏已继续进行，这是现在的状态。
page-keys = 按键：Tab 移到格子，Enter 选择，R 旋转板块，再按 Enter 放下；方向键平移，+ 和 − 缩放，0 显示整个版图。
page-holders = 显示谁占有什么
page-by-feature = 按地形计分
page-error-bad-request = 页面发送了版图无法理解的内容，请刷新页面。
page-error-session = 此链接已失效（已过期或属于另一局游戏）。请重新打开游戏。
page-error-watch-only = 此链接仅供观战，不能用来下棋。
page-error-too-many = 点击太多了，请稍等片刻。
page-error-busy = 棋盘现在太忙，请稍后再试。
page-error-discord-code = Discord 未能确认你的身份。请关闭棋盘后重新打开。
page-error-not-in-activity = Discord 表示你不在此活动中，或此活动不在游戏频道里。请从游戏所在频道打开棋盘。
page-error-discord-down = 暂时无法联系 Discord。请稍后再试。
page-error-no-game-here = 此频道中没有正在进行的游戏。
page-asking-discord = 正在向 Discord 确认你的身份…
