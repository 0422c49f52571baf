//! Rebuilds the library when a message file in locales/ is added, changed or
//! removed: `fluent_templates::static_loader!` (src/notation/words.rs) reads the
//! folder when the library is compiled, and cargo does not see a new file there
//! by itself.

fn main() {
    println!("cargo:rerun-if-changed=locales");
}
