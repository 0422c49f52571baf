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
