# La respuesta de ayuda (templates/help.txt) y la ayuda de notación de cada
# variante, en español. Los mismos identificadores con los mismos marcadores que
# locales/en/help.ftl (tests/suite/locales.rs). Las palabras de comando que envía un
# jugador ("resign", "draw", "help", "if ... then" ...) se quedan en inglés: el
# árbitro solo las lee así. Los identificadores de reglas (FIDE 1.1, B2, M5,
# X5 ...) y los ejemplos de notación se quedan como están. Los bloques de
# comandos y la ayuda de cada variante van sangrados cuatro espacios en el
# correo; líneas de 78 caracteres como mucho. Trato de usted; términos:
# GLOSSARY.md.

## La respuesta de ayuda

help-subject = Ayuda: jugar por correo
help-subject-variant = Ayuda: jugar a { $variant } por correo
help-title = Cómo jugar por correo con { $arbiter }
help-how = Responda a un correo sobre su partida (o ponga "[Game N]" en el asunto) y escriba cada comando solo en una línea.
help-moves-in = Las jugadas en { $variant }:
help-variants = Las jugadas de cada partida se escriben en la notación propia de su variante: envíe "help" en respuesta a un correo sobre su partida para verla. Las variantes:
help-commands-heading = Los comandos, los mismos en todas las variantes:
help-commands =
    resign                  abandonar la partida
    draw                    ofrecer tablas, o aceptar la oferta del rival
    decline                 rechazar la oferta de tablas del rival
    claim draw              reclamar tablas por triple repetición o por la
                            regla de las 50 jugadas
    board                   mostrar el tablero
    history                 mostrar las jugadas
    help                    este texto
    games                   una lista de todas sus partidas, la más urgente
                            primero; respóndala con una línea por partida
                            ("Game 12: Nf3", "14: e5") para jugar en varias
                            partidas a la vez
help-conditionals = Jugadas condicionales: respuestas a jugadas que su rival podría hacer, para no esperar un día por cada una. Una línea por rama, cada una sola en una línea, debajo de su jugada o sin ella; los pasos de una línea se siguen, separados por ";":
help-conditionals-commands =
    if JUGADA RIVAL then SU JUGADA; if SIGUIENTE RIVAL then SU SIGUIENTE
                            cada jugada en la notación de esta partida (el
                            ejemplo de arriba); los números de jugada pueden
                            omitirse
    conditionals            mostrar sus jugadas condicionales pendientes
    cancel conditionals     descartarlas
help-conditionals-matching = Cuando la jugada de su rival coincide (la misma jugada, se escriba como se escriba), su respuesta se juega enseguida y no se le descuenta tiempo; las líneas que esperaban otra jugada se descartan, y también toda línea ante una oferta o reclamación de tablas, un abandono o el final de la partida. Su rival nunca las ve. Un conjunto nuevo sustituye al anterior. Solo valen en una respuesta a uno de mis correos.
help-settings = Sus propios ajustes, cada uno solo en una línea, en un correo sin jugadas (antes de su primera partida, en respuesta a mi correo sobre su inscripción en un torneo):
help-settings-commands =
    name Jane Doe           su nombre, para las respuestas y las etiquetas PGN
    timezone Europe/Berlin  los plazos se muestran también en esta zona horaria
    language es             su idioma, un código ISO 639-1 (en de fr es it nl
                            pt sv pl cs hu ru)
    notation numeric        la notación en la que le escribo las jugadas: san,
                            long, numeric o figurine
    board list              los tableros como listas de piezas en palabras
                            (para un lector de pantalla) en lugar de la
                            cuadrícula; board both, board grid
    digest daily 18:00      las jugadas de sus adversarios en un resumen a esa
                            hora (en su zona horaria); varias veces al día:
                            digest 08:00 18:00; digest off lo desactiva
    leave 2026-12-24 2027-01-02
                            permiso esos días (UTC, ambos incluidos): sus
                            relojes se detienen y sus rivales son avisados; se
                            aplica un cupo anual
help-sending = Solo el bando al que le toca jugar puede enviar una jugada, y solo desde la dirección registrada para la partida. Una jugada, un abandono o unas tablas cuentan enseguida cuando responden a uno de mis correos sobre la partida (el botón Responder conserva su código de la partida en la dirección y el asunto); otro correo de su dirección se ejecuta en cuanto responda a mi petición de confirmarlo. Las líneas de texto corriente se ignoran, igual que el texto citado y las firmas.

## La notación de cada variante: cómo se escriben sus jugadas, con ejemplos
## (bajo "Las jugadas en ..." en la respuesta de ayuda y bajo una jugada
## rechazada). Los ejemplos de notación y los identificadores de reglas se
## quedan como están.

help-variant-chess =
    Nf3, exd5, O-O, e8=Q    una jugada en SAN; capturas con x o :
    Ng1-f3, e7:d8=Q         notación algebraica larga
    g1f3, e7e8q             coordenadas
    5254, 7163, 57581       notación numérica ICCF: casillas de salida y de
                            llegada en cifras, columna y luego fila (e2 = 52);
                            5171 enroca; una quinta cifra corona: 1 dama,
                            2 torre, 3 alfil, 4 caballo
    ♘f3, ♞f3                las figurinas sustituyen a la letra de la pieza
    Cf3, Dxe5 (language es) las letras de su idioma (R D T A C), tras
                            "language es" solo en un correo (de fr es it nl pt
                            sv pl cs hu ru)
    12. Nf3, 12... Nf6      puede ir delante un número de jugada; debe ser el de
                            la partida
    +, #, !, ?              las anotaciones se aceptan y se ignoran
    if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5
                            una línea condicional: sus respuestas a jugadas que
                            su rival podría hacer (más en la respuesta a "help")

help-variant-blackholes =
    e4, Ke2, Hd3, exd5      una jugada normal en SAN (un agujero se mueve un paso
                            de rey a una casilla vacía, B3); también formas
                            largas: Nb8-c6, Sb8-c6
    (He1)                   colocar uno de sus agujeros en una casilla vacía de
                            su primera fila, en lugar de una jugada (B2)
    Ra1-b1-a4xb4            una jugada relativista (B4, B7): pieza, salida, el
    d2-d3-d3-d6             agujero propio en que entra, el agujero propio del
                            que sale, - o x, llegada; la pieza sale en la
                            dirección en que entró
    a7-a8-b6-b8=Q           la coronación se escribe tras la casilla de llegada
                            (B8)
    O-O-O                   el enroque, solo el largo (B1)
    5254, (H51)             notación numérica ICCF: columnas 1-5, luego la fila
    37-36-46x42             (e2 = 52); una colocación conserva sus paréntesis;
    17-18-26-281            un trayecto relativista es la serie de sus casillas;
                            una quinta cifra corona (1 dama)
    Re2 (language es)       las letras de su idioma (R es el rey), tras
                            "language es" solo en un correo (de fr es it nl pt sv
                            pl cs hu ru); el agujero sigue siendo H: con pl o hu,
                            donde H es una pieza, Hd3 es la jugada de esa pieza
                            cuando tiene una, si no la del agujero
    3. (He1), 3... (Ha8)    puede ir delante un número de jugada; debe ser el de
                            la partida
    if 1... (Hb8) then 2. Ke2; if 2... Rc7-c6-d6xd2 then 3. Kd1
                            una línea condicional: colocaciones y trayectos
                            relativistas son turnos como los demás (más en la
                            respuesta a "help")

help-variant-cwda =
    e4, Nf3, O-O, e8=Q      SAN como en el ajedrez, con las letras propias de
                            cada ejército
    (WA)g1-e3, WAg1-e3      una pieza de ejército por su designador de Betza, con
                            o sin paréntesis, sus átomos en cualquier orden:
                            (NB) = (BN)
    Ag1-e3, Wg1-e3          o por su letra FEN (vea la leyenda bajo el tablero)
    5254, 57581             notación numérica ICCF (e2 = 52); la quinta cifra
                            corona en la pieza de su ejército en ese lugar: 1 la
                            de la dama, 2 la de la torre, 3 la del alfil, 4 la
                            del caballo (docs/rules/cwda.md)
    ♘f3, ♞f3                las figurinas sustituyen a la letra de la pieza
    Cf3 (language es)       las letras de su idioma (R D T A C) para las piezas
                            FIDE, tras "language es" solo en un correo (de fr es
                            it nl pt sv pl cs hu ru); las letras de los ejércitos
                            se mantienen
    12. Nf3, 12... Nf6      puede ir delante un número de jugada; debe ser el de
                            la partida
    if 3... (WA)g8-e6 then 4. FADc1-c3; if 4... e5 then 5. Nf3
                            una línea condicional: sus respuestas a jugadas que
                            su rival podría hacer (más en la respuesta a "help")

help-variant-knightmare =
    e4, Nf3, O-O, e8=Q      SAN como en el ajedrez
    Q~Nc2                   su dama se une al caballo rival en c2 en un
                            Knightmare (K1, K5); Qxc2 se lee igual
    QNe4, QNd2-e4, QNxe4    un Knightmare por sus dos letras en el orden
                            Q R B N
    5254, 41~33             notación numérica ICCF (e2 = 52, d1~c3 une); 5171
                            enroca
    ♘f3, ♞f3                las figurinas sustituyen a la letra de la pieza
    Cf3, Dxe5 (language es) las letras de su idioma (R D T A C), tras
                            "language es" solo en un correo (de fr es it nl pt
                            sv pl cs hu ru)
    +, #, !, ?              las anotaciones se aceptan y se ignoran
    if 5... Q~Nc2 then 6. Rc1; if 6... QNe4 then 7. Nf3
                            una línea condicional: sus respuestas a jugadas que
                            su rival podría hacer (más en la respuesta a "help")

help-variant-missedmark =
    e2-e4, Ng1-f3, e2:d4    una jugada normal, en notación algebraica larga
                            (también SAN como Nf3)
    Bc1-c3 (Nb1-c3)         una jugada desplazada: la jugada hecha y luego la
    Bc1-c3 (intend Nb1-c3)  jugada pretendida entre paréntesis (X5). La pieza
                            junto a la pretendida, de cualquier color, va al
                            destino pretendido (regla "source") o al destino
                            desplazado en las mismas columnas (regla "total")
                            (X2)
    a7-a1/Q (Qb7-b1)        un peón que llega a su última fila corona (X4)
    O-O-O (castle ...)      un paréntesis sin jugada es un comentario
    3133 (2133)             notación numérica ICCF (e2 = 52): Bc1-c3 (Nb1-c3)
    Ac1-c3 (Cb1-c3) (language es)
                            las letras de su idioma (R D T A C), también en la
                            jugada pretendida, tras "language es" solo en un
                            correo (de fr es it nl pt sv pl cs hu ru)
    12. e2-e4, 12... e7-e5  puede ir delante un número de jugada; debe ser el de
                            la partida
    if 1. Ra1-b3 (Nb1-c3) then 1... e7-e5; if 2. d2-d4 then 2... e5:d4
                            una línea condicional; una condición escrita como la
                            jugada hecha coincide con ella desplazada o no, una
                            con su jugada pretendida solo con ese par (más en la
                            respuesta a "help")

help-variant-momentum =
    e2-e4                   un turno con una acción (poner en marcha el peón de
                            e2)
    f3-f4, Ra4:d4           un turno: sus sucesos en el orden de resolución,
                            separados por comas, en una línea (M5); las piezas
                            en movimiento que no nombre siguen o se detienen
                            solas según las reglas
    e4-e4                   detener la pieza en e4 (antes de su impulso)
    (fhNrlbK)c8-d6, Hc8-d6  una pieza de ejército por su designador de Betza o
                            su letra FEN
    6364, 14x44             sucesos en notación numérica ICCF (e2 = 52): f3-f4,
                            Ra4:d4
    Ta4:d4 (language es)    las letras de su idioma para el rey y las letras de
                            lugar del ejército Q R B N (Ra4:d4), tras
                            "language es" solo en un correo (de fr es it nl pt sv
                            pl cs hu ru); las letras FEN y los designadores de
                            Betza siguen siendo los del ejército
    12. e2-e4, 12... d7-d5  puede ir delante un número de jugada; debe ser el de
                            la partida
    if 7. f3-f4, Ra4:d4 then 7... Kg4-h3; if 8. Nf5-h6 then 8... Kh3-g4
                            una línea condicional: un turno con comas sigue
                            siendo un solo turno entre "if" y "then" (más en la
                            respuesta a "help")

help-variant-revolving =
    Nc3(B), O-O(Q)          SAN más, entre paréntesis, en qué se convierte la
                            pieza movida (N->B->R->Q->N, R1); el sufijo puede
                            omitirse
    R:B(Q), Ba:Rc3(P)       una captura puede nombrar la pieza capturada
    Re8e5(N), e2-e4         formas largas
    2133(B), 5254           notación numérica ICCF (e2 = 52): Nb1-c3(B), e2-e4
    Cc3(A) (language es)    las letras de su idioma (R D T A C), también en el
                            sufijo, tras "language es" solo en un correo (de fr es
                            it nl pt sv pl cs hu ru)
    12. Nc3(B), 12... e5    puede ir delante un número de jugada; debe ser el de
                            la partida
    if 4... Nc3(B) then 5. R:B(Q); if 5... e5 then 6. Re8e5(N)
                            una línea condicional: sus respuestas a jugadas que
                            su rival podría hacer (más en la respuesta a "help")

help-variant-prodem =
    --                      el pase de las blancas en el turno 1, solo en una
                            línea o como "1. --" (P1); ningún otro turno puede
                            pasar
    c4(B), R:d6(N)          SAN más, entre paréntesis, la pieza tras su cambio:
                            ascendida en los turnos pares, degradada en los
                            impares (P1); nombre la elección cuando la haya
    R:B(Q), Ba:Rc3(P)       una captura puede nombrar la pieza capturada
    Re8e5(N), e2-e4         formas largas
    3334(B), 4546(N)        notación numérica ICCF (e2 = 52): c3-c4(B), d5-d6(N)
    T:d6(C) (language es)   las letras de su idioma (R D T A C), también en el
                            sufijo, tras "language es" solo en un correo (de fr es
                            it nl pt sv pl cs hu ru); con nl (P es el caballo) el
                            peón se escribe p: La:Tc3(p)
    12. c4(B), 12... e5     puede ir delante un número de jugada; debe ser el de
                            la partida
    if 1. -- then 1... Nc6(P); if 2. c4(B) then 2... e5
                            una línea condicional: el pase de las blancas es una
                            condición como cualquier otro turno (más en la
                            respuesta a "help")

help-variant-mutd =
    Nc3(B), e:d5(Q)         SAN más, entre paréntesis, la pieza tras su cambio:
                            hacia arriba tras una jugada, hacia abajo tras una
                            captura (U1); el sufijo puede omitirse
    R:B(Q), Ba:Rc3(P)       una captura puede nombrar la pieza capturada
    Re8e5(N), e2-e4         formas largas
    2133(B), 5254(N)        notación numérica ICCF (e2 = 52): Nb1-c3(B), e2-e4(N)
    Cc3(A) (language es)    las letras de su idioma (R D T A C), también en el
                            sufijo, tras "language es" solo en un correo (de fr es
                            it nl pt sv pl cs hu ru); con nl (P es el caballo) el
                            peón se escribe p: La:Tc3(p)
    12. Nc3(B), 12... e5    puede ir delante un número de jugada; debe ser el de
                            la partida
    if 4... Nc3(B) then 5. e:d5(Q); if 5... R:B(Q) then 6. e4
                            una línea condicional: sus respuestas a jugadas que
                            su rival podría hacer (más en la respuesta a "help")
