# Le e-mail di un giocatore con molte partite: il riepilogo (digest.txt) e il
# quadro delle sue partite (overview.txt). Stessi identificatori con gli stessi
# segnaposto di locales/en/many.ftl (tests/locales.rs). Le parole di comando tra
# virgolette doppie restano in inglese ("digest off", "timezone"). Registro: Lei;
# termini: locales/it/GLOSSARY.md. $side vale "Bianco" o "Nero" senza articolo:
# l'articolo "il" è nel testo ("il { $side }").

## Il riepilogo

digest-subject = Riepilogo: tocca a Lei muovere in { $count } { $count ->
        [one] partita
       *[other] partite
    }
digest-intro = Il Suo riepilogo di { $when }: { $count } { $count ->
        [one] partita
       *[other] partite
    } in cui tocca a Lei muovere.
digest-game = == Partita { $game }: { $white } - { $black }, { $variant } ==
digest-last-move = Ultima mossa del Suo avversario: { $move }
digest-news = Inoltre, dal Suo ultimo riepilogo, nelle partite in cui ora non tocca a Lei muovere:
digest-news-game = Partita { $game }: { $summary }
digest-how = Per muovere in una partita, risponda a un qualsiasi mio messaggio su quella partita (contiene il Suo codice per essa). La fine di una partita, i promemoria delle Sue scadenze e le risposte ai Suoi messaggi arrivano subito, non nel riepilogo.
digest-several = Per muovere in più di queste partite insieme, risponda a questo messaggio con una riga per partita:
digest-off = Invii "digest off" per ricevere di nuovo subito ogni messaggio.

## Il quadro delle partite ("games")

overview-subject = Le Sue partite: { $running } in corso, tocca a Lei muovere in { $yours }
overview-intro = Le Sue partite: { $running } in corso, tocca a Lei muovere in { $yours }.
overview-urgent = Prima le più urgenti (quelle in cui tocca a Lei, con meno tempo rimasto in testa):
overview-game = Partita { $game }, { $variant }: Lei gioca con il { $side } contro { $opponent }.
overview-your-move = Tocca a Lei
overview-their-move = Il { $side } ({ $opponent }) ha il tratto
overview-plies = semimosse giocate: { $plies }, ultima: { $last }.
overview-time-left = Il Suo tempo rimasto: { $left }.
overview-move-by = Muova entro { $deadline }.
overview-none-running = Non ha nessuna partita in corso.
overview-finished = Terminate negli ultimi { $days } giorni:
overview-finished-game = Partita { $game }, { $variant }: { $result } ({ $how }), Lei giocava con il { $side } contro { $opponent }; terminata il { $ended }.
overview-several = Per muovere in più partite insieme, risponda a questo messaggio con una riga per partita:
overview-several-after = (per una variante i cui turni occupano più righe, una riga "{ $label }" e sotto di essa le righe del turno). La parte di ogni partita è trattata a sé: una mossa rifiutata riguarda solo la partita corrispondente. L'indirizzo di risposta di questo messaggio contiene il Suo codice giocatore, che prova che la risposta è Sua; lo tenga per sé.
overview-zone = Le scadenze sono in UTC; invii "timezone" con il nome IANA del Suo fuso orario (per esempio "timezone Europe/Berlin") in una risposta su una qualsiasi delle Sue partite per vederle anche nel Suo fuso orario.
overview-none-yet = nessuna finora
