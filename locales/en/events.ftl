# The words of the mails about events, in English: entries, rounds, byes,
# results, the settings reply, the organiser's announcements and actions on a
# game. Every other locales/<lang>/events.ftl has the same ids with the same
# placeholders (tests/suite/locales.rs). Command words a player sends ("confirm",
# "withdraw entry", "name", "timezone", "language", "board") stay English.

## An event named in a mail

event-name = { $name } (tournament { $tournament })
# The event line of a tournament game's mails, the pairing mail first.
event-line = { $name } (tournament { $tournament }), round { $round }
# The event line of a knock-out cup game's mails: the round's name (bracket-* of
# tables.ftl), the match and the game in it (a tie-break game after the match's own).
event-cup-game-line = { $name } (tournament { $tournament }): { $round }, match { $match }, game { $game }
event-cup-tie-break-line = { $name } (tournament { $tournament }): { $round }, match { $match }, tie-break game { $game }

## Open entry by mail

entry-request-subject = Confirm your entry to { $name } [Confirm { $token }]
# $title is the event's system and variant.
entry-request-intro = You asked to enter { $name } (tournament { $tournament }): { $title }.
# Followed by the command word on a line of its own.
entry-request-confirm = To confirm, reply to this message with the word
entry-request-settings = You may give your name, time zone or language on lines of their own in the same reply (name Jane Doe, timezone Europe/Berlin, language de).
entry-request-close = Nothing happens if you do not reply. Entries close on { $until }.
entry-still-waits = Your entry still waits: to confirm it, reply to my request with the word confirm.
entered-subject = Entered: { $name } [Confirm { $token }]
entered-seat = You are entered in { $name } (tournament { $tournament }) as player { $seat } of { $entered }.
entered-next = You will hear when entries close and when your games start.
entered-withdraw = To take the entry back before the start, write: withdraw entry { $tournament }
entered-settings = Before your first game you can give your name, time zone or language in a reply to this message, each alone on a line, like: name Jane Doe; timezone Europe/Berlin; language de.
withdrawn-subject = Entry withdrawn: { $name }
withdrawn = Your entry to { $name } (tournament { $tournament }) is withdrawn.
entries-closed-subject = { $name }: entries closed
entries-closed = Entries for { $name } (tournament { $tournament }) are closed: { $count } { $count ->
        [one] player
       *[other] players
    }.
entries-closed-start = The organiser starts the event; you will get a mail for each of your games.

## The pairing-allocated bye and a round not paired

bye-subject = { $name }, round { $round }: bye
# $event is event-name; $worth is bye-worth-one or bye-worth; $points is a
# number of whole points (0, 1) or the text ½.
bye = { $event }, round { $round }: you have the pairing-allocated bye (there is an odd number of players to pair), worth { $worth }. You play no game this round; the next round is paired when every game of this one is over.
bye-worth-one = 1 point
bye-worth = { $points } { $points ->
        [one] point
       *[other] points
    }
pairing-error-subject = { $name }: round { $round } not paired
pairing-error = { $event }: round { $round } could not be paired, and no game of it was started.
pairing-error-retry = The arbiter tries again at every poll, and `arbiter tournament pair { $tournament }` tries at once. Once fixed, the round is paired and mailed as usual.

## The results and the crosstable

results-subject-final = { $name }: final crosstable
results-subject = { $name }: crosstable after { $done } of { $games } games
results-new-one = New result:
results-new-many = New results:
# $how is how the game ended, in words.
results-line = Round { $round }, game { $game }: { $white } - { $black } { $result } ({ $how })
results-final = All games are over: these are the final standings.
results-running = { $running } { $running ->
        [one] game
       *[other] games
    } still running.

## The reply to settings (personal.txt)

settings-subject = Settings changed
settings-done = Done:
settings-name = Your name is now { $name }.
settings-timezone = Your time zone is now { $zone }.
# $language is the code (de); $letters the piece letters (K D T L S).
settings-language = Your language is now { $language }. Your moves are read and written with the piece letters { $letters }.
settings-notation = Your notation is now { $notation }: moves are written to you that way.
settings-board-grid = Your replies now show the board drawn as a grid (board grid).
settings-board-list = Your replies now show the pieces listed in words instead of the grid, for a screen reader (board list).
settings-board-both = Your replies now show the grid and the pieces listed in words (board both).
settings-leave = Leave from { $first } to { $last } (UTC days, both included).
settings-leave-clocks = Your clocks stop during leave, and your opponents are told.
# $years is a list of settings-leave-year, joined with "; ".
settings-leave-taken = Leave taken: { $years }.
settings-leave-year = { $year }: { $days } of { $allowance } days
# Two lines of the hint: the second starts with the quoted command.
settings-zone-hint = Deadlines in replies are in UTC, and in your time zone as well once you send
settings-zone-hint-how = "timezone" with its IANA name (for example "timezone Europe/Berlin").

## The organiser's announcement to the entrants, and actions on a game

announce-subject = { $name }: from the organiser
# $what is one of organiser-ended, organiser-took-back, organiser-paused, organiser-resumed.
organiser-subject = The organiser { $what }
organiser-did = The organiser ({ $by }) { $what }.
organiser-reason = Reason: { $reason }
organiser-dropped = Your conditional moves in this game are dropped: the organiser { $what }.
organiser-ended = ended the game: { $result } ({ $how })
# $side is side-white or side-black; $ply the half-move's number.
organiser-took-back = took back { $side }'s last turn, { $move } (ply { $ply })
organiser-paused = paused the clocks
organiser-resumed = started the clocks again

## Why an entry or a withdrawal is refused (the refusal's reason)

entry-by-organiser = { $name } (tournament { $tournament }) takes no entries by mail: its organiser enters the players
entry-closed-on = entries for { $name } (tournament { $tournament }) closed on { $until }
entry-closed-started = entries to { $name } (tournament { $tournament }) closed when it started
entry-closed-started-on = entries to { $name } (tournament { $tournament }) closed when it started on { $at }
# $why is one of the three above.
entry-not-taken = { $why }; your entry was not taken
entry-already = you are entered in { $name } (tournament { $tournament }) already
entry-full = { $name } (tournament { $tournament }) is full: { $max } players entered
entry-unknown = there is no tournament "{ $words }" to enter; write: enter NUMBER (or its name)
entry-not-confirmed = your entry is not confirmed (the reply did not say "confirm"); nothing was entered
withdraw-unknown = there is no tournament "{ $words }"
withdraw-started = { $name } (tournament { $tournament }) has started: ask its organiser to withdraw you
withdraw-not-entered = you are not entered in { $name } (tournament { $tournament })

## The notice of a player's leave to the opponent (leave_notice.txt)

leave-notice-subject = Your opponent is on leave from { $first } to { $last } (UTC days, both included)
leave-notice-who = Your opponent, { $who }, is on leave
leave-notice-span = from { $first } to { $last } (UTC days, both included).
# Two lines in English.
leave-notice-clock = Their clock in this game stops during the leave; yours runs as usual when it is your move.

## Answers to an entry's token that do nothing (the refusal's reason)

entry-other-address = this entry was asked for by another address; only that address can confirm it, or give settings with it, and nothing was done
# $error is why a setting was refused (English for now).
entry-settings-refused = { $error }; nothing was done, and your entry is as it was
# The reply to the "entered" mail that is neither settings nor any other command.
entry-answers-to-entered = you are entered already; a reply to my mail about your entry counts only for your settings, each alone on a line (name Jane Doe, timezone Europe/Berlin, language de, leave 2026-12-24 2027-01-02), or for "withdraw entry" with the event's number; nothing was done
# $status is the entry's stored state (cancelled, stale).
entry-answered-before = this entry was answered before ({ $status }); nothing was done again

## An entry refused for its rating, a stale entry

# $what is entry-rating-own or entry-rating-elsewhere; $rating the player's rating.
entry-rating-low = { $name } (tournament { $tournament }) takes players rated { $min } or more; { $what } is { $rating }
entry-rating-none = { $name } (tournament { $tournament }) takes players rated { $min } or more, and you have no rating in { $variant } here nor one from elsewhere (an organiser can enter an ICCF or FIDE rating)
entry-rating-own = your { $variant } rating
entry-rating-elsewhere = your rating from elsewhere
entry-gone = the tournament of this entry no longer exists
# $why is why the entry was not taken (entry-not-taken, entry-full, ...).
entry-settings-unwritten = { $why }; your settings were not written either

## Thematic events: a tournament whose every game starts from a set opening or a set position

# The first mail of a thematic event's game, under the event line. $moves: the set opening's moves as the variant writes them (1. e4 e5 2. f4).
event-theme-opening = Thematic event: every game starts after the set opening { $moves }.
# $fen: the set position in the variant's own text (FEN for chess).
event-theme-position = Thematic event: every game starts from the set position { $fen }.
# The theme in few words: the title of the event's table, the published event page.
event-theme-short-opening = thematic event, set opening { $moves }
event-theme-short-position = thematic event, set position { $fen }
# Refusals of tournament new --fen and --opening; nothing was made. $error: the rules engine's reasons.
tournament-theme-position = --fen: the set position cannot be played: { $error }
# $result: 1-0, 0-1 or 1/2-1/2; $how: how the game ended there.
tournament-theme-over = the game is over at the set start ({ $result }: { $how }); a thematic event needs a position where play goes on
tournament-theme-empty = --opening: no move was read; write the set opening's moves from the usual start, such as "1. e4 e5 2. f4"
# $label: the move's number (2. or 2...); $text: the move as written; $reason: why it cannot be played.
tournament-theme-move = --opening: move { $label } { $text } cannot be played: { $reason }
event-meeting-line = team match { $home } - { $away }, board { $board }
