# Le parole proprie del sito pubblicato ([publish] language), in italiano. Stessi
# identificatori con gli stessi segnaposto di locales/en/site.ftl. I nomi dei
# giocatori, le mosse, i nomi delle varianti e dei tornei e il testo delle pagine
# delle regole restano invariati. Registro: Lei; termini: GLOSSARY.md (ply =
# semimossa). Tasti: Inizio e Fine.

site-nav = Sito
site-all = Tutti i tornei e le partite
site-footer = Pubblicato da pbem-arbiter, un arbitro di partite per e-mail. I giocatori compaiono con il nome che hanno scelto; gli indirizzi non vengono mai mostrati.

## La pagina iniziale

site-events = Tornei
site-event = Torneo
site-variant = Variante
site-system = Sistema
site-status = Stato
site-games = Partite
site-game = Partita
site-white = Bianco
site-black = Nero
site-result = Risultato
site-plies = Semimosse
site-last-change = Ultima modifica
site-no-game = Nessuna partita è stata ancora pubblicata.

## La pagina di una partita

site-game-number = Partita { $id }
site-round = turno { $round }
site-begun = iniziata il { $date }
site-in-play = in corso
# "semimosse: 34" invece di "34 semimosse", corretto anche per 1.
site-plies-count = semimosse: { $plies }
site-part = Parte { $part } di { $parts }:
site-board-after = La scacchiera dopo la semimossa { $ply }.
site-after-ply = dopo la semimossa { $ply }
site-start-key = Inizio (tasto Inizio)
site-back-key = Indietro (freccia sinistra)
site-forward-key = Avanti (freccia destra)
site-end-key = Fine (tasto Fine)
site-symbol = Simbolo
site-piece = Pezzo
site-betza = Movimento (Betza)
site-moves = Mosse
site-keys = Scorra la partita con le frecce sinistra e destra, Inizio e Fine, oppure scelga una mossa.
site-no-move = Ancora nessuna mossa.

## La pagina di un torneo e una pagina delle regole

site-all-pgn = tutte le partite in PGN
site-round-title = Turno { $round }
site-board-number = Scacchiera { $board }:
site-cup-match = Incontro { $match }
site-cup-game = Partita { $game }:
site-cup-tie-break-game = Partita di spareggio { $game }:
site-rules-title = { $variant }: le regole come le applica l'arbitro

## Le parole dello script che scorre la partita: lo script mette il numero della
## semimossa dopo le parole che finiscono con "semimossa".

site-js-start = inizio
site-js-after-ply = dopo la semimossa
site-js-the-start = La posizione iniziale.
site-js-after-ply-cap = Dopo la semimossa
site-js-board-start = La scacchiera nella posizione iniziale
site-js-board-after = La scacchiera dopo la semimossa
site-js-pawn = pedone
site-js-pawns = pedoni
site-js-no-pieces = nessun pezzo
site-js-shared = In comune tra i due colori:
