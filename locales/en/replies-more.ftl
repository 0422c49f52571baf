# More of the arbiter's replies, in English: why a message with no command was
# not used (the reason inside the refusal's frame, error.txt). Every other
# locales/<lang>/replies-more.ftl has the same ids with the same placeholders
# (tests/locales.rs). Command words ("board") and notation examples ("Nf3",
# "12... Nf6") are written in the reader's letters where they are moves.

nothing-attachments-only = the message has only attachments; write your move in the text of the message
nothing-empty = the message is empty: write your move (or a command such as "board") alone on a line
nothing-found = no move or command was found: write your move alone on a line, like "Nf3" or "12... Nf6"
# Added after nothing-found, in parentheses.
nothing-charset = (part of the message is in a character set I could not read; plain UTF-8 text works best)

## The board asked for with "board" (the subject; $turns counts the turns played)

board-subject = Board after { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
# The move list of a game without a move yet, after "Moves:".
moves-none-yet = (none yet)

## The note to each organiser about a message held (held_note.txt): the
## organiser's own language. $limit is held-limit; the labels are followed by
## the message's sender, subject, Message-ID and game.

held-note-subject = A message is held for you
held-note-intro = A message is held for you: checking it passed the search limit ({ $limit }).
held-note-from = From:
held-note-mail-subject = Subject:
held-note-message-id = Message-ID:
held-note-game = Game:
held-note-game-unknown = (not known)
held-note-what-now = Nothing was changed. The message is kept in the database (outcome "held"; it came in as { $source }). To judge it with a larger limit, raise [limits] search_states / search_seconds in the config and run `arbiter held release { $key }`; the sender then gets the usual reply.
