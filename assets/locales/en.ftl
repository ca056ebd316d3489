# English: the bot's first language, and the fallback for every other.
# Each message is used by the code under the same name; every language has
# every message, with the same arguments.

## Pictures. Words drawn on the board's pictures: keep them short.

# A seat with no name (seats are numbered from 1).
picture-player = Player { $number }
picture-game-over = Game over
# The status line of the board: whose turn, and the tiles left to draw.
picture-to-play = { $name } to play · { $left ->
    [one] 1 tile left
   *[other] { $left } tiles left
}
# Column headings of the players' panel and the score sheet.
picture-col-followers = Followers
picture-col-score = Score
picture-col-bank = Time left
picture-bank-dh = { $d }d { $h }h
picture-bank-hm = { $h }h { $m }m
picture-bank-m = { $m }m
picture-bank-left = { $left } left
picture-col-roads = Roads
picture-col-cities = Cities
picture-col-monasteries = Monast.
picture-col-farms = Farms
picture-col-total = Total
picture-col-figures = Figures
picture-col-wine = Wine
picture-col-grain = Grain
picture-col-cloth = Cloth
picture-col-goods = Goods
# The turn picture.
picture-turn-of = { $name }'s turn
picture-fits = { $count ->
    [0] This tile fits nowhere.
    [one] 1 place where this tile fits
   *[other] { $count } places where this tile fits
}
picture-bag-left = { $count ->
    [0] The bag is empty
    [one] 1 tile left in the bag
   *[other] { $count } tiles left in the bag
}
# The follower close-up: each lettered spot, and what it is on.
picture-no-spot = No follower can go on this tile.
picture-spot = { $letter }: { $feature ->
    [road] road
    [city] city
    [monastery] monastery
    [garden] garden
   *[field] field
}
# The bag picture.
picture-bag-all-drawn = Every tile has been drawn.
picture-bag-all-fit = Every one of them would fit somewhere now.
picture-bag-some-fit = { $fitting } would fit somewhere now; { $nowhere } would not (outlined in red).
# The board tinted by who holds each feature.
picture-holders-title = Who holds what
picture-holders-key = Roads, cities and fields in the colour of the player with most followers in them; striped where players tie.
picture-chart-race = Score race
picture-chart-end = End
picture-chart-turns = Turns
picture-chart-rating = Rating of { $name }
picture-chart-games = { $count ->
        [one] 1 game, the oldest on the left
       *[other] { $count } games, the oldest on the left
    }
picture-chart-peak = Best { $rating }
picture-chart-season-peak = Season best { $rating }
picture-standings-player = Player
picture-standings-points = Match pts
picture-standings-buchholz = Buchholz
picture-standings-score = Scored
picture-standings-played = Played
picture-standings-withdrawn = { $name } (withdrew)
picture-standings-none = Nobody has played yet.
picture-chart-now = Now: { $rating }

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Play Carcassonne in this channel.
cmd-carcassonne-new = new
cmd-carcassonne-new-desc = Open a lobby for a new game.
cmd-host = host
cmd-host-desc = Run this channel's game as its host (or with Manage Server).
cmd-host-options = options
cmd-host-options-desc = Change the options of this channel's lobby before the start (the host).
cmd-carcassonne-turn = turn
cmd-carcassonne-turn-desc = Bring back your turn's controls, just for you.
cmd-carcassonne-board = board
cmd-carcassonne-board-desc = Show the board of this channel's game, or who holds what, just for you.
cmd-carcassonne-bag = bag
cmd-carcassonne-bag-desc = Show what is left in the bag, kind by kind, just for you.
cmd-carcassonne-history = history
cmd-carcassonne-history-desc = The last moves of this channel's game in words, just for you.
cmd-carcassonne-score = score
cmd-carcassonne-score-desc = Show the scores, broken down by roads, cities, monasteries and farms.
cmd-carcassonne-rules = rules
cmd-carcassonne-rules-desc = The rules and options of this channel's game (or this server's defaults).
cmd-carcassonne-undo = undo
cmd-carcassonne-undo-desc = Ask the other players to undo the last move (computer moves after it go too).
cmd-carcassonne-resign = resign
cmd-carcassonne-resign-desc = Leave this channel's game.
cmd-host-cancel = cancel
cmd-host-cancel-desc = Cancel this channel's game (the host, or someone with Manage Server).
cmd-host-resume = resume
cmd-host-resume-desc = Resume this channel's paused game, once my permissions here are fixed.
cmd-carcassonne-export = export
cmd-carcassonne-export-desc = The game record of this channel's latest game (carcassonne-record/1).
cmd-carcassonne-replay = replay
cmd-carcassonne-replay-desc = An animation of this channel's latest game (the moves so far), just for you.
cmd-carcassonne-games = games
cmd-carcassonne-games-desc = The running games on this server, just for you.
cmd-carcassonne-mine = mine
cmd-carcassonne-mine-desc = Your running games on this server, those waiting for you first.
cmd-carcassonne-notify = notify
cmd-carcassonne-notify-desc = How you are told it is your turn in this server's games.
cmd-host-skip = skip
cmd-host-skip-desc = Skip the current player's turn (the host, or someone with Manage Server).
cmd-host-remove = remove
cmd-host-remove-desc = Remove a player from this channel's game; their followers stay (the host, or Manage Server).
cmd-host-standin = standin
cmd-host-standin-desc = Hand a player's seat to a computer player; the seat is not rated (the host, or Manage Server).
cmd-host-clock = clock
cmd-host-clock-desc = Stop or start this game's turn clock (the host, or someone with Manage Server).
cmd-host-links = links
cmd-host-links-desc = New Watch live links for this game; the old ones stop working (the host, or Manage Server).
cmd-carcassonne-help = help
cmd-carcassonne-help-desc = How to play with this bot.
cmd-settings = settings
cmd-settings-desc = Server defaults for new games (Manage Server).
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = This server's best players.
cmd-stats = stats
cmd-stats-desc = Someone's record on this server: rating, last 10 games, and against someone.

# Options, by name; a command can have its own description of one.
opt-small_city = small_city
opt-small_city-desc = Points for a completed 2-tile city
opt-farms = farms
opt-farms-desc = How farmers score
opt-end_scoring = end_scoring
opt-end_scoring-desc = What unfinished features score at the end
opt-seats = seats
opt-seats-desc = Seats (2 to 6)
opt-turn_hours = turn_hours
opt-turn_hours-desc = Hours per turn (0: no limit)
opt-thread = thread
opt-thread-desc = Play in a thread of its own
opt-computers = computers
opt-computers-desc = Computer players to seat now (you can add more in the lobby)
opt-computer_level = computer_level
opt-computer_level-desc = How well the computer players play
opt-language = language
opt-language-desc = The game's language (the server's unless set)
opt-river = river
opt-river-desc = Play with The River (the spring first, the lake last)
opt-abbot = abbot
opt-abbot-desc = Play with The Abbot (gardens, and an abbot for everyone)
opt-inns_cathedrals = inns_cathedrals
opt-inns_cathedrals-desc = Play with Inns & Cathedrals
opt-traders_builders = traders_builders
opt-traders_builders-desc = Play with Traders & Builders
opt-host-options-language-desc = The game's language
opt-settings-language-desc = The language of new games (the server's own language unless set)
opt-show = show
opt-show-desc = The board (unless set), or every road, city and field in its holder's colour
opt-moves = moves
opt-moves-desc = How many moves (10 unless set)
opt-how = how
opt-how-desc = How to tell you (leave it out to see how you are told now)
opt-player = player
opt-player-desc = The player to remove
opt-host-standin-player-desc = The player whose seat a computer player takes
opt-stand_in = stand_in
opt-stand_in-desc = Who takes the seat of a player who runs out of time, resigns or is removed
opt-time_bank = time_bank
opt-time_bank-desc = A time bank for each player, in place of hours per turn (like Board Game Arena's clock)
opt-action = action
opt-action-desc = Stop the clock, or start it again
opt-reminder_hours = reminder_hours
opt-reminder_hours-desc = Hours before a reminder (0: none)
opt-forfeit_after = forfeit_after
opt-forfeit_after-desc = Missed turns in a row before a player forfeits (0: never)
opt-threads = threads
opt-threads-desc = Give every game a thread of its own
opt-lobby_hours = lobby_hours
opt-lobby_hours-desc = Hours a lobby stays open unless started (0: for ever; 48 unless set)
opt-lobbies_per_member = lobbies_per_member
opt-lobbies_per_member-desc = Open lobbies one member may host at once (0: any number; 3 unless set)
opt-ask_cooldown_minutes = ask_cooldown_minutes
opt-ask_cooldown_minutes-desc = Minutes between one person's rematch or undo asks (0: none; 10 unless set)
opt-threads_per_hour = threads_per_hour
opt-threads_per_hour-desc = Threads the bot opens for games per hour (0: any number; 10 unless set)
opt-games_per_channel = games_per_channel
opt-games_per_channel-desc = Running games a channel and its threads may hold together (0: any number; 10 unless set)
opt-season = season
opt-settings-season-desc = Seasons for the leaderboard: ratings restart each month or quarter (off: all time only)
opt-leaderboard-season-desc = Which leaderboard: this season's (default), the last season's, or all time
opt-season_channel = season_channel
opt-season_channel-desc = Where each season's top three are announced when it ends
opt-season_announce = season_announce
opt-season_announce-desc = Announce each season's top three (false: announce nothing)
opt-user = user
opt-user-desc = Whose stats (default: yours)
opt-against = against
opt-against-desc = Their record against this person

# Choices, by option and place in the list (languages keep their own names).
choice-small_city-0 = 4 points (current rules)
choice-small_city-1 = 2 points (first edition)
choice-farms-0 = per field (current rules)
choice-farms-1 = per city (first edition)
choice-farms-2 = no farmers
choice-end_scoring-0 = everything unfinished scores
choice-end_scoring-1 = only unfinished monasteries
choice-computer_level-0 = easy
choice-computer_level-1 = medium
choice-computer_level-2 = hard
choice-stand_in-0 = nobody: the seat leaves the game
choice-stand_in-1 = a computer player (easy)
choice-stand_in-2 = a computer player (medium)
choice-stand_in-3 = a computer player (hard)
choice-time_bank-0 = off (hours per turn)
choice-time_bank-1 = 1 day, +8 hours a turn, up to 2 days
choice-time_bank-2 = 3 days, +1 day a turn, up to 7 days
choice-time_bank-3 = 7 days, +2 days a turn, up to 14 days
choice-settings-season-0 = monthly
choice-settings-season-1 = quarterly
choice-settings-season-2 = off
choice-leaderboard-season-0 = this season
choice-leaderboard-season-1 = last season
choice-leaderboard-season-2 = all time
choice-show-0 = the board
choice-show-1 = who holds what (roads, cities, fields)
choice-how-0 = mention me in the game's channel
choice-how-1 = send me a direct message
choice-how-2 = no ping (the turn message only)
choice-action-0 = stop (for holidays)
choice-action-1 = start again

## Refusals: why an action was not done. Nothing changed after any of them.

error-unknown-game = There is no such game.
error-channel-busy = This channel already has a game (#{ $game }). Finish or cancel it first, or start a game in a thread.
error-not-in-lobby = That can only be done in the lobby, before the game starts.
error-not-started = The game has not started yet.
error-game-over = This game is over.
error-already-joined = You are already in this game.
error-lobby-full = The game is full ({ $seats } seats).
error-not-in-game = You are not playing in this game.
error-host-cannot-leave = You are hosting this game: cancel it instead of leaving.
error-not-host = Only the host can do that.
error-not-allowed-to-cancel = Only the host or a server admin can cancel the game.
error-too-few-players = A game needs at least 2 players to start.
error-seats-changing = People are joining or leaving this lobby right now; press Start again.
error-not-your-turn = It's { $name }'s turn.
error-turn-over = This turn is over; look at the latest message.
error-no-such-spot = There is no spot { $letter } on this tile.
error-bad-seats = A game has 2 to 6 seats, not { $seats }.
error-turn-limit-too-short = A turn time limit must be at least a minute.
error-reminder-too-soon = Reminders can come after a minute at the soonest.
error-forfeit-never = Forfeit after at least one missed turn.
error-seats-taken = { $players } players have joined already.
error-corrupt = This game's saved moves cannot be read, so it cannot go on. The host or a server admin can cancel it.
error-no-computer = There is no computer player to remove.
error-computer-turn = It's a computer player's turn; it moves by itself.
error-paused = Game #{ $game } is paused: Discord refuses my messages in its channel. Once my permissions there are fixed, the host or a server admin can resume it with `/host resume`.
error-not-paused = This game is not paused.
error-not-allowed-to-resume = Only the host or a server admin can resume the game.
error-nothing-to-take-back = There is no placed tile to take back in this turn.
error-not-finished = That game is not over yet.
error-not-allowed-to-manage = Only the host or a server admin can do that.
error-competitor-manages = In a tournament game only the tournament's host (when not playing in it) or a server admin can do that, never one of its players.
error-tournament-undo-needs-consent = In a tournament game a move is taken back only with every opponent's consent, and a computer player cannot give it.
error-not-a-player = { $name } is not playing in this game.
error-clock-stopped = The clock of this game is stopped already; `/host clock` starts it again.
error-clock-running = The clock of this game is running already.
error-nothing-to-undo = There is no move of yours or anyone's to undo yet.
error-cannot-undo = The last move was a skipped turn or a player leaving; that cannot be undone.
error-undo-vote-open = An undo vote is open in this game already; it ends when everyone has answered.
error-undo-vote-closed = That undo vote is closed.
error-not-a-voter = Only the other players vote on this undo.
error-internal = Something went wrong on our side; nothing was changed. Please try again.
error-saved = That was saved, but something went wrong on our side while showing it; the game's messages will catch up shortly.
error-too-many-threads = This server's limit of { $limit ->
        [one] 1 new thread
       *[other] { $limit } new threads
    } an hour is reached. Try again in { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }, or start the game here without a thread.
error-too-many-games = This channel and its threads already hold { $limit ->
        [one] a game
       *[other] { $limit } games
    } running or waiting for players, the most this server allows. Try again when { $limit ->
        [one] it ends
       *[other] one of them ends
    }, or start the game in another channel.
error-too-many-lobbies = You host { $limit ->
        [one] an open lobby
       *[other] { $limit } open lobbies
    } on this server already, the most it allows. Start or cancel { $limit ->
        [one] it
       *[other] one of them
    }, then try again.
error-rematch-asked-recently = You asked for a rematch a moment ago. So that nobody is pinged again so soon, you can ask again in { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }.
error-undo-asked-recently = You asked for an undo a moment ago. So that nobody is pinged again so soon, you can ask again in { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }.
error-choose-level = Choose a level from the menu.
error-choose-expansions = Choose the expansions from the menu.
error-choose-position = Choose a position from the menu.

# Moves the rules do not allow. $side is north, east, south or west; $edge
# and $neighbour are field, road or city; $kind is road, city, monastery or
# field; $pos is a square such as (2, -1); $port a spot code such as N or NNW.
illegal-game-over = The game is over.
illegal-tile-already-placed = You have already placed your tile; now choose where to put a follower, or none.
illegal-tile-not-placed = Place your tile before choosing a follower.
illegal-occupied = There is already a tile at { $pos }.
illegal-not-adjacent = A tile must touch a tile already on the board, and { $pos } touches none.
illegal-edge-mismatch = That tile does not fit at { $pos }: its { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } edge is { $edge ->
        [road] a road
        [river] a river
        [city] a city
       *[field] a field
    } but the tile to the { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } has { $neighbour ->
        [road] a road
        [river] a river
        [city] a city
       *[field] a field
    } there.
illegal-no-followers-left = You have no followers left in your supply.
illegal-farmers-not-used = Farmers are not used in this game.
illegal-no-such-feature = This tile has no { $kind ->
        [road] road
        [city] city
        [monastery] monastery
       *[field] field
    } at { $port }.
illegal-no-monastery = This tile has no monastery.
illegal-port-needed = Say where on the tile the { $kind ->
        [road] thief
        [city] knight
        [monastery] monk
       *[field] farmer
    } goes: a { $kind ->
        [road] road
        [city] city
        [monastery] monastery
       *[field] field
    } needs a port.
illegal-monastery-takes-no-port = A monk stands on the monastery itself; it takes no port.
illegal-feature-occupied = That { $kind ->
        [road] road
        [city] city
        [monastery] monastery
        [garden] garden
       *[field] field
    } already has a follower on it.
illegal-not-playing = That player is no longer in the game.
illegal-river-closed = The river is closed: no more river tiles can be placed.
illegal-river-must-extend = A river tile must carry the river on: it goes on { $pos }, with a river edge facing the river's open end.
illegal-river-u-turn = The river may not turn the same way twice in a row.
illegal-figure-not-in-play = { $figure ->
        [large] The large follower is
        [abbot] The abbot is
        [builder] The builder is
        [pig] The pig is
       *[follower] Followers are
    } not used in this game.
illegal-no-figure-left = { $figure ->
        [large] Your large follower
        [abbot] Your abbot
        [builder] Your builder
        [pig] Your pig
       *[follower] Every follower of yours
    } is on the board already.
illegal-no-garden = This tile has no garden.
illegal-figure-not-there = { $figure ->
        [abbot] The abbot goes only on a monastery or a garden
        [builder] The builder goes only on a road or a city
        [pig] The pig goes only on a field
       *[other] Only the abbot goes on a garden
    }, not on this { $kind ->
        [road] road
        [city] city
        [monastery] monastery
        [garden] garden
       *[field] field
    }.
illegal-builder-on-completed = That feature is completed by this tile; a builder goes only on one still growing.
illegal-builder-needs-follower = A builder goes only on a road or city where you already have a follower.
illegal-pig-needs-farmer = A pig goes only on a field where you already have a farmer.
illegal-no-abbot-on-board = You have no abbot on the board to take back.
illegal-abbot-feature-complete = Your abbot's monastery or garden is completed; it scores and comes back by itself.
illegal-abbot-return-with-figure = Taking your abbot back is this turn's figure step: you cannot also place a figure.

# Discord's names for the bot's permissions, as its settings show them.
perm-view-channel = View Channel
perm-send-messages = Send Messages
perm-attach-files = Attach Files
perm-read-message-history = Read Message History
perm-create-public-threads = Create Public Threads
perm-send-messages-in-threads = Send Messages in Threads
# $list names the permissions; $count says how many.
error-missing-permissions = I can't run a game in { $thread ->
        [yes] this thread
       *[no] this channel
    }: I am missing the { $list } { $count ->
        [one] permission
       *[other] permissions
    } here. A server admin can give them to me in the channel's settings (Permissions), then try again.
# Joins names in a list: "A, B and C".
list-and = { $init } and { $last }
paused-notice = Game #{ $game } in <#{ $channel }> is paused: Discord refuses my messages there, so a permission of mine was taken away. I need { $list } (in a thread, { $threads } instead of { $send }). Once that is fixed, the host or a server admin can run `/host resume` there; the turn clock is stopped until then.
paused-thread-notice = Game #{ $game } in <#{ $channel }> is paused: its thread is archived or locked, and I cannot open it again. Once a moderator unlocks it, the host or a server admin can run `/host resume` there; the turn clock is stopped until then.
error-unknown-options = This command has no { $count ->
        [one] option called { $options }
       *[other] options called { $options }
    }. Discord may still be updating this bot's commands; try again in a minute.
error-unreadable-option = I could not read the option { $option }: it is not a value that option takes. `/carcassonne help` lists the options.
error-stale-command = That command does not match this bot's version of it (an option out of range, or a choice it does not have). Discord may still be updating this bot's commands; try again in a minute.
error-needs-manage-server = Only someone with the Manage Server permission can change this server's defaults.
error-server-only = Carcassonne is played in a server's channels; this command works there, not in direct messages.

## Answers to commands, seen only by the person who asked unless said.

answer-pick-subcommand = Pick one of the subcommands: { $list }.
answer-no-thread = Discord did not let me open a thread here. Try again, or start the game without a thread (`thread: False`).
answer-threads-full = This server has as many active threads as Discord allows (1,000), so I cannot open one for the game. Archive finished threads to make room, or start the game here without a thread (`thread: False`).
answer-game-open = { $thread ->
        [yes] Game #{ $game } is open in <#{ $channel }>: the lobby is there.
       *[no] Game #{ $game } is open: the lobby is just below.
    }
answer-no-lobby = There is no lobby in this channel.
answer-options-started = The game has started: its options stay as they are.
answer-options-saved = Saved. Game #{ $game } will be played with:
    { $rules }
answer-no-game-start-one = There is no game in this channel. Start one with `/carcassonne new`.
answer-no-running-game = There is no running game in this channel.
answer-no-game = There is no game in this channel.
answer-no-game-to-cancel = There is no game to cancel in this channel.
# Public, under the score sheet.
answer-scores = Scores of game #{ $game }.
answer-rules-of-game = Game #{ $game }:
    { $rules }
answer-rules-of-server = This server's defaults for new games:
    { $rules }
answer-undone = Undone; the game goes on from there.
# $closes is a time, shown by Discord in the reader's own format.
answer-undo-asked = Asked. The others can agree until <t:{ $closes }:f>.
answer-resigned = You have left game #{ $game }.
# Public.
answer-cancelled = Game #{ $game } was cancelled.
answer-resumed = Game #{ $game } goes on; its turn clock runs again.
answer-record = The record of game #{ $game }.
answer-replay-cooldown = You asked for a replay a moment ago; you can ask again in { $seconds } s.
answer-replay = Game #{ $game }, turn by turn.
answer-replay-busy = I am drawing another replay right now, and draw one at a time so games stay quick. Ask again in a minute.
answer-computer-turn = It's { $name }'s turn; it moves by itself.
answer-not-your-turn = It's { $name }'s turn, not yours.
answer-turn-link = The turn message: { $link }
answer-done = Done: { $what }
answer-links-renewed = The old Watch live links of this game stop working now; new cards carry a new one.
# $how is mention, dm or quiet.
answer-notice-set = From now on you are told of your turns { $how ->
        [mention] with a mention in the game's channel
        [dm] in a direct message with a link to the turn (with a mention in the channel if your DMs are closed to me)
       *[quiet] by the turn message only, without a ping
    }.
answer-notice-now = You are told of your turns { $how ->
        [mention] with a mention in the game's channel
        [dm] in a direct message with a link to the turn (with a mention in the channel if your DMs are closed to me)
       *[quiet] by the turn message only, without a ping
    }. Change it with `/carcassonne notify`.
answer-config-saved = Saved. New games on this server:
    { $rules }{ $threads ->
        [yes] Games get a thread of their own.
       *[no] Games are played in the channel.
    } { $lobby_hours ->
        [0] Lobbies stay open until started or cancelled.
        [one] Lobbies close after 1 hour unless started.
       *[other] Lobbies close after { $lobby_hours } hours unless started.
    }

## Answers to clicks, seen only by the person who clicked.

click-unknown-control = This control is not one this bot knows; it changes nothing.
click-other-channel = That control belongs to a game in another channel; it changes nothing.
click-no-board = The board cannot be opened inside Discord on this bot; use the buttons, or Watch live where it shows.
click-rematch-open = Game #{ $game } is open: its lobby is below. The others are invited.

## Game messages in the channel, in the game's language.

duration-days = { $n ->
        [one] 1 day
       *[other] { $n } days
    }
duration-hours = { $n ->
        [one] 1 hour
       *[other] { $n } hours
    }
duration-minutes = { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }
# The rules in force; $small is four or two, $farms per-field, per-city or
# off, $end all or monasteries.
rules-line = { $small ->
        [two] a 2-tile city scores 2 (first edition)
       *[four] a 2-tile city scores 4
    }; { $farms ->
        [per-city] farmers score each completed city once (first edition)
        [off] no farmers
       *[per-field] farmers score 3 per completed city their field touches
    }; { $end ->
        [monasteries] only unfinished monasteries score at the end
       *[all] unfinished roads, cities and monasteries score at the end
    }
rules-turn-time = { $time }; then { $forfeit ->
        [yes] the turn is skipped, and after { $after } missed turns in a row the player forfeits
       *[no] the turn is skipped
    }
rules-no-turn-limit = no limit
rules-rules = **Rules:** { $rules }.
expansion-name = { $name ->
        [river] The River
        [abbot] The Abbot
        [inns_cathedrals] Inns & Cathedrals
       *[traders_builders] Traders & Builders
    }
rules-expansions = **Expansions:** { $list }.
rules-no-expansions = **Expansions:** none (the base game).
rules-seats = **Seats:** up to { $seats }.
rules-turn = **Turn time:** { $turn_time }.
rules-reminder = **Reminder:** after { $time } without a move.
rules-stand-in = **Stand-ins:** a computer player ({ $level }) takes the seat of anyone who runs out of time, resigns or is removed; that seat is not rated.
rules-bank = a time bank of { $start } each, { $increment } more for every turn, up to { $cap }, running only on your own turns
rules-language = **Language:** { $language }.
lobby-title = **Carcassonne** — game #{ $game }, hosted by { $host }
lobby-players = **Players ({ $joined }/{ $seats }):** { $players }
lobby-can-start = The host can start the game now.
lobby-waiting = Waiting for at least one more player…
lobby-closes = The lobby closes <t:{ $closes }:R> unless started.
lobby-add-computer-menu = Add a computer player (host)…
lobby-expansions-menu = Expansions (the host chooses)
lobby-add-computer = Add a computer player: { $level }
level-easy = easy
level-medium = medium
level-hard = hard
level-random = random
level-easy-blurb = Knows the rules, often misses the best move
level-medium-blurb = Takes the move that looks best right now
level-hard-blurb = Looks ahead over the tiles still in the bag
level-random-blurb = Any legal move
# Buttons: at most 80 characters.
button-join = Join
button-leave = Leave
button-start = Start
button-cancel = Cancel
button-remove-computer = Remove computer
button-previous = ◀ Previous
button-next = Next ▶
button-fits-one-way = Fits one way
button-turn = ⟳ Turn
button-turn-left = ⟲ Turn left
button-turn-right = ⟳ Turn right
button-confirm = Confirm
button-no-follower = No follower
button-take-back = ↩ Take back tile
button-rematch = Rematch
button-agree = Agree
button-refuse = Refuse
# The turn message. $player is a mention; $tile a tile's letter.
turn-header = { $player }, it's your turn (move { $move }). Your tile is **{ $tile }**; { $left ->
        [one] 1 tile is left in the bag.
       *[other] { $left } tiles are left in the bag.
    }
turn-deadline = Time runs out <t:{ $deadline }:R>.
turn-clock-stopped = The clock is stopped.
turn-pick = Pick a position by its number, turn the tile, then confirm.
turn-shown-in-place = The tile is shown in place. Turn it or pick another position, then confirm.
# Under each position in the menu: at most 100 characters.
turn-fits-ways = { $ways ->
        [one] fits one way
       *[other] fits { $ways } ways
    }
turn-choose-position = { $pages ->
        [one] Choose a position
       *[other] Choose a position (page { $page } of { $pages })
    }
feature = { $kind ->
        [road] road
        [city] city
        [monastery] monastery
        [garden] garden
       *[field] field
    }
follower-step = { $player }, the tile is placed. Put a follower on a lettered spot, or none. You have { $left ->
        [one] 1 follower
       *[other] { $left } followers
    } left.
dm-turn = It's your turn in Carcassonne game #{ $game } in <#{ $channel }> (move { $move }).
dm-reminder = ⏰ Reminder: it's still your turn in Carcassonne game #{ $game } in <#{ $channel }> (move { $move }).
dm-link = Your turn: { $link }
dm-how-to-change = `/carcassonne notify` in the server changes how you are told.
dm-fallback = { $player }, your turn is waiting: { $link }
dm-fallback-reminder = ⏰ { $player }, your turn is still waiting: { $link }
dm-closed = Your DMs are closed to me, so I mention you here instead. Open them, or choose another way with `/carcassonne notify`.
board-turn = Game #{ $game }: { $name }'s turn (move { $move }).
board-holders-turn = Game #{ $game }: who holds what on { $name }'s turn (move { $move }).
board-holders-end = Game #{ $game }: who held what at the end.
board-over = Game #{ $game } is over.
board-not-started = Game #{ $game } has not started yet.
board-cancelled = Game #{ $game } was cancelled.
bag-not-started = Game #{ $game } has not started yet: all { $total } tiles are in the bag.
bag-over = Game #{ $game } is over: nothing is left to draw.
bag-left = Game #{ $game }: { $left ->
        [0] the bag is empty; the tile in hand is the last.
        [one] 1 tile left in the bag; { $fitting ->
            [0] it would fit nowhere now.
           *[other] it would fit somewhere now.
        }
       *[other] { $left } tiles left in the bag; { $nowhere ->
            [0] all of them would fit somewhere now.
           *[other] { $fitting } of them would fit somewhere now, { $nowhere } would not.
        }
    }
final-title = Final scores
# $medal is 🥇, 🥈, 🥉 or ▫️; $left is yes for a player who left the game.
final-line = { $medal } { $player } — **{ $score }** (roads { $roads }, cities { $cities }, monasteries { $monasteries }, farms { $farms }{ $goods ->
        [0] {""}
       *[other] , goods { $goods }
    }){ $left ->
        [yes] , left the game
       *[no] {""}
    }
final-rating = rating { $before } → { $after }
undo-last-move = the last move
undo-vote = **Undo?** { $asker } asks to undo { $what } in game #{ $game }. { $voters }: do you agree? Everyone must, by <t:{ $closes }:R>.
undo-agreed = Agreed so far: { $names }.
rematch-invite = { $count ->
        [0] Rematch of game #{ $old }: game #{ $game }'s lobby is just above.
       *[other] Rematch of game #{ $old }! { $players }: game #{ $game }'s lobby is just above; press **Join** to play again.
    }

## Lists and stats, in the language of whoever asked.

leaderboard-title = Leaderboard
leaderboard-title-season = Leaderboard — season { $season }
season-over = 🏆 **Season { $season } is over.** Its best players:
season-top-line = { $medal } { $player } — rating { $rating }, { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    }
leaderboard-empty = Nobody has finished a game on this server yet.
leaderboard-line = { $place }. { $player } — rating { $rating } · { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } · average { $average }, best { $best }
games-title = { $count ->
        [0] No game is running on this server. Start one with `/carcassonne new`.
        [one] **1 game running on this server**
       *[other] **{ $count } games running on this server** (page { $page } of { $pages }, the longest waiting first)
    }
games-cannot-check = I could not ask Discord which channels you can see, so I list no games for now. Please try again in a minute.
stats-cannot-check = I could not ask Discord which channels you can see, so the last games are not listed for now.
games-your-turn = your turn
games-turn-of = { $name }'s turn
games-between-turns = between turns
games-since = since <t:{ $since }:R>
games-go-to-it = go to it
games-progress = { $played ->
        [one] 1 turn
       *[other] { $played } turns
    } played, { $left ->
        [one] 1 tile
       *[other] { $left } tiles
    } left
games-paused = paused
mine-none = You are not playing in any game on this server. `/carcassonne games` lists the running ones.
mine-title = **Your games** ({ $count }): { $yours ->
        [0] none is waiting for you right now.
        [one] your turn in 1 game.
       *[other] your turn in { $yours } games.
    }
stats-none = { $player } has not finished a game on this server yet.
stats-line = { $player }: { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    }, average score { $average }, best { $best }; rating { $rating } (skill { $mu } ± { $sigma }).
history-none = Game #{ $game } has no moves yet.
history-title = Game #{ $game }: the last { $shown ->
        [one] move
       *[other] { $shown } moves
    } of { $total }
history-end = End.
recent-title = Last { $count ->
        [one] game
       *[other] { $count } games
    }:
recent-line = #{ $game } <t:{ $date }:d> — { $rank ->
        [1] 🏆 won
       *[other] { NUMBER($rank, type: "ordinal") ->
            [one] { $rank }st
            [two] { $rank }nd
            [few] { $rank }rd
           *[other] { $rank }th
        } of { $players }
    }, { $score } points
against-none = { $a } and { $b } have not finished a game together on this server.
against-line = **Against { $b }:** { $games ->
        [one] 1 game
       *[other] { $games } games
    } together; { $a } ahead in { $ahead }, behind in { $behind }, level in { $level }.
replay-whole-game = The whole game:

## What happened, said in the game's channel. Names come as $player,
## $name, $asker… and are shown as typed.

someone = Someone
undo-refused = { $voter } refused to undo the moves { $asker } asked to undo; they stand.
undo-agreed-by-all = Everyone agreed with { $asker }: { $moves } undone.
undo-done = { $asker } undid { $moves }.
undo-turn-undone = This turn was undone.
undo-play-again = { $player } plays that turn again, with the same tile.
undo-expired = Not everyone agreed in time, so the moves stand.
# "Ann's tile V at (1, 0)", in a list of undone moves.
undo-tile-of = { $player }'s tile { $tile } at ({ $x }, { $y })
news-skipped = { $actor } skipped { $player }'s turn.
news-removed = { $actor } removed { $player } from the game; their followers stay on the board.
news-handed = { $actor } handed { $player }'s seat to a computer player.
news-stand-in = A computer player ({ $level }) plays { $player }'s seat from now on; the seat is not rated.
seat-stood-in = { $player } (computer, { $level })
news-clock-started = { $actor } started the clock again: the turn has the time it had left.
news-clock-stopped = { $actor } stopped the clock: nobody runs out of time until it is started again. Moves can still be made.
# $follower is none, road, city, monastery or field.
news-placed = { $player } placed tile { $tile } at ({ $x }, { $y }){ $follower ->
        [road] {" "}with a thief on the road
        [city] {" "}with a knight on the city
        [monastery] {" "}with a monk on the monastery
        [field] {" "}with a farmer on the field
       *[none] {""}
    }.
news-could-not-place = { $player } could not place a tile.
figure-name = { $figure ->
        [large] large follower
        [abbot] abbot
        [builder] builder
        [pig] pig
       *[follower] follower
    }
button-watch-live = Watch live
button-open-board = Open board
button-return-abbot = Take the abbot back
follower-menu = Choose a spot and a figure
error-choose-spot = Choose a spot from the menu.
news-goods = { $player } took the completed city's goods: { $wine } wine, { $grain } grain, { $cloth } cloth.
news-second-part = { $player }'s builder saw the feature grow: { $player } plays a second tile.
news-placed-figure = { $player } placed tile { $tile } at ({ $x }, { $y }) with { $figure ->
        [large] their large follower
        [abbot] their abbot
        [builder] their builder
       *[pig] their pig
    } on the { $kind ->
        [road] road
        [city] city
        [monastery] monastery
        [garden] garden
       *[field] field
    }.
news-left = { $player } left the game.
history-scored = Scored: { $list }.
history-set-aside = { $player } drew tile { $tile }, which fits nowhere; it was set aside.
history-skipped = { $player }'s turn was skipped; tile { $tile } was set aside.
history-nothing-more = Nothing more scored at the end.
history-final-scoring = Final scoring.
news-set-aside = Tile { $tile } fits nowhere, so it was set aside and { $player } drew again.
news-game-over = The game is over.
undo-lapsed = The game moved on, so the undo vote is closed: the moves stand.
news-begins = The game begins! { $player } plays first.
news-started = Game #{ $game } has started.
news-cancelled = Game #{ $game } was cancelled by { $player }.
news-only-computers = Only computer players are left, so the game ends here.
news-turn-goes-on = This turn goes on in a new message.
news-lobby-closed = Game #{ $game }'s lobby closed: nobody started it within { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }. `/carcassonne new` opens another.
news-still-turn = Still { $player }'s turn: it is posted again below.
news-forfeit = { $player } ran out of time { $missed } turns in a row and forfeits the game.
news-timed-out = { $player } ran out of time; the turn was skipped.
# A scoring: $players are the names ("Ann and Ben"), $count how many.
scored = { $count ->
        [0] Nobody scored { $points }: { $what }
        [one] { $players } scored { $points }: { $what }
       *[other] { $players } scored { $points } each: { $what }
    }
what-road = road of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }
what-road-unfinished = unfinished road of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }
what-city = city of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }{ $pennants ->
        [0] {""}
        [one] {" "}with 1 pennant
       *[other] {" "}with { $pennants } pennants
    }
what-city-unfinished = unfinished city of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }{ $pennants ->
        [0] {""}
        [one] {" "}with 1 pennant
       *[other] {" "}with { $pennants } pennants
    }
what-monastery = completed monastery
what-monastery-unfinished = unfinished monastery with { $neighbours ->
        [one] 1 neighbour
       *[other] { $neighbours } neighbours
    }
what-field = field touching { $cities ->
        [one] 1 completed city
       *[other] { $cities } completed cities
    }

what-road-inn = road with an inn, of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } (2 points a tile)
what-road-inn-unfinished = unfinished road with an inn, of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }: an inn's road scores nothing unless completed
what-city-cathedral = city with a cathedral, of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }{ $pennants ->
        [0] {""}
        [one] {" "}and 1 pennant
       *[other] {" "}and { $pennants } pennants
    } (3 points each)
what-city-cathedral-unfinished = unfinished city with a cathedral, of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }: a cathedral's city scores nothing unless completed
what-garden = completed garden
what-garden-unfinished = unfinished garden with { $neighbours ->
        [one] 1 neighbour
       *[other] { $neighbours } neighbours
    }
what-abbot-returned = abbot taken back from { $kind ->
        [garden] a garden
       *[monastery] a monastery
    } with { $neighbours ->
        [one] 1 neighbour
       *[other] { $neighbours } neighbours
    }
what-goods = most { $good ->
        [wine] wine
        [grain] grain
       *[cloth] cloth
    } ({ $count ->
        [one] 1 token
       *[other] { $count } tokens
    })
what-field-pig = field touching { $cities ->
        [one] 1 completed city
       *[other] { $cities } completed cities
    }, with a pig (4 points a city)

## Help: one message, at most 2000 characters. Command names as in this
## language's commands above.

help = **Carcassonne in Discord**
    `/carcassonne new` opens a lobby; others press **Join**, the host presses **Start** (and can change the options first with `/host options`). The host can fill seats with computer players (easy, medium or hard) from the lobby's menu.
    On your turn, pick a numbered position, turn the tile with ⟲ ⟳ and **Confirm**; then put a follower on a lettered spot or choose **No follower** (or **Take back tile** to place it elsewhere); `/carcassonne undo` asks everyone else to agree to undo the last move. Lost your turn's message? `/carcassonne turn` brings its controls back, just for you. `/carcassonne notify` chooses how you are told it is your turn: a mention, a DM, or no ping. `/carcassonne mine` lists your games, those waiting for you first; `/carcassonne games` every game on the server.
    Completed roads, cities and monasteries score at once; farms and everything unfinished score at the end. **Rematch** under the final scores opens a new lobby for the same players.
    `/carcassonne board` shows the board (or who holds what) and `/carcassonne bag` what is left to draw and `/carcassonne history` the last moves in words (just for you), `/carcassonne score` the scores, `/carcassonne rules` the rules in force.
    `/carcassonne resign` leaves a game; `/host cancel` ends it; `/host skip` skips the turn in progress, `/host remove` takes a player out and `/host clock` stops the clock for a holiday. A game paused because I lost a permission in its channel goes on with `/host resume` once it is back.
    `/carcassonne export` gives the game record; `/carcassonne replay` an animation of the game so far, just for you.
    `/leaderboard` and `/stats` show how everyone plays (`/stats against:` a head-to-head record).
    `/tournament open` runs a tournament; admins set server defaults with `/settings`.
answer-limits = { $lobbies ->
        [0] Members may host any number of open lobbies.
        [one] Each member may host 1 open lobby at a time.
       *[other] Each member may host { $lobbies } open lobbies at a time.
    } { $cooldown ->
        [0] Rematch and undo asks have no cooldown.
        [one] A person may ask for a rematch or an undo once a minute.
       *[other] A person may ask for a rematch or an undo once every { $cooldown } minutes.
    } { $threads ->
        [0] The bot opens any number of game threads.
        [one] The bot opens at most 1 game thread an hour.
       *[other] The bot opens at most { $threads } game threads an hour.
    } { $games ->
        [0] A channel and its threads may hold any number of games.
        [one] A channel and its threads hold at most 1 game at a time.
       *[other] A channel and its threads hold at most { $games } games at a time.
    }
answer-season-channel-kind = Season announcements go to a text or announcement channel. Choose one of those.
answer-seasons = { $period ->
        [monthly] Seasons last a month (UTC); ratings restart each month from each player's all-time rating, pulled half way back to a newcomer's.
        [quarterly] Seasons last a quarter (UTC); ratings restart each quarter from each player's all-time rating, pulled half way back to a newcomer's.
       *[off] No seasons: the leaderboard counts all time.
    } { $channel ->
        [none] { $period ->
            [off] {""}
           *[other] Season ends are not announced.
        }
       *[other] Each season's top three are announced in <#{ $channel }>.
    }

## Tournaments
event-thread = { $event } · round { $round }, table { $table }
event-thread-match = { $event } · round { $round }, table { $table }, game { $game }
news-decided-by-deadline = The round's deadline has passed: this game ends here, decided by the scores as they stand.
error-no-event = There is no tournament here.
error-no-event-named = No tournament on this server is called “{ $name }”.
error-events-share-name = More than one tournament on this server has that name ({ $channels }): cancel it from its own channel.
error-event-full = This tournament is full ({ $limit } players).
error-already-signed-up = You are signed up already.
error-not-signed-up = You are not playing in this tournament.
error-signup-closed = Sign-up for this tournament has closed.
error-event-not-running = This tournament is not under way.
error-too-few-entrants = A tournament needs at least { $needed } players to start.
error-best-of-pairs = Matches of several games are for tables of two.
cmd-tournament = tournament
cmd-tournament-desc = Tournaments: Swiss, round robin or single elimination
cmd-tournament-open = open
cmd-tournament-open-desc = Open a tournament's sign-up in this channel; you host it
cmd-tournament-start = start
cmd-tournament-start-desc = Start this channel's tournament now (its host, or Manage Server)
cmd-tournament-cancel = cancel
cmd-tournament-cancel-desc = Cancel this channel's tournament (its host, or Manage Server)
cmd-tournament-standings = standings
cmd-tournament-standings-desc = The standings of this channel's tournament, just for you
cmd-tournament-withdraw = withdraw
cmd-tournament-withdraw-desc = Withdraw from this channel's tournament: your unfinished games count as losses
opt-name = name
opt-name-desc = The tournament's name
opt-tournament-cancel-name-desc = The name of a tournament elsewhere on this server, to cancel it from here
opt-format = format
opt-format-desc = How players are paired (Swiss unless set)
opt-table = table
opt-table-desc = Players at each table (2 unless set)
opt-best_of = best_of
opt-best_of-desc = Games a match at tables of two (1 unless set)
opt-rounds = rounds
opt-rounds-desc = Rounds of a Swiss tournament (4 unless set)
opt-tournament-open-seats-desc = Players it takes at most (16 unless set)
opt-round_hours = round_hours
opt-round_hours-desc = Hours each round lasts before its deadline (a week unless set)
opt-signup_hours = signup_hours
opt-signup_hours-desc = Hours until sign-up closes and it starts by itself (0: the host starts it)
choice-format-0 = Swiss
choice-format-1 = round robin
choice-format-2 = single elimination
choice-table-0 = 2 players
choice-table-1 = 3 players
choice-table-2 = 4 players
choice-best_of-0 = 1 game
choice-best_of-1 = best of 3
choice-best_of-2 = best of 5
event-title = **{ $event }** — { $format ->
        [swiss] a Swiss tournament of { $rounds } rounds
        [round_robin] a round robin
       *[elimination] a single elimination
    }, tables of { $size }{ $best_of ->
        [1] {""}
       *[other] , matches best of { $best_of }
    }; hosted by { $host }.
event-round-time = **Rounds:** { $time } each; games still running at a round's deadline are decided by the scores as they stand.
event-signed-up = **Signed up ({ $joined }/{ $max }):** { $players }
event-nobody = nobody yet
event-closes = Sign-up closes <t:{ $closes }:R>, and the tournament starts then.
event-host-starts = The host starts the tournament with **Start**.
event-signup-over = Sign-up is over.
event-round = **{ $event } — round { $round } of { $rounds }**
event-table = Table { $table }: { $players } → { $thread }
event-table-waiting = Table { $table }: { $players } (its thread opens shortly)
event-tables-more = …and { $count } more tables: each is named in its own thread.
event-bye = Bye (counts as a win): { $player }
event-deadline = This round ends <t:{ $when }:R>.
event-standings-title = **{ $event } — standings after round { $round } of { $rounds }**
event-final-title = **{ $event } — final standings**
event-table-ref = round { $round }, table { $table }
event-decided = Decided at the round's deadline: { $tables }.
event-winner = 🏆 { $player } wins **{ $event }**!
picture-event-after-round = { $event } — after round { $round }
picture-event-final = { $event } — final standings
event-cancelled = **{ $event }** was cancelled by { $player }.
event-cancelled-empty = **{ $event }** did not start: too few players signed up.
event-withdrew = { $player } withdrew from **{ $event }**; their unfinished games count as losses.
event-tables-wait = { $host } The tables of **{ $event }** wait for their threads: this server has as many active threads as Discord allows (1,000). The tournament is paused meanwhile, its deadlines with it. Archiving finished threads makes room: I try again every { $minutes } minutes and go on by myself, or the host can resume it sooner.
answer-event-not-in-thread = Open a tournament in a channel, not in a thread: its games get threads of their own there.
answer-event-here = This channel has a tournament already (#{ $event }): one at a time.
answer-event-opened = Tournament #{ $event } is open: its sign-up is posted in this channel.
answer-event-started = { $event } has started.
answer-event-cancelled = { $event } is cancelled.
answer-event-withdrawn = You have withdrawn from { $event }.
cmd-tournament-resume = resume
cmd-tournament-resume-desc = Go on with this channel's paused tournament once my permissions are back (host, or Manage Server)
error-event-paused = This tournament is paused: I lost a permission in its channel (to post, or to open threads). Once it is back, its host can go on with `/tournament resume`.
answer-event-resumed = { $event } goes on.

## Alt text of pictures (what a screen reader says for each)
alt-turn = The board around the last tile, with a number on each square where tile { $tile } fits
alt-close-up = The tile just placed, close up, with a letter on each spot a follower can take
alt-board = The board, with each player's score
alt-scores = The final board, with each player's points by feature
alt-bag = The tiles left in the bag, kind by kind
alt-holders = The board in the colours of who holds each road, city and field
alt-race = Each player's score after every turn
alt-tile = Tile { $tile }, as drawn
alt-replay = The game, tile by tile
alt-standings = The tournament's standings
alt-rating = { $name }'s rating, game by game

# The live board's page (the browser's own words; the game's sentences come
# from the messages above). $player is a name, $x and $y a square.
page-title = Carcassonne
page-language = Language
page-new-game = New game
page-people = People at this screen
page-add-person = Add a person
page-computers = Computer players
page-add-computer = Add a computer player
page-player = Player { $n }
page-remove = Remove
page-rules = Rules
page-expansions = Expansions
page-seats = Seats: { $seats } (2 to 6)
page-start = Start the game
page-watching = You are watching.
page-waiting = Waiting for { $player }…
page-turn-tile = { $player }, your turn: choose where the tile goes.
page-turn-figure = { $player }: put a figure on a spot, or none.
page-fits-here = The tile fits here: column { $x }, row { $y }
page-drawn-tile = The tile to place: { $tile }
page-zoom-in = Zoom in
page-zoom-out = Zoom out
page-centre = Show the whole board
page-scores = Scores
page-bag = Tiles in the bag: { $left }
page-history = History
page-game-over = The game is over.
page-offline = The connection was lost; trying again…
page-stale = The game moved on; here it is as it is now.
page-keys = Keys: Tab to a square, Enter to choose it, R to turn the tile, Enter again to place it; arrows pan, + and − zoom, 0 shows the whole board.
page-holders = Show who holds what
page-by-feature = Points by feature
page-error-bad-request = The page sent something the board does not understand; reload the page.
page-error-session = This link is not valid any more (it expired or is for another game). Open the game again.
page-error-watch-only = This link is for watching: it cannot play.
page-error-too-many = Too many clicks at once; wait a moment.
page-error-busy = The board is busy just now; try again in a moment.
page-error-discord-code = Discord did not confirm who you are. Close the board and open it again.
page-error-not-in-activity = Discord says you are not in this Activity, or it is not in a game's channel. Open the board from the game's channel.
page-error-discord-down = Discord could not be asked just now. Try again in a moment.
page-error-no-game-here = No game is running in this channel.
page-asking-discord = Asking Discord who you are…
