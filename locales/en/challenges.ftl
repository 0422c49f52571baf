# The mails of a challenge by mail (`challenge ADDRESS VARIANT ...`): to the
# challenger, to the challenged address (English while it does not play here),
# and, with [arbiter] challenges = "approval", to the organisers. Addresses are
# put in as written; $at is an instant in the form 2026-12-24 10:00 UTC; the
# words a player answers with (accept, decline, approve, refuse) follow a
# sentence on a line of their own and stay English.

# The terms of a challenge: $variant is the variant's id with its options as
# written (`momentum (black-army=nutty-knights)`), $control the time control as
# written (`3d/move`); $terms one of the two.
challenge-terms = { $variant }, time control { $control }
challenge-terms-untimed = { $variant }, no time control
challenge-terms-unrated = { $terms }, unrated

challenge-sent-subject = Challenge sent
challenge-sent = Your challenge to { $challenged } ({ $terms }) went out; you will hear when it is answered.
# Followed by the tag [Confirm TOKEN].
challenge-subject = Challenge from { $challenger }
# $color is the key white or black: the side the reader would play.
challenge-request = { $challenger } challenges you to a game of { $terms }; you would play { $color ->
        [white] white
       *[black] black
    }.
# Each followed by the answer word on a line of its own.
challenge-accept = To accept, reply to this message with the word
challenge-decline = To decline, reply with
challenge-lapses = The challenge lapses if it is not answered by { $at }.
challenge-declined-subject = Challenge declined
challenge-declined = { $challenged } declined your challenge ({ $terms }).
challenge-lapsed-subject = Challenge lapsed
challenge-lapsed = Your challenge to { $challenged } ({ $terms }) lapsed: it was not answered by { $at }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } after you sent it. No game was made; you may send a new challenge.

## Approval by an organiser

# Followed by the tag [Confirm TOKEN].
approval-subject = Approve a game?
approval-request = { $challenger } challenged { $challenged } to a game of { $terms }, and the challenge was accepted.
# Each followed by the answer word on a line of its own.
approval-approve = To let the game start, reply to this message with
approval-refuse = To stop it, reply with
approval-waiting-subject = Challenge accepted, waiting for approval
approval-waiting = The challenge { $challenger } v { $challenged } ({ $terms }) was accepted; the game starts when an organiser approves it.
approval-refused-subject = Challenge not approved
# $organiser is the organiser's address.
approval-refused = The organiser { $organiser } did not approve the game { $terms } between { $challenger } and { $challenged }.
