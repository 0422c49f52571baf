//! The command line as a user runs it: replay (text and JSON, exit codes), perft,
//! variants, config errors, `check-config --show`, init.

use crate::common;

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::World;

fn arbiter(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn replay_prints_each_turn_and_the_result() {
    let (code, out, err) = arbiter(
        &["replay", "--variant", "chess", "-"],
        Some("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"),
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("1.      white  e4           ok       e4         rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "{}", lines[0]);
    assert!(lines[1].starts_with("1...    black  e5"), "{}", lines[1]);
    assert!(out.contains("Qxf7#"));
    assert!(out.contains("+---+"));
    assert!(out.contains("Result: 1-0 (White wins by checkmate)"));
}

#[test]
fn replay_stops_at_the_first_illegal_turn_with_exit_code_1() {
    let (code, out, _) = arbiter(
        &["replay", "-"],
        Some("1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6+ Qe7 6. Bxe7"),
    );
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "Stopped at ply 11 (white Bxe7): Bxe7 is not legal: no white bishop can move to e7 (FIDE 3.2)"
        ),
        "{out}"
    );
    assert!(out.contains("Result: * (the score stops being legal here)"));
}

#[test]
fn replay_json_has_the_documented_keys() {
    let (code, out, _) = arbiter(&["replay", "--json", "-"], Some("1. e4 e5 2. Ke3"));
    assert_eq!(code, 1);
    let objects: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 4);
    for key in [
        "ply",
        "side",
        "input",
        "ok",
        "canonical",
        "fen",
        "check",
        "error",
    ] {
        assert!(
            objects[0].get(key).is_some(),
            "{key} missing in {}",
            objects[0]
        );
    }
    assert_eq!(objects[0]["ply"], 1);
    assert_eq!(objects[0]["side"], "white");
    assert_eq!(objects[2]["ok"], false);
    assert_eq!(objects[2]["input"], "Ke3");
    assert!(objects[2]["error"]
        .as_str()
        .unwrap()
        .contains("no white king can move to e3"));
    assert_eq!(objects[3]["result"], "*");
}

#[test]
fn replay_reads_a_published_pgn_file_and_a_fen() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/games/fide/molinari-bordais-1979.pgn"
    );
    let (code, out, _) = arbiter(&["replay", file], None);
    assert_eq!(code, 0);
    assert!(out.contains("Result: 0-1 (Black wins by checkmate)"));
    let (code, out, _) = arbiter(
        &["replay", "--fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "-"],
        Some("1. e4 Kd7"),
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("Position: 8/3k4/8/8/4P3/8/8/4K3 w - - 1 2"),
        "{out}"
    );
}

/// Set-ups that are not positions are refused with their reasons.
#[test]
fn replay_refuses_a_set_up_that_is_no_position_and_names_why() {
    let (code, out, err) = arbiter(
        &[
            "replay",
            "--variant",
            "revolving",
            "--fen",
            "4k3/8/8/8/8/8/8/4K2N w K - 0 1",
            "-",
        ],
        Some("1. Kd1"),
    );
    assert_ne!(code, 0, "{out}");
    assert!(
        err.contains(
            "castling right K needs the white rook on h1, but a White knight stands there"
        ) && err.contains("R1"),
        "{err}"
    );
    // Said once, not repeated by the error chain.
    assert_eq!(err.matches("castling right K").count(), 1, "{err}");
    let (code, out, err) = arbiter(
        &[
            "replay",
            "--variant",
            "chess",
            "--fen",
            "4k3/8/8/3nP3/8/8/8/4K3 w - d6 0 1",
            "-",
        ],
        Some("1. Kd1"),
    );
    assert_ne!(code, 0, "{out}");
    assert!(
        err.contains(
            "en-passant square d6 needs the black pawn that just stepped over it on d5, \
             but a Black knight stands there"
        ),
        "{err}"
    );
}

#[test]
fn perft_and_divide() {
    let (code, out, _) = arbiter(&["perft", "--variant", "chess", "3"], None);
    assert_eq!((code, out.trim()), (0, "8902"));
    let (code, out, _) = arbiter(
        &[
            "perft",
            "--fen",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "--divide",
            "2",
        ],
        None,
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("O-O: 43") && out.contains("Nodes: 2039"),
        "{out}"
    );
    let (code, _, err) = arbiter(&["perft", "--fen", "not a fen", "1"], None);
    assert_eq!(code, 1);
    assert!(err.contains("FEN"), "{err}");
}

#[test]
fn variants_are_listed() {
    let (code, out, _) = arbiter(&["variants"], None);
    assert_eq!(code, 0);
    assert!(out.starts_with("chess"));
}

#[test]
fn a_bad_config_names_the_key() {
    let w = World::new();
    let path = w.dir.path().join("bad.toml");
    std::fs::write(
        &path,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\npoll_interval = \"often\"\n",
    )
    .unwrap();
    let (code, _, err) = w.arbiter(&["--config", path.to_str().unwrap(), "init"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("mail.poll_interval") && err.contains("often"),
        "{err}"
    );
    std::fs::write(
        &path,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[transport]\nknd = \"file\"\n",
    )
    .unwrap();
    let (code, _, err) = w.arbiter(&["--config", path.to_str().unwrap(), "init"]);
    assert_eq!(code, 1);
    assert!(err.contains("knd"), "{err}");
}

#[test]
fn check_config_show_prints_the_file_over_the_embedded_defaults() {
    let w = World::new();
    let path = w.dir.path().join("club.toml");
    std::fs::write(
        &path,
        "[arbiter]\naddress = \"club@example.org\"\n[mail]\npoll_interval = \"2m\"\n\
         [transport]\nkind = \"smtp\"\n\
         [transport.smtp]\nhost = \"relay.example.org\"\nusername = \"club\"\npassword = \"hunter2\"\n",
    )
    .unwrap();
    let (code, out, err) =
        w.arbiter(&["--config", path.to_str().unwrap(), "check-config", "--show"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("# The configuration in force: "), "{out}");
    let shown: toml::Table = toml::from_str(&out).unwrap_or_else(|e| panic!("{e}\n{out}"));
    // From the file.
    assert_eq!(
        shown["arbiter"]["address"].as_str(),
        Some("club@example.org")
    );
    assert_eq!(shown["mail"]["poll_interval"].as_str(), Some("2m"));
    assert_eq!(
        shown["transport"]["smtp"]["host"].as_str(),
        Some("relay.example.org")
    );
    // The embedded defaults (config.example.toml) of the keys it leaves out.
    assert_eq!(shown["arbiter"]["name"].as_str(), Some("PBEM Arbiter"));
    assert_eq!(
        shown["mail"]["max_message_bytes"].as_integer(),
        Some(1_048_576)
    );
    assert_eq!(shown["clock"]["leave_days_per_year"].as_integer(), Some(30));
    assert_eq!(
        shown["transport"]["smtp"]["security"].as_str(),
        Some("starttls")
    );
    // The password is in force but not printed; nothing is made on disk.
    assert_eq!(
        shown["transport"]["smtp"]["password"].as_str(),
        Some("(hidden)")
    );
    assert!(!out.contains("hunter2"), "{out}");
    assert!(!w.data().exists());
}

#[test]
fn a_config_missing_a_required_key_is_refused_naming_section_key_and_purpose() {
    let w = World::new();
    let path = w.dir.path().join("club.toml");
    let check = |text: &str| {
        std::fs::write(&path, text).unwrap();
        let (code, out, err) = w.arbiter(&["--config", path.to_str().unwrap(), "check-config"]);
        assert_ne!(code, 0, "{out}");
        err
    };
    // No [arbiter] at all.
    let err = check("[mail]\npoll_interval = \"2m\"\n");
    assert!(
        err.contains("the required section [arbiter] is missing"),
        "{err}"
    );
    assert!(
        err.contains("[arbiter]\naddress = \"arbiter@example.org\""),
        "{err}"
    );
    assert!(!err.contains("missing field"), "{err}");
    // [arbiter] without its address.
    let err = check("[arbiter]\nname = \"Club\"\n");
    assert!(
        err.contains("section [arbiter] lacks the required key `address`"),
        "{err}"
    );
    assert!(
        err.contains("the address players write their moves to"),
        "{err}"
    );
    assert!(err.contains("A minimal valid file:"), "{err}");
    // A nested section: the SMTP relay without its host.
    let err = check(
        "[arbiter]\naddress = \"club@example.org\"\n[transport]\nkind = \"smtp\"\n\
         [transport.smtp]\nusername = \"club\"\n",
    );
    assert!(
        err.contains("section [transport.smtp] lacks the required key `host`"),
        "{err}"
    );
    assert!(err.contains("the SMTP relay"), "{err}");
    assert!(err.contains("The section at its smallest:"), "{err}");
    // The minimal file the messages show is itself valid.
    std::fs::write(&path, pbem_arbiter::config::MINIMAL_FILE).unwrap();
    let (code, _, err) = w.arbiter(&["--config", path.to_str().unwrap(), "check-config"]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn init_and_game_new_on_the_embedded_defaults() {
    let mut w = World::new();
    let (code, out, _) = w.arbiter(&["init"]);
    assert_eq!(code, 0);
    assert!(out.contains("inbox (Maildir)"));
    for sub in [
        "inbox/new",
        "inbox/cur",
        "inbox/tmp",
        "outbox",
        "arbiter.sqlite3",
    ] {
        assert!(w.data().join(sub).exists(), "{sub}");
    }
    let (code, out, _) = w.arbiter(&["game", "new", "--white", "a@x.org", "--black", "b@x.org"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().next(), Some("1"));
    assert_eq!(w.new_replies().len(), 2);
    let (code, _, err) = w.arbiter(&[
        "game",
        "new",
        "--variant",
        "atomic",
        "--white",
        "a@x.org",
        "--black",
        "b@x.org",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("unknown variant \"atomic\""), "{err}");
    let (code, _, err) = w.arbiter(&[
        "game",
        "new",
        "--white",
        "not-an-address",
        "--black",
        "b@x.org",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("not an e-mail address"), "{err}");
    let (code, _, err) = w.arbiter(&["game", "show", "9"]);
    assert_eq!(code, 1);
    assert!(err.contains("there is no game 9"), "{err}");
}

#[test]
fn run_polls_and_stops_cleanly_on_sigterm() {
    let mut w = World::new();
    let config = w.dir.path().join("fast.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\npoll_interval = \"200ms\"\n",
    )
    .unwrap();
    w.new_game("a@x.org", "b@x.org");
    w.new_replies();
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--config")
        .arg(&config)
        .arg("--data-dir")
        .arg(w.data())
        .arg("run")
        .env("RUST_LOG", "warn")
        .spawn()
        .unwrap();
    w.deliver(
        "From: a@x.org\nTo: arbiter@localhost\nSubject: [Game 1]\nMessage-ID: <run1@x>\n\ne4\n",
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let mut replies = Vec::new();
    while replies.len() < 2 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(100));
        replies.extend(w.new_replies());
    }
    assert_eq!(replies.len(), 2, "the daemon handled the move");
    // One arbiter per data directory: a second one is refused and told
    // which process holds the directory.
    let (code, _, err) = w.arbiter(&["poll", "--once"]);
    assert_ne!(code, 0);
    assert!(
        err.contains(&format!("process {}", child.id())) && err.contains("only one may run"),
        "{err}"
    );
    let status = Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status()
        .unwrap();
    assert!(status.success());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        if let Some(code) = child.try_wait().unwrap() {
            assert!(code.success(), "{code:?}");
            // The lock went with the process.
            let (code, _, err) = w.arbiter(&["poll", "--once"]);
            assert_eq!(code, 0, "{err}");
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "arbiter run did not stop on SIGTERM"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// `arbiter run` notices a mail landing in the Maildir's new/ by
/// inotify. Its timer is ten minutes away, so only the watch can explain an answer
/// before the test's deadline; no time is asserted.
#[test]
fn run_wakes_when_a_mail_lands_in_new() {
    let mut w = World::new();
    let config = w.dir.path().join("slow.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\npoll_interval = \"10m\"\n",
    )
    .unwrap();
    w.new_game("a@x.org", "b@x.org");
    w.new_replies();
    // The first move waits before the daemon starts: its first round takes it, so
    // once its replies are out the daemon is waiting for the next mail.
    w.deliver(
        "From: a@x.org\nTo: arbiter@localhost\nSubject: [Game 1]\nMessage-ID: <watch1@x>\n\ne4\n",
    );
    let mut daemon =
        common::servers::Daemon::start(&w.data(), &config, "warn", std::process::Stdio::inherit());
    let wait_for = |w: &mut World, n: usize| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        let mut replies = Vec::new();
        while replies.len() < n && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(20));
            replies.extend(w.new_replies());
        }
        replies
    };
    let first = wait_for(&mut w, 2);
    w.deliver(
        "From: b@x.org\nTo: arbiter@localhost\nSubject: [Game 1]\nMessage-ID: <watch2@x>\n\ne5\n",
    );
    let second = wait_for(&mut w, 2);
    let stopped = daemon.stop();
    assert_eq!(first.len(), 2, "the first round handled the waiting move");
    assert_eq!(second.len(), 2, "the mail that landed later was noticed");
    assert!(
        second.iter().all(|r| r.body.contains("1... e5")),
        "{second:?}"
    );
    assert!(
        stopped.is_some_and(|s| s.success()),
        "arbiter run did not stop cleanly on SIGTERM: {stopped:?}"
    );
}

#[test]
fn a_plain_black_holes_score_that_opens_with_a_drop_reads() {
    // `1... (Hb1)` without tags was found by an orthodox reading, to
    // which a free-standing group is a variation: "- holds no game score".
    let fen = "4k/p4/5/5/5/5/P4/4K b - - 0 1";
    let replay = |score: &str| {
        arbiter(
            &["replay", "--variant", "blackholes", "--fen", fen, "-"],
            Some(score),
        )
    };
    // The score reads; its drop is then judged by the rules (B2: Black's
    // first rank is rank 8), as with PGN tags.
    let (code, out, err) = replay("1... (Hb1)");
    assert!(!err.contains("holds no game score"), "{err}");
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("Stopped at ply 1 (black (Hb1))") && out.contains("(B2)"),
        "{out}"
    );
    let tagged = arbiter(
        &["replay", "--fen", fen, "-"],
        Some("[Variant \"blackholes\"]\n\n1... (Hb1)\n"),
    );
    assert_eq!(tagged.0, code);
    assert_eq!(tagged.1, out);
    // Drops that are legal replay to the end, the first one opening the score, with
    // and without a move number, and then a normal move.
    for score in ["1... (Hb8) 2. (Hc1) Ke8-d8", "(Hb8) (Hc1) Kd8"] {
        let (code, out, err) = replay(score);
        assert_eq!(code, 0, "{score}: {out}{err}");
        assert!(
            out.starts_with("1...    black  (Hb8)")
                && out.contains("Position: 1h1k1/p4/5/5/5/5/P4/2H1K w - - 3 3"),
            "{score}: {out}"
        );
    }
}

#[test]
fn momentum_perft_and_replay_take_the_motion_field() {
    let fen = "4k3/7p/8/8/2P5/3B4/8/4K3 w - - 0 1 d3@-2/2";
    let (code, out, err) = arbiter(
        &[
            "perft",
            "--variant",
            "momentum",
            "--fen",
            fen,
            "--divide",
            "1",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Nodes: "), "{out}");
    let (code, out, _) = arbiter(
        &["replay", "--variant", "momentum", "--fen", fen, "-"],
        Some("1. c5"),
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("Position: 4k3/7p/8/2P5/8/3B4/8/4K3 b - - 0 1 c5@0/1"),
        "{out}"
    );
    let (code, _, err) = arbiter(
        &[
            "perft",
            "--variant",
            "momentum",
            "--fen",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 e4@0/2",
            "1",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(err.contains("no piece on e4"), "{err}");
}

#[test]
fn perft_works_for_every_variant_from_the_command_line() {
    for (variant, nodes) in [
        ("chess", "400"),
        ("cwda", "400"),
        ("momentum", "400"),
        ("knightmare", "400"),
        ("revolving", "400"),
        ("prodem", "4"),
        ("mutd", "400"),
    ] {
        let (code, out, err) = arbiter(&["perft", "--variant", variant, "2"], None);
        assert_eq!((code, out.trim()), (0, nodes), "{variant}: {err}");
    }
    let (code, out, _) = arbiter(&["variants"], None);
    assert_eq!(code, 0);
    for id in [
        "chess",
        "cwda",
        "momentum",
        "revolving",
        "prodem",
        "mutd",
        "knightmare",
    ] {
        assert!(
            out.lines().any(|l| l.starts_with(id)),
            "{id} missing in {out}"
        );
    }
}
