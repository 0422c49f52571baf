# The words of a tournament's tables and title, in English: the crosstable's
# column heads, notes and legend (round robin and Swiss), the tie-breaks in
# words, the knock-out bracket's rounds, and the event's title. Every other
# locales/<lang>/tables.ftl has the same ids with the same placeholders
# (tests/suite/locales.rs). FIDE's acronyms of the tie-breaks (DE, BH-C1, SB) and the
# marks in the table's cells (1 ½ 0 + - . * x w b bye) stay as they are.

## The crosstable's column heads

# Rank, pairing number, name, points; a Swiss round's head is this letter and
# the round's number (R1, R2).
table-rank = Rk
table-number = No
table-player = Player
table-points = Pts
table-round = R

## The notes after a row

table-annulled = withdrew: results annulled (FIDE C.06 V.4.a)
table-stands = withdrew: results stand (FIDE C.06 V.4.b)
table-withdrew = withdrew

## The legend under the table; $ties is table-ties or table-ties-none.

table-legend-round-robin = 1 win, ½ draw, 0 loss; +/- forfeit at a withdrawal; . still playing; * no result. { $ties }
table-legend-swiss = Each round: opponent's number, colour (w/b), result (1 win, ½ draw, 0 loss, + / - forfeit, . still playing); bye: the pairing-allocated bye; - absent. { $ties }
table-legend-swiss-dummy = For BH and SB a bye, a forfeit or an absence counts as a game against a dummy with the player's own score (at most the forfeiting opponent's, or half a point a round), and an absence at the end as a draw for the opponents (FIDE C.07 Art. 16).
# $list is the tie-breaks, each table-tiebreak, comma-separated.
table-ties = Ties: { $list } (FIDE C.07).
table-ties-none = Ties: by pairing number.
table-tiebreak = { $name } ({ $acronym })

## The tie-breaks in words (FIDE C.07)

tiebreak-de = direct encounter
tiebreak-win = wins
tiebreak-won = games won
tiebreak-bpg = games with Black
tiebreak-bwg = wins with Black
tiebreak-ps = progressive score
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
# A Buchholz or Sonneborn-Berger without the $n least significant values (Cut-n),
# or without the $n least and $n most significant (Median-n).
tiebreak-cut = { $name } cut { $n }
tiebreak-median = { $name } median { $n }

## The event's title: Winter Cup (tournament 1): chess, single round robin, 30d

# $variant is the variant with its options; $control is empty, or a comma and
# the time control.
event-title = { $name } (tournament { $tournament }): { $variant }, { $kind }{ $control }
# The system in an entry's request: $system is round_robin, swiss or knockout.
event-system = { $system }
event-kind-single = single round robin
event-kind-double = double round robin
event-kind-swiss = Swiss (Dutch system) of { $rounds } rounds
# $tie is event-tie-extra or event-tie-seed.
event-kind-knockout = knock-out cup, matches of { $games } { $games ->
        [one] game
       *[other] games
    }, ties: { $tie }
event-tie-extra = another pair of games
event-tie-seed = the higher seed goes through

## The knock-out bracket

bracket-final = Final
bracket-semi-finals = Semi-finals
bracket-quarter-finals = Quarter-finals
bracket-round = Round { $round }
bracket-bye = (bye)
bracket-winner = Winner: { $name }
# The heads of the bracket's HTML table: the match's number, a seed, the
# score, who goes through; the champion's line ("Winner: NAME").
bracket-match = Match
bracket-seed = Seed
bracket-score = Score
bracket-through = Through
bracket-champion = Winner

## Team events: the team crosstable, each board's table, the tie-breaks of teams

table-team = Team
table-games = Games
table-board-title = Board { $board }
# $primary is tiebreak-team-gpts or tiebreak-team-mpts; $ties as above.
table-legend-team = Each meeting: the team's game points, then its match points in parentheses (2 won, 1 drawn, 0 lost; (.) still being played). MP: match points; GP: game points; ranked by { $primary } first. { $ties }
tiebreak-team-mpts = match points
tiebreak-team-gpts = game points
tiebreak-team-secondary = the other score
tiebreak-team-ede = extended direct encounter
tiebreak-team-bc = board count
tiebreak-team-tbr = top board results
tiebreak-team-bbe = bottom board elimination
# $opponent and $own are tiebreak-team-mpts or tiebreak-team-gpts.
tiebreak-team-esb = extended Sonneborn-Berger (the opponents' { $opponent } times the { $own } scored)
tiebreak-team-bh = Buchholz on { $on }
# $system is one of the three below; $score is tiebreak-team-gpts or -mpts.
event-kind-team = { $system }, { $games } { $games ->
        [one] game
       *[other] games
    } per board, ranked by { $score }
event-kind-team-match = team match
event-kind-team-single = team round robin
event-kind-team-double = double team round robin
