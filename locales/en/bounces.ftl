# Delivery reports ("bounces"): when my mail to a player comes back
# undelivered, the notice to the organisers, the notice to the player's
# opponent in each running game, and the line of the overview (overview.txt).
# $address is the player's address; $opponent a player's name, else the
# address; $game a game's number; $since when the first report came, as the
# reader reads instants; $why one of the bounce-cause-* messages; $words the
# receiving mail server's own words (its status code and text), never
# translated. Command words in double quotes stay English.

bounce-cause-no-such-address = the address does not exist
bounce-cause-mailbox-full = the mailbox is full
bounce-cause-mailbox-disabled = the mailbox is disabled
bounce-cause-refused = the receiving mail server refuses my mail
bounce-cause-other = the receiving mail server does not accept it

## To the organisers

bounce-organisers-subject = Mail to { $address } comes back undelivered
bounce-organisers-intro = Since { $since }, my mail to { $address } comes back undelivered: { $why }.
bounce-organisers-words = The receiving mail server wrote: { $words }
bounce-organisers-games = { $count ->
        [one] The player has { $count } running game:
       *[other] The player has { $count } running games:
    }
bounce-organisers-game = Game { $game } against { $opponent }
bounce-organisers-no-game = The player has no running game.
bounce-organisers-what =
    The opponents were told that the player may not be hearing of the game.
    The clocks run on as before: whether to stop one is yours to decide
    ("arbiter game pause GAME --reason WHY", or "pause GAME reason" by mail).
    The mark goes when a mail from this address arrives; "arbiter status"
    lists it until then, and you hear of it once.

## To the opponent

bounce-opponent-subject = Your opponent may not be hearing of the game
bounce-opponent =
    Since { $since }, my mail to your opponent { $opponent } in game { $game }
    comes back undelivered ({ $why }): your opponent may not be hearing of the
    game. The clocks run on as before; you may go on playing.
bounce-opponent-organisers = The organisers were told.

## The overview ("games")

overview-opponent-bounces = Mail to { $opponent } comes back undelivered since { $since }.
