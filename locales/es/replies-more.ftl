# Véase locales/en/replies-more.ftl.

nothing-attachments-only = el mensaje solo tiene archivos adjuntos; escriba su jugada en el texto del mensaje
nothing-empty = el mensaje está vacío: escriba su jugada (o un comando como "board") sola en una línea
nothing-found = no se ha encontrado ninguna jugada ni ningún comando: escriba su jugada sola en una línea, como "Cf3" o "12... Cf6"
nothing-charset = (parte del mensaje está en un juego de caracteres que no he podido leer; lo mejor es texto simple en UTF-8)

## El tablero pedido con "board" (el asunto)

board-subject = Tablero tras { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }
moves-none-yet = (ninguna todavía)

## La nota a cada organizador sobre un mensaje retenido (held_note.txt)

held-note-subject = Un mensaje está retenido para usted
held-note-intro = Un mensaje está retenido para usted: su comprobación superó el límite de búsqueda ({ $limit }).
held-note-from = De:
held-note-mail-subject = Asunto:
held-note-message-id = Message-ID:
held-note-game = Partida:
held-note-game-unknown = (desconocida)
held-note-what-now = No se ha cambiado nada. El mensaje se guarda en la base de datos (resultado "held"; llegó como { $source }). Para juzgarlo con un límite mayor, aumente [limits] search_states / search_seconds en la configuración y ejecute `arbiter held release { $key }`; el remitente recibe entonces la respuesta habitual.
