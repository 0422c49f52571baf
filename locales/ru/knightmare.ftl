# Почему отклонён ход в Combining Knightmare Chess. Номера правил (K1-K5,
# FIDE 3), поля и буквы фигур не меняются. $side — ключ `white` или `black`
# (выбор по нему).

knightmare-hint = пишите SAN (Nf3, exd5, O-O, e8=Q); Knightmare — его двумя буквами в порядке Q R B N (QNe4, QNd2-e4, QNxe4); образование Knightmare — ходящая фигура, ~, стоящая фигура, поле (Q~Nc2)
knightmare-castling = для рокировки нужны король, который ещё не ходил, и обычная ладья (K4), пустые поля между ними и ни одного атакованного поля на пути короля
# $name: две буквы Knightmare (QN).
knightmare-moved-last = Knightmare { $name } на { $square } сделал последний ход: он не может ходить два раза подряд (K2)
knightmare-self-check = { $side ->
        [white] белый
       *[black] чёрный
    } король остался бы под шахом (Knightmare объявляет шах своими половинами, K3)
knightmare-joins = ~ образует Knightmare: обычная фигура (N, B, R, Q) ходит на обычную фигуру соперника (K1)
# $letters: буквы фигуры, как они написаны (N, QN, P).
knightmare-no-move = ни одна фигура { $side ->
        [white] белых
       *[black] чёрных
    } с обозначением { $letters } не может пойти на { $to }
