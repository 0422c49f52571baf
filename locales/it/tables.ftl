# Le parole delle tabelle e del titolo di un torneo, in italiano (gli stessi id
# di locales/en/tables.ftl). Le sigle FIDE degli spareggi (DE, BH-C1, SB) e i
# segni delle caselle della tabella (1 ½ 0 + - . * x w b bye) restano come sono.

## Le intestazioni delle colonne della tabella incrociata

table-rank = Pos
table-number = N.
table-player = Giocatore
table-points = Punti
table-round = T

## Le note dopo una riga

table-annulled = ritirato: risultati annullati (FIDE C.06 V.4.a)
table-stands = ritirato: i risultati restano validi (FIDE C.06 V.4.b)
table-withdrew = ritirato

## La legenda sotto la tabella

table-legend-round-robin = 1 vittoria, ½ patta, 0 sconfitta; +/- forfait dopo un ritiro; . in corso; * nessun risultato. { $ties }
table-legend-swiss = Ogni turno: numero dell'avversario, colore (w/b: Bianco/Nero), risultato (1 vittoria, ½ patta, 0 sconfitta, + / - forfait, . in corso); bye: riposo assegnato dall'abbinamento; - assente. { $ties }
table-legend-swiss-dummy = Per BH e SB un riposo, un forfait o un'assenza conta come una partita contro un avversario fittizio con il punteggio del giocatore stesso (al massimo quello dell'avversario che ha perso a forfait, o mezzo punto per turno), e un'assenza alla fine come una patta per gli avversari (FIDE C.07 art. 16).
table-ties = Spareggi: { $list } (FIDE C.07).
table-ties-none = Spareggi: per numero di abbinamento.
table-tiebreak = { $name } ({ $acronym })

## Gli spareggi a parole (FIDE C.07)

tiebreak-de = scontro diretto
tiebreak-win = vittorie
tiebreak-won = partite vinte
tiebreak-bpg = partite con il Nero
tiebreak-bwg = vittorie con il Nero
tiebreak-ps = punteggio progressivo
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-cut = { $name } taglio { $n }
tiebreak-median = { $name } mediano { $n }

## Il titolo del torneo

event-title = { $name } (torneo { $tournament }): { $variant }, { $kind }{ $control }
event-system = { $system ->
        [swiss] sistema svizzero
        [knockout] eliminazione diretta
       *[other] girone all'italiana
    }
event-kind-single = girone all'italiana semplice
event-kind-double = girone all'italiana doppio
event-kind-swiss = sistema svizzero (sistema olandese) di { $rounds } turni
event-kind-knockout = coppa a eliminazione diretta, incontri di { $games } { $games ->
        [one] partita
       *[other] partite
    }, in caso di parità: { $tie }
event-tie-extra = un'altra coppia di partite
event-tie-seed = passa la testa di serie più alta

## Il tabellone a eliminazione diretta

bracket-final = Finale
bracket-semi-finals = Semifinali
bracket-quarter-finals = Quarti di finale
bracket-round = Turno { $round }
bracket-bye = (riposo)
bracket-winner = Vincitore: { $name }
bracket-match = Incontro
bracket-seed = Testa di serie
bracket-score = Punteggio
bracket-through = Passa
bracket-champion = Vincitore

## Competizioni a squadre

table-team = Squadra
table-games = Partite
table-board-title = Scacchiera { $board }
table-legend-team = Ogni incontro: i punti partita della squadra, poi tra parentesi i punti incontro della squadra (2 vinto, 1 pari, 0 perso; (.) ancora in corso). MP: punti incontro; GP: punti partita; classifica prima per { $primary }. { $ties }
tiebreak-team-mpts = punti incontro
tiebreak-team-gpts = punti partita
tiebreak-team-secondary = l'altro punteggio
tiebreak-team-ede = scontro diretto esteso
tiebreak-team-bc = conteggio per scacchiera
tiebreak-team-tbr = risultati delle prime scacchiere
tiebreak-team-bbe = eliminazione delle ultime scacchiere
tiebreak-team-esb = Sonneborn-Berger esteso (i { $opponent } degli avversari per i { $own } ottenuti)
tiebreak-team-bh = Buchholz sui { $on }
event-kind-team = { $system }, { $games } { $games ->
        [one] partita
       *[other] partite
    } per scacchiera, classifica per { $score }
event-kind-team-match = incontro a squadre
event-kind-team-single = girone all'italiana a squadre
event-kind-team-double = girone all'italiana doppio a squadre
