# Why a mail was refused before any move was read: challenges, confirmation
# answers, mails for several games, settings without proof, the overview. Each
# is the reason inside the refusal's frame, in the reader's language (the sender's
# `language` setting). Quoted words are what a player writes: they stay English.

# A challenge's line did not read; $reason is one of the refused-challenge-* or
# refused-* reasons below (or the rules engine's own words).
refused-challenge = challenge refused: { $reason }
refused-challenge-usage = write: challenge ADDRESS VARIANT [OPTION=VALUE ...] [TIME CONTROL] [as white|as black] [unrated], like "challenge bob@example.net momentum 3d/move"
# $usage is refused-challenge-usage.
refused-challenge-as = after "as" write white or black; { $usage }
# $address is the text given, in double quotes.
refused-not-an-address = { $address } is not an e-mail address
refused-challenge-yourself = challenge refused: you cannot challenge yourself
refused-approve-not-organiser = only an organiser can approve a challenge; nothing was done
# $status is the challenge's state: waiting, approval, started, refused,
# declined or lapsed (select on it).
refused-approval-answered = the challenge { $challenger } v { $challenged } was answered before ({ $status }); nothing was done
refused-approval-word = answer the request with "approve" or "refuse" alone on the first line
refused-challenge-other-address = this challenge went to { $challenged }; only that address can answer it, and nothing was done
# $at is the instant in the form 2026-12-24 10:00 UTC; $days a number.
refused-challenge-lapsed = this challenge from { $challenger } lapsed at { $at }, { $days } days after it was made, without an answer; nothing was done. To play, send a challenge of your own: challenge { $challenger } { $variant }
# $status as in refused-approval-answered.
refused-challenge-answered = this challenge was answered before ({ $status }); nothing was done again

# Answers to a confirmation request. $what is the commands as written.
refused-no-game = there is no game { $game }
refused-not-a-player = { $address } is not a player of game { $game }
refused-moved-on = game { $game } moved on since I asked you to confirm "{ $what }", so nothing was done; send your command again if it still stands
refused-token-unknown = this answers no confirmation request of mine (its token { $token } is unknown); nothing was done: send your command again
refused-token-other-address = the confirmation request { $token } went to another address; only that address can confirm it, and nothing was done
refused-token-answered-applied = the confirmation request for "{ $what }" was answered before (it was carried out then); nothing was done again
refused-token-answered-not-applied = the confirmation request for "{ $what }" was answered before (nothing was carried out then); nothing was done again

# A mail with parts for several games; $parts and $most are numbers.
refused-too-many-parts = the mail holds parts for { $parts } games, more than the { $most } one mail may hold; nothing was done
refused-personal-in-part = a name, time zone, language or leave is the player's, not game { $game }'s: send it alone, in a reply to one of my messages; nothing of game { $game } was done

# A mail that cannot be used at all, settings without proof, a mail for no game.
refused-sender-mismatch = the message is from { $sender } but was sent by { $agent } (its Sender: header); mail sent on someone else's behalf is not accepted unless the organiser allows that sender
refused-too-big = the message is { $size } bytes, more than the limit of { $limit } bytes; send your move as plain text without attachments
refused-settings-unproven = a name, time zone, language, notation, board, leave, digest or xfcc counts only in a reply to one of my messages about your game or your entry (the reply carries your code or the entry's token; a mail without it could come from anyone)
# $why says why the domain does not authenticate the mail.
refused-settings-unverified = a name, time zone, language, notation, board, leave, digest or xfcc counts only from a mail that its domain authenticates, and { $why }
refused-which-game = I could not tell which game this is for: reply to one of my messages about the game, or put its number in the subject, like [Game 12]
refused-not-a-player-commands = { $address } is not a player of game { $game }; only its two players may send commands for it

# The overview of one's games, asked by an address that plays none.
refused-no-overview = you play no game here, so there is no overview of your games to send

# A command only an organiser may send, from an address that is no
# organiser's: $command is the command word (tournament, player, announce,
# abort, adjudicate, takeback, resend, pause, resume, overdue), which stays as
# written.
refused-organiser-command = "{ $command }" is an organiser's command: only an organiser of this arbiter may { $command ->
        [tournament] send tournament commands
        [player] enter a player's rating from elsewhere
        [announce] make an announcement to an event's entrants
        [abort] abort a game
        [adjudicate] adjudicate a game
        [takeback] take back a move
        [resend] have a game's mail sent again
        [pause] pause a game
        [resume] resume a paused game
        [overdue] ask for the overdue games
       *[other] use it
    } (from an address in its list of organisers, with the organiser's code in the subject); nothing was done
