# 한국어: 게임 용어는 assets/locales/glossary/README.md를 따른다.
# 존댓말(해요체/합니다체)을 쓰고, 이름 뒤에는 조사를 바로 붙이지 않는다
# (받침에 따라 달라지므로): "차례: 민수"처럼 이름을 둘러 문장을 만든다.

## Pictures. Words drawn on the board's pictures: keep them short.

# A seat with no name (seats are numbered from 1).
picture-player = 플레이어 { $number }
picture-game-over = 게임 종료
# The status line of the board: whose turn, and the tiles left to draw.
picture-to-play = 차례: { $name } · 타일 { $left }장 남음
# Column headings of the players' panel and the score sheet.
picture-col-followers = 일꾼
picture-col-score = 점수
picture-col-bank = 남은 시간
picture-bank-dh = { $d }일 { $h }시간
picture-bank-hm = { $h }시간 { $m }분
picture-bank-m = { $m }분
picture-bank-left = { $left } 남음
picture-col-roads = 길
picture-col-cities = 도시
picture-col-monasteries = 수도원
picture-col-farms = 초원
picture-col-total = 합계
picture-col-figures = 말
picture-col-wine = 와인
picture-col-grain = 곡물
picture-col-cloth = 옷감
picture-col-goods = 교역품
# The turn picture.
picture-turn-of = 차례: { $name }
picture-fits = { $count ->
    [0] 이 타일은 어디에도 놓을 수 없습니다.
   *[other] 이 타일을 놓을 수 있는 곳: { $count }곳
}
picture-bag-left = { $count ->
    [0] 주머니가 비었습니다
   *[other] 주머니에 남은 타일: { $count }장
}
# The follower close-up: each lettered spot, and what it is on.
picture-no-spot = 이 타일에는 일꾼을 놓을 수 없습니다.
picture-spot = { $letter }: { $feature ->
    [road] 길
    [city] 도시
    [monastery] 수도원
    [garden] 정원
   *[field] 초원
}
# The bag picture.
picture-bag-all-drawn = 타일을 모두 뽑았습니다.
picture-bag-all-fit = 지금은 모두 어딘가에 놓을 수 있습니다.
picture-bag-some-fit = 지금 어딘가에 놓을 수 있는 타일 { $fitting }장, 놓을 수 없는 타일 { $nowhere }장(빨간 테두리).
# The board tinted by who holds each feature.
picture-holders-title = 누가 무엇을 차지했나
picture-holders-key = 길, 도시, 초원을 그곳에 일꾼이 가장 많은 플레이어의 색으로 칠했습니다. 같으면 줄무늬입니다.
picture-chart-race = 점수 경쟁
picture-chart-end = 종료
picture-chart-turns = 차례
picture-chart-rating = 레이팅: { $name }
picture-chart-games = 게임 { $count }판, 가장 오래된 것이 왼쪽
picture-chart-peak = 최고 { $rating }
picture-chart-season-peak = 시즌 최고 { $rating }
picture-standings-player = 플레이어
picture-standings-points = 승점
picture-standings-buchholz = 부흐홀츠
picture-standings-score = 득점
picture-standings-played = 경기 수
picture-standings-withdrawn = { $name }(기권)
picture-standings-none = 아직 아무도 경기하지 않았습니다.
picture-chart-now = 현재: { $rating }

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = 이 채널에서 카르카손을 플레이합니다.
cmd-carcassonne-new = 새게임
cmd-carcassonne-new-desc = 새 게임의 로비를 엽니다.
cmd-host = 호스트
cmd-host-desc = 호스트로서 이 채널의 게임을 진행합니다(또는 서버 관리하기 권한).
cmd-host-options = 옵션
cmd-host-options-desc = 시작 전에 이 채널 로비의 옵션을 바꿉니다(호스트).
cmd-carcassonne-turn = 차례
cmd-carcassonne-turn-desc = 내 차례의 조작 버튼을 나에게만 다시 보여 줍니다.
cmd-carcassonne-board = 보드
cmd-carcassonne-board-desc = 이 채널 게임의 보드나 누가 무엇을 차지했는지 나에게만 보여 줍니다.
cmd-carcassonne-bag = 주머니
cmd-carcassonne-bag-desc = 주머니에 남은 타일을 종류별로 나에게만 보여 줍니다.
cmd-carcassonne-history = 기록
cmd-carcassonne-history-desc = 이 채널 게임의 최근 수를 글로 나에게만 보여 줍니다.
cmd-carcassonne-score = 점수
cmd-carcassonne-score-desc = 길, 도시, 수도원, 초원별 점수를 보여 줍니다.
cmd-carcassonne-rules = 규칙
cmd-carcassonne-rules-desc = 이 채널 게임의 규칙과 옵션(또는 이 서버의 기본값).
cmd-carcassonne-undo = 무르기
cmd-carcassonne-undo-desc = 다른 플레이어에게 마지막 수를 무르자고 요청합니다(그 뒤 컴퓨터의 수도 함께).
cmd-carcassonne-resign = 기권
cmd-carcassonne-resign-desc = 이 채널의 게임에서 나갑니다.
cmd-host-cancel = 취소
cmd-host-cancel-desc = 이 채널의 게임을 취소합니다(호스트 또는 서버 관리하기 권한이 있는 사람).
cmd-host-resume = 재개
cmd-host-resume-desc = 여기서 제 권한이 고쳐지면 이 채널의 일시 정지된 게임을 다시 시작합니다.
cmd-carcassonne-export = 내보내기
cmd-carcassonne-export-desc = 이 채널 최근 게임의 기보(carcassonne-record/1).
cmd-carcassonne-replay = 다시보기
cmd-carcassonne-replay-desc = 이 채널 최근 게임(지금까지의 수)의 애니메이션을 나에게만.
cmd-carcassonne-games = 게임목록
cmd-carcassonne-games-desc = 이 서버에서 진행 중인 게임을 나에게만 보여 줍니다.
cmd-carcassonne-mine = 내게임
cmd-carcassonne-mine-desc = 이 서버에서 진행 중인 내 게임. 내 차례인 게임이 먼저입니다.
cmd-carcassonne-notify = 알림
cmd-carcassonne-notify-desc = 이 서버의 게임에서 내 차례를 알리는 방법.
cmd-host-skip = 건너뛰기
cmd-host-skip-desc = 현재 플레이어의 차례를 건너뜁니다(호스트 또는 서버 관리하기 권한이 있는 사람).
cmd-host-remove = 제외
cmd-host-remove-desc = 플레이어를 게임에서 제외합니다. 일꾼은 남습니다(호스트 또는 서버 관리하기).
cmd-host-standin = 대리
cmd-host-standin-desc = 플레이어의 자리를 컴퓨터에 넘깁니다. 그 자리는 레이팅에 들지 않습니다(호스트 또는 서버 관리하기).
cmd-host-clock = 시계
cmd-host-clock-desc = 이 게임의 차례 시계를 멈추거나 다시 켭니다(호스트 또는 서버 관리하기 권한이 있는 사람).
cmd-host-links = 링크
cmd-host-links-desc = 관전 링크를 새로 만듭니다. 예전 링크는 쓸 수 없게 됩니다(호스트 또는 서버 관리하기 권한이 있는 사람).
cmd-carcassonne-help = 도움말
cmd-carcassonne-help-desc = 이 봇으로 플레이하는 방법.
cmd-settings = 서버설정
cmd-settings-desc = 새 게임에 쓰는 서버 기본값(서버 관리하기).
cmd-leaderboard = 순위표
cmd-leaderboard-desc = 이 서버의 최고 플레이어.
cmd-stats = 전적
cmd-stats-desc = 이 서버에서의 전적: 레이팅, 최근 10게임, 특정 상대와의 전적.

# Options, by name; a command can have its own description of one.
opt-small_city = 작은_도시
opt-small_city-desc = 완성된 타일 2장짜리 도시의 점수
opt-farms = 농부
opt-farms-desc = 농부가 점수를 얻는 방식
opt-end_scoring = 종료_점수
opt-end_scoring-desc = 끝났을 때 미완성인 것 중 무엇이 점수를 얻나
opt-seats = 자리
opt-seats-desc = 자리 수(2~6)
opt-turn_hours = 차례_시간
opt-turn_hours-desc = 차례당 시간(0: 제한 없음)
opt-thread = 스레드
opt-thread-desc = 전용 스레드에서 플레이
opt-computers = 컴퓨터
opt-computers-desc = 지금 앉힐 컴퓨터 플레이어 수(로비에서 더 추가 가능)
opt-computer_level = 컴퓨터_난이도
opt-computer_level-desc = 컴퓨터 플레이어의 실력
opt-language = 언어
opt-language-desc = 게임 언어(지정하지 않으면 서버의 언어)
opt-river = 강
opt-river-desc = 강 확장으로 플레이(샘이 처음, 호수가 마지막)
opt-abbot = 수도원장
opt-abbot-desc = 수도원장 확장으로 플레이(정원과 모두에게 수도원장 하나)
opt-inns_cathedrals = 여관과_대성당
opt-inns_cathedrals-desc = 여관과 대성당 확장으로 플레이
opt-traders_builders = 상인과_건축가
opt-traders_builders-desc = 상인과 건축가 확장으로 플레이
opt-host-options-language-desc = 게임 언어
opt-settings-language-desc = 새 게임의 언어(지정하지 않으면 서버 자체의 언어)
opt-show = 보기
opt-show-desc = 보드(기본) 또는 모든 길, 도시, 초원을 차지한 사람의 색으로
opt-moves = 수
opt-moves-desc = 몇 수(기본 10)
opt-how = 방법
opt-how-desc = 알리는 방법(비워 두면 지금의 방법을 보여 줌)
opt-player = 플레이어
opt-player-desc = 제외할 플레이어
opt-host-standin-player-desc = 컴퓨터가 자리를 이어받을 플레이어
opt-stand_in = 대리
opt-stand_in-desc = 시간이 다 되거나 기권하거나 제외된 플레이어의 자리를 누가 잇나
opt-time_bank = 시간_은행
opt-time_bank-desc = 차례당 시간 대신 플레이어마다 시간 은행(Board Game Arena 시계처럼)
opt-action = 동작
opt-action-desc = 시계를 멈추거나 다시 켭니다
opt-reminder_hours = 알림_시간
opt-reminder_hours-desc = 다시 알리기까지의 시간(0: 알리지 않음)
opt-forfeit_after = 몰수패_기준
opt-forfeit_after-desc = 연속으로 차례를 놓치면 몰수패가 되는 횟수(0: 없음)
opt-threads = 스레드_사용
opt-threads-desc = 모든 게임에 전용 스레드
opt-lobby_hours = 로비_시간
opt-lobby_hours-desc = 시작하지 않은 로비가 열려 있는 시간(0: 무기한, 기본 48)
opt-lobbies_per_member = 멤버당_로비
opt-lobbies_per_member-desc = 한 멤버가 동시에 열 수 있는 로비 수(0: 무제한, 기본 3)
opt-ask_cooldown_minutes = 요청_간격_분
opt-ask_cooldown_minutes-desc = 한 사람의 재대결·무르기 요청 사이의 분(0: 없음, 기본 10)
opt-threads_per_hour = 시간당_스레드
opt-threads_per_hour-desc = 봇이 한 시간에 여는 게임 스레드 수(0: 무제한, 기본 10)
opt-games_per_channel = 채널당_게임
opt-games_per_channel-desc = 채널과 그 스레드에서 함께 진행할 수 있는 게임 수(0: 무제한, 기본 10)
opt-season = 시즌
opt-settings-season-desc = 순위표 시즌: 매달 또는 분기마다 레이팅을 새로 시작(끔: 전체 기간만)
opt-leaderboard-season-desc = 어떤 순위표: 이번 시즌(기본), 지난 시즌, 전체 기간
opt-season_channel = 시즌_채널
opt-season_channel-desc = 시즌이 끝나면 상위 3명을 발표할 곳
opt-season_announce = 시즌_발표
opt-season_announce-desc = 시즌마다 상위 3명을 발표(false: 아무것도 발표하지 않음)
opt-user = 사용자
opt-user-desc = 누구의 전적(기본: 나)
opt-against = 상대
opt-against-desc = 이 사람과의 전적

# Choices, by option and place in the list (languages keep their own names).
choice-small_city-0 = 4점(현행 규칙)
choice-small_city-1 = 2점(초판)
choice-farms-0 = 초원마다(현행 규칙)
choice-farms-1 = 도시마다(초판)
choice-farms-2 = 농부 없음
choice-end_scoring-0 = 미완성인 것은 모두 점수
choice-end_scoring-1 = 미완성 수도원만
choice-computer_level-0 = 쉬움
choice-computer_level-1 = 보통
choice-computer_level-2 = 어려움
choice-stand_in-0 = 없음: 그 자리는 게임에서 빠짐
choice-stand_in-1 = 컴퓨터 플레이어(쉬움)
choice-stand_in-2 = 컴퓨터 플레이어(보통)
choice-stand_in-3 = 컴퓨터 플레이어(어려움)
choice-time_bank-0 = 끔(차례당 시간)
choice-time_bank-1 = 1일, 차례마다 +8시간, 최대 2일
choice-time_bank-2 = 3일, 차례마다 +1일, 최대 7일
choice-time_bank-3 = 7일, 차례마다 +2일, 최대 14일
choice-settings-season-0 = 매달
choice-settings-season-1 = 분기마다
choice-settings-season-2 = 끔
choice-leaderboard-season-0 = 이번 시즌
choice-leaderboard-season-1 = 지난 시즌
choice-leaderboard-season-2 = 전체 기간
choice-show-0 = 보드
choice-show-1 = 누가 무엇을 차지했나(길, 도시, 초원)
choice-how-0 = 게임 채널에서 나를 멘션
choice-how-1 = 나에게 DM 보내기
choice-how-2 = 알림 없음(차례 메시지만)
choice-action-0 = 멈춤(휴가용)
choice-action-1 = 다시 켜기

## Refusals: why an action was not done. Nothing changed after any of them.

error-unknown-game = 그런 게임은 없습니다.
error-channel-busy = 이 채널에는 이미 게임(#{ $game })이 있습니다. 먼저 끝내거나 취소하거나, 스레드에서 게임을 시작하세요.
error-not-in-lobby = 그건 게임이 시작되기 전 로비에서만 할 수 있습니다.
error-not-started = 게임이 아직 시작되지 않았습니다.
error-game-over = 이 게임은 끝났습니다.
error-already-joined = 이미 이 게임에 참가했습니다.
error-lobby-full = 자리가 다 찼습니다({ $seats }자리).
error-not-in-game = 이 게임에 참가하고 있지 않습니다.
error-host-cannot-leave = 이 게임의 호스트입니다. 나가지 말고 게임을 취소하세요.
error-not-host = 그건 호스트만 할 수 있습니다.
error-not-allowed-to-cancel = 게임은 호스트나 서버 관리자만 취소할 수 있습니다.
error-too-few-players = 게임을 시작하려면 2명 이상이 필요합니다.
error-seats-changing = 지금 로비에 들어오거나 나가는 사람이 있습니다. 시작을 다시 누르세요.
error-not-your-turn = 지금은 이 플레이어의 차례입니다: { $name }.
error-turn-over = 이 차례는 끝났습니다. 가장 최근 메시지를 보세요.
error-no-such-spot = 이 타일에는 { $letter } 자리가 없습니다.
error-bad-seats = 자리는 2~6개입니다. { $seats }개는 안 됩니다.
error-turn-limit-too-short = 차례 제한 시간은 1분 이상이어야 합니다.
error-reminder-too-soon = 알림은 빨라도 1분 뒤부터 할 수 있습니다.
error-forfeit-never = 몰수패는 최소 한 번 차례를 놓친 뒤부터입니다.
error-seats-taken = 이미 { $players }명이 참가했습니다.
error-corrupt = 이 게임의 저장된 수를 읽을 수 없어 계속할 수 없습니다. 호스트나 서버 관리자가 취소할 수 있습니다.
error-no-computer = 뺄 컴퓨터 플레이어가 없습니다.
error-computer-turn = 컴퓨터 플레이어의 차례입니다. 알아서 둡니다.
error-paused = 게임 #{ $game }이(가) 일시 정지되었습니다: Discord가 그 채널에서 제 메시지를 거부합니다. 그곳의 제 권한이 고쳐지면 호스트나 서버 관리자가 `/호스트 재개`로 다시 시작할 수 있습니다.
error-not-paused = 이 게임은 일시 정지되지 않았습니다.
error-not-allowed-to-resume = 게임은 호스트나 서버 관리자만 다시 시작할 수 있습니다.
error-nothing-to-take-back = 이번 차례에 되돌릴 놓인 타일이 없습니다.
error-not-finished = 그 게임은 아직 끝나지 않았습니다.
error-not-allowed-to-manage = 그건 호스트나 서버 관리자만 할 수 있습니다.
error-competitor-manages = 토너먼트 게임에서는 토너먼트 주최자(그 게임에 참가하지 않을 때)나 서버 관리자만 할 수 있고, 참가자는 할 수 없습니다.
error-tournament-undo-needs-consent = 토너먼트 게임에서는 모든 상대의 동의가 있어야 수를 무를 수 있고, 컴퓨터 플레이어는 동의할 수 없습니다.
error-not-a-player = 이 게임에 참가하지 않은 사람입니다: { $name }.
error-clock-stopped = 이 게임의 시계는 이미 멈춰 있습니다. `/호스트 시계`로 다시 켭니다.
error-clock-running = 이 게임의 시계는 이미 가고 있습니다.
error-nothing-to-undo = 아직 무를 수가 없습니다.
error-cannot-undo = 마지막 수는 건너뛴 차례나 플레이어의 퇴장이라 무를 수 없습니다.
error-undo-vote-open = 이 게임에는 이미 무르기 투표가 열려 있습니다. 모두 답하면 끝납니다.
error-undo-vote-closed = 그 무르기 투표는 닫혔습니다.
error-not-a-voter = 이 무르기에는 다른 플레이어만 투표합니다.
error-internal = 저희 쪽에 문제가 생겼습니다. 아무것도 바뀌지 않았습니다. 다시 시도해 주세요.
error-saved = 저장은 되었지만 보여 주는 중에 저희 쪽에 문제가 생겼습니다. 게임 메시지가 곧 따라잡습니다.
error-too-many-threads = 이 서버의 한도(한 시간에 새 스레드 { $limit }개)에 이르렀습니다. { $minutes }분 뒤에 다시 시도하거나, 스레드 없이 여기서 게임을 시작하세요.
error-too-many-games = 이 채널과 그 스레드에는 진행 중이거나 플레이어를 기다리는 게임이 이미 { $limit }개 있으며, 이것이 서버의 한도입니다. { $limit ->
        [1] 그 게임이
       *[other] 그중 하나가
    } 끝나면 다시 시도하거나, 다른 채널에서 게임을 시작하세요.
error-too-many-lobbies = 이 서버에서 이미 열린 로비 { $limit }개의 호스트이며, 이것이 한도입니다. { $limit ->
        [1] 그 로비를
       *[other] 그중 하나를
    } 시작하거나 취소한 뒤 다시 시도하세요.
error-rematch-asked-recently = 방금 재대결을 요청했습니다. 너무 빨리 다시 모두에게 알림이 가지 않도록 { $minutes }분 뒤에 다시 요청할 수 있습니다.
error-undo-asked-recently = 방금 무르기를 요청했습니다. 너무 빨리 다시 모두에게 알림이 가지 않도록 { $minutes }분 뒤에 다시 요청할 수 있습니다.
error-choose-level = 메뉴에서 난이도를 고르세요.
error-choose-expansions = 메뉴에서 확장을 고르세요.
error-choose-position = 메뉴에서 위치를 고르세요.

# Moves the rules do not allow. $side is north, east, south or west; $edge
# and $neighbour are field, road or city; $kind is road, city, monastery or
# field; $pos is a square such as (2, -1); $port a spot code such as N or NNW.
illegal-game-over = 게임이 끝났습니다.
illegal-tile-already-placed = 타일은 이미 놓았습니다. 이제 일꾼을 놓을 곳을 고르거나 놓지 마세요.
illegal-tile-not-placed = 일꾼을 고르기 전에 타일을 놓으세요.
illegal-occupied = { $pos }에는 이미 타일이 있습니다.
illegal-not-adjacent = 타일은 보드 위의 타일에 닿아야 하는데, { $pos }는 어느 타일에도 닿지 않습니다.
illegal-edge-mismatch = 그 타일은 { $pos }에 맞지 않습니다: { $side ->
        [north] 북쪽
        [east] 동쪽
        [south] 남쪽
       *[west] 서쪽
    } 변은 { $edge ->
        [road] 길
        [river] 강
        [city] 도시
       *[field] 초원
    }인데 { $side ->
        [north] 북쪽
        [east] 동쪽
        [south] 남쪽
       *[west] 서쪽
    } 타일의 그 자리는 { $neighbour ->
        [road] 길
        [river] 강
        [city] 도시
       *[field] 초원
    }입니다.
illegal-no-followers-left = 남은 일꾼이 없습니다.
illegal-farmers-not-used = 이 게임에서는 농부를 쓰지 않습니다.
illegal-no-such-feature = 이 타일의 { $port }에는 { $kind ->
        [road] 길이
        [city] 도시가
        [monastery] 수도원이
       *[field] 초원이
    } 없습니다.
illegal-no-monastery = 이 타일에는 수도원이 없습니다.
illegal-port-needed = { $kind ->
        [road] 도둑을
        [city] 기사를
        [monastery] 수도사를
       *[field] 농부를
    } 타일의 어디에 놓을지 정하세요: { $kind ->
        [road] 길에는
        [city] 도시에는
        [monastery] 수도원에는
       *[field] 초원에는
    } 자리 지정이 필요합니다.
illegal-monastery-takes-no-port = 수도사는 수도원 자체에 서므로 자리 지정이 필요 없습니다.
illegal-feature-occupied = 그 { $kind ->
        [road] 길에는
        [city] 도시에는
        [monastery] 수도원에는
        [garden] 정원에는
       *[field] 초원에는
    } 이미 일꾼이 있습니다.
illegal-not-playing = 그 플레이어는 더 이상 게임에 없습니다.
illegal-river-closed = 강이 닫혔습니다: 더 이상 강 타일을 놓을 수 없습니다.
illegal-river-must-extend = 강 타일은 강을 이어야 합니다: { $pos }에, 강 변이 강의 열린 끝을 향하게 놓습니다.
illegal-river-u-turn = 강은 같은 방향으로 두 번 연속 꺾일 수 없습니다.
illegal-figure-not-in-play = 이 게임에서는 { $figure ->
        [large] 큰 일꾼을
        [abbot] 수도원장을
        [builder] 건축가를
        [pig] 돼지를
       *[follower] 일꾼을
    } 쓰지 않습니다.
illegal-no-figure-left = { $figure ->
        [large] 내 큰 일꾼은
        [abbot] 내 수도원장은
        [builder] 내 건축가는
        [pig] 내 돼지는
       *[follower] 내 일꾼은 모두
    } 이미 보드 위에 있습니다.
illegal-no-garden = 이 타일에는 정원이 없습니다.
illegal-figure-not-there = { $figure ->
        [abbot] 수도원장은 수도원이나 정원에만 놓습니다
        [builder] 건축가는 길이나 도시에만 놓습니다
        [pig] 돼지는 초원에만 놓습니다
       *[other] 정원에는 수도원장만 놓습니다
    }. 여기는 { $kind ->
        [road] 길
        [city] 도시
        [monastery] 수도원
        [garden] 정원
       *[field] 초원
    }입니다.
illegal-builder-on-completed = 그 지형은 이 타일로 완성됩니다. 건축가는 아직 커지는 지형에만 놓습니다.
illegal-builder-needs-follower = 건축가는 내 일꾼이 이미 있는 길이나 도시에만 놓습니다.
illegal-pig-needs-farmer = 돼지는 내 농부가 이미 있는 초원에만 놓습니다.
illegal-no-abbot-on-board = 보드 위에 되가져올 수도원장이 없습니다.
illegal-abbot-feature-complete = 수도원장의 수도원이나 정원이 완성되었습니다. 점수를 얻고 알아서 돌아옵니다.
illegal-abbot-return-with-figure = 수도원장을 되가져오는 것이 이번 차례의 말 놓기입니다: 말을 더 놓을 수 없습니다.

# Discord's names for the bot's permissions, as its settings show them.
perm-view-channel = 채널 보기
perm-send-messages = 메시지 보내기
perm-attach-files = 파일 첨부
perm-read-message-history = 메시지 기록 보기
perm-create-public-threads = 공개 스레드 만들기
perm-send-messages-in-threads = 스레드에서 메시지 보내기
# $list names the permissions; $count says how many.
error-missing-permissions = { $thread ->
        [yes] 이 스레드에서는
       *[no] 이 채널에서는
    } 게임을 진행할 수 없습니다: 여기서 { $list } { $count ->
        [1] 권한이
       *[other] 권한이
    } 없습니다. 서버 관리자가 채널 설정(권한)에서 준 뒤 다시 시도하세요.
# Joins names in a list: "A, B and C".
list-and = { $init }, { $last }
paused-notice = <#{ $channel }>의 게임 #{ $game }이(가) 일시 정지되었습니다: Discord가 그곳에서 제 메시지를 거부하니 제 권한이 빠진 것입니다. 필요한 권한: { $list }(스레드에서는 { $send } 대신 { $threads }). 고쳐지면 호스트나 서버 관리자가 그곳에서 `/호스트 재개`를 실행할 수 있습니다. 그때까지 차례 시계는 멈춥니다.
paused-thread-notice = <#{ $channel }>의 게임 #{ $game }이(가) 일시 정지되었습니다: 그 스레드가 보관되었거나 잠겨서 다시 열 수 없습니다. 모더레이터가 잠금을 풀면 호스트나 서버 관리자가 그곳에서 `/호스트 재개`를 실행할 수 있습니다. 그때까지 차례 시계는 멈춥니다.
error-unknown-options = 이 명령어에는 { $options } { $count ->
        [1] 옵션이
       *[other] 옵션이
    } 없습니다. Discord가 아직 이 봇의 명령어를 업데이트하는 중일 수 있습니다. 1분 뒤에 다시 시도하세요.
error-unreadable-option = { $option } 옵션을 읽을 수 없습니다: 그 옵션이 받는 값이 아닙니다. `/carcassonne 도움말`에 옵션이 나와 있습니다.
error-stale-command = 그 명령어는 이 봇의 명령어와 맞지 않습니다(범위를 벗어난 옵션이나 없는 선택지). Discord가 아직 이 봇의 명령어를 업데이트하는 중일 수 있습니다. 1분 뒤에 다시 시도하세요.
error-needs-manage-server = 이 서버의 기본값은 서버 관리하기 권한이 있는 사람만 바꿀 수 있습니다.
error-server-only = 카르카손은 서버의 채널에서 플레이합니다. 이 명령어는 DM이 아니라 그곳에서 쓸 수 있습니다.

## Answers to commands, seen only by the person who asked unless said.

answer-pick-subcommand = 하위 명령어 중 하나를 고르세요: { $list }.
answer-no-thread = Discord가 여기서 스레드를 열게 해 주지 않았습니다. 다시 시도하거나 스레드 없이 게임을 시작하세요(`스레드: False`).
answer-threads-full = 이 서버의 활성 스레드가 Discord 한도(1,000개)에 이르러 게임용 스레드를 열 수 없습니다. 끝난 스레드를 보관해 자리를 만들거나, 스레드 없이 여기서 게임을 시작하세요(`스레드: False`).
answer-game-open = { $thread ->
        [yes] 게임 #{ $game }을(를) <#{ $channel }>에 열었습니다: 로비는 그곳에 있습니다.
       *[no] 게임 #{ $game }을(를) 열었습니다: 로비는 바로 아래에 있습니다.
    }
answer-no-lobby = 이 채널에는 로비가 없습니다.
answer-options-started = 게임이 시작되었습니다: 옵션은 그대로입니다.
answer-options-saved = 저장했습니다. 게임 #{ $game }은(는) 이렇게 진행됩니다:
    { $rules }
answer-no-game-start-one = 이 채널에는 게임이 없습니다. `/carcassonne 새게임`으로 시작하세요.
answer-no-running-game = 이 채널에는 진행 중인 게임이 없습니다.
answer-no-game = 이 채널에는 게임이 없습니다.
answer-no-game-to-cancel = 이 채널에는 취소할 게임이 없습니다.
# Public, under the score sheet.
answer-scores = 게임 #{ $game }의 점수.
answer-rules-of-game = 게임 #{ $game }:
    { $rules }
answer-rules-of-server = 새 게임에 쓰는 이 서버의 기본값:
    { $rules }
answer-undone = 물렀습니다. 게임은 그 지점부터 이어집니다.
# $closes is a time, shown by Discord in the reader's own format.
answer-undo-asked = 요청했습니다. 다른 사람들은 <t:{ $closes }:f>까지 동의할 수 있습니다.
answer-resigned = 게임 #{ $game }에서 나갔습니다.
# Public.
answer-cancelled = 게임 #{ $game }이(가) 취소되었습니다.
answer-resumed = 게임 #{ $game }이(가) 다시 진행됩니다. 차례 시계가 다시 갑니다.
answer-record = 게임 #{ $game }의 기보입니다.
answer-replay-cooldown = 방금 다시보기를 요청했습니다. { $seconds }초 뒤에 다시 요청할 수 있습니다.
answer-replay = 게임 #{ $game }, 한 수씩.
answer-replay-busy = 지금 다른 다시보기를 그리는 중입니다. 게임이 빠르도록 하나씩 그립니다. 1분 뒤에 다시 요청하세요.
answer-computer-turn = 지금은 이 플레이어의 차례입니다: { $name }. 알아서 둡니다.
answer-not-your-turn = 지금은 내 차례가 아니라 이 플레이어의 차례입니다: { $name }.
answer-turn-link = 차례 메시지: { $link }
answer-done = 완료: { $what }
answer-links-renewed = 이 게임의 예전 관전 링크는 이제 쓸 수 없습니다. 새 카드에는 새 링크가 붙습니다.
# $how is mention, dm or quiet.
answer-notice-set = 이제부터 내 차례는 { $how ->
        [mention] 게임 채널의 멘션으로
        [dm] 차례 링크가 담긴 DM으로(DM이 닫혀 있으면 채널의 멘션으로)
       *[quiet] 알림 없이 차례 메시지로만
    } 알려 드립니다.
answer-notice-now = 내 차례는 { $how ->
        [mention] 게임 채널의 멘션으로
        [dm] 차례 링크가 담긴 DM으로(DM이 닫혀 있으면 채널의 멘션으로)
       *[quiet] 알림 없이 차례 메시지로만
    } 알려 드리고 있습니다. `/carcassonne 알림`으로 바꿀 수 있습니다.
answer-config-saved = 저장했습니다. 이 서버의 새 게임:
    { $rules }{ $threads ->
        [yes] 게임마다 전용 스레드가 생깁니다.
       *[no] 게임은 채널에서 진행됩니다.
    } { $lobby_hours ->
        [0] 로비는 시작하거나 취소할 때까지 열려 있습니다.
       *[other] 시작하지 않은 로비는 { $lobby_hours }시간 뒤에 닫힙니다.
    }

## Answers to clicks, seen only by the person who clicked.

click-unknown-control = 이 봇이 모르는 버튼입니다. 아무것도 바뀌지 않습니다.
click-other-channel = 이 버튼은 다른 채널의 게임 것입니다. 아무것도 바뀌지 않습니다.
click-no-board = 이 봇에서는 Discord 안에서 보드를 열 수 없습니다. 버튼을 사용하거나, 보이면 '실시간 관전'을 사용하세요.
click-rematch-open = 게임 #{ $game }을(를) 열었습니다: 로비는 아래에 있습니다. 다른 사람들도 초대했습니다.

## Game messages in the channel, in the game's language.

duration-days = { $n }일
duration-hours = { $n }시간
duration-minutes = { $n }분
# The rules in force; $small is four or two, $farms per-field, per-city or
# off, $end all or monasteries.
rules-line = { $small ->
        [two] 타일 2장짜리 도시는 2점(초판)
       *[four] 타일 2장짜리 도시는 4점
    }; { $farms ->
        [per-city] 농부는 완성된 도시마다 한 번씩 점수(초판)
        [off] 농부 없음
       *[per-field] 농부는 자기 초원이 닿은 완성된 도시마다 3점
    }; { $end ->
        [monasteries] 끝날 때 미완성 수도원만 점수
       *[all] 끝날 때 미완성 길, 도시, 수도원이 점수
    }
rules-turn-time = { $time }. 그 뒤 { $forfeit ->
        [yes] 차례를 건너뛰며, 연속 { $after }번 놓치면 몰수패
       *[no] 차례를 건너뜀
    }
rules-no-turn-limit = 제한 없음
rules-rules = **규칙:** { $rules }.
expansion-name = { $name ->
        [river] 강
        [abbot] 수도원장
        [inns_cathedrals] 여관과 대성당
       *[traders_builders] 상인과 건축가
    }
rules-expansions = **확장:** { $list }.
rules-no-expansions = **확장:** 없음(기본 게임).
rules-seats = **자리:** 최대 { $seats }.
rules-turn = **차례 시간:** { $turn_time }.
rules-reminder = **알림:** 수 없이 { $time } 뒤.
rules-stand-in = **대리:** 시간이 다 되거나 기권하거나 제외된 사람의 자리는 컴퓨터 플레이어({ $level })가 잇습니다. 그 자리는 레이팅에 들지 않습니다.
rules-bank = 각자 { $start }의 시간 은행, 차례마다 { $increment } 추가, 최대 { $cap }, 자기 차례에만 줄어듦
rules-language = **언어:** { $language }.
lobby-title = **카르카손** — 게임 #{ $game }, 호스트 { $host }
lobby-players = **플레이어({ $joined }/{ $seats }):** { $players }
lobby-can-start = 호스트가 지금 게임을 시작할 수 있습니다.
lobby-waiting = 플레이어가 한 명 이상 더 오기를 기다리는 중…
lobby-closes = 시작하지 않으면 로비는 <t:{ $closes }:R>에 닫힙니다.
lobby-add-computer-menu = 컴퓨터 플레이어 추가(호스트)…
lobby-expansions-menu = 확장(호스트가 고름)
lobby-add-computer = 컴퓨터 플레이어 추가: { $level }
level-easy = 쉬움
level-medium = 보통
level-hard = 어려움
level-random = 무작위
level-easy-blurb = 규칙은 알지만 최선의 수를 자주 놓침
level-medium-blurb = 지금 가장 좋아 보이는 수를 둠
level-hard-blurb = 주머니에 남은 타일까지 내다봄
level-random-blurb = 규칙에 맞는 아무 수
# Buttons: at most 80 characters.
button-join = 참가
button-leave = 나가기
button-start = 시작
button-cancel = 취소
button-remove-computer = 컴퓨터 빼기
button-previous = ◀ 이전
button-next = 다음 ▶
button-fits-one-way = 한 방향으로만 맞음
button-turn = ⟳ 돌리기
button-turn-left = ⟲ 왼쪽으로
button-turn-right = ⟳ 오른쪽으로
button-confirm = 확정
button-no-follower = 일꾼 없음
button-take-back = ↩ 타일 되돌리기
button-rematch = 재대결
button-agree = 동의
button-refuse = 거부
# The turn message. $player is a mention; $tile a tile's letter.
turn-header = { $player }, 내 차례입니다({ $move }번째 수). 내 타일은 **{ $tile }**, 주머니에 { $left }장 남았습니다.
turn-deadline = 시간은 <t:{ $deadline }:R>에 끝납니다.
turn-clock-stopped = 시계가 멈춰 있습니다.
turn-pick = 번호로 위치를 고르고, 타일을 돌린 뒤 확정하세요.
turn-shown-in-place = 타일을 그 자리에 보여 줍니다. 돌리거나 다른 위치를 고른 뒤 확정하세요.
# Under each position in the menu: at most 100 characters.
turn-fits-ways = { $ways }방향으로 맞음
turn-choose-position = { $pages ->
        [1] 위치를 고르세요
       *[other] 위치를 고르세요({ $page }/{ $pages }쪽)
    }
feature = { $kind ->
        [road] 길
        [city] 도시
        [monastery] 수도원
        [garden] 정원
       *[field] 초원
    }
follower-step = { $player }, 타일을 놓았습니다. 글자가 붙은 자리에 일꾼을 놓거나 놓지 마세요. 남은 일꾼: { $left }명.
dm-turn = <#{ $channel }>의 카르카손 게임 #{ $game }에서 내 차례입니다({ $move }번째 수).
dm-reminder = ⏰ 알림: <#{ $channel }>의 카르카손 게임 #{ $game }에서 아직 내 차례입니다({ $move }번째 수).
dm-link = 내 차례: { $link }
dm-how-to-change = 서버에서 `/carcassonne 알림`으로 알리는 방법을 바꿀 수 있습니다.
dm-fallback = { $player }, 차례가 기다리고 있습니다: { $link }
dm-fallback-reminder = ⏰ { $player }, 차례가 아직 기다리고 있습니다: { $link }
dm-closed = DM이 닫혀 있어서 여기서 멘션합니다. DM을 열거나 `/carcassonne 알림`으로 다른 방법을 고르세요.
board-turn = 게임 #{ $game }: 차례 { $name }({ $move }번째 수).
board-holders-turn = 게임 #{ $game }: 누가 무엇을 차지했나, 차례 { $name }({ $move }번째 수).
board-holders-end = 게임 #{ $game }: 끝났을 때 누가 무엇을 차지했나.
board-over = 게임 #{ $game }이(가) 끝났습니다.
board-not-started = 게임 #{ $game }은(는) 아직 시작되지 않았습니다.
board-cancelled = 게임 #{ $game }이(가) 취소되었습니다.
bag-not-started = 게임 #{ $game }은(는) 아직 시작되지 않았습니다: 타일 { $total }장이 모두 주머니에 있습니다.
bag-over = 게임 #{ $game }이(가) 끝났습니다: 더 뽑을 것이 없습니다.
bag-left = 게임 #{ $game }: { $left ->
        [0] 주머니가 비었습니다. 손에 든 타일이 마지막입니다.
       *[other] 주머니에 { $left }장 남았습니다. { $nowhere ->
            [0] 지금은 모두 어딘가에 놓을 수 있습니다.
           *[other] 지금 어딘가에 놓을 수 있는 것 { $fitting }장, 없는 것 { $nowhere }장.
        }
    }
final-title = 최종 점수
# $medal is 🥇, 🥈, 🥉 or ▫️; $left is yes for a player who left the game.
final-line = { $medal } { $player } — **{ $score }**(길 { $roads }, 도시 { $cities }, 수도원 { $monasteries }, 초원 { $farms }{ $goods ->
        [0] {""}
       *[other] , 교역품 { $goods }
    }){ $left ->
        [yes] , 게임에서 나감
       *[no] {""}
    }
final-rating = 레이팅 { $before } → { $after }
undo-last-move = 마지막 수
undo-vote = **무를까요?** { $asker } 님이 게임 #{ $game }의 { $what } 무르기를 요청합니다. { $voters }: 동의하나요? <t:{ $closes }:R>까지 모두 동의해야 합니다.
undo-agreed = 지금까지 동의: { $names }.
rematch-invite = { $count ->
        [0] 게임 #{ $old }의 재대결: 게임 #{ $game }의 로비가 바로 위에 있습니다.
       *[other] 게임 #{ $old }의 재대결! { $players }: 게임 #{ $game }의 로비가 바로 위에 있습니다. 다시 하려면 **참가**를 누르세요.
    }

## Lists and stats, in the language of whoever asked.

leaderboard-title = 순위표
leaderboard-title-season = 순위표 — 시즌 { $season }
season-over = 🏆 **시즌 { $season }이(가) 끝났습니다.** 최고 플레이어:
season-top-line = { $medal } { $player } — 레이팅 { $rating }, { $games }게임, { $wins }승
leaderboard-empty = 이 서버에서 아직 아무도 게임을 끝내지 않았습니다.
leaderboard-line = { $place }. { $player } — 레이팅 { $rating } · { $games }게임, { $wins }승 · 평균 { $average }, 최고 { $best }
games-title = { $count ->
        [0] 이 서버에서 진행 중인 게임이 없습니다. `/carcassonne 새게임`으로 시작하세요.
        [1] **이 서버에서 진행 중인 게임 1개**
       *[other] **이 서버에서 진행 중인 게임 { $count }개**({ $page }/{ $pages }쪽, 오래 기다린 순)
    }
games-cannot-check = 내가 볼 수 있는 채널을 Discord에 물어볼 수 없어서 지금은 게임을 보여 주지 않습니다. 1분 뒤에 다시 시도하세요.
stats-cannot-check = 내가 볼 수 있는 채널을 Discord에 물어볼 수 없어서 지금은 최근 게임을 보여 주지 않습니다.
games-your-turn = 내 차례
games-turn-of = 차례: { $name }
games-between-turns = 차례 사이
games-since = <t:{ $since }:R>부터
games-go-to-it = 바로 가기
games-progress = { $played }차례 진행, 타일 { $left }장 남음
games-paused = 일시 정지
mine-none = 이 서버에서 참가 중인 게임이 없습니다. `/carcassonne 게임목록`에 진행 중인 게임이 있습니다.
mine-title = **내 게임**({ $count }): { $yours ->
        [0] 지금 나를 기다리는 게임은 없습니다.
       *[other] { $yours }게임에서 내 차례입니다.
    }
stats-none = { $player } 님은 이 서버에서 아직 게임을 끝내지 않았습니다.
stats-line = { $player }: { $games }게임, { $wins }승, 평균 점수 { $average }, 최고 { $best }; 레이팅 { $rating }(실력 { $mu } ± { $sigma }).
history-none = 게임 #{ $game }에는 아직 수가 없습니다.
history-title = 게임 #{ $game }: 전체 { $total }수 중 최근 { $shown }수
history-end = 끝.
recent-title = 최근 { $count }게임:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 승리
       *[other] { $players }명 중 { $rank }위
    }, { $score }점
against-none = { $a } 님과 { $b } 님은 이 서버에서 아직 함께 게임을 끝내지 않았습니다.
against-line = **{ $b } 님과의 전적:** 함께 { $games }게임; { $a } 님이 { $ahead }번 앞섬, { $behind }번 뒤짐, { $level }번 동점.
replay-whole-game = 게임 전체:

## What happened, said in the game's channel. Names come as $player,
## $name, $asker… and are shown as typed.

someone = 누군가
undo-refused = { $voter } 님이 { $asker } 님이 요청한 무르기를 거부했습니다. 수는 그대로입니다.
undo-agreed-by-all = 모두 { $asker } 님에게 동의했습니다: { $moves } 무름.
undo-done = { $asker } 님이 물렀습니다: { $moves }.
undo-turn-undone = 이 차례는 물렀습니다.
undo-play-again = { $player } 님이 같은 타일로 그 차례를 다시 둡니다.
undo-expired = 제때 모두 동의하지 않아서 수는 그대로입니다.
# "Ann's tile V at (1, 0)", in a list of undone moves.
undo-tile-of = { $player } 님의 타일 { $tile }(({ $x }, { $y }))
news-skipped = { $actor } 님이 { $player } 님의 차례를 건너뛰었습니다.
news-removed = { $actor } 님이 { $player } 님을 게임에서 제외했습니다. 일꾼은 보드에 남습니다.
news-handed = { $actor } 님이 { $player } 님의 자리를 컴퓨터 플레이어에게 넘겼습니다.
news-stand-in = 이제부터 { $player } 님의 자리는 컴퓨터 플레이어({ $level })가 둡니다. 그 자리는 레이팅에 들지 않습니다.
seat-stood-in = { $player }(컴퓨터, { $level })
news-clock-started = { $actor } 님이 시계를 다시 켰습니다: 차례에 남아 있던 시간 그대로입니다.
news-clock-stopped = { $actor } 님이 시계를 멈췄습니다: 다시 켤 때까지 아무도 시간이 다 되지 않습니다. 수는 계속 둘 수 있습니다.
# $follower is none, road, city, monastery or field.
news-placed = { $player } 님이 타일 { $tile }을(를) ({ $x }, { $y })에 놓았습니다{ $follower ->
        [road] {""}(길에 도둑)
        [city] {""}(도시에 기사)
        [monastery] {""}(수도원에 수도사)
        [field] {""}(초원에 농부)
       *[none] {""}
    }.
news-could-not-place = { $player } 님은 타일을 놓을 수 없었습니다.
figure-name = { $figure ->
        [large] 큰 일꾼
        [abbot] 수도원장
        [builder] 건축가
        [pig] 돼지
       *[follower] 일꾼
    }
button-watch-live = 실시간 관전
button-open-board = 보드 열기
button-return-abbot = 수도원장 되가져오기
follower-menu = 자리와 말을 고르세요
error-choose-spot = 메뉴에서 자리를 고르세요.
news-goods = { $player } 님이 완성된 도시의 교역품을 가져갔습니다: 와인 { $wine }, 곡물 { $grain }, 옷감 { $cloth }.
news-second-part = { $player } 님의 건축가가 지형이 커지는 것을 보았습니다: { $player } 님이 타일을 한 장 더 놓습니다.
news-placed-figure = { $player } 님이 타일 { $tile }을(를) ({ $x }, { $y })에 놓고 { $kind ->
        [road] 길에
        [city] 도시에
        [monastery] 수도원에
        [garden] 정원에
       *[field] 초원에
    } { $figure ->
        [large] 큰 일꾼을
        [abbot] 수도원장을
        [builder] 건축가를
       *[pig] 돼지를
    } 놓았습니다.
news-left = { $player } 님이 게임에서 나갔습니다.
history-scored = 점수: { $list }.
history-set-aside = { $player } 님이 뽑은 타일 { $tile }은(는) 어디에도 맞지 않아 옆으로 치웠습니다.
history-skipped = { $player } 님의 차례를 건너뛰었습니다. 타일 { $tile }은(는) 옆으로 치웠습니다.
history-nothing-more = 끝에 더 얻은 점수는 없었습니다.
history-final-scoring = 최종 점수 계산.
news-set-aside = 타일 { $tile }은(는) 어디에도 맞지 않아 옆으로 치웠고, { $player } 님이 다시 뽑았습니다.
news-game-over = 게임이 끝났습니다.
undo-lapsed = 게임이 진행되어 무르기 투표가 닫혔습니다: 수는 그대로입니다.
news-begins = 게임 시작! 첫 차례는 { $player } 님입니다.
news-started = 게임 #{ $game }이(가) 시작되었습니다.
news-cancelled = { $player } 님이 게임 #{ $game }을(를) 취소했습니다.
news-only-computers = 컴퓨터 플레이어만 남아서 게임이 여기서 끝납니다.
news-turn-goes-on = 이 차례는 새 메시지에서 이어집니다.
news-lobby-closed = 게임 #{ $game }의 로비가 닫혔습니다: { $hours }시간 안에 아무도 시작하지 않았습니다. `/carcassonne 새게임`으로 새로 엽니다.
news-still-turn = 아직 { $player } 님의 차례입니다: 아래에 다시 올렸습니다.
news-forfeit = { $player } 님이 연속 { $missed }번 시간이 다 되어 몰수패했습니다.
news-timed-out = { $player } 님의 시간이 다 되어 차례를 건너뛰었습니다.
# A scoring: $players are the names ("Ann and Ben"), $count how many.
scored = { $count ->
        [0] 아무도 { $points }점을 얻지 못했습니다: { $what }
        [1] { $players } 님 { $points }점: { $what }
       *[other] { $players } 님 각각 { $points }점: { $what }
    }
what-road = 타일 { $tiles }장짜리 길
what-road-unfinished = 타일 { $tiles }장짜리 미완성 길
what-city = 타일 { $tiles }장짜리 도시{ $pennants ->
        [0] {""}
       *[other] (문장 { $pennants }개)
    }
what-city-unfinished = 타일 { $tiles }장짜리 미완성 도시{ $pennants ->
        [0] {""}
       *[other] (문장 { $pennants }개)
    }
what-monastery = 완성된 수도원
what-monastery-unfinished = 이웃 타일 { $neighbours }장인 미완성 수도원
what-field = 완성된 도시 { $cities }개에 닿은 초원

what-road-inn = 여관이 있는 타일 { $tiles }장짜리 길(타일당 2점)
what-road-inn-unfinished = 여관이 있는 타일 { $tiles }장짜리 미완성 길: 여관이 있는 길은 완성되지 않으면 점수가 없습니다
what-city-cathedral = 대성당이 있는 타일 { $tiles }장짜리 도시{ $pennants ->
        [0] {""}
       *[other] 와 문장 { $pennants }개
    }(각 3점)
what-city-cathedral-unfinished = 대성당이 있는 타일 { $tiles }장짜리 미완성 도시: 대성당이 있는 도시는 완성되지 않으면 점수가 없습니다
what-garden = 완성된 정원
what-garden-unfinished = 이웃 타일 { $neighbours }장인 미완성 정원
what-abbot-returned = 이웃 타일 { $neighbours }장인 { $kind ->
        [garden] 정원에서
       *[monastery] 수도원에서
    } 되가져온 수도원장
what-goods = 가장 많은 { $good ->
        [wine] 와인
        [grain] 곡물
       *[cloth] 옷감
    }(토큰 { $count }개)
what-field-pig = 완성된 도시 { $cities }개에 닿고 돼지가 있는 초원(도시당 4점)

## Help: one message, at most 2000 characters. Command names as in this
## language's commands above.

help = **Discord에서 카르카손**
    `/carcassonne 새게임`으로 로비를 엽니다. 다른 사람은 **참가**, 호스트는 **시작**을 누릅니다(그 전에 `/호스트 옵션`으로 옵션을 바꿀 수 있습니다). 호스트는 로비 메뉴에서 빈자리를 컴퓨터 플레이어(쉬움, 보통, 어려움)로 채울 수 있습니다.
    내 차례에는 번호로 위치를 고르고 ⟲ ⟳로 타일을 돌린 뒤 **확정**합니다. 그다음 글자가 붙은 자리에 일꾼을 놓거나 **일꾼 없음**을 고릅니다(다른 곳에 놓으려면 **타일 되돌리기**). `/carcassonne 무르기`는 마지막 수를 무르는 데 다른 모두의 동의를 구합니다. 차례 메시지를 잃어버렸나요? `/carcassonne 차례`가 조작 버튼을 나에게만 다시 보여 줍니다. `/carcassonne 알림`으로 차례를 알리는 방법(멘션, DM, 알림 없음)을 고릅니다. `/carcassonne 내게임`은 내 게임을 내 차례인 것부터, `/carcassonne 게임목록`은 서버의 모든 게임을 보여 줍니다.
    완성된 길, 도시, 수도원은 바로 점수를 얻고, 초원과 미완성인 것은 끝날 때 점수를 얻습니다. 최종 점수 아래의 **재대결**은 같은 플레이어로 새 로비를 엽니다.
    `/carcassonne 보드`는 보드(또는 누가 무엇을 차지했나), `/carcassonne 주머니`는 남은 타일, `/carcassonne 기록`은 최근 수를 글로(나에게만), `/carcassonne 점수`는 점수, `/carcassonne 규칙`은 적용 중인 규칙을 보여 줍니다.
    `/carcassonne 기권`은 게임에서 나가고, `/호스트 취소`는 게임을 끝냅니다. `/호스트 건너뛰기`는 진행 중인 차례를 건너뛰고, `/호스트 제외`는 플레이어를 빼고, `/호스트 시계`는 휴가 동안 시계를 멈춥니다(호스트 또는 서버 관리하기). 채널에서 제 권한이 빠져 일시 정지된 게임은 권한이 돌아오면 `/호스트 재개`로 이어집니다.
    `/carcassonne 내보내기`는 기보를, `/carcassonne 다시보기`는 지금까지의 애니메이션을 나에게만 줍니다.
    `/순위표`와 `/전적`으로 모두의 성적을 봅니다(`/전적 상대:`로 상대 전적).
    `/토너먼트 모집`(으)로 토너먼트를 엽니다. 관리자는 `/서버설정`(으)로 서버 기본값을 정합니다.
answer-limits = { $lobbies ->
        [0] 멤버는 열린 로비를 몇 개든 열 수 있습니다.
       *[other] 멤버 한 명이 동시에 열 수 있는 로비는 { $lobbies }개까지입니다.
    } { $cooldown ->
        [0] 재대결과 무르기 요청에는 대기 시간이 없습니다.
       *[other] 재대결이나 무르기는 한 사람이 { $cooldown }분에 한 번 요청할 수 있습니다.
    } { $threads ->
        [0] 봇은 게임 스레드를 몇 개든 엽니다.
       *[other] 봇은 한 시간에 게임 스레드를 최대 { $threads }개 엽니다.
    } { $games ->
        [0] 채널과 그 스레드에는 게임이 몇 개든 있을 수 있습니다.
       *[other] 채널과 그 스레드에는 동시에 게임이 최대 { $games }개 있을 수 있습니다.
    }
answer-season-channel-kind = 시즌 발표는 텍스트 채널이나 공지 채널로 갑니다. 그중 하나를 고르세요.
answer-seasons = { $period ->
        [monthly] 시즌은 한 달(UTC)입니다. 매달 각 플레이어의 전체 레이팅을 신규 플레이어 값 쪽으로 절반 당긴 값에서 새로 시작합니다.
        [quarterly] 시즌은 한 분기(UTC)입니다. 분기마다 각 플레이어의 전체 레이팅을 신규 플레이어 값 쪽으로 절반 당긴 값에서 새로 시작합니다.
       *[off] 시즌 없음: 순위표는 전체 기간을 셉니다.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] 시즌 종료는 발표하지 않습니다.
        }
       *[other] 시즌마다 상위 3명을 <#{ $channel }>에서 발표합니다.
    }

## Tournaments
event-thread = { $event } · { $round }라운드, { $table }번 테이블
event-thread-match = { $event } · { $round }라운드, { $table }번 테이블, { $game }번째 게임
news-decided-by-deadline = 라운드 마감이 지났습니다: 이 게임은 여기서 끝나며, 지금 점수로 결정됩니다.
error-no-event = 여기에는 토너먼트가 없습니다.
error-no-event-named = 이 서버에 “{ $name }”(이)라는 토너먼트가 없습니다.
error-events-share-name = 이 서버에 그 이름의 토너먼트가 여러 개 있습니다({ $channels }). 해당 채널에서 취소하세요.
error-event-full = 이 토너먼트는 꽉 찼습니다({ $limit }명).
error-already-signed-up = 이미 신청했습니다.
error-not-signed-up = 이 토너먼트에 참가하고 있지 않습니다.
error-signup-closed = 이 토너먼트의 신청은 마감되었습니다.
error-event-not-running = 이 토너먼트는 진행 중이 아닙니다.
error-too-few-entrants = 토너먼트를 시작하려면 { $needed }명 이상이 필요합니다.
error-best-of-pairs = 여러 게임짜리 매치는 2인 테이블에서만 합니다.
cmd-tournament = 토너먼트
cmd-tournament-desc = 토너먼트: 스위스 방식, 리그전, 싱글 엘리미네이션
cmd-tournament-open = 모집
cmd-tournament-open-desc = 이 채널에서 토너먼트 참가 신청을 엽니다. 주최는 나입니다
cmd-tournament-start = 시작
cmd-tournament-start-desc = 이 채널의 토너먼트를 지금 시작합니다(주최자 또는 서버 관리하기)
cmd-tournament-cancel = 취소
cmd-tournament-cancel-desc = 이 채널의 토너먼트를 취소합니다(주최자 또는 서버 관리하기)
cmd-tournament-standings = 순위
cmd-tournament-standings-desc = 이 채널 토너먼트의 순위를 나에게만
cmd-tournament-withdraw = 기권
cmd-tournament-withdraw-desc = 이 채널의 토너먼트에서 기권합니다: 끝나지 않은 게임은 패배로 칩니다
opt-name = 이름
opt-name-desc = 토너먼트 이름
opt-tournament-cancel-name-desc = 이 서버의 다른 곳에 있는 토너먼트 이름 (여기서 취소하려면)
opt-format = 방식
opt-format-desc = 짝을 짓는 방식(기본은 스위스 방식)
opt-table = 테이블
opt-table-desc = 테이블당 플레이어 수(기본 2)
opt-best_of = 매치_게임_수
opt-best_of-desc = 2인 테이블의 매치당 게임 수(기본 1)
opt-rounds = 라운드
opt-rounds-desc = 스위스 방식 토너먼트의 라운드 수(기본 4)
opt-tournament-open-seats-desc = 최대 참가 인원(기본 16)
opt-round_hours = 라운드_시간
opt-round_hours-desc = 각 라운드의 마감까지 시간(기본 일주일)
opt-signup_hours = 신청_시간
opt-signup_hours-desc = 신청이 마감되고 저절로 시작될 때까지 시간(0: 주최자가 시작)
choice-format-0 = 스위스 방식
choice-format-1 = 리그전
choice-format-2 = 싱글 엘리미네이션
choice-table-0 = 2명
choice-table-1 = 3명
choice-table-2 = 4명
choice-best_of-0 = 1게임
choice-best_of-1 = 3판 2선승
choice-best_of-2 = 5판 3선승
event-title = **{ $event }** — { $format ->
        [swiss] { $rounds }라운드 스위스 방식 토너먼트
        [round_robin] 리그전
       *[elimination] 싱글 엘리미네이션
    }, { $size }인 테이블{ $best_of ->
        [1] {""}
       *[other] , { $best_of }판 매치
    }; 주최 { $host }.
event-round-time = **라운드:** 각 { $time }. 라운드 마감에 끝나지 않은 게임은 그때의 점수로 결정됩니다.
event-signed-up = **신청자({ $joined }/{ $max }):** { $players }
event-nobody = 아직 없음
event-closes = 신청은 <t:{ $closes }:R>에 마감되며, 그때 토너먼트가 시작됩니다.
event-host-starts = 주최자가 **시작**으로 토너먼트를 시작합니다.
event-signup-over = 신청이 끝났습니다.
event-round = **{ $event } — { $round }/{ $rounds }라운드**
event-table = { $table }번 테이블: { $players } → { $thread }
event-table-waiting = { $table }번 테이블: { $players }(스레드가 곧 열립니다)
event-tables-more = …외 { $count }개 테이블: 각 테이블의 스레드에서 알려 드립니다.
event-bye = 부전승(승리로 침): { $player }
event-deadline = 이 라운드는 <t:{ $when }:R>에 끝납니다.
event-standings-title = **{ $event } — { $round }/{ $rounds }라운드 후 순위**
event-final-title = **{ $event } — 최종 순위**
event-table-ref = { $round }라운드, { $table }번 테이블
event-decided = 라운드 마감으로 결정: { $tables }.
event-winner = 🏆 **{ $event }** 우승: { $player }!
picture-event-after-round = { $event } — { $round }라운드 후
picture-event-final = { $event } — 최종 순위
event-cancelled = **{ $event }**이(가) 취소되었습니다. 취소한 사람: { $player }.
event-cancelled-empty = **{ $event }**은(는) 시작되지 않았습니다: 신청자가 너무 적었습니다.
event-withdrew = { $player } 님이 **{ $event }**에서 기권했습니다. 끝나지 않은 게임은 패배로 칩니다.
event-tables-wait = { $host } **{ $event }**의 테이블이 스레드를 기다립니다: 이 서버의 활성 스레드가 Discord 한도(1,000개)에 이르렀습니다. 그동안 토너먼트는 일시 정지되고 마감 시간도 멈춥니다. 끝난 스레드를 보관하면 자리가 생깁니다. { $minutes }분마다 다시 시도해 스스로 이어 가며, 호스트가 더 일찍 재개할 수도 있습니다.
answer-event-not-in-thread = 토너먼트는 스레드가 아니라 채널에서 여세요: 그 게임들이 그곳에 각자의 스레드를 갖습니다.
answer-event-here = 이 채널에는 이미 토너먼트(#{ $event })가 있습니다: 한 번에 하나만.
answer-event-opened = 토너먼트 #{ $event }을(를) 열었습니다: 참가 신청을 이 채널에 올렸습니다.
answer-event-started = { $event }이(가) 시작되었습니다.
answer-event-cancelled = { $event }이(가) 취소되었습니다.
answer-event-withdrawn = { $event }에서 기권했습니다.
cmd-tournament-resume = 재개
cmd-tournament-resume-desc = 제 권한이 돌아오면 이 채널의 일시 정지된 토너먼트를 이어 갑니다(주최자 또는 서버 관리하기)
error-event-paused = 이 토너먼트는 일시 정지되었습니다: 그 채널에서 제 권한(글쓰기 또는 스레드 열기)이 빠졌습니다. 돌아오면 주최자가 `/토너먼트 재개`로 이어 갈 수 있습니다.
answer-event-resumed = { $event }이(가) 다시 진행됩니다.

## Alt text of pictures (what a screen reader says for each)
alt-turn = 마지막 타일 주변의 보드. 타일 { $tile }을(를) 놓을 수 있는 칸마다 번호가 있습니다
alt-close-up = 방금 놓은 타일을 가까이서 본 모습. 일꾼을 놓을 수 있는 자리마다 글자가 있습니다
alt-board = 보드와 각 플레이어의 점수
alt-scores = 마지막 보드와 각 플레이어의 지형별 점수
alt-bag = 주머니에 남은 타일, 종류별로
alt-holders = 길, 도시, 들판을 차지한 플레이어의 색으로 칠한 보드
alt-race = 매 차례 후 각 플레이어의 점수
alt-tile = 뽑은 타일 { $tile }
alt-replay = 타일 하나씩 본 게임
alt-standings = 대회 순위표
alt-rating = { $name }의 레이팅, 게임별

# The live board's page.
page-title = 카르카손
page-language = 언어
page-new-game = 새 게임
page-people = 이 화면의 사람들
page-add-person = 사람 추가
page-computers = 컴퓨터 플레이어
page-add-computer = 컴퓨터 플레이어 추가
page-player = 플레이어 { $n }
page-remove = 제거
page-rules = 규칙
page-expansions = 확장
page-seats = 자리: { $seats } (2~6)
page-start = 게임 시작
page-watching = 관전 중입니다.
page-waiting = { $player } 님을 기다리는 중…
page-turn-tile = { $player } 님 차례: 타일을 놓을 곳을 고르세요.
page-turn-figure = { $player } 님: 말을 놓을 자리를 고르거나 놓지 마세요.
page-fits-here = 여기에 놓을 수 있음: { $x }열, { $y }행
page-drawn-tile = 놓을 타일: { $tile }
page-zoom-in = 확대
page-zoom-out = 축소
page-centre = 보드 전체 보기
page-scores = 점수
page-bag = 주머니 속 타일: { $left }
page-history = 기록
page-game-over = 게임이 끝났습니다.
page-offline = 연결이 끊겼습니다. 다시 시도하는 중…
page-stale = 게임이 진행되었습니다. 지금 상태를 보여 드립니다.
page-keys = 키: Tab으로 칸 이동, Enter로 선택, R로 타일 회전, 다시 Enter로 놓기. 화살표로 이동, +와 −로 확대·축소, 0으로 전체 보기.
page-holders = 누가 무엇을 차지했는지 보기
page-by-feature = 지형별 점수
page-error-bad-request = 보드가 이해하지 못하는 내용이 전송되었습니다. 페이지를 새로 고치세요.
page-error-session = 이 링크는 더 이상 유효하지 않습니다(만료되었거나 다른 게임의 링크). 게임을 다시 여세요.
page-error-watch-only = 이 링크는 관전용이라 플레이할 수 없습니다.
page-error-too-many = 클릭이 너무 많습니다. 잠시 기다리세요.
page-error-busy = 지금 보드가 혼잡합니다. 잠시 후 다시 시도하세요.
page-error-discord-code = Discord에서 본인 확인이 되지 않았습니다. 보드를 닫고 다시 여세요.
page-error-not-in-activity = Discord에 따르면 이 활동에 참여하고 있지 않거나, 활동이 게임 채널에 있지 않습니다. 게임 채널에서 보드를 여세요.
page-error-discord-down = 지금은 Discord에 확인할 수 없습니다. 잠시 후 다시 시도하세요.
page-error-no-game-here = 이 채널에서 진행 중인 게임이 없습니다.
page-asking-discord = Discord에서 본인 확인 중…
