# Si veda locales/en/replies-more.ftl.

nothing-attachments-only = il messaggio contiene solo allegati; scriva la Sua mossa nel testo del messaggio
nothing-empty = il messaggio è vuoto: scriva la Sua mossa (o un comando come "board") da sola su una riga
nothing-found = non è stata trovata né una mossa né un comando: scriva la Sua mossa da sola su una riga, come "Cf3" o "12... Cf6"
nothing-charset = (una parte del messaggio è in un set di caratteri che non sono riuscito a leggere; un semplice testo UTF-8 funziona meglio)
