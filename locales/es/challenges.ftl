# Véase locales/en/challenges.ftl. Las palabras de respuesta (accept, decline,
# approve, refuse) se quedan en inglés: el árbitro solo las lee así.

challenge-terms = { $variant }, ritmo { $control }
challenge-terms-untimed = { $variant }, sin control de tiempo
challenge-terms-unrated = { $terms }, no valorable

challenge-sent-subject = Desafío enviado
challenge-sent = Su desafío a { $challenged } ({ $terms }) ha sido enviado; recibirá aviso cuando se responda.
challenge-subject = Desafío de { $challenger }
challenge-request = { $challenger } le desafía a una partida ({ $terms }); usted jugaría con { $color ->
        [white] las blancas
       *[black] las negras
    }.
challenge-accept = Para aceptar, responda a este mensaje con la palabra
challenge-decline = Para declinar, responda con
challenge-lapses = El desafío caduca si no se responde antes del { $at }.
challenge-declined-subject = Desafío declinado
challenge-declined = { $challenged } ha declinado su desafío ({ $terms }).
challenge-lapsed-subject = Desafío caducado
challenge-lapsed = Su desafío a { $challenged } ({ $terms }) ha caducado: no se respondió antes del { $at }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } después de enviarlo. No se ha creado ninguna partida; puede enviar un nuevo desafío.

## Aprobación de un organizador

approval-subject = ¿Aprobar una partida?
approval-request = { $challenger } desafió a { $challenged } a una partida ({ $terms }), y el desafío fue aceptado.
approval-approve = Para que la partida empiece, responda a este mensaje con
approval-refuse = Para impedirla, responda con
approval-waiting-subject = Desafío aceptado, pendiente de aprobación
approval-waiting = El desafío { $challenger } contra { $challenged } ({ $terms }) fue aceptado; la partida empezará cuando un organizador la apruebe.
approval-refused-subject = Desafío no aprobado
approval-refused = El organizador { $organiser } no aprobó la partida entre { $challenger } y { $challenged } ({ $terms }).
