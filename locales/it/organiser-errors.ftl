# Perché un comando dell'organizzatore è stato rifiutato (nel $why di
# organiser-not-done, o da solo), in italiano. Gli stessi id con gli stessi
# segnaposto di locales/en/organiser-errors.ftl. Le parole dei comandi e le
# forme (1-0, --double, KEY=VALUE) restano in inglese.

arbiter-refusal-no-such-game = non c'è nessuna partita { $game }
arbiter-refusal-not-held = nessun messaggio { $id } è trattenuto
arbiter-refusal-address = { $text } non è un indirizzo e-mail
organiser-error-bad-result = { $text } non è un risultato: scriva 1-0, 0-1 o 1/2-1/2
organiser-error-over = la partita { $game } è già conclusa: { $result } ({ $how })
organiser-error-no-turn = la partita { $game } non ha nessuna mossa da annullare
organiser-error-no-clock = la partita { $game } non ha un tempo di riflessione, quindi nessun orologio da fermare o rimettere in moto
organiser-error-paused = gli orologi della partita { $game } sono già fermi
organiser-error-not-paused = gli orologi della partita { $game } non sono fermi
organiser-error-nothing-to-resend = la partita { $game } non ha nessuna risposta da rinviare
organiser-error-nothing-to-resend-to = la partita { $game } non ha nessuna risposta da rinviare a { $to }
organiser-error-no-reason = indichi il motivo: va nel registro della partita e nella posta ai giocatori
organiser-resent = rinviato l'ultima risposta a { $whom }
tournament-error-no-such = non c'è nessun torneo { $tournament }
tournament-error-no-name = un torneo ha bisogno di un nome
tournament-error-too-few = un girone all'italiana richiede almeno 2 giocatori, indicati: { $given }
tournament-error-twice = { $email } è iscritto due volte
tournament-error-entrant = { $text } non è né un indirizzo né "Nome <indirizzo>"
tournament-error-not-registering = il torneo { $tournament } è { $status }: solo un torneo con le iscrizioni aperte può iniziare
tournament-error-not-running = il torneo { $tournament } è { $status }: i ritiri valgono per un torneo in corso
tournament-status-registering = con le iscrizioni aperte
tournament-status-running = in corso
tournament-status-finished = concluso
tournament-error-not-entrant = { $email } non è iscritto al torneo { $tournament }
tournament-error-withdrawn = { $email } si è già ritirato dal torneo { $tournament }
tournament-error-not-swiss = il torneo { $tournament } non è a sistema svizzero
tournament-error-rounds = un sistema svizzero di { $players } giocatori ha al massimo { $most } turni (nessuno incontra due volte lo stesso avversario), non { $rounds }
tournament-error-double-swiss = --double è per un girone all'italiana, non per un sistema svizzero
tournament-system-rounds-round-robin = --rounds è per --system swiss (un girone all'italiana ha turni propri)
tournament-system-rounds-knockout = --rounds è per --system swiss (una coppa ha tanti turni quanti ne richiede il numero dei giocatori)
tournament-system-swiss-rounds = un sistema svizzero richiede --rounds N
tournament-system-unknown = --system { $text }: usi "round-robin", "swiss", "knockout", "team-match" o "team-round-robin"
tournament-system-knockout-flags = --games e --tie-rule sono per --system knockout
tournament-system-tie-rule = --tie-rule { $text }: usi "extra" (un'altra coppia di partite) o "seed" (passa la testa di serie più alta)
tournament-system-time-control = --time-control: { $error }
tournament-system-tiebreaks = --tiebreaks: { $error }
tournament-system-entries-until = --entries-until { $text }: scriva un giorno come 2026-12-10 o un istante come 2026-12-10T18:00:00Z
tournament-system-swiss-cup = un torneo è a sistema svizzero o una coppa a eliminazione diretta, non entrambi
tournament-system-double-cup = --double è per un girone all'italiana; gli incontri di una coppa hanno --games
tournament-system-games = --games { $games }: un incontro ha da 1 a 20 partite
tournament-error-option = l'opzione { $text } va scritta come KEY=VALUE
tournament-team-name-twice = due squadre si chiamano { $name }: ogni squadra ha bisogno di un nome proprio
tournament-team-player-twice = { $email } gioca per { $other } e per { $team }: un giocatore gioca per una sola squadra
tournament-team-unequal = le squadre devono avere lo stesso numero di giocatori: { $team } ne ha { $players ->
        [one] uno
       *[other] { $players }
    }, { $first } ne ha { $boards }
tournament-team-round-robin-few = un girone all'italiana a squadre richiede almeno 3 squadre (--team), indicate: { $given }
tournament-team-match-two = un incontro a squadre è tra 2 squadre (--team), indicate: { $given }
tournament-team-double-match = --double è per un girone all'italiana a squadre; in un incontro a squadre ogni scacchiera gioca due partite con --games-per-board 2
tournament-team-players = i giocatori di una competizione a squadre si indicano con --team, non con --player
tournament-team-games-per-board = --games-per-board { $games }: ogni scacchiera gioca 1 partita o 2 (una con ciascun colore)
tournament-team-flags = --team, --games-per-board, --team-score e --max-replacements sono per --system team-match o team-round-robin
tournament-team-unreadable = --team { $text }: scriva NOME=GIOCATORE,GIOCATORE,... nell'ordine delle scacchiere (il primo giocatore è il capitano), o NOME=CAPITANO:GIOCATORE,GIOCATORE,...
tournament-team-score = --team-score { $text }: usi "gp" (punti partita) o "mp" (punti incontro)
