# The lines of a player's mail that gave no move or command and are no
# ordinary prose, quoted back at the top of the answer (each after "> "),
# then unread-how. $count is the number of lines.

unread-head = { $count ->
        [1] Not read: nothing was done with this line of your mail:
       *[other] Not read: nothing was done with these lines of your mail:
    }
unread-head-game = { $count ->
        [1] Not read, under game { $game }: nothing was done with this line:
       *[other] Not read, under game { $game }: nothing was done with these lines:
    }
unread-how = Write each move and each command on a line of its own, as "help" shows.

## A reply to a confirmation request that holds commands of its own: the
## note at the top of the answer. $what is the held commands as written.

confirm-own-commands = Your answer to my request to confirm "{ $what }" in game { $game } holds commands of its own: they were read instead, and "{ $what }" is dropped.
