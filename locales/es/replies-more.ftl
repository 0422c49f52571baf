# Véase locales/en/replies-more.ftl.

nothing-attachments-only = el mensaje solo tiene archivos adjuntos; escriba su jugada en el texto del mensaje
nothing-empty = el mensaje está vacío: escriba su jugada (o un comando como "board") sola en una línea
nothing-found = no se ha encontrado ninguna jugada ni ningún comando: escriba su jugada sola en una línea, como "Cf3" o "12... Cf6"
nothing-charset = (parte del mensaje está en un juego de caracteres que no he podido leer; lo mejor es texto simple en UTF-8)
