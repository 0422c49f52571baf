# Vedi locales/en/proof.ftl. Questi testi seguono "Poiché" (confirm-why); il
# soggetto sottinteso è il messaggio. DKIM, ARC, From:, i domini, gli indirizzi e
# le parole della libreria di verifica ($error) restano come sono.

## Il codice

proof-no-game-code = non portava il Suo codice per la partita { $game }
proof-no-code = non portava il Suo codice per la partita
# $count: quanti codici diversi portava il messaggio (2 o più).
proof-several-codes = portava { $count } { $count ->
        [one] codice diverso
       *[other] codici diversi
    }, e un messaggio che ne porta più di uno vale come se non ne portasse nessuno
proof-no-player-code = non portava il Suo codice giocatore (una risposta al mio quadro delle Sue partite lo porta)
proof-no-codes = non portava né il Suo codice giocatore né il Suo codice per la partita { $game }
# $spell è proof-spell-game o proof-spell-sender.
proof-guarded = qualcuno ha tentato di indovinare dei codici ({ $spell }), perciò per ora ogni comando attende la Sua conferma
# $window: una durata come l'ha scritta il gestore (1h, 30m).
proof-spell-game = la partita { $game } ha avuto { $count } { $count ->
        [one] tentativo fallito
       *[other] tentativi falliti
    } su codici segreti nell'ultimo intervallo di { $window }, mentre il massimo consentito è { $limit }
proof-spell-sender = il mittente { $sender } ha avuto { $count } { $count ->
        [one] tentativo fallito
       *[other] tentativi falliti
    } su codici segreti nell'ultimo intervallo di { $window }, mentre il massimo consentito è { $limit }
proof-both = { $code }, e { $dkim }

## Il dominio del mittente (DKIM, ARC)

proof-no-domain = { $sender } non ha un dominio rispetto a cui verificare una firma DKIM
dkim-no-runtime = non è stato possibile avviare l'ambiente di esecuzione DNS ({ $error })
dkim-timeout = la verifica della firma DKIM di { $domain } ha richiesto più di { $seconds } s (il DNS non ha risposto)
dkim-failed = la verifica DKIM non è riuscita per un errore imprevisto
dkim-unreadable-header = non è stato possibile leggere l'intestazione del messaggio per la verifica DKIM
dkim-no-dns = non è stato possibile configurare il DNS per la verifica DKIM ({ $error })
dkim-no-key = non è stato possibile verificare la firma DKIM di { $domain }, perché la chiave del dominio non si è potuta cercare nel DNS ({ $error })
dkim-failed-because = la firma DKIM di { $domain } non ha superato la verifica ({ $error })
dkim-not-verified = la firma DKIM di { $domain } non ha superato la verifica
dkim-none = il messaggio non porta alcuna firma DKIM di { $domain }, il dominio dell'indirizzo From:
# $others: i domini che lo hanno firmato.
dkim-others = il messaggio è firmato (DKIM) da { $others }, non da { $domain }, il dominio dell'indirizzo From:
# Il motivo DKIM e ciò che dice la catena ARC.
dkim-and-arc = { $dkim }, e { $arc }
arc-not-vouched = la catena ARC del messaggio (sigillata da { $sealers }) non attesta che la firma DKIM di { $domain } fosse valida all'arrivo del messaggio lì
arc-sealed-by-nobody = la catena ARC del messaggio non è sigillata da nessuno, e questo arbitro non si fida di una catena simile
arc-untrusted = la catena ARC del messaggio è sigillata da { $sealers }, di cui questo arbitro non si fida
arc-failed = la catena ARC del messaggio non ha superato la verifica ({ $error })
arc-unchecked = non è stato possibile verificare la catena ARC del messaggio ({ $error })
