//! Turns for several games in one mail (`Game 12: Nf3`, `14: e5`, a `Game 15`
//! line with the turn's lines under it): the mail is split into one part per
//! game (`mail::command::game_parts`), and each part is read with its own
//! game's syntax and handled as if it came alone, under a savepoint of its own:
//! its own refusal, naming its game, while the other games' turns are played.
//! The player's code (`+p-CODE`, `[Player CODE]`, carried by the overview of
//! the player's games) proves every part; without it, a part proves itself only
//! by its own game's code, and otherwise the confirmation rule applies to it as
//! to a game mail without its code. A wrong player code is a failed try, once
//! for the whole mail.

use rusqlite::Connection;

use crate::arbiter::auth::{self, Carried};
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::message::guard::CodeCheck;
use crate::arbiter::message::handling::{read_commands, MessageCommands};
use crate::arbiter::message::process::Proof;
use crate::arbiter::office::{Desk, Handled, MessageInHand, MessageOutcome, Office};
use crate::corr::ids::GameId;
use crate::mail::command::{self, Command};
use crate::mail::reply_text::OwnText;
use crate::notation::syntax::ORTHODOX;
use crate::notation::words::Phrase;
use crate::rules::VariantInfo;
use crate::store::{self, StoreError};

/// The most game parts one mail may carry; more are refused, none played.
const MOST_PARTS: usize = 200;

impl Office {
    /// A mail whose lines hold parts for several games: each part handled on its
    /// own (`Some` with the outcome of the whole mail); `None` when no line
    /// starts a game's part.
    ///
    /// # Errors
    ///
    /// Only failures of the service, as [`Office::process`]; a corrupt game's
    /// part fails the whole mail, which is read again once the game is repaired.
    pub(crate) fn game_parts(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        commands_read: &MessageCommands,
    ) -> Result<Option<Handled>, ArbiterError> {
        let Some(split) = command::game_parts(&commands_read.own.lines) else {
            return Ok(None);
        };
        let parts = split.parts;
        // The lines before the first game's label belong to no game: those
        // meant for the arbiter go to the first answer.
        let before = command::unread_lines(&split.before, &ORTHODOX);
        self.name_unread(tx, in_hand, None, &before)?;
        if parts.len() > MOST_PARTS {
            return self
                .refuse_saying(
                    tx,
                    in_hand,
                    None,
                    &Phrase::new("refused-too-many-parts")
                        .with("parts", parts.len())
                        .with("most", MOST_PARTS),
                )
                .map(Some);
        }
        let player = match self.check_player_code(tx, in_hand, None)? {
            CodeCheck::Held(held) => return Ok(Some(held)),
            check => check,
        };
        // The hourly limit of answers to the sender alone counts each answered
        // part, so that one mail (a forgery among them) cannot send more
        // refusals or confirmation requests than the limit allows; each part's
        // record (`message_parts`) counts it for the mails after this one too.
        let (mut left, why) = self.answers_left(tx, in_hand.sender)?;
        let mut handled = Vec::with_capacity(parts.len());
        for (game, lines) in &parts {
            let part_in_hand = MessageInHand {
                quiet: in_hand
                    .quiet
                    .clone()
                    .or_else(|| (left == 0).then(|| why.clone())),
                ..*in_hand
            };
            tx.execute_batch("SAVEPOINT part")
                .map_err(StoreError::from)?;
            let one =
                self.desk(tx)
                    .one_part(&part_in_hand, &player, commands_read, *game, lines)?;
            tx.execute_batch("RELEASE part").map_err(StoreError::from)?;
            store::record_part(
                tx,
                &store::PartRecord {
                    message_key: &in_hand.msg.key,
                    game_id: *game,
                    outcome: one.outcome,
                    detail: &one.detail,
                },
            )?;
            if matches!(
                one.outcome,
                MessageOutcome::Refused | MessageOutcome::Answered | MessageOutcome::Unconfirmed
            ) {
                left = left.saturating_sub(1);
            }
            handled.push((*game, one));
        }
        Ok(Some(together(handled)))
    }
}

impl Desk<'_> {
    /// One game's part, as if it came alone: read with the game's syntax, proven
    /// by the player's code (unless the game is guarded) or the game's own, then
    /// help, or the game's commands under the confirmation rule.
    fn one_part(
        &self,
        in_hand: &MessageInHand<'_>,
        player: &CodeCheck,
        commands_read: &MessageCommands,
        game: GameId,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        let tx = self.tx;
        // A part for a game that is not the sender's is refused by its number,
        // whatever it holds.
        let number = || game.to_string();
        let Some(stored) = store::load_game_state(tx, game)? else {
            return self.refuse_saying(
                tx,
                in_hand,
                None,
                &Phrase::new("refused-no-game").with("game", number()),
            );
        };
        if stored.color_of(in_hand.sender).is_none() {
            let id = "refused-not-a-player-commands";
            return self.refuse_saying(
                tx,
                in_hand,
                Some(game),
                &Phrase::new(id)
                    .with("address", in_hand.sender)
                    .with("game", number()),
            );
        }
        let variant: Option<&'static VariantInfo> = crate::rules::variant(&stored.variant).ok();
        let own = OwnText {
            lines: lines.to_vec(),
            ended_at_bare_dashes: false,
        };
        let read = read_commands(&own, "", variant);
        let commands = &read.commands;
        self.name_unread(tx, in_hand, Some(game), &read.unread)?;
        if commands.is_empty() {
            return self.nothing_used(tx, in_hand, Some(game), variant, &read.lines);
        }
        if commands.iter().any(Command::is_personal) {
            let id = "refused-personal-in-part";
            return self.refuse_saying(
                tx,
                in_hand,
                Some(game),
                &Phrase::new(id).with("game", game.to_string()),
            );
        }
        if commands.iter().all(|c| *c == Command::Help) {
            return self.help(tx, in_hand, Some(game), variant);
        }
        let proof = match self.part_proof(tx, in_hand, player, commands_read, game)? {
            Ok(proof) => proof,
            Err(held) => return Ok(held),
        };
        self.game_commands(in_hand, Some(game), variant, commands, &proof)
    }
}

impl Office {
    /// What proves a part for `game`: the player's code when it proved the mail
    /// and the game is not guarded; else the game's own code when the mail
    /// carries one for this game; else nothing (the confirmation rule).
    fn part_proof(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        player: &CodeCheck,
        commands_read: &MessageCommands,
        game: GameId,
    ) -> Result<Result<Proof, Handled>, ArbiterError> {
        let unverified = commands_read.unverified.clone();
        let proof = |unproven: Option<Phrase>, code_missing| Proof {
            unproven,
            code_missing,
            unverified: unverified.clone(),
        };
        if matches!(player, CodeCheck::Proven) {
            return Ok(Ok(match self.guarded(tx, Some(game), in_hand.sender)? {
                Some(spell) => proof(Some(spell), false),
                None => proof(None, false),
            }));
        }
        let own = &self.config.arbiter.address;
        let carries_this_game = matches!(
            auth::game_codes(in_hand.msg, own),
            Carried::One((id, _)) if id == game
        );
        if carries_this_game {
            return Ok(match self.check_game_code(tx, in_hand, Some(game))? {
                CodeCheck::Held(held) => Err(held),
                CodeCheck::Proven => Ok(proof(None, false)),
                CodeCheck::Unproven(why) => Ok(proof(Some(why), true)),
                CodeCheck::Guarded(why) => Ok(proof(Some(why), false)),
            });
        }
        Ok(Ok(match player {
            CodeCheck::Guarded(why) => proof(Some(why.clone()), false),
            _ => proof(
                Some(Phrase::new("proof-no-codes").with("game", game.to_string())),
                true,
            ),
        }))
    }
}

/// The outcome of a mail of several parts: played when every part that was not
/// only answered (help, the board) was played; partly played when some part was
/// played and another refused, asked to confirm, held or not answered; else
/// asked to confirm when any part was; else that of its first part not held,
/// and held only when every part was (a held part of a mail not held is kept
/// on its own for `held release`: `handling::part_key`). Each part's detail after its
/// game's number.
fn together(handled: Vec<(GameId, Handled)>) -> Handled {
    let has = |o: MessageOutcome| handled.iter().any(|(_, h)| h.outcome == o);
    let outcome = if has(MessageOutcome::Applied) {
        let all_played = handled.iter().all(|(_, h)| {
            matches!(
                h.outcome,
                MessageOutcome::Applied | MessageOutcome::Answered
            )
        });
        if all_played {
            MessageOutcome::Applied
        } else {
            MessageOutcome::Partly
        }
    } else if has(MessageOutcome::Unconfirmed) {
        MessageOutcome::Unconfirmed
    } else {
        handled
            .iter()
            .map(|(_, h)| h.outcome)
            .find(|o| *o != MessageOutcome::Held)
            .or_else(|| handled.first().map(|(_, h)| h.outcome))
            .unwrap_or(MessageOutcome::Refused)
    };
    let game = match handled.as_slice() {
        [(id, _)] => Some(*id),
        _ => None,
    };
    let detail: Vec<String> = handled
        .iter()
        .map(|(id, h)| format!("game {id}: {} ({})", h.detail, h.outcome.as_str()))
        .collect();
    Handled {
        outcome,
        detail: format!("{} game parts: {}", handled.len(), detail.join("; ")),
        game,
    }
}
