# Siehe locales/en/refusals-more.ftl.

refused-challenge = Herausforderung abgelehnt: { $reason }
refused-challenge-usage = schreiben Sie: "challenge ADRESSE VARIANTE [OPTION=WERT ...] [BEDENKZEIT] [as white|as black] [unrated]", etwa "challenge bob@example.net momentum 3d/move"
refused-challenge-as = nach "as" schreiben Sie "white" oder "black"; { $usage }
refused-not-an-address = { $address } ist keine E-Mail-Adresse
refused-challenge-yourself = Herausforderung abgelehnt: Sie können sich nicht selbst herausfordern
refused-approve-not-organiser = nur ein Turnierleiter kann eine Herausforderung genehmigen; es geschah nichts
refused-approval-answered = die Herausforderung { $challenger } gegen { $challenged } wurde bereits beantwortet ({ $status ->
        [waiting] sie wartet auf Antwort
        [approval] sie wartet auf Genehmigung
        [started] die Partie hat begonnen
        [refused] nicht genehmigt
        [declined] abgelehnt
        [lapsed] verfallen
       *[other] { $status }
    }); es geschah nichts
refused-approval-word = beantworten Sie die Anfrage mit "approve" oder "refuse" allein in der ersten Zeile
refused-challenge-other-address = diese Herausforderung ging an { $challenged }; nur diese Adresse kann sie beantworten, und es geschah nichts
refused-challenge-lapsed = diese Herausforderung von { $challenger } ist am { $at } verfallen, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } nach ihrem Eingang, ohne Antwort; es geschah nichts. Um zu spielen, senden Sie eine eigene Herausforderung: "challenge" { $challenger } { $variant }
refused-challenge-answered = diese Herausforderung wurde bereits beantwortet ({ $status ->
        [waiting] sie wartet auf Antwort
        [approval] sie wartet auf Genehmigung
        [started] die Partie hat begonnen
        [refused] nicht genehmigt
        [declined] abgelehnt
        [lapsed] verfallen
       *[other] { $status }
    }); es geschah nichts weiter

refused-no-game = es gibt keine Partie { $game }
refused-not-a-player = { $address } spielt nicht in Partie { $game }
refused-moved-on = Partie { $game } ist weitergegangen, seit ich Sie bat, "{ $what }" zu bestätigen, daher geschah nichts; senden Sie Ihren Befehl erneut, wenn er noch gilt
refused-token-unknown = dies beantwortet keine meiner Bestätigungsanfragen (ihr Kennzeichen { $token } ist unbekannt); es geschah nichts: Senden Sie Ihren Befehl erneut
refused-token-other-address = die Bestätigungsanfrage { $token } ging an eine andere Adresse; nur diese Adresse kann sie bestätigen, und es geschah nichts
refused-token-answered-applied = die Bestätigungsanfrage für "{ $what }" wurde bereits beantwortet (damals wurde es ausgeführt); es geschah nichts weiter
refused-token-answered-not-applied = die Bestätigungsanfrage für "{ $what }" wurde bereits beantwortet (damals wurde nichts ausgeführt); es geschah nichts weiter

refused-too-many-parts = die Mail enthält Teile für { $parts } Partien, mehr als die { $most }, die eine Mail enthalten darf; es geschah nichts
refused-personal-in-part = "name", "timezone", "language" oder "leave" gehören dem Spieler, nicht Partie { $game }: Senden Sie sie allein, in einer Antwort auf eine meiner Nachrichten; von Partie { $game } wurde nichts ausgeführt

refused-sender-mismatch = die Nachricht ist von { $sender }, wurde aber von { $agent } gesendet (ihr Sender:-Kopf); Mail im Auftrag eines anderen wird nicht angenommen, es sei denn, der Turnierleiter erlaubt diesen Absender
refused-too-big = die Nachricht hat { $size } Bytes, mehr als die Grenze von { $limit } Bytes; senden Sie Ihren Zug als reinen Text ohne Anhänge
refused-settings-unproven = "name", "timezone", "language", "notation", "board", "leave", "digest" oder "xfcc" gelten nur in einer Antwort auf eine meiner Nachrichten zu Ihrer Partie oder Ihrer Anmeldung (die Antwort trägt Ihren Code oder das Kennzeichen der Anmeldung; eine Mail ohne sie könnte von jedem kommen)
refused-settings-unverified = "name", "timezone", "language", "notation", "board", "leave", "digest" oder "xfcc" gelten nur aus einer Mail, die ihre Domain beglaubigt, und { $why }
refused-which-game = ich konnte nicht erkennen, zu welcher Partie dies gehört: Antworten Sie auf eine meiner Nachrichten zu der Partie, oder schreiben Sie ihre Nummer in den Betreff, etwa "[Game 12]"
refused-not-a-player-commands = { $address } spielt nicht in Partie { $game }; nur ihre beiden Spieler dürfen Befehle dafür senden

refused-no-overview = Sie spielen hier keine Partie, daher gibt es keine Übersicht Ihrer Partien zu senden

refused-organiser-command = „{ $command }“ ist ein Befehl für Turnierleiter: nur ein Turnierleiter dieses Schiedsrichters darf { $command ->
        [tournament] Turnierbefehle senden
        [player] die Wertungszahl eines Spielers von anderswo eintragen
        [announce] den Teilnehmern eines Turniers eine Mitteilung senden
        [abort] eine Partie abbrechen
        [adjudicate] eine Partie abschätzen
        [takeback] einen Zug zurücknehmen
        [resend] die Mails einer Partie erneut senden lassen
        [pause] eine Partie unterbrechen
        [resume] eine unterbrochene Partie fortsetzen
        [overdue] nach den überfälligen Partien fragen
       *[other] ihn senden
    } (von einer Adresse aus seiner Liste der Turnierleiter, mit dem Code des Turnierleiters im Betreff); es geschah nichts
