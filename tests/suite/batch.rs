//! Group commit, through the real binary: the mails waiting in
//! new/ are handled in batches, one durable transaction each, and a bad mail in a
//! batch is refused alone: the good moves around it stand, the duplicate changes
//! nothing, every mail is answered once and moved to cur/. `batch_messages = 1`
//! gives the same database, mail for mail.

use crate::common::{reply_mail, World};

const A: &str = "alice@example.org";
const B: &str = "bob@example.org";
const C: &str = "carol@example.org";
const D: &str = "dave@example.org";

/// Two games, then one poll over a mixed inbox; the turns of both games, the
/// message outcomes and the number of replies.
fn mixed_inbox(batch: usize) -> (Vec<String>, Vec<String>, usize) {
    let mut w = World::new();
    let config = w.config(
        "batch.toml",
        &format!("[mail]\nbatch_messages = {batch}\nbatch_time = \"10s\"\n"),
    );
    let g1 = w.new_game(A, B);
    let g2 = w.new_game(C, D);
    w.new_replies();
    w.deliver(&reply_mail(A, "m1@x", g1, "e4"));
    w.deliver_as_written("this is not a mail at all\r\n\r\n\u{1}\u{2}");
    w.deliver(&reply_mail(C, "m3@x", g2, "Ke2"));
    w.deliver(&reply_mail(C, "m4@x", g2, "d4"));
    w.deliver(&reply_mail(A, "m1@x", g1, "e4"));
    w.deliver(&reply_mail(B, "m6@x", g1, "e5"));
    let (code, _, err) = w.arbiter(&["--config", config.to_str().unwrap(), "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    let replies = w.new_replies().len();
    let db = w.db();
    let mut stmt = db
        .prepare("SELECT game_id || ':' || canonical FROM turns ORDER BY game_id, ply")
        .unwrap();
    let turns = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        std::fs::read_dir(w.data().join("inbox/new"))
            .unwrap()
            .count(),
        0,
        "every mail left new/"
    );
    (turns, w.outcomes(), replies)
}

#[test]
fn a_bad_mail_in_a_batch_is_refused_alone() {
    let (turns, outcomes, replies) = mixed_inbox(64);
    assert_eq!(turns, ["1:e4", "1:e5", "2:d4"]);
    // The duplicate of m1 is recognised and leaves no second record.
    assert_eq!(
        outcomes,
        ["applied", "unreadable", "refused", "applied", "applied"]
    );
    // e4, d4 and e5 to both players, the illegal Ke2 to Carol alone.
    assert_eq!(replies, 7);
}

#[test]
fn batches_of_one_give_the_same_result() {
    assert_eq!(mixed_inbox(1), mixed_inbox(64));
    assert_eq!(mixed_inbox(2), mixed_inbox(64));
}
