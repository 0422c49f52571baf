# Why an organiser's command was refused (put into organiser-not-done's $why
# or answered alone), in English: in the organiser's own language when the
# organiser plays here and set one, else English. The English is also what
# the command line prints. Every other locales/<lang>/organiser-errors.ftl
# has the same ids with the same placeholders (tests/suite/locales.rs). $text is
# what the organiser wrote, in quotes; $game and $tournament are numbers;
# command words and forms (1-0, --double, KEY=VALUE) stay English.

## A game, a held message, an address

arbiter-refusal-no-such-game = there is no game { $game }
arbiter-refusal-not-held = no message { $id } is held
arbiter-refusal-address = { $text } is not an e-mail address

## An organiser's command on a game

organiser-error-bad-result = { $text } is not a result: write 1-0, 0-1 or 1/2-1/2
# $result is like 1-0; $how how the game ended (outcome-*).
organiser-error-over = game { $game } is over already: { $result } ({ $how })
organiser-error-no-turn = game { $game } has no turn to take back
organiser-error-no-clock = game { $game } has no time control, so no clock to pause or resume
organiser-error-paused = the clocks of game { $game } are paused already
organiser-error-not-paused = the clocks of game { $game } are not paused
organiser-error-nothing-to-resend = game { $game } has no reply to resend
# $to is the address the organiser named.
organiser-error-nothing-to-resend-to = game { $game } has no reply to resend to { $to }
organiser-error-no-reason = say why: the reason goes into the game's log and the players' mail
# What was done to a game, as organiser-ended and the others in events.ftl:
# $whom is the addresses, joined by commas.
organiser-resent = resent the last reply to { $whom }

## A tournament command

tournament-error-no-such = there is no tournament { $tournament }
tournament-error-no-name = a tournament needs a name
# $given is the number of players given.
tournament-error-too-few = a round robin needs at least 2 players, { $given } given
tournament-error-twice = { $email } is entered twice
tournament-error-entrant = { $text } is neither an address nor "Name <address>"
# $status is one of tournament-status-*.
tournament-error-not-registering = tournament { $tournament } is { $status }: only a tournament that is registering starts
tournament-error-not-running = tournament { $tournament } is { $status }: withdrawals are for a running tournament
tournament-status-registering = registering
tournament-status-running = running
tournament-status-finished = finished
tournament-error-not-entrant = { $email } is not entered in tournament { $tournament }
tournament-error-withdrawn = { $email } withdrew from tournament { $tournament } already
tournament-error-not-swiss = tournament { $tournament } is not a Swiss
# $most is $players less one.
tournament-error-rounds = a Swiss of { $players } players has at most { $most } rounds (nobody meets twice), not { $rounds }
tournament-error-double-swiss = --double is for a round robin, not a Swiss
# Why a new tournament's options do not fit. $text is what the organiser
# wrote, in quotes; $error says why it does not read (in English).
tournament-system-rounds-round-robin = --rounds is for --system swiss (a round robin has its own)
tournament-system-rounds-knockout = --rounds is for --system swiss (a cup has as many rounds as its field needs)
tournament-system-swiss-rounds = a Swiss needs --rounds N
tournament-system-unknown = --system { $text }: use "round-robin", "swiss", "knockout", "team-match" or "team-round-robin"
tournament-system-knockout-flags = --games and --tie-rule are for --system knockout
tournament-system-tie-rule = --tie-rule { $text }: use "extra" (another pair of games) or "seed" (the higher seed goes through)
tournament-system-time-control = --time-control: { $error }
tournament-system-tiebreaks = --tiebreaks: { $error }
tournament-system-entries-until = --entries-until { $text }: write a day like 2026-12-10 or an instant like 2026-12-10T18:00:00Z
tournament-system-swiss-cup = a tournament is a Swiss or a knock-out cup, not both
tournament-system-double-cup = --double is for a round robin; a cup's matches have --games
tournament-system-games = --games { $games }: a match has 1 to 20 games
tournament-error-option = option { $text } must be KEY=VALUE
tournament-team-name-twice = two teams are named { $name }: each team needs a name of its own
tournament-team-player-twice = { $email } plays for { $other } and for { $team }: a player plays for one team only
tournament-team-unequal = the teams must have as many players each: { $team } has { $players ->
        [one] one player
       *[other] { $players } players
    }, { $first } has { $boards }
tournament-team-round-robin-few = a team round robin needs at least 3 teams (--team), given: { $given }
tournament-team-match-two = a team match is between 2 teams (--team), given: { $given }
tournament-team-double-match = --double is for a team round robin; in a team match each board plays two games with --games-per-board 2
tournament-team-players = a team event's players are given with --team, not --player
tournament-team-games-per-board = --games-per-board { $games }: each board plays 1 game or 2 (one with each colour)
tournament-team-flags = --team, --games-per-board, --team-score and --max-replacements are for --system team-match or team-round-robin
tournament-team-unreadable = --team { $text }: write NAME=PLAYER,PLAYER,... in board order (the first player is the captain), or NAME=CAPTAIN:PLAYER,PLAYER,...
tournament-team-score = --team-score { $text }: use "gp" (game points) or "mp" (match points)
