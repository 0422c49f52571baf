# The help reply (templates/help.txt) and each variant's notation help, in
# English: the default and the fallback. Command words a player sends ("resign",
# "draw", "help", "if ... then" ...) stay English in every language: the
# arbiter reads only those. Rule ids (FIDE 1.1, B2, M5, X5 ...) and notation
# examples stay as they are. The blocks of commands and each variant's help are
# indented by four spaces in the mail (the template and
# output::locale::variant_help put the indentation in); lines of at most 78
# characters there.

## The help reply

help-subject = Help: playing by mail
# $variant is the variant's name (Chess, Black Holes ...).
help-subject-variant = Help: playing { $variant } by mail
# $arbiter is the arbiter's name.
help-title = How to play by mail with { $arbiter }
help-how = Reply to a message about your game (or put "[Game N]" in the subject) and write each command alone on a line.
help-moves-in = Moves in { $variant }:
# Followed by the list of variants.
help-variants = Each game's moves are written in its variant's own notation: send "help" in a reply to a message about your game to see it. The variants:
help-commands-heading = Commands, the same in every variant:
# Each command word stays English; the description starts in column 25 here
# (column 29 in the mail).
help-commands =
    resign                  resign the game
    draw                    offer a draw, or accept your opponent's offer
    decline                 decline your opponent's draw offer
    claim draw              claim a draw by threefold repetition or the
                            fifty-move rule
    board                   show the board
    history                 show the moves
    help                    this text
    games                   a list of all your games, most urgent first;
                            reply to it with one line per game ("Game 12: Nf3",
                            "14: e5") to move in several games at once
help-conditionals = Conditional moves: replies to moves your opponent may make, so that you need not wait a day for each. One line per branch, each alone on a line, below your move or without one; the steps of a line follow each other, separated by ";":
# "if" and "then" stay English; the words in capitals stand for moves.
help-conditionals-commands =
    if THEIR MOVE then YOUR MOVE; if THEIR NEXT MOVE then YOUR NEXT MOVE
                            each move in this game's notation (the example
                            above); move numbers may be left out
    conditionals            show your pending conditional moves
    cancel conditionals     drop them
help-conditionals-matching = When your opponent's move matches (the same move, however it is written), your reply is played at once and your clock is charged nothing; lines that expected another move are dropped, and so is every line on a draw offer or claim, a resignation or the end of the game. Your opponent never sees them. A new set replaces the old one. They count only in a reply to one of my messages.
help-settings = Your own settings, each alone on a line, in a message without moves (before your first game, in a reply to my mail about your entry to an event):
help-settings-commands =
    name Jane Doe           your name, for replies and PGN tags
    timezone Europe/Berlin  deadlines are also shown in this time zone
    language de             your language, an ISO 639-1 code (en de fr es it
                            nl pt sv pl cs hu ru)
    notation numeric        how I write moves to you: san, long, numeric or
                            figurine
    board list              boards as piece lists in words (for a screen
                            reader) instead of the grid; board both, board grid
    digest daily 18:00      your opponents' moves in one mail at that time (in
                            your time zone); several times a day:
                            digest 08:00 18:00; digest off ends it
    leave 2026-12-24 2027-01-02
                            leave on these days (UTC, both included): your
                            clocks stop and your opponents are told; a
                            yearly allowance applies
help-sending = Only the side to move may send a move, and only from the address registered for the game. A move, resignation or draw counts at once when it answers one of my messages about the game (the Reply button keeps your code for the game in the address and the subject); other mail from your address is carried out once you answer my request to confirm it. Lines of ordinary text are ignored, as are quoted text and signatures.

## Each variant's notation: how its turns are written, with examples (shown
## under "Moves in ..." in the help reply and under a refused move). The text
## starts in column 1 and the explanations in column 25 (columns 5 and 29 in
## the mail); notation examples and rule ids stay as they are.

help-variant-chess =
    Nf3, exd5, O-O, e8=Q    a move in SAN; captures with x or :
    Ng1-f3, e7:d8=Q         long algebraic
    g1f3, e7e8q             coordinates
    5254, 7163, 57581       ICCF numeric: from- and to-square as digits, file
                            then rank (e2 = 52); 5171 castles; a fifth digit
                            promotes: 1 queen, 2 rook, 3 bishop, 4 knight
    ♘f3, ♞f3                figurines stand for the piece letter
    Sf3 (language de)       your language's letters, after "language de" alone in
                            a mail (de fr es it nl pt sv pl cs hu ru)
    12. Nf3, 12... Nf6      a move number may come first; it must be the game's
    +, #, !, ?              annotations are accepted and ignored
    if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5
                            a conditional line: your replies to moves your
                            opponent may make (more in the "help" reply)

help-variant-blackholes =
    e4, Ke2, Hd3, exd5      a normal move in SAN (a hole moves one king step to an
                            empty square, B3); long forms too: Nb8-c6, Sb8-c6
    (He1)                   drop one of your holes on an empty square of your own
                            first rank, instead of a move (B2)
    Ra1-b1-a4xb4            a relativistic move (B4, B7): piece, departure, the
    d2-d3-d3-d6             own hole entered, the own hole left, - or x, arrival;
                            the piece leaves in the direction it entered
    a7-a8-b6-b8=Q           promotion is written after the landing square (B8)
    O-O-O                   castling, queen side only (B1)
    5254, (H51)             ICCF numeric: files 1-5, then the rank (e2 = 52); a
    37-36-46x42             drop keeps its parentheses; a relativistic path is
    17-18-26-281            its squares; a fifth digit promotes (1 queen)
    Re2 (language fr)       your language's letters (R the French king), after
                            "language fr" alone in a mail (de fr es it nl pt sv
                            pl cs hu ru); the hole stays H: with pl or hu, where
                            H is a piece, Hd3 is that piece's move when it has
                            one, else the hole's
    3. (He1), 3... (Ha8)    a move number may come first; it must be the game's
    if 1... (Hb8) then 2. Ke2; if 2... Rc7-c6-d6xd2 then 3. Kd1
                            a conditional line: drops and relativistic paths are
                            turns like any other (more in the "help" reply)

help-variant-cwda =
    e4, Nf3, O-O, e8=Q      SAN as in chess, with each army's own letters
    (WA)g1-e3, WAg1-e3      an army piece by its Betza designator, with or without
                            parentheses, in any order of its atoms: (NB) = (BN)
    Ag1-e3, Wg1-e3          or by its FEN letter (see the legend under the board)
    5254, 57581             ICCF numeric (e2 = 52); the fifth digit promotes to
                            your army's piece on that place: 1 queen's, 2 rook's,
                            3 bishop's, 4 knight's (docs/rules/cwda.md)
    ♘f3, ♞f3                figurines stand for the piece letter
    Sf3 (language de)       your language's letters for the FIDE pieces, after
                            "language de" alone in a mail (de fr es it nl pt sv
                            pl cs hu ru); army letters stay
    12. Nf3, 12... Nf6      a move number may come first; it must be the game's
    if 3... (WA)g8-e6 then 4. FADc1-c3; if 4... e5 then 5. Nf3
                            a conditional line: your replies to moves your
                            opponent may make (more in the "help" reply)

help-variant-knightmare =
    e4, Nf3, O-O, e8=Q      SAN as in chess
    Q~Nc2                   your queen joins the opposing knight on c2 into a
                            Knightmare (K1, K5); Qxc2 is read the same way
    QNe4, QNd2-e4, QNxe4    a Knightmare by its two letters in the order Q R B N
    5254, 41~33             ICCF numeric (e2 = 52, d1~c3 joins); 5171 castles
    ♘f3, ♞f3                figurines stand for the piece letter
    Sf3 (language de)       your language's letters, after "language de" alone in
                            a mail (de fr es it nl pt sv pl cs hu ru)
    +, #, !, ?              annotations are accepted and ignored
    if 5... Q~Nc2 then 6. Rc1; if 6... QNe4 then 7. Nf3
                            a conditional line: your replies to moves your
                            opponent may make (more in the "help" reply)

help-variant-missedmark =
    e2-e4, Ng1-f3, e2:d4    a normal move, in long algebraic (SAN such as Nf3 too)
    Bc1-c3 (Nb1-c3)         a displaced move: the move made, then the intended
    Bc1-c3 (intend Nb1-c3)  move in parentheses (X5). The piece beside the
                            intended one, of either colour, goes to the intended
                            target (source rule) or to the target shifted by the
                            same file (total rule) (X2)
    a7-a1/Q (Qb7-b1)        a pawn reaching its last rank promotes (X4)
    O-O-O (castle ...)      a parenthesis without a move is a comment
    3133 (2133)             ICCF numeric (e2 = 52): Bc1-c3 (Nb1-c3)
    Lc1-c3 (Sb1-c3) (language de)
                            your language's letters, in the intended move too,
                            after "language de" alone in a mail (de fr es it nl
                            pt sv pl cs hu ru)
    12. e2-e4, 12... e7-e5  a move number may come first; it must be the game's
    if 1. Ra1-b3 (Nb1-c3) then 1... e7-e5; if 2. d2-d4 then 2... e5:d4
                            a conditional line; a condition written as the made
                            move matches it displaced or not, one with its
                            intended move only that pair (more in the "help"
                            reply)

help-variant-momentum =
    e2-e4                   a turn with one action (start the pawn on e2)
    f3-f4, Ra4:d4           one turn: its events in resolution order, separated by
                            commas, on one line (M5); pieces in motion that you do
                            not name continue or autostop as the rules say
    e4-e4                   stop the piece on e4 (before its momentum event)
    (fhNrlbK)c8-d6, Hc8-d6  an army piece by its Betza designator or FEN letter
    6364, 14x44             ICCF numeric events (e2 = 52): f3-f4, Ra4:d4
    Ta4:d4 (language de)    your language's letters for the king and the army
                            place letters Q R B N (Ra4:d4), after "language de"
                            alone in a mail (de fr es it nl pt sv pl cs hu ru);
                            FEN letters and Betza strings stay the army's
    12. e2-e4, 12... d7-d5  a move number may come first; it must be the game's
    if 7. f3-f4, Ra4:d4 then 7... Kg4-h3; if 8. Nf5-h6 then 8... Kh3-g4
                            a conditional line: a comma turn stays one turn
                            between "if" and "then" (more in the "help"
                            reply)

help-variant-revolving =
    Nc3(B), O-O(Q)          SAN plus, in parentheses, what the moved piece becomes
                            (N->B->R->Q->N, R1); the suffix may be left out
    R:B(Q), Ba:Rc3(P)       a capture may name the captured piece
    Re8e5(N), e2-e4         long forms
    2133(B), 5254           ICCF numeric (e2 = 52): Nb1-c3(B), e2-e4
    Sc3(L) (language de)    your language's letters, in the suffix too, after
                            "language de" alone in a mail (de fr es it nl pt sv
                            pl cs hu ru)
    12. Nc3(B), 12... e5    a move number may come first; it must be the game's
    if 4... Nc3(B) then 5. R:B(Q); if 5... e5 then 6. Re8e5(N)
                            a conditional line: your replies to moves your
                            opponent may make (more in the "help" reply)

help-variant-prodem =
    --                      White's pass on turn 1, alone on a line or as "1. --"
                            (P1); no other turn may pass
    c4(B), R:d6(N)          SAN plus, in parentheses, the piece after its change:
                            promoted on even turns, demoted on odd ones (P1); name
                            the choice where there is one
    R:B(Q), Ba:Rc3(P)       a capture may name the captured piece
    Re8e5(N), e2-e4         long forms
    3334(B), 4546(N)        ICCF numeric (e2 = 52): c3-c4(B), d5-d6(N)
    T:d6(S) (language de)   your language's letters, in the suffix too, after
                            "language de" alone in a mail (de fr es it nl pt sv
                            pl cs hu ru); with nl (P is the knight) the pawn is
                            p: La:Tc3(p)
    12. c4(B), 12... e5     a move number may come first; it must be the game's
    if 1. -- then 1... Nc6(P); if 2. c4(B) then 2... e5
                            a conditional line: White's pass is a condition like
                            any other turn (more in the "help" reply)

help-variant-mutd =
    Nc3(B), e:d5(Q)         SAN plus, in parentheses, the piece after its change:
                            up after a move, down after a capture (U1); the suffix
                            may be left out
    R:B(Q), Ba:Rc3(P)       a capture may name the captured piece
    Re8e5(N), e2-e4         long forms
    2133(B), 5254(N)        ICCF numeric (e2 = 52): Nb1-c3(B), e2-e4(N)
    Sc3(L) (language de)    your language's letters, in the suffix too, after
                            "language de" alone in a mail (de fr es it nl pt sv
                            pl cs hu ru); with nl (P is the knight) the pawn is
                            p: La:Tc3(p)
    12. Nc3(B), 12... e5    a move number may come first; it must be the game's
    if 4... Nc3(B) then 5. e:d5(Q); if 5... R:B(Q) then 6. e4
                            a conditional line: your replies to moves your
                            opponent may make (more in the "help" reply)
