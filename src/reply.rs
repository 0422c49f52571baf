//! Reply bodies from minijinja templates: the defaults in templates/ are built into
//! the binary; an operator's folder overrides them file by file.

use std::path::{Path, PathBuf};

use minijinja::Environment;
use serde::Serialize;
use thiserror::Error;

/// The built-in templates, by file name.
pub const EMBEDDED: &[(&str, &str)] = &[
    ("new_game.txt", include_str!("../templates/new_game.txt")),
    ("update.txt", include_str!("../templates/update.txt")),
    ("board.txt", include_str!("../templates/board.txt")),
    ("error.txt", include_str!("../templates/error.txt")),
    ("held.txt", include_str!("../templates/held.txt")),
    ("held_note.txt", include_str!("../templates/held_note.txt")),
    ("help.txt", include_str!("../templates/help.txt")),
    ("confirm.txt", include_str!("../templates/confirm.txt")),
    ("reminder.txt", include_str!("../templates/reminder.txt")),
    ("forfeit.txt", include_str!("../templates/forfeit.txt")),
    ("personal.txt", include_str!("../templates/personal.txt")),
    (
        "leave_notice.txt",
        include_str!("../templates/leave_notice.txt"),
    ),
    ("organiser.txt", include_str!("../templates/organiser.txt")),
    (
        "tournament.txt",
        include_str!("../templates/tournament.txt"),
    ),
    (
        "crosstable.html",
        include_str!("../templates/crosstable.html"),
    ),
    ("footer.txt", include_str!("../templates/footer.txt")),
];

/// A template that could not be rendered.
#[derive(Debug, Error)]
#[error("template {name}: {source}")]
pub struct TemplateError {
    pub name: String,
    #[source]
    pub source: minijinja::Error,
}

/// The reply templates.
pub struct Templates {
    env: Environment<'static>,
}

impl Templates {
    /// Embedded templates, overridden by same-named files in `override_dir`.
    pub fn new(override_dir: Option<&Path>) -> Templates {
        let mut env = Environment::new();
        if let Ok(syntax) = minijinja::syntax::SyntaxConfig::builder()
            .keep_trailing_newline(true)
            .build()
        {
            env.set_syntax(syntax);
        }
        let dir: Option<PathBuf> = override_dir.map(Path::to_path_buf);
        env.set_loader(move |name| {
            if let Some(dir) = &dir {
                let path = dir.join(name);
                if path.is_file() {
                    return std::fs::read_to_string(&path).map(Some).map_err(|e| {
                        minijinja::Error::new(
                            minijinja::ErrorKind::InvalidOperation,
                            format!("{}: {e}", path.display()),
                        )
                    });
                }
            }
            Ok(EMBEDDED
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| t.to_string()))
        });
        Templates { env }
    }

    /// Renders template `name` with `context`.
    ///
    /// Errors: [`TemplateError`] for a missing template or a syntax/render error
    /// (an operator's broken override, for instance).
    pub fn render(&self, name: &str, context: impl Serialize) -> Result<String, TemplateError> {
        let wrap = |source| TemplateError {
            name: name.to_string(),
            source,
        };
        let template = self.env.get_template(name).map_err(wrap)?;
        template
            .render(minijinja::value::Serde(context))
            .map_err(wrap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_templates_render_and_overrides_win() {
        let t = Templates::new(None);
        let help = t
            .render("help.txt", serde_json::json!({"arbiter_name": "Arbiter"}))
            .unwrap();
        assert!(help.contains("claim draw"));
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("help.txt"),
            "Custom help from {{ arbiter_name }}\n",
        )
        .unwrap();
        let t = Templates::new(Some(dir.path()));
        assert_eq!(
            t.render("help.txt", serde_json::json!({"arbiter_name": "Bob"}))
                .unwrap(),
            "Custom help from Bob\n"
        );
        assert!(t.render("nope.txt", serde_json::json!({})).is_err());
    }
}
