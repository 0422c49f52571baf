//! The published game page for a screen reader, checked in headless Chromium:
//! axe-core (vendored in tests/data/axe-core, pinned) finds no violation of
//! impact `serious` or `critical`; the page has its landmarks (header, nav,
//! main), the moves as an ordered list, the board as an image named by its
//! piece lists, and stepping through the plies by the keyboard alone moves the
//! current ply, which a live region announces with the move and the pieces.

use std::path::Path;
use std::time::Duration;

use crate::common::browser::{run, CHROMIUM};
use crate::common::{reply_mail, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// What the page's script reports after axe-core ran and the keys were pressed.
const PROBE: &str = r#"<script src="AXE"></script>
<script>
(function () {
  "use strict";
  function key(name) {
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
    return document.getElementById("ply-status").textContent;
  }
  function report(out) {
    var pre = document.createElement("pre");
    pre.id = "probe-result";
    pre.textContent = JSON.stringify(out);
    document.body.appendChild(pre);
  }
  axe.run(document, { resultTypes: ["violations"] }).then(function (r) {
    var out = {
      violations: r.violations.map(function (v) {
        return { id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(function (n) { return n.html; }) };
      })
    };
    var first = document.querySelector("ol.moves a");
    if (!first) { report(out); return; }
    first.focus();
    out.focused = document.activeElement.textContent;
    out.back = key("ArrowLeft");
    out.home = key("Home");
    out.forward = key("ArrowRight");
    out.current = document.querySelector("[aria-current]") ? document.querySelector("[aria-current]").textContent : null;
    out.times = Array.prototype.map.call(document.querySelectorAll("ol.moves time"), function (t) { return t.getAttribute("datetime") + " " + t.textContent; });
    report(out);
  }, function (e) { report({ error: String(e) }); });
}());
</script>
"#;

/// The probe's JSON from the page Chromium ran.
fn probe(page: &Path) -> serde_json::Value {
    let profile = tempfile::tempdir().unwrap();
    let args = [
        "--headless".to_string(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--no-first-run".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--disable-dev-shm-usage".into(),
        "--allow-file-access-from-files".into(),
        "--virtual-time-budget=20000".into(),
        format!("--user-data-dir={}", profile.path().display()),
        "--dump-dom".into(),
        format!("file://{}", page.display()),
    ];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (ok, dom, err) = run(CHROMIUM, &args, Duration::from_secs(180), "chromium");
    assert!(ok, "chromium failed: {err}");
    let start = dom
        .find("<pre id=\"probe-result\">")
        .unwrap_or_else(|| panic!("the probe did not report: {dom}"));
    let rest = &dom[start + "<pre id=\"probe-result\">".len()..];
    let text = &rest[..rest.find("</pre>").unwrap()];
    let text = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn a_published_game_page_passes_axe_and_steps_by_keyboard() {
    let mut w = World::new();
    let game = w.game_with(ALICE, BOB, &[]);
    for (i, (from, mv)) in [(ALICE, "e4"), (BOB, "e5"), (ALICE, "Nf3"), (BOB, "Nc6")]
        .into_iter()
        .enumerate()
    {
        w.deliver(&reply_mail(from, &format!("m{i}@x"), game, mv));
        w.poll();
    }
    let site = w.dir.path().join("site");
    let (code, _, err) = w.arbiter(&["publish", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let page = std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap();
    for landmark in ["<header", "<nav", "<main", "<ol class=\"moves\""] {
        assert!(page.contains(landmark), "{landmark}: {page}");
    }
    assert!(page.contains("aria-live=\"polite\""), "{page}");
    assert!(
        page.contains("role=\"img\"")
            && page.contains("White: Ke1, Qd1, Ra1, Rh1, Bc1, Bf1, Nb1, Nf3"),
        "{page}"
    );

    let axe = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/axe-core/axe.min.js");
    let probed = page.replace(
        "</body>",
        &PROBE.replace("AXE", &format!("file://{}", axe.display())),
    );
    let copy = site.join(format!("games/{game}-probe.html"));
    std::fs::write(&copy, probed).unwrap();
    let out = probe(&copy);
    assert!(out.get("error").is_none(), "{out}");
    let serious: Vec<&serde_json::Value> = out["violations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| matches!(v["impact"].as_str(), Some("serious" | "critical")))
        .collect();
    assert!(serious.is_empty(), "axe-core: {serious:#?}");

    // The keyboard alone: from the last ply back one, to the start, forward one.
    assert_eq!(out["focused"], "e4", "{out}");
    let back = out["back"].as_str().unwrap();
    assert!(back.starts_with("After ply 3, 2. Nf3."), "{out}");
    assert!(back.contains("White: Ke1, Qd1"), "{out}");
    assert!(
        out["home"].as_str().unwrap().starts_with("The start."),
        "{out}"
    );
    assert!(
        out["forward"]
            .as_str()
            .unwrap()
            .starts_with("After ply 1, 1. e4."),
        "{out}"
    );
    assert_eq!(out["current"], "e4", "{out}");
    // Each move's time, beside it in the move list's HTML.
    let times = out["times"].as_array().unwrap();
    assert_eq!(times.len(), 4, "{out}");
    assert!(
        times
            .iter()
            .all(|t| t.as_str().unwrap().contains(" UTC, 0.0 days")),
        "{out}"
    );
}

/// The serious and critical violations axe-core finds on game `game`'s page.
fn serious_violations(w: &World, game: i64) -> Vec<serde_json::Value> {
    let site = w.dir.path().join("site");
    let (code, _, err) = w.arbiter(&["publish", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let page = std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap();
    let axe = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/axe-core/axe.min.js");
    let probed = page.replace(
        "</body>",
        &PROBE.replace("AXE", &format!("file://{}", axe.display())),
    );
    let copy = site.join(format!("games/{game}-probe.html"));
    std::fs::write(&copy, probed).unwrap();
    let out = probe(&copy);
    assert!(out.get("error").is_none(), "{out}");
    out["violations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| matches!(v["impact"].as_str(), Some("serious" | "critical")))
        .cloned()
        .collect()
}

#[test]
fn pages_with_a_legend_notes_and_pieces_in_motion_pass_axe() {
    for args in [
        vec!["--variant", "cwda", "--option", "white-army=nutty-knights"],
        vec![
            "--variant",
            "momentum",
            "--fen",
            "4k3/8/8/2pP4/8/4B3/8/4K3 w - c6 0 1 e3@-2/2x,c5@0/-2",
        ],
        vec!["--variant", "blackholes"],
    ] {
        let mut w = World::new();
        let game = w.game_with(ALICE, BOB, &args);
        let serious = serious_violations(&w, game);
        assert!(serious.is_empty(), "{args:?}: {serious:#?}");
    }
}
