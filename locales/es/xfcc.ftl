# El correo con la contraseña Xfcc de un jugador y las líneas de la respuesta
# a "xfcc", "xfcc off" y "xfcc mail on|off" (véase locales/en/xfcc.ftl).

xfcc-password-subject = Su contraseña Xfcc
xfcc-password-intro = Esta es su nueva contraseña para jugar desde su programa de ajedrez por Xfcc. Sustituye a cualquier contraseña anterior:
xfcc-password-url = Dirección del servidor: { $url }
xfcc-password-no-url = Dirección del servidor: los organizadores no han dado ninguna; pídasela, por favor.
xfcc-password-username = Nombre de usuario: { $username }
xfcc-password-scid = En Scid: "Play > Correspondence Chess > Configure Xfcc" (los nombres del menú en inglés); escriba allí la dirección del servidor, su nombre de usuario y esta contraseña.
xfcc-password-keep = Guarde esta contraseña para usted: solo conservo un hash de ella y no puedo volver a enviarla. Envíe "xfcc" para obtener una nueva, o "xfcc off" para revocarla.
settings-xfcc-sent = Una nueva contraseña Xfcc ha salido hacia { $email } en un correo aparte; ninguna contraseña anterior sigue valiendo.
settings-xfcc-off = Su contraseña Xfcc queda revocada: ningún programa de ajedrez puede ya entrar en su nombre.
settings-xfcc-off-none = No tenía ninguna contraseña Xfcc; no ha cambiado nada.
settings-xfcc-mail-on = Ahora recibe también un correo por cada jugada que haga desde su programa de ajedrez.
settings-xfcc-mail-off = No recibe ningún correo por las jugadas que haga desde su programa de ajedrez (el programa ya las muestra).
settings-xfcc-no-password = Aún no tiene contraseña Xfcc: envíe primero "xfcc" para obtener una.
setting-no-xfcc = este servicio no tiene punto de acceso Xfcc: ningún programa de ajedrez puede jugar aquí, así que no se ha creado ninguna contraseña

help-xfcc-commands =
    xfcc                    una contraseña para su programa de ajedrez (Xfcc,
                            como Scid), en un correo aparte; un nuevo xfcc la
                            sustituye; xfcc off la revoca
    xfcc mail on            también un correo por sus jugadas hechas desde el
                            programa; xfcc mail off lo termina (por defecto)
