# The mails of a player with many games: the digest (digest.txt) and the
# overview of one's games (overview.txt). Command words in double quotes stay
# English ("digest off", "timezone").

## The digest

digest-subject = Digest: your move in { $count } { $count ->
        [one] game
       *[other] games
    }
digest-intro = Your digest of { $when }: { $count } { $count ->
        [one] game
       *[other] games
    } where it is your move.
digest-game = == Game { $game }: { $white } v { $black }, { $variant } ==
digest-last-move = Your opponent's last move: { $move }
digest-news = Also since your last digest, in games where it is not your move now:
digest-news-game = Game { $game }: { $summary }
digest-how = To move in a game, answer any mail of mine about that game (it carries your code for it). The end of a game, reminders of your deadlines and answers to your own mail come at once, not in the digest.
digest-several = To move in several of these games at once, reply to this mail with one line per game:
digest-off = Send "digest off" to have every mail at once again.

## The overview ("games")

overview-subject = Your games: { $running } running, your move in { $yours }
overview-intro = Your games: { $running } running, your move in { $yours }.
overview-urgent = Most urgent first (your move, least time left first):
overview-game = Game { $game }, { $variant }: you play { $side } against { $opponent }.
overview-your-move = Your move
overview-their-move = { $side } ({ $opponent }) to move
overview-plies = { $plies } plies played, last { $last }.
overview-time-left = Your time left: { $left }.
overview-move-by = Move by { $deadline }.
overview-none-running = You have no running game.
overview-finished = Finished in the last { $days } days:
overview-finished-game = Game { $game }, { $variant }: { $result } ({ $how }), you played { $side } against { $opponent }; ended { $ended }.
overview-several = To move in several games at once, reply to this mail with one line per game:
overview-several-after = (for a variant whose turns span lines, a "{ $label }" line and the turn's lines under it). Each game's part is handled on its own: a refused move refuses only its game. This mail's reply address carries your player code, which proves the reply is yours; keep it to yourself.
overview-zone = Deadlines are in UTC; send "timezone" with its IANA name (for example "timezone Europe/Berlin") in a reply about any of your games to see them in your own time zone as well.
overview-none-yet = none yet
