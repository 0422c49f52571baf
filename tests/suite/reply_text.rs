//! The player's own lines in real reply bodies (tests/data/mail/replies-text).
//! GitHub's fixtures are checked against the expectations of GitHub's own test file;
//! the crisp fixtures against tests/data/reply-text-crisp.tsv (reviewed by hand).

use std::path::PathBuf;

use pbem_arbiter::mail::reply_text::own_lines;

fn dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/mail/replies-text")
        .join(name)
}

fn own_text(folder: &str, file: &str) -> String {
    let bytes = std::fs::read(dir(folder).join(file)).unwrap();
    own_lines(&String::from_utf8_lossy(&bytes)).join("\n")
}

fn squeeze(text: &str) -> String {
    text.lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn github_parse_reply_expectations() {
    for (file, expected) in [
        ("email_2_1.txt", "Outlook with a reply"),
        ("email_2_2.txt", "Outlook with a reply directly above line"),
        ("email_2_3.txt", "Outlook with a reply directly above line"),
        ("email_iPhone.txt", "Here is another email"),
        ("email_BlackBerry.txt", "Here is another email"),
        ("email_multi_word_sent_from_my_mobile_device.txt", "Here is another email"),
        ("email_sent_from_my_not_signature.txt", "Here is another email\n\nSent from my desk, is much easier then my mobile phone."),
        ("email_bullets.txt", "test 2 this should list second\n\nand have spaces\n\nand retain this formatting\n\n\n   - how about bullets\n   - and another"),
        ("email_1_4.txt", "Awesome! I haven't had another problem with it."),
        ("email_1_6.txt", "I get proper rendering as well."),
        ("email_1_7.txt", ":+1:"),
        ("correct_sig.txt", "this is an email with a correct -- signature."),
    ] {
        assert_eq!(squeeze(&own_text("github", file)), squeeze(expected), "{file}");
    }
}

#[test]
fn github_fragment_expectations() {
    // email_1_2: a bottom post; "Hi," and the inline text are the writer's own.
    let t = own_text("github", "email_1_2.txt");
    assert!(t.starts_with("Hi,\n"), "{t}");
    assert!(t.contains("You can list the keys for the bucket"));
    assert!(!t.contains("What is the best way"));
    // email_1_8: inline replies between quoted blocks, then a signature.
    assert_eq!(
        squeeze(&own_text("github", "email_1_8.txt")),
        "I will reply under this one\nand under this."
    );
    // email_1_3: a top post above "On ... wrote:".
    let t = own_text("github", "email_1_3.txt");
    assert!(t.starts_with("Oh thanks.") && !t.contains("Russell Brown"));
    // greedy_on: a line starting "On your remote host" is not a reply header.
    let t = own_text("github", "greedy_on.txt");
    assert!(t.starts_with("On your remote host") && !t.contains("George Plymale"));
    let t = own_text("github", "email_one_is_not_on.txt");
    assert!(t.contains("One outstanding question") && !t.contains("On Oct 1, 2012"));
    assert_eq!(
        squeeze(&own_text(
            "github",
            "email_sig_delimiter_in_middle_of_line.txt"
        ))
        .lines()
        .count(),
        4
    );
    // Pathological input finishes (no catastrophic regex backtracking).
    let _ = own_text("github", "pathological.txt");
    let _ = own_text("github", "email_long_quote.txt");
}

#[test]
fn crisp_fixtures() {
    let table = include_str!("../data/reply-text-crisp.tsv");
    let mut checked = 0;
    for row in table.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = row.split('\t').collect();
        let [file, count, first, last] = fields[..] else {
            panic!("bad row {row}")
        };
        let text = own_text("crisp", file);
        let lines: Vec<String> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| l.chars().take(60).collect())
            .collect();
        assert_eq!(lines.len().to_string(), count, "{file}: {lines:?}");
        assert_eq!(lines.first().map_or("", |s| s.as_str()), first, "{file}");
        if lines.len() > 1 {
            assert_eq!(lines.last().map_or("", |s| s.as_str()), last, "{file}");
        }
        assert!(
            text.lines().all(|l| !l.trim_start().starts_with('>')),
            "{file} keeps a quoted line"
        );
        checked += 1;
    }
    assert_eq!(checked, std::fs::read_dir(dir("crisp")).unwrap().count());
}

#[test]
fn whole_client_replies_from_eleven_mail_clients() {
    // Each message has the writer's "Hello" above or below a quote of the message it
    // answers; talon's *_reply_text files give the own text with its signature.
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/mail/client-replies");
    let mut checked = 0;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "eml") {
            continue;
        }
        let m =
            pbem_arbiter::mail::message::parse(&std::fs::read(&path).unwrap(), "arbiter@localhost");
        let own = squeeze(&own_lines(m.body.as_deref().unwrap_or("")).join("\n"));
        assert_eq!(own, "Hello", "{}", path.display());
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if let Ok(expected) = std::fs::read_to_string(folder.join(format!("{stem}_reply_text"))) {
            assert_eq!(
                expected.lines().next().map(str::trim_end),
                Some("Hello"),
                "{stem}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 12);
}
