# Unzustellbarkeitsberichte: wenn meine Mails an einen Spieler unzustellbar
# zurückkommen, die Nachricht an die Turnierleiter, die Nachricht an den Gegner
# in jeder laufenden Partie des Spielers und die Zeile der Übersicht
# (overview.txt). Die Platzhalter wie in locales/en/bounces.ftl; $words sind die
# Worte des empfangenden Mailservers, nicht übersetzt. Befehlswörter in
# doppelten Anführungszeichen bleiben englisch.

bounce-cause-no-such-address = die Adresse existiert nicht
bounce-cause-mailbox-full = das Postfach ist voll
bounce-cause-mailbox-disabled = das Postfach ist gesperrt
bounce-cause-refused = der empfangende Mailserver weist meine Mails ab
bounce-cause-other = der empfangende Mailserver nimmt sie nicht an

## An die Turnierleiter

bounce-organisers-subject = Mails an { $address } kommen unzustellbar zurück
bounce-organisers-intro = Seit { $since } kommen meine Mails an { $address } unzustellbar zurück: { $why }.
bounce-organisers-words = Der empfangende Mailserver schrieb: { $words }
bounce-organisers-games = { $count ->
        [one] Der Spieler hat { $count } laufende Partie:
       *[other] Der Spieler hat { $count } laufende Partien:
    }
bounce-organisers-game = Partie { $game } gegen { $opponent }
bounce-organisers-no-game = Der Spieler hat keine laufende Partie.
bounce-organisers-what =
    Den Gegnern wurde mitgeteilt, dass der Spieler womöglich nichts mehr von der
    Partie erfährt. Die Uhren laufen weiter wie bisher: Ob eine angehalten wird,
    entscheiden Sie ("arbiter game pause GAME --reason WHY" oder per Mail
    "pause GAME reason"). Die Markierung verschwindet, sobald eine Mail von
    dieser Adresse eintrifft; bis dahin führt "arbiter status" sie auf, und Sie
    erfahren davon nur einmal.

## An den Gegner

bounce-opponent-subject = Ihr Gegner erfährt womöglich nichts von der Partie
bounce-opponent =
    Seit { $since } kommen meine Mails an Ihren Gegner { $opponent } in Partie
    { $game } unzustellbar zurück ({ $why }): Ihr Gegner erfährt womöglich nichts
    von der Partie. Die Uhren laufen weiter wie bisher; Sie können weiterspielen.
bounce-opponent-organisers = Die Turnierleiter wurden benachrichtigt.

## Die Übersicht ("games")

overview-opponent-bounces = Mails an { $opponent } kommen seit { $since } unzustellbar zurück.
