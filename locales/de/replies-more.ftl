# Siehe locales/en/replies-more.ftl.

nothing-attachments-only = die Nachricht hat nur Anhänge; schreiben Sie Ihren Zug in den Text der Nachricht
nothing-empty = die Nachricht ist leer: schreiben Sie Ihren Zug (oder einen Befehl wie "board") allein in eine Zeile
nothing-found = weder ein Zug noch ein Befehl wurde gefunden: schreiben Sie Ihren Zug allein in eine Zeile, etwa "Sf3" oder "12... Sf6"
nothing-charset = (ein Teil der Nachricht steht in einem Zeichensatz, den ich nicht lesen konnte; einfacher UTF-8-Text geht am besten)

## Das mit "board" erbetene Brett (der Betreff)

board-subject = Brett nach { $turns } { $turns ->
        [one] Zug
       *[other] Zügen
    }
moves-none-yet = (noch keine)

## Die Notiz an jeden Turnierleiter über eine zurückgehaltene Nachricht (held_note.txt)

held-note-subject = Eine Nachricht ist für Sie zurückgehalten
held-note-intro = Eine Nachricht ist für Sie zurückgehalten: ihre Prüfung überschritt die Suchgrenze ({ $limit }).
held-note-from = Von:
held-note-mail-subject = Betreff:
held-note-message-id = Message-ID:
held-note-game = Partie:
held-note-game-unknown = (unbekannt)
held-note-what-now = Nichts wurde geändert. Die Nachricht ist in der Datenbank gespeichert (Ergebnis "held"; sie kam als { $source } an). Um sie mit einer höheren Grenze zu beurteilen, erhöhen Sie [limits] search_states / search_seconds in der Konfiguration und führen `arbiter held release { $key }` aus; der Absender erhält dann die übliche Antwort.
