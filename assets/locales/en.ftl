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
picture-col-roads = Roads
picture-col-cities = Cities
picture-col-monasteries = Monast.
picture-col-farms = Farms
picture-col-total = Total
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
   *[field] field
}
# The bag picture.
picture-bag-all-drawn = Every tile has been drawn.
picture-bag-all-fit = Every one of them would fit somewhere now.
picture-bag-some-fit = { $fitting } would fit somewhere now; { $nowhere } would not (outlined in red).
# The board tinted by who holds each feature.
picture-holders-title = Who holds what
picture-holders-key = Roads, cities and fields in the colour of the player with most followers in them; striped where players tie.

## Commands. Names (lower case, 1–32 letters, digits, - or _, no spaces)
## and descriptions (at most 100 characters) of the slash commands, their
## options and choices. Names must differ within a command. When a name
## changes, change it in the messages that mention it too.

cmd-carcassonne = carcassonne
cmd-carcassonne-desc = Play Carcassonne in this channel.
cmd-carcassonne-new = new
cmd-carcassonne-new-desc = Open a lobby for a new game.
cmd-carcassonne-options = options
cmd-carcassonne-options-desc = Change the options of this channel's lobby before the start (the host).
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
cmd-carcassonne-cancel = cancel
cmd-carcassonne-cancel-desc = Cancel this channel's game (the host, or someone with Manage Server).
cmd-carcassonne-resume = resume
cmd-carcassonne-resume-desc = Resume this channel's paused game, once my permissions here are fixed.
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
cmd-carcassonne-skip = skip
cmd-carcassonne-skip-desc = Skip the current player's turn (the host, or someone with Manage Server).
cmd-carcassonne-remove = remove
cmd-carcassonne-remove-desc = Remove a player from this channel's game; their followers stay (the host, or Manage Server).
cmd-carcassonne-clock = clock
cmd-carcassonne-clock-desc = Stop or start this game's turn clock (the host, or someone with Manage Server).
cmd-carcassonne-help = help
cmd-carcassonne-help-desc = How to play with this bot.
cmd-carcassonne-config = config
cmd-carcassonne-config-desc = Server defaults for new games (Manage Server).
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
opt-carcassonne-options-language-desc = The game's language
opt-carcassonne-config-language-desc = The language of new games (the server's own language unless set)
opt-show = show
opt-show-desc = The board (unless set), or every road, city and field in its holder's colour
opt-moves = moves
opt-moves-desc = How many moves (10 unless set)
opt-how = how
opt-how-desc = How to tell you (leave it out to see how you are told now)
opt-player = player
opt-player-desc = The player to remove
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
choice-show-0 = the board
choice-show-1 = who holds what (roads, cities, fields)
choice-how-0 = mention me in the game's channel
choice-how-1 = send me a direct message
choice-how-2 = no ping (the turn message only)
choice-action-0 = stop (for holidays)
choice-action-1 = start again
