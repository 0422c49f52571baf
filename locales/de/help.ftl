# Die Hilfe-Antwort (templates/help.txt) und die Notationshilfe jeder Variante,
# auf Deutsch. Dieselben IDs mit denselben Platzhaltern wie locales/en/help.ftl
# (tests/suite/locales.rs). Befehlswörter, die ein Spieler sendet ("resign", "draw",
# "help", "if ... then" ...), bleiben englisch: So liest sie der Schiedsrichter.
# Regelnummern (FIDE 1.1, B2, M5, X5 ...) und Notationsbeispiele bleiben, wie sie
# sind. Die Befehlsblöcke und die Hilfe jeder Variante werden in der Mail um vier
# Leerzeichen eingerückt; Zeilen dort höchstens 78 Zeichen. Begriffe: GLOSSARY.md.

## Die Hilfe-Antwort

help-subject = Hilfe: per Mail spielen
help-subject-variant = Hilfe: { $variant } per Mail spielen
help-title = So spielen Sie per Mail mit { $arbiter }
help-how = Antworten Sie auf eine Mail zu Ihrer Partie (oder schreiben Sie "[Game N]" in den Betreff) und schreiben Sie jeden Befehl allein auf eine Zeile.
help-moves-in = Züge in { $variant }:
help-variants = Die Züge jeder Partie werden in der eigenen Notation ihrer Variante geschrieben: Senden Sie "help" als Antwort auf eine Mail zu Ihrer Partie, um sie zu sehen. Die Varianten:
help-commands-heading = Befehle, in jeder Variante dieselben:
help-commands =
    resign                  die Partie aufgeben
    draw                    Remis anbieten oder das Remisangebot des Gegners
                            annehmen
    decline                 das Remisangebot des Gegners ablehnen
    claim draw              Remis reklamieren: dreimalige Stellungswiederholung
                            oder 50-Züge-Regel
    board                   das Brett zeigen
    history                 die Züge zeigen
    help                    dieser Text
    games                   eine Liste all Ihrer Partien, die dringendste zuerst;
                            antworten Sie darauf mit einer Zeile je Partie
                            ("Game 12: Nf3", "14: e5"), um in mehreren Partien
                            zugleich zu ziehen
help-conditionals = Bedingte Züge: Antworten auf Züge, die Ihr Gegner machen könnte, damit Sie nicht für jeden Zug einen Tag warten müssen. Eine Zeile je Zweig, jede allein auf einer Zeile, unter Ihrem Zug oder ohne ihn; die Schritte einer Zeile folgen aufeinander, getrennt durch ";":
help-conditionals-commands =
    if ZUG DES GEGNERS then IHR ZUG; if SEIN NÄCHSTER ZUG then IHR NÄCHSTER ZUG
                            jeder Zug in der Notation dieser Partie (das
                            Beispiel oben); Zugnummern dürfen fehlen
    conditionals            Ihre anstehenden bedingten Züge zeigen
    cancel conditionals     sie verwerfen
help-conditionals-matching = Passt der Zug Ihres Gegners (derselbe Zug, wie auch immer geschrieben), wird Ihre Antwort sofort gespielt, und Ihrer Bedenkzeit wird nichts angerechnet; Zeilen, die einen anderen Zug erwarteten, entfallen, ebenso jede Zeile bei einem Remisangebot oder einer Reklamation, einer Aufgabe oder dem Ende der Partie. Ihr Gegner sieht sie nie. Ein neuer Satz ersetzt den alten. Bedingte Züge gelten nur in einer Antwort auf eine meiner Mails.
help-settings = Ihre eigenen Einstellungen, jede allein auf einer Zeile, in einer Mail ohne Züge (vor Ihrer ersten Partie in einer Antwort auf meine Mail zu Ihrer Anmeldung zu einem Turnier):
help-settings-commands =
    name Jane Doe           Ihr Name, für Antworten und PGN-Tags
    timezone Europe/Berlin  Fristen werden auch in dieser Zeitzone gezeigt
    language de             Ihre Sprache, ein Code nach ISO 639-1 (en de fr es
                            it nl pt sv pl cs hu ru)
    notation numeric        die Notation, in der ich Ihnen Züge schreibe: san,
                            long, numeric oder figurine
    board list              Bretter als Figurenlisten in Worten (für einen
                            Screenreader) statt des Gitters; board both, board
                            grid
    digest daily 18:00      die Züge Ihrer Gegner in einer Zusammenfassung um
                            diese Uhrzeit (in Ihrer Zeitzone); mehrmals am
                            Tag: digest 08:00 18:00; digest off beendet sie
    leave 2026-12-24 2027-01-02
                            Urlaub an diesen Tagen (UTC, beide eingeschlossen):
                            Ihre Uhren stehen, und Ihre Gegner erfahren es; es
                            gilt ein jährliches Kontingent
help-sending = Nur die Seite am Zug darf einen Zug senden, und nur von der für die Partie angemeldeten Adresse. Ein Zug, eine Aufgabe oder ein Remis gilt sofort, wenn er eine meiner Mails zur Partie beantwortet (die Antworten-Taste behält Ihren Code für die Partie in der Adresse und im Betreff); andere Mail von Ihrer Adresse wird ausgeführt, sobald Sie meine Bitte um Bestätigung beantworten. Zeilen gewöhnlichen Textes werden übergangen, ebenso zitierter Text und Signaturen.

## Die Notation jeder Variante: wie ihre Züge geschrieben werden, mit Beispielen
## (unter "Züge in ..." in der Hilfe-Antwort und unter einem abgelehnten Zug).
## Notationsbeispiele und Regelnummern bleiben, wie sie sind.

help-variant-chess =
    Nf3, exd5, O-O, e8=Q    ein Zug in SAN; Schlagen mit x oder :
    Ng1-f3, e7:d8=Q         lange algebraische Notation
    g1f3, e7e8q             Koordinaten
    5254, 7163, 57581       ICCF-Ziffernnotation: Ausgangs- und Zielfeld als
                            Ziffern, Linie, dann Reihe (e2 = 52); 5171 rochiert;
                            eine fünfte Ziffer wandelt um: 1 Dame, 2 Turm,
                            3 Läufer, 4 Springer
    ♘f3, ♞f3                Figurinen stehen für den Figurenbuchstaben
    Sf3, Dxe5 (language de) die Buchstaben Ihrer Sprache (K D T L S) nach
                            "language de" allein in einer Mail (de fr es it nl
                            pt sv pl cs hu ru)
    12. Nf3, 12... Nf6      eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    +, #, !, ?              Anmerkungen werden angenommen und übergangen
    if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5
                            eine bedingte Zeile: Ihre Antworten auf Züge, die Ihr
                            Gegner machen könnte (mehr in der "help"-Antwort)

help-variant-blackholes =
    e4, Ke2, Hd3, exd5      ein gewöhnlicher Zug in SAN (ein Loch zieht einen
                            Königsschritt auf ein leeres Feld, B3); auch lange
                            Formen: Nb8-c6, Sb8-c6
    (He1)                   eines Ihrer Löcher auf ein leeres Feld Ihrer ersten
                            Reihe einsetzen, statt eines Zuges (B2)
    Ra1-b1-a4xb4            ein relativistischer Zug (B4, B7): Figur,
    d2-d3-d3-d6             Ausgangsfeld, das betretene eigene Loch, das
                            verlassene eigene Loch, - oder x, Zielfeld; die Figur
                            verlässt das Loch in der Richtung, in der sie es
                            betrat
    a7-a8-b6-b8=Q           die Umwandlung steht nach dem Landefeld (B8)
    O-O-O                   Rochade, nur auf dem Damenflügel (B1)
    5254, (H51)             ICCF-Ziffernnotation: Linien 1-5, dann die Reihe
    37-36-46x42             (e2 = 52); ein Einsetzen behält seine Klammern; ein
    17-18-26-281            relativistischer Weg ist die Folge seiner Felder;
                            eine fünfte Ziffer wandelt um (1 Dame)
    Re2 (language fr)       die Buchstaben Ihrer Sprache (R der französische
                            König) nach "language fr" allein in einer Mail (de fr
                            es it nl pt sv pl cs hu ru); das Loch bleibt H: mit pl
                            oder hu, wo H eine Figur ist, ist Hd3 der Zug dieser
                            Figur, wenn sie einen hat, sonst der des Lochs
    3. (He1), 3... (Ha8)    eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    if 1... (Hb8) then 2. Ke2; if 2... Rc7-c6-d6xd2 then 3. Kd1
                            eine bedingte Zeile: Einsetzen und relativistische
                            Wege sind Züge wie alle anderen (mehr in der
                            "help"-Antwort)

help-variant-cwda =
    e4, Nf3, O-O, e8=Q      SAN wie im Schach, mit den eigenen Buchstaben jeder
                            Armee
    (WA)g1-e3, WAg1-e3      eine Armeefigur mit ihrem Betza-Kürzel, mit oder ohne
                            Klammern, in beliebiger Reihenfolge seiner Atome:
                            (NB) = (BN)
    Ag1-e3, Wg1-e3          oder mit ihrem FEN-Buchstaben (siehe die Legende
                            unter dem Brett)
    5254, 57581             ICCF-Ziffernnotation (e2 = 52); die fünfte Ziffer
                            wandelt in die Figur Ihrer Armee auf diesem Platz um:
                            1 die der Dame, 2 des Turms, 3 des Läufers, 4 des
                            Springers (docs/rules/cwda.md)
    ♘f3, ♞f3                Figurinen stehen für den Figurenbuchstaben
    Sf3 (language de)       die Buchstaben Ihrer Sprache (K D T L S) für die
                            FIDE-Figuren nach "language de" allein in einer Mail
                            (de fr es it nl pt sv pl cs hu ru); die Buchstaben der
                            Armeen bleiben
    12. Nf3, 12... Nf6      eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    if 3... (WA)g8-e6 then 4. FADc1-c3; if 4... e5 then 5. Nf3
                            eine bedingte Zeile: Ihre Antworten auf Züge, die Ihr
                            Gegner machen könnte (mehr in der "help"-Antwort)

help-variant-knightmare =
    e4, Nf3, O-O, e8=Q      SAN wie im Schach
    Q~Nc2                   Ihre Dame vereinigt sich mit dem gegnerischen
                            Springer auf c2 zu einem Knightmare (K1, K5); Qxc2
                            wird ebenso gelesen
    QNe4, QNd2-e4, QNxe4    ein Knightmare mit seinen zwei Buchstaben in der
                            Reihenfolge Q R B N
    5254, 41~33             ICCF-Ziffernnotation (e2 = 52, d1~c3 vereinigt);
                            5171 rochiert
    ♘f3, ♞f3                Figurinen stehen für den Figurenbuchstaben
    Sf3, Dxe5 (language de) die Buchstaben Ihrer Sprache (K D T L S) nach
                            "language de" allein in einer Mail (de fr es it nl
                            pt sv pl cs hu ru)
    +, #, !, ?              Anmerkungen werden angenommen und übergangen
    if 5... Q~Nc2 then 6. Rc1; if 6... QNe4 then 7. Nf3
                            eine bedingte Zeile: Ihre Antworten auf Züge, die Ihr
                            Gegner machen könnte (mehr in der "help"-Antwort)

help-variant-missedmark =
    e2-e4, Ng1-f3, e2:d4    ein gewöhnlicher Zug in langer algebraischer
                            Notation (auch SAN wie Nf3)
    Bc1-c3 (Nb1-c3)         ein versetzter Zug: der ausgeführte Zug, dann der
    Bc1-c3 (intend Nb1-c3)  beabsichtigte Zug in Klammern (X5). Die Figur neben
                            der beabsichtigten, gleich welcher Farbe, zieht auf
                            das beabsichtigte Ziel (Regel "source") oder auf das
                            um dieselbe Linienzahl verschobene Ziel (Regel
                            "total") (X2)
    a7-a1/Q (Qb7-b1)        ein Bauer auf seiner letzten Reihe wird umgewandelt
                            (X4)
    O-O-O (castle ...)      eine Klammer ohne Zug ist ein Kommentar
    3133 (2133)             ICCF-Ziffernnotation (e2 = 52): Bc1-c3 (Nb1-c3)
    Lc1-c3 (Sb1-c3) (language de)
                            die Buchstaben Ihrer Sprache (K D T L S), auch im
                            beabsichtigten Zug, nach "language de" allein in einer
                            Mail (de fr es it nl pt sv pl cs hu ru)
    12. e2-e4, 12... e7-e5  eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    if 1. Ra1-b3 (Nb1-c3) then 1... e7-e5; if 2. d2-d4 then 2... e5:d4
                            eine bedingte Zeile; eine Bedingung, als
                            ausgeführter Zug geschrieben, passt auf ihn, ob
                            versetzt oder nicht, eine mit ihrem beabsichtigten
                            Zug nur auf dieses Paar (mehr in der "help"-Antwort)

help-variant-momentum =
    e2-e4                   ein Zug mit einer Aktion (den Bauern auf e2 starten)
    f3-f4, Ra4:d4           ein Zug: seine Ereignisse in der Reihenfolge ihrer
                            Auflösung, durch Kommas getrennt, auf einer Zeile
                            (M5); Figuren in Bewegung, die Sie nicht nennen,
                            ziehen weiter oder halten von selbst an, wie die
                            Regeln es sagen
    e4-e4                   die Figur auf e4 anhalten (vor ihrem Schwungereignis)
    (fhNrlbK)c8-d6, Hc8-d6  eine Armeefigur mit ihrem Betza-Kürzel oder ihrem
                            FEN-Buchstaben
    6364, 14x44             Ereignisse in ICCF-Ziffernnotation (e2 = 52): f3-f4,
                            Ra4:d4
    Ta4:d4 (language de)    die Buchstaben Ihrer Sprache für den König und die
                            Platzbuchstaben der Armee Q R B N (Ra4:d4) nach
                            "language de" allein in einer Mail (de fr es it nl pt
                            sv pl cs hu ru); FEN-Buchstaben und Betza-Kürzel
                            bleiben die der Armee
    12. e2-e4, 12... d7-d5  eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    if 7. f3-f4, Ra4:d4 then 7... Kg4-h3; if 8. Nf5-h6 then 8... Kh3-g4
                            eine bedingte Zeile: ein Zug mit Kommas bleibt ein
                            Zug zwischen "if" und "then" (mehr in der
                            "help"-Antwort)

help-variant-revolving =
    Nc3(B), O-O(Q)          SAN und dazu in Klammern, was aus der gezogenen Figur
                            wird (N->B->R->Q->N, R1); der Zusatz darf fehlen
    R:B(Q), Ba:Rc3(P)       ein Schlagzug darf die geschlagene Figur nennen
    Re8e5(N), e2-e4         lange Formen
    2133(B), 5254           ICCF-Ziffernnotation (e2 = 52): Nb1-c3(B), e2-e4
    Sc3(L) (language de)    die Buchstaben Ihrer Sprache (K D T L S), auch im
                            Zusatz, nach "language de" allein in einer Mail (de fr
                            es it nl pt sv pl cs hu ru)
    12. Nc3(B), 12... e5    eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    if 4... Nc3(B) then 5. R:B(Q); if 5... e5 then 6. Re8e5(N)
                            eine bedingte Zeile: Ihre Antworten auf Züge, die Ihr
                            Gegner machen könnte (mehr in der "help"-Antwort)

help-variant-prodem =
    --                      das Passen von Weiß im 1. Zug, allein auf einer Zeile
                            oder als "1. --" (P1); kein anderer Zug darf passen
    c4(B), R:d6(N)          SAN und dazu in Klammern die Figur nach ihrer
                            Verwandlung: in geraden Zügen befördert, in
                            ungeraden zurückgestuft (P1); nennen Sie die Wahl, wo
                            es eine gibt
    R:B(Q), Ba:Rc3(P)       ein Schlagzug darf die geschlagene Figur nennen
    Re8e5(N), e2-e4         lange Formen
    3334(B), 4546(N)        ICCF-Ziffernnotation (e2 = 52): c3-c4(B), d5-d6(N)
    T:d6(S) (language de)   die Buchstaben Ihrer Sprache (K D T L S), auch im
                            Zusatz, nach "language de" allein in einer Mail (de fr
                            es it nl pt sv pl cs hu ru); mit nl (P ist der
                            Springer) wird der Bauer p geschrieben: La:Tc3(p)
    12. c4(B), 12... e5     eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    if 1. -- then 1... Nc6(P); if 2. c4(B) then 2... e5
                            eine bedingte Zeile: das Passen von Weiß ist eine
                            Bedingung wie jeder andere Zug (mehr in der
                            "help"-Antwort)

help-variant-mutd =
    Nc3(B), e:d5(Q)         SAN und dazu in Klammern die Figur nach ihrer
                            Verwandlung: aufwärts nach einem Zug, abwärts nach
                            einem Schlagzug (U1); der Zusatz darf fehlen
    R:B(Q), Ba:Rc3(P)       ein Schlagzug darf die geschlagene Figur nennen
    Re8e5(N), e2-e4         lange Formen
    2133(B), 5254(N)        ICCF-Ziffernnotation (e2 = 52): Nb1-c3(B), e2-e4(N)
    Sc3(L) (language de)    die Buchstaben Ihrer Sprache (K D T L S), auch im
                            Zusatz, nach "language de" allein in einer Mail (de fr
                            es it nl pt sv pl cs hu ru); mit nl (P ist der
                            Springer) wird der Bauer p geschrieben: La:Tc3(p)
    12. Nc3(B), 12... e5    eine Zugnummer darf vorangehen; sie muss die der
                            Partie sein
    if 4... Nc3(B) then 5. e:d5(Q); if 5... R:B(Q) then 6. e4
                            eine bedingte Zeile: Ihre Antworten auf Züge, die Ihr
                            Gegner machen könnte (mehr in der "help"-Antwort)
