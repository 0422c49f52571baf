# Il motivo di un'impostazione rifiutata, in italiano (gli stessi id di
# locales/en/settings.ftl). Le parole che scrive un giocatore restano come sono.

setting-mixed = "name", "timezone", "language", "notation", "board", "leave", "digest" e "xfcc" vanno in un messaggio a parte, senza mosse né altri comandi; non è stato fatto nulla
setting-not-a-player = { $email } non gioca nessuna partita qui; le impostazioni sono per i giocatori
setting-bad-name = un nome deve contenere una lettera e al massimo { $max } caratteri, senza a capo né <, >, ", @
setting-unknown-zone = { $zone } non è un fuso orario che conosco: scriva un nome IANA come Europe/Rome, America/New_York o UTC
setting-unknown-language = { $code } non è un codice di lingua che accetto: scriva uno di { $accepted }
setting-unknown-notation = { $name } non è una notazione in cui scrivo: scriva san, long, numeric o figurine
setting-not-a-time = { $text } non è un orario: lo scriva come HH:MM nel formato 24 ore, per esempio 18:00
setting-no-time = nessun orario indicato: scriva "digest daily 18:00", "digest 08:00 18:00" o "digest off"
setting-too-many = al massimo { $most } orari di riepilogo al giorno
setting-not-a-date = { $text } non è una data: la scriva come AAAA-MM-GG, per esempio 2026-12-24
setting-backwards = le ferie finiscono ({ $last }) prima di cominciare ({ $first })
setting-in-the-past = le ferie cominciano nel passato ({ $first }; oggi è il { $today }, UTC)
setting-overlaps = le ferie dal { $first } al { $last } si sovrappongono alle Sue ferie dal { $other_first } al { $other_last }
setting-over-allowance = { $asked } { $asked ->
        [one] giorno di ferie nel { $year } è
       *[other] giorni di ferie nel { $year } sono
    } più { $left ->
        [one] dell'unico giorno rimasto
       *[other] dei { $left } giorni rimasti
    } delle ferie annuali di { $allowance } { $allowance ->
        [one] giorno
       *[other] giorni
    } ({ $taken } già { $taken ->
        [one] preso
       *[other] presi
    })
