# Siehe locales/en/confirm.ftl.

confirm-subject = Bitte bestätigen: { $what }
confirm-asks = Eine Nachricht von Ihrer Adresse verlangt Folgendes in Partie { $game }:
confirm-asks-subject = Eine Nachricht von Ihrer Adresse ("{ $subject }") verlangt Folgendes in Partie { $game }:
confirm-why = Weil { $why }, wurde noch nichts ausgeführt: Jeder kann Ihre Adresse auf eine Mail schreiben, und erst der Code (und, wo der Schiedsrichter sie prüft, die DKIM-Signatur Ihrer Mail-Domain) zeigt, dass wirklich Sie es sind.
confirm-no-code = Die Nachricht trug Ihren Code für Partie { $game } nicht, daher wurde noch nichts ausgeführt: Jeder kann Ihre Adresse auf eine Mail schreiben, und erst der Code zeigt, dass wirklich Sie es sind.
confirm-how = Um es auszuführen, antworten Sie auf diese Nachricht mit der Antworten-Taste Ihres Mailprogramms (die Antwort behält das Kennzeichen in Adresse und Betreff); hinein muss nichts geschrieben werden. Geht die Partie vor Ihrer Antwort weiter, wird nichts ausgeführt, und ich teile es Ihnen mit. Haben Sie sie nicht gesendet, beachten Sie diese Nachricht nicht: Die Partie bleibt, wie sie ist.
confirm-next-time = Antworten Sie beim nächsten Mal auf eine meiner Nachrichten zu Partie { $game }: Ihr Zug trägt dann Ihren Code und wird sofort ausgeführt.

held-subject = Für den Turnierleiter zurückgehalten
held-intro = Ihre Nachricht wird für den Turnierleiter zurückgehalten.
held-intro-subject = Ihre Nachricht "{ $subject }" wird für den Turnierleiter zurückgehalten.
held-limit = { $states } Suchzustände oder { $seconds } Sekunden
held-why = Die Prüfung Ihrer Nachricht braucht mehr Rechenaufwand, als dieser Schiedsrichter erlaubt ({ $limit }): Die Stellung hat so viele Figuren in Bewegung oder Möglichkeiten, dass die Suche nach den Regeln zu lange dauern würde. Ihre Nachricht ist weder angenommen noch abgelehnt. Nichts wird geändert, bis der Turnierleiter entscheidet; Sie hören von ihm. Bitte senden Sie sie nicht noch einmal.
held-why-game = Die Prüfung Ihrer Nachricht braucht mehr Rechenaufwand, als dieser Schiedsrichter erlaubt ({ $limit }): Die Stellung von Partie { $game } hat so viele Figuren in Bewegung oder Möglichkeiten, dass die Suche nach den Regeln zu lange dauern würde. Ihre Nachricht ist weder angenommen noch abgelehnt. Partie { $game } bleibt unverändert, bis der Turnierleiter entscheidet; Sie hören von ihm. Bitte senden Sie sie nicht noch einmal.
