# 日本語：ゲーム用語は assets/locales/glossary/README.md のとおり。
# です・ます調。名前の後には「さん」などを付けない（Discord の表示名のまま）。

## Pictures. Words drawn on the board's pictures: keep them short.

# A seat with no name (seats are numbered from 1).
picture-player = プレイヤー{ $number }
picture-game-over = ゲーム終了
# The status line of the board: whose turn, and the tiles left to draw.
picture-to-play = { $name } の手番 · 残り{ $left }枚
# Column headings of the players' panel and the score sheet.
picture-col-followers = 手下
picture-col-score = 得点
picture-col-bank = 残り時間
picture-bank-dh = { $d }日{ $h }時間
picture-bank-hm = { $h }時間{ $m }分
picture-bank-m = { $m }分
picture-bank-left = 残り{ $left }
picture-col-roads = 道
picture-col-cities = 都市
picture-col-monasteries = 修道院
picture-col-farms = 草原
picture-col-total = 合計
picture-col-figures = コマ
picture-col-wine = ワイン
picture-col-grain = 小麦
picture-col-cloth = 布
picture-col-goods = 交易品
# The turn picture.
picture-turn-of = { $name } の手番
picture-fits = { $count ->
    [0] このタイルはどこにも置けません。
   *[other] このタイルを置ける場所：{ $count }か所
}
picture-bag-left = { $count ->
    [0] 袋は空です
   *[other] 袋の残り：{ $count }枚
}
# The follower close-up: each lettered spot, and what it is on.
picture-no-spot = このタイルには手下を置けません。
picture-spot = { $letter }：{ $feature ->
    [road] 道
    [city] 都市
    [monastery] 修道院
    [garden] 庭園
   *[field] 草原
}
# The bag picture.
picture-bag-all-drawn = タイルはすべて引かれました。
picture-bag-all-fit = 今ならどれもどこかに置けます。
picture-bag-some-fit = 今どこかに置けるのは{ $fitting }枚、置けないのは{ $nowhere }枚（赤枠）です。
# The board tinted by who holds each feature.
picture-holders-title = 誰が何を持っているか
picture-holders-key = 道・都市・草原を、そこに最も多く手下を置いているプレイヤーの色で塗っています。同数なら縞模様です。
picture-chart-race = 得点レース
picture-chart-end = 終了
picture-chart-turns = 手番
picture-chart-rating = { $name } のレーティング
picture-chart-games = { $count }ゲーム（左が最も古い）
picture-chart-peak = 最高 { $rating }
picture-chart-season-peak = シーズン最高 { $rating }
picture-standings-player = プレイヤー
picture-standings-points = 勝ち点
picture-standings-buchholz = ブッフホルツ
picture-standings-score = 得点
picture-standings-played = 対局数
picture-standings-withdrawn = { $name }（棄権）
picture-standings-none = まだ誰も対局していません。
picture-chart-now = 現在：{ $rating }

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = このチャンネルでカルカソンヌを遊びます。
cmd-carcassonne-new = 新規
cmd-carcassonne-new-desc = 新しいゲームのロビーを開きます。
cmd-host = ホスト
cmd-host-desc = ホストとしてこのチャンネルのゲームを進めます（または「サーバー管理」）。
cmd-host-options = 設定
cmd-host-options-desc = 開始前にこのチャンネルのロビーの設定を変えます（ホスト）。
cmd-carcassonne-turn = 手番
cmd-carcassonne-turn-desc = 自分の手番の操作ボタンを、自分だけに出し直します。
cmd-carcassonne-board = 盤面
cmd-carcassonne-board-desc = このチャンネルのゲームの盤面、または誰が何を持っているかを自分だけに表示します。
cmd-carcassonne-bag = 袋
cmd-carcassonne-bag-desc = 袋に残っているタイルを種類ごとに自分だけに表示します。
cmd-carcassonne-history = 履歴
cmd-carcassonne-history-desc = このチャンネルのゲームの最近の手を文章で自分だけに表示します。
cmd-carcassonne-score = 得点
cmd-carcassonne-score-desc = 道・都市・修道院・草原ごとの得点を表示します。
cmd-carcassonne-rules = ルール
cmd-carcassonne-rules-desc = このチャンネルのゲームのルールと設定（またはサーバーの既定値）。
cmd-carcassonne-undo = 取り消し
cmd-carcassonne-undo-desc = 直前の手の取り消しを他のプレイヤーに頼みます（その後のコンピューターの手も）。
cmd-carcassonne-resign = 投了
cmd-carcassonne-resign-desc = このチャンネルのゲームから抜けます。
cmd-host-cancel = 中止
cmd-host-cancel-desc = このチャンネルのゲームを中止します（ホスト、または「サーバー管理」を持つ人）。
cmd-host-resume = 再開
cmd-host-resume-desc = ここでの権限が直ったら、このチャンネルの一時停止中のゲームを再開します。
cmd-carcassonne-export = 書き出し
cmd-carcassonne-export-desc = このチャンネルの最新のゲームの棋譜（carcassonne-record/1）。
cmd-carcassonne-replay = リプレイ
cmd-carcassonne-replay-desc = このチャンネルの最新のゲーム（ここまでの手）のアニメーションを自分だけに。
cmd-carcassonne-games = ゲーム一覧
cmd-carcassonne-games-desc = このサーバーで進行中のゲームを自分だけに表示します。
cmd-carcassonne-mine = 自分のゲーム
cmd-carcassonne-mine-desc = このサーバーで進行中の自分のゲーム。自分の手番のものが先です。
cmd-carcassonne-notify = 通知
cmd-carcassonne-notify-desc = このサーバーのゲームで手番が来たときの知らせ方。
cmd-host-skip = スキップ
cmd-host-skip-desc = 現在のプレイヤーの手番を飛ばします（ホスト、または「サーバー管理」を持つ人）。
cmd-host-remove = 除外
cmd-host-remove-desc = プレイヤーをゲームから外します。手下は残ります（ホスト、または「サーバー管理」）。
cmd-host-standin = 代打ち
cmd-host-standin-desc = プレイヤーの席をコンピューターに任せます。その席はレーティング対象外（ホストか「サーバー管理」）。
cmd-host-clock = 時計
cmd-host-clock-desc = このゲームの手番の時計を止める・動かす（ホスト、または「サーバー管理」を持つ人）。
cmd-host-links = リンク
cmd-host-links-desc = 観戦リンクを作り直す。古いリンクは使えなくなる（ホスト、または「サーバー管理」を持つ人）。
cmd-carcassonne-help = ヘルプ
cmd-carcassonne-help-desc = このボットでの遊び方。
cmd-settings = サーバー設定
cmd-settings-desc = 新しいゲームのサーバー既定値（「サーバー管理」）。
cmd-leaderboard = ランキング
cmd-leaderboard-desc = このサーバーの上位プレイヤー。
cmd-stats = 戦績
cmd-stats-desc = このサーバーでの戦績：レーティング、直近10ゲーム、特定の相手との対戦。

# Options, by name; a command can have its own description of one.
opt-small_city = 小さな都市
opt-small_city-desc = 完成した2枚の都市の得点
opt-farms = 農夫
opt-farms-desc = 農夫の得点のしかた
opt-end_scoring = 終了時得点
opt-end_scoring-desc = 終了時に未完成のもので得点するもの
opt-seats = 席数
opt-seats-desc = 席数（2～6）
opt-turn_hours = 手番時間
opt-turn_hours-desc = 1手番の時間（時間単位、0：制限なし）
opt-thread = スレッド
opt-thread-desc = 専用のスレッドで遊ぶ
opt-computers = コンピューター
opt-computers-desc = 今すぐ座らせるコンピューターの人数（ロビーで追加も可）
opt-computer_level = コンピューターの強さ
opt-computer_level-desc = コンピューターの強さ
opt-language = 言語
opt-language-desc = ゲームの言語（未指定ならサーバーの言語）
opt-river = 川
opt-river-desc = 「川」を使う（源流が最初、湖が最後）
opt-abbot = 修道院長
opt-abbot-desc = 「修道院長」を使う（庭園と、各自に修道院長1つ）
opt-inns_cathedrals = 宿屋と大聖堂
opt-inns_cathedrals-desc = 「宿屋と大聖堂」を使う
opt-traders_builders = 商人と建築家
opt-traders_builders-desc = 「商人と建築家」を使う
opt-host-options-language-desc = ゲームの言語
opt-settings-language-desc = 新しいゲームの言語（未指定ならサーバー自身の言語）
opt-show = 表示
opt-show-desc = 盤面（既定）、または道・都市・草原を持ち主の色で
opt-moves = 手数
opt-moves-desc = 何手分か（既定は10）
opt-how = 方法
opt-how-desc = 知らせ方（省略すると今の知らせ方を表示）
opt-player = プレイヤー
opt-player-desc = 外すプレイヤー
opt-host-standin-player-desc = コンピューターに席を任せるプレイヤー
opt-stand_in = 代打ち
opt-stand_in-desc = 時間切れ・投了・除外されたプレイヤーの席を誰が引き継ぐか
opt-time_bank = 持ち時間
opt-time_bank-desc = 1手番の時間の代わりに、各自の持ち時間（Board Game Arena の時計のように）
opt-action = 操作
opt-action-desc = 時計を止める、または再び動かす
opt-reminder_hours = 催促までの時間
opt-reminder_hours-desc = 催促までの時間（時間単位、0：催促しない）
opt-forfeit_after = 失格までの回数
opt-forfeit_after-desc = 何回続けて手番を逃すと失格か（0：失格なし）
opt-threads = スレッド使用
opt-threads-desc = すべてのゲームに専用スレッドを作る
opt-lobby_hours = ロビー時間
opt-lobby_hours-desc = 開始されないロビーが開いている時間（0：無期限、既定は48）
opt-lobbies_per_member = 1人あたりのロビー数
opt-lobbies_per_member-desc = 1人が同時にホストできるロビー数（0：無制限、既定は3）
opt-ask_cooldown_minutes = 依頼の間隔分
opt-ask_cooldown_minutes-desc = 同じ人が再戦や取り消しを頼める間隔（分、0：なし、既定は10）
opt-threads_per_hour = 1時間あたりのスレッド数
opt-threads_per_hour-desc = ボットが1時間に作るゲーム用スレッド数（0：無制限、既定は10）
opt-games_per_channel = チャンネルあたりのゲーム数
opt-games_per_channel-desc = チャンネルとそのスレッドで同時に進められるゲーム数（0：無制限、既定は10）
opt-season = シーズン
opt-settings-season-desc = ランキングのシーズン：毎月または四半期ごとにレーティングをやり直す（オフ：通算のみ）
opt-leaderboard-season-desc = どのランキングか：今シーズン（既定）、前シーズン、通算
opt-season_channel = シーズン告知チャンネル
opt-season_channel-desc = シーズン終了時に上位3人を告知する場所
opt-season_announce = シーズン告知
opt-season_announce-desc = 各シーズンの上位3人を告知する（false：何も告知しない）
opt-user = ユーザー
opt-user-desc = 誰の戦績か（既定：自分）
opt-against = 相手
opt-against-desc = この人との対戦成績

# Choices, by option and place in the list (languages keep their own names).
choice-small_city-0 = 4点（現行ルール）
choice-small_city-1 = 2点（初版）
choice-farms-0 = 草原ごと（現行ルール）
choice-farms-1 = 都市ごと（初版）
choice-farms-2 = 農夫なし
choice-end_scoring-0 = 未完成のものはすべて得点
choice-end_scoring-1 = 未完成の修道院のみ
choice-computer_level-0 = やさしい
choice-computer_level-1 = ふつう
choice-computer_level-2 = むずかしい
choice-stand_in-0 = なし：その席はゲームから抜ける
choice-stand_in-1 = コンピューター（やさしい）
choice-stand_in-2 = コンピューター（ふつう）
choice-stand_in-3 = コンピューター（むずかしい）
choice-time_bank-0 = オフ（1手番の時間）
choice-time_bank-1 = 1日、1手ごとに+8時間、最大2日
choice-time_bank-2 = 3日、1手ごとに+1日、最大7日
choice-time_bank-3 = 7日、1手ごとに+2日、最大14日
choice-settings-season-0 = 毎月
choice-settings-season-1 = 四半期ごと
choice-settings-season-2 = オフ
choice-leaderboard-season-0 = 今シーズン
choice-leaderboard-season-1 = 前シーズン
choice-leaderboard-season-2 = 通算
choice-show-0 = 盤面
choice-show-1 = 誰が何を持っているか（道・都市・草原）
choice-how-0 = ゲームのチャンネルでメンションする
choice-how-1 = ダイレクトメッセージを送る
choice-how-2 = 通知なし（手番のメッセージのみ）
choice-action-0 = 止める（休暇など）
choice-action-1 = 再び動かす

## Refusals: why an action was not done. Nothing changed after any of them.

error-unknown-game = そのゲームはありません。
error-channel-busy = このチャンネルにはすでにゲーム（#{ $game }）があります。先に終えるか中止するか、スレッドでゲームを始めてください。
error-not-in-lobby = それはゲーム開始前のロビーでしかできません。
error-not-started = ゲームはまだ始まっていません。
error-game-over = このゲームは終了しています。
error-already-joined = すでにこのゲームに参加しています。
error-lobby-full = 満席です（{ $seats }席）。
error-not-in-game = このゲームに参加していません。
error-host-cannot-leave = あなたはこのゲームのホストです。抜けるのではなく中止してください。
error-not-host = それはホストしかできません。
error-not-allowed-to-cancel = ゲームを中止できるのはホストかサーバー管理者だけです。
error-too-few-players = ゲームの開始には2人以上必要です。
error-seats-changing = ちょうど今ロビーに参加・退出している人がいます。もう一度「開始」を押してください。
error-not-your-turn = 今は { $name } の手番です。
error-turn-over = この手番は終わっています。最新のメッセージを見てください。
error-no-such-spot = このタイルに { $letter } の場所はありません。
error-bad-seats = 席数は2～6です。{ $seats }にはできません。
error-turn-limit-too-short = 手番の制限時間は1分以上にしてください。
error-reminder-too-soon = 催促は早くても1分後からです。
error-forfeit-never = 失格は手番を1回以上逃してからです。
error-seats-taken = すでに{ $players }人が参加しています。
error-corrupt = このゲームの保存された手が読めないため、続けられません。ホストかサーバー管理者が中止できます。
error-no-computer = 外せるコンピューターがいません。
error-computer-turn = コンピューターの手番です。自動で打ちます。
error-paused = ゲーム #{ $game } は一時停止中です：そのチャンネルで Discord が私のメッセージを拒否しています。権限が直ったら、ホストかサーバー管理者が `/ホスト 再開` で再開できます。
error-not-paused = このゲームは一時停止していません。
error-not-allowed-to-resume = ゲームを再開できるのはホストかサーバー管理者だけです。
error-nothing-to-take-back = この手番で戻せる置いたタイルはありません。
error-not-finished = そのゲームはまだ終わっていません。
error-not-allowed-to-manage = それはホストかサーバー管理者しかできません。
error-competitor-manages = 大会の対局では、それができるのは大会の主催者（その対局に参加していない場合）かサーバー管理者だけで、対局者にはできません。
error-tournament-undo-needs-consent = 大会の対局では、手を戻すには相手全員の同意が必要で、コンピューターは同意できません。
error-not-a-player = { $name } はこのゲームに参加していません。
error-clock-stopped = このゲームの時計はすでに止まっています。`/ホスト 時計` で再び動かせます。
error-clock-running = このゲームの時計はすでに動いています。
error-nothing-to-undo = 取り消せる手はまだありません。
error-cannot-undo = 直前の手は手番のスキップかプレイヤーの退出なので、取り消せません。
error-undo-vote-open = このゲームではすでに取り消しの投票中です。全員が答えると終わります。
error-undo-vote-closed = その取り消しの投票は締め切られました。
error-not-a-voter = この取り消しに投票するのは他のプレイヤーだけです。
error-internal = こちら側で問題が起きました。何も変わっていません。もう一度お試しください。
error-saved = 保存はしましたが、表示の途中でこちら側に問題が起きました。ゲームのメッセージはまもなく追いつきます。
error-too-many-threads = このサーバーの上限（1時間に新しいスレッド{ $limit }個）に達しました。{ $minutes }分後にもう一度試すか、スレッドなしでここでゲームを始めてください。
error-too-many-games = このチャンネルとそのスレッドには、進行中または参加者待ちのゲームがすでに{ $limit }個あり、これがサーバーの上限です。{ $limit ->
        [1] それが終わってから
       *[other] どれかが終わってから
    }もう一度試すか、別のチャンネルでゲームを始めてください。
error-too-many-lobbies = このサーバーで開いているロビーをすでに{ $limit }個ホストしており、これが上限です。{ $limit ->
        [1] それを
       *[other] どれかを
    }開始するか中止してから、もう一度お試しください。
error-rematch-asked-recently = ついさっき再戦を頼んだところです。すぐにまた全員に通知が行かないよう、{ $minutes }分後にもう一度頼めます。
error-undo-asked-recently = ついさっき取り消しを頼んだところです。すぐにまた全員に通知が行かないよう、{ $minutes }分後にもう一度頼めます。
error-choose-level = メニューから強さを選んでください。
error-choose-expansions = メニューから拡張を選んでください。
error-choose-position = メニューから位置を選んでください。

# Moves the rules do not allow. $side is north, east, south or west; $edge
# and $neighbour are field, road or city; $kind is road, city, monastery or
# field; $pos is a square such as (2, -1); $port a spot code such as N or NNW.
illegal-game-over = ゲームは終了しています。
illegal-tile-already-placed = タイルはもう置きました。次は手下を置く場所を選ぶか、置かないでください。
illegal-tile-not-placed = 手下を選ぶ前にタイルを置いてください。
illegal-occupied = { $pos } にはすでにタイルがあります。
illegal-not-adjacent = タイルは盤上のタイルに接していなければなりませんが、{ $pos } はどれにも接していません。
illegal-edge-mismatch = そのタイルは { $pos } に合いません：{ $side ->
        [north] 北
        [east] 東
        [south] 南
       *[west] 西
    }の辺が{ $edge ->
        [road] 道
        [river] 川
        [city] 都市
       *[field] 草原
    }ですが、{ $side ->
        [north] 北
        [east] 東
        [south] 南
       *[west] 西
    }隣のタイルのそこは{ $neighbour ->
        [road] 道
        [river] 川
        [city] 都市
       *[field] 草原
    }です。
illegal-no-followers-left = 手元に手下が残っていません。
illegal-farmers-not-used = このゲームでは農夫を使いません。
illegal-no-such-feature = このタイルの { $port } に{ $kind ->
        [road] 道
        [city] 都市
        [monastery] 修道院
       *[field] 草原
    }はありません。
illegal-no-monastery = このタイルに修道院はありません。
illegal-port-needed = { $kind ->
        [road] 盗賊
        [city] 騎士
        [monastery] 修道士
       *[field] 農夫
    }をタイルのどこに置くか指定してください：{ $kind ->
        [road] 道
        [city] 都市
        [monastery] 修道院
       *[field] 草原
    }には場所の指定が必要です。
illegal-monastery-takes-no-port = 修道士は修道院そのものに置くので、場所の指定はいりません。
illegal-feature-occupied = その{ $kind ->
        [road] 道
        [city] 都市
        [monastery] 修道院
        [garden] 庭園
       *[field] 草原
    }にはすでに手下がいます。
illegal-not-playing = そのプレイヤーはもうゲームにいません。
illegal-river-closed = 川は閉じています：川のタイルはもう置けません。
illegal-river-must-extend = 川のタイルは川を延ばさなければなりません：{ $pos } に、川の辺を川の開いた端に向けて置きます。
illegal-river-u-turn = 川は同じ向きに2回続けて曲がれません。
illegal-figure-not-in-play = このゲームでは{ $figure ->
        [large] 大きな手下
        [abbot] 修道院長
        [builder] 建築家
        [pig] 豚
       *[follower] 手下
    }を使いません。
illegal-no-figure-left = あなたの{ $figure ->
        [large] 大きな手下は
        [abbot] 修道院長は
        [builder] 建築家は
        [pig] 豚は
       *[follower] 手下は全員
    }すでに盤上にいます。
illegal-no-garden = このタイルに庭園はありません。
illegal-figure-not-there = { $figure ->
        [abbot] 修道院長は修道院か庭園にしか置けません
        [builder] 建築家は道か都市にしか置けません
        [pig] 豚は草原にしか置けません
       *[other] 庭園に置けるのは修道院長だけです
    }。ここは{ $kind ->
        [road] 道
        [city] 都市
        [monastery] 修道院
        [garden] 庭園
       *[field] 草原
    }です。
illegal-builder-on-completed = その地形はこのタイルで完成します。建築家はまだ広がる地形にしか置けません。
illegal-builder-needs-follower = 建築家は、自分の手下がすでにいる道か都市にしか置けません。
illegal-pig-needs-farmer = 豚は、自分の農夫がすでにいる草原にしか置けません。
illegal-no-abbot-on-board = 盤上に戻せる修道院長がいません。
illegal-abbot-feature-complete = 修道院長の修道院か庭園は完成しています。得点して自動で戻ります。
illegal-abbot-return-with-figure = 修道院長を戻すのがこの手番のコマの行動です：さらにコマを置くことはできません。

# Discord's names for the bot's permissions, as its settings show them.
perm-view-channel = チャンネルを見る
perm-send-messages = メッセージを送信
perm-attach-files = ファイルを添付
perm-read-message-history = メッセージ履歴を読む
perm-create-public-threads = 公開スレッドの作成
perm-send-messages-in-threads = スレッドでメッセージを送信
# $list names the permissions; $count says how many.
error-missing-permissions = { $thread ->
        [yes] このスレッド
       *[no] このチャンネル
    }ではゲームを進められません：ここでは { $list } の{ $count ->
        [1] 権限
       *[other] 権限
    }がありません。サーバー管理者がチャンネルの設定（権限）で付与してから、もう一度お試しください。
# Joins names in a list: "A, B and C".
list-and = { $init }、{ $last }
paused-notice = <#{ $channel }> のゲーム #{ $game } は一時停止中です：そこで Discord が私のメッセージを拒否しているので、権限が外されたようです。必要なのは { $list } です（スレッドでは { $send } の代わりに { $threads }）。直ったら、ホストかサーバー管理者がそこで `/ホスト 再開` を実行できます。それまで手番の時計は止まります。
paused-thread-notice = <#{ $channel }> のゲーム #{ $game } は一時停止中です：そのスレッドがアーカイブまたはロックされ、私には開き直せません。モデレーターがロックを外したら、ホストかサーバー管理者がそこで `/ホスト 再開` を実行できます。それまで手番の時計は止まります。
error-unknown-options = このコマンドに { $options } という{ $count ->
        [1] オプション
       *[other] オプション
    }はありません。Discord がこのボットのコマンドをまだ更新中かもしれません。1分後にもう一度お試しください。
error-unreadable-option = オプション { $option } を読めませんでした：そのオプションが受け付ける値ではありません。`/carcassonne ヘルプ` にオプションの一覧があります。
error-stale-command = そのコマンドはこのボットの現在のものと合いません（範囲外のオプションか、存在しない選択肢）。Discord がこのボットのコマンドをまだ更新中かもしれません。1分後にもう一度お試しください。
error-needs-manage-server = このサーバーの既定値を変えられるのは「サーバー管理」権限を持つ人だけです。
error-server-only = カルカソンヌはサーバーのチャンネルで遊びます。このコマンドはダイレクトメッセージでは使えません。

## Answers to commands, seen only by the person who asked unless said.

answer-pick-subcommand = サブコマンドを1つ選んでください：{ $list }。
answer-no-thread = Discord がここでスレッドを作らせてくれませんでした。もう一度試すか、スレッドなしで始めてください（`スレッド: False`）。
answer-threads-full = このサーバーのアクティブなスレッドは Discord の上限（1,000）に達しているため、ゲーム用のスレッドを作れません。終わったスレッドをアーカイブして空きを作るか、スレッドなしでここでゲームを始めてください（`スレッド: False`）。
answer-game-open = { $thread ->
        [yes] ゲーム #{ $game } を <#{ $channel }> で開きました：ロビーはそちらです。
       *[no] ゲーム #{ $game } を開きました：ロビーはすぐ下です。
    }
answer-no-lobby = このチャンネルにロビーはありません。
answer-options-started = ゲームは始まっています：設定はそのままです。
answer-options-saved = 保存しました。ゲーム #{ $game } はこの設定で遊びます：
    { $rules }
answer-no-game-start-one = このチャンネルにゲームはありません。`/carcassonne 新規` で始めてください。
answer-no-running-game = このチャンネルに進行中のゲームはありません。
answer-no-game = このチャンネルにゲームはありません。
answer-no-game-to-cancel = このチャンネルに中止できるゲームはありません。
# Public, under the score sheet.
answer-scores = ゲーム #{ $game } の得点。
answer-rules-of-game = ゲーム #{ $game }：
    { $rules }
answer-rules-of-server = このサーバーの新しいゲームの既定値：
    { $rules }
answer-undone = 取り消しました。ゲームはそこから続きます。
# $closes is a time, shown by Discord in the reader's own format.
answer-undo-asked = 頼みました。他の人は <t:{ $closes }:f> まで同意できます。
answer-resigned = ゲーム #{ $game } から抜けました。
# Public.
answer-cancelled = ゲーム #{ $game } は中止されました。
answer-resumed = ゲーム #{ $game } を再開しました。手番の時計が再び動きます。
answer-record = ゲーム #{ $game } の棋譜です。
answer-replay-cooldown = ついさっきリプレイを頼んだところです。{ $seconds }秒後にもう一度頼めます。
answer-replay = ゲーム #{ $game }、1手ずつ。
answer-replay-busy = 今は別のリプレイを描いています。ゲームを速く保つため1つずつ描いています。1分後にもう一度頼んでください。
answer-computer-turn = 今は { $name } の手番です。自動で打ちます。
answer-not-your-turn = 今は { $name } の手番で、あなたの番ではありません。
answer-turn-link = 手番のメッセージ：{ $link }
answer-done = 完了：{ $what }
answer-links-renewed = このゲームの古い観戦リンクは使えなくなりました。新しいカードには新しいリンクが付きます。
# $how is mention, dm or quiet.
answer-notice-set = これから手番は{ $how ->
        [mention] ゲームのチャンネルでのメンション
        [dm] 手番へのリンク付きのダイレクトメッセージ（DM を閉じている場合はチャンネルでのメンション）
       *[quiet] 手番のメッセージのみ（通知なし）
    }でお知らせします。
answer-notice-now = 手番は{ $how ->
        [mention] ゲームのチャンネルでのメンション
        [dm] 手番へのリンク付きのダイレクトメッセージ（DM を閉じている場合はチャンネルでのメンション）
       *[quiet] 手番のメッセージのみ（通知なし）
    }でお知らせしています。`/carcassonne 通知` で変えられます。
answer-config-saved = 保存しました。このサーバーの新しいゲーム：
    { $rules }{ $threads ->
        [yes] ゲームごとに専用スレッドを作ります。
       *[no] ゲームはチャンネルで行います。
    } { $lobby_hours ->
        [0] ロビーは開始か中止まで開いたままです。
       *[other] 開始されないロビーは{ $lobby_hours }時間後に閉じます。
    }

## Answers to clicks, seen only by the person who clicked.

click-unknown-control = このボタンはこのボットのものではありません。何も変わりません。
click-other-channel = このボタンは別のチャンネルのゲームのものです。何も変わりません。
click-no-board = このボットでは Discord 内で盤面を開けません。ボタンを使うか、表示されていれば「ライブで観戦」を使ってください。
click-rematch-open = ゲーム #{ $game } を開きました：ロビーは下です。他の人も招待しました。

## Game messages in the channel, in the game's language.

duration-days = { $n }日
duration-hours = { $n }時間
duration-minutes = { $n }分
# The rules in force; $small is four or two, $farms per-field, per-city or
# off, $end all or monasteries.
rules-line = { $small ->
        [two] 2枚の都市は2点（初版）
       *[four] 2枚の都市は4点
    }、{ $farms ->
        [per-city] 農夫は完成した都市ごとに1回だけ得点（初版）
        [off] 農夫なし
       *[per-field] 農夫は自分の草原が接する完成した都市1つにつき3点
    }、{ $end ->
        [monasteries] 終了時には未完成の修道院だけが得点
       *[all] 終了時には未完成の道・都市・修道院が得点
    }
rules-turn-time = { $time }。その後{ $forfeit ->
        [yes] 手番は飛ばされ、{ $after }回続けて逃すと失格
       *[no] 手番は飛ばされる
    }
rules-no-turn-limit = 制限なし
rules-rules = **ルール：** { $rules }。
expansion-name = { $name ->
        [river] 川
        [abbot] 修道院長
        [inns_cathedrals] 宿屋と大聖堂
       *[traders_builders] 商人と建築家
    }
rules-expansions = **拡張：** { $list }。
rules-no-expansions = **拡張：** なし（基本ゲーム）。
rules-seats = **席数：** 最大{ $seats }。
rules-turn = **手番の時間：** { $turn_time }。
rules-reminder = **催促：** 手が指されないまま{ $time }後。
rules-stand-in = **代打ち：** 時間切れ・投了・除外された人の席をコンピューター（{ $level }）が引き継ぎます。その席はレーティング対象外です。
rules-bank = 各自{ $start }の持ち時間、1手ごとに{ $increment }追加、最大{ $cap }。自分の手番のときだけ減ります
rules-language = **言語：** { $language }。
lobby-title = **カルカソンヌ** — ゲーム #{ $game }、ホスト { $host }
lobby-players = **プレイヤー（{ $joined }/{ $seats }）：** { $players }
lobby-can-start = ホストはいつでもゲームを始められます。
lobby-waiting = あと1人以上の参加を待っています…
lobby-closes = 開始されなければ、ロビーは <t:{ $closes }:R> に閉じます。
lobby-add-computer-menu = コンピューターを追加（ホスト）…
lobby-expansions-menu = 拡張（ホストが選択）
lobby-add-computer = コンピューターを追加：{ $level }
level-easy = やさしい
level-medium = ふつう
level-hard = むずかしい
level-random = ランダム
level-easy-blurb = ルールは分かるが、最善手をよく見逃す
level-medium-blurb = 今いちばん良く見える手を打つ
level-hard-blurb = 袋に残るタイルまで先読みする
level-random-blurb = ルール上可能な手を何でも
# Buttons: at most 80 characters.
button-join = 参加
button-leave = 退出
button-start = 開始
button-cancel = 中止
button-remove-computer = コンピューターを外す
button-previous = ◀ 前へ
button-next = 次へ ▶
button-fits-one-way = 置ける向きは1つ
button-turn = ⟳ 回転
button-turn-left = ⟲ 左に回転
button-turn-right = ⟳ 右に回転
button-confirm = 決定
button-no-follower = 手下を置かない
button-take-back = ↩ タイルを戻す
button-rematch = 再戦
button-agree = 同意
button-refuse = 拒否
# The turn message. $player is a mention; $tile a tile's letter.
turn-header = { $player } の手番です（{ $move }手目）。あなたのタイルは **{ $tile }**、袋の残りは{ $left }枚です。
turn-deadline = 制限時間は <t:{ $deadline }:R> に切れます。
turn-clock-stopped = 時計は止まっています。
turn-pick = 番号で位置を選び、タイルを回して、決定してください。
turn-shown-in-place = タイルをその場所に表示しています。回すか別の位置を選んでから、決定してください。
# Under each position in the menu: at most 100 characters.
turn-fits-ways = 置ける向きは{ $ways }つ
turn-choose-position = { $pages ->
        [1] 位置を選んでください
       *[other] 位置を選んでください（{ $page }/{ $pages }ページ）
    }
feature = { $kind ->
        [road] 道
        [city] 都市
        [monastery] 修道院
        [garden] 庭園
       *[field] 草原
    }
follower-step = { $player }、タイルを置きました。文字の付いた場所に手下を置くか、置かないでください。手下の残りは{ $left }人です。
dm-turn = <#{ $channel }> のカルカソンヌ ゲーム #{ $game } で、あなたの手番です（{ $move }手目）。
dm-reminder = ⏰ 催促：<#{ $channel }> のカルカソンヌ ゲーム #{ $game } で、まだあなたの手番です（{ $move }手目）。
dm-link = あなたの手番：{ $link }
dm-how-to-change = サーバーで `/carcassonne 通知` を使うと知らせ方を変えられます。
dm-fallback = { $player }、手番が待っています：{ $link }
dm-fallback-reminder = ⏰ { $player }、手番がまだ待っています：{ $link }
dm-closed = DM が閉じているので、ここでメンションしています。DM を開くか、`/carcassonne 通知` で別の方法を選んでください。
board-turn = ゲーム #{ $game }：{ $name } の手番（{ $move }手目）。
board-holders-turn = ゲーム #{ $game }：{ $name } の手番（{ $move }手目）で、誰が何を持っているか。
board-holders-end = ゲーム #{ $game }：終了時に誰が何を持っていたか。
board-over = ゲーム #{ $game } は終了しました。
board-not-started = ゲーム #{ $game } はまだ始まっていません。
board-cancelled = ゲーム #{ $game } は中止されました。
bag-not-started = ゲーム #{ $game } はまだ始まっていません：{ $total }枚すべてが袋の中です。
bag-over = ゲーム #{ $game } は終了しました：もう引くタイルはありません。
bag-left = ゲーム #{ $game }：{ $left ->
        [0] 袋は空です。手元のタイルが最後です。
       *[other] 袋の残りは{ $left }枚。{ $nowhere ->
            [0] 今ならどれもどこかに置けます。
           *[other] 今どこかに置けるのは{ $fitting }枚、置けないのは{ $nowhere }枚です。
        }
    }
final-title = 最終得点
# $medal is 🥇, 🥈, 🥉 or ▫️; $left is yes for a player who left the game.
final-line = { $medal } { $player } — **{ $score }**（道 { $roads }、都市 { $cities }、修道院 { $monasteries }、草原 { $farms }{ $goods ->
        [0] {""}
       *[other] 、交易品 { $goods }
    }）{ $left ->
        [yes] 、途中退出
       *[no] {""}
    }
final-rating = レーティング { $before } → { $after }
undo-last-move = 直前の手
undo-vote = **取り消しますか？** { $asker } がゲーム #{ $game } の{ $what }の取り消しを求めています。{ $voters }：同意しますか？ <t:{ $closes }:R> までに全員の同意が必要です。
undo-agreed = 同意済み：{ $names }。
rematch-invite = { $count ->
        [0] ゲーム #{ $old } の再戦：ゲーム #{ $game } のロビーはすぐ上です。
       *[other] ゲーム #{ $old } の再戦！ { $players }：ゲーム #{ $game } のロビーはすぐ上です。もう一度遊ぶなら **参加** を押してください。
    }

## Lists and stats, in the language of whoever asked.

leaderboard-title = ランキング
leaderboard-title-season = ランキング — シーズン { $season }
season-over = 🏆 **シーズン { $season } が終わりました。** 上位プレイヤー：
season-top-line = { $medal } { $player } — レーティング { $rating }、{ $games }ゲーム、{ $wins }勝
leaderboard-empty = このサーバーではまだ誰もゲームを終えていません。
leaderboard-line = { $place }. { $player } — レーティング { $rating } · { $games }ゲーム、{ $wins }勝 · 平均 { $average }、最高 { $best }
games-title = { $count ->
        [0] このサーバーで進行中のゲームはありません。`/carcassonne 新規` で始めましょう。
        [1] **このサーバーで進行中のゲーム：1**
       *[other] **このサーバーで進行中のゲーム：{ $count }**（{ $page }/{ $pages }ページ、待ち時間の長い順）
    }
games-cannot-check = あなたが見られるチャンネルを Discord に確認できなかったので、今はゲームを表示しません。1分後にもう一度お試しください。
stats-cannot-check = あなたが見られるチャンネルを Discord に確認できなかったので、最近のゲームは今は表示しません。
games-your-turn = あなたの手番
games-turn-of = { $name } の手番
games-between-turns = 手番の合間
games-since = <t:{ $since }:R> から
games-go-to-it = 移動
games-progress = { $played }手済み、残り{ $left }枚
games-paused = 一時停止中
mine-none = このサーバーで参加中のゲームはありません。`/carcassonne ゲーム一覧` に進行中のゲームがあります。
mine-title = **あなたのゲーム**（{ $count }）：{ $yours ->
        [0] 今あなたを待っているゲームはありません。
       *[other] { $yours }ゲームであなたの手番です。
    }
stats-none = { $player } はこのサーバーでまだゲームを終えていません。
stats-line = { $player }：{ $games }ゲーム、{ $wins }勝、平均得点 { $average }、最高 { $best }。レーティング { $rating }（実力 { $mu } ± { $sigma }）。
history-none = ゲーム #{ $game } にはまだ手がありません。
history-title = ゲーム #{ $game }：全{ $total }手のうち最近の{ $shown }手
history-end = 終了。
recent-title = 最近の{ $count }ゲーム：
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 勝利
       *[other] { $players }人中{ $rank }位
    }、{ $score }点
against-none = { $a } と { $b } は、このサーバーでまだ一緒にゲームを終えていません。
against-line = **{ $b } との対戦：** 一緒に{ $games }ゲーム。{ $a } の勝ち越し{ $ahead }、負け越し{ $behind }、同点{ $level }。
replay-whole-game = ゲーム全体：

## What happened, said in the game's channel. Names come as $player,
## $name, $asker… and are shown as typed.

someone = 誰か
undo-refused = { $voter } が、{ $asker } の求めた取り消しを拒否しました。手はそのままです。
undo-agreed-by-all = 全員が { $asker } に同意しました：{ $moves }を取り消しました。
undo-done = { $asker } が{ $moves }を取り消しました。
undo-turn-undone = この手番は取り消されました。
undo-play-again = { $player } が同じタイルでその手番をやり直します。
undo-expired = 期限内に全員の同意が得られなかったので、手はそのままです。
# "Ann's tile V at (1, 0)", in a list of undone moves.
undo-tile-of = { $player } のタイル { $tile }（({ $x }, { $y })）
news-skipped = { $actor } が { $player } の手番を飛ばしました。
news-removed = { $actor } が { $player } をゲームから外しました。手下は盤上に残ります。
news-handed = { $actor } が { $player } の席をコンピューターに任せました。
news-stand-in = これから { $player } の席はコンピューター（{ $level }）が打ちます。その席はレーティング対象外です。
seat-stood-in = { $player }（コンピューター、{ $level }）
news-clock-started = { $actor } が時計を再び動かしました：手番の残り時間は止めたときのままです。
news-clock-stopped = { $actor } が時計を止めました：再び動かすまで誰も時間切れになりません。手を指すことはできます。
# $follower is none, road, city, monastery or field.
news-placed = { $player } がタイル { $tile } を ({ $x }, { $y }) に置きました{ $follower ->
        [road] {""}（道に盗賊）
        [city] {""}（都市に騎士）
        [monastery] {""}（修道院に修道士）
        [field] {""}（草原に農夫）
       *[none] {""}
    }。
news-could-not-place = { $player } はタイルを置けませんでした。
figure-name = { $figure ->
        [large] 大きな手下
        [abbot] 修道院長
        [builder] 建築家
        [pig] 豚
       *[follower] 手下
    }
button-watch-live = ライブで観戦
button-open-board = 盤面を開く
button-return-abbot = 修道院長を戻す
follower-menu = 場所とコマを選んでください
error-choose-spot = メニューから場所を選んでください。
news-goods = { $player } が完成した都市の交易品を受け取りました：ワイン { $wine }、小麦 { $grain }、布 { $cloth }。
news-second-part = { $player } の建築家の地形が広がりました：{ $player } はもう1枚タイルを置きます。
news-placed-figure = { $player } がタイル { $tile } を ({ $x }, { $y }) に置き、{ $kind ->
        [road] 道
        [city] 都市
        [monastery] 修道院
        [garden] 庭園
       *[field] 草原
    }に{ $figure ->
        [large] 大きな手下
        [abbot] 修道院長
        [builder] 建築家
       *[pig] 豚
    }を置きました。
news-left = { $player } がゲームから抜けました。
history-scored = 得点：{ $list }。
history-set-aside = { $player } が引いたタイル { $tile } はどこにも置けないので、脇によけました。
history-skipped = { $player } の手番は飛ばされました。タイル { $tile } は脇によけました。
history-nothing-more = 終了時の追加得点はありませんでした。
history-final-scoring = 最終得点計算。
news-set-aside = タイル { $tile } はどこにも置けないので脇によけ、{ $player } が引き直しました。
news-game-over = ゲーム終了です。
undo-lapsed = ゲームが先に進んだので、取り消しの投票は締め切られました：手はそのままです。
news-begins = ゲーム開始！ 最初は { $player } です。
news-started = ゲーム #{ $game } が始まりました。
news-cancelled = ゲーム #{ $game } は { $player } によって中止されました。
news-only-computers = コンピューターしか残っていないので、ゲームはここで終わります。
news-turn-goes-on = この手番は新しいメッセージで続きます。
news-lobby-closed = ゲーム #{ $game } のロビーを閉じました：{ $hours }時間以内に誰も開始しませんでした。`/carcassonne 新規` で新しく開けます。
news-still-turn = まだ { $player } の手番です：下に出し直しました。
news-forfeit = { $player } は{ $missed }回続けて時間切れになり、失格になりました。
news-timed-out = { $player } は時間切れになり、手番は飛ばされました。
# A scoring: $players are the names ("Ann and Ben"), $count how many.
scored = { $count ->
        [0] 誰も{ $points }点を得ませんでした：{ $what }
        [1] { $players } が{ $points }点：{ $what }
       *[other] { $players } がそれぞれ{ $points }点：{ $what }
    }
what-road = { $tiles }枚の道
what-road-unfinished = { $tiles }枚の未完成の道
what-city = { $tiles }枚の都市{ $pennants ->
        [0] {""}
       *[other] （紋章{ $pennants }つ）
    }
what-city-unfinished = { $tiles }枚の未完成の都市{ $pennants ->
        [0] {""}
       *[other] （紋章{ $pennants }つ）
    }
what-monastery = 完成した修道院
what-monastery-unfinished = 周りに{ $neighbours }枚ある未完成の修道院
what-field = 完成した都市{ $cities }つに接する草原

what-road-inn = 宿屋のある{ $tiles }枚の道（1枚2点）
what-road-inn-unfinished = 宿屋のある{ $tiles }枚の未完成の道：宿屋のある道は完成しないと得点しません
what-city-cathedral = 大聖堂のある{ $tiles }枚の都市{ $pennants ->
        [0] {""}
       *[other] と紋章{ $pennants }つ
    }（それぞれ3点）
what-city-cathedral-unfinished = 大聖堂のある{ $tiles }枚の未完成の都市：大聖堂のある都市は完成しないと得点しません
what-garden = 完成した庭園
what-garden-unfinished = 周りに{ $neighbours }枚ある未完成の庭園
what-abbot-returned = 周りに{ $neighbours }枚ある{ $kind ->
        [garden] 庭園
       *[monastery] 修道院
    }から戻した修道院長
what-goods = { $good ->
        [wine] ワイン
        [grain] 小麦
       *[cloth] 布
    }の最多（{ $count }個）
what-field-pig = 完成した都市{ $cities }つに接する、豚のいる草原（都市1つにつき4点）

## Help: one message, at most 2000 characters. Command names as in this
## language's commands above.

help = **Discord でカルカソンヌ**
    `/carcassonne 新規` でロビーを開きます。他の人は **参加**、ホストは **開始** を押します（その前に `/ホスト 設定` で設定を変えられます）。ホストはロビーのメニューから空席をコンピューター（やさしい・ふつう・むずかしい）で埋められます。
    自分の手番では、番号で位置を選び、⟲ ⟳ でタイルを回して **決定**。次に文字の付いた場所に手下を置くか **手下を置かない** を選びます（別の場所に置くなら **タイルを戻す**）。`/carcassonne 取り消し` は直前の手の取り消しへの同意を他の全員に求めます。手番のメッセージを見失ったら `/carcassonne 手番` で操作ボタンを自分だけに出し直せます。`/carcassonne 通知` で手番の知らせ方（メンション、DM、通知なし）を選べます。`/carcassonne 自分のゲーム` は自分のゲームを自分の番のものから、`/carcassonne ゲーム一覧` はサーバーの全ゲームを表示します。
    完成した道・都市・修道院はすぐに得点し、草原と未完成のものは終了時に得点します。最終得点の下の **再戦** で、同じメンバーの新しいロビーが開きます。
    `/carcassonne 盤面` は盤面（または誰が何を持っているか）、`/carcassonne 袋` は残りのタイル、`/carcassonne 履歴` は最近の手を文章で（自分だけに）、`/carcassonne 得点` は得点、`/carcassonne ルール` は適用中のルールを表示します。
    `/carcassonne 投了` でゲームから抜け、`/ホスト 中止` でゲームを終えます。`/ホスト スキップ` は進行中の手番を飛ばし、`/ホスト 除外` はプレイヤーを外し、`/ホスト 時計` は休暇のために時計を止めます（ホストか「サーバー管理」）。チャンネルで私の権限が外れて一時停止したゲームは、権限が戻ったら `/ホスト 再開` で続けられます。
    `/carcassonne 書き出し` で棋譜を、`/carcassonne リプレイ` でここまでのアニメーションを自分だけに。
    `/ランキング` と `/戦績` でみんなの成績が見られます（`/戦績 相手:` で対戦成績）。
    `/トーナメント 募集` でトーナメントを開きます。管理者は `/サーバー設定` でサーバーの既定値を決めます。
answer-limits = { $lobbies ->
        [0] メンバーは開いたロビーをいくつでもホストできます。
       *[other] 各メンバーが同時にホストできる開いたロビーは{ $lobbies }つまでです。
    } { $cooldown ->
        [0] 再戦や取り消しの依頼に待ち時間はありません。
       *[other] 再戦や取り消しを頼めるのは、1人{ $cooldown }分に1回です。
    } { $threads ->
        [0] ボットはゲーム用スレッドをいくつでも作ります。
       *[other] ボットが作るゲーム用スレッドは1時間に{ $threads }個までです。
    } { $games ->
        [0] チャンネルとそのスレッドにはゲームをいくつでも置けます。
       *[other] チャンネルとそのスレッドで同時に進められるゲームは{ $games }個までです。
    }
answer-season-channel-kind = シーズンの告知はテキストチャンネルかアナウンスチャンネルに送ります。そのどちらかを選んでください。
answer-seasons = { $period ->
        [monthly] シーズンは1か月（UTC）です。毎月、各プレイヤーの通算レーティングを新人の値へ半分近づけた値からやり直します。
        [quarterly] シーズンは四半期（UTC）です。四半期ごとに、各プレイヤーの通算レーティングを新人の値へ半分近づけた値からやり直します。
       *[off] シーズンなし：ランキングは通算です。
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] シーズンの終了は告知しません。
        }
       *[other] 各シーズンの上位3人を <#{ $channel }> で告知します。
    }

## Tournaments
event-thread = { $event } · 第{ $round }ラウンド、テーブル{ $table }
event-thread-match = { $event } · 第{ $round }ラウンド、テーブル{ $table }、第{ $game }ゲーム
news-decided-by-deadline = ラウンドの期限が過ぎました：このゲームはここで終わり、現在の得点で決まります。
error-no-event = ここにトーナメントはありません。
error-no-event-named = このサーバーに「{ $name }」という名前のトーナメントはありません。
error-events-share-name = このサーバーには同じ名前のトーナメントが複数あります（{ $channels }）。そのチャンネルで中止してください。
error-event-full = このトーナメントは満員です（{ $limit }人）。
error-already-signed-up = すでに登録しています。
error-not-signed-up = このトーナメントに参加していません。
error-signup-closed = このトーナメントの登録は締め切られました。
error-event-not-running = このトーナメントは進行していません。
error-too-few-entrants = トーナメントの開始には{ $needed }人以上必要です。
error-best-of-pairs = 複数ゲームのマッチは2人テーブル専用です。
cmd-tournament = トーナメント
cmd-tournament-desc = トーナメント：スイス式、総当たり、シングルエリミネーション
cmd-tournament-open = 募集
cmd-tournament-open-desc = このチャンネルでトーナメントの参加募集を開きます。主催はあなたです
cmd-tournament-start = 開始
cmd-tournament-start-desc = このチャンネルのトーナメントを今すぐ始めます（主催者か「サーバー管理」）
cmd-tournament-cancel = 中止
cmd-tournament-cancel-desc = このチャンネルのトーナメントを中止します（主催者か「サーバー管理」）
cmd-tournament-standings = 順位表
cmd-tournament-standings-desc = このチャンネルのトーナメントの順位表を自分だけに
cmd-tournament-withdraw = 棄権
cmd-tournament-withdraw-desc = このチャンネルのトーナメントを棄権します：未終了のゲームは負けになります
opt-name = 名前
opt-name-desc = トーナメントの名前
opt-tournament-cancel-name-desc = このサーバーの別の場所にあるトーナメントの名前（ここから中止するため）
opt-format = 形式
opt-format-desc = 組み合わせ方（既定はスイス式）
opt-table = テーブル
opt-table-desc = 1テーブルの人数（既定は2）
opt-best_of = マッチのゲーム数
opt-best_of-desc = 2人テーブルの1マッチのゲーム数（既定は1）
opt-rounds = ラウンド数
opt-rounds-desc = スイス式のラウンド数（既定は4）
opt-tournament-open-seats-desc = 最大参加人数（既定は16）
opt-round_hours = ラウンド時間
opt-round_hours-desc = 各ラウンドの期限までの時間（時間単位、既定は1週間）
opt-signup_hours = 募集時間
opt-signup_hours-desc = 募集を締め切って自動で始めるまでの時間（0：主催者が始める）
choice-format-0 = スイス式
choice-format-1 = 総当たり
choice-format-2 = シングルエリミネーション
choice-table-0 = 2人
choice-table-1 = 3人
choice-table-2 = 4人
choice-best_of-0 = 1ゲーム
choice-best_of-1 = 3ゲーム中2勝先取
choice-best_of-2 = 5ゲーム中3勝先取
event-title = **{ $event }** — { $format ->
        [swiss] { $rounds }ラウンドのスイス式トーナメント
        [round_robin] 総当たり
       *[elimination] シングルエリミネーション
    }、{ $size }人テーブル{ $best_of ->
        [1] {""}
       *[other] 、{ $best_of }ゲームのマッチ
    }。主催 { $host }。
event-round-time = **ラウンド：** 各{ $time }。ラウンドの期限に終わっていないゲームは、その時点の得点で決まります。
event-signed-up = **登録者（{ $joined }/{ $max }）：** { $players }
event-nobody = まだいません
event-closes = 募集は <t:{ $closes }:R> に締め切られ、同時にトーナメントが始まります。
event-host-starts = 主催者が **開始** でトーナメントを始めます。
event-signup-over = 募集は終わりました。
event-round = **{ $event } — 第{ $round }ラウンド（全{ $rounds }）**
event-table = テーブル{ $table }：{ $players } → { $thread }
event-table-waiting = テーブル{ $table }：{ $players }（スレッドはまもなく開きます）
event-tables-more = …ほか{ $count }テーブル：それぞれのスレッドでお知らせします。
event-bye = 不戦勝：{ $player }
event-deadline = このラウンドは <t:{ $when }:R> に終わります。
event-standings-title = **{ $event } — 第{ $round }ラウンド終了時の順位（全{ $rounds }）**
event-final-title = **{ $event } — 最終順位**
event-table-ref = 第{ $round }ラウンド、テーブル{ $table }
event-decided = ラウンドの期限で決着：{ $tables }。
event-winner = 🏆 **{ $event }** の優勝は { $player }！
picture-event-after-round = { $event } — 第{ $round }ラウンド終了時
picture-event-final = { $event } — 最終順位
event-cancelled = **{ $event }** は { $player } によって中止されました。
event-cancelled-empty = **{ $event }** は始まりませんでした：登録者が少なすぎました。
event-withdrew = { $player } が **{ $event }** を棄権しました。未終了のゲームは負けになります。
event-tables-wait = { $host } **{ $event }** の卓はスレッドを待っています：このサーバーのアクティブなスレッドは Discord の上限（1,000）に達しています。それまで大会は一時停止し、期限も止まります。終わったスレッドをアーカイブすれば空きができます。{ $minutes }分ごとに試し直して自動で再開します。ホストが先に再開することもできます。
answer-event-not-in-thread = トーナメントはスレッドではなくチャンネルで開いてください：そのゲームはそこに専用スレッドを持ちます。
answer-event-here = このチャンネルにはすでにトーナメント（#{ $event }）があります：同時に1つまでです。
answer-event-opened = トーナメント #{ $event } を開きました：参加募集をこのチャンネルに投稿しました。
answer-event-started = { $event } が始まりました。
answer-event-cancelled = { $event } を中止しました。
answer-event-withdrawn = { $event } を棄権しました。
cmd-tournament-resume = 再開
cmd-tournament-resume-desc = 権限が戻ったら、このチャンネルの一時停止中のトーナメントを続けます（主催者か「サーバー管理」）
error-event-paused = このトーナメントは一時停止中です：そのチャンネルで私の権限（投稿かスレッド作成）が外れました。戻ったら、主催者が `/トーナメント 再開` で続けられます。
answer-event-resumed = { $event } を再開しました。

## Alt text of pictures (what a screen reader says for each)
alt-turn = 最後のタイルのまわりの盤面。タイル { $tile } を置けるマスに番号があります
alt-close-up = 置いたばかりのタイルの拡大。手下を置ける場所に文字があります
alt-board = 盤面と各プレイヤーの得点
alt-scores = 終了時の盤面と、各プレイヤーの種類別の得点
alt-bag = 袋に残っているタイル（種類別）
alt-holders = 道・都市・草原を持つプレイヤーの色で塗った盤面
alt-race = 各手番後の各プレイヤーの得点
alt-tile = 引いたタイル { $tile }
alt-replay = タイル1枚ずつのゲームの流れ
alt-standings = 大会の順位表
alt-rating = { $name } のレーティングの推移（1ゲームずつ）

# The live board's page.
page-title = カルカソンヌ
page-language = 言語
page-new-game = 新しいゲーム
page-people = この画面で遊ぶ人
page-add-person = 人を追加
page-computers = コンピューター
page-add-computer = コンピューターを追加
page-player = プレイヤー { $n }
page-remove = 外す
page-rules = ルール
page-expansions = 拡張
page-seats = 席: { $seats }(2〜6)
page-start = ゲームを始める
page-watching = 観戦中です。
page-waiting = { $player } を待っています…
page-turn-tile = { $player } さんの番です: タイルを置く場所を選んでください。
page-turn-figure = { $player } さん: コマを置く場所を選ぶか、置かないでください。
page-fits-here = ここに置けます: 列 { $x }、行 { $y }
page-drawn-tile = 置くタイル: { $tile }
page-zoom-in = 拡大
page-zoom-out = 縮小
page-centre = 盤面全体を表示
page-scores = 得点
page-bag = 袋の中のタイル: { $left }
page-history = 履歴
page-game-over = ゲームは終了しました。
page-offline = 接続が切れました。再接続しています…
page-stale = ゲームが進みました。現在の状態を表示します。
page-keys = キー: Tab でマスへ移動、Enter で選択、R でタイルを回転、もう一度 Enter で配置。矢印で移動、+ と − で拡大縮小、0 で全体表示。
page-holders = 誰が何を持っているかを表示
page-by-feature = 地形別の得点
page-error-bad-request = 盤面が理解できない内容が送られました。ページを再読み込みしてください。
page-error-session = このリンクはもう使えません(期限切れか、別のゲームのものです)。ゲームを開き直してください。
page-error-watch-only = このリンクは観戦用です。プレイはできません。
page-error-too-many = クリックが多すぎます。少し待ってください。
page-error-busy = ボードが混み合っています。少ししてからもう一度お試しください。
page-error-discord-code = Discord で本人確認ができませんでした。盤面を閉じて、もう一度開いてください。
page-error-not-in-activity = Discord によると、あなたはこのアクティビティに参加していないか、アクティビティがゲームのチャンネルにありません。ゲームのチャンネルから盤面を開いてください。
page-error-discord-down = 今は Discord に問い合わせできませんでした。少し待ってからもう一度お試しください。
page-error-no-game-here = このチャンネルで進行中のゲームはありません。
page-asking-discord = Discord で本人確認中…
