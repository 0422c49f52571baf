# Siehe locales/en/guessing.ftl.

guess-target-game = Partie { $game }
guess-target-sender = Absender { $sender }
guess-subject = Versuche, Geheimcodes zu erraten: Mails für { $what } zurückgehalten
guess-found = Jemand versucht, Geheimcodes zu erraten: { $first } hatte im letzten Zeitraum von { $window } { $count ->
        [one] { $count } Fehlversuch
       *[other] { $count } Fehlversuche
    } (erlaubt sind höchstens { $limit }; [auth] guess_limit und guess_window).
guess-held = Von jetzt an werden Mails mit einem falschen Code, Kennzeichen oder Turnierleiter-Code für { $what } unbeantwortet zurückgehalten ("arbiter held list" zeigt sie), und eine Mail mit dem richtigen Code der Partie zählt erst, wenn der Spieler sie bestätigt hat; so erfährt ein Fälscher nichts daraus. Der echte Spieler kann weiterspielen. Das gilt, bis { $window } lang keine solche Mail mehr kam; Sie erfahren es nur einmal.
guess-evidence = Die Fehlversuche (Zeit, angeblicher Absender, Partie, Art, Nachricht, was sie enthielt):
guess-more = ... und { $count } weitere
guess-tried-game = Partie { $game }
