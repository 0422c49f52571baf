# El motivo de un ajuste rechazado, en español (los mismos ids que
# locales/en/settings.ftl). Las palabras que escribe un jugador quedan como están.

setting-mixed = "name", "timezone", "language", "notation", "board", "leave", "digest" y "xfcc" van en un mensaje aparte, sin jugadas ni otras órdenes; no se ha hecho nada
setting-not-a-player = { $email } no juega ninguna partida aquí; los ajustes son para los jugadores
setting-bad-name = un nombre debe tener alguna letra y como mucho { $max } caracteres, sin saltos de línea ni <, >, ", @
setting-unknown-zone = { $zone } no es una zona horaria que yo conozca: escriba un nombre IANA como Europe/Madrid, America/New_York o UTC
setting-unknown-language = { $code } no es un código de idioma que yo acepte: escriba uno de { $accepted }
setting-unknown-notation = { $name } no es una notación en la que yo escriba: escriba san, long, numeric o figurine
setting-not-a-time = { $text } no es una hora: escríbala como HH:MM en formato de 24 horas, por ejemplo 18:00
setting-no-time = no se ha dado ninguna hora: escriba "digest daily 18:00", "digest 08:00 18:00" o "digest off"
setting-too-many = como mucho { $most } horas de resumen al día
setting-not-a-date = { $text } no es una fecha: escríbala como AAAA-MM-DD, por ejemplo 2026-12-24
setting-backwards = el permiso termina ({ $last }) antes de empezar ({ $first })
setting-in-the-past = el permiso empieza en el pasado ({ $first }; hoy es { $today }, UTC)
setting-overlaps = el permiso del { $first } al { $last } se solapa con su permiso del { $other_first } al { $other_last }
setting-over-allowance = { $asked } { $asked ->
        [one] día de permiso en { $year } es
       *[other] días de permiso en { $year } son
    } más que { $left ->
        [one] el { $left } día que queda
       *[other] los { $left } días que quedan
    } del permiso anual de { $allowance } { $allowance ->
        [one] día
       *[other] días
    } ({ $taken } { $taken ->
        [one] tomado
       *[other] tomados
    })
