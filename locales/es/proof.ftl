# Véase locales/en/proof.ftl. Estos textos siguen a "Como" (confirm-why); el
# sujeto implícito es el mensaje. DKIM, ARC, From:, los dominios, las direcciones
# y las palabras de la biblioteca de comprobación ($error) se quedan como están.

## El código

proof-no-game-code = no llevaba su código de la partida { $game }
proof-no-code = no llevaba su código de la partida
# $count: cuántos códigos distintos llevaba el correo (2 o más).
proof-several-codes = llevaba { $count } { $count ->
        [one] código distinto
       *[other] códigos distintos
    }, y un correo que lleva más de uno cuenta como si no llevara ninguno
proof-no-player-code = no llevaba su código de jugador (una respuesta a mi lista de sus partidas lo lleva)
proof-no-codes = no llevaba ni su código de jugador ni su código de la partida { $game }
# $spell es proof-spell-game o proof-spell-sender.
proof-guarded = alguien ha intentado adivinar códigos ({ $spell }), así que por ahora cada comando espera su confirmación
# $window: una duración tal como la escribió el operador (1h, 30m).
proof-spell-game = la partida { $game } tuvo { $count } { $count ->
        [one] intento fallido
       *[other] intentos fallidos
    } con códigos secretos en el último intervalo de { $window }, y el máximo permitido es { $limit }
proof-spell-sender = el remitente { $sender } tuvo { $count } { $count ->
        [one] intento fallido
       *[other] intentos fallidos
    } con códigos secretos en el último intervalo de { $window }, y el máximo permitido es { $limit }
proof-both = { $code }, y { $dkim }

## El dominio del remitente (DKIM, ARC)

proof-no-domain = { $sender } no tiene ningún dominio con el que comprobar una firma DKIM
dkim-no-runtime = no se pudo iniciar el entorno de ejecución DNS ({ $error })
dkim-timeout = la comprobación de la firma DKIM de { $domain } tardó más de { $seconds } s (el DNS no respondió)
dkim-failed = la comprobación DKIM falló de forma inesperada
dkim-unreadable-header = no se pudo leer la cabecera del mensaje para la comprobación DKIM
dkim-no-dns = no se pudo configurar el DNS para la comprobación DKIM ({ $error })
dkim-no-key = no se pudo comprobar la firma DKIM de { $domain }, porque su clave no se pudo consultar en el DNS ({ $error })
dkim-failed-because = la firma DKIM de { $domain } no superó la verificación ({ $error })
dkim-not-verified = la firma DKIM de { $domain } no superó la verificación
dkim-none = el mensaje no lleva ninguna firma DKIM de { $domain }, el dominio de su dirección From:
# $others: los dominios que sí lo firmaron.
dkim-others = el mensaje está firmado (DKIM) por { $others }, no por { $domain }, el dominio de su dirección From:
# La razón DKIM y lo que dice la cadena ARC.
dkim-and-arc = { $dkim }, y { $arc }
arc-not-vouched = la cadena ARC del mensaje (sellada por { $sealers }) no indica que la firma DKIM de { $domain } fuera válida al llegar allí
arc-sealed-by-nobody = la cadena ARC del mensaje no está sellada por nadie, y este árbitro no confía en una cadena así
arc-untrusted = la cadena ARC del mensaje está sellada por { $sealers }, en quien este árbitro no confía
arc-failed = la cadena ARC del mensaje no superó la verificación ({ $error })
arc-unchecked = no se pudo comprobar la cadena ARC del mensaje ({ $error })
