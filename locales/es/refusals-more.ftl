# Véase locales/en/refusals-more.ftl.

refused-challenge = desafío rechazado: { $reason }
refused-challenge-usage = escriba: "challenge DIRECCIÓN VARIANTE [OPCIÓN=VALOR ...] [RITMO] [as white|as black] [unrated]", por ejemplo "challenge bob@example.net momentum 3d/move"
refused-challenge-as = después de "as" escriba "white" o "black"; { $usage }
refused-not-an-address = { $address } no es una dirección de correo electrónico
refused-challenge-yourself = desafío rechazado: no puede desafiarse a sí mismo
refused-approve-not-organiser = solo un organizador puede aprobar un desafío; no se ha hecho nada
refused-approval-answered = el desafío { $challenger } contra { $challenged } ya se respondió ({ $status ->
        [waiting] espera respuesta
        [approval] espera aprobación
        [started] la partida ha empezado
        [refused] no aprobado
        [declined] rechazado
        [lapsed] caducado
       *[other] { $status }
    }); no se ha hecho nada
refused-approval-word = responda a la solicitud con "approve" o "refuse" solo en la primera línea
refused-challenge-other-address = este desafío fue dirigido a { $challenged }; solo esa dirección puede responderlo, y no se ha hecho nada
refused-challenge-lapsed = este desafío de { $challenger } caducó el { $at }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } después de hacerse, sin respuesta; no se ha hecho nada. Para jugar, envíe un desafío propio: "challenge" { $challenger } { $variant }
refused-challenge-answered = este desafío ya se respondió ({ $status ->
        [waiting] espera respuesta
        [approval] espera aprobación
        [started] la partida ha empezado
        [refused] no aprobado
        [declined] rechazado
        [lapsed] caducado
       *[other] { $status }
    }); no se ha vuelto a hacer nada

refused-no-game = no existe la partida { $game }
refused-not-a-player = { $address } no es jugador de la partida { $game }
refused-moved-on = la partida { $game } ha avanzado desde que le pedí confirmar "{ $what }", así que no se ha hecho nada; envíe su orden de nuevo si sigue en pie
refused-token-unknown = esto no responde a ninguna de mis solicitudes de confirmación (su clave { $token } es desconocida); no se ha hecho nada: envíe su orden de nuevo
refused-token-other-address = la solicitud de confirmación { $token } fue a otra dirección; solo esa dirección puede confirmarla, y no se ha hecho nada
refused-token-answered-applied = la solicitud de confirmación de "{ $what }" ya se respondió (entonces se llevó a cabo); no se ha vuelto a hacer nada
refused-token-answered-not-applied = la solicitud de confirmación de "{ $what }" ya se respondió (entonces no se llevó a cabo nada); no se ha vuelto a hacer nada

refused-too-many-parts = el correo contiene secciones para { $parts } partidas, más que las { $most } que puede contener un correo; no se ha hecho nada
refused-personal-in-part = "name", "timezone", "language" o "leave" son del jugador, no de la partida { $game }: envíelos solos, en una respuesta a uno de mis mensajes; no se ha hecho nada de la partida { $game }

refused-sender-mismatch = el mensaje es de { $sender } pero lo envió { $agent } (su cabecera Sender:); no se acepta correo enviado en nombre de otro salvo que el organizador autorice a ese remitente
refused-too-big = el mensaje tiene { $size } bytes, más que el límite de { $limit } bytes; envíe su jugada como texto plano sin adjuntos
refused-settings-unproven = "name", "timezone", "language", "notation", "board", "leave", "digest" o "xfcc" solo cuentan en una respuesta a uno de mis mensajes sobre su partida o su inscripción (la respuesta lleva su código o la clave de la inscripción; un correo sin ellos podría venir de cualquiera)
refused-settings-unverified = "name", "timezone", "language", "notation", "board", "leave", "digest" o "xfcc" solo cuentan en un correo que su dominio autentique, y { $why }
refused-which-game = no he podido saber a qué partida se refiere esto: responda a uno de mis mensajes sobre la partida, o ponga su número en el asunto, por ejemplo "[Game 12]"
refused-not-a-player-commands = { $address } no es jugador de la partida { $game }; solo sus dos jugadores pueden enviar órdenes para ella

refused-no-overview = usted no juega ninguna partida aquí, así que no hay resumen de sus partidas que enviar

refused-organiser-command = «{ $command }» es una orden de organizador: solo un organizador de este árbitro puede { $command ->
        [tournament] enviar órdenes de torneo
        [player] anotar la valoración de un jugador obtenida en otro lugar
        [announce] enviar un anuncio a los participantes de un torneo
        [abort] anular una partida
        [adjudicate] adjudicar una partida
        [takeback] anular una jugada
        [resend] hacer que se reenvíe el correo de una partida
        [pause] suspender una partida
        [resume] reanudar una partida suspendida
        [overdue] pedir las partidas con el plazo vencido
       *[other] usarla
    } (desde una dirección de su lista de organizadores, con el código del organizador en el asunto); no se ha hecho nada
