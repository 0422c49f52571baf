# Véase locales/en/confirm.ftl.

confirm-subject = Confirme, por favor: { $what }
confirm-asks = Un mensaje desde su dirección pide lo siguiente en la partida { $game }:
confirm-asks-subject = Un mensaje desde su dirección ("{ $subject }") pide lo siguiente en la partida { $game }:
confirm-why = Como { $why }, todavía no se ha hecho nada: cualquiera puede escribir su dirección en un correo, y el código (y, donde el árbitro la comprueba, la firma DKIM del dominio de su correo) demuestra que es realmente usted.
confirm-no-code = No llevaba su código de la partida { $game }, así que todavía no se ha hecho nada: cualquiera puede escribir su dirección en un correo, y el código demuestra que es realmente usted.
confirm-how = Para llevarlo a cabo, responda a este mensaje con el botón Responder de su programa de correo (la respuesta conserva la clave en la dirección y el asunto); no hace falta escribir nada en ella. Si la partida avanza antes de su respuesta, no se hace nada y se lo comunico. Si usted no lo envió, ignore este mensaje: la partida queda como está.
confirm-next-time = La próxima vez, responda a uno de mis mensajes sobre la partida { $game }: su jugada llevará entonces su código y se jugará al instante.

held-subject = Retenido para el organizador
held-intro = Su mensaje queda retenido para el organizador.
held-intro-subject = Su mensaje "{ $subject }" queda retenido para el organizador.
held-limit = { $states } estados de búsqueda o { $seconds } segundos
held-why = Comprobarlo exige más trabajo que el límite de este árbitro ({ $limit }): la posición tiene tantas piezas en movimiento o posibilidades que la búsqueda según las reglas duraría demasiado. Su mensaje no se acepta ni se rechaza. No cambia nada hasta que el organizador decida; él le escribirá. Por favor, no lo envíe de nuevo.
held-why-game = Comprobarlo exige más trabajo que el límite de este árbitro ({ $limit }): la posición de la partida { $game } tiene tantas piezas en movimiento o posibilidades que la búsqueda según las reglas duraría demasiado. Su mensaje no se acepta ni se rechaza. La partida { $game } no cambia hasta que el organizador decida; él le escribirá. Por favor, no lo envíe de nuevo.
