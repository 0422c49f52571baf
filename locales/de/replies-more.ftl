# Siehe locales/en/replies-more.ftl.

nothing-attachments-only = die Nachricht hat nur Anhänge; schreiben Sie Ihren Zug in den Text der Nachricht
nothing-empty = die Nachricht ist leer: schreiben Sie Ihren Zug (oder einen Befehl wie "board") allein in eine Zeile
nothing-found = weder ein Zug noch ein Befehl wurde gefunden: schreiben Sie Ihren Zug allein in eine Zeile, etwa "Sf3" oder "12... Sf6"
nothing-charset = (ein Teil der Nachricht steht in einem Zeichensatz, den ich nicht lesen konnte; einfacher UTF-8-Text geht am besten)
