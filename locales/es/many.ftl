# Los correos de un jugador con muchas partidas: el resumen (digest.txt) y la
# lista de sus partidas (overview.txt). Los mismos identificadores con los mismos
# marcadores que locales/en/many.ftl (tests/suite/locales.rs). Las palabras de comando
# entre comillas dobles se quedan en inglés ("digest off", "timezone"). Trato de
# usted; términos: locales/es/GLOSSARY.md. $side vale "blancas" o "negras"
# (femenino plural, en minúscula, sin artículo): la frase pone "las" delante, y
# los verbos que concuerdan con $side van en plural.

## El resumen

digest-subject = Resumen: le toca jugar en { $count } { $count ->
        [one] partida
       *[other] partidas
    }
digest-intro = Su resumen del { $when }: { $count } { $count ->
        [one] partida en la que
       *[other] partidas en las que
    } le toca jugar.
digest-game = == Partida { $game }: { $white } - { $black }, { $variant } ==
digest-last-move = Última jugada de su adversario: { $move }
digest-news = Además, desde su último resumen, en partidas en las que ahora no le toca jugar:
digest-news-game = Partida { $game }: { $summary }
digest-how = Para jugar en una partida, responda a cualquier correo mío sobre esa partida (lleva su código para ella). El final de una partida, los recordatorios de sus plazos y las respuestas a sus propios correos llegan de inmediato, no en el resumen.
digest-several = Para jugar en varias de estas partidas a la vez, responda a este correo con una línea por partida:
digest-off = Envíe "digest off" para volver a recibir cada correo de inmediato.

## La lista de partidas ("games")

overview-subject = Sus partidas: { $running } en curso, le toca jugar en { $yours }
overview-intro = Sus partidas: { $running } en curso, le toca jugar en { $yours }.
overview-urgent = Las más urgentes primero (aquellas en las que le toca jugar, con menos tiempo restante delante):
overview-game = Partida { $game }, { $variant }: usted juega con las { $side } contra { $opponent }.
overview-your-move = Le toca jugar
overview-their-move = Juegan las { $side } ({ $opponent })
overview-plies = medias jugadas realizadas: { $plies }, la última: { $last }.
overview-time-left = Su tiempo restante: { $left }.
overview-move-by = Plazo para jugar: { $deadline }.
overview-none-running = No tiene ninguna partida en curso.
overview-finished = Terminadas en los últimos { $days } días:
overview-finished-game = Partida { $game }, { $variant }: { $result } ({ $how }), usted jugó con las { $side } contra { $opponent }; terminó el { $ended }.
overview-several = Para jugar en varias partidas a la vez, responda a este correo con una línea por partida:
overview-several-after = (para una variante cuyos turnos ocupan varias líneas, una línea "{ $label }" y debajo las líneas del turno). La parte de cada partida se trata por separado: una jugada rechazada solo afecta a su propia partida. La dirección de respuesta de este correo lleva su código de jugador, que demuestra que la respuesta es suya; no lo comparta con nadie.
overview-zone = Los plazos se indican en UTC; envíe "timezone" con el nombre IANA de su zona horaria (por ejemplo "timezone Europe/Berlin") en una respuesta sobre cualquiera de sus partidas para verlos también en su propia zona horaria.
overview-none-yet = ninguna todavía
