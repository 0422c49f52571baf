# The published site's own words ([publish] language). Players' names, moves,
# variant names, event names and the rules pages' text stay as they are.

site-nav = Site
site-all = All events and games
site-footer = Published by pbem-arbiter, a play-by-email arbiter. Players are named as they chose; addresses are never shown.

## The front page

site-events = Events
site-event = Event
site-variant = Variant
site-system = System
site-status = Status
site-games = Games
site-game = Game
site-white = White
site-black = Black
site-result = Result
site-plies = Plies
site-last-change = Last change
site-no-game = No game is published yet.

## A game's page

site-game-number = Game { $id }
site-round = round { $round }
site-begun = begun { $date }
site-in-play = in play
site-plies-count = { $plies } plies
site-part = Part { $part } of { $parts }:
site-board-after = The board after ply { $ply }.
site-after-ply = after ply { $ply }
site-start-key = Start (Home)
site-back-key = Back (left arrow)
site-forward-key = Forward (right arrow)
site-end-key = End (End)
site-symbol = Symbol
site-piece = Piece
site-betza = Moves (Betza)
site-moves = Moves
site-keys = Step through the game with the left and right arrow keys, Home and End, or choose a move.
site-no-move = No move yet.

## An event's page and a rules page

site-all-pgn = all games as PGN
site-round-title = Round { $round }
site-board-number = Board { $board }:
# A knock-out cup's games on its page: under each match, its games and then
# its tie-break games.
site-cup-match = Match { $match }
site-cup-game = Game { $game }:
site-cup-tie-break-game = Tie-break game { $game }:
site-rules-title = { $variant }: the rules as the arbiter applies them

## The stepping script's words: the script puts the ply number after the words
## that end in "ply".

site-js-start = start
site-js-after-ply = after ply
site-js-the-start = The start.
site-js-after-ply-cap = After ply
site-js-board-start = The board at the start
site-js-board-after = The board after ply
site-js-pawn = pawn
site-js-pawns = pawns
site-js-no-pieces = no pieces
site-js-shared = Shared by both sides:
