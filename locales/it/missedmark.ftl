# Perché una mossa di Missed-Mark Chess è rifiutata (vedi
# locales/en/missedmark.ftl). Riferimenti alle regole (X2-X5), case e mosse
# restano invariati. $rule è la regola di spostamento del giocatore, la chiave
# `source` o `total` (selettore).

missedmark-hint = scriva la mossa fatta in notazione algebrica lunga (Bc1-c3, e2:d4, a7-a1/Q, O-O-O) e, dopo una mossa spostata, la mossa voluta tra parentesi: Bc1-c3 (Nb1-c3) o Bc1-c3 (intend Nb1-c3)
missedmark-no-move = nessuna mossa normale, e nessuna mossa spostata secondo la Sua regola ({ $rule ->
        [source] spostamento all'origine
       *[total] spostamento totale
    }), la produce (X2-X4)
# $ways: le mosse con le loro mosse volute che la produrrebbero (list-or).
missedmark-displaced = secondo la Sua regola ({ $rule ->
        [source] spostamento all'origine
       *[total] spostamento totale
    }) è una mossa spostata: la scriva con la Sua mossa voluta, { $ways } (X5)
# Una riga sotto la mossa della risposta. $side: il nome del colore
# (side-white, side-black); $from e $to le case della mossa voluta.
missedmark-note = Un bersaglio mancato: il { $side } voleva giocare { $from }-{ $to } ({ $rule ->
        [source] spostamento all'origine
       *[total] spostamento totale
    }).
