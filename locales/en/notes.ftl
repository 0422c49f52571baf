# The notes a player alone reads about their own conditional lines, in English:
# the default and the fallback. Every other locales/<lang>/notes.ftl has the same
# ids with the same placeholders (tests/locales.rs). The lines themselves
# ("if 24... Qxe5 then 25. d4") and the command words ("cancel conditionals",
# "conditionals") stay as the arbiter reads them; a reason from the rules engine
# ($why, $reason) comes in the same language. Config keys ([limits] conditional_plies) stay
# as they are.

## The subject of a mail that carries only notes

notes-subject = Your conditional moves

## Lines received with a move ($count: how many lines)

notes-kept = Conditional moves kept ({ $count } { $count ->
        [one] line
       *[other] lines
    }; your opponent cannot see them):
notes-kept-replacing = Conditional moves kept ({ $count } { $count ->
        [one] line
       *[other] lines
    }, replacing the ones you had left before; your opponent cannot see them):
notes-refused = Conditional moves refused, none of them kept:
notes-refused-earlier-stand = Conditional moves refused, none of them kept (your earlier ones still stand):
# One refused line: its number in the mail, the line as written, why.
notes-refused-line = line { $number } ("{ $written }"): { $why }
notes-refused-more = ... and { $count } more

## Why a line is refused

notes-why-forbidden = { $name } (tournament { $tournament }) does not allow conditional moves; send each move when it is your turn
notes-why-too-long = it has { $plies } plies, more than the limit of { $limit } ([limits] conditional_plies)
notes-why-too-many = you may leave at most { $limit } lines in one game ([limits] conditional_lines)
notes-why-game-over = the game is over
notes-why-own-turn = it is your turn: a conditional line starts with your opponent's move, so send your move first (it may stand in the same mail, above the lines)
# $result is 1-0, 0-1 or 1/2-1/2; $how the outcome in words (outcome-* of replies.ftl).
notes-why-over-after-condition = after { $turn } the game is over ({ $result } { $how }): nothing can answer it
notes-why-over-after-reply = after { $turn } the game is over: the steps after it can never come
notes-why-two-replies = it answers { $condition } with { $reply }, but line { $line } answers it with { $other }: one turn has one reply

## What became of the lines when the opponent moved

# $reply is the owner's reply (25. d4); $go_on the lines that go on past it,
# $dropped those that expected another move.
notes-played = Your conditional reply { $reply } was played at once.
notes-played-going-on = Your conditional reply { $reply } was played at once; { $go_on } { $go_on ->
        [one] line goes on
       *[other] lines go on
    }.
notes-played-dropping = Your conditional reply { $reply } was played at once; { $dropped } { $dropped ->
        [one] line that expected another move is dropped
       *[other] lines that expected another move are dropped
    }.
notes-played-going-on-dropping = Your conditional reply { $reply } was played at once; { $go_on } { $go_on ->
        [one] line goes on
       *[other] lines go on
    }; { $dropped } { $dropped ->
        [one] line that expected another move is dropped
       *[other] lines that expected another move are dropped
    }.
# $turn is the opponent's turn; $count the lines dropped.
notes-unexpected = Your opponent played { $turn }, which none of your conditional lines expected: they are dropped ({ $count } { $count ->
        [one] line
       *[other] lines
    }).
notes-not-played = Your conditional reply { $reply } could not be played ({ $reason }); your lines are dropped.
notes-moved-past = Your conditional moves are dropped: the game has moved past them.
notes-stopped = Your conditional moves in this game are dropped: a draw offer, a claim, a resignation or the end of the game stops them.

## "cancel conditionals" and "conditionals"

notes-cancelled = Your { $count } pending conditional { $count ->
        [one] line is
       *[other] lines are
    } cancelled.
notes-cancelled-none = You had no conditional moves pending.
notes-pending = Your pending conditional moves (your opponent cannot see them):
notes-pending-none = You have no conditional moves pending in this game.

## Why a line that starts with "if" does not read (src/notation/conditional.rs)

# $step is the step's number in the line, from 1; "if", "then" and the words in
# capitals stay as they are.
conditional-missing-then = step { $step } has no `then`: write `if THEIR MOVE then YOUR MOVE`
conditional-two-thens = step { $step } has two `then`s; separate the steps with `;`
conditional-no-condition = step { $step } has no condition
conditional-no-reply = step { $step } has no reply
# $text: that part of the step as written.
conditional-condition-not-one-turn = the condition of step { $step }, "{ $text }", is not one turn
conditional-reply-not-one-turn = the reply of step { $step }, "{ $text }", is not one turn
# A turn of a line the rules engine refused: $ply its ply in the game, $turn the
# turn as written (`24... Qxe5`), $reason the engine's reason.
notes-why-ply = ply { $ply } ({ $turn }): { $reason }
