//! Prints the player's own lines found in reply bodies, compactly: a review aid for
//! the fixtures in ../shared/testdata/mail/replies-text.
fn main() {
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path).unwrap_or_default();
        let text = String::from_utf8_lossy(&bytes);
        let lines = pbem_arbiter::mail::reply_text::own_lines(&text);
        let name = path.rsplit('/').next().unwrap_or(&path);
        let shown: Vec<String> = lines
            .iter()
            .filter(|l| !l.trim().is_empty())
            .map(|l| l.chars().take(60).collect())
            .collect();
        println!(
            "{name} [{}] {:?} ... {:?}",
            shown.len(),
            shown.first(),
            if shown.len() > 1 { shown.last() } else { None }
        );
    }
}
