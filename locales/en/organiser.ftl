# The replies to an organiser's mail, in English: in the organiser's own
# language when the organiser plays here and set one, else English. Every
# other locales/<lang>/organiser.ftl has the same ids with the same
# placeholders (tests/locales.rs). The command words an organiser writes stay
# English; what was done to a game ($what) and a refusal's reason ($why) are
# put in as the service writes them.

organiser-done = Done
# $line is the organiser's command line, shortened.
organiser-done-subject = Done: { $line }
# $what is tournament or player: the kind of command.
organiser-not-read = "{ $line }" is no { $what } command I can carry out:
organiser-not-done = "{ $line }" was not carried out: { $why }
organiser-game-done = Game { $game }: { $what }.
organiser-announce-usage = write: announce TOURNAMENT TEXT (the text may go on over the next lines)
organiser-announce-unknown = there is no tournament { $tournament }; nothing was announced
organiser-announced-subject = Done: announced to { $name }
organiser-announced = Your announcement went to { $sent } { $sent ->
        [one] entrant
       *[other] entrants
    } of { $name } (tournament { $tournament }).
organiser-overdue-subject = Overdue games
organiser-overdue = Overdue games:
organiser-overdue-none = No game is overdue.
# The usage of an organiser's game commands; the command and the words in
# capitals stay as they are. $word is the command (abort, takeback, pause, resume).
organiser-usage = write: { $word } GAME reason
organiser-usage-adjudicate = write: adjudicate GAME RESULT reason
organiser-usage-resend = write: resend GAME [ADDRESS]
organiser-no-code = an organiser's command counts only with the organiser's code in the subject, as [Organiser CODE] (any From: can be forged); nothing was done

## The organisers' notice that the answers to addresses that play no game
## reached their hourly total. $count and $limit are numbers; $at and $until
## instants in UTC.

strangers-subject = Answers to addresses that play no game stopped until { $until }
strangers-text = { $count } answers went to addresses that play no game in the hour before { $at }: the most allowed for them all ([mail] stranger_answers_per_hour_total = { $limit }). Until { $until }, mail from such addresses is recorded and kept, not answered, so that a list of forged senders cannot make this arbiter send mail to strangers. Players and organisers are answered as always. You hear of this at most once an hour.
