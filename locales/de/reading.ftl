# Die Zeilen einer Mail, die keinen Zug und keinen Befehl ergaben und keine
# gewöhnliche Prosa sind, oben in der Antwort zitiert (jede nach "> "),
# danach unread-how. $count ist die Zahl der Zeilen.

unread-head = { $count ->
        [1] Nicht gelesen: Mit dieser Zeile Ihrer Mail wurde nichts gemacht:
       *[other] Nicht gelesen: Mit diesen Zeilen Ihrer Mail wurde nichts gemacht:
    }
unread-head-game = { $count ->
        [1] Nicht gelesen, in Partie { $game }: Mit dieser Zeile wurde nichts gemacht:
       *[other] Nicht gelesen, in Partie { $game }: Mit diesen Zeilen wurde nichts gemacht:
    }
unread-how = Schreiben Sie jeden Zug und jeden Befehl auf eine eigene Zeile, wie "help" es zeigt.

## Eine Antwort auf eine Bestätigungsbitte mit eigenen Befehlen: der Hinweis
## oben in der Antwort. $what sind die zurückgehaltenen Befehle, wie geschrieben.

confirm-own-commands = Ihre Antwort auf meine Bitte, "{ $what }" in Partie { $game } zu bestätigen, enthält eigene Befehle: Diese wurden stattdessen gelesen, und "{ $what }" entfällt.
