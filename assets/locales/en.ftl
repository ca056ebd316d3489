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
