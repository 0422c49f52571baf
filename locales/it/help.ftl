# La risposta di aiuto (templates/help.txt) e l'aiuto di notazione di ogni
# variante, in italiano. Stessi identificatori con gli stessi segnaposto di
# locales/en/help.ftl (tests/suite/locales.rs). Le parole di comando che un giocatore
# invia ("resign", "draw", "help", "if ... then" ...) restano in inglese:
# l'arbitro legge solo quelle. I riferimenti alle regole (FIDE 1.1, B2, M5,
# X5 ...) e gli esempi di notazione restano invariati. I blocchi di comandi e
# l'aiuto di ogni variante sono rientrati di quattro spazi nell'e-mail; righe di
# 78 caratteri al massimo. Registro: Lei; termini: GLOSSARY.md.

## La risposta di aiuto

help-subject = Aiuto: giocare per e-mail
help-subject-variant = Aiuto: giocare a { $variant } per e-mail
help-title = Come giocare per e-mail con { $arbiter }
help-how = Risponda a un'e-mail sulla Sua partita (o metta "[Game N]" nell'oggetto) e scriva ogni comando da solo su una riga.
help-moves-in = Le mosse in { $variant }:
help-variants = Le mosse di ogni partita si scrivono nella notazione propria della variante: invii "help" in risposta a un'e-mail sulla Sua partita per vederla. Le varianti:
help-commands-heading = I comandi, gli stessi in ogni variante:
help-commands =
    resign                  abbandonare la partita
    draw                    proporre la patta, o accettare la proposta
                            dell'avversario
    decline                 rifiutare la proposta di patta dell'avversario
    claim draw              richiedere la patta per triplice ripetizione o per
                            la regola delle 50 mosse
    board                   mostrare la scacchiera
    history                 mostrare le mosse
    help                    questo testo
    games                   l'elenco di tutte le Sue partite, la più urgente per
                            prima; risponda con una riga per partita
                            ("Game 12: Nf3", "14: e5") per muovere in più
                            partite insieme
help-conditionals = Mosse condizionali: risposte a mosse che il Suo avversario potrebbe fare, per non aspettare un giorno per ciascuna. Una riga per ramo, ciascuna da sola su una riga, sotto la Sua mossa o senza; i passi di una riga si susseguono, separati da ";":
help-conditionals-commands =
    if MOSSA AVVERSARIA then SUA MOSSA; if AVVERSARIA SEGUENTE then SUA SEGUENTE
                            ogni mossa nella notazione di questa partita
                            (l'esempio sopra); i numeri di mossa si possono
                            omettere
    conditionals            mostrare le Sue mosse condizionali in sospeso
    cancel conditionals     scartarle
help-conditionals-matching = Quando la mossa del Suo avversario corrisponde (la stessa mossa, comunque sia scritta), la Sua risposta è giocata subito e al Suo orologio non è addebitato nulla; le righe che si aspettavano un'altra mossa sono scartate, e così ogni riga a una proposta o a una richiesta di patta, a un abbandono o alla fine della partita. Il Suo avversario non le vede mai. Un nuovo insieme sostituisce il vecchio. Valgono solo in una risposta a una delle mie e-mail.
help-settings = Le Sue impostazioni, ciascuna da sola su una riga, in un'e-mail senza mosse (prima della Sua prima partita, in risposta alla mia e-mail sulla Sua iscrizione a un torneo):
help-settings-commands =
    name Jane Doe           il Suo nome, per le risposte e i tag PGN
    timezone Europe/Berlin  le scadenze sono mostrate anche in questo fuso orario
    language it             la Sua lingua, un codice ISO 639-1 (en de fr es it
                            nl pt sv pl cs hu ru)
    notation numeric        la notazione in cui Le scrivo le mosse: san, long,
                            numeric o figurine
    board list              le scacchiere come elenchi di pezzi a parole (per un
                            lettore di schermo) invece della griglia; board
                            both, board grid
    digest daily 18:00      le mosse dei Suoi avversari in un riepilogo a
                            quell'ora (nel Suo fuso orario); più volte al
                            giorno: digest 08:00 18:00; digest off lo
                            disattiva
    leave 2026-12-24 2027-01-02
                            congedo in questi giorni (UTC, entrambi inclusi): i
                            Suoi orologi si fermano e i Suoi avversari sono
                            avvisati; vale un limite annuale
help-sending = Solo il lato che ha il tratto può inviare una mossa, e solo dall'indirizzo registrato per la partita. Una mossa, un abbandono o una patta vale subito quando risponde a una delle mie e-mail sulla partita (il pulsante Rispondi conserva il Suo codice della partita nell'indirizzo e nell'oggetto); un'altra e-mail dal Suo indirizzo è eseguita appena Lei risponde alla mia richiesta di conferma. Le righe di testo ordinario sono ignorate, come il testo citato e le firme.

## La notazione di ogni variante: come si scrivono le mosse, con esempi
## (sotto "Le mosse in ..." nella risposta di aiuto e sotto una mossa
## rifiutata). Gli esempi di notazione e i riferimenti alle regole restano
## invariati.

help-variant-chess =
    Nf3, exd5, O-O, e8=Q    una mossa in SAN; catture con x o :
    Ng1-f3, e7:d8=Q         notazione algebrica lunga
    g1f3, e7e8q             coordinate
    5254, 7163, 57581       notazione numerica ICCF: casa di partenza e di arrivo
                            in cifre, colonna poi traversa (e2 = 52); 5171
                            arrocca; una quinta cifra promuove: 1 donna,
                            2 torre, 3 alfiere, 4 cavallo
    ♘f3, ♞f3                le figurine stanno per la lettera del pezzo
    Cf3, Dxe5 (language it) le lettere della Sua lingua (R D T A C), dopo
                            "language it" da solo in un'e-mail (de fr es it nl
                            pt sv pl cs hu ru)
    12. Nf3, 12... Nf6      può precedere un numero di mossa; deve essere quello
                            della partita
    +, #, !, ?              le annotazioni sono accettate e ignorate
    if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5
                            una riga condizionale: le Sue risposte a mosse che
                            il Suo avversario potrebbe fare (altro nella
                            risposta a "help")

help-variant-blackholes =
    e4, Ke2, Hd3, exd5      una mossa normale in SAN (un buco si muove di un passo
                            di re su una casa vuota, B3); anche forme lunghe:
                            Nb8-c6, Sb8-c6
    (He1)                   paracadutare uno dei Suoi buchi su una casa vuota
                            della Sua prima traversa, invece di una mossa (B2)
    Ra1-b1-a4xb4            una mossa relativistica (B4, B7): pezzo, partenza,
    d2-d3-d3-d6             il proprio buco in cui entra, il proprio buco da cui
                            esce, - o x, arrivo; il pezzo esce nella direzione
                            in cui è entrato
    a7-a8-b6-b8=Q           la promozione si scrive dopo la casa di atterraggio
                            (B8)
    O-O-O                   l'arrocco, solo lungo (B1)
    5254, (H51)             notazione numerica ICCF: colonne 1-5, poi la
    37-36-46x42             traversa (e2 = 52); un paracadutaggio conserva le
    17-18-26-281            proprie parentesi; un percorso relativistico è la
                            serie delle case percorse; una quinta cifra
                            promuove (1 donna)
    Re2 (language it)       le lettere della Sua lingua (R è il re), dopo
                            "language it" da solo in un'e-mail (de fr es it nl pt
                            sv pl cs hu ru); il buco resta H: con pl o hu, dove H
                            è un pezzo, Hd3 è la mossa di quel pezzo quando ne ha
                            una, altrimenti quella del buco
    3. (He1), 3... (Ha8)    può precedere un numero di mossa; deve essere quello
                            della partita
    if 1... (Hb8) then 2. Ke2; if 2... Rc7-c6-d6xd2 then 3. Kd1
                            una riga condizionale: paracadutaggi e percorsi
                            relativistici sono turni come gli altri (altro nella
                            risposta a "help")

help-variant-cwda =
    e4, Nf3, O-O, e8=Q      SAN come negli scacchi, con le lettere proprie di
                            ogni armata
    (WA)g1-e3, WAg1-e3      un pezzo d'armata col proprio designatore Betza,
                            con o senza parentesi, gli atomi in qualsiasi
                            ordine: (NB) = (BN)
    Ag1-e3, Wg1-e3          o con la propria lettera FEN (veda la legenda
                            sotto la scacchiera)
    5254, 57581             notazione numerica ICCF (e2 = 52); la quinta cifra
                            promuove al pezzo della Sua armata in quel posto:
                            1 quello della donna, 2 della torre, 3 dell'alfiere,
                            4 del cavallo (docs/rules/cwda.md)
    ♘f3, ♞f3                le figurine stanno per la lettera del pezzo
    Cf3 (language it)       le lettere della Sua lingua (R D T A C) per i pezzi
                            FIDE, dopo "language it" da solo in un'e-mail (de fr
                            es it nl pt sv pl cs hu ru); le lettere delle armate
                            restano
    12. Nf3, 12... Nf6      può precedere un numero di mossa; deve essere quello
                            della partita
    if 3... (WA)g8-e6 then 4. FADc1-c3; if 4... e5 then 5. Nf3
                            una riga condizionale: le Sue risposte a mosse che
                            il Suo avversario potrebbe fare (altro nella
                            risposta a "help")

help-variant-knightmare =
    e4, Nf3, O-O, e8=Q      SAN come negli scacchi
    Q~Nc2                   la Sua donna si unisce al cavallo avversario in c2 in
                            un Knightmare (K1, K5); Qxc2 si legge allo stesso
                            modo
    QNe4, QNd2-e4, QNxe4    un Knightmare con le due lettere nell'ordine
                            Q R B N
    5254, 41~33             notazione numerica ICCF (e2 = 52, d1~c3 unisce);
                            5171 arrocca
    ♘f3, ♞f3                le figurine stanno per la lettera del pezzo
    Cf3, Dxe5 (language it) le lettere della Sua lingua (R D T A C), dopo
                            "language it" da solo in un'e-mail (de fr es it nl
                            pt sv pl cs hu ru)
    +, #, !, ?              le annotazioni sono accettate e ignorate
    if 5... Q~Nc2 then 6. Rc1; if 6... QNe4 then 7. Nf3
                            una riga condizionale: le Sue risposte a mosse che
                            il Suo avversario potrebbe fare (altro nella
                            risposta a "help")

help-variant-missedmark =
    e2-e4, Ng1-f3, e2:d4    una mossa normale, in notazione algebrica lunga (anche
                            SAN come Nf3)
    Bc1-c3 (Nb1-c3)         una mossa spostata: la mossa fatta, poi la mossa
    Bc1-c3 (intend Nb1-c3)  voluta tra parentesi (X5). Il pezzo accanto a quello
                            voluto, di qualsiasi colore, va al bersaglio voluto
                            (regola "source") o al bersaglio spostato delle
                            stesse colonne (regola "total") (X2)
    a7-a1/Q (Qb7-b1)        un pedone che raggiunge l'ultima traversa è
                            promosso (X4)
    O-O-O (castle ...)      una parentesi senza mossa è un commento
    3133 (2133)             notazione numerica ICCF (e2 = 52): Bc1-c3 (Nb1-c3)
    Ac1-c3 (Cb1-c3) (language it)
                            le lettere della Sua lingua (R D T A C), anche nella
                            mossa voluta, dopo "language it" da solo in un'e-mail
                            (de fr es it nl pt sv pl cs hu ru)
    12. e2-e4, 12... e7-e5  può precedere un numero di mossa; deve essere quello
                            della partita
    if 1. Ra1-b3 (Nb1-c3) then 1... e7-e5; if 2. d2-d4 then 2... e5:d4
                            una riga condizionale; una condizione scritta come la
                            mossa fatta le corrisponde spostata o no, una con la
                            mossa voluta solo quella coppia (altro nella
                            risposta a "help")

help-variant-momentum =
    e2-e4                   un turno con un'azione (avviare il pedone in e2)
    f3-f4, Ra4:d4           un turno: gli eventi in ordine di risoluzione,
                            separati da virgole, su una riga (M5); i pezzi in
                            moto che non nomina continuano o si fermano da soli
                            come dicono le regole
    e4-e4                   fermare il pezzo in e4 (prima dello slancio)
    (fhNrlbK)c8-d6, Hc8-d6  un pezzo d'armata col proprio designatore Betza o
                            la propria lettera FEN
    6364, 14x44             eventi in notazione numerica ICCF (e2 = 52): f3-f4,
                            Ra4:d4
    Ta4:d4 (language it)    le lettere della Sua lingua per il re e le lettere di
                            posto dell'armata Q R B N (Ra4:d4), dopo "language it"
                            da solo in un'e-mail (de fr es it nl pt sv pl cs hu
                            ru); le lettere FEN e i designatori Betza restano
                            quelli dell'armata
    12. e2-e4, 12... d7-d5  può precedere un numero di mossa; deve essere quello
                            della partita
    if 7. f3-f4, Ra4:d4 then 7... Kg4-h3; if 8. Nf5-h6 then 8... Kh3-g4
                            una riga condizionale: un turno con virgole resta un
                            solo turno tra "if" e "then" (altro nella risposta a
                            "help")

help-variant-revolving =
    Nc3(B), O-O(Q)          SAN più, tra parentesi, ciò che diventa il pezzo mosso
                            (N->B->R->Q->N, R1); il suffisso si può omettere
    R:B(Q), Ba:Rc3(P)       una cattura può nominare il pezzo catturato
    Re8e5(N), e2-e4         forme lunghe
    2133(B), 5254           notazione numerica ICCF (e2 = 52): Nb1-c3(B), e2-e4
    Cc3(A) (language it)    le lettere della Sua lingua (R D T A C), anche nel
                            suffisso, dopo "language it" da solo in un'e-mail (de
                            fr es it nl pt sv pl cs hu ru)
    12. Nc3(B), 12... e5    può precedere un numero di mossa; deve essere quello
                            della partita
    if 4... Nc3(B) then 5. R:B(Q); if 5... e5 then 6. Re8e5(N)
                            una riga condizionale: le Sue risposte a mosse che
                            il Suo avversario potrebbe fare (altro nella
                            risposta a "help")

help-variant-prodem =
    --                      il passo del Bianco al turno 1, da solo su una riga o
                            come "1. --" (P1); nessun altro turno può passare
    c4(B), R:d6(N)          SAN più, tra parentesi, il pezzo dopo il
                            cambiamento: promosso nei turni pari, retrocesso nei
                            dispari (P1); nomini la scelta dove ce n'è una
    R:B(Q), Ba:Rc3(P)       una cattura può nominare il pezzo catturato
    Re8e5(N), e2-e4         forme lunghe
    3334(B), 4546(N)        notazione numerica ICCF (e2 = 52): c3-c4(B), d5-d6(N)
    T:d6(C) (language it)   le lettere della Sua lingua (R D T A C), anche nel
                            suffisso, dopo "language it" da solo in un'e-mail (de
                            fr es it nl pt sv pl cs hu ru); con nl (P è il
                            cavallo) il pedone si scrive p: La:Tc3(p)
    12. c4(B), 12... e5     può precedere un numero di mossa; deve essere quello
                            della partita
    if 1. -- then 1... Nc6(P); if 2. c4(B) then 2... e5
                            una riga condizionale: il passo del Bianco è una
                            condizione come ogni altro turno (altro nella
                            risposta a "help")

help-variant-mutd =
    Nc3(B), e:d5(Q)         SAN più, tra parentesi, il pezzo dopo il
                            cambiamento: in su dopo una mossa, in giù dopo una
                            cattura (U1); il suffisso si può omettere
    R:B(Q), Ba:Rc3(P)       una cattura può nominare il pezzo catturato
    Re8e5(N), e2-e4         forme lunghe
    2133(B), 5254(N)        notazione numerica ICCF (e2 = 52): Nb1-c3(B), e2-e4(N)
    Cc3(A) (language it)    le lettere della Sua lingua (R D T A C), anche nel
                            suffisso, dopo "language it" da solo in un'e-mail (de
                            fr es it nl pt sv pl cs hu ru); con nl (P è il
                            cavallo) il pedone si scrive p: La:Tc3(p)
    12. Nc3(B), 12... e5    può precedere un numero di mossa; deve essere quello
                            della partita
    if 4... Nc3(B) then 5. e:d5(Q); if 5... R:B(Q) then 6. e4
                            una riga condizionale: le Sue risposte a mosse che
                            il Suo avversario potrebbe fare (altro nella
                            risposta a "help")
