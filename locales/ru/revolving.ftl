# Почему отклонён ход в Revolving Chess, Promotions and Demotions (ProDem) или
# Move Up Take Down (MUTD). Номера правил (R1, P1-P3, U1, FIDE 3), поля и буквы
# фигур не меняются. $side — ключ `white` или `black` (выбор по нему). $piece —
# название фигуры (spoken-knight ... или piece-any).

revolving-hint = пишите SAN и в скобках фигуру после её изменения, например Nc3(B), R:B(Q), Re8e5(N), O-O(Q), или -- для пропуска хода в ProDem
prodem-pass = ProDem разрешает пропуск хода только в первой очереди белых, "1. --" (P1); в любой другой очереди нужно сходить фигурой
# $becomes: буквы, которыми может стать фигура (list-or); $suffix — написанная буква.
revolving-becomes = после этого хода фигура становится { $becomes }, а не { $suffix }
revolving-self-check = { $side ->
        [white] белый
       *[black] чёрный
    } король остался бы под шахом, если считать сходившую фигуру уже изменённой (R1, FIDE 3.9.2)
revolving-castling = рокировка здесь невозможна (FIDE 3.8.2; R1: рокировка есть только в Revolving)
# $why: prodem-odd, prodem-even, revolving-moves, prodem-moves или mutd-moves.
revolving-no-reach = { $piece } { $side ->
        [white] белых
       *[black] чёрных
    }: ни одна такая фигура не может попасть на { $square } ({ $why })
# $victim: буква фигуры, которую нужно взять.
revolving-no-capture = { $piece } { $side ->
        [white] белых
       *[black] чёрных
    }: ни одна такая фигура не может взять фигуру { $victim } ({ $why })
revolving-no-move = { $piece } { $side ->
        [white] белых
       *[black] чёрных
    }: ни одна такая фигура не может сделать ход ({ $why })
prodem-odd = очередь нечётная: пешку нельзя понизить, поэтому ей нельзя ходить, P2
prodem-even = очередь чётная: ферзя нельзя повысить, поэтому ему нельзя ходить, P2
revolving-moves = ходы: FIDE 3.2-3.8, с изменениями по R1
prodem-moves = ходы: FIDE 3.2-3.8, с P2-P3
mutd-moves = ходы: FIDE 3.2-3.8, с U1
