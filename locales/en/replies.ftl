# The words of the arbiter's mails about games, in English: the default and the
# fallback. Every other locales/<lang>/replies.ftl has the same ids with the same
# placeholders (tests/locales.rs). Command words a player sends ("draw",
# "decline", "board", "help", "history", "resign", "claim draw") stay English in
# every language: the arbiter reads them so. Rule ids (FIDE 6.9, M6, B2) stay as
# they are.

## The sides and the first line of every game mail

side-white = White
side-black = Black
# A player in the first line: their name and side, and their rating when they have one.
player-white = { $name } (White)
player-white-rated = { $name } (White, { $rating })
player-black = { $name } (Black)
player-black-rated = { $name } (Black, { $rating })
# $white and $black are player-white and player-black; $variant the variant's name.
game-header = Game { $game }: { $white } v { $black }, { $variant }
game-header-unrated = Game { $game }: { $white } v { $black }, { $variant }, unrated
moves-label = Moves:
footer = { $arbiter }: an automatic arbiter; a program reads the replies.

## A move's update (update.txt) and the board (board.txt)

# $side is side-white or side-black; $label the move number (`12.` or `12...`).
update-played = { $side } played { $label } { $move } (received as "{ $input }").
board-move-times = Each move, when it was received and the days its mover used:

## Where a game stands (the status line)

status-your-move = Your move ({ $side } to play { $number }).
status-their-move = { $side } to move ({ $number }); I will write when it is your turn.
status-check = { $side } is in check.
status-your-offer = Your draw offer stands.
status-their-offer = { $side } offers a draw: reply "draw" to accept or "decline".
status-game-over = Game over: { $result } ({ $how }).

## How a game ended ($side the winner, $other the loser)

outcome-aborted = Game aborted by the organiser
outcome-win-checkmate = { $side } wins by checkmate
outcome-win-resignation = { $side } wins by resignation
outcome-win-king-captured = { $side } wins by capturing the king
outcome-win-no-legal-move = { $side } wins by leaving the opponent without a legal move
outcome-win-time = { $side } wins on time
outcome-win-adjudication = { $side } wins by adjudication
outcome-win-forfeit = { $side } wins by forfeit: { $other } withdrew from the tournament
outcome-draw-stalemate = Draw by stalemate
outcome-draw-dead-position = Draw by dead position (no mate is possible)
outcome-draw-fivefold = Draw by fivefold repetition
outcome-draw-seventy-five = Draw by the seventy-five-move rule
outcome-draw-threefold = Draw by threefold repetition (claimed)
outcome-draw-fifty = Draw by the fifty-move rule (claimed)
outcome-draw-agreement = Draw by agreement
outcome-draw-adjudication = Draw by adjudication
outcome-draw-timeout-cannot-win = Draw by time out against a side that could not have won (FIDE 6.9)

## Subjects of the game mails ($what is the move, `12. Nf3`)

subject-to-move = { $what }, { $side } to move
subject-over = { $what } { $result } ({ $how })
subject-reminder = Reminder: your move, { $left } left
subject-refused = Not accepted: { $reason }
subject-new-game = New game: { $white } v { $black } ({ $variant })

## A message that was not used (error.txt)

error-not-used = Your message was not used:
error-not-used-subject = Your message "{ $subject }" was not used:
error-notation = Moves in { $variant } are written like this:
error-board-again = Send "board" to see the position again.
error-unchanged = Game { $game } is unchanged.
error-help = Send "help" for the list of commands.

## A reminder (reminder.txt)

reminder-your-move = Reminder: it is your move, and you have { $left } left.
reminder-deadline = Your deadline is { $deadline }.
reminder-on-clock = Your clock shows { $on_clock }: the rest is leave, during which it stands still.
reminder-lost = If no move of yours has arrived by then, the game is lost on time.

## A new game (new_game.txt)

new-game-title = Game { $game }: { $variant }
new-game-title-unrated = Game { $game }: { $variant }, unrated
new-game-white = White: { $name }
new-game-white-rated = White: { $name } ({ $rating })
new-game-black = Black: { $name }
new-game-black-rated = Black: { $name } ({ $rating })
new-game-you-play = You play { $side }.
new-game-your-move = It is your move.
new-game-wait = { $side } moves first; I will write when it is your turn.
new-game-how = How to play: reply to this message with your move alone on a line, for example "Nf3", "e2-e4" or "1. e4". Use your mail program's Reply button: the reply keeps your code for this game in the address and the subject, so that your move is played at once (a new mail with "[Game { $game }]" in the subject is played once you confirm it).
new-game-commands = Commands: resign, draw (offer or accept), decline, claim draw, board, history, help.

## A game ended by the clock or an organiser (forfeit.txt)

forfeit-organiser = You receive this as an organiser.
