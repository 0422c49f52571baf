# Captains by mail in team events (src/arbiter/events/captains.rs).
# $name is the event's name, $tournament its number, $team the team's name.
# Command words (enter, order, replace, withdraw team, confirm, decline,
# approve, refuse) stay English.

## The captain enters a team
captain-entered-subject = Team { $team } entered: { $name }
# $count counts the players the captain listed.
captain-entered = Team { $team } is entered in { $name } (tournament { $tournament }) with you as its captain. { $count ->
        [one] The player you listed is asked to confirm:
       *[other] The { $count } players you listed are asked to confirm:
    }
captain-entered-next = Each player is on the team once they confirm, and you hear each answer. The boards are the players who confirmed, in your order.
captain-order-how = Before the start you may change the order: write order { $tournament } { $team } on the first line and the players in the new order below it, one address a line.
captain-line-board = board { $board }
captain-line-waiting = not answered yet
captain-line-declined = declined

## A listed player is asked
captain-ask-subject = Play for team { $team } in { $name }? [Confirm { $token }]
# $captain is the captain's address, $place the player's place in the captain's order.
captain-ask-intro = { $captain }, captain of team { $team }, listed you as player { $place } of the team's board order in { $name } (tournament { $tournament }).
# Each followed by the command word on a line of its own.
captain-ask-confirm = To play for the team, reply to this message with the word
captain-ask-decline = To say no, reply with the word
captain-confirmed-subject = On team { $team }: { $name }
captain-confirmed = You are on team { $team } in { $name } (tournament { $tournament }), on board { $board } for now: the captain may change the order before the start. You will hear when your games start.
captain-declined-subject = Not on team { $team }: { $name }
captain-declined = You said no to team { $team } in { $name } (tournament { $tournament }); its captain is told.
captain-news-subject = Team { $team }: { $name }
# $player is the listed player's address.
captain-told-confirmed = { $player } confirmed and is on team { $team } in { $name }.
captain-told-declined = { $player } said no to team { $team } in { $name }. To list another player, send the order again.
captain-ordered = The board order of team { $team } in { $name } is changed. Players new to the list are asked to confirm.
captain-dropped = { $captain }, captain of team { $team }, left you out of the team's board order in { $name } (tournament { $tournament }): you are no longer on the team.

## Refusals (the reason a mail was not used)
captain-enter-usage = to enter a team, write enter, the event's number, the word team and the team's name on the first line, and the players in board order below it, one address a line (enter 12 team Ajax)
captain-order-usage = to change a team's board order, write order, the event's number and the team's name on the first line, and the players below it, one address a line (order 12 Ajax)
captain-replace-usage = to ask for a replacement, write replace, the board's number and the new player's address (replace 2 new@example.org), and the event's number after them when you captain teams in several events
captain-list-empty = no player is listed: write the players in board order on the lines after the first, one address a line
captain-list-address = { $line } is not an address
captain-list-twice = { $address } is listed twice
# $max is a number.
captain-list-too-many = { $max ->
        [one] at most one player may be listed
       *[other] at most { $max } players may be listed
    }
captain-not-team-event = { $name } (tournament { $tournament }) is not a team event: a player enters it with enter { $tournament }
captain-name-taken = a team named { $team } is entered in { $name } already
captain-enter-again = you entered team { $team } in { $name } already; to change its board order, write order { $tournament } { $team } with the players below it
captain-one-team = you are the captain of team { $team } in { $name } already, and a captain enters one team in an event
# $address is a listed or new player's address.
captain-plays-already = { $address } plays in { $name } (tournament { $tournament }) already, or is listed for a team there; nothing was changed
captain-no-team = { $name } (tournament { $tournament }) has no team named { $team }
captain-not-captain = you are not the captain of team { $team } in { $name }; only its captain may do this, and nothing was changed
captain-captains-none = you are the captain of no team in a running event; only a team's captain may ask for this, and nothing was changed
captain-not-captain-running = you are the captain of no team playing in { $name } (tournament { $tournament }); nothing was changed
# $events lists the events: number (name: team).
captain-which-event = you are the captain of teams in several running events: { $events }; write the event's number after the command
# $boards is the number of the team's boards.
captain-no-board = team { $team } has no board { $board } ({ $boards ->
        [one] it has one board
       *[other] it has { $boards } boards
    }); nothing was changed
# $max is the event's number of replacements a team may have.
captain-no-more-replacements = team { $team } has had { $max ->
        [0] no replacement: the event allows none
        [one] its one replacement in { $name }, and no more is allowed
       *[other] its { $max } replacements in { $name }, and no more are allowed
    }
captain-answered-before = you answered this request about team { $team } before
captain-answer-word = answer with the word confirm to play for the team, or decline to say no, on the first line
captain-request-answered = this request about team { $team } was answered before ({ $status ->
        [granted] granted
       *[refused] refused
    })
captain-not-running = { $name } (tournament { $tournament }) is not running, or team { $team } has withdrawn; nothing was changed

## Requests to the organisers
captain-request-subject = Captain's request, team { $team }: { $name } [Confirm { $token }]
# $captain is the captain's address, $old and $new the players' addresses.
captain-replace-asked = { $captain }, captain of team { $team } in { $name } (tournament { $tournament }), asks that { $new } replace { $old } on board { $board }.
captain-withdraw-asked = { $captain }, captain of team { $team }, asks to withdraw the team from { $name } (tournament { $tournament }).
# Each followed by the command word on a line of its own.
captain-request-approve = To grant it, reply to this message with the word
captain-request-refuse = To refuse it, reply with the word
captain-request-sent = Your request went to the organisers; you will hear their answer.
# $organiser is the organiser's address, $what the request (captain-what-replace, captain-what-withdraw).
captain-request-refused = The organiser { $organiser } refused your request for team { $team } in { $name }: { $what }.
captain-what-replace = { $new } on board { $board }
captain-what-withdraw = the team's withdrawal

## A replacement granted
# Follows "The organiser (address)" (organiser-did): what the organiser did.
captain-replaced = gave board { $board } of team { $team } to { $new } in place of { $old }
# $by is the organiser's address, $what is captain-replaced, $games the board's running games.
captain-replaced-news = The organiser ({ $by }) { $what }. { $games ->
        [0] The board has no running game; its results so far stay with the board.
        [one] The board's running game passes to the new player with a new code, and the old code no longer works; the board's results so far stay with the board.
       *[other] The board's { $games } running games pass to the new player with new codes, and the old codes no longer work; the board's results so far stay with the board.
    }
# The reason in the game's mail to the new player.
captain-replaced-you = you take over this game for your team at your captain's request; reply to this message to play (it carries your code for the game)
# The reason in the game's mail to the opponent.
captain-replaced-opponent = a replacement the other team's captain asked for; the game goes on against the new player

## A team withdrawn
captain-team-withdrawn-reason = team { $team } withdrew from { $name } at its captain's request, granted by the organisers
# $games counts the team's running games forfeited.
captain-team-withdrawn = Team { $team } has withdrawn from { $name } (tournament { $tournament }). { $games ->
        [0] No game of the team was running; the results so far stand.
        [one] Its running game is forfeited; the results so far stand.
       *[other] Its { $games } running games are forfeited; the results so far stand.
    }

## An individual entry to a team event
captain-individual-entry = { $name } (tournament { $tournament }) is a team event: a team's captain enters the team with enter { $tournament } team NAME on the first line and the players in board order below it
