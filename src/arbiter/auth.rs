//! Sender authentication. `From:` alone proves nothing, so every
//! message the arbiter sends a player about a game carries that player's secret code
//! for the game twice: in the Reply-To plus-address (`arbiter+g12-k7f3qxyz@host`,
//! built from the configured arbiter address) and in the subject tag
//! (`[Game 12 k7f3qxyz]`). A reply made with a mail client's Reply button carries
//! both back unchanged (the address in `To:`, and in `Delivered-To:` as the delivery
//! agent records it; the subject after "Re: "), and one of them is enough.
//!
//! A command that would change a game (a move, a resignation, a draw offer,
//! acceptance, decline or claim) in a mail from the player's registered address that
//! lacks the code is not carried out: the registered address gets a confirmation
//! request with a fresh token (in its Reply-To `arbiter+c-TOKEN@host` and its subject
//! `[Confirm TOKEN]`), and the command is carried out once, when the answer to that
//! request arrives, if the game has not moved on in between. A forger who only
//! writes someone's `From:` never sees the code nor the token, so a forged command
//! never changes a game. Requests for help, the board or the history change nothing
//! and need no code: their answer goes to the registered address anyway.
//!
//! Mails about all of a player's games at once (the overview of one's games)
//! carry the player's code instead (`arbiter+p-k7f3qxyz@host`, `[Player
//! k7f3qxyz]`): one per player, as strong as a game code, it proves a mail with
//! turns for several of the player's games.
//!
//! Codes come from the operating system's random source (getrandom); the alphabet
//! has 32 symbols without the look-alikes l, o, 0 and 1, so a code of 8 symbols holds
//! 40 bits and a token of 12 symbols 60 bits.
//!
//! A player's chess program (Xfcc) signs in with the player's address and a
//! password the arbiter makes ([`new_xfcc_password`]: 20 symbols of 64, 120
//! bits) and mails to the registered address alone. Only its Argon2id hash is
//! kept ([`hash_password`], RFC 9106, as a PHC string); [`verify_password`]
//! takes the same time whether the address has a password or not.

use std::sync::OnceLock;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use crate::arbiter::errors::ArbiterError;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::mail::command::{self, Command};
use crate::mail::message::{is_own_address, IncomingMessage};
use crate::store;

/// The symbols of codes and tokens: lower-case letters and digits without l, o, 0, 1.
const ALPHABET: &[u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";

/// Symbols in a player's code for a game (40 bits).
pub const SECRET_LEN: usize = 8;

/// Symbols in a confirmation token (60 bits).
pub const TOKEN_LEN: usize = 12;

/// `len` random symbols of `ALPHABET` from the operating system's random source.
///
/// # Errors
///
/// [`ArbiterError::Random`] when the random source fails.
pub fn random_code(len: usize) -> Result<String, ArbiterError> {
    let mut bytes = vec![0u8; len];
    getrandom::getrandom(&mut bytes).map_err(|e| ArbiterError::Random(e.to_string()))?;
    // 256 is a multiple of 32: taking the low five bits keeps every symbol equally likely.
    Ok(bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(b & 31)]))
        .collect())
}

/// The symbols of Xfcc passwords: `A-Z a-z 0-9 - _`, 64 of them. None needs
/// escaping in XML (Scid sends the password into its SOAP request as typed).
const PASSWORD_ALPHABET: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Symbols in an Xfcc password (120 bits).
pub const XFCC_PASSWORD_LEN: usize = 20;

/// Bytes of salt in a password's hash (128 bits, RFC 9106 section 3.1).
const SALT_LEN: usize = 16;

/// A new Xfcc password: [`XFCC_PASSWORD_LEN`] random symbols of `A-Z a-z 0-9 -
/// _` from the operating system's random source.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::arbiter::auth::{hash_password, new_xfcc_password, verify_password};
///
/// let password = new_xfcc_password().unwrap();
/// assert_eq!(password.len(), 20);
/// assert!(password.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
/// let stored = hash_password(&password).unwrap();
/// assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
/// assert!(verify_password(&password, Some(&stored)));
/// assert!(!verify_password("guess", Some(&stored)));
/// assert!(!verify_password(&password, None));
/// ```
///
/// # Errors
///
/// [`ArbiterError::Random`] when the random source fails.
pub fn new_xfcc_password() -> Result<String, ArbiterError> {
    let mut bytes = [0u8; XFCC_PASSWORD_LEN];
    getrandom::getrandom(&mut bytes).map_err(|e| ArbiterError::Random(e.to_string()))?;
    // 256 is a multiple of 64: the low six bits keep every symbol equally likely.
    Ok(bytes
        .iter()
        .map(|b| char::from(PASSWORD_ALPHABET[usize::from(b & 63)]))
        .collect())
}

/// The hash of `password` as a PHC string
/// (`$argon2id$v=19$m=19456,t=2,p=1$SALT$HASH`): Argon2id (RFC 9106) with the
/// argon2 crate's default parameters (19 MiB, two passes, one lane) and a
/// fresh 16-byte salt from the operating system's random source. It takes tens
/// of milliseconds and 19 MiB of memory.
///
/// # Errors
///
/// [`ArbiterError::Random`] when the random source fails; [`ArbiterError::Hash`]
/// when the hash cannot be made.
pub fn hash_password(password: &str) -> Result<String, ArbiterError> {
    let mut salt = [0u8; SALT_LEN];
    getrandom::getrandom(&mut salt).map_err(|e| ArbiterError::Random(e.to_string()))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| ArbiterError::Hash(e.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| ArbiterError::Hash(e.to_string()))
}

/// A hash that no password given to anyone verifies against, made once, with
/// the same parameters as [`hash_password`]'s: what [`verify_password`] checks
/// when there is no stored hash, so that an unknown address costs the same
/// work and time as a known one. `None` only if hashing fails at all.
fn dummy_hash() -> Option<&'static str> {
    static DUMMY: OnceLock<Option<String>> = OnceLock::new();
    DUMMY
        .get_or_init(|| {
            let password = new_xfcc_password().ok()?;
            hash_password(&password).ok()
        })
        .as_deref()
}

/// Whether `password` is the one whose hash is `stored` (a PHC string from
/// [`hash_password`]; compared in constant time). With no stored hash (no such
/// player, or no password) or one that does not read, the password is checked
/// against a dummy hash all the same, and the answer is false: the same work
/// whether the address has a password or not. The dummy hash is made on the
/// first call without a stored hash; a server calls `verify_password("",
/// None)` once as it starts, so that no request pays for making it.
pub fn verify_password(password: &str, stored: Option<&str>) -> bool {
    let parsed = stored.and_then(|s| PasswordHash::new(s).ok());
    let Some(hash) = parsed else {
        if let Some(dummy) = dummy_hash().and_then(|d| PasswordHash::new(d).ok()) {
            // The answer is false whatever the dummy says.
            let _ = Argon2::default().verify_password(password.as_bytes(), &dummy);
        }
        return false;
    };
    Argon2::default()
        .verify_password(password.as_bytes(), &hash)
        .is_ok()
}

/// The code of `email` in game `game_id`, made (and kept) the first time it is
/// needed; `None` when `email` does not play in that game (strangers get no code).
///
/// # Errors
///
/// [`ArbiterError::Store`]; [`ArbiterError::Random`].
pub fn secret_for(
    tx: &Connection,
    game_id: GameId,
    email: &str,
) -> Result<Option<String>, ArbiterError> {
    if let Some(secret) = store::credentials::secret_of(tx, game_id, email)? {
        return Ok(Some(secret));
    }
    if !store::credentials::is_player_of(tx, game_id, email)? {
        return Ok(None);
    }
    let fresh = random_code(SECRET_LEN)?;
    Ok(Some(store::credentials::add_secret(
        tx, game_id, email, &fresh,
    )?))
}

/// The player code of `email` (one per player, for all of the player's games:
/// the overview carries it), made (and kept) the first time it is needed; `None`
/// when `email` plays no game (strangers get no code).
///
/// # Errors
///
/// [`ArbiterError::Store`]; [`ArbiterError::Random`].
pub fn player_code_for(tx: &Connection, email: &str) -> Result<Option<String>, ArbiterError> {
    if let Some(code) = store::credentials::player_code_of(tx, email)? {
        return Ok(Some(code));
    }
    if !store::credentials::plays_any_game(tx, email)? {
        return Ok(None);
    }
    let fresh = random_code(SECRET_LEN)?;
    Ok(store::credentials::add_player_code(tx, email, &fresh)?)
}

/// The arbiter's address `own` with `+tag` added to its local part:
/// `plus_address("arbiter@host", "g12-k7f3qxyz")` is `arbiter+g12-k7f3qxyz@host`.
pub fn plus_address(own: &str, tag: &str) -> String {
    match own.trim().rsplit_once('@') {
        Some((local, domain)) => {
            let base = local.split('+').next().unwrap_or(local);
            format!("{base}+{tag}@{domain}")
        }
        None => own.trim().to_string(),
    }
}

/// The plus-address tag that carries a player's code for a game: `g12-k7f3qxyz`.
pub fn game_tag(game_id: GameId, secret: &str) -> String {
    format!("g{game_id}-{secret}")
}

/// The plus-address tag that carries a player code: `p-k7f3qxyz`.
pub fn player_tag(code: &str) -> String {
    format!("p-{code}")
}

/// The plus-address tag that carries a confirmation token: `c-TOKEN`.
pub fn confirm_tag(token: &str) -> String {
    format!("c-{token}")
}

/// The `+tags` of the recipients that are the arbiter's own address, lower-cased.
fn address_tags<'m>(msg: &'m IncomingMessage, own: &'m str) -> impl Iterator<Item = &'m str> {
    msg.recipients
        .iter()
        .filter(move |a| is_own_address(a, own))
        .filter_map(|a| {
            a.rsplit_once('@')
                .and_then(|(local, _)| local.split_once('+'))
        })
        .map(|(_, tag)| tag)
}

/// What a mail carries of one kind of secret (game codes, player codes,
/// confirmation tokens or organiser codes), counted as distinct values without regard to case or to how
/// often or where each stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Carried<T> {
    /// None of this kind.
    Nothing,
    /// Exactly one: the only kind of mail a secret can authenticate.
    One(T),
    /// Two or more different ones. Such a mail counts as carrying none: one mail
    /// tests one secret, however many it lists.
    Several(Vec<T>),
}

impl<T: PartialEq> Carried<T> {
    /// The distinct values of `all`, in the order they first stand.
    fn of(all: impl IntoIterator<Item = T>) -> Carried<T> {
        let mut distinct: Vec<T> = Vec::new();
        for value in all {
            if !distinct.contains(&value) {
                distinct.push(value);
            }
        }
        match distinct.len() {
            0 => Carried::Nothing,
            1 => distinct.pop().map_or(Carried::Nothing, Carried::One),
            _ => Carried::Several(distinct),
        }
    }
}

/// The game codes a message carries, as `(game, code)` with the code lower-cased:
/// from the recipients that are the arbiter's own address (`+g12-CODE`) and the
/// subject's tags (`[Game 12 CODE]`). The same code in both places is one.
pub fn game_codes(msg: &IncomingMessage, own: &str) -> Carried<(GameId, String)> {
    let in_addresses = address_tags(msg, own).filter_map(|t| {
        let (n, code) = t.strip_prefix(['g', 'G'])?.split_once('-')?;
        Some((n.parse().ok()?, code.to_ascii_lowercase()))
    });
    let in_subject = msg
        .subject
        .as_deref()
        .map(command::game_codes)
        .unwrap_or_default();
    Carried::of(in_addresses.chain(in_subject))
}

/// The confirmation tokens a message carries, lower-cased: recipients
/// `+c-TOKEN` and subject tags `[Confirm TOKEN]`.
pub fn confirmation_tokens(msg: &IncomingMessage, own: &str) -> Carried<String> {
    let in_addresses = address_tags(msg, own).filter_map(|t| {
        t.strip_prefix("c-")
            .or_else(|| t.strip_prefix("C-"))
            .map(str::to_ascii_lowercase)
    });
    let in_subject = msg
        .subject
        .as_deref()
        .map(command::confirm_tags)
        .unwrap_or_default();
    Carried::of(in_addresses.chain(in_subject))
}

/// The player codes a message carries, lower-cased: recipients `+p-CODE` and
/// subject tags `[Player CODE]`. The same code in both places is one.
pub fn player_codes(msg: &IncomingMessage, own: &str) -> Carried<String> {
    let in_addresses = address_tags(msg, own).filter_map(|t| {
        t.strip_prefix("p-")
            .or_else(|| t.strip_prefix("P-"))
            .map(str::to_ascii_lowercase)
    });
    let in_subject = msg
        .subject
        .as_deref()
        .map(command::player_tags)
        .unwrap_or_default();
    Carried::of(in_addresses.chain(in_subject))
}

/// The return tokens of the recipients that are the arbiter's address with a
/// `+b-TOKEN` tag (the envelope sender of one of its mails, VERP:
/// [`crate::mail::bounce::return_tag`]), lower-cased: where a delivery report
/// about that mail comes back. The same token in several headers is one.
pub fn return_tokens(msg: &IncomingMessage, own: &str) -> Carried<String> {
    Carried::of(address_tags(msg, own).filter_map(crate::mail::bounce::token_of_tag))
}

/// The one confirmation token a message carries, if it carries exactly one.
pub fn confirmation_token(msg: &IncomingMessage, own: &str) -> Option<String> {
    match confirmation_tokens(msg, own) {
        Carried::One(token) => Some(token),
        Carried::Nothing | Carried::Several(_) => None,
    }
}

/// The organiser codes a subject carries as `[Organiser CODE]` tags, as written
/// (organiser codes are compared exactly).
pub fn organiser_codes(subject: Option<&str>) -> Carried<String> {
    Carried::of(subject.map(command::organiser_tags).unwrap_or_default())
}

/// What a mail carried, shortened for the log and the organisers' notice: the
/// first few values and how many there were.
pub fn shown<T>(values: &[T], show: impl Fn(&T) -> String) -> String {
    const SHOWN: usize = 3;
    let mut text: Vec<String> = values.iter().take(SHOWN).map(show).collect();
    if values.len() > SHOWN {
        text.push(format!("and {} more", values.len() - SHOWN));
    }
    text.join(", ")
}

/// The game a recipient plus-address names (`+g12-...`), if any.
pub fn game_of_address(msg: &IncomingMessage, own: &str) -> Option<GameId> {
    address_tags(msg, own).find_map(|t| {
        t.strip_prefix('g')
            .and_then(|rest| rest.split_once('-'))
            .and_then(|(n, _)| n.parse().ok())
    })
}

/// A command kept while it waits for confirmation (stored as JSON; only the commands
/// that change a game are kept, the rest is answered at once or not needed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Pending {
    /// A turn, as the player wrote it.
    Move {
        /// The move number written before it (`12.` or `12...`), if any.
        number: Option<u32>,
        /// `white` or `black`, as the player wrote it with the number.
        side: Option<String>,
        /// The turn's text, as written.
        text: String,
    },
    /// The player resigns.
    Resign,
    /// The player offers a draw, or accepts the opponent's offer.
    Draw,
    /// The player declines the opponent's draw offer.
    Decline,
    /// The player claims a draw.
    ClaimDraw,
}

impl Pending {
    /// The commands of a message that change a game, to keep.
    pub fn keep(commands: &[Command]) -> Vec<Pending> {
        commands
            .iter()
            .filter_map(|c| match c {
                Command::Move { number, side, text } => Some(Pending::Move {
                    number: *number,
                    side: side.map(|s| s.name().to_string()),
                    text: text.clone(),
                }),
                Command::Resign => Some(Pending::Resign),
                Command::Draw => Some(Pending::Draw),
                Command::Decline => Some(Pending::Decline),
                Command::ClaimDraw => Some(Pending::ClaimDraw),
                // Personal settings are no game's commands (handled on their own).
                Command::Board
                | Command::History
                | Command::Help
                | Command::Name(_)
                | Command::TimeZone(_)
                | Command::Language(_)
                | Command::Notation(_)
                | Command::BoardStyle(_)
                | Command::Leave { .. }
                | Command::Digest(_)
                | Command::Xfcc(_) => None,
                // Conditional lines count only from a mail with the player's code
                // (the arbiter refuses them without it): never kept.
                Command::Conditional { .. }
                | Command::ShowConditionals
                | Command::CancelConditionals => None,
            })
            .collect()
    }

    /// The command again.
    pub fn command(&self) -> Command {
        match self {
            Pending::Move { number, side, text } => Command::Move {
                number: *number,
                side: side.as_deref().and_then(Color::from_name),
                text: text.clone(),
            },
            Pending::Resign => Command::Resign,
            Pending::Draw => Command::Draw,
            Pending::Decline => Command::Decline,
            Pending::ClaimDraw => Command::ClaimDraw,
        }
    }
}

/// Kept commands in the player's words, for the request and its answers:
/// `12... Nf6`, `resign`, `draw`, `decline`, `claim draw`, joined by ", ".
pub fn describe(commands: &[Pending]) -> String {
    let words: Vec<String> = commands
        .iter()
        .map(|c| match c {
            Pending::Move { number, side, text } => match number {
                Some(n) if side.as_deref().and_then(Color::from_name) == Some(Color::Black) => {
                    format!("{n}... {text}")
                }
                Some(n) => format!("{n}. {text}"),
                None => text.clone(),
            },
            Pending::Resign => "resign".into(),
            Pending::Draw => "draw".into(),
            Pending::Decline => "decline".into(),
            Pending::ClaimDraw => "claim draw".into(),
        })
        .collect();
    if words.is_empty() {
        "(nothing)".into()
    } else {
        words.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::message::parse;

    #[test]
    fn codes_use_the_alphabet_and_differ() {
        let a = random_code(SECRET_LEN).unwrap();
        let b = random_code(SECRET_LEN).unwrap();
        assert_eq!(a.len(), SECRET_LEN);
        assert!(a.bytes().all(|c| ALPHABET.contains(&c)), "{a}");
        assert_ne!(a, b);
    }

    #[test]
    fn xfcc_passwords_use_their_alphabet_and_differ() {
        let a = new_xfcc_password().unwrap();
        let b = new_xfcc_password().unwrap();
        assert_eq!(a.len(), XFCC_PASSWORD_LEN);
        assert!(a.bytes().all(|c| PASSWORD_ALPHABET.contains(&c)), "{a}");
        assert_ne!(a, b);
        // Each of the 64 symbols is one of 256 / 64 = 4 byte values.
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            seen.extend(new_xfcc_password().unwrap().bytes());
        }
        assert_eq!(seen.len(), 64, "4,000 symbols drawn cover the alphabet");
    }

    #[test]
    fn a_password_verifies_against_its_hash_and_no_other() {
        let hash = hash_password("Correct-horse_42").unwrap();
        // The PHC string: algorithm, version, parameters, salt, hash.
        let parts: Vec<&str> = hash.split('$').collect();
        assert_eq!(
            parts[..4],
            ["", "argon2id", "v=19", "m=19456,t=2,p=1"],
            "{hash}"
        );
        assert_eq!(parts.len(), 6, "{hash}");
        assert_eq!(
            parts[4].len(),
            22,
            "16 bytes of salt in unpadded base64: {hash}"
        );
        assert_eq!(
            parts[5].len(),
            43,
            "32 bytes of hash in unpadded base64: {hash}"
        );
        assert!(verify_password("Correct-horse_42", Some(&hash)));
        assert!(!verify_password("correct-horse_42", Some(&hash)));
        assert!(!verify_password("", Some(&hash)));
        // A fresh salt each time: the same password hashes differently.
        let again = hash_password("Correct-horse_42").unwrap();
        assert_ne!(hash, again);
        assert!(verify_password("Correct-horse_42", Some(&again)));
    }

    #[test]
    fn no_stored_hash_verifies_nothing_after_the_same_work() {
        assert!(dummy_hash().is_some_and(|d| d.starts_with("$argon2id$v=19$m=19456,t=2,p=1$")));
        let password = new_xfcc_password().unwrap();
        assert!(!verify_password(&password, None));
        assert!(!verify_password("", None));
        // A stored text that is no PHC string counts as none.
        assert!(!verify_password(&password, Some("not a hash")));
        assert!(!verify_password(&password, Some(&password)));
    }

    #[test]
    fn plus_addresses_are_built_on_the_base_address() {
        assert_eq!(
            plus_address("arbiter@chess.example", "g12-abc"),
            "arbiter+g12-abc@chess.example"
        );
        assert_eq!(
            plus_address("arbiter+x@chess.example", &confirm_tag("tok")),
            "arbiter+c-tok@chess.example"
        );
    }

    #[test]
    fn a_reply_carries_the_code_in_its_address_or_its_subject() {
        let own = "arbiter@localhost";
        let by_address = parse(
            b"From: a@x.org\r\nTo: \"Arbiter\" <Arbiter+G3-Abcd2345@Localhost>\r\nSubject: Re: move\r\n\r\ne4\r\n",
            own,
        );
        let one = |g: i64, c: &str| Carried::One((GameId::new(g), c.to_string()));
        assert_eq!(game_codes(&by_address, own), one(3, "abcd2345"));
        assert_eq!(game_of_address(&by_address, own), Some(GameId::new(3)));
        let by_subject = parse(
            b"From: a@x.org\r\nTo: arbiter@localhost\r\nSubject: Re: [Game 3 abcd2345] 1. e4\r\n\r\ne4\r\n",
            own,
        );
        assert_eq!(game_codes(&by_subject, own), one(3, "abcd2345"));
        let delivered = parse(
            b"Delivered-To: arbiter+g3-abcd2345@localhost\r\nFrom: a@x.org\r\nTo: arbiter@localhost\r\nSubject: x\r\n\r\ne4\r\n",
            own,
        );
        assert_eq!(game_codes(&delivered, own), one(3, "abcd2345"));
        // Someone else's domain with the same local part carries nothing.
        let elsewhere = parse(
            b"From: a@x.org\r\nTo: arbiter+g3-abcd2345@elsewhere.org\r\nSubject: x\r\n\r\ne4\r\n",
            own,
        );
        assert_eq!(game_codes(&elsewhere, own), Carried::Nothing);
    }

    #[test]
    fn a_mail_with_several_codes_carries_none() {
        let own = "arbiter@localhost";
        // The same code in the address and the subject, in other case: one.
        let same = parse(
            b"From: a@x.org\r\nTo: arbiter+g3-abcd2345@localhost\r\nSubject: Re: [Game 3 ABCD2345]\r\n\r\ne4\r\n",
            own,
        );
        assert_eq!(
            game_codes(&same, own),
            Carried::One((GameId::new(3), "abcd2345".into()))
        );
        // Two guesses in the recipients, or in the subject, or one in each.
        let mut to = String::from("To: ");
        for i in 0..400 {
            to.push_str(&format!("arbiter+g3-guess{i:03}@localhost, "));
        }
        let raw = format!("From: a@x.org\r\n{to}b@x.org\r\nSubject: x\r\n\r\ne4\r\n");
        let Carried::Several(codes) = game_codes(&parse(raw.as_bytes(), own), own) else {
            panic!("400 codes are several");
        };
        assert_eq!(codes.len(), 400);
        let tags: String = (0..300).map(|i| format!("[Game 3 guess{i:03}] ")).collect();
        let raw =
            format!("From: a@x.org\r\nTo: arbiter@localhost\r\nSubject: {tags}\r\n\r\ne4\r\n");
        assert!(matches!(
            game_codes(&parse(raw.as_bytes(), own), own),
            Carried::Several(c) if c.len() == 300
        ));
        let mixed = parse(
            b"From: a@x.org\r\nTo: arbiter+g3-abcd2345@localhost\r\nSubject: [Game 3 abcd2346]\r\n\r\ne4\r\n",
            own,
        );
        assert!(matches!(game_codes(&mixed, own), Carried::Several(_)));
        // Tokens and organiser codes alike.
        let tokens = parse(
            b"From: a@x.org\r\nTo: arbiter+c-tok3n@localhost\r\nSubject: [Confirm other]\r\n\r\nyes\r\n",
            own,
        );
        assert!(matches!(
            confirmation_tokens(&tokens, own),
            Carried::Several(_)
        ));
        assert_eq!(confirmation_token(&tokens, own), None);
        assert_eq!(
            organiser_codes(Some("[Organiser a-long-code] [Organiser a-long-code]")),
            Carried::One("a-long-code".into())
        );
        assert!(matches!(
            organiser_codes(Some("[Organiser a-long-code] [Organiser b-long-code]")),
            Carried::Several(_)
        ));
        assert_eq!(organiser_codes(Some("Re: move")), Carried::Nothing);
    }

    #[test]
    fn player_codes_in_address_or_subject() {
        let own = "arbiter@localhost";
        let m = parse(
            b"From: a@x.org\r\nTo: arbiter+p-Abcd2345@localhost\r\nSubject: Re: [Player ABCD2345] Your games\r\n\r\n12: e4\r\n",
            own,
        );
        assert_eq!(player_codes(&m, own), Carried::One("abcd2345".into()));
        assert_eq!(game_codes(&m, own), Carried::Nothing);
        assert_eq!(game_of_address(&m, own), None);
        let two = parse(
            b"From: a@x.org\r\nTo: arbiter+p-abcd2345@localhost\r\nSubject: [Player abcd2346]\r\n\r\n12: e4\r\n",
            own,
        );
        assert!(matches!(player_codes(&two, own), Carried::Several(c) if c.len() == 2));
        let none = parse(
            b"From: a@x.org\r\nTo: arbiter+g3-abcd2345@localhost\r\nSubject: x\r\n\r\ne4\r\n",
            own,
        );
        assert_eq!(player_codes(&none, own), Carried::Nothing);
        assert_eq!(
            plus_address(own, &player_tag("abc")),
            "arbiter+p-abc@localhost"
        );
    }

    #[test]
    fn confirmation_tokens_in_address_or_subject() {
        let own = "arbiter@localhost";
        let m = parse(
            b"From: a@x.org\r\nTo: arbiter+c-tok3n@localhost\r\nSubject: Re: x\r\n\r\nyes\r\n",
            own,
        );
        assert_eq!(confirmation_token(&m, own).as_deref(), Some("tok3n"));
        let m = parse(
            b"From: a@x.org\r\nTo: arbiter@localhost\r\nSubject: Re: [Game 1 abc] Please confirm [Confirm TOK3N]\r\n\r\n\r\n",
            own,
        );
        assert_eq!(confirmation_token(&m, own).as_deref(), Some("tok3n"));
    }

    #[test]
    fn pending_commands_round_trip() {
        let commands = vec![
            Command::Move {
                number: Some(12),
                side: Some(Color::Black),
                text: "Nf6".into(),
            },
            Command::Board,
            Command::Draw,
        ];
        let kept = Pending::keep(&commands);
        assert_eq!(kept.len(), 2);
        let json = serde_json::to_string(&kept).unwrap();
        let back: Vec<Pending> = serde_json::from_str(&json).unwrap();
        let again: Vec<Command> = back.iter().map(Pending::command).collect();
        assert_eq!(again, vec![commands[0].clone(), Command::Draw]);
    }
}
