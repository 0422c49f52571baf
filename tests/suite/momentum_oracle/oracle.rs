//! An independent, deliberately simple brute-force oracle for Momentum Chess,
//! written from the rule text and the rulings M1-M8 (docs/rules/momentum.md names
//! both) alone. It shares no code with the engine
//! (`src/rules/`): its own position reader and writer, its own reading of the five
//! armies' Betza strings (M7), its own turn enumeration and its own M1 search.
//!
//! Design: a turn is searched event by event, depth first, over every ordering the
//! player may choose (M2): at each point any pending piece in motion may take its
//! momentum event (it continues if it can, else it autostops, M3), and while the one
//! action is unused the player may start a piece (one without momentum, or one that
//! autostopped earlier in the turn), stop a pending piece before its event, or stop
//! a piece that continued after its event. The turns are the terminal states
//! (no pending event, action used), written as position texts and collected as a set.
//! A turn is kept unless the opponent, moving next, can capture the mover's king
//! (M1): that is the same event search run for the opponent, stopping at the first
//! king capture (memoised on the state, which is exact since the search is over the
//! state alone). Castling (M4) is checked at the moment it is played: the king's
//! square, the squares it crosses and the one it is to occupy must not be attacked,
//! "attacked" being M1's check ("were it to move now") in the state of the turn at
//! that moment (M8).

use std::collections::{BTreeSet, HashMap, HashSet};

/// Option values of the five armies (M7), in the order used by [`ARMIES`].
pub const ARMY_IDS: [&str; 5] = [
    "fabulous-fides",
    "colorbound-clobberers",
    "nutty-knights",
    "remarkable-rookies",
    "forward-fides",
];

/// Each army's FEN letters (rook, knight, bishop, queen places) and Betza strings, as
/// data copied from docs/rules/cwda.md (the same strings as the rule text's games).
pub const ARMIES: [[(u8, &str); 4]; 5] = [
    [(b'R', "R"), (b'N', "N"), (b'B', "B"), (b'Q', "Q")],
    [(b'D', "BD"), (b'W', "WA"), (b'A', "FAD"), (b'C', "BN")],
    [
        (b'G', "frlRbK"),
        (b'I', "fbNF"),
        (b'H', "fhNrlbK"),
        (b'O', "fhNfrlRK"),
    ],
    [(b'S', "R4"), (b'M', "WD"), (b'F', "HFD"), (b'E', "RN")],
    [
        (b'G', "frlRrlbK"),
        (b'U', "fhNbB"),
        (b'V', "fBbhN"),
        (b'X', "fsQbhNbK"),
    ],
];

/// Momentum (M3): displacement in White's frame, capture or quiet, slide or leap.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Mom {
    pub dx: i8,
    pub dy: i8,
    pub capture: bool,
    pub slide: bool,
}

/// A piece: colour, upper-case letter, momentum, and an id for the turn search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pc {
    pub white: bool,
    pub letter: u8,
    pub mom: Option<Mom>,
    pub id: u8,
}

/// A position as the position text describes it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// Index `rank * 8 + file`, a1 = 0.
    pub board: [Option<Pc>; 64],
    pub white_to_move: bool,
    /// K, Q, k, q.
    pub castling: [bool; 4],
    /// The en-passant right of the side to move (M6): (square passed over, square
    /// of the pawn that made the start double step).
    pub ep: Option<(u8, u8)>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// Army index of White and of Black.
    pub armies: [usize; 2],
}

fn sq(file: i8, rank: i8) -> Option<u8> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Some((rank * 8 + file) as u8)
    } else {
        None
    }
}

fn file_of(s: u8) -> i8 {
    (s % 8) as i8
}

fn rank_of(s: u8) -> i8 {
    (s / 8) as i8
}

pub fn square_name(s: u8) -> String {
    format!("{}{}", (b'a' + s % 8) as char, s / 8 + 1)
}

fn parse_square(t: &str) -> Option<u8> {
    let b = t.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    sq((b[0] - b'a') as i8, (b[1] - b'1') as i8)
}

// ---------------------------------------------------------------------------------
// Pieces: a tiny hand reading of the Betza strings in use (M7).

const W: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const F: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const N: [(i8, i8); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-2, -1),
];

/// One way of moving: step (dx, dy) in White's frame, repeated up to `max` times
/// (1 = a leap of exactly that step).
type Spec = (i8, i8, u8);

fn add(out: &mut Vec<Spec>, atoms: &[(i8, i8)], scale: i8, max: u8, keep: impl Fn(i8, i8) -> bool) {
    for &(x, y) in atoms {
        let (x, y) = (x * scale, y * scale);
        if keep(x, y) {
            out.push((x, y, max));
        }
    }
}

/// The moves of a Betza string, White's frame (forward = +y). `f` keeps the moves
/// with a forward part, `b` a backward part, `rl`/`s` the sideways ones; `fh`/`bh`
/// on the knight are its four forward/backward moves, `fb` its narrow vertical half.
fn betza_specs(betza: &str) -> Vec<Spec> {
    let all = |_: i8, _: i8| true;
    let fwd = |_: i8, y: i8| y > 0;
    let back = |_: i8, y: i8| y < 0;
    let side = |_: i8, y: i8| y == 0;
    let fwd_or_side = |_: i8, y: i8| y >= 0;
    let mut v = Vec::new();
    match betza {
        "K" => {
            add(&mut v, &W, 1, 1, all);
            add(&mut v, &F, 1, 1, all);
        }
        "R" => add(&mut v, &W, 1, 7, all),
        "N" => add(&mut v, &N, 1, 1, all),
        "B" => add(&mut v, &F, 1, 7, all),
        "Q" => {
            add(&mut v, &W, 1, 7, all);
            add(&mut v, &F, 1, 7, all);
        }
        "BD" => {
            add(&mut v, &F, 1, 7, all);
            add(&mut v, &W, 2, 1, all);
        }
        "WA" => {
            add(&mut v, &W, 1, 1, all);
            add(&mut v, &F, 2, 1, all);
        }
        "FAD" => {
            add(&mut v, &F, 1, 1, all);
            add(&mut v, &F, 2, 1, all);
            add(&mut v, &W, 2, 1, all);
        }
        "BN" => {
            add(&mut v, &F, 1, 7, all);
            add(&mut v, &N, 1, 1, all);
        }
        "frlRbK" => {
            add(&mut v, &W, 1, 7, fwd_or_side);
            add(&mut v, &W, 1, 1, back);
            add(&mut v, &F, 1, 1, back);
        }
        "fbNF" => {
            add(&mut v, &N, 1, 1, |_, y| y.abs() == 2);
            add(&mut v, &F, 1, 1, all);
        }
        "fhNrlbK" => {
            add(&mut v, &N, 1, 1, fwd);
            add(&mut v, &W, 1, 1, side);
            add(&mut v, &W, 1, 1, back);
            add(&mut v, &F, 1, 1, back);
        }
        "fhNfrlRK" => {
            add(&mut v, &N, 1, 1, fwd);
            add(&mut v, &W, 1, 7, fwd_or_side);
            add(&mut v, &W, 1, 1, all);
            add(&mut v, &F, 1, 1, all);
        }
        "R4" => add(&mut v, &W, 1, 4, all),
        "WD" => {
            add(&mut v, &W, 1, 1, all);
            add(&mut v, &W, 2, 1, all);
        }
        "HFD" => {
            add(&mut v, &W, 3, 1, all);
            add(&mut v, &F, 1, 1, all);
            add(&mut v, &W, 2, 1, all);
        }
        "RN" => {
            add(&mut v, &W, 1, 7, all);
            add(&mut v, &N, 1, 1, all);
        }
        "frlRrlbK" => {
            add(&mut v, &W, 1, 7, fwd_or_side);
            add(&mut v, &W, 1, 1, back);
            add(&mut v, &F, 1, 1, back);
        }
        "fhNbB" => {
            add(&mut v, &N, 1, 1, fwd);
            add(&mut v, &F, 1, 7, back);
        }
        "fBbhN" => {
            add(&mut v, &F, 1, 7, fwd);
            add(&mut v, &N, 1, 1, back);
        }
        "fsQbhNbK" => {
            add(&mut v, &W, 1, 7, fwd);
            add(&mut v, &F, 1, 7, fwd);
            add(&mut v, &W, 1, 7, side);
            add(&mut v, &N, 1, 1, back);
            add(&mut v, &W, 1, 1, back);
            add(&mut v, &F, 1, 1, back);
        }
        other => panic!("oracle: unknown Betza string {other}"),
    }
    v
}

/// The Betza string of a (non-pawn) letter for a side: its own army first, then the
/// other army's letters it does not use itself (promoted pieces, M7).
fn betza_of(pos: &Position, white: bool, letter: u8) -> Option<&'static str> {
    if letter == b'K' {
        return Some("K");
    }
    let (own, other) = if white {
        (pos.armies[0], pos.armies[1])
    } else {
        (pos.armies[1], pos.armies[0])
    };
    ARMIES[own]
        .iter()
        .chain(ARMIES[other].iter())
        .find(|(l, _)| *l == letter)
        .map(|(_, b)| *b)
}

/// Moves of a piece in board orientation (Black's `f` is down the board).
fn specs_for(pos: &Position, pc: &Pc) -> Vec<Spec> {
    let b = betza_of(pos, pc.white, pc.letter).expect("known letter");
    betza_specs(b)
        .into_iter()
        .map(|(x, y, m)| if pc.white { (x, y, m) } else { (x, -y, m) })
        .collect()
}

/// Letters a pawn of this side may promote to (M6, M7): its own army's four, then the
/// other army's whose letter it does not already use.
fn promotion_letters(pos: &Position, white: bool) -> Vec<u8> {
    let (own, other) = if white {
        (pos.armies[0], pos.armies[1])
    } else {
        (pos.armies[1], pos.armies[0])
    };
    let mut v: Vec<u8> = ARMIES[own].iter().map(|p| p.0).collect();
    for p in ARMIES[other] {
        if !v.contains(&p.0) {
            v.push(p.0);
        }
    }
    v
}

/// Slide or leap of a momentum read from the position text (M3): a pawn's double
/// step is a slide; otherwise a leap when one of the piece's leaper atoms makes the
/// displacement, a slide when it is two or more unit steps in a line.
fn infer_slide(pos: &Position, pc: &Pc, dx: i8, dy: i8) -> bool {
    let line = dx == 0 || dy == 0 || dx.abs() == dy.abs();
    let steps = dx.abs().max(dy.abs());
    if pc.letter == b'P' {
        return dx == 0 && dy.abs() == 2;
    }
    if betza_of(pos, pc.white, pc.letter).is_none() {
        return line && steps >= 2;
    }
    if specs_for(pos, pc)
        .iter()
        .any(|&(x, y, m)| m == 1 && x == dx && y == dy)
    {
        return false;
    }
    line && steps >= 2
}

// ---------------------------------------------------------------------------------
// Position text (docs/rules/momentum.md).

/// Reads a position text: FEN with army letters plus the motion field.
pub fn parse(text: &str, white_army: usize, black_army: usize) -> Result<Position, String> {
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() != 7 {
        return Err(format!("expected 7 fields: {text}"));
    }
    let mut pos = Position {
        board: [None; 64],
        white_to_move: f[1] == "w",
        castling: [false; 4],
        ep: None,
        halfmove: f[4].parse().map_err(|_| "halfmove")?,
        fullmove: f[5].parse().map_err(|_| "fullmove")?,
        armies: [white_army, black_army],
    };
    let rows: Vec<&str> = f[0].split('/').collect();
    if rows.len() != 8 {
        return Err("board".into());
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - i as i8;
        let mut file = 0i8;
        for c in row.bytes() {
            if c.is_ascii_digit() {
                file += (c - b'0') as i8;
            } else {
                let s = sq(file, rank).ok_or("board overflow")?;
                pos.board[s as usize] = Some(Pc {
                    white: c.is_ascii_uppercase(),
                    letter: c.to_ascii_uppercase(),
                    mom: None,
                    id: s,
                });
                file += 1;
            }
        }
    }
    for c in f[2].chars() {
        match c {
            'K' => pos.castling[0] = true,
            'Q' => pos.castling[1] = true,
            'k' => pos.castling[2] = true,
            'q' => pos.castling[3] = true,
            _ => {}
        }
    }
    if f[3] != "-" {
        let e = parse_square(f[3]).ok_or("ep square")?;
        let pawn = if pos.white_to_move { e - 8 } else { e + 8 };
        pos.ep = Some((e, pawn));
    }
    if f[6] != "-" {
        for entry in f[6].split(',') {
            let (s, d) = entry.split_once('@').ok_or("motion")?;
            let s = parse_square(s).ok_or("motion square")?;
            let capture = d.ends_with('x');
            let d = d.trim_end_matches('x');
            let (dx, dy) = d.split_once('/').ok_or("motion /")?;
            let dx: i8 = dx.parse().map_err(|_| "dx")?;
            let dy: i8 = dy.parse().map_err(|_| "dy")?;
            let pc = pos.board[s as usize].ok_or("motion on empty square")?;
            let slide = infer_slide(&pos, &pc, dx, dy);
            pos.board[s as usize].as_mut().unwrap().mom = Some(Mom {
                dx,
                dy,
                capture,
                slide,
            });
        }
    }
    Ok(pos)
}

/// Writes the position text. `ep_written` is the en-passant field to write (the
/// caller decides the convention); the motion field is sorted by square (a1, b1, ...).
fn write(pos: &Position, ep_written: Option<u8>) -> String {
    let mut s = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match pos.board[(rank * 8 + file) as usize] {
                None => empty += 1,
                Some(pc) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    let c = if pc.white {
                        pc.letter
                    } else {
                        pc.letter.to_ascii_lowercase()
                    };
                    s.push(c as char);
                }
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push_str(if pos.white_to_move { " w " } else { " b " });
    let mut c = String::new();
    for (i, ch) in ['K', 'Q', 'k', 'q'].iter().enumerate() {
        if pos.castling[i] {
            c.push(*ch);
        }
    }
    s.push_str(if c.is_empty() { "-" } else { &c });
    s.push(' ');
    match ep_written {
        Some(e) => s.push_str(&square_name(e)),
        None => s.push('-'),
    }
    s.push_str(&format!(" {} {} ", pos.halfmove, pos.fullmove));
    let motion: Vec<String> = (0..64u8)
        .filter_map(|i| {
            let pc = pos.board[i as usize]?;
            let m = pc.mom?;
            Some(format!(
                "{}@{}/{}{}",
                square_name(i),
                m.dx,
                m.dy,
                if m.capture { "x" } else { "" }
            ))
        })
        .collect();
    s.push_str(&if motion.is_empty() {
        "-".to_string()
    } else {
        motion.join(",")
    });
    s
}

/// The en-passant field as the engine writes it: the square passed over, only when
/// the side to move has a legal turn (M1) that captures en passant (M6), as FEN
/// writes only a right that can be used. (M6 gives the right after every start
/// double step; whether the field names it when no capture is possible is a notation
/// convention, not a rule. A pawn of the side to move beside the pawn that made the
/// double step is not enough: the capture may be illegal by M1.)
fn ep_field(pos: &Position) -> Option<u8> {
    let (e, p) = pos.ep?;
    let beside = [-1i8, 1].iter().any(|df| {
        sq(file_of(p) + df, rank_of(p))
            .and_then(|s| pos.board[s as usize])
            .is_some_and(|pc| pc.letter == b'P' && pc.white == pos.white_to_move)
    });
    (beside && en_passant_usable(pos)).then_some(e)
}

/// The position text with the en-passant field as the engine writes it.
pub fn text(pos: &Position) -> String {
    write(pos, ep_field(pos))
}

/// A key that keeps the full en-passant right (for caches).
fn key(pos: &Position) -> String {
    write(pos, pos.ep.map(|e| e.0))
}

/// Sorts the motion field of a position text by square (a1, b1, ..., h8).
pub fn normalise(text: &str) -> String {
    let mut f: Vec<String> = text.split_whitespace().map(String::from).collect();
    if f.len() == 7 && f[6] != "-" {
        let mut entries: Vec<&str> = f[6].split(',').collect();
        entries.sort_by_key(|e| parse_square(&e[..2]).unwrap_or(255));
        f[6] = entries.join(",");
    }
    f.join(" ")
}

// ---------------------------------------------------------------------------------
// The turn search.

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Status {
    /// No momentum at the start of the turn, not yet moved: may be started.
    Fresh,
    /// Has momentum at the start of the turn; its event is still due.
    Pending,
    /// Continued by momentum this turn: may still be stopped after its event.
    Continued,
    /// Autostopped this turn: may be started.
    Autostopped,
    /// Done for this turn.
    Spent,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Turn {
    pos: Position,
    status: [Status; 64],
    action_used: bool,
    /// A start double step made this turn: (square passed over, pawn's square).
    new_ep: Option<(u8, u8)>,
    /// The action was an en passant capture.
    took_en_passant: bool,
    pawn_or_capture: bool,
    king_captured: bool,
}

/// What an event was: castling carries the squares its condition looks at (M4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ev {
    Other,
    Castle {
        king_from: u8,
        squares: [Option<u8>; 3],
    },
}

fn begin(pos: &Position) -> Turn {
    let mut pos = pos.clone();
    let mut status = [Status::Spent; 64];
    for i in 0..64u8 {
        if let Some(pc) = pos.board[i as usize].as_mut() {
            pc.id = i;
            if pc.white == pos.white_to_move {
                status[i as usize] = if pc.mom.is_some() {
                    Status::Pending
                } else {
                    Status::Fresh
                };
            }
        }
    }
    Turn {
        pos,
        status,
        action_used: false,
        new_ep: None,
        took_en_passant: false,
        pawn_or_capture: false,
        king_captured: false,
    }
}

fn find(t: &Turn, id: u8) -> u8 {
    (0..64u8)
        .find(|&i| t.pos.board[i as usize].is_some_and(|p| p.id == id))
        .expect("piece of the turn is on the board")
}

/// Castling rights lost when a piece leaves or reaches a king or corner square.
fn touch_castling(pos: &mut Position, s: u8) {
    match s {
        4 => {
            pos.castling[0] = false;
            pos.castling[1] = false;
        }
        7 => pos.castling[0] = false,
        0 => pos.castling[1] = false,
        60 => {
            pos.castling[2] = false;
            pos.castling[3] = false;
        }
        63 => pos.castling[2] = false,
        56 => pos.castling[3] = false,
        _ => {}
    }
}

/// Moves the piece on `from` to `to` (capturing what is there), with new momentum
/// and optionally a new letter (promotion).
fn relocate(t: &mut Turn, from: u8, to: u8, mom: Option<Mom>, letter: Option<u8>) {
    let mut pc = t.pos.board[from as usize].take().expect("piece");
    if let Some(victim) = t.pos.board[to as usize] {
        t.pawn_or_capture = true;
        if victim.letter == b'K' {
            t.king_captured = true;
        }
    }
    if pc.letter == b'P' {
        t.pawn_or_capture = true;
    }
    pc.mom = mom;
    if let Some(l) = letter {
        pc.letter = l;
    }
    t.pos.board[to as usize] = Some(pc);
    touch_castling(&mut t.pos, from);
    touch_castling(&mut t.pos, to);
}

fn is_last_rank(white: bool, s: u8) -> bool {
    rank_of(s) == if white { 7 } else { 0 }
}

/// The momentum event of the pending piece `id` (M3): continue if it can, else
/// autostop. Returns one turn per promotion choice when it promotes.
fn momentum_event(t: &Turn, id: u8) -> Vec<Turn> {
    let from = find(t, id);
    let pc = t.pos.board[from as usize].unwrap();
    let m = pc.mom.expect("pending piece has momentum");
    let target = sq(file_of(from) + m.dx, rank_of(from) + m.dy);
    let can = target.is_some_and(|to| {
        let occupant = t.pos.board[to as usize];
        let ok_target = if m.capture {
            occupant.is_some_and(|o| o.white != pc.white)
        } else {
            occupant.is_none()
        };
        let ok_path = !m.slide || {
            let steps = m.dx.abs().max(m.dy.abs());
            let (ux, uy) = (m.dx / steps, m.dy / steps);
            (1..steps).all(|k| {
                let s = sq(file_of(from) + k * ux, rank_of(from) + k * uy).unwrap();
                t.pos.board[s as usize].is_none()
            })
        };
        ok_target && ok_path
    });
    let mut out = Vec::new();
    match target {
        Some(to) if can => {
            let promos: Vec<Option<u8>> = if pc.letter == b'P' && is_last_rank(pc.white, to) {
                promotion_letters(&t.pos, pc.white)
                    .into_iter()
                    .map(Some)
                    .collect()
            } else {
                vec![None]
            };
            for promo in promos {
                let mut n = t.clone();
                // M6: a promoted piece keeps the pawn's momentum.
                relocate(&mut n, from, to, Some(m), promo);
                n.status[id as usize] = Status::Continued;
                out.push(n);
            }
        }
        _ => {
            let mut n = t.clone();
            n.pos.board[from as usize].as_mut().unwrap().mom = None;
            n.status[id as usize] = Status::Autostopped;
            out.push(n);
        }
    }
    out
}

/// Every start of the piece on `from` (M2): its moves, with the momentum it gains
/// (none for the king, M4), pawn double steps, captures, en passant and promotions
/// (M6). Castling is separate.
fn starts(t: &Turn, from: u8, ep: Option<(u8, u8)>) -> Vec<Turn> {
    let pc = t.pos.board[from as usize].unwrap();
    let (f0, r0) = (file_of(from), rank_of(from));
    let mut out = Vec::new();
    let mut push = |t: &Turn, to: u8, mom: Mom, ep_capture: Option<u8>, double: bool| {
        let promos: Vec<Option<u8>> = if pc.letter == b'P' && is_last_rank(pc.white, to) {
            promotion_letters(&t.pos, pc.white)
                .into_iter()
                .map(Some)
                .collect()
        } else {
            vec![None]
        };
        for promo in promos {
            let mut n = t.clone();
            if let Some(victim) = ep_capture {
                n.pos.board[victim as usize] = None;
                n.pawn_or_capture = true;
                n.took_en_passant = true;
            }
            let keep = if pc.letter == b'K' { None } else { Some(mom) };
            relocate(&mut n, from, to, keep, promo);
            n.status[pc.id as usize] = Status::Spent;
            n.action_used = true;
            if double {
                let passed = sq(f0, (r0 + rank_of(to)) / 2).unwrap();
                n.new_ep = Some((passed, to));
            }
            out.push(n);
        }
    };
    if pc.letter == b'P' {
        let fwd: i8 = if pc.white { 1 } else { -1 };
        if let Some(one) = sq(f0, r0 + fwd) {
            if t.pos.board[one as usize].is_none() {
                let m = Mom {
                    dx: 0,
                    dy: fwd,
                    capture: false,
                    slide: false,
                };
                push(t, one, m, None, false);
                let start_rank = if pc.white { 1 } else { 6 };
                if r0 == start_rank {
                    let two = sq(f0, r0 + 2 * fwd).unwrap();
                    if t.pos.board[two as usize].is_none() {
                        let m = Mom {
                            dx: 0,
                            dy: 2 * fwd,
                            capture: false,
                            slide: true,
                        };
                        push(t, two, m, None, true);
                    }
                }
            }
        }
        for dx in [-1i8, 1] {
            let Some(to) = sq(f0 + dx, r0 + fwd) else {
                continue;
            };
            let m = Mom {
                dx,
                dy: fwd,
                capture: true,
                slide: false,
            };
            match t.pos.board[to as usize] {
                Some(o) if o.white != pc.white => push(t, to, m, None, false),
                Some(_) => {}
                None => {
                    // En passant (M6): onto the square passed over by the enemy's
                    // start double step of the last turn, "only while that pawn is
                    // still on its square": once an earlier event of this turn has
                    // taken it, there is nothing to take.
                    if let Some((e, p)) = ep {
                        let victim_there = t.pos.board[p as usize]
                            .is_some_and(|o| o.white != pc.white && o.letter == b'P');
                        if e == to && victim_there {
                            push(t, to, m, Some(p), false);
                        }
                    }
                }
            }
        }
        return out;
    }
    let specs = if pc.letter == b'K' {
        betza_specs("K")
    } else {
        specs_for(&t.pos, &pc)
    };
    let mut seen: Vec<(u8, bool)> = Vec::new();
    for (dx, dy, max) in specs {
        for k in 1..=max as i8 {
            let Some(to) = sq(f0 + k * dx, r0 + k * dy) else {
                break;
            };
            let occupant = t.pos.board[to as usize];
            if occupant.is_some_and(|o| o.white == pc.white) {
                break;
            }
            let m = Mom {
                dx: k * dx,
                dy: k * dy,
                capture: occupant.is_some(),
                slide: k >= 2,
            };
            if !seen.contains(&(to, m.slide)) {
                seen.push((to, m.slide));
                push(t, to, m, None, false);
            }
            if occupant.is_some() {
                break;
            }
        }
    }
    out
}

/// A castling wing: right index, corner file, king's and corner piece's target
/// files, and the squares its condition looks at.
type Wing = (usize, u8, u8, u8, [Option<u8>; 3]);

/// Castling as the action (M4, M7), with FIDE's conditions on the squares; the
/// conditions on attacked squares are applied by the caller.
fn castlings(t: &Turn) -> Vec<(Turn, u8, [Option<u8>; 3])> {
    let white = t.pos.white_to_move;
    let army = if white {
        t.pos.armies[0]
    } else {
        t.pos.armies[1]
    };
    let rook_letter = ARMIES[army][0].0;
    let base: u8 = if white { 0 } else { 56 };
    let king_from = base + 4;
    let mut out = Vec::new();
    let king_ok = t.pos.board[king_from as usize].is_some_and(|k| {
        k.letter == b'K' && k.white == white && t.status[k.id as usize] == Status::Fresh
    });
    if !king_ok {
        return out;
    }
    // (right index, rook from, king to, rook to, the squares the king crosses and
    // the one it is to occupy: FIDE 3.8.2.1 as M4 carries it over)
    let clobberers = army == 1;
    let wings: [Wing; 2] = [
        (0, 7, 6, 5, [Some(base + 5), Some(base + 6), None]),
        if clobberers {
            (1, 0, 1, 2, [Some(base + 3), Some(base + 2), Some(base + 1)])
        } else {
            (1, 0, 2, 3, [Some(base + 3), Some(base + 2), None])
        },
    ];
    for (right, rook_from, king_to, rook_to, squares) in wings {
        let idx = right + if white { 0 } else { 2 };
        if !t.pos.castling[idx] {
            continue;
        }
        let rf = base + rook_from;
        let rook_ok = t.pos.board[rf as usize].is_some_and(|r| {
            r.letter == rook_letter && r.white == white && t.status[r.id as usize] == Status::Fresh
        });
        if !rook_ok {
            continue;
        }
        let (lo, hi) = if rook_from < 4 {
            (rook_from + 1, 4)
        } else {
            (5, rook_from)
        };
        if (lo..hi).any(|f| t.pos.board[(base + f) as usize].is_some()) {
            continue;
        }
        let mut n = t.clone();
        let kt = base + king_to;
        let rt = base + rook_to;
        let rook = n.pos.board[rf as usize].unwrap();
        let king = n.pos.board[king_from as usize].unwrap();
        relocate(&mut n, king_from, kt, None, None);
        let dx = rook_to as i8 - rook_from as i8;
        relocate(
            &mut n,
            rf,
            rt,
            Some(Mom {
                dx,
                dy: 0,
                capture: false,
                slide: true,
            }),
            None,
        );
        n.status[rook.id as usize] = Status::Spent;
        n.status[king.id as usize] = Status::Spent;
        n.action_used = true;
        out.push((n, king_from, squares));
    }
    out
}

/// Every next event of a turn in progress (M2).
fn successors(t: &Turn, ep: Option<(u8, u8)>) -> Vec<(Ev, Turn)> {
    let mut out = Vec::new();
    for s in 0..64u8 {
        let Some(pc) = t.pos.board[s as usize] else {
            continue;
        };
        if pc.white != t.pos.white_to_move {
            continue;
        }
        let st = t.status[pc.id as usize];
        if st == Status::Pending {
            for n in momentum_event(t, pc.id) {
                out.push((Ev::Other, n));
            }
        }
        if t.action_used {
            continue;
        }
        match st {
            Status::Pending => {
                // Stop before its event: it does not move.
                let mut n = t.clone();
                n.pos.board[s as usize].as_mut().unwrap().mom = None;
                n.status[pc.id as usize] = Status::Spent;
                n.action_used = true;
                out.push((Ev::Other, n));
            }
            Status::Continued if pc.mom.is_some() => {
                // Stop after its event: it moved, now it stops.
                let mut n = t.clone();
                n.pos.board[s as usize].as_mut().unwrap().mom = None;
                n.status[pc.id as usize] = Status::Spent;
                n.action_used = true;
                out.push((Ev::Other, n));
            }
            Status::Fresh | Status::Autostopped => {
                for n in starts(t, s, ep) {
                    out.push((Ev::Other, n));
                }
            }
            _ => {}
        }
    }
    if !t.action_used {
        for (n, king_from, squares) in castlings(t) {
            out.push((Ev::Castle { king_from, squares }, n));
        }
    }
    out
}

fn done(t: &Turn) -> bool {
    t.action_used && !t.status.contains(&Status::Pending)
}

/// The position after a finished turn: the other side to move, its en-passant right,
/// the clocks (G1: the halfmove clock restarts after a pawn move or a capture).
fn finish(t: &Turn, start: &Position) -> Position {
    let mut p = t.pos.clone();
    p.white_to_move = !start.white_to_move;
    p.ep = t.new_ep;
    p.halfmove = if t.pawn_or_capture {
        0
    } else {
        start.halfmove + 1
    };
    p.fullmove = start.fullmove + u32::from(!start.white_to_move);
    p
}

/// Whether the side to move of `pos` can capture the other side's king in some
/// ordering of its turn (M1).
fn side_to_move_captures_king(pos: &Position) -> bool {
    let t = begin(pos);
    let mut seen = HashSet::new();
    captures(&t, pos.ep, &mut seen)
}

fn captures(t: &Turn, ep: Option<(u8, u8)>, seen: &mut HashSet<Turn>) -> bool {
    if !t.status.contains(&Status::Pending) {
        // Only the action is left (if unused): it captures the king only by a start
        // onto the king's square (en passant and castling capture no king).
        return !t.action_used && start_onto_king(t);
    }
    if !seen.insert(t.clone()) {
        return false;
    }
    for (ev, n) in successors(t, ep) {
        // Castling is only a means here: whether the castling king would pass an
        // attacked square does not matter to a king capture (FIDE 3.9: a piece
        // attacks even where moving would expose its own king).
        let _ = ev;
        if n.king_captured || captures(&n, ep, seen) {
            return true;
        }
    }
    false
}

/// Whether some piece the side to move may start can move onto the other king.
fn start_onto_king(t: &Turn) -> bool {
    let Some(king) = (0..64u8).find(|&i| {
        t.pos.board[i as usize].is_some_and(|p| p.letter == b'K' && p.white != t.pos.white_to_move)
    }) else {
        return true;
    };
    (0..64u8).any(|s| {
        let Some(pc) = t.pos.board[s as usize] else {
            return false;
        };
        if pc.white != t.pos.white_to_move
            || !matches!(
                t.status[pc.id as usize],
                Status::Fresh | Status::Autostopped
            )
        {
            return false;
        }
        let (dx, dy) = (file_of(king) - file_of(s), rank_of(king) - rank_of(s));
        if pc.letter == b'P' {
            return dx.abs() == 1 && dy == if pc.white { 1 } else { -1 };
        }
        let specs = if pc.letter == b'K' {
            betza_specs("K")
        } else {
            specs_for(&t.pos, &pc)
        };
        specs.iter().any(|&(x, y, max)| {
            (1..=max as i8).any(|k| {
                k * x == dx
                    && k * y == dy
                    && (1..k).all(|j| {
                        let m = sq(file_of(s) + j * x, rank_of(s) + j * y).unwrap();
                        t.pos.board[m as usize].is_none()
                    })
            })
        })
    })
}

/// M1: the side to move is in check when the opponent, were it to move now, could
/// capture its king (no en-passant right for that imagined turn).
pub fn in_check(pos: &Position) -> bool {
    let mut p = pos.clone();
    p.white_to_move = !p.white_to_move;
    p.ep = None;
    side_to_move_captures_king(&p)
}

/// Whether the opponent of the side to move could capture a king right now (the
/// previous turn would have been illegal): such positions are not generated.
pub fn mover_can_capture_king(pos: &Position) -> bool {
    side_to_move_captures_king(pos)
}

struct Search<'a> {
    start: &'a Position,
    illegal_cache: HashMap<String, bool>,
    results: BTreeSet<String>,
}

impl Search<'_> {
    /// M1: after the turn, can the opponent capture the mover's king?
    fn illegal(&mut self, t: &Turn) -> bool {
        let p = finish(t, self.start);
        let k = key(&p);
        if let Some(&v) = self.illegal_cache.get(&k) {
            return v;
        }
        let v = side_to_move_captures_king(&p);
        self.illegal_cache.insert(k, v);
        v
    }

    /// M4 with M1: castling is prevented when the square the king stands on, a
    /// square it crosses or the one it is to occupy is attacked, FIDE 3.8.2.1, and
    /// "attacked" is M1's check: the opponent, were it to move now, could capture a
    /// king standing there. "Now" is the moment of the castling in the turn (the
    /// events before it resolved, the corner piece not yet moved), as FIDE judges
    /// the condition in the position in which the king castles (M8).
    fn castling_attacked(&mut self, t: &Turn, king_from: u8, squares: &[Option<u8>; 3]) -> bool {
        std::iter::once(king_from)
            .chain(squares.iter().flatten().copied())
            .any(|x| {
                let mut p = t.pos.clone();
                let king = p.board[king_from as usize].take();
                p.board[x as usize] = king;
                p.white_to_move = !p.white_to_move;
                p.ep = None;
                let k = key(&p);
                if let Some(&v) = self.illegal_cache.get(&k) {
                    return v;
                }
                let v = side_to_move_captures_king(&p);
                self.illegal_cache.insert(k, v);
                v
            })
    }

    fn dfs(&mut self, t: &Turn) {
        if done(t) {
            if !self.illegal(t) {
                self.results.insert(text(&finish(t, self.start)));
            }
            return;
        }
        for (ev, n) in successors(t, self.start.ep) {
            if let Ev::Castle { king_from, squares } = ev {
                if self.castling_attacked(t, king_from, &squares) {
                    continue;
                }
            }
            self.dfs(&n);
        }
    }
}

/// Whether the side to move has a legal turn (M1) whose action captures en passant.
fn en_passant_usable(pos: &Position) -> bool {
    let mut s = Search {
        start: pos,
        illegal_cache: HashMap::new(),
        results: BTreeSet::new(),
    };
    let mut seen = HashSet::new();
    s.takes_en_passant_legally(&begin(pos), &mut seen)
}

impl Search<'_> {
    /// Whether some way of completing the turn `t` captures en passant and is legal.
    fn takes_en_passant_legally(&mut self, t: &Turn, seen: &mut HashSet<Turn>) -> bool {
        if done(t) {
            return t.took_en_passant && !self.illegal(t);
        }
        if !seen.insert(t.clone()) || (t.action_used && !t.took_en_passant) {
            return false;
        }
        for (ev, n) in successors(t, self.start.ep) {
            if let Ev::Castle { .. } = ev {
                continue; // castling is an action: no en passant in that turn
            }
            if self.takes_en_passant_legally(&n, seen) {
                return true;
            }
        }
        false
    }
}

/// Every legal turn of the side to move, as the set of position texts it leads to.
pub fn legal_results(pos: &Position) -> BTreeSet<String> {
    let mut s = Search {
        start: pos,
        illegal_cache: HashMap::new(),
        results: BTreeSet::new(),
    };
    let t = begin(pos);
    s.dfs(&t);
    s.results
}

/// The moves of the piece on `s` as (step x, step y, repeats), board orientation
/// (for the test's random positions).
pub fn displacements(pos: &Position, s: u8) -> Vec<(i8, i8, u8)> {
    let pc = pos.board[s as usize].expect("a piece");
    specs_for(pos, &pc)
}
