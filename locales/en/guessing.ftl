# The notice to each organiser when a spell of guessing secrets begins (wrong
# game codes, tokens or organiser codes past [auth] guess_limit within [auth]
# guess_window). $first and $what name what the tries count against
# (guess-target-*; $what may join two with list-and); $window is a length of
# time as configured (1h, 30m); $count and $limit are numbers. Configuration
# keys and the command in quotes stay as written.

guess-target-game = game { $game }
guess-target-sender = sender { $sender }
guess-subject = Guessing secrets: mails for { $what } held
guess-found = Someone is guessing secrets: { $first } had { $count ->
        [one] { $count } failed try
       *[other] { $count } failed tries
    } in the last { $window } (the most allowed is { $limit }; [auth] guess_limit and guess_window).
guess-held = From now on, mails with a wrong code, token or organiser code for { $what } are held unanswered ("arbiter held list" shows them), and a mail with the right code for the game counts only after the player confirms it, so a forger learns nothing from them. The real player can still play. This lasts until no such mail came for { $window }; you hear of it once.
# Followed by the tries, one a line.
guess-evidence = The failed tries (time, claimed sender, game, kind, message, what it carried):
# The last line when more tries were made than are listed.
guess-more = ... and { $count } more
# The game column of a try.
guess-tried-game = game { $game }
