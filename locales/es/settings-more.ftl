# Véase locales/en/settings-more.ftl.

settings-digest-on = Su resumen llega { $often ->
        [once] cada día a las { $times }
       *[several] a las { $times } cada día
    } (hora de { $zone }).
settings-digest-next = El próximo llega el { $next }.
settings-digest-waits = Los correos sobre las jugadas de sus adversarios lo esperan; el final de una partida, los recordatorios de sus plazos y las respuestas a sus propios correos siguen llegando de inmediato.
settings-digest-off = Su resumen está desactivado: cada correo vuelve a llegar de inmediato.
settings-digest-off-last = Su resumen está desactivado: cada correo vuelve a llegar de inmediato; lo que esperaba el resumen llega ahora en un último correo.
